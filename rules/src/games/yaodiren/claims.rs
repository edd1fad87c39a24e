//! Claims on a discarded or flipped tile: who may make which, and which one wins.
//!
//! docs/rules/yaodiren.md#claims: 吃 (makes an X-X-Y kan or three 7s; only the flipper on their
//! own flip, or the next player); 碰 (holds 2 identical; anyone); 杀 (holds 3; anyone;
//! mandatory); 吐火 (holds 4; anyone; mandatory); 胡 (anyone). docs/rules/yaodiren.md#claim-windows:
//! priority 胡 > 吐火 > 杀 > 碰 > 吃; ties go to the nearest player in turn order from the
//! tile's source. docs/rules/yaodiren.md#play: nobody claims their own discard.

use super::kan::{Kan, SEVENS, partners};
use super::split::{ClaimWin, Split};
use crate::cards::tiles::{Tile, TileCounts};
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// The kinds of claim, in priority order (lowest first), so `Ord` is the priority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    /// 吃
    Chi,
    /// 碰
    Peng,
    /// 杀
    Sha,
    /// 吐火
    Tuhuo,
    /// 胡
    Hu,
}

impl ClaimKind {
    pub const ALL: [ClaimKind; 5] = [
        ClaimKind::Chi,
        ClaimKind::Peng,
        ClaimKind::Sha,
        ClaimKind::Tuhuo,
        ClaimKind::Hu,
    ];

    /// The command word: `chi`, `peng`, `sha`, `tuhuo`, `hu`.
    pub fn word(self) -> &'static str {
        match self {
            ClaimKind::Chi => "chi",
            ClaimKind::Peng => "peng",
            ClaimKind::Sha => "sha",
            ClaimKind::Tuhuo => "tuhuo",
            ClaimKind::Hu => "hu",
        }
    }

    pub fn chinese(self) -> &'static str {
        match self {
            ClaimKind::Chi => "吃",
            ClaimKind::Peng => "碰",
            ClaimKind::Sha => "杀",
            ClaimKind::Tuhuo => "吐火",
            ClaimKind::Hu => "胡",
        }
    }

    /// Reads `chi`/`吃`, `peng`/`pong`/`碰`, `sha`/`kill`/`杀`, `tuhuo`/`吐火`, `hu`/`win`/`胡`.
    pub fn from_word(word: &str) -> Option<ClaimKind> {
        Some(match word.to_lowercase().as_str() {
            "chi" | "吃" | "チー" => ClaimKind::Chi,
            "peng" | "pong" | "碰" | "ポン" => ClaimKind::Peng,
            "sha" | "kill" | "杀" | "殺" | "シャー" => ClaimKind::Sha,
            "tuhuo" | "tu-huo" | "吐火" | "トゥーフオ" => ClaimKind::Tuhuo,
            "hu" | "win" | "胡" | "和了" | "ロン" | "ツモ" => ClaimKind::Hu,
            _ => return None,
        })
    }
}

/// One claim as a seat makes it. A 吃 names the two hand tiles it uses, since a tile can often
/// be eaten several ways, and every way is listed (docs/rules/yaodiren.md#claims).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    Chi { with: [Tile; 2] },
    Peng,
    Sha,
    Tuhuo,
    Hu,
}

impl Claim {
    pub fn kind(self) -> ClaimKind {
        match self {
            Claim::Chi { .. } => ClaimKind::Chi,
            Claim::Peng => ClaimKind::Peng,
            Claim::Sha => ClaimKind::Sha,
            Claim::Tuhuo => ClaimKind::Tuhuo,
            Claim::Hu => ClaimKind::Hu,
        }
    }

    /// The same claim with a 吃's tiles in `Tile` order, for comparisons.
    pub fn normalized(self) -> Claim {
        match self {
            Claim::Chi { mut with } => {
                with.sort();
                Claim::Chi { with }
            }
            c => c,
        }
    }
}

/// Where a claimable tile came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    Discard,
    Flip,
}

/// The kan a 吃 of `tile` with `with` makes, if it makes one that is not identical tiles.
pub fn chi_kan(tile: Tile, with: [Tile; 2]) -> Option<Kan> {
    Kan::recognize(&[tile, with[0], with[1]]).filter(|k| !k.is_identical())
}

/// Every way to 吃 `tile` from `concealed`: X X + Y (two partners), X + Y with the tile one of
/// them, or the other two 7s (docs/rules/yaodiren.md#kans-坎-and-砣): two 8s eat a 6; a 6 and
/// an 8 eat another 6 or 8 of the same kinds.
pub fn chi_options(concealed: &TileCounts, tile: Tile) -> Vec<[Tile; 2]> {
    let mut out = Vec::new();
    for p in partners(tile) {
        if concealed.count(p) >= 2 {
            out.push([p, p]);
        }
        if concealed.count(p) >= 1 && concealed.count(tile) >= 1 {
            let mut w = [tile, p];
            w.sort();
            out.push(w);
        }
    }
    if SEVENS.contains(&tile) {
        let others: Vec<Tile> = SEVENS.iter().copied().filter(|&t| t != tile).collect();
        if others.iter().all(|&t| concealed.count(t) >= 1) {
            out.push([others[0], others[1]]);
        }
    }
    out.sort();
    out.dedup();
    out
}

/// What one seat may do with the tile of a claim window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entitlement {
    pub chi: Vec<[Tile; 2]>,
    pub peng: bool,
    pub sha: bool,
    pub tuhuo: bool,
    /// The win claiming the tile makes (a 碰-type win only if the seat has not barred it).
    pub hu: Option<Split>,
    /// A 碰-type win was available: declining it bars 碰-type wins on this kind.
    pub peng_type_win: bool,
}

/// What a seat holds, as far as claiming goes.
pub struct Holder<'a> {
    pub concealed: &'a TileCounts,
    pub exposed: &'a [Kan],
    pub dealer: bool,
    pub peng_barred: bool,
    pub win_barred: bool,
    /// The `fixed-kans` house rule: a win keeps the exposed kans as laid down.
    pub fixed_kans: bool,
}

impl Entitlement {
    /// The claims `holder` may make on `tile`; `may_chi` when it is the next player (or the
    /// flipper of its own flip).
    pub fn of(holder: &Holder, tile: Tile, may_chi: bool, black_exempt: bool) -> Entitlement {
        let held = holder.concealed.count(tile);
        let (fixed, free) =
            super::split::win_tiles(holder.exposed, holder.concealed, holder.fixed_kans);
        let win: ClaimWin =
            super::split::claim_win(&fixed, &free, tile, holder.dealer, black_exempt);
        // A 吃 or 碰 is followed by a discard, so it must leave a tile in the hand; and no seat
        // exposes more than 7 kans.
        let room = holder.exposed.len() < 7;
        let spare = room && holder.concealed.len() >= 3;
        Entitlement {
            chi: if may_chi && spare {
                chi_options(holder.concealed, tile)
            } else {
                Vec::new()
            },
            // docs/rules/yaodiren.md#pass-locks: declining a 碰 bars 碰 on that kind for the
            // rest of the hand.
            peng: spare && held == 2 && !holder.peng_barred,
            sha: room && held == 3,
            tuhuo: room && held == 4,
            hu: win.best(holder.win_barred).cloned(),
            peng_type_win: win.peng_type.is_some() && !holder.win_barred,
        }
    }

    pub fn any(&self) -> bool {
        !self.chi.is_empty() || self.peng || self.sha || self.tuhuo || self.hu.is_some()
    }

    /// 杀 and 吐火 may not be passed (docs/rules/yaodiren.md#claim-windows); only a 胡 may be
    /// chosen instead.
    /// Whether a standing "pass every 吃 / 碰" answers this: only optional 吃 / 碰 are on
    /// offer, no 胡 and nothing mandatory (docs/rules/yaodiren.md#standing-answers).
    pub fn standing_pass_allowed(&self) -> bool {
        self.hu.is_none() && self.mandatory().is_none() && (self.peng || !self.chi.is_empty())
    }

    pub fn mandatory(&self) -> Option<Claim> {
        if self.tuhuo {
            Some(Claim::Tuhuo)
        } else if self.sha {
            Some(Claim::Sha)
        } else {
            None
        }
    }

    /// Every claim the seat may answer with.
    pub fn claims(&self) -> Vec<Claim> {
        let mut out = Vec::new();
        if self.hu.is_some() {
            out.push(Claim::Hu);
        }
        if let Some(m) = self.mandatory() {
            out.push(m);
            return out;
        }
        if self.peng {
            out.push(Claim::Peng);
        }
        out.extend(self.chi.iter().map(|&with| Claim::Chi { with }));
        out
    }

    pub fn may_pass(&self) -> bool {
        self.mandatory().is_none()
    }

    pub fn allows(&self, claim: Claim) -> bool {
        self.claims().contains(&claim.normalized())
    }

    /// The highest claim kind open to the seat.
    pub fn best_kind(&self) -> Option<ClaimKind> {
        self.claims().iter().map(|c| c.kind()).max()
    }
}

/// How a claim ranks: by kind, then by nearness to the source in turn order (the source itself,
/// claiming its own flip, is nearest). Larger wins.
pub fn rank(kind: ClaimKind, seat: Seat, source: Seat, players: usize) -> (ClaimKind, usize) {
    let distance = (seat.index() + players - source.index()) % players;
    (kind, players - distance)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tiles::parse_tiles;

    fn counts(s: &str) -> TileCounts {
        TileCounts::from_tiles(parse_tiles(s).unwrap())
    }

    #[test]
    fn chi_ways() {
        // Two 8s and a 6 is discarded: 平八 平八 + 猫猫.
        let h = counts("平八 平八 三五 猫猫 天");
        let opts = chi_options(&h, Tile::Maomao);
        assert!(opts.contains(&[Tile::Pingba, Tile::Pingba]));
        // 猫猫 + 三五 with the discarded 猫猫 (X + Y, tile one of them); 猫猫 + 平八 likewise.
        assert!(opts.contains(&[Tile::Maomao, Tile::Sanwu]));
        assert!(opts.contains(&[Tile::Maomao, Tile::Pingba]));
        assert_eq!(opts.len(), 3);
        for w in &opts {
            assert!(chi_kan(Tile::Maomao, *w).is_some(), "{w:?}");
        }
        // Three 7s.
        let h = counts("二五 三四");
        assert_eq!(
            chi_options(&h, Tile::Gaojiao),
            vec![[Tile::Erwu, Tile::Sansi]]
        );
        assert_eq!(
            chi_kan(Tile::Gaojiao, [Tile::Erwu, Tile::Sansi]),
            Some(Kan::Sevens)
        );
        // Nothing makes 14 with 天 but 地.
        assert!(chi_options(&counts("天 天 人 人"), Tile::Tian).is_empty());
        assert_eq!(chi_kan(Tile::Tian, [Tile::Tian, Tile::Tian]), None);
    }

    #[test]
    fn priority_then_nearness() {
        // Source seat 0 (3 players): seat 1 is nearer than seat 2.
        assert!(
            rank(ClaimKind::Peng, Seat(1), Seat(0), 3) > rank(ClaimKind::Peng, Seat(2), Seat(0), 3)
        );
        assert!(
            rank(ClaimKind::Chi, Seat(2), Seat(1), 3) > rank(ClaimKind::Chi, Seat(0), Seat(1), 3)
        );
        // A flipper claiming its own flip is nearest of all.
        assert!(
            rank(ClaimKind::Chi, Seat(1), Seat(1), 3) > rank(ClaimKind::Chi, Seat(2), Seat(1), 3)
        );
        // Kind beats nearness.
        assert!(
            rank(ClaimKind::Hu, Seat(2), Seat(0), 3) > rank(ClaimKind::Tuhuo, Seat(1), Seat(0), 3)
        );
        assert!(
            rank(ClaimKind::Tuhuo, Seat(2), Seat(0), 3) > rank(ClaimKind::Sha, Seat(1), Seat(0), 3)
        );
        assert!(
            rank(ClaimKind::Sha, Seat(2), Seat(0), 3) > rank(ClaimKind::Peng, Seat(1), Seat(0), 3)
        );
        assert!(
            rank(ClaimKind::Peng, Seat(2), Seat(0), 3) > rank(ClaimKind::Chi, Seat(1), Seat(0), 3)
        );
    }

    #[test]
    fn entitlements_and_mandatory_claims() {
        let h = counts("人人人 天 地");
        let e = Entitlement::of(
            &Holder {
                concealed: &h,
                exposed: &[],
                dealer: false,
                peng_barred: false,
                win_barred: false,
                fixed_kans: false,
            },
            Tile::Ren,
            true,
            true,
        );
        assert!(e.sha && !e.peng);
        assert_eq!(e.mandatory(), Some(Claim::Sha));
        assert_eq!(e.claims(), vec![Claim::Sha]);
        assert!(!e.may_pass());
        let h = counts("人人 天 地");
        let holder = Holder {
            concealed: &h,
            exposed: &[],
            dealer: false,
            peng_barred: true,
            win_barred: false,
            fixed_kans: false,
        };
        let e = Entitlement::of(&holder, Tile::Ren, false, true);
        assert!(!e.any(), "a barred 碰 is no claim");
        for word in ["吃", "碰", "杀", "吐火", "胡", "chi", "PENG", "tuhuo"] {
            assert!(ClaimKind::from_word(word).is_some(), "{word}");
        }
        for k in ClaimKind::ALL {
            assert_eq!(ClaimKind::from_word(k.word()), Some(k));
            assert_eq!(ClaimKind::from_word(k.chinese()), Some(k));
        }
    }

    #[test]
    fn a_win_regroups_exposed_kans_unless_they_are_fixed() {
        // Laid down: 高脚×3 and 三四三四高脚. Concealed: five red triplets. On a 三四, "all
        // cards (exposed and concealed)" make 高脚×4 + 三四×3 + the five: seven kans, 60 砣.
        // Kept as laid down, the 三四 has no kan to go into.
        let exposed = [
            Kan::Identical {
                tile: Tile::Gaojiao,
                count: 3,
            },
            Kan::PairPlus {
                pair: Tile::Sansi,
                single: Tile::Gaojiao,
            },
        ];
        let h = counts("天天天 地地地 人人人 和和和 幺四幺四幺四");
        let holder = |fixed_kans| Holder {
            concealed: &h,
            exposed: &exposed,
            dealer: false,
            peng_barred: false,
            win_barred: false,
            fixed_kans,
        };
        let e = Entitlement::of(&holder(false), Tile::Sansi, false, true);
        let split = e.hu.expect("a win on 三四");
        assert!(split.kans.contains(&Kan::Identical {
            tile: Tile::Gaojiao,
            count: 4
        }));
        assert_eq!(split.tuo, 12 + 8 + 5 * 8);
        // The 三四 completes a kan of identical tiles: a 碰-type win.
        assert!(e.peng_type_win);
        let e = Entitlement::of(&holder(true), Tile::Sansi, false, true);
        assert_eq!(e.hu, None);
    }
}

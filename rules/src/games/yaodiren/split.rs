//! The win test: split every tile of a hand into 7 kans, the best way.
//!
//! docs/rules/yaodiren.md#winning-胡: a hand wins when all its tiles (exposed and concealed)
//! split into 7 kans and, on the best split, 砣 ≥ 34 (dealer) / ≥ 33 — unless the all-black
//! option exempts it; its 番 are counted on the winning split that gives the most 番.
//!
//! The search places the lowest remaining kind first (every kan holding it has it as its
//! lowest kind), memoizes on the remaining multiset, and keeps for each sub-multiset only the
//! Pareto-best summaries (砣, kan 番, all-identical) — every quantity the scoring grows with — so
//! both "most 砣" and "most 番 among winning splits" come out of one pass.

use super::config::Config;
use super::estimate;
use super::fan::{FanSource, HandColour, fan_sources, hand_colour, threshold};
use super::kan::{Kan, kans_u8};
use super::packed::{KeyMap, Packed};
use crate::cards::tiles::{COPIES, Tile, TileCounts};
use serde::Serialize;
use thiserror::Error;

use super::kan::KANS_TO_WIN as KANS;

/// A split of a hand into 7 kans, scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Split {
    /// Each kan serializes as `{"tiles": […], "tuo": n, "kind": …}`.
    pub kans: Vec<Kan>,
    pub tuo: u32,
    /// 砣 ≥ threshold, or exempt.
    pub wins: bool,
    /// Total 番 (0 unless `wins`), before any table cap.
    pub fan: u32,
    /// 34 for the dealer, 33 for the others.
    pub threshold: u32,
    /// The all-black option waived the threshold for this hand.
    pub exempt: bool,
    /// Where the 番 come from (empty unless `wins`).
    pub fan_sources: Vec<FanSource>,
}

/// Why a set of tiles has no split into 7 kans.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum NoSplit {
    /// 7 kans hold 21 to 35 tiles.
    #[error("7 kans need 21 to 35 tiles, not {got}")]
    TileCount { got: usize, min: usize, max: usize },
    /// The deck has only five of each kind.
    #[error("there are only 5 of each tile, not {count} {tile}")]
    TooManyCopies { tile: Tile, count: u8 },
    /// The tiles do not divide into 7 kans: the most complete kans they make (up to 7), and
    /// what that leaves over.
    #[error("at most {most_kans} kans, leaving {leftover:?}")]
    NoSevenKans {
        most_kans: u8,
        kans: Vec<Kan>,
        leftover: Vec<Tile>,
    },
}

/// What a hand is worth, as `paiju rules yaodiren kans` answers it.
///
/// docs/rules/yaodiren.md#fan-番-and-payment: the win test looks at the split with the most 砣
/// (砣 ≥ 34 / ≥ 33), while the 番 are counted on the winning split that gives the most 番. Usually
/// that is one split; when a split with fewer 砣 gives more 番 (say, five 猫猫 kept whole for
/// the five-of-a-kind 番), both are reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandValue {
    /// The split with the most 砣 (among those, the most 番).
    pub most_tuo: Split,
    /// The winning split with the most 番 (then the most 砣); `None` when the hand does not win.
    pub scored: Option<Split>,
}

impl HandValue {
    /// 番 of the hand: those of its best winning split, 0 when it does not win.
    pub fn fan(&self) -> u32 {
        self.scored.as_ref().map_or(0, |s| s.fan)
    }

    /// The split the 番 are counted on, when it is not the one with the most 砣.
    pub fn other_scored_split(&self) -> Option<&Split> {
        self.scored
            .as_ref()
            .filter(|s| s.kans != self.most_tuo.kans)
    }
}

/// Serializes as `{"kans", "tuo", "wins", "threshold", "exempt"}` of the most-砣 split, the
/// `"fan"` and `"fan_sources"` of the best winning split, and `"fan_kans"` (that split's kans)
/// only when the two differ.
impl Serialize for HandValue {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let t = &self.most_tuo;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("kans", &t.kans)?;
        m.serialize_entry("tuo", &t.tuo)?;
        m.serialize_entry("wins", &self.scored.is_some())?;
        m.serialize_entry("fan", &self.fan())?;
        m.serialize_entry("threshold", &t.threshold)?;
        m.serialize_entry("exempt", &t.exempt)?;
        let sources: &[FanSource] = self.scored.as_ref().map_or(&[], |s| &s.fan_sources);
        m.serialize_entry("fan_sources", sources)?;
        if let Some(other) = self.other_scored_split() {
            m.serialize_entry("fan_kans", &other.kans)?;
            m.serialize_entry("fan_tuo", &other.tuo)?;
        }
        m.end()
    }
}

/// The value of `tiles` as a complete hand: its best split into 7 kans for the win test, and
/// its 番. This is what `paiju rules yaodiren kans` prints.
pub fn best_split(tiles: &[Tile], dealer: bool, config: &Config) -> Result<HandValue, NoSplit> {
    let (min, max) = (3 * KANS, 5 * KANS);
    if !(min..=max).contains(&tiles.len()) {
        return Err(NoSplit::TileCount {
            got: tiles.len(),
            min,
            max,
        });
    }
    let counts = TileCounts::from_tiles(tiles.iter().copied());
    if let Some(tile) = counts.kinds().find(|&t| counts.count(t) > COPIES) {
        return Err(NoSplit::TooManyCopies {
            tile,
            count: counts.count(tile),
        });
    }
    let mut search = Search::new();
    let front = search.solve(&counts, kans_u8(KANS));
    let cands = search.candidates(&[], front, None);
    if cands.is_empty() {
        let (kans, leftover) = estimate::most_kans(&counts, KANS);
        return Err(NoSplit::NoSevenKans {
            most_kans: kans_u8(kans.len()),
            kans,
            leftover: leftover.tiles(),
        });
    }
    let scored = score_all(&cands, dealer, config.black_exempt);
    Ok(HandValue {
        most_tuo: scored
            .iter()
            .max_by_key(|s| (s.tuo, s.fan))
            .cloned()
            .expect("candidates are not empty"),
        scored: pick_winning(&scored),
    })
}

/// What a win test splits (docs/rules/yaodiren.md#winning-胡): all tiles, exposed and
/// concealed — the exposed kans' tiles join the concealed ones and may be grouped afresh — or, with
/// the `fixed-kans` house rule, the exposed kans as laid down plus the concealed tiles.
pub(crate) fn win_tiles(
    exposed: &[Kan],
    concealed: &TileCounts,
    fixed_kans: bool,
) -> (Vec<Kan>, TileCounts) {
    if fixed_kans {
        return (exposed.to_vec(), *concealed);
    }
    let mut all = *concealed;
    for kan in exposed {
        all.add_all(&kan.counts());
    }
    (Vec::new(), all)
}

/// The best winning split of a hand that has all its tiles (exposed kans fixed, the concealed
/// tiles free): a self-drawn win, or the dealer's opening 21.
pub(crate) fn winning_split(
    exposed: &[Kan],
    concealed: &TileCounts,
    dealer: bool,
    black_exempt: bool,
) -> Option<Split> {
    let k = kans_u8(KANS.checked_sub(exposed.len())?);
    let mut search = Search::new();
    let front = search.solve(concealed, k);
    let cands = search.candidates(exposed, front, None);
    pick_winning(&score_all(&cands, dealer, black_exempt))
}

/// How a hand could win on a claimed tile, by where the tile goes: into a kan of identical
/// tiles (a 碰-type win) or into an X-X-Y or three-7s kan (a 吃-type win).
/// docs/rules/yaodiren.md#pass-locks: declining a 碰-type win bars it on that kind; 吃-type wins
/// are never barred.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClaimWin {
    pub peng_type: Option<Split>,
    pub chi_type: Option<Split>,
}

impl ClaimWin {
    /// The better of the two (most 番, then 砣), or only the 吃-type one when `peng_barred`.
    pub fn best(&self, peng_barred: bool) -> Option<&Split> {
        let peng = if peng_barred {
            None
        } else {
            self.peng_type.as_ref()
        };
        match (peng, self.chi_type.as_ref()) {
            (Some(p), Some(c)) => Some(if (c.fan, c.tuo) > (p.fan, p.tuo) {
                c
            } else {
                p
            }),
            (p, c) => p.or(c),
        }
    }
}

pub(crate) fn claim_win(
    exposed: &[Kan],
    concealed: &TileCounts,
    tile: Tile,
    dealer: bool,
    black_exempt: bool,
) -> ClaimWin {
    let Some(k) = KANS.checked_sub(exposed.len() + 1) else {
        return ClaimWin::default();
    };
    let mut with = *concealed;
    with.add(tile, 1);
    let with = Packed::of(&with);
    let mut search = Search::new();
    let (mut peng, mut chi) = (Vec::new(), Vec::new());
    for shape in Kan::containing(tile) {
        if !with.fits(&shape.need) {
            continue;
        }
        let front = search.solve_packed(with.minus(&shape.need), kans_u8(k));
        let cands = search.candidates(exposed, front, Some(shape.kan));
        if shape.kan.is_identical() {
            peng.extend(cands);
        } else {
            chi.extend(cands);
        }
    }
    ClaimWin {
        peng_type: pick_winning(&score_all(&peng, dealer, black_exempt)),
        chi_type: pick_winning(&score_all(&chi, dealer, black_exempt)),
    }
}

/// Scores one split.
pub fn score(kans: Vec<Kan>, dealer: bool, black_exempt: bool) -> Split {
    let tuo = kans.iter().map(|k| k.tuo()).sum();
    let threshold = threshold(dealer);
    let exempt = black_exempt && tuo < threshold && hand_colour(&kans) == HandColour::AllBlack;
    let wins = kans.len() == KANS && (tuo >= threshold || exempt);
    let fan_sources = if wins {
        fan_sources(&kans, tuo, threshold)
    } else {
        Vec::new()
    };
    Split {
        fan: fan_sources.iter().map(|s| s.fan()).sum(),
        kans,
        tuo,
        wins,
        threshold,
        exempt,
        fan_sources,
    }
}

fn score_all(cands: &[Vec<Kan>], dealer: bool, black_exempt: bool) -> Vec<Split> {
    cands
        .iter()
        .map(|k| score(k.clone(), dealer, black_exempt))
        .collect()
}

fn pick_winning(scored: &[Split]) -> Option<Split> {
    scored
        .iter()
        .filter(|s| s.wins)
        .max_by_key(|s| (s.fan, s.tuo))
        .cloned()
}

/// One Pareto-best way to finish a sub-multiset: its summary and how to rebuild it.
#[derive(Clone, Copy, Debug)]
struct Entry {
    tuo: u16,
    fan: u8,
    identical: bool,
    kan: Option<Kan>,
    child: u32,
    child_entry: u16,
}

const TERMINAL: u32 = 0;
const EMPTY: u32 = 1;

/// The memoized search; one per question (a hand, a claim).
pub(crate) struct Search {
    memo: KeyMap<(u64, u8), u32>,
    fronts: Vec<Vec<Entry>>,
}

impl Search {
    pub fn new() -> Search {
        let done = Entry {
            tuo: 0,
            fan: 0,
            identical: true,
            kan: None,
            child: TERMINAL,
            child_entry: 0,
        };
        let mut memo = KeyMap::default();
        memo.reserve(1 << 10);
        Search {
            memo,
            fronts: vec![vec![done], Vec::new()],
        }
    }

    /// The front of all ways to split `c` into exactly `k` kans.
    pub fn solve(&mut self, c: &TileCounts, k: u8) -> u32 {
        let n = c.len();
        let kk = usize::from(k);
        if n < 3 * kk || n > 5 * kk {
            return EMPTY;
        }
        self.solve_packed(Packed::of(c), k)
    }

    fn solve_packed(&mut self, c: Packed, k: u8) -> u32 {
        if c.is_empty() {
            return if k == 0 { TERMINAL } else { EMPTY };
        }
        if k == 0 {
            return EMPTY;
        }
        let key = (c.0, k);
        if let Some(&id) = self.memo.get(&key) {
            return id;
        }
        let mut front: Vec<Entry> = Vec::new();
        for shape in Kan::lowest(c.lowest()) {
            if !c.fits(&shape.need) {
                continue;
            }
            let child = self.solve_packed(c.minus(&shape.need), k - 1);
            for (i, e) in self.fronts[child as usize].iter().enumerate() {
                insert(
                    &mut front,
                    Entry {
                        tuo: e.tuo + shape.tuo,
                        fan: e.fan + shape.fan,
                        identical: e.identical && shape.kan.is_identical(),
                        kan: Some(shape.kan),
                        child,
                        child_entry: u16::try_from(i).expect("a front holds a handful of entries"),
                    },
                );
            }
        }
        let id = if front.is_empty() {
            EMPTY
        } else {
            self.fronts.push(front);
            u32::try_from(self.fronts.len() - 1).expect("fronts are counted in u32 ids")
        };
        self.memo.insert(key, id);
        id
    }

    /// The best win among all ways to split `c` into exactly `k` kans, for the bots'
    /// simulations: `(砣, 番)` of the split with the most 番 that reaches `threshold`, the 番
    /// counted from its kans, 对对胡 and the 砣 above the threshold (colour 番 left out).
    pub fn best_win(&mut self, c: &TileCounts, k: u8, threshold: u32) -> Option<(u32, u32)> {
        let front = self.solve(c, k);
        self.fronts[front as usize]
            .iter()
            .filter(|e| e.kan.is_some() && u32::from(e.tuo) >= threshold)
            .map(|e| {
                let tuo = u32::from(e.tuo);
                let fan = u32::from(e.fan) + u32::from(e.identical) + (tuo - threshold) / 10;
                (tuo, fan)
            })
            .max_by_key(|&(tuo, fan)| (fan, tuo))
    }

    /// States memoized so far (the bots clear a search that grows too big).
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// Every split on `front`, each as `fixed` + `first` + the kans found.
    pub fn candidates(&self, fixed: &[Kan], front: u32, first: Option<Kan>) -> Vec<Vec<Kan>> {
        (0..self.fronts[front as usize].len())
            .map(|i| {
                let mut kans = fixed.to_vec();
                kans.extend(first);
                let (mut f, mut e) = (front, i);
                while let Some(kan) = self.fronts[f as usize][e].kan {
                    kans.push(kan);
                    let entry = self.fronts[f as usize][e];
                    (f, e) = (entry.child, usize::from(entry.child_entry));
                }
                kans
            })
            .collect()
    }
}

/// Adds `e` to a Pareto front unless something there is at least as good in every respect.
fn insert(front: &mut Vec<Entry>, e: Entry) {
    let covers =
        |a: &Entry, b: &Entry| a.tuo >= b.tuo && a.fan >= b.fan && (a.identical || !b.identical);
    if front.iter().any(|f| covers(f, &e)) {
        return;
    }
    front.retain(|f| !covers(&e, f));
    front.push(e);
}

#[cfg(test)]
mod tests;

//! The combinations of Dou Dizhu: what a multiset of ranks is, and what beats what.
//!
//! docs/rules/doudizhu.md#combinations: 13 kinds, the 13th (quadplex) split into its two forms,
//! named as players do. docs/rules/doudizhu.md#kickers: kickers may be 2s or a joker, never
//! both jokers together (3p); attached singles/pairs differ in rank from each other and from
//! the trios. docs/rules/doudizhu.md#four-players: 4 players drop trio+single,
//! airplane+singles and both four-with-two forms, have bombs of 4–8 cards, same-colour joker
//! pairs and a four-joker rocket.
//!
//! Four cards of one rank are always a bomb, never a trio with a kicker of its own rank: the
//! kicker must differ from the trio, and a bomb is what everyone reads.

use super::config::Players;
use super::rank::{DdzRank, RANKS, RankCounts};
use serde::Serialize;
use std::fmt;

/// The kind of a combination, in the order of the table in docs/rules/doudizhu.md#combinations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// One card.
    Single,
    /// Two of a rank (4p also two jokers of one colour).
    Pair,
    /// Three of a rank.
    Trio,
    /// Trio + one card (3 players only).
    TrioSingle,
    /// Trio + a pair.
    TrioPair,
    /// Five or more consecutive singles, 3 to A.
    Straight,
    /// Three or more consecutive pairs, 3 to A.
    PairStraight,
    /// Two or more consecutive trios, 3 to A ("airplane").
    Airplane,
    /// Airplane + one single per trio (3 players only).
    AirplaneSingles,
    /// Airplane + one pair per trio.
    AirplanePairs,
    /// Four of a rank + two singles (3 players only; not a bomb).
    FourTwoSingles,
    /// Four of a rank + two pairs (3 players only; not a bomb).
    FourTwoPairs,
    /// Four (4p: four to eight) of a rank.
    Bomb,
    /// Both jokers (4p: all four).
    Rocket,
}

impl Kind {
    pub const ALL: [Kind; 14] = [
        Kind::Single,
        Kind::Pair,
        Kind::Trio,
        Kind::TrioSingle,
        Kind::TrioPair,
        Kind::Straight,
        Kind::PairStraight,
        Kind::Airplane,
        Kind::AirplaneSingles,
        Kind::AirplanePairs,
        Kind::FourTwoSingles,
        Kind::FourTwoPairs,
        Kind::Bomb,
        Kind::Rocket,
    ];

    /// The kebab-case name used in `paiju rules doudizhu classify` and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Single => "single",
            Kind::Pair => "pair",
            Kind::Trio => "trio",
            Kind::TrioSingle => "trio-single",
            Kind::TrioPair => "trio-pair",
            Kind::Straight => "straight",
            Kind::PairStraight => "pair-straight",
            Kind::Airplane => "airplane",
            Kind::AirplaneSingles => "airplane-singles",
            Kind::AirplanePairs => "airplane-pairs",
            Kind::FourTwoSingles => "four-two-singles",
            Kind::FourTwoPairs => "four-two-pairs",
            Kind::Bomb => "bomb",
            Kind::Rocket => "rocket",
        }
    }

    /// docs/rules/doudizhu.md#four-players: trio + one card, airplane + singles and both
    /// four-with-two forms are not legal with 4 players.
    pub fn allowed(self, players: Players) -> bool {
        players == Players::Three
            || !matches!(
                self,
                Kind::TrioSingle
                    | Kind::AirplaneSingles
                    | Kind::FourTwoSingles
                    | Kind::FourTwoPairs
            )
    }

    /// Chains: their `len` counts consecutive ranks.
    pub fn is_chain(self) -> bool {
        matches!(
            self,
            Kind::Straight
                | Kind::PairStraight
                | Kind::Airplane
                | Kind::AirplaneSingles
                | Kind::AirplanePairs
        )
    }
}

/// A legal combination: its kind, its main rank (the rank it is compared by: the trio, the
/// four, the pair, or the **lowest** rank of a chain), its length (consecutive ranks in a
/// chain; cards in a bomb; 1 otherwise) and its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Combo {
    pub kind: Kind,
    pub main: DdzRank,
    pub len: u8,
    pub cards: RankCounts,
}

impl Combo {
    /// The highest rank of the main part (for a chain, its top).
    pub fn high(&self) -> DdzRank {
        if self.kind.is_chain() {
            DdzRank::new(self.main.index() + usize::from(self.len) - 1)
        } else {
            self.main
        }
    }

    /// The play's cards in the order players read them: for the kinds that attach cards
    /// (docs/rules/doudizhu.md#combinations) the main part (the trios or the four), then the
    /// cards attached to it, `999` then `44`; for the others the cards whole, one part.
    pub fn reading_parts(&self) -> Vec<RankCounts> {
        let per_rank = match self.kind {
            Kind::TrioSingle | Kind::TrioPair | Kind::AirplaneSingles | Kind::AirplanePairs => 3,
            Kind::FourTwoSingles | Kind::FourTwoPairs => 4,
            _ => return vec![self.cards],
        };
        let len = if self.kind.is_chain() { self.len } else { 1 };
        let mut main = RankCounts::new();
        for i in 0..usize::from(len) {
            main.add(DdzRank::new(self.main.index() + i), per_rank);
        }
        let mut attached = RankCounts::new();
        for r in self.cards.ranks() {
            let rest = self.cards.count(r).saturating_sub(main.count(r));
            if rest > 0 {
                attached.add(r, rest);
            }
        }
        vec![main, attached]
    }

    /// docs/rules/doudizhu.md#comparing-combinations: the same kind and length at a higher main
    /// rank; a bomb beats any non-bomb; a higher bomb beats a lower; the rocket beats
    /// everything. 4p bombs: more cards beat fewer regardless of rank; equal size compares rank
    /// (3p bombs are all four cards, so the same comparison holds).
    pub fn beats(&self, other: &Combo) -> bool {
        use Kind::*;
        match (self.kind, other.kind) {
            (_, Rocket) => false,
            (Rocket, _) => true,
            (Bomb, Bomb) => (self.len, self.main) > (other.len, other.main),
            (Bomb, _) => true,
            (_, Bomb) => false,
            (a, b) => a == b && self.len == other.len && self.main > other.main,
        }
    }

    /// docs/rules/doudizhu.md#doubling: 3 players, every bomb and rocket doubles the stake;
    /// 4 players, only bombs of 6 or more cards and the rocket.
    pub fn doubles_stake(&self, players: Players) -> bool {
        match (self.kind, players) {
            (Kind::Rocket, _) => true,
            (Kind::Bomb, Players::Three) => true,
            (Kind::Bomb, Players::Four) => self.len >= 6,
            _ => false,
        }
    }
}

impl fmt::Display for Combo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.cards)
    }
}

/// Why a multiset is not a legal combination, as specifically as we can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Invalid {
    Empty,
    /// More cards of a rank than the deck holds (one deck + 2 jokers for 3p, two decks + 4
    /// jokers for 4p).
    MoreThanTheDeckHolds {
        rank: DdzRank,
    },
    /// A 3-player kind played at a 4-player table.
    NotWithFourPlayers {
        kind: Kind,
    },
    /// Both jokers used as kickers (3p).
    BothJokersAsKickers,
    /// Two attached cards of one rank, or an attached card of a trio's own rank.
    KickersMustDiffer,
    /// A straight, pair straight or airplane through 2 or a joker.
    ChainThroughTwoOrJoker,
    /// Too few consecutive ranks for its kind.
    ChainTooShort {
        kind: Kind,
        min: u8,
    },
    /// A black and a red joker are not a pair (4p).
    MixedJokerPair,
    NotACombination,
}

/// Relaxations of single rules, used only to explain a rejection.
#[derive(Clone, Copy, Default)]
struct Relax {
    three_player_kinds: bool,
    both_jokers: bool,
    same_kickers: bool,
    mixed_jokers: bool,
    chain_ranks: bool,
    short_chains: bool,
}

/// The first rank of which `cards` hold more copies than the deck for `players` has (one deck
/// for 3 players, two for 4), if any: no hand or play can be such a multiset.
pub fn beyond_the_deck(cards: &RankCounts, players: Players) -> Option<DdzRank> {
    let (each, jokers) = players.copies();
    cards.ranks().find(|&rank| {
        let limit = if rank.is_joker() { jokers } else { each };
        cards.count(rank) > limit
    })
}

/// A play's cards as typed and offered: main part first when cards are attached to it
/// (`99944`), else in rank order (`33344`, `34567`), as the table shows the play once made.
pub fn play_text(cards: &RankCounts, players: Players) -> String {
    classify(cards, players).map_or_else(
        |_| cards.to_string(),
        |combo| {
            combo
                .reading_parts()
                .iter()
                .map(ToString::to_string)
                .collect()
        },
    )
}

/// Classifies a multiset of ranks under the rules for `players`.
pub fn classify(cards: &RankCounts, players: Players) -> Result<Combo, Invalid> {
    if cards.is_empty() {
        return Err(Invalid::Empty);
    }
    if let Some(rank) = beyond_the_deck(cards, players) {
        return Err(Invalid::MoreThanTheDeckHolds { rank });
    }
    if let Some(combo) = classify_with(cards, players, Relax::default()) {
        return Ok(combo);
    }
    Err(explain(cards, players))
}

fn explain(cards: &RankCounts, players: Players) -> Invalid {
    type Reason = fn(&Combo) -> Invalid;
    let tries: [(Relax, Reason); 6] = [
        (
            Relax {
                three_player_kinds: true,
                ..Relax::default()
            },
            |c| Invalid::NotWithFourPlayers { kind: c.kind },
        ),
        (
            Relax {
                mixed_jokers: true,
                ..Relax::default()
            },
            |_| Invalid::MixedJokerPair,
        ),
        (
            Relax {
                both_jokers: true,
                ..Relax::default()
            },
            |_| Invalid::BothJokersAsKickers,
        ),
        (
            Relax {
                same_kickers: true,
                ..Relax::default()
            },
            |_| Invalid::KickersMustDiffer,
        ),
        (
            Relax {
                chain_ranks: true,
                ..Relax::default()
            },
            |_| Invalid::ChainThroughTwoOrJoker,
        ),
        (
            Relax {
                short_chains: true,
                ..Relax::default()
            },
            |c| Invalid::ChainTooShort {
                kind: c.kind,
                min: min_chain(c.kind),
            },
        ),
    ];
    for (relax, reason) in tries {
        if let Some(c) = classify_with(cards, players, relax) {
            return reason(&c);
        }
    }
    Invalid::NotACombination
}

/// docs/rules/doudizhu.md#chains: runs of ≥5 singles, ≥3 pairs, ≥2 trios.
pub fn min_chain(kind: Kind) -> u8 {
    match kind {
        Kind::Straight => 5,
        Kind::PairStraight => 3,
        Kind::Airplane | Kind::AirplaneSingles | Kind::AirplanePairs => 2,
        _ => 1,
    }
}

const BLACK: usize = DdzRank::BLACK_JOKER.index();
const RED: usize = DdzRank::RED_JOKER.index();
const TWO: usize = DdzRank::TWO.index();
const ACE: usize = DdzRank::ACE.index();

/// A combination's `len` as the `u8` a `Combo` holds.
///
/// # Panics
///
/// If `len` does not fit a `u8`; a chain spans at most 12 ranks and a bomb holds at most 8
/// cards, so it always does.
pub(super) fn len_u8(len: usize) -> u8 {
    u8::try_from(len).expect("a chain spans at most 12 ranks, a bomb at most 8 cards")
}

fn combo(kind: Kind, main: usize, len: usize, cards: &RankCounts) -> Combo {
    Combo {
        kind,
        main: DdzRank::new(main),
        len: len_u8(len),
        cards: *cards,
    }
}

fn classify_with(cards: &RankCounts, players: Players, rx: Relax) -> Option<Combo> {
    let c = cards.counts();
    let n = cards.len();
    let four = players == Players::Four;
    let found = classify_shape(c, n, four, rx, cards)?;
    if found.kind.allowed(players) || rx.three_player_kinds {
        Some(found)
    } else {
        None
    }
}

fn classify_shape(
    c: &[u8; RANKS],
    n: usize,
    four: bool,
    rx: Relax,
    cards: &RankCounts,
) -> Option<Combo> {
    // Rocket: both jokers (3p), all four jokers (4p).
    let rocket = if four { 2 } else { 1 };
    if c[BLACK] == rocket && c[RED] == rocket && n == 2 * usize::from(rocket) {
        return Some(combo(Kind::Rocket, RED, n, cards));
    }
    let present: Vec<usize> = (0..RANKS).filter(|&r| c[r] > 0).collect();
    if present.len() == 1 {
        let r = present[0];
        let joker = r >= BLACK;
        return match n {
            1 => Some(combo(Kind::Single, r, 1, cards)),
            2 => Some(combo(Kind::Pair, r, 1, cards)),
            3 if !joker => Some(combo(Kind::Trio, r, 1, cards)),
            4 if !joker => Some(combo(Kind::Bomb, r, 4, cards)),
            5..=8 if four && !joker => Some(combo(Kind::Bomb, r, n, cards)),
            _ => None,
        };
    }
    if rx.mixed_jokers && four && n == 2 && c[BLACK] == 1 && c[RED] == 1 {
        return Some(combo(Kind::Pair, RED, 1, cards));
    }
    if let Some(chain) = chain_of_equal_counts(c, &present, rx, cards) {
        return Some(chain);
    }
    // Trio(s) with kickers: n = 4L (singles) or 5L (pairs).
    if n.is_multiple_of(4)
        && let Some(found) = trios_with(c, n / 4, 1, four, rx, cards)
    {
        return Some(found);
    }
    if n.is_multiple_of(5)
        && let Some(found) = trios_with(c, n / 5, 2, four, rx, cards)
    {
        return Some(found);
    }
    // Four with two singles (6 cards) or two pairs (8 cards).
    if n == 6 || n == 8 {
        let each = if n == 6 { 1 } else { 2 };
        for q in 0..=TWO {
            if c[q] >= 4 {
                let mut rest = *c;
                rest[q] -= 4;
                if kickers_ok(&rest, 2, each, Some(q..q + 1), four, rx) {
                    let kind = if each == 1 {
                        Kind::FourTwoSingles
                    } else {
                        Kind::FourTwoPairs
                    };
                    return Some(combo(kind, q, 1, cards));
                }
            }
        }
    }
    None
}

/// Straights, pair straights and airplanes: every present rank has the same count.
fn chain_of_equal_counts(
    c: &[u8; RANKS],
    present: &[usize],
    rx: Relax,
    cards: &RankCounts,
) -> Option<Combo> {
    let k = c[present[0]];
    if !(1..=3).contains(&k) || present.iter().any(|&r| c[r] != k) {
        return None;
    }
    let low = present[0];
    let high = *present.last()?;
    if high - low + 1 != present.len() {
        return None;
    }
    let top = if rx.chain_ranks { RED } else { ACE };
    if high > top {
        return None;
    }
    let kind = match k {
        1 => Kind::Straight,
        2 => Kind::PairStraight,
        _ => Kind::Airplane,
    };
    let min = if rx.short_chains {
        2
    } else {
        usize::from(min_chain(kind))
    };
    (present.len() >= min).then(|| combo(kind, low, present.len(), cards))
}

/// `len` trios (consecutive if more than one) plus `len` kickers of `each` cards (1 = singles,
/// 2 = pairs).
fn trios_with(
    c: &[u8; RANKS],
    len: usize,
    each: u8,
    four: bool,
    rx: Relax,
    cards: &RankCounts,
) -> Option<Combo> {
    if len == 0 {
        return None;
    }
    // A lone trio may be of 2s; a chain of trios stops at the ace.
    let top = if len == 1 || rx.chain_ranks { TWO } else { ACE };
    for start in 0..=top {
        let end = start + len;
        if end - 1 > top {
            break;
        }
        if (start..end).any(|r| c[r] < 3) {
            continue;
        }
        let mut rest = *c;
        for x in &mut rest[start..end] {
            *x -= 3;
        }
        if kickers_ok(&rest, len, each, Some(start..end), four, rx) {
            let kind = match (len, each) {
                (1, 1) => Kind::TrioSingle,
                (1, _) => Kind::TrioPair,
                (_, 1) => Kind::AirplaneSingles,
                _ => Kind::AirplanePairs,
            };
            return Some(combo(kind, start, len, cards));
        }
    }
    None
}

/// Whether `rest` is exactly `want` kickers of `each` cards under the kicker rules: distinct
/// ranks, none of the main ranks, no black+red joker together (3p), a joker pair only of one
/// colour (4p).
fn kickers_ok(
    rest: &[u8; RANKS],
    want: usize,
    each: u8,
    main: Option<std::ops::Range<usize>>,
    four: bool,
    rx: Relax,
) -> bool {
    let total: usize = rest.iter().map(|&x| usize::from(x)).sum();
    if total != want * usize::from(each) {
        return false;
    }
    let on_main = |r: usize| main.as_ref().is_some_and(|m| m.contains(&r));
    if rx.same_kickers {
        // Any grouping of the right size: singles of any ranks, or pairs from even counts.
        return each == 1 || rest.iter().all(|&x| x % 2 == 0);
    }
    let mut jokers_as_pair = false;
    for (r, &x) in rest.iter().enumerate() {
        if x == 0 {
            continue;
        }
        if on_main(r) || x != each {
            // A black + red joker as one "pair" (4p) is explained separately.
            let mixed = rx.mixed_jokers && each == 2 && r >= BLACK && x == 1;
            if !mixed {
                return false;
            }
            jokers_as_pair = true;
        }
    }
    if jokers_as_pair && !(rest[BLACK] == 1 && rest[RED] == 1) {
        return false;
    }
    // 3p: "2 つのジョーカーは…使用できません" — never both jokers as kickers.
    let both = rest[BLACK] > 0 && rest[RED] > 0;
    if both && !four && !rx.both_jokers {
        return false;
    }
    true
}

#[cfg(test)]
mod tests;

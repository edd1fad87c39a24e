//! How a Dou Dizhu hand splits into plays: the yardstick of the `normal` and `hard` bots.
//!
//! A hand is worth the number of turns it needs to be played out (fewer is better), with the
//! low singles and pairs it must get rid of counted against it and its sure winners (bombs,
//! jokers, 2s) counted for it. The split is greedy and cheap (it runs inside rollouts):
//! bombs and the rocket stay whole, straights are taken only where they use up loose cards
//! (docs/rules/doudizhu.md#combinations; the strategy of not breaking pairs and trios into
//! straights), trios carry the lowest loose single or pair, the rest are pairs and singles.

use super::config::Players;
use super::rank::{DdzRank, RANKS, RankCounts};

const TWO: usize = DdzRank::TWO.index();
const BLACK: usize = DdzRank::BLACK_JOKER.index();
const RED: usize = DdzRank::RED_JOKER.index();
/// The highest rank a straight may reach (the ace).
const TOP_CHAIN: usize = DdzRank::ACE.index();

/// A hand's split, as counts of each kind of group.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// Turns needed to play the hand out if nobody ever beat it.
    pub turns: i32,
    pub bombs: i32,
    /// Singles and pairs left over below a jack: the cards that cost tricks.
    pub low_loose: i32,
    /// Cards that win most tricks: jokers and 2s.
    pub tops: i32,
}

impl Plan {
    /// Lower is better: turns, low loose cards against it, bombs and tops for it.
    pub fn cost(&self) -> i32 {
        self.turns * 10 + self.low_loose * 3 - self.bombs * 8 - self.tops * 2
    }
}

/// Splits `hand` into groups and counts them.
pub fn plan(hand: &RankCounts, players: Players) -> Plan {
    let mut c = *hand.counts();
    let mut p = Plan::default();
    let three = players == Players::Three;
    // The rocket and bombs stay whole.
    let jokers_for_rocket = if three { 1 } else { 2 };
    if c[BLACK] >= jokers_for_rocket && c[RED] >= jokers_for_rocket {
        c[BLACK] -= jokers_for_rocket;
        c[RED] -= jokers_for_rocket;
        p.bombs += 1;
        p.turns += 1;
    }
    for n in c.iter_mut().take(TWO + 1) {
        if *n >= 4 {
            *n = 0;
            p.bombs += 1;
            p.turns += 1;
        }
    }
    p.tops = i32::from(c[TWO]) + i32::from(c[BLACK]) + i32::from(c[RED]);
    // Straights over loose cards: a window of five or more ranks, each held, whose cards are
    // mostly singles (taking it must not break more pairs and trios than it saves).
    let mut chains = 0;
    let mut start = 0;
    while start + 5 <= TOP_CHAIN + 1 {
        if (start..start + 5).all(|r| c[r] >= 1) {
            let mut end = start + 5;
            while end <= TOP_CHAIN && c[end] >= 1 {
                end += 1;
            }
            let singles = (start..end).filter(|&r| c[r] == 1).count();
            let len = end - start;
            if singles * 2 > len {
                // Trim the ends that are not singles while the chain stays five long.
                let (mut s, mut e) = (start, end);
                while e - s > 5 && c[s] > 1 {
                    s += 1;
                }
                while e - s > 5 && c[e - 1] > 1 {
                    e -= 1;
                }
                for n in &mut c[s..e] {
                    *n -= 1;
                }
                chains += 1;
                start = e;
                continue;
            }
        }
        start += 1;
    }
    p.turns += chains;
    // Trios (chained trios fly together as one airplane), then what they carry.
    let mut trios = 0;
    let mut r = 0;
    while r <= TOP_CHAIN {
        if c[r] == 3 {
            let mut e = r;
            while e < TOP_CHAIN && c[e + 1] == 3 {
                e += 1;
            }
            trios += i32::try_from(e - r + 1).unwrap_or(1);
            p.turns += 1;
            r = e + 1;
        } else {
            r += 1;
        }
    }
    if c[TWO] == 3 {
        trios += 1;
        p.turns += 1;
    }
    let mut singles: Vec<usize> = (0..RANKS).filter(|&r| c[r] == 1).collect();
    let mut pairs: Vec<usize> = (0..RANKS).filter(|&r| c[r] == 2).collect();
    // Each trio carries the lowest loose single (3 players) or else the lowest pair.
    for _ in 0..trios {
        if three && !singles.is_empty() && singles[0] < TWO {
            singles.remove(0);
        } else if !pairs.is_empty() && pairs[0] < TWO {
            pairs.remove(0);
        }
    }
    p.turns += i32::try_from(singles.len() + pairs.len()).unwrap_or(0);
    let jack = DdzRank::ACE.index() - 2;
    p.low_loose = i32::try_from(
        singles.iter().filter(|&&r| r < jack).count() + pairs.iter().filter(|&&r| r < jack).count(),
    )
    .unwrap_or(0);
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan3(s: &str) -> Plan {
        plan(&RankCounts::parse(s).unwrap(), Players::Three)
    }

    #[test]
    fn a_straight_of_loose_cards_is_one_turn() {
        assert_eq!(plan3("34567").turns, 1);
        assert_eq!(plan3("3456789").turns, 1);
    }

    #[test]
    fn pairs_and_trios_are_not_broken_into_a_straight() {
        // 33 44 55 6 7: taking 34567 would leave three loose singles.
        let p = plan3("3344556 7");
        assert_eq!(p.turns, 5);
        // 333 + 4 as a trio with a kicker, then 99: two turns.
        assert_eq!(plan3("333499").turns, 2);
    }

    #[test]
    fn bombs_and_the_rocket_count_for_the_hand() {
        let p = plan3("7777BR");
        assert_eq!(p.bombs, 2);
        assert_eq!(p.turns, 2);
        assert!(plan3("7777BR").cost() < plan3("789JQ").cost());
    }

    #[test]
    fn fewer_turns_cost_less() {
        assert!(plan3("33344").cost() < plan3("3 5 8 T Q").cost());
    }
}

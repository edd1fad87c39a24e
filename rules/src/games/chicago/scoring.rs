//! Who scores, and how scores move: the poker showdowns, the last trick, the Chicago call, and
//! the floor at zero.

use super::hands::{Category, HandValue, strength, value_of};
use crate::cards::Card;
use crate::games::Seat;
use serde::Serialize;

/// The three moments a deal compares poker hands (docs/rules/chicago.md#showdowns): after
/// exchange 1, after exchange 2, and the final hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    FirstExchange,
    SecondExchange,
    FinalHand,
}

/// The result of comparing every hand at the table.
///
/// Only the best hand's cards are shown (cards speak: the rules reveal the scoring hand and no
/// other). A tie names the tied seats and the category they tie at, never their cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Showdown {
    /// `seat` holds the single best hand, a pair or better, and scores its points. `hand` is
    /// the whole five-card hand (kickers can decide, so all five are shown), `value` what it is.
    Best {
        seat: Seat,
        hand: Vec<Card>,
        value: HandValue,
    },
    /// docs/rules/chicago.md#poker-hands: an exact tie at the top scores nobody.
    Tie {
        seats: Vec<Seat>,
        category: Category,
    },
    /// The best hand at the table is only a high card: "it must be at least one pair".
    NoPair,
}

impl Showdown {
    /// The seat that scores and its points.
    pub fn scorer(&self) -> Option<(Seat, u32)> {
        match self {
            Showdown::Best { seat, value, .. } => Some((*seat, value.points())),
            _ => None,
        }
    }
}

/// Compares the hands held by every seat (in seat order). docs/rules/chicago.md#showdowns:
/// only the single best hand scores, and only a pair or better.
pub fn showdown(hands: &[Vec<Card>]) -> Showdown {
    let strengths: Vec<_> = hands.iter().map(|h| strength(h)).collect();
    let Some(&best) = strengths.iter().max() else {
        return Showdown::NoPair;
    };
    if !best.category().scores() {
        return Showdown::NoPair;
    }
    let top: Vec<Seat> = strengths
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == best)
        .map(|(i, _)| Seat::from_index(i))
        .collect();
    match top.as_slice() {
        [seat] => Showdown::Best {
            seat: *seat,
            hand: sorted_hand(&hands[seat.index()]),
            value: value_of(&hands[seat.index()]),
        },
        _ => Showdown::Tie {
            seats: top,
            category: best.category(),
        },
    }
}

/// A hand high to low (ace high), for showing.
pub fn sorted_hand(hand: &[Card]) -> Vec<Card> {
    let mut cards = hand.to_vec();
    cards.sort_by_key(|c| {
        std::cmp::Reverse((c.rank().map_or(0, super::hands::rank_value), c.suit()))
    });
    cards
}

/// Why a score changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PointsFor {
    /// The best poker hand at one of the three showdowns.
    Hand(Scoring),
    /// Only the last trick scores: 5 (docs/rules/chicago.md#the-last-trick).
    LastTrick,
    /// The declarer won all five tricks: +15 instead of the last trick's 5.
    ChicagoMade,
    /// The declarer lost a trick: −15.
    ChicagoFailed,
    /// The seat conceded the match: its score drops to 0.
    Forfeit,
}

/// docs/rules/chicago.md#the-last-trick: 5 points.
pub const LAST_TRICK_POINTS: i32 = 5;
/// docs/rules/chicago.md#the-chicago-call: success +15, failure −15.
pub const CHICAGO_POINTS: i32 = 15;
/// docs/rules/chicago.md#the-chicago-call: a player with at least 15 points may call.
pub const CHICAGO_MIN_SCORE: u32 = 15;

/// A score after a change. docs/rules/chicago.md#scores: scores never go below 0, floored after
/// each scoring.
///
/// Within the rules only a failed Chicago takes points away, and a declarer holds at least 15
/// when declaring, so the floor never bites in play; it is kept so the rule holds whatever the
/// starting scores of a deal file.
pub fn add_points(total: u32, change: i32) -> u32 {
    let new = i64::from(total) + i64::from(change);
    u32::try_from(new.max(0)).unwrap_or(u32::MAX)
}

/// The points the end of the trick play gives: `(seat, change, why)` in the order they apply.
/// Without a call the last trick's winner gets 5. With a call
/// (docs/rules/chicago.md#the-chicago-call): all five tricks to the declarer is +15 instead of
/// the 5; otherwise −15 to the declarer and the last-trick winner still gets 5 (which may be the
/// declarer, having lost an earlier trick).
pub fn trick_points(declarer: Option<Seat>, trick_winners: &[Seat]) -> Vec<(Seat, i32, PointsFor)> {
    let Some(&last) = trick_winners.last() else {
        return Vec::new();
    };
    match declarer {
        None => vec![(last, LAST_TRICK_POINTS, PointsFor::LastTrick)],
        Some(d) if trick_winners.iter().all(|&w| w == d) => {
            vec![(d, CHICAGO_POINTS, PointsFor::ChicagoMade)]
        }
        Some(d) => vec![
            (d, -CHICAGO_POINTS, PointsFor::ChicagoFailed),
            (last, LAST_TRICK_POINTS, PointsFor::LastTrick),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    fn hands(list: &[&str]) -> Vec<Vec<Card>> {
        list.iter().map(|s| parse_cards(s).unwrap()).collect()
    }

    #[test]
    fn the_single_best_hand_scores_and_is_shown() {
        let s = showdown(&hands(&[
            "Kh Kd Kc 3s 9d",
            "Qs Qd Js Jd 4h",
            "Ad Th 7s 4c 2d",
            "5s 6h 7c 8d 2h",
        ]));
        let Showdown::Best { seat, hand, value } = &s else {
            panic!("{s:?}")
        };
        assert_eq!(*seat, Seat(0));
        assert_eq!(value.category, Category::ThreeOfAKind);
        assert_eq!(hand, &parse_cards("Kh Kd Kc 9d 3s").unwrap());
        assert_eq!(s.scorer(), Some((Seat(0), 3)));
    }

    #[test]
    fn an_exact_tie_scores_nobody_and_shows_no_cards() {
        let s = showdown(&hands(&[
            "Kh Kd 7c 3s 9d",
            "Ks Kc 7d 3h 9h",
            "2h 3d 4c 6s 8d",
        ]));
        assert_eq!(
            s,
            Showdown::Tie {
                seats: vec![Seat(0), Seat(1)],
                category: Category::Pair
            }
        );
        assert_eq!(s.scorer(), None);
        let json = serde_json::to_string(&s).unwrap();
        assert!(!json.contains("Kh") && !json.contains("Ks"), "{json}");
    }

    #[test]
    fn a_tie_below_the_best_does_not_matter() {
        let s = showdown(&hands(&[
            "Kh Kd 7c 3s 9d",
            "Ks Kc 7d 3h 9h",
            "2h 2d 2c 6s 8d",
        ]));
        assert_eq!(s.scorer(), Some((Seat(2), 3)));
    }

    #[test]
    fn a_kicker_breaks_a_tie() {
        let s = showdown(&hands(&["Kh Kd 7c 3s 9d", "Ks Kc 7d 4h 9h"]));
        assert_eq!(s.scorer(), Some((Seat(1), 1)));
    }

    #[test]
    fn high_cards_score_nothing() {
        let s = showdown(&hands(&["Ah Kd 7c 3s 9d", "2s 4c 6d 8h Th"]));
        assert_eq!(s, Showdown::NoPair);
        assert_eq!(showdown(&[]), Showdown::NoPair);
    }

    #[test]
    fn two_royal_flushes_tie() {
        let s = showdown(&hands(&["Th Jh Qh Kh Ah", "Ts Js Qs Ks As"]));
        assert!(matches!(
            s,
            Showdown::Tie {
                category: Category::RoyalFlush,
                ..
            }
        ));
    }

    #[test]
    fn scores_are_floored_at_zero() {
        assert_eq!(add_points(10, -15), 0);
        assert_eq!(add_points(0, -15), 0);
        assert_eq!(add_points(15, -15), 0);
        assert_eq!(add_points(20, -15), 5);
        assert_eq!(add_points(20, 5), 25);
    }

    #[test]
    fn last_trick_and_the_call() {
        let (a, b) = (Seat(0), Seat(1));
        assert_eq!(
            trick_points(None, &[a, b, a, a, b]),
            vec![(b, 5, PointsFor::LastTrick)]
        );
        assert_eq!(
            trick_points(Some(a), &[a; 5]),
            vec![(a, 15, PointsFor::ChicagoMade)]
        );
        assert_eq!(
            trick_points(Some(a), &[a, a, b, a, a]),
            vec![
                (a, -15, PointsFor::ChicagoFailed),
                (a, 5, PointsFor::LastTrick)
            ]
        );
        assert_eq!(
            trick_points(Some(a), &[a, a, a, a, b]),
            vec![
                (a, -15, PointsFor::ChicagoFailed),
                (b, 5, PointsFor::LastTrick)
            ]
        );
    }
}

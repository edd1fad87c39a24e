//! The five tricks. docs/rules/chicago.md#tricks: no trumps; follow suit if able; the highest
//! card of the led suit wins; the winner leads the next trick.

use super::hands::rank_value;
use crate::cards::{Card, Suit};
use crate::games::Seat;
use serde::Serialize;

/// Five tricks a deal (docs/rules/chicago.md#tricks).
pub const TRICKS: u8 = 5;

/// One card played to a trick, public the moment it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Play {
    pub seat: Seat,
    pub card: Card,
}

/// A trick in play or done: its plays in order, the first being the lead.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize)]
pub struct Trick {
    pub plays: Vec<Play>,
}

impl Trick {
    pub fn leader(&self) -> Option<Seat> {
        self.plays.first().map(|p| p.seat)
    }

    /// The suit everyone must follow: the suit of the lead.
    pub fn led_suit(&self) -> Option<Suit> {
        self.plays.first().and_then(|p| p.card.suit())
    }

    /// The highest card of the led suit so far: no trumps, off-suit cards never win.
    pub fn winning(&self) -> Option<Play> {
        let led = self.led_suit()?;
        self.plays
            .iter()
            .filter(|p| p.card.suit() == Some(led))
            .max_by_key(|p| p.card.rank().map_or(0, rank_value))
            .copied()
    }
}

/// The cards of `hand` that may be played to `trick`: any card to lead; otherwise a card of
/// the led suit when the hand has one, any card when it has none.
pub fn legal_plays(hand: &[Card], trick: &Trick) -> Vec<Card> {
    match trick.led_suit() {
        Some(led) if hand.iter().any(|c| c.suit() == Some(led)) => hand
            .iter()
            .copied()
            .filter(|c| c.suit() == Some(led))
            .collect(),
        _ => hand.to_vec(),
    }
}

/// The card a timed-out seat plays: leading, its highest card; following, the lowest card that
/// takes the trick, or its lowest legal card when none can (no point wasted).
pub fn safe_play(hand: &[Card], trick: &Trick) -> Option<Card> {
    let value = |c: &Card| c.rank().map_or(0, rank_value);
    let legal = legal_plays(hand, trick);
    let Some(best) = trick.winning() else {
        return legal.into_iter().max_by_key(|c| (value(c), c.suit()));
    };
    let takes = |c: &Card| c.suit() == best.card.suit() && value(c) > value(&best.card);
    let lowest_taking = legal.iter().copied().filter(takes).min_by_key(value);
    lowest_taking.or_else(|| legal.into_iter().min_by_key(|c| (value(c), c.suit())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn trick(plays: &[(u8, &str)]) -> Trick {
        Trick {
            plays: plays
                .iter()
                .map(|&(s, card)| Play {
                    seat: Seat(s),
                    card: c(card),
                })
                .collect(),
        }
    }

    #[test]
    fn a_timed_out_seat_takes_the_trick_cheaply_or_throws_its_lowest() {
        let hand = parse_cards("Kh 9h 3h As 2c").unwrap();
        // Leading: the highest card.
        assert_eq!(safe_play(&hand, &Trick::default()), Some(c("As")));
        // Following 7♥: the lowest heart that takes it.
        assert_eq!(safe_play(&hand, &trick(&[(1, "7h")])), Some(c("9h")));
        // Following Q♥: only the king takes it.
        assert_eq!(safe_play(&hand, &trick(&[(1, "Qh")])), Some(c("Kh")));
        // Following A♥: nothing takes it; the lowest heart.
        assert_eq!(safe_play(&hand, &trick(&[(1, "Ah")])), Some(c("3h")));
        // Void in diamonds: nothing takes it; the lowest card of all.
        assert_eq!(safe_play(&hand, &trick(&[(1, "5d")])), Some(c("2c")));
    }

    #[test]
    fn highest_of_the_led_suit_wins_no_trumps() {
        let t = trick(&[(1, "7h"), (2, "As"), (3, "9h"), (0, "2h")]);
        assert_eq!(t.winning().unwrap().seat, Seat(3));
        assert_eq!(t.leader(), Some(Seat(1)));
        // The ace is high.
        let t = trick(&[(0, "Kd"), (1, "Ad")]);
        assert_eq!(t.winning().unwrap().seat, Seat(1));
        assert_eq!(Trick::default().winning(), None);
    }

    #[test]
    fn must_follow_suit_when_able() {
        let hand = parse_cards("Ah 3h Kc 2d 9s").unwrap();
        let led_hearts = trick(&[(0, "7h")]);
        assert_eq!(legal_plays(&hand, &led_hearts), vec![c("Ah"), c("3h")]);
        // Void in the led suit: anything goes.
        let led_clubs_void = parse_cards("Ah 3h 2d 9s").unwrap();
        assert_eq!(
            legal_plays(&led_clubs_void, &trick(&[(0, "7c")])),
            led_clubs_void
        );
        // Leading: anything.
        assert_eq!(legal_plays(&hand, &Trick::default()), hand);
    }
}

//! Payments at the end of a hand.
//!
//! docs/rules/doudizhu.md#settlement: if the landlord empties their hand first, each opponent
//! pays the landlord the stake; otherwise the landlord pays each opponent the stake. Each
//! doubling (docs/rules/doudizhu.md#doubling: bombs and rockets, see `Combo::doubles_stake`)
//! doubles the stake. The spring option (docs/rules/doudizhu.md#spring-option) doubles once
//! more when the losing side never got to play (see `Spring`).

use super::auction::Bid;
use crate::games::{Outcome, RatedHand, Seat, Sides};
use serde::Serialize;

/// Spring (春天), an option: the landlord wins and no opponent ever played a card; or the
/// opponents win and the landlord played only the opening lead (反春).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Spring {
    Spring,
    ReverseSpring,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Settlement {
    pub landlord: Seat,
    pub landlord_won: bool,
    pub bid: Bid,
    /// Bombs and rockets that doubled the stake.
    pub doublings: u32,
    pub spring: Option<Spring>,
    /// What each opponent wins or loses: bid × 2^(doublings + spring).
    pub stake: i64,
    /// Net result per seat, in seat order; sums to zero.
    pub payments: Vec<i64>,
}

impl Settlement {
    /// The hand as a rated result: the landlord alone against the farmers, each seat's
    /// payment its score.
    pub fn rated_hand(&self) -> RatedHand {
        RatedHand {
            outcome: Outcome {
                scores: self.payments.clone(),
                winners: self.winners(self.payments.len()),
            },
            sides: Sides::OneAgainstRest(self.landlord),
        }
    }

    pub fn new(
        players: usize,
        landlord: Seat,
        landlord_won: bool,
        bid: Bid,
        doublings: u32,
        spring: Option<Spring>,
    ) -> Settlement {
        let exponent = doublings + u32::from(spring.is_some());
        // Saturate rather than overflow: 2^62 is beyond any real game.
        let stake = i64::from(bid.value().max(1)).saturating_mul(1i64 << exponent.min(60));
        let sign = if landlord_won { 1 } else { -1 };
        let payments = Seat::all(players)
            .map(|s| {
                if s == landlord {
                    let players = i64::try_from(players).expect("3 or 4 players");
                    sign * stake * (players - 1)
                } else {
                    -sign * stake
                }
            })
            .collect();
        Settlement {
            landlord,
            landlord_won,
            bid,
            doublings,
            spring,
            stake,
            payments,
        }
    }

    pub fn winners(&self, players: usize) -> Vec<Seat> {
        Seat::all(players)
            .filter(|&s| (s == self.landlord) == self.landlord_won)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn landlord_wins_each_opponent_pays_the_stake() {
        let s = Settlement::new(3, Seat(1), true, Bid::Two, 0, None);
        assert_eq!(s.payments, vec![-2, 4, -2]);
        assert_eq!(s.winners(3), vec![Seat(1)]);
    }

    #[test]
    fn landlord_loses_pays_each_opponent() {
        let s = Settlement::new(4, Seat(0), false, Bid::Three, 0, None);
        assert_eq!(s.payments, vec![-9, 3, 3, 3]);
        assert_eq!(s.winners(4), vec![Seat(1), Seat(2), Seat(3)]);
    }

    #[test]
    fn doublings_and_spring_multiply() {
        let s = Settlement::new(3, Seat(2), true, Bid::One, 2, None);
        assert_eq!(s.stake, 4);
        let s = Settlement::new(3, Seat(2), true, Bid::One, 2, Some(Spring::Spring));
        assert_eq!(s.stake, 8);
        assert_eq!(s.payments.iter().sum::<i64>(), 0);
    }
}

//! How a hand ends and who pays whom.
//!
//! docs/rules/yaodiren.md#fan-番-and-payment: each other player pays the winner base × 2^番
//! (options: 1 + 番, a cap). docs/rules/yaodiren.md#no-winner-荒牌: no winner when the stock
//! runs out: no payment, the dealer stays. The winner deals next. Players who folded at the
//! opening are out of the hand and neither pay nor win
//! (docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌).

use super::split::Split;
use crate::cards::tiles::Tile;
use crate::games::Seat;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum HandEnd {
    /// `seat` won; `tile` is the claimed tile (`None` for a win on the seat's own tiles, such as
    /// the dealer's opening 21 or the draw after a 杀), `from` the seat that discarded or
    /// flipped it.
    Won {
        seat: Seat,
        tile: Option<Tile>,
        from: Option<Seat>,
        split: Split,
        /// What each payer paid (after the cap and the payment option).
        stake: i64,
    },
    /// 荒牌: the stock ran out with no winner.
    Exhausted,
    /// Fewer than two players stayed in after the opening: nothing to play for.
    Uncontested,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandResult {
    /// The hand's number in the match, from 1.
    pub hand: u32,
    pub dealer: Seat,
    pub end: HandEnd,
    /// Net result of this hand per seat, in seat order; sums to zero.
    pub payments: Vec<i64>,
}

impl HandResult {
    pub fn no_winner(hand: u32, dealer: Seat, end: HandEnd, players: usize) -> HandResult {
        HandResult {
            hand,
            dealer,
            end,
            payments: vec![0; players],
        }
    }

    /// A win paid by each of `payers`.
    pub fn won(
        hand: u32,
        dealer: Seat,
        players: usize,
        winner: (Seat, Option<Tile>, Option<Seat>),
        split: Split,
        stake: i64,
        payers: &[Seat],
    ) -> HandResult {
        let (seat, tile, from) = winner;
        let mut payments = vec![0; players];
        for p in payers {
            payments[p.index()] -= stake;
            payments[seat.index()] += stake;
        }
        HandResult {
            hand,
            dealer,
            end: HandEnd::Won {
                seat,
                tile,
                from,
                split,
                stake,
            },
            payments,
        }
    }

    pub fn winner(&self) -> Option<Seat> {
        match self.end {
            HandEnd::Won { seat, .. } => Some(seat),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::yaodiren::split::score;

    #[test]
    fn payers_pay_the_winner() {
        let split = score(Vec::new(), false, true);
        let r = HandResult::won(
            1,
            Seat(0),
            3,
            (Seat(2), None, None),
            split,
            4,
            &[Seat(0), Seat(1)],
        );
        assert_eq!(r.payments, vec![-4, -4, 8]);
        assert_eq!(r.winner(), Some(Seat(2)));
        let split = score(Vec::new(), false, true);
        // A folded seat 1 pays nothing.
        let r = HandResult::won(1, Seat(0), 3, (Seat(0), None, None), split, 2, &[Seat(2)]);
        assert_eq!(r.payments, vec![2, 0, -2]);
        let r = HandResult::no_winner(2, Seat(1), HandEnd::Exhausted, 3);
        assert_eq!((r.payments.iter().sum::<i64>(), r.winner()), (0, None));
    }
}

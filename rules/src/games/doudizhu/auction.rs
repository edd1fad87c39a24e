//! The auction that picks the landlord.
//!
//! docs/rules/doudizhu.md#the-auction: each player passes or bids 1, 2 or 3, above the highest
//! bid so far; a player who passed may bid again when the turn comes back; the auction ends on a
//! bid of 3, or when, after a bid, 2 (3p) / 3 (4p) players in a row pass; when nobody bids in
//! the first full round, the cards are dealt again.

use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// A bid: pass, or 1, 2 or 3 (the stake).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Bid {
    Pass,
    One,
    Two,
    Three,
}

impl Bid {
    pub const ALL: [Bid; 4] = [Bid::Pass, Bid::One, Bid::Two, Bid::Three];

    /// 0 for a pass, else the stake.
    pub fn value(self) -> u8 {
        self as u8
    }

    pub fn from_value(v: u8) -> Option<Bid> {
        Bid::ALL.get(usize::from(v)).copied()
    }

    /// The bid a hand worth `want` makes when the highest bid so far is worth `top`: `want`
    /// if it beats `top`, else a pass (docs/rules/doudizhu.md#the-auction: each bid must be higher).
    pub fn worth(want: u8, top: u8) -> Bid {
        if want > top {
            Bid::from_value(want).unwrap_or(Bid::Pass)
        } else {
            Bid::Pass
        }
    }
}

impl From<Bid> for u8 {
    fn from(b: Bid) -> u8 {
        b.value()
    }
}

impl TryFrom<u8> for Bid {
    type Error = String;
    fn try_from(v: u8) -> Result<Bid, String> {
        Bid::from_value(v).ok_or_else(|| format!("a bid is 0 (pass) to 3, not {v}"))
    }
}

/// What a bid led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuctionStep {
    /// The next seat bids.
    Next(Seat),
    /// The auction is over: `seat` is the landlord at `bid`.
    Landlord { seat: Seat, bid: Bid },
    /// Everybody passed in the first round: shuffle and deal again.
    Redeal,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Auction {
    players: usize,
    first: Seat,
    turn: Seat,
    top: Option<(Seat, Bid)>,
    /// Passes since the last bid (or since the start).
    passes: usize,
    history: Vec<(Seat, Bid)>,
}

impl Auction {
    pub fn new(first: Seat, players: usize) -> Auction {
        Auction {
            players,
            first,
            turn: first,
            top: None,
            passes: 0,
            history: Vec::new(),
        }
    }

    pub fn turn(&self) -> Seat {
        self.turn
    }

    pub fn first(&self) -> Seat {
        self.first
    }

    pub fn top(&self) -> Option<(Seat, Bid)> {
        self.top
    }

    pub fn history(&self) -> &[(Seat, Bid)] {
        &self.history
    }

    /// Pass, and every bid above the current top.
    pub fn legal_bids(&self) -> Vec<Bid> {
        let top = self.top.map_or(Bid::Pass, |(_, b)| b);
        Bid::ALL
            .into_iter()
            .filter(|&b| b == Bid::Pass || b > top)
            .collect()
    }

    /// Records the bid of the seat whose turn it is. `Err(top)` if the bid does not beat the
    /// current top bid.
    pub fn bid(&mut self, bid: Bid) -> Result<AuctionStep, Bid> {
        let top = self.top.map_or(Bid::Pass, |(_, b)| b);
        if bid != Bid::Pass && bid <= top {
            return Err(top);
        }
        let seat = self.turn;
        self.history.push((seat, bid));
        if bid == Bid::Pass {
            self.passes += 1;
            match self.top {
                None if self.passes == self.players => return Ok(AuctionStep::Redeal),
                Some((leader, b)) if self.passes == self.players - 1 => {
                    return Ok(AuctionStep::Landlord {
                        seat: leader,
                        bid: b,
                    });
                }
                _ => {}
            }
        } else {
            self.top = Some((seat, bid));
            self.passes = 0;
            if bid == Bid::Three {
                return Ok(AuctionStep::Landlord { seat, bid });
            }
        }
        self.turn = seat.next(self.players);
        Ok(AuctionStep::Next(self.turn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(players: usize, first: u8, bids: &[u8]) -> Vec<AuctionStep> {
        let mut a = Auction::new(Seat(first), players);
        bids.iter()
            .map(|&b| a.bid(Bid::from_value(b).unwrap()).unwrap())
            .collect()
    }

    #[test]
    fn bid_three_ends_at_once() {
        let steps = run(3, 1, &[3]);
        assert_eq!(
            steps,
            vec![AuctionStep::Landlord {
                seat: Seat(1),
                bid: Bid::Three
            }]
        );
    }

    #[test]
    fn two_passes_after_a_bid_end_it_3p() {
        let steps = run(3, 0, &[1, 0, 0]);
        assert_eq!(
            steps.last(),
            Some(&AuctionStep::Landlord {
                seat: Seat(0),
                bid: Bid::One
            })
        );
    }

    #[test]
    fn three_passes_after_a_bid_end_it_4p() {
        let steps = run(4, 2, &[0, 2, 0, 0]);
        assert_eq!(steps.last(), Some(&AuctionStep::Next(Seat(2))));
        let steps = run(4, 2, &[0, 2, 0, 0, 0]);
        assert_eq!(
            steps.last(),
            Some(&AuctionStep::Landlord {
                seat: Seat(3),
                bid: Bid::Two
            })
        );
    }

    #[test]
    fn a_passed_player_may_bid_again() {
        // 0 passes, 1 bids 1, 2 passes, 0 comes back and bids 2, then 1 and 2 pass.
        let steps = run(3, 0, &[0, 1, 0, 2, 0, 0]);
        assert_eq!(
            steps.last(),
            Some(&AuctionStep::Landlord {
                seat: Seat(0),
                bid: Bid::Two
            })
        );
    }

    #[test]
    fn all_pass_redeals() {
        assert_eq!(run(3, 2, &[0, 0, 0]).last(), Some(&AuctionStep::Redeal));
        assert_eq!(run(4, 0, &[0, 0, 0, 0]).last(), Some(&AuctionStep::Redeal));
        // Three passes then a bid at 4p is not a redeal.
        assert_eq!(
            run(4, 0, &[0, 0, 0, 1]).last(),
            Some(&AuctionStep::Next(Seat(0)))
        );
    }

    #[test]
    fn bids_must_beat_the_top() {
        let mut a = Auction::new(Seat(0), 3);
        a.bid(Bid::Two).unwrap();
        assert_eq!(a.bid(Bid::Two), Err(Bid::Two));
        assert_eq!(a.bid(Bid::One), Err(Bid::Two));
        assert_eq!(a.turn(), Seat(1), "a refused bid changes nothing");
        assert_eq!(a.legal_bids(), vec![Bid::Pass, Bid::Three]);
    }
}

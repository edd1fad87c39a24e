//! The end of a hand: a hand emptied and the hand settled (spring included), and a concession;
//! `match_play.rs` books the settlement and deals the next hand or ends the match.

use super::auction::Bid;
use super::events::Event;
use super::settlement::{Settlement, Spring};
use super::{DouDizhu, Phase};
use crate::games::{Seat, Tagged};

impl DouDizhu {
    /// `out` emptied their hand: settle.
    pub(super) fn finish(&mut self, out: Seat) -> Vec<Tagged<Event>> {
        let n = self.players();
        let Phase::Play(play) = &self.phase else {
            unreachable!("finish outside play")
        };
        let landlord_won = out == play.landlord;
        let spring = if !self.config.spring {
            None
        } else if landlord_won
            && Seat::all(n).all(|s| s == play.landlord || play.plays[s.index()] == 0)
        {
            Some(Spring::Spring)
        } else if !landlord_won && play.plays[play.landlord.index()] <= 1 {
            Some(Spring::ReverseSpring)
        } else {
            None
        };
        let settlement = Settlement::new(
            n,
            play.landlord,
            landlord_won,
            play.bid,
            play.doublings,
            spring,
        );
        let play = play.clone();
        self.phase = Phase::Over {
            play: Some(play),
            settlement: settlement.clone(),
        };
        let mut events = vec![
            self.reveal(),
            Tagged::public(Event::Settled {
                settlement: settlement.clone(),
            }),
        ];
        events.extend(self.book_hand(&settlement));
        events
    }

    /// docs/rules/doudizhu.md#showing-the-hands: at the end of a hand every seat's remaining
    /// cards are shown to everyone (before `book_hand` deals the next hand over them).
    fn reveal(&self) -> Tagged<Event> {
        Tagged::public(Event::Revealed {
            hands: self.hands.clone(),
        })
    }

    /// `seat` gives up: the hand is settled against it.
    pub(super) fn concede(&mut self, seat: Seat) -> Vec<Tagged<Event>> {
        let n = self.players();
        let (play, settlement) = match &self.phase {
            Phase::Over { .. } => return Vec::new(),
            // In the auction the quitter is treated as a landlord who lost at the top bid.
            Phase::Auction(a) => {
                let bid = a.top().map_or(Bid::One, |(_, b)| b);
                (None, Settlement::new(n, seat, false, bid, 0, None))
            }
            Phase::Play(p) => {
                let landlord_won = seat != p.landlord;
                let s = Settlement::new(n, p.landlord, landlord_won, p.bid, p.doublings, None);
                (Some(p.clone()), s)
            }
        };
        self.phase = Phase::Over {
            play,
            settlement: settlement.clone(),
        };
        self.forfeited = Some(seat);
        let mut events = vec![
            Tagged::public(Event::Forfeited { seat }),
            self.reveal(),
            Tagged::public(Event::Settled {
                settlement: settlement.clone(),
            }),
        ];
        events.extend(self.book_hand(&settlement));
        events
    }
}

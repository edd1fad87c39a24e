//! The auction: each deal put on the table opens one; bids are applied here (the auction's
//! own rules are in `auction.rs`), an all-pass redeals, and a landlord takes the kitty.

use super::auction::{Auction, AuctionStep, Bid};
use super::deal::Deal;
use super::error::RuleError;
use super::events::Event;
use super::rank::RankCounts;
use super::{DouDizhu, Phase, Play};
use crate::games::{Seat, Tagged, count_u8};

impl DouDizhu {
    /// Puts a deal on the table and opens the auction.
    pub(super) fn install(&mut self, deal: Deal) -> Vec<Tagged<Event>> {
        self.deal_no += 1;
        self.first_bidder = deal.first_bidder;
        self.hands = deal.hands;
        self.kitty = deal.kitty;
        self.played = RankCounts::new();
        self.phase = Phase::Auction(Auction::new(deal.first_bidder, self.players()));
        let mut events = vec![Tagged::public(Event::Dealt {
            deal: self.deal_no,
            first_bidder: deal.first_bidder,
            hand_size: count_u8(self.config.players.hand_size()),
            face_up: deal.face_up,
        })];
        events.extend(self.hand_events(Seat::all(self.players())));
        events
    }

    pub(super) fn apply_bid(&mut self, bid: Bid) -> Result<Vec<Tagged<Event>>, RuleError> {
        let Phase::Auction(auction) = &mut self.phase else {
            return Err(RuleError::NotBidding);
        };
        let seat = auction.turn();
        let step = auction
            .bid(bid)
            .map_err(|top| RuleError::BidTooLow { bid, top })?;
        let mut events = vec![Tagged::public(Event::Bid { seat, bid })];
        match step {
            AuctionStep::Next(_) => {}
            AuctionStep::Redeal => {
                events.push(Tagged::public(Event::AllPassed));
                let deal = self.next_deal(self.first_bidder);
                events.extend(self.install(deal));
            }
            AuctionStep::Landlord { seat, bid } => {
                // docs/rules/doudizhu.md#the-kitty: shown to everyone, then taken by the landlord,
                // who leads the first trick.
                let kitty = self.kitty;
                self.hands[seat.index()].add_all(&kitty);
                self.phase = Phase::Play(Play {
                    landlord: seat,
                    bid,
                    kitty,
                    turn: seat,
                    to_beat: None,
                    passes: 0,
                    trick: Vec::new(),
                    doublings: 0,
                    plays: vec![0; self.players()],
                    played_by: [RankCounts::new(); 4],
                });
                events.push(Tagged::public(Event::Landlord { seat, bid, kitty }));
                events.extend(self.hand_events(std::iter::once(seat)));
            }
        }
        Ok(events)
    }
}

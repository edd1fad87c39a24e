//! A match of several hands (docs/rules/doudizhu.md#a-match-of-several-hands): each settled
//! hand is added to the match totals; then the next hand is dealt, its first bid passing to the
//! seat after the last hand's first bidder, or the match is over (after the last hand, or at
//! once on a concession).

use super::deal::{self, Deal};
use super::events::Event;
use super::settlement::Settlement;
use super::{DouDizhu, Phase};
use crate::games::{Outcome, Seat, Tagged};

impl DouDizhu {
    /// Books a settled hand (the phase is `Over` with its settlement); deals the next hand
    /// unless the match is over. A one-hand match announces nothing more than the settlement.
    pub(super) fn book_hand(&mut self, settlement: &Settlement) -> Vec<Tagged<Event>> {
        for (t, p) in self.totals.iter_mut().zip(&settlement.payments) {
            *t += p;
        }
        if self.config.hands <= 1 {
            return Vec::new();
        }
        let mut events = vec![Tagged::public(Event::HandOver {
            hand: self.hand_no,
            hands: self.config.hands,
            totals: self.totals.clone(),
        })];
        if self.match_over() {
            return events;
        }
        self.hand_no += 1;
        self.deal_no = 0;
        let deal = self.next_deal(self.first_bidder.next(self.players()));
        events.extend(self.install(deal));
        events
    }

    /// A fresh deal from the table's stream. docs/rules/doudizhu.md#a-match-of-several-hands:
    /// from the second hand on, `first_bidder` (the seat after the last hand's) bids first, a
    /// redeal included, and no card is turned up; in the first hand the face-up card decides
    /// (docs/rules/doudizhu.md#the-deal).
    pub(super) fn next_deal(&mut self, first_bidder: Seat) -> Deal {
        let mut deal = deal::random_deal(self.config.players, &mut self.rng);
        if self.hand_no > 1 {
            deal.first_bidder = first_bidder;
            deal.face_up = None;
        }
        deal
    }

    /// The phase is `Over` once the last hand is settled or someone conceded.
    fn match_over(&self) -> bool {
        self.forfeited.is_some() || self.hand_no >= self.config.hands
    }

    /// The hand being played (from 1) and the hands of the match.
    pub fn hand_of_match(&self) -> (u32, u32) {
        (self.hand_no, self.config.hands)
    }

    /// Each seat's sum of the settlements so far.
    pub fn totals(&self) -> &[i64] {
        &self.totals
    }

    /// The match's result once it is over (see `Game::outcome`): the totals; the winners are
    /// the seats with the highest total (none when all are equal). A one-hand match, or a
    /// match ended by a concession, is won by the side that won the last hand.
    pub(super) fn match_outcome(&self) -> Option<Outcome> {
        let Phase::Over { settlement, .. } = &self.phase else {
            return None;
        };
        let n = self.players();
        let winners = if self.config.hands <= 1 || self.forfeited.is_some() {
            settlement.winners(n)
        } else {
            let top = self.totals.iter().copied().max().unwrap_or(0);
            if self.totals.iter().all(|&t| t == top) {
                Vec::new()
            } else {
                Seat::all(n)
                    .filter(|s| self.totals[s.index()] == top)
                    .collect()
            }
        };
        Some(Outcome {
            scores: self.totals.clone(),
            winners,
        })
    }
}

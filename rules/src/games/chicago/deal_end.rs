//! Points booked, the end of a deal (last trick, final hands, the next deal) and of the match
//! (also by a concession).

use super::events::{Event, MatchEnd};
use super::scoring::{PointsFor, Scoring};
use super::{Chicago, Events, Phase, deal, scoring};
use crate::games::{Seat, Tagged};

impl Chicago {
    pub(super) fn score(
        &mut self,
        seat: Seat,
        change: i32,
        reason: PointsFor,
        events: &mut Events,
    ) {
        let total = scoring::add_points(self.scores[seat.index()], change);
        self.scores[seat.index()] = total;
        events.push(Tagged::public(Event::Points {
            seat,
            change,
            total,
            reason,
        }));
    }

    /// The fifth trick is done: the last trick (or the call) scores, then the final hands;
    /// then the match ends or the next deal starts.
    pub(super) fn end_deal(&mut self, events: &mut Events) {
        for (seat, change, reason) in scoring::trick_points(self.declarer, &self.trick_winners) {
            self.score(seat, change, reason, events);
        }
        if self.showdown(Scoring::FinalHand, events) {
            return;
        }
        events.push(Tagged::public(Event::DealOver {
            deal: self.deal_no,
            scores: self.scores.clone(),
        }));
        // docs/rules/chicago.md#a-match: the game ends after any deal in which someone reached
        // the target; highest score wins; a tie at the top plays another deal.
        let top = self.scores.iter().copied().max().unwrap_or(0);
        if top >= self.config.target.points() {
            let leaders = self.seats_with(top, None);
            if leaders.len() == 1 {
                self.end_match(MatchEnd::Target, leaders, events);
                return;
            }
            events.push(Tagged::public(Event::TieAtTop {
                seats: leaders,
                score: top,
            }));
        }
        // docs/rules/chicago.md#seats-and-direction: the deal passes clockwise, to the dealer's
        // left.
        let dealer = self.dealer.next(self.seats());
        let deal = deal::random_deal(self.config.players, dealer, &mut self.rng);
        self.install(deal, events);
    }

    fn seats_with(&self, score: u32, except: Option<Seat>) -> Vec<Seat> {
        Seat::all(self.seats())
            .filter(|&s| Some(s) != except && self.scores[s.index()] == score)
            .collect()
    }

    pub(super) fn end_match(&mut self, reason: MatchEnd, winners: Vec<Seat>, events: &mut Events) {
        events.push(Tagged::public(Event::MatchOver {
            reason,
            scores: self.scores.clone(),
            winners: winners.clone(),
        }));
        self.phase = Phase::Over { reason, winners };
    }

    /// Ends the match at once on a concession (see `Game::forfeit`).
    pub(super) fn concede(&mut self, seat: Seat) -> Events {
        if matches!(self.phase, Phase::Over { .. }) || seat.index() >= self.seats() {
            return Vec::new();
        }
        let mut events = vec![Tagged::public(Event::Forfeited { seat })];
        let had = self.scores[seat.index()];
        if had > 0 {
            // A score above i32::MAX (only a deal file could set one) loses as much as one change can.
            let lost = i32::try_from(had).unwrap_or(i32::MAX);
            self.score(seat, -lost, PointsFor::Forfeit, &mut events);
        }
        let top = Seat::all(self.seats())
            .filter(|&s| s != seat)
            .map(|s| self.scores[s.index()])
            .max()
            .unwrap_or(0);
        let winners = self.seats_with(top, Some(seat));
        self.end_match(MatchEnd::Forfeit, winners, &mut events);
        events
    }
}

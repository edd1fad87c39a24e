//! The Chicago call window (an option): who is asked, and a declaration or a decline.

use super::error::RuleError;
use super::events::Event;
use super::{Chicago, Events, Phase, scoring};
use crate::games::{Seat, Tagged};

impl Chicago {
    /// docs/rules/chicago.md#the-chicago-call: after the second scoring and before the first
    /// lead, a player with 15 or more may declare; the first declarer from the dealer's left is
    /// the only one. Every eligible seat is asked in that order until one declares.
    pub(super) fn open_call(&mut self, events: &mut Events) {
        let n = self.seats();
        let queue: Vec<Seat> = if self.config.chicago_call {
            (1..=n)
                .map(|k| self.dealer.after(k, n))
                .filter(|s| self.scores[s.index()] >= scoring::CHICAGO_MIN_SCORE)
                .collect()
        } else {
            Vec::new()
        };
        if !queue.is_empty() {
            events.push(Tagged::public(Event::ChicagoAsked {
                seats: queue.clone(),
            }));
        }
        self.phase = Phase::Call { queue };
    }

    pub(super) fn apply_call(&mut self, seat: Seat, declare: bool) -> Result<Events, RuleError> {
        let Phase::Call { queue } = &mut self.phase else {
            return Err(if self.config.chicago_call {
                RuleError::NotCalling
            } else {
                RuleError::CallNotPlayed
            });
        };
        queue.retain(|&s| s != seat);
        let mut events = Vec::new();
        if declare {
            self.declarer = Some(seat);
            events.push(Tagged::public(Event::ChicagoDeclared { seat }));
            // The first declarer is the only one: nobody else is asked.
            self.begin_tricks(&mut events);
        } else {
            events.push(Tagged::public(Event::ChicagoDeclined { seat }));
            self.advance(&mut events);
        }
        Ok(events)
    }
}

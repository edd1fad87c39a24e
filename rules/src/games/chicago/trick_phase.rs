//! Playing the five tricks: the first lead, each play, and who leads next.

use super::error::RuleError;
use super::events::Event;
use super::tricks::Play;
use super::{Chicago, Events, Phase, tricks};
use crate::cards::Card;
use crate::games::{Seat, Tagged, count_u8};

impl Chicago {
    /// docs/rules/chicago.md#tricks: left of the dealer leads the first trick, the declarer if
    /// there is one.
    pub(super) fn begin_tricks(&mut self, events: &mut Events) {
        let leader = self
            .declarer
            .unwrap_or_else(|| self.dealer.next(self.seats()));
        self.phase = Phase::Tricks { turn: leader };
        events.push(Tagged::public(Event::TricksBegin { leader }));
    }

    pub(super) fn apply_play(&mut self, seat: Seat, card: Card) -> Result<Events, RuleError> {
        let n = self.seats();
        if !matches!(self.phase, Phase::Tricks { .. }) {
            return Err(RuleError::NotPlaying);
        }
        let hand = &self.hands[seat.index()];
        if !hand.contains(&card) {
            return Err(RuleError::NotHeld { card });
        }
        if !tricks::legal_plays(hand, &self.trick).contains(&card) {
            // docs/rules/chicago.md#tricks: follow the led suit if able.
            let lead = self.trick.plays[0].card;
            return Err(RuleError::MustFollowSuit { card, lead });
        }
        self.hands[seat.index()].retain(|&c| c != card);
        self.trick.plays.push(Play { seat, card });
        let number = count_u8(self.tricks.len()) + 1;
        let mut events = vec![
            Tagged::public(Event::Played {
                seat,
                card,
                trick: number,
            }),
            self.hand_event(seat),
        ];
        if self.trick.plays.len() < n {
            self.phase = Phase::Tricks { turn: seat.next(n) };
            return Ok(events);
        }
        let winner = self.trick.winning().map_or(seat, |p| p.seat);
        self.tricks.push(std::mem::take(&mut self.trick));
        self.trick_winners.push(winner);
        events.push(Tagged::public(Event::TrickWon {
            seat: winner,
            trick: number,
        }));
        if number < tricks::TRICKS {
            // docs/rules/chicago.md#tricks: the winner leads.
            self.phase = Phase::Tricks { turn: winner };
        } else {
            self.end_deal(&mut events);
        }
        Ok(events)
    }
}

//! The two exchange rounds: each seat from the dealer's left throws and draws (or is locked at
//! its score), and what runs on by itself after them: the showdowns, then the call window.

use super::error::RuleError;
use super::events::Event;
use super::scoring::Scoring;
use super::view::ExchangeRecord;
use super::{Chicago, Events, Phase, scoring};
use crate::cards::Card;
use crate::games::{Seat, Tagged, count_u8};

impl Chicago {
    /// Runs everything that needs no decision — skipping locked players, showdowns, the end
    /// of the call window — until a seat must act or the match is over.
    pub(super) fn advance(&mut self, events: &mut Events) {
        let n = self.seats();
        loop {
            match &mut self.phase {
                Phase::Exchange { round, next } if *next < n => {
                    let (round, turn) = (*round, *next);
                    let seat = self.dealer.after(1 + turn, n);
                    let score = self.scores[seat.index()];
                    // docs/rules/chicago.md#exchanges: locked at 46, checked at each exchange.
                    if score < self.config.target.lock() {
                        return;
                    }
                    self.exchanges.push(ExchangeRecord {
                        round,
                        seat,
                        count: 0,
                        locked: true,
                    });
                    events.push(Tagged::public(Event::ExchangeLocked { seat, round, score }));
                    self.phase = Phase::Exchange {
                        round,
                        next: turn + 1,
                    };
                }
                Phase::Exchange { round, .. } => {
                    let round = *round;
                    let scoring = if round == 1 {
                        Scoring::FirstExchange
                    } else {
                        Scoring::SecondExchange
                    };
                    if self.showdown(scoring, events) {
                        return;
                    }
                    if round == 1 {
                        self.phase = Phase::Exchange { round: 2, next: 0 };
                        events.push(Tagged::public(Event::ExchangeRound { round: 2 }));
                    } else {
                        self.open_call(events);
                    }
                }
                Phase::Call { queue } if queue.is_empty() => self.begin_tricks(events),
                Phase::Call { .. } | Phase::Tricks { .. } | Phase::Over { .. } => return,
            }
        }
    }

    pub(super) fn apply_discard(
        &mut self,
        seat: Seat,
        thrown: Vec<Card>,
    ) -> Result<Events, RuleError> {
        let Phase::Exchange { round, next } = self.phase else {
            return Err(RuleError::NotExchanging);
        };
        let hand = &self.hands[seat.index()];
        for (i, card) in thrown.iter().enumerate() {
            if thrown[..i].contains(card) {
                return Err(RuleError::Repeated { card: *card });
            }
            if !hand.contains(card) {
                return Err(RuleError::NotHeld { card: *card });
            }
        }
        let drawn = self.stock.exchange(&thrown, &mut self.rng);
        if drawn.reshuffled.is_some() {
            // docs/rules/chicago.md#running-out-of-cards: every earlier discard went back into
            // the stock; only the cards just thrown are face down.
            self.thrown.iter_mut().for_each(Vec::clear);
        }
        self.thrown[seat.index()].extend_from_slice(&thrown);
        let hand = &mut self.hands[seat.index()];
        hand.retain(|c| !thrown.contains(c));
        hand.extend_from_slice(&drawn.cards);
        *hand = scoring::sorted_hand(hand);
        let count = count_u8(thrown.len());
        self.exchanges.push(ExchangeRecord {
            round,
            seat,
            count,
            locked: false,
        });
        let mut events = vec![Tagged::public(Event::Exchanged { seat, round, count })];
        if let Some(cards) = drawn.reshuffled {
            events.push(Tagged::public(Event::StockReshuffled {
                cards: count_u8(cards),
            }));
        }
        if count > 0 {
            events.push(Tagged::private(
                seat,
                Event::Drew {
                    seat,
                    round,
                    thrown,
                    drawn: drawn.cards,
                },
            ));
            events.push(self.hand_event(seat));
        }
        self.phase = Phase::Exchange {
            round,
            next: next + 1,
        };
        self.advance(&mut events);
        Ok(events)
    }
}

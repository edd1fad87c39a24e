//! 起牌, the opening: each player opens or not, those who did not open play or fold, then 偷牌
//! extra draws and the first discard.

use super::error::RuleError;
use super::estimate::opening_estimate;
use super::events::Event;
use super::settlement::HandEnd;
use super::view::Status;
use super::{Action, Events, PLAYERS, Phase, Yaodiren, deal};
use crate::cards::tiles::TileCounts;
use crate::games::{Seat, Tagged};

/// docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: the 偷牌 `concealed` earns, one
/// per 4-of-a-kind and two per 5-of-a-kind (drawn tiles included: a tile that completes
/// another set earns its own draw).
pub(super) fn extra_draws(concealed: &TileCounts) -> u8 {
    concealed
        .counts()
        .iter()
        .map(|&c| c.saturating_sub(3))
        .sum()
}

impl Yaodiren {
    /// docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: only a qualifying hand may
    /// open, so at its turn to open a hand that does not qualify can only pass
    /// (`Game::forced_pass`). The claim windows never force a pass: a seat that can claim
    /// nothing is not asked, and one whose only answer is a mandatory 杀 / 吐火 is answered for.
    pub(super) fn cannot_open(&self, seat: Seat) -> Option<(Action, Event)> {
        if self.phase != (Phase::Opening { turn: seat }) {
            return None;
        }
        let e = opening_estimate(&self.player(seat).concealed, self.is_dealer(seat));
        (!e.qualifies).then_some((
            Action::Pass,
            Event::CannotOpen {
                seat,
                tuo: e.tuo,
                kans: e.kans,
                threshold: e.threshold,
            },
        ))
    }

    pub(super) fn apply_open(&mut self, seat: Seat, open: bool) -> Result<Events, RuleError> {
        if open {
            let e = opening_estimate(&self.player(seat).concealed, self.is_dealer(seat));
            if !e.qualifies {
                return Err(RuleError::CannotOpen {
                    tuo: e.tuo,
                    kans: e.kans,
                    threshold: e.threshold,
                });
            }
        }
        let mut events = Vec::new();
        if open {
            self.player_mut(seat).status = Status::Opened;
            events.push(Tagged::public(Event::Opened { seat }));
        } else {
            self.player_mut(seat).status = Status::DidNotOpen;
            events.push(Tagged::public(Event::DidNotOpen { seat }));
        }
        let next = seat.next(PLAYERS);
        if next != self.dealer {
            self.phase = Phase::Opening { turn: next };
            return Ok(events);
        }
        // docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: nobody opens → the same
        // dealer deals again.
        if !self.players.iter().any(|p| p.status == Status::Opened) {
            events.push(Tagged::public(Event::NobodyOpened));
            let deal = deal::random_deal(self.dealer, &mut self.rng);
            events.extend(self.install(deal));
            return Ok(events);
        }
        events.extend(self.ask_next_joiner());
        Ok(events)
    }

    /// docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: after the opening round, the
    /// players who did not open are asked to play or fold — from the dealer, in turn order.
    fn ask_next_joiner(&mut self) -> Events {
        let next = (0..PLAYERS)
            .map(|k| self.dealer.after(k, PLAYERS))
            .find(|&s| self.player(s).status == Status::DidNotOpen);
        match next {
            Some(turn) => {
                self.phase = Phase::Joining { turn };
                Vec::new()
            }
            None => self.begin_play(),
        }
    }

    pub(super) fn apply_join(&mut self, seat: Seat, play: bool) -> Events {
        let mut events = Vec::new();
        if play {
            self.player_mut(seat).status = Status::Playing;
            events.push(Tagged::public(Event::Joined { seat }));
        } else {
            self.player_mut(seat).status = Status::Folded;
            events.push(Tagged::public(Event::Folded { seat }));
        }
        events.extend(self.ask_next_joiner());
        events
    }

    /// 偷牌, then the dealer's first discard (or, if the dealer folded, the next player's flip).
    fn begin_play(&mut self) -> Events {
        let mut events = Vec::new();
        let order: Vec<Seat> = (0..PLAYERS)
            .map(|k| self.dealer.after(k, PLAYERS))
            .filter(|&s| self.active(s))
            .collect();
        if order.len() < 2 {
            events.push(Tagged::public(Event::Uncontested));
            events.extend(self.end_hand(HandEnd::Uncontested));
            return events;
        }
        // docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: one extra tile per
        // 4-of-a-kind held, two per 5-of-a-kind. A drawn tile that completes another
        // 4-of-a-kind earns its own draw.
        for seat in order {
            let mut count = 0;
            while self.player(seat).draws_owed() > 0 {
                let Some(t) = self.draw() else {
                    events.push(Tagged::public(Event::Exhausted));
                    events.extend(self.end_hand(HandEnd::Exhausted));
                    return events;
                };
                let p = self.player_mut(seat);
                p.concealed.add(t, 1);
                p.extra_draws += 1;
                count += 1;
                events.push(Tagged::private(seat, Event::Drew { seat, tile: t }));
            }
            if count > 0 {
                events.push(Tagged::public(Event::ExtraDraws { seat, count }));
                events.push(self.hand_event(seat));
            }
        }
        // docs/rules/yaodiren.md#play: the dealer starts by discarding one tile.
        if self.active(self.dealer) {
            // docs/rules/yaodiren.md#winning-胡: the dealer may win on its opening 21 tiles.
            self.phase = Phase::Discard {
                seat: self.dealer,
                may_win: true,
            };
        } else {
            let first = self.next_active(self.dealer);
            events.extend(self.flip(first));
        }
        events
    }
}

//! A table's turn clocks: when each seat to act must have acted, the reminders still due, and
//! what the clock makes happen at a given moment (`tick`: reminders, then timeouts by the
//! table's `on_timeout`). Deadlines come from the log's times, so they survive a restart.

use super::log::{Actor, OnTimeout, TableOp};
use super::{Handled, Step, Table, TableError, Timestamp};
use crate::games::any::AnyGame;
use crate::games::{Level, Seat};

impl Table {
    /// When `seat` must have acted, if it is a person due to act under a clock.
    pub fn deadline(&self, seat: Seat) -> Option<Timestamp> {
        if self.bot_plays(seat) || !self.to_act().contains(&seat) {
            return None;
        }
        let since = (*self.waiting_since.get(seat.index())?)?;
        let claim = self.game.as_ref().is_some_and(AnyGame::in_claim_window);
        let limit = if claim {
            self.timing.claim_timeout
        } else {
            self.timing.turn_timeout
        }?;
        Some(since.plus_millis(limit + self.quiet_extension(seat)))
    }

    /// What the clock does for `seat` now. A claim window's timeout never forfeits the match
    /// (docs/rules/yaodiren.md#timeouts-and-forfeits): it is answered like `auto`. The move
    /// made for the seat (the safe move under `auto`, the bot's under `bot`) is chosen now and
    /// logged, so a replay never asks a bot again: a later, stronger bot must not rewrite
    /// games already played.
    fn timeout_op(&self, seat: Seat) -> TableOp {
        let claim = self.game.as_ref().is_some_and(AnyGame::in_claim_window);
        let policy = match self.timing.on_timeout {
            OnTimeout::Forfeit if claim => OnTimeout::Auto,
            policy => policy,
        };
        // The level logged is the one that decided (the budget may have had no core to spare).
        let (action, level) = match policy {
            OnTimeout::Auto => (
                self.game.as_ref().and_then(|g| g.timeout_action(seat)),
                Level::default(),
            ),
            OnTimeout::Bot => self.bot_move(seat, Level::default()),
            OnTimeout::Forfeit => (None, Level::default()),
        };
        TableOp::Timeout {
            seat,
            policy,
            action,
            level,
        }
    }

    /// The next reminder still to send to `seat` for its current clock.
    pub(super) fn next_reminder(&self, seat: Seat) -> Option<Timestamp> {
        let deadline = self.deadline(seat)?;
        let since = (*self.waiting_since.get(seat.index())?)?;
        let sent = usize::from(self.reminded.get(seat.index()).copied().unwrap_or(0));
        // A reminder inside the player's quiet hours waits for their end (`quiet`); one
        // held past the deadline is not sent.
        let mut times: Vec<i64> = self
            .timing
            .reminder_times(since.0, deadline.0)
            .into_iter()
            .map(|t| self.held(seat, t))
            .filter(|&t| t < deadline.0)
            .collect();
        times.dedup();
        times.get(sent).map(|&t| Timestamp(t))
    }

    /// The earliest moment something is due on this table (a reminder or a timeout).
    pub fn next_due(&self) -> Option<Timestamp> {
        self.to_act()
            .into_iter()
            .flat_map(|s| [self.next_reminder(s), self.deadline(s)])
            .chain(self.away.iter().map(|(_, until)| *until))
            .chain([self.undo_expires()])
            .flatten()
            .min()
    }

    /// Does what the clock makes due at `now`: reminders, then timeouts (by the table's
    /// `on_timeout` policy). `None` when nothing is due. Atomic like `handle`.
    pub fn tick(&mut self, now: Timestamp) -> Result<Option<Handled>, TableError> {
        Ok(self.tick_step(now)?.map(|step| step.swap_into(self)))
    }

    /// `tick` without touching this table: the table the clock leads to, for the registry to
    /// swap in once the entries are durable.
    pub fn tick_step(&self, now: Timestamp) -> Result<Option<Step>, TableError> {
        if self.next_due().is_none_or(|due| due > now) {
            return Ok(None);
        }
        let mut next = self.clone();
        let before = next.turn_state();
        let mut handled = Handled::default();
        // Away players whose time is up are back (before their clocks are looked at).
        let returning: Vec<Seat> = next
            .away
            .iter()
            .filter(|(_, until)| until.is_some_and(|u| u <= now))
            .map(|(s, _)| *s)
            .collect();
        // A request to take a move back that nobody answered in time lapses.
        if next.undo_expires().is_some_and(|at| at <= now) {
            next.commit(now, Actor::System, None, TableOp::UndoLapsed, &mut handled)?;
        }
        for seat in returning {
            next.commit(
                now,
                Actor::System,
                None,
                TableOp::Back { seat },
                &mut handled,
            )?;
        }
        next.decide_quiet(now, &mut handled)?;
        for seat in before.0.clone() {
            let Some(deadline) = next.deadline(seat) else {
                continue;
            };
            if deadline <= now {
                let op = next.timeout_op(seat);
                next.commit(now, Actor::System, None, op, &mut handled)?;
            } else if next.next_reminder(seat).is_some_and(|r| r <= now) {
                let op = TableOp::Reminded { seat, deadline };
                next.commit(now, Actor::System, None, op, &mut handled)?;
            }
        }
        next.run_bots(now, &mut handled)?;
        next.decide_quiet(now, &mut handled)?;
        next.announce_turn(&before, &mut handled);
        Ok(Some(Step { next, handled }))
    }
}

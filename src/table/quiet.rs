//! Quiet hours at the table. A player's quiet hours (`/notify quiet:22:00-07:00`, in their own
//! time zone) come from outside the table (a `QuietSource`, like the clock); what the table
//! makes of them is a logged decision (`TableOp::QuietHours`), so a replay never asks again:
//!
//! - When a person's turn clock starts, the quiet periods that fall inside the turn's time are
//!   logged with the extension: the deadline moves back by the quiet time inside the turn
//!   (from the clock's start to its unextended deadline), at most one night's quiet hours.
//! - A reminder that would fall inside a logged quiet period is held until it ends (and is not
//!   sent if that is past the deadline).
//!
//! (docs/notifications.md says the same for players.)

use super::log::{Actor, TableOp};
use super::outbox::Outgoing;
use super::{Handled, Table, TableError, Timestamp, UserId};
use crate::games::Seat;
use std::sync::Arc;

/// Where a table learns people's quiet hours (the settings the frontend keeps).
pub trait QuietSource: Send + Sync {
    /// `user`'s quiet periods overlapping `from`..`to`, in order, and how long one lasts
    /// (`None`: no quiet hours).
    fn quiet(&self, user: UserId, from: Timestamp, to: Timestamp) -> Option<QuietSpans>;
}

/// A person's quiet periods (UTC milliseconds) over a stretch of time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuietSpans {
    pub spans: Vec<(Timestamp, Timestamp)>,
    /// The length of one quiet period: the most a deadline moves.
    pub length_ms: i64,
}

/// The table's quiet source, if the frontend gave one (the table is `Clone` and `Debug`).
#[derive(Clone, Default)]
pub(super) struct QuietSourceRef(pub(super) Option<Arc<dyn QuietSource>>);

impl std::fmt::Debug for QuietSourceRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Not state: a replayed table (no source) prints like the live one.
        f.write_str("QuietSource")
    }
}

/// What the log decided for a seat's current clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct QuietClock {
    pub(super) extend_ms: i64,
    pub(super) spans: Vec<(Timestamp, Timestamp)>,
}

/// The extension rule: the quiet time inside `since`..`deadline`, at most `cap_ms`.
pub fn extension(
    since: Timestamp,
    deadline: Timestamp,
    spans: &[(Timestamp, Timestamp)],
    cap_ms: i64,
) -> i64 {
    let inside: i64 = spans
        .iter()
        .map(|&(a, b)| (b.0.min(deadline.0) - a.0.max(since.0)).max(0))
        .sum();
    inside.min(cap_ms).max(0)
}

impl Table {
    /// Lets the table read people's quiet hours (the frontend's settings). Without a source
    /// nobody has quiet hours; replay never needs one.
    pub fn set_quiet_source(&mut self, source: Arc<dyn QuietSource>) {
        self.quiet_source = QuietSourceRef(Some(source));
    }

    /// How much later `seat`'s current deadline is for its quiet hours.
    pub(super) fn quiet_extension(&self, seat: Seat) -> i64 {
        self.quiet_clock(seat).map_or(0, |q| q.extend_ms)
    }

    fn quiet_clock(&self, seat: Seat) -> Option<&QuietClock> {
        self.quiet.get(seat.index()).and_then(Option::as_ref)
    }

    /// `t`, or the end of `seat`'s logged quiet period around it.
    pub(super) fn held(&self, seat: Seat, t: i64) -> i64 {
        self.quiet_clock(seat)
            .and_then(|q| q.spans.iter().find(|(a, b)| a.0 <= t && t < b.0))
            .map_or(t, |(_, b)| b.0)
    }

    /// For every person whose clock runs and has no quiet decision yet: asks the source, and
    /// logs the decision when quiet hours fall inside the turn.
    pub(super) fn decide_quiet(
        &mut self,
        now: Timestamp,
        handled: &mut Handled,
    ) -> Result<(), TableError> {
        let Some(source) = self.quiet_source.0.clone() else {
            return Ok(());
        };
        for seat in self.to_act() {
            if self.bot_plays(seat) || self.quiet_clock(seat).is_some() {
                continue;
            }
            let (Some(user), Some(deadline)) = (self.user_at(seat), self.deadline(seat)) else {
                continue;
            };
            let Some(since) = self.waiting_since.get(seat.index()).copied().flatten() else {
                continue;
            };
            // A night is at most a day: look that far past the deadline for held reminders.
            let horizon = deadline.plus_millis(24 * 3_600_000);
            let Some(quiet) = source.quiet(user, since, horizon) else {
                continue;
            };
            let extend_ms = extension(since, deadline, &quiet.spans, quiet.length_ms);
            let end = deadline.plus_millis(extend_ms);
            let spans: Vec<(Timestamp, Timestamp)> = quiet
                .spans
                .into_iter()
                .filter(|&(a, b)| a < end && b > since)
                .collect();
            if spans.is_empty() {
                continue;
            }
            let op = TableOp::QuietHours {
                seat,
                extend_ms,
                spans,
            };
            self.commit(now, Actor::System, None, op, handled)?;
        }
        Ok(())
    }

    /// `TableOp::QuietHours`: the decision for `seat`'s current clock.
    pub(super) fn apply_quiet(
        &mut self,
        seat: Seat,
        extend_ms: i64,
        spans: &[(Timestamp, Timestamp)],
    ) -> Result<Vec<Outgoing>, TableError> {
        if seat.index() >= self.seats.len() {
            return Err(TableError::NoSuchSeat { seat });
        }
        self.quiet.resize(self.seats.len(), None);
        self.quiet[seat.index()] = Some(QuietClock {
            extend_ms,
            spans: spans.to_vec(),
        });
        Ok(Vec::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3_600_000;

    #[test]
    fn the_deadline_moves_by_the_quiet_time_inside_the_turn_at_most_one_night() {
        let t = Timestamp;
        // A 12 h turn from 18:00 with quiet 22:00-07:00: 22:00-06:00 is inside (8 h).
        let night = [(t(22 * H), t(31 * H))];
        assert_eq!(extension(t(18 * H), t(30 * H), &night, 9 * H), 8 * H);
        // The whole night inside a 3-day turn, three times: one night's length at most.
        let nights = [(t(22 * H), t(31 * H)), (t(46 * H), t(55 * H))];
        assert_eq!(extension(t(0), t(72 * H), &nights, 9 * H), 9 * H);
        // No quiet time inside.
        assert_eq!(extension(t(8 * H), t(20 * H), &night, 9 * H), 0);
    }
}

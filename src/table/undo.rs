//! Undo with consent: a player asks to take back their last move; the other people at the
//! table agree or refuse (bots do not vote; with nobody else to ask, the move is taken back at
//! once); the request lapses after `UNDO_WINDOW_MS` and any new move cancels it. Only a move
//! that showed nobody a hidden card may be taken back (each game lists which,
//! `Game::irreversible`), with the bot moves that followed it.
//!
//! The request, each answer and the undo itself are `TableOp`s. The table keeps, from the
//! log, the game as it was before the last person's move; the undo puts that game back, so the
//! table after an undo is the table that never had the move (its deal, its stock, everything
//! random already drawn, are the same), and a replay of the log rebuilds it exactly.

use super::log::{Actor, LogEntry, TableOp};
use super::outbox::{Notice, Outgoing};
use super::{Status, Table, TableError, Timestamp};
use crate::games::any::{AnyAction, AnyEvent, AnyGame};
use crate::games::{Irreversible, Seat, Tagged};

/// How long the others have to answer a request: 2 minutes, a live table's pace. On a table
/// played over days nobody waits on it — the next move simply goes on.
pub const UNDO_WINDOW_MS: i64 = 2 * 60 * 1000;

/// How long the Undo button on the reply to a move works.
pub const UNDO_BUTTON_MS: i64 = 30 * 1000;

/// The last move a person made, and what taking it back would restore.
#[derive(Clone, Debug)]
pub(super) struct LastMove {
    pub seat: Seat,
    /// The log entry of the move.
    pub seq: u64,
    pub at: Timestamp,
    /// The game before the move; `Err`: why it (or a bot move after it) cannot be taken back.
    pub before: Result<Box<AnyGame>, Irreversible>,
}

/// A request waiting for answers.
#[derive(Clone, Debug)]
pub(super) struct UndoRequest {
    pub seat: Seat,
    /// The move it would take back.
    pub of: u64,
    /// The people asked, and what each answered so far.
    pub asked: Vec<(Seat, Option<bool>)>,
    pub expires: Timestamp,
}

impl Table {
    /// The people asked when `seat` wants a move back: every other seated person who plays
    /// their own seat (a bot standing in for an away player does not vote).
    fn undo_voters(&self, seat: Seat) -> Vec<Seat> {
        Seat::all(self.seats.len())
            .filter(|&s| s != seat && self.user_at(s).is_some() && !self.bot_plays(s))
            .collect()
    }

    /// What a game move does to the undo state: a person's move becomes the last move (with
    /// the game before it, if it may be taken back); a bot's move after it is taken back with
    /// it, if it may be; a pending request is cancelled by any move.
    pub(super) fn note_move(
        &mut self,
        entry: &LogEntry,
        seat: Seat,
        action: &AnyAction,
        before: Option<AnyGame>,
        events: &[Tagged<AnyEvent>],
    ) -> Option<Outgoing> {
        let cancelled = self.cancel_request();
        let Some(game) = &self.game else {
            return cancelled;
        };
        let why = game
            .irreversible(action, events)
            .or_else(|| game.outcome().map(|_| Irreversible::HandOver));
        match (entry.actor, before) {
            (Actor::User(_), Some(before)) => {
                self.last_move = Some(LastMove {
                    seat,
                    seq: entry.seq,
                    at: entry.at,
                    before: why.map_or_else(|| Ok(Box::new(before)), Err),
                });
            }
            // A bot's move, or the table's automatic pass, after a person's: taken back with
            // it.
            (Actor::Bot(_) | Actor::System, _) => {
                if let (Some(last), Some(why)) = (&mut self.last_move, why) {
                    last.before = Err(why);
                }
            }
            _ => self.last_move = None,
        }
        cancelled
    }

    /// Anything else that changes the game (a timeout, a new game, a seat leaving): the last
    /// move can no longer be taken back, and a pending request is cancelled.
    pub(super) fn forget_move(&mut self) -> Option<Outgoing> {
        self.last_move = None;
        self.cancel_request()
    }

    fn cancel_request(&mut self) -> Option<Outgoing> {
        let request = self.undo_request.take()?;
        Some(Outgoing::channel(Notice::UndoCancelled {
            seat: request.seat,
        }))
    }

    /// `/table undo` (or the Undo button, `button` naming the move it was on): the request to
    /// log, after checking that the user's last move may be taken back.
    pub(super) fn undo_op(
        &self,
        user: super::UserId,
        now: Timestamp,
        button: Option<u64>,
    ) -> Result<TableOp, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        if self.status != Status::Playing {
            return Err(TableError::NotStarted);
        }
        let last = self
            .last_move
            .as_ref()
            .filter(|m| m.seat == seat)
            .ok_or(TableError::NothingToUndo)?;
        if let Some(of) = button {
            if of != last.seq {
                return Err(TableError::NothingToUndo);
            }
            if now.0 - last.at.0 > UNDO_BUTTON_MS {
                return Err(TableError::UndoButtonExpired);
            }
        }
        if let Err(reason) = &last.before {
            return Err(TableError::Irreversible { reason: *reason });
        }
        if self.undo_request.is_some() {
            return Err(TableError::UndoPending);
        }
        Ok(TableOp::UndoAsk { seat, of: last.seq })
    }

    /// An answer to the pending request, by `user`.
    pub(super) fn undo_answer_op(
        &self,
        user: super::UserId,
        now: Timestamp,
        agree: bool,
    ) -> Result<TableOp, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let request = self
            .undo_request
            .as_ref()
            .ok_or(TableError::NoUndoRequest)?;
        if now >= request.expires {
            return Err(TableError::NoUndoRequest);
        }
        match request.asked.iter().find(|(s, _)| *s == seat) {
            Some((_, None)) => Ok(TableOp::UndoAnswer { seat, agree }),
            Some((_, Some(_))) => Err(TableError::UndoAlreadyAnswered),
            None => Err(TableError::UndoNotAsked),
        }
    }

    /// The undo to log now: the pending request has everyone's consent.
    pub(super) fn undo_granted(&self) -> Option<TableOp> {
        let request = self.undo_request.as_ref()?;
        request
            .asked
            .iter()
            .all(|(_, a)| *a == Some(true))
            .then_some(TableOp::Undo { of: request.of })
    }

    /// When the pending request lapses (for the clock).
    pub(super) fn undo_expires(&self) -> Option<Timestamp> {
        self.undo_request.as_ref().map(|r| r.expires)
    }

    /// Applies the undo operations (`apply_op` hands them here).
    pub(super) fn apply_undo_op(
        &mut self,
        entry: &LogEntry,
        out: &mut Vec<Outgoing>,
    ) -> Result<(), TableError> {
        match &entry.op {
            TableOp::UndoAsk { seat, of } => {
                let last = self
                    .last_move
                    .as_ref()
                    .filter(|m| m.seat == *seat && m.seq == *of);
                let Some(last) = last else {
                    return Err(TableError::NothingToUndo);
                };
                if let Err(reason) = &last.before {
                    return Err(TableError::Irreversible { reason: *reason });
                }
                if self.undo_request.is_some() {
                    return Err(TableError::UndoPending);
                }
                let asked = self.undo_voters(*seat);
                out.push(Outgoing::channel(Notice::UndoAsked {
                    seat: *seat,
                    asked: asked.clone(),
                    for_ms: UNDO_WINDOW_MS,
                }));
                for s in &asked {
                    if let Some(user) = self.user_at(*s) {
                        out.push(Outgoing::user(user, Notice::UndoVote { seat: *seat }));
                    }
                }
                self.undo_request = Some(UndoRequest {
                    seat: *seat,
                    of: *of,
                    asked: asked.into_iter().map(|s| (s, None)).collect(),
                    expires: entry.at.plus_millis(UNDO_WINDOW_MS),
                });
            }
            TableOp::UndoAnswer { seat, agree } => {
                let request = self
                    .undo_request
                    .as_mut()
                    .ok_or(TableError::NoUndoRequest)?;
                let answer = request
                    .asked
                    .iter_mut()
                    .find(|(s, _)| s == seat)
                    .ok_or(TableError::UndoNotAsked)?;
                if answer.1.is_some() {
                    return Err(TableError::UndoAlreadyAnswered);
                }
                answer.1 = Some(*agree);
                let of = request.seat;
                out.push(Outgoing::channel(Notice::UndoAnswered {
                    seat: *seat,
                    of,
                    agree: *agree,
                }));
                if !agree {
                    self.undo_request = None;
                }
            }
            TableOp::Undo { of } => {
                let granted = self.undo_granted() == Some(TableOp::Undo { of: *of });
                let last = self.last_move.take().filter(|m| m.seq == *of);
                let (Some(last), true) = (last, granted) else {
                    return Err(TableError::NothingToUndo);
                };
                let Ok(before) = last.before else {
                    return Err(TableError::NothingToUndo);
                };
                self.game = Some(*before);
                self.undo_request = None;
                out.push(Outgoing::channel(Notice::Undone { seat: last.seat }));
            }
            TableOp::UndoLapsed => {
                let request = self.undo_request.take().ok_or(TableError::NoUndoRequest)?;
                out.push(Outgoing::channel(Notice::UndoLapsed { seat: request.seat }));
            }
            _ => {}
        }
        Ok(())
    }
}

impl Table {
    /// The seat asking to take a move back, when `user` is asked and has not answered yet
    /// (their panel then offers Agree / Refuse).
    pub fn undo_vote(&self, user: super::UserId) -> Option<Seat> {
        let seat = self.seat_of(user)?;
        let request = self.undo_request.as_ref()?;
        request
            .asked
            .iter()
            .any(|(s, a)| *s == seat && a.is_none())
            .then_some(request.seat)
    }

    /// The log entry of `user`'s last move when it may still be taken back (for the Undo
    /// button on the reply to it).
    pub fn undoable_move(&self, user: super::UserId) -> Option<u64> {
        let seat = self.seat_of(user)?;
        self.last_move
            .as_ref()
            .filter(|m| m.seat == seat && m.before.is_ok() && self.undo_request.is_none())
            .map(|m| m.seq)
    }
}

//! The one place a table's state changes: `apply_op` applies a log entry — live, through
//! `Table::step`, or from the store, through `Table::replay` — so a replayed table is exactly
//! the table that was played. Also what an entry sets in motion: seats freed, events routed to
//! their audience, the game settled, the turn clocks restarted.

use super::log::{Actor, LogEntry, OnTimeout, TableOp};
use super::outbox::{Notice, Outgoing};
use super::seats::Occupant;
use super::{Status, Table, TableError, Timestamp};
use crate::games::any::{AnyEvent, AnyGame};
use crate::games::{Audience, BotParams, Seat, Tagged};

impl Table {
    /// Sends game events to their audience: public ones to the channel, private ones to the
    /// seat's player (bots read nothing).
    pub(super) fn route(&self, events: Vec<Tagged<AnyEvent>>) -> Vec<Outgoing> {
        events
            .into_iter()
            .filter_map(|t| match t.audience {
                Audience::Public => Some(Outgoing::channel(Notice::Event(t.event))),
                Audience::Private(seat) => self
                    .user_at(seat)
                    .map(|u| Outgoing::user(u, Notice::Event(t.event))),
            })
            .collect()
    }

    /// The one place state changes. Deterministic in `entry`, so replay rebuilds the table.
    pub(super) fn apply_op(&mut self, entry: &LogEntry) -> Result<Vec<Outgoing>, TableError> {
        if self.status == Status::Ended {
            return Err(TableError::Ended);
        }
        let mut out = Vec::new();
        match &entry.op {
            TableOp::Join { user, name } => {
                if self.seat_of(*user).is_some() {
                    return Err(TableError::AlreadySeated);
                }
                self.ensure_not_playing()?;
                let capacity = self.capacity();
                if self.seats.len() >= capacity {
                    return Err(TableError::TableFull { seats: capacity });
                }
                self.seats.push(Occupant::Human {
                    user: *user,
                    name: name.clone(),
                });
                out.push(Outgoing::channel(Notice::Joined {
                    seat: Seat::from_index(self.seats.len() - 1),
                    name: name.clone(),
                    seated: self.seats.len(),
                    seats: capacity,
                    fewest: self.fewest_to_start(),
                }));
            }
            TableOp::AddBot { name, level } => {
                self.ensure_not_playing()?;
                let capacity = self.capacity();
                if self.seats.len() >= capacity {
                    return Err(TableError::TableFull { seats: capacity });
                }
                self.seats.push(Occupant::Bot {
                    name: name.clone(),
                    level: *level,
                });
                out.push(Outgoing::channel(Notice::BotAdded {
                    seat: Seat::from_index(self.seats.len() - 1),
                    name: name.clone(),
                    level: *level,
                }));
            }
            TableOp::Leave { user } => {
                let seat = self.seat_of(*user).ok_or(TableError::NotSeated)?;
                out.extend(self.forget_move());
                out.extend(self.vacate(seat));
            }
            TableOp::Remove { seat } => {
                if seat.index() >= self.seats.len() {
                    return Err(TableError::NoSuchSeat { seat: *seat });
                }
                out.extend(self.forget_move());
                out.extend(self.vacate(*seat));
            }
            TableOp::Start {
                seed,
                algorithm: _,
                deal,
            } => {
                self.ensure_not_playing()?;
                let config = self.config_for_start()?;
                out.extend(self.forget_move());
                let (game, events) =
                    AnyGame::start(config, deal.clone(), *seed).map_err(TableError::Setup)?;
                self.game = Some(game);
                self.status = Status::Playing;
                self.games_played += 1;
                self.stand_ins.clear();
                self.digest.clear();
                if self.totals.len() != self.seats.len() {
                    self.totals = vec![0; self.seats.len()];
                }
                out.push(Outgoing::channel(Notice::Started {
                    kind: self.header.kind,
                    game: self.games_played,
                    names: self.names(),
                }));
                out.extend(self.route(events));
            }
            TableOp::Act { seat, action } => {
                let (Some(game), Status::Playing) = (&mut self.game, self.status) else {
                    return Err(TableError::NotStarted);
                };
                let to_act = game.to_act();
                if !to_act.contains(seat) {
                    return Err(TableError::NotYourTurn { to_act });
                }
                // The table's own move is an automatic pass (`auto_pass`): only the pass the
                // game forces, and its player is told why.
                let automatic = match entry.actor {
                    Actor::System => Some(
                        super::auto_pass::forced_why(game, *seat, action)
                            .ok_or(TableError::MovedOn)?,
                    ),
                    _ => None,
                };
                // A person's move may be taken back: keep the game as it was before it.
                let before = matches!(entry.actor, Actor::User(_)).then(|| game.clone());
                let events = game
                    .apply(*seat, action.clone())
                    .map_err(TableError::Rule)?;
                out.extend(self.note_move(entry, *seat, action, before, &events));
                // A player who acts takes their seat back from a stand-in bot.
                if matches!(entry.actor, Actor::User(_)) {
                    self.stand_ins.retain(|s| s != seat);
                    self.away.retain(|(s, _)| s != seat);
                }
                self.note_digest(*seat, &events);
                let moved = self.route(events);
                match automatic {
                    Some(why) => out.extend(self.tell_automatic(*seat, why, moved)),
                    None => out.extend(moved),
                }
            }
            TableOp::Timeout {
                seat,
                policy,
                action: logged,
                level,
            } => {
                out.extend(self.forget_move());
                let (Some(game), Status::Playing) = (&mut self.game, self.status) else {
                    return Err(TableError::NotStarted);
                };
                if !game.to_act().contains(seat) {
                    return Err(TableError::NotYourTurn {
                        to_act: game.to_act(),
                    });
                }
                let timed_out = Notice::TimedOut {
                    seat: *seat,
                    policy: *policy,
                };
                // A claim window's timeout would tell the channel who could claim: only the
                // seat's player hears of it.
                if game.in_claim_window() {
                    let user = self.seats.get(seat.index()).and_then(Occupant::user);
                    out.extend(user.map(|u| Outgoing::user(u, timed_out)));
                } else {
                    out.push(Outgoing::channel(timed_out));
                }
                let events = match policy {
                    OnTimeout::Forfeit => game.forfeit(*seat),
                    OnTimeout::Auto | OnTimeout::Bot => {
                        // The logged move; entries written before moves were logged ask
                        // the bot (seeded by the entry, no clock) or the safe move again.
                        let action = logged.clone().or_else(|| {
                            if *policy == OnTimeout::Bot {
                                game.bot_action_with(*seat, &BotParams::new(*level, entry.seq))
                            } else {
                                game.auto_action(*seat)
                            }
                        });
                        let action = action.ok_or(TableError::NotStarted)?;
                        game.apply(*seat, action).map_err(TableError::Rule)?
                    }
                };
                if *policy == OnTimeout::Bot && !self.stand_ins.contains(seat) {
                    self.stand_ins.push(*seat);
                }
                self.note_digest(*seat, &events);
                out.extend(self.route(events));
            }
            TableOp::Back { seat } => {
                let away = self.away.iter().any(|(s, _)| s == seat);
                if !self.stand_ins.contains(seat) && !away {
                    return Err(TableError::NoStandIn);
                }
                self.stand_ins.retain(|s| s != seat);
                self.away.retain(|(s, _)| s != seat);
                out.push(Outgoing::channel(Notice::Back { seat: *seat }));
            }
            TableOp::Away { seat, until } => {
                if seat.index() >= self.seats.len() {
                    return Err(TableError::NoSuchSeat { seat: *seat });
                }
                self.away.retain(|(s, _)| s != seat);
                self.away.push((*seat, *until));
                out.push(Outgoing::channel(Notice::Away {
                    seat: *seat,
                    for_ms: until.map(|u| u.0 - entry.at.0),
                }));
            }
            TableOp::Reminded { seat, deadline } => {
                let count = self
                    .reminded
                    .get_mut(seat.index())
                    .ok_or(TableError::NoSuchSeat { seat: *seat })?;
                *count += 1;
                if let Some(user) = self.user_at(*seat) {
                    out.push(Outgoing::user(
                        user,
                        Notice::Reminder {
                            seat: *seat,
                            left_ms: deadline.0 - entry.at.0,
                        },
                    ));
                }
            }
            TableOp::QuietHours {
                seat,
                extend_ms,
                spans,
            } => out.extend(self.apply_quiet(*seat, *extend_ms, spans)?),
            TableOp::UndoAsk { .. }
            | TableOp::UndoAnswer { .. }
            | TableOp::Undo { .. }
            | TableOp::UndoLapsed => self.apply_undo_op(entry, &mut out)?,
            TableOp::End { forfeit } => {
                self.forget_move();
                // A rated game ended in play: its concession first, settled like a leaver's
                // (docs/rules/<game>.md#leaving-a-rated-game).
                if let (Some(seat), Status::Playing) = (*forfeit, self.status)
                    && seat.index() < self.seats.len()
                    && let Some(game) = self.game.as_mut()
                {
                    let events = game.forfeit(seat);
                    out.extend(self.route(events));
                    out.extend(self.settle_if_over());
                }
                self.status = Status::Ended;
                out.push(Outgoing::channel(Notice::Ended));
                return Ok(out);
            }
        }
        out.extend(self.settle_if_over());
        self.update_clocks(entry.at);
        Ok(out)
    }

    /// Starts the clock of every seat that has just become due to act, and stops the others.
    pub(super) fn update_clocks(&mut self, at: Timestamp) {
        let n = self.seats.len();
        self.waiting_since.resize(n, None);
        self.reminded.resize(n, 0);
        self.quiet.resize(n, None);
        let to_act = self.to_act();
        for seat in Seat::all(n) {
            let i = seat.index();
            let due = to_act.contains(&seat);
            match (due, self.waiting_since[i]) {
                (true, None) => {
                    self.waiting_since[i] = Some(at);
                    self.reminded[i] = 0;
                    self.quiet[i] = None;
                }
                (false, Some(_)) => {
                    self.waiting_since[i] = None;
                    self.reminded[i] = 0;
                    self.quiet[i] = None;
                }
                _ => {}
            }
        }
    }

    pub(super) fn ensure_not_playing(&self) -> Result<(), TableError> {
        if self.status == Status::Playing {
            Err(TableError::AlreadyStarted)
        } else {
            Ok(())
        }
    }

    /// A seat goes: during a game its player concedes (the seat stays until the game is
    /// over); otherwise the seat is freed.
    pub(super) fn vacate(&mut self, seat: Seat) -> Vec<Outgoing> {
        let name = self.seats[seat.index()].name().to_string();
        if self.status == Status::Playing {
            let humans_stay = self
                .seats
                .iter()
                .enumerate()
                .any(|(i, o)| i != seat.index() && !o.is_bot());
            let events = self
                .game
                .as_mut()
                .map(|g| {
                    if humans_stay {
                        g.leave(seat)
                    } else {
                        g.forfeit(seat)
                    }
                })
                .unwrap_or_default();
            let mut out = vec![Outgoing::channel(Notice::Left { name })];
            let goes_on = self.game.as_ref().is_some_and(|g| g.outcome().is_none());
            if goes_on {
                // The game plays on without the leaver (幺地人): a bot takes the seat, with its
                // score, until the match ends.
                let bot = self.free_bot_name();
                let level = crate::games::Level::default();
                self.seats[seat.index()] = Occupant::Bot {
                    name: bot.clone(),
                    level,
                };
                self.stand_ins.retain(|s| *s != seat);
                out.push(Outgoing::channel(Notice::BotAdded {
                    seat,
                    name: bot,
                    level,
                }));
            }
            out.extend(self.route(events));
            return out;
        }
        self.seats.remove(seat.index());
        if seat.index() < self.waiting_since.len() {
            self.waiting_since.remove(seat.index());
            self.reminded.remove(seat.index());
        }
        if seat.index() < self.quiet.len() {
            self.quiet.remove(seat.index());
        }
        if seat.index() < self.digest.len() {
            self.digest.remove(seat.index());
        }
        // Running totals follow the seats that stay.
        if seat.index() < self.totals.len() {
            self.totals.remove(seat.index());
        }
        vec![Outgoing::channel(Notice::Removed { name })]
    }

    /// When the game has just ended: add its scores to the totals and announce them.
    pub(super) fn settle_if_over(&mut self) -> Vec<Outgoing> {
        if self.status != Status::Playing {
            return Vec::new();
        }
        let Some(outcome) = self.game.as_ref().and_then(AnyGame::outcome) else {
            return Vec::new();
        };
        self.status = Status::Finished;
        self.stand_ins.clear();
        for (t, s) in self.totals.iter_mut().zip(&outcome.scores) {
            *t += s;
        }
        vec![Outgoing::channel(Notice::GameOver {
            outcome,
            totals: self.totals.clone(),
        })]
    }
}

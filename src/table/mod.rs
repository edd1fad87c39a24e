//! The application layer: a table is a game kind, its options, seats (people and bots), and the
//! log of accepted operations. It knows that seats are users, that time passes (the caller
//! passes `now`) and that every accepted operation is appended to the log before anyone is told
//! it happened. It emits an outbox of notices for the channel or for one user; it never talks to
//! Discord or the terminal itself.
//!
//! `handle` turns a command into log entries and applies them; `replay` applies stored entries.
//! Both go through `apply_op`, the only place state changes, so a replayed table is exactly
//! the table that was played.

mod apply;
mod auto_pass;
pub mod bot_budget;
mod bot_moves;
mod claim_questions;
pub mod clock;
pub mod command;
mod digest;
pub mod error;
pub mod hint;
pub mod ids;
pub mod log;
mod op_for;
pub mod outbox;
pub mod ownership;
pub mod posts;
pub mod quiet;
pub mod registry;
pub mod seats;
pub mod store;
pub mod timing;
mod turn_clock;
pub mod undo;

pub use bot_budget::BotBudget;
pub use clock::{Clock, ManualClock, SystemClock};
pub use command::{Command, Ctx};
pub use error::TableError;
pub use ids::{ChannelId, GuildId, TableId, Timestamp, UserId};
pub use log::{Actor, LogEntry, OnTimeout, TableHeader, TableOp, TableRecord};
pub use outbox::{Notice, Outgoing, Recipient};
pub use quiet::{QuietSource, QuietSpans};
pub use seats::Occupant;
pub use timing::Timing;

use crate::games::any::{AnyAction, AnyConfig, AnyEvent, AnyGame, AnyView};
use crate::games::{Seat, TurnKind};
use serde::Serialize;
use std::collections::HashSet;

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Seating players; no game yet.
    Lobby,
    Playing,
    /// A game finished; the same seats may start another.
    Finished,
    /// Closed for good.
    Ended,
}

/// What a command produced: the entries to persist (in order) and the notices to deliver once
/// they are durable.
#[derive(Clone, Debug, Default)]
pub struct Handled {
    pub entries: Vec<LogEntry>,
    pub outbox: Vec<Outgoing>,
}

/// The table a command (or a clock tick) leads to, and what it did. Not yet durable: the
/// registry turns it into a `registry::Durable` after appending the entries, and only a
/// `Durable` is delivered.
#[derive(Debug)]
pub struct Step {
    pub next: Table,
    pub handled: Handled,
}

impl Step {
    /// Makes `table` the next table (no store: tests, the terminal's replicas).
    pub fn swap_into(self, table: &mut Table) -> Handled {
        *table = self.next;
        self.handled
    }
}

/// The public state of a table, for `/table status`.
#[derive(Clone, Debug, Serialize)]
pub struct StatusView {
    pub id: TableId,
    pub kind: crate::games::any::GameKind,
    pub status: Status,
    pub names: Vec<String>,
    pub bots: Vec<bool>,
    pub seats: usize,
    pub to_act: Vec<Seat>,
    pub claim: bool,
    /// What the seats to act are doing (bidding, exchanging, playing).
    pub turn: TurnKind,
    pub games_played: u32,
    pub totals: Vec<i64>,
    pub game: Option<AnyView>,
    /// When each seat to act must have acted (people only; bots act at once).
    pub deadlines: Vec<(Seat, Timestamp)>,
    /// The time the view was taken, to show "time left".
    pub now: Timestamp,
}

#[derive(Clone, Debug)]
pub struct Table {
    header: TableHeader,
    seats: Vec<Occupant>,
    status: Status,
    game: Option<AnyGame>,
    games_played: u32,
    totals: Vec<i64>,
    next_seq: u64,
    keys: HashSet<String>,
    /// Seats a bot plays for after `on_timeout = bot`, until their player acts again.
    stand_ins: Vec<Seat>,
    /// Seats whose players said they are away (`/table away`), with when they are back by
    /// themselves: a bot plays for them, game after game, until then or `/table back`.
    away: Vec<(Seat, Option<Timestamp>)>,
    timing: Timing,
    /// Per seat: since when it has been due to act (its turn clock's start), from the log.
    waiting_since: Vec<Option<Timestamp>>,
    /// Per seat: reminders already sent for the current clock.
    reminded: Vec<u8>,
    /// Per seat: the logged quiet-hours decision for the current clock (`quiet`).
    quiet: Vec<Option<quiet::QuietClock>>,
    /// Where people's quiet hours come from (not logged: only the decisions are).
    quiet_source: quiet::QuietSourceRef,
    /// Per seat: the other seats' public events since it last moved (`digest`).
    digest: Vec<Vec<crate::games::any::AnyEvent>>,
    /// The last move a person made, and the game before it (for `/table undo`).
    last_move: Option<undo::LastMove>,
    /// A request to take a move back, waiting for answers.
    undo_request: Option<undo::UndoRequest>,
    /// How this table's bots share the machine with other tables' (`bot_budget`; not logged:
    /// the moves are).
    bot_budget: Option<std::sync::Arc<BotBudget>>,
}

impl Table {
    /// A new, empty table. Its options are checked now, so a bad option fails at `/table new`.
    pub fn open(header: TableHeader) -> Result<Table, TableError> {
        let (_, timing) = Timing::check(header.kind, &header.options)?;
        Ok(Table {
            header,
            seats: Vec::new(),
            status: Status::Lobby,
            game: None,
            games_played: 0,
            totals: Vec::new(),
            next_seq: 0,
            keys: HashSet::new(),
            stand_ins: Vec::new(),
            away: Vec::new(),
            timing,
            waiting_since: Vec::new(),
            reminded: Vec::new(),
            quiet: Vec::new(),
            quiet_source: quiet::QuietSourceRef::default(),
            digest: Vec::new(),
            last_move: None,
            undo_request: None,
            bot_budget: None,
        })
    }

    /// Rebuilds a table from its log.
    pub fn replay(header: TableHeader, entries: &[LogEntry]) -> Result<Table, TableError> {
        let mut table = Table::open(header)?;
        for entry in entries {
            table.apply_entry(entry)?;
        }
        Ok(table)
    }

    /// Applies one stored entry (replay step by step), returning what it announced.
    pub fn apply_entry(&mut self, entry: &LogEntry) -> Result<Vec<Outgoing>, TableError> {
        let out = self.apply_op(entry)?;
        self.record(entry);
        Ok(out)
    }

    pub fn header(&self) -> &TableHeader {
        &self.header
    }

    pub fn id(&self) -> TableId {
        self.header.id
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn game(&self) -> Option<&AnyGame> {
        self.game.as_ref()
    }

    /// A move `seat` made, as the game offers it (`AnyGame::typed`: a Dou Dizhu play main
    /// part first, `play 99944`), the words the channel and the buttons use; its plain
    /// `command_text` with no game.
    pub fn move_text(&self, seat: Seat, action: &AnyAction) -> String {
        self.game
            .as_ref()
            .map_or_else(|| action.command_text(), |game| game.typed(seat, action))
    }

    pub fn seats(&self) -> &[Occupant] {
        &self.seats
    }

    /// Seats a bot is playing for since their clock ran out (`on_timeout = bot`).
    pub fn stand_ins(&self) -> &[Seat] {
        &self.stand_ins
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|o| o.name().to_string()).collect()
    }

    /// "Bot 1", "Bot 2" …: the first such name no seat has. Counting the bots would name a bot
    /// added after another was removed (or a person called "Bot 2") like someone already
    /// seated, and the channel could not tell the two apart.
    pub(crate) fn free_bot_name(&self) -> String {
        (1..)
            .map(|n| format!("Bot {n}"))
            .find(|name| self.seats.iter().all(|o| o.name() != name))
            .expect("a table has finitely many seats")
    }

    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// Whether an operation with this idempotency key is already in the log.
    pub fn has_key(&self, key: &str) -> bool {
        self.keys.contains(key)
    }

    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .position(|o| o.user() == Some(user))
            .map(Seat::from_index)
    }

    pub fn user_at(&self, seat: Seat) -> Option<UserId> {
        self.seats.get(seat.index()).and_then(Occupant::user)
    }

    /// Seats whose moves a bot makes (bot seats, timed-out stand-ins, players away).
    pub fn bot_plays(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()).is_some_and(Occupant::is_bot)
            || self.stand_ins.contains(&seat)
            || self.away.iter().any(|(s, _)| *s == seat)
    }

    /// Who must act now (empty unless a game is running).
    pub fn to_act(&self) -> Vec<Seat> {
        match (&self.game, self.status) {
            (Some(g), Status::Playing) => g.to_act(),
            _ => Vec::new(),
        }
    }

    /// Who must act, as the channel may know it: nobody by name during a claim window.
    pub fn public_to_act(&self) -> Vec<Seat> {
        if self.game.as_ref().is_some_and(AnyGame::in_claim_window) {
            Vec::new()
        } else {
            self.to_act()
        }
    }

    /// People who must act now.
    pub fn users_to_act(&self) -> Vec<UserId> {
        self.to_act()
            .into_iter()
            .filter(|&s| !self.bot_plays(s))
            .filter_map(|s| self.user_at(s))
            .collect()
    }

    /// Whether the table sends pictures (`images=off` sends none; docs/images.md#on-discord).
    pub fn images_on(&self) -> bool {
        self.header.options.flag(&timing::IMAGES).unwrap_or(true)
    }

    /// The game's own settings: the table's options less the table-wide keys (turn clocks).
    fn game_options(&self) -> crate::games::Options {
        self.header.options.split(timing::TABLE_OPTION_SPECS).1
    }

    /// Most seats this table can take: what the settings fix (`players=3`), else the most the
    /// game allows.
    pub fn capacity(&self) -> usize {
        let options = self.game_options();
        let fixed = options.get("players").is_some();
        match self.header.kind.configure(&options) {
            Ok(config) if fixed => config.seat_count(),
            _ => *self.header.kind.seats().end(),
        }
    }

    /// The fewest seated a game starts with: the `players` setting when the table fixed it,
    /// else the game's smallest table.
    pub fn fewest_to_start(&self) -> usize {
        let options = self.game_options();
        match options.get("players") {
            Some(_) => self.capacity(),
            None => *self.header.kind.seats().start(),
        }
    }

    /// The config a game started now would get: the `players` setting defaults to the number
    /// of seated players when the table did not fix it.
    fn config_for_start(&self) -> Result<AnyConfig, TableError> {
        let kind = self.header.kind;
        let mut options = self.game_options();
        let has_players_option = kind.option_specs().iter().any(|s| s.key == "players");
        if has_players_option && options.get("players").is_none() {
            options = options.with("players", self.seats.len());
        }
        let config = kind
            .configure(&options)
            .map_err(|_| TableError::WrongPlayerCount {
                have: self.seats.len(),
                need: self.players_needed(),
            })?;
        if config.seat_count() != self.seats.len() {
            return Err(TableError::WrongPlayerCount {
                have: self.seats.len(),
                need: config.seat_count().to_string(),
            });
        }
        Ok(config)
    }

    /// "3", "3–4", "2–4": what the game accepts, for messages.
    fn players_needed(&self) -> String {
        let seats = self.header.kind.seats();
        if seats.start() == seats.end() {
            seats.start().to_string()
        } else {
            format!("{}–{}", seats.start(), seats.end())
        }
    }

    /// The acting user's private view of the game (`/hand`).
    pub fn hand(&self, user: UserId) -> Result<AnyView, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let game = self.game.as_ref().ok_or(TableError::NotStarted)?;
        Ok(game.view(seat))
    }

    pub fn status_view(&self, now: Timestamp) -> StatusView {
        StatusView {
            id: self.header.id,
            kind: self.header.kind,
            status: self.status,
            names: self.names(),
            bots: self.seats.iter().map(Occupant::is_bot).collect(),
            seats: self
                .game
                .as_ref()
                .map_or_else(|| self.capacity(), AnyGame::seat_count),
            to_act: self.public_to_act(),
            claim: self.game.as_ref().is_some_and(AnyGame::in_claim_window),
            turn: self.turn_kind(),
            games_played: self.games_played,
            totals: self.totals.clone(),
            game: self.game.as_ref().map(AnyGame::public_view),
            deadlines: self
                .public_to_act()
                .into_iter()
                .filter_map(|s| self.deadline(s).map(|d| (s, d)))
                .collect(),
            now,
        }
    }

    pub fn timing(&self) -> &Timing {
        &self.timing
    }

    /// What `user` could do now, as the commands they would type (`play 33344`), for
    /// autocomplete and help.
    pub fn legal_commands(&self, user: UserId) -> Vec<String> {
        self.legal_moves(user).into_iter().map(|(_, c)| c).collect()
    }

    /// `legal_commands` with each command's action.
    pub fn legal_moves(&self, user: UserId) -> Vec<(AnyAction, String)> {
        self.playing(user).map_or_else(Vec::new, |(seat, game)| {
            game.legal_actions(seat)
                .into_iter()
                .map(|a| {
                    let typed = game.typed(seat, &a);
                    (a, typed)
                })
                .collect()
        })
    }

    /// What `user` could do now, likeliest first (the game's `suggested_actions`): what a
    /// frontend offers as buttons and suggestions.
    pub fn suggested_actions(&self, user: UserId) -> Vec<AnyAction> {
        self.playing(user)
            .map_or_else(Vec::new, |(seat, game)| game.suggested_actions(seat))
    }

    /// `user`'s seat and the game, while a game is being played and `user` sits at it.
    fn playing(&self, user: UserId) -> Option<(Seat, &AnyGame)> {
        if self.status != Status::Playing {
            return None;
        }
        Some((self.seat_of(user)?, self.game.as_ref()?))
    }

    /// What `user` is asked in the open claim window, while their answer is awaited (private
    /// to them).
    pub fn claim_question(&self, user: UserId) -> Option<AnyEvent> {
        let seat = self.seat_of(user)?;
        self.game.as_ref()?.claim_question(seat)
    }

    /// Whether a claim window is open (who may claim is then hidden from everyone else).
    pub fn in_claim_window(&self) -> bool {
        self.status == Status::Playing && self.game.as_ref().is_some_and(AnyGame::in_claim_window)
    }

    /// What the seats to act are doing: "to bid" or "to exchange", else "to play".
    pub fn turn_kind(&self) -> TurnKind {
        self.game
            .as_ref()
            .map_or(TurnKind::Play, AnyGame::turn_kind)
    }

    /// Applies a command atomically: on `Err` the table is unchanged; on `Ok` the entries are
    /// what the caller must persist before delivering the outbox.
    pub fn handle(&mut self, ctx: &Ctx, command: Command) -> Result<Handled, TableError> {
        Ok(self.step(ctx, command)?.swap_into(self))
    }

    /// `handle` without touching this table: the table the command leads to and what it did.
    /// The registry appends the entries, and only then swaps the new table in — one copy of
    /// the table per command, and nothing to roll back when the append fails.
    pub fn step(&self, ctx: &Ctx, command: Command) -> Result<Step, TableError> {
        let mut next = self.clone();
        let handled = next.handle_inner(ctx, command)?;
        Ok(Step { next, handled })
    }

    fn handle_inner(&mut self, ctx: &Ctx, command: Command) -> Result<Handled, TableError> {
        if self.status == Status::Ended {
            return Err(TableError::Ended);
        }
        if let Some(key) = &ctx.key
            && self.keys.contains(key)
        {
            return Err(TableError::AlreadyApplied);
        }
        let before = self.turn_state();
        let op = self.op_for(ctx, command)?;
        let mut handled = Handled::default();
        self.commit(
            ctx.now,
            Actor::User(ctx.user),
            ctx.key.clone(),
            op,
            &mut handled,
        )?;
        // Everyone asked agreed (or nobody was to be asked): the undo itself.
        if let Some(op) = self.undo_granted() {
            self.commit(ctx.now, Actor::System, None, op, &mut handled)?;
        }
        self.run_bots(ctx.now, &mut handled)?;
        self.decide_quiet(ctx.now, &mut handled)?;
        self.announce_turn(&before, &mut handled);
        Ok(handled)
    }

    /// The outbox `entries` (one command's, as stored) made when they were first handled:
    /// applied again in order, with the same turn announcement after them. A resent request
    /// is answered with it.
    pub fn retell(&mut self, entries: &[LogEntry]) -> Result<Handled, TableError> {
        let before = self.turn_state();
        let mut handled = Handled::default();
        for e in entries {
            let notices = self.apply_entry(e)?;
            handled.outbox.extend(notices);
            handled.entries.push(e.clone());
        }
        self.announce_turn(&before, &mut handled);
        Ok(handled)
    }

    /// Applies `op` and, if accepted, appends its entry.
    pub(super) fn commit(
        &mut self,
        now: Timestamp,
        actor: Actor,
        key: Option<String>,
        op: TableOp,
        handled: &mut Handled,
    ) -> Result<(), TableError> {
        let entry = LogEntry {
            seq: self.next_seq,
            at: now,
            actor,
            key,
            op,
        };
        let notices = self.apply_op(&entry)?;
        self.record(&entry);
        handled.outbox.extend(notices);
        handled.entries.push(entry);
        Ok(())
    }

    fn record(&mut self, entry: &LogEntry) {
        self.next_seq = entry.seq + 1;
        if let Some(k) = &entry.key {
            self.keys.insert(k.clone());
        }
    }

    /// Who was to act, and whether in a claim window: taken before a change, to announce
    /// what the change did to the turn.
    fn turn_state(&self) -> (Vec<Seat>, bool) {
        let claim = self.game.as_ref().is_some_and(AnyGame::in_claim_window);
        (self.to_act(), claim)
    }

    /// After a change: say whose turn it is, and prompt the people who must act. A move that
    /// ends a turn prompts whoever acts next, even the same seat again (the Dou Dizhu landlord
    /// who bid 3 now leads; a trick's winner leads the next); a step within a turn (Chowdah's
    /// draw) or one answer in a claim window prompts only seats newly due.
    fn announce_turn(&self, before: &(Vec<Seat>, bool), handled: &mut Handled) {
        self.settle_questions(&mut handled.outbox);
        let (before, claim_before) = before;
        let now = self.to_act();
        if now.is_empty() {
            return;
        }
        let claim = self.game.as_ref().is_some_and(AnyGame::in_claim_window);
        let moved = handled.entries.iter().any(|e| {
            matches!(
                e.op,
                TableOp::Act { .. }
                    | TableOp::Timeout { .. }
                    | TableOp::Start { .. }
                    | TableOp::Undo { .. }
            )
        });
        let mid_turn = self.game.as_ref().is_some_and(AnyGame::mid_turn);
        let new_turn = moved && !mid_turn && !(claim && *claim_before);
        let fresh: Vec<Seat> = now
            .iter()
            .copied()
            .filter(|s| new_turn || !before.contains(s))
            .collect();
        if fresh.is_empty() {
            return;
        }
        // Who may claim is hidden information (it says what they hold): the channel only
        // hears that claims are awaited; each claimant is asked privately.
        handled.outbox.push(Outgoing::channel(Notice::Turn {
            seats: if claim { Vec::new() } else { now.clone() },
            claim,
            turn: self.turn_kind(),
        }));
        for seat in fresh {
            if self.bot_plays(seat) {
                continue;
            }
            if let Some(user) = self.user_at(seat) {
                handled
                    .outbox
                    .push(Outgoing::user(user, Notice::YourTurn { seat, claim }));
            }
        }
    }
}

#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;

//! Where the league is kept: the [`LeagueStore`] trait every backend implements (SQLite and
//! PostgreSQL in `sql/`), and the records it keeps — seasons, results, standings, admin
//! actions, a guild's settings.
//!
//! Each method is a whole operation, so that a backend keeps each write in one transaction
//! (a result, the ratings it moves, how far its table's log was read and the guild's new
//! version go together). The rating system stays the league's: a store is handed how a
//! result moves ratings ([`Rate`]) and never computes one itself.
//!
//! The league derives its results from the tables' logs, and a store answers which tables'
//! logs to read: the SQL store shares its database with the table store and asks that
//! database (`tables` beside `league_synced`) rather than each table one by one.

use super::derive::{GameResult, SeatResult, Unrated};
use super::error::LeagueError;
use super::rating::Ratings;
use crate::games::any::GameKind;
use crate::table::log::TableRecord;
use crate::table::{GuildId, TableId, Timestamp, UserId};
use serde::{Deserialize, Serialize};
use std::future::Future;
use std::pin::Pin;

/// A store's answer, boxed so `League` can hold any backend as `dyn LeagueStore`.
pub type LeagueFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, LeagueError>> + Send + 'a>>;

/// How a result moves its players' ratings (`rating::apply`).
pub type Rate = fn(&mut Ratings, &[SeatResult]);

/// The league's records, for every guild.
pub trait LeagueStore: std::fmt::Debug + Send + Sync + 'static {
    /// Whether the store can read the tables' logs (`false`: a league fed by `record` alone,
    /// as `paiju stdio` without a database is; it has nothing to catch up or rebuild from).
    fn reads_logs(&self) -> bool;

    /// The guild tables (of `guild`, or of every guild) whose log grew past what was derived
    /// from it, oldest first.
    fn tables_behind(&self, guild: Option<GuildId>) -> LeagueFuture<'_, Vec<TableId>>;

    /// Every table that belongs to a guild, by id.
    fn guild_tables(&self) -> LeagueFuture<'_, Vec<TableId>>;

    /// A table's log (`None`: no such table, or no logs to read).
    fn table_log(&self, table: TableId) -> LeagueFuture<'_, Option<TableRecord>>;

    /// Stores the results of `table` (derived from its log up to `last_seq`) not stored yet
    /// and moves, with `rate`, the current standings their players are in; marks the log read
    /// to `last_seq`. One write, under the guild's lock. Returns how many results were new.
    fn record<'a>(
        &'a self,
        guild: GuildId,
        results: &'a [GameResult],
        table: TableId,
        last_seq: i64,
        rate: Rate,
    ) -> LeagueFuture<'a, usize>;

    /// Replaces every result with `results` (in the order their games ended), each table's
    /// log read to its `synced` position; every snapshot dropped, every counter of results
    /// started again, the admins' corrections re-applied; `guilds` (sorted) are locked and
    /// their versions moved. One write.
    fn rebuild<'a>(
        &'a self,
        results: &'a [(GuildId, GameResult)],
        synced: &'a [(TableId, i64)],
        guilds: &'a [GuildId],
    ) -> LeagueFuture<'a, ()>;

    /// A guild's results (of one game, or all), in the order they apply: by when their games
    /// ended, then table, then game number.
    fn results(
        &self,
        guild: GuildId,
        kind: Option<GameKind>,
    ) -> LeagueFuture<'_, Vec<StoredResult>>;

    /// One result of a guild.
    fn result(&self, guild: GuildId, id: i64) -> LeagueFuture<'_, Option<StoredResult>>;

    /// How many counted (rated, not void) results each game has in a scope.
    fn rated_counts(
        &self,
        guild: GuildId,
        scope: Scope,
    ) -> LeagueFuture<'_, Vec<(GameKind, usize)>>;

    /// The guild's league version, moved by every change (0 before the first).
    fn version(&self, guild: GuildId) -> LeagueFuture<'_, i64>;

    /// The season running in `guild` at `at` that rates `kind`, if any.
    fn season_at(
        &self,
        guild: GuildId,
        kind: GameKind,
        at: Timestamp,
    ) -> LeagueFuture<'_, Option<i64>>;

    /// The kept standings of a game in a scope if they are current at `version`, in no
    /// particular order.
    fn snapshot(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
    ) -> LeagueFuture<'_, Option<Vec<Standing>>>;

    /// Keeps `standings`, computed at `version`, as the snapshot — unless the guild's league
    /// has moved since (then the next look computes them again).
    fn keep_snapshot<'a>(
        &'a self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
        standings: &'a [Standing],
    ) -> LeagueFuture<'a, ()>;

    /// The guild's settings (the defaults when none were set).
    fn settings(&self, guild: GuildId) -> LeagueFuture<'_, GuildSettings>;

    /// Every guild that chose a language of its own.
    fn language_overrides(&self) -> LeagueFuture<'_, Vec<(GuildId, String)>>;

    /// Replaces the guild's settings, kept as an action of `by`.
    fn set_settings<'a>(
        &'a self,
        guild: GuildId,
        settings: &'a GuildSettings,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()>;

    /// The guild's seasons, oldest first.
    fn seasons(&self, guild: GuildId) -> LeagueFuture<'_, Vec<Season>>;

    /// Starts a season (its id the guild's next), kept as an action of `by`; refused with
    /// `SeasonRunning` while one runs. Returns its id.
    fn start_season<'a>(
        &'a self,
        guild: GuildId,
        name: &'a str,
        kind: Option<GameKind>,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, i64>;

    /// Ends `season`, kept as an action of `by`; refused with `NoSeason` when it has ended.
    fn end_season<'a>(
        &'a self,
        guild: GuildId,
        season: &'a Season,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()>;

    /// Voids or corrects `result`, kept as an action of `by` with `reason` (by table and
    /// game number, so that a rebuild re-applies it); the standings of its game go stale.
    /// A void of a void result is refused with `AlreadyVoid`.
    fn amend<'a>(
        &'a self,
        guild: GuildId,
        result: &'a StoredResult,
        change: &'a Amendment,
        reason: &'a str,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()>;

    /// What admins did in the guild, newest first.
    fn actions(&self, guild: GuildId, limit: i64) -> LeagueFuture<'_, Vec<Action>>;
}

/// What an admin changes in a result.
#[derive(Clone, Debug, PartialEq)]
pub enum Amendment {
    Void,
    /// The corrected seats (new scores, ranks recomputed from them).
    Correct(Vec<SeatResult>),
}

/// A guild's settings (`/settings`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GuildSettings {
    /// Members with this role are league admins.
    pub admin_role: Option<u64>,
    /// Options every new table of the guild starts from (`KEY=VALUE …`).
    pub table_options: Option<String>,
    /// The server's language, over each member's own.
    pub locale: Option<String>,
}

/// A season of a guild.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Season {
    pub id: i64,
    pub name: String,
    /// The one game it rates; `None`: every game.
    pub kind: Option<GameKind>,
    pub started_at: Timestamp,
    pub ended_at: Option<Timestamp>,
}

/// Which results a rating counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Season(i64),
    AllTime,
}

impl Scope {
    /// As stored in snapshots: the season's id, 0 for all-time.
    pub fn key(self) -> i64 {
        match self {
            Scope::Season(id) => id,
            Scope::AllTime => 0,
        }
    }
}

/// A stored result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StoredResult {
    pub id: i64,
    pub table: TableId,
    pub game_no: u32,
    pub kind: GameKind,
    pub season: Option<i64>,
    pub rated: bool,
    pub unrated: Option<Unrated>,
    pub void: bool,
    pub started_at: Timestamp,
    pub ended_at: Timestamp,
    pub seats: Vec<SeatResult>,
    /// An admin corrected its seats.
    pub corrected: bool,
}

impl StoredResult {
    /// Counts for ratings.
    pub fn counts(&self) -> bool {
        self.rated && !self.void
    }
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    pub user: UserId,
    pub mu: f64,
    pub sigma: f64,
    pub rating: f64,
    pub games: u32,
    pub wins: u32,
}

/// What an admin did, for `/league history`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Action {
    pub id: i64,
    pub action: String,
    pub result: Option<i64>,
    pub detail: Option<String>,
    pub reason: Option<String>,
    pub by: UserId,
    pub at: Timestamp,
}

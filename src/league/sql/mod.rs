//! The league's records in the database (`migrations/0003_league.sql` and after), on SQLite
//! and PostgreSQL through the same portable SQL as the table store: the SQL [`LeagueStore`].
//!
//! It shares its database with the table store, and so reads the tables' logs from there:
//! which tables are behind is one query joining `tables`, `entries` and `league_synced`.

mod admin;
mod incremental;
mod results;
mod rows;
mod snapshots;

use super::derive::GameResult;
use super::error::LeagueError;
use super::store::{
    Action, Amendment, GuildSettings, LeagueFuture, LeagueStore, Rate, Scope, Season, Standing,
    StoredResult,
};
use crate::games::any::GameKind;
use crate::store::{Backend, SqlStore};
use crate::table::log::TableRecord;
use crate::table::store::Store;
use crate::table::{GuildId, TableId, Timestamp, UserId};
use rows::Tx;
use sqlx::AnyPool;
use std::sync::Arc;

/// The league over a database. Cheap to clone.
#[derive(Clone, Debug)]
pub struct SqlLeagueStore {
    pool: AnyPool,
    backend: Backend,
    /// The table store over the same database, to read logs (`None`: a league fed by
    /// `record` alone, as `paiju stdio` without a database is).
    tables: Option<SqlStore>,
    /// This process's league writes, one at a time (SQLite has one writer anyway).
    writer: Arc<tokio::sync::Mutex<()>>,
}

impl SqlLeagueStore {
    /// The league in the table store's database (its migrations are already applied).
    pub fn new(store: &SqlStore) -> SqlLeagueStore {
        SqlLeagueStore {
            pool: store.pool().clone(),
            backend: store.backend(),
            tables: Some(store.clone()),
            writer: Arc::default(),
        }
    }

    /// A league in memory (one SQLite connection kept open), fed only by `record`.
    pub async fn memory() -> Result<SqlLeagueStore, LeagueError> {
        let pool = crate::store::memory_pool().await?;
        Ok(SqlLeagueStore {
            pool,
            backend: Backend::Sqlite,
            tables: None,
            writer: Arc::default(),
        })
    }

    /// A write: this process's turn, then the database's transaction (on SQLite taking the
    /// write lock at once, so that two writers never both read and then both wait).
    async fn begin_write(&self) -> Result<(tokio::sync::OwnedMutexGuard<()>, Tx), LeagueError> {
        let guard = self.writer.clone().lock_owned().await;
        let tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        Ok((guard, tx))
    }

    async fn table_log(&self, table: TableId) -> Result<Option<TableRecord>, LeagueError> {
        let Some(store) = &self.tables else {
            return Ok(None);
        };
        store
            .load(table)
            .await
            .map_err(|e| LeagueError::Store(e.to_string()))
    }
}

impl LeagueStore for SqlLeagueStore {
    fn reads_logs(&self) -> bool {
        self.tables.is_some()
    }

    fn tables_behind(&self, guild: Option<GuildId>) -> LeagueFuture<'_, Vec<TableId>> {
        Box::pin(results::tables_behind(&self.pool, guild))
    }

    fn guild_tables(&self) -> LeagueFuture<'_, Vec<TableId>> {
        Box::pin(results::guild_tables(&self.pool))
    }

    fn table_log(&self, table: TableId) -> LeagueFuture<'_, Option<TableRecord>> {
        Box::pin(SqlLeagueStore::table_log(self, table))
    }

    fn record<'a>(
        &'a self,
        guild: GuildId,
        results: &'a [GameResult],
        table: TableId,
        last_seq: i64,
        rate: Rate,
    ) -> LeagueFuture<'a, usize> {
        Box::pin(results::record(self, guild, results, table, last_seq, rate))
    }

    fn rebuild<'a>(
        &'a self,
        results: &'a [(GuildId, GameResult)],
        synced: &'a [(TableId, i64)],
        guilds: &'a [GuildId],
    ) -> LeagueFuture<'a, ()> {
        Box::pin(results::rebuild(self, results, synced, guilds))
    }

    fn results(
        &self,
        guild: GuildId,
        kind: Option<GameKind>,
    ) -> LeagueFuture<'_, Vec<StoredResult>> {
        Box::pin(results::results(&self.pool, guild, kind))
    }

    fn result(&self, guild: GuildId, id: i64) -> LeagueFuture<'_, Option<StoredResult>> {
        Box::pin(results::result(&self.pool, guild, id))
    }

    fn rated_counts(
        &self,
        guild: GuildId,
        scope: Scope,
    ) -> LeagueFuture<'_, Vec<(GameKind, usize)>> {
        Box::pin(results::rated_counts(&self.pool, guild, scope))
    }

    fn version(&self, guild: GuildId) -> LeagueFuture<'_, i64> {
        Box::pin(rows::version(&self.pool, guild))
    }

    fn season_at(
        &self,
        guild: GuildId,
        kind: GameKind,
        at: Timestamp,
    ) -> LeagueFuture<'_, Option<i64>> {
        Box::pin(results::season_at(&self.pool, guild, kind, at))
    }

    fn snapshot(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
    ) -> LeagueFuture<'_, Option<Vec<Standing>>> {
        Box::pin(snapshots::snapshot(&self.pool, guild, kind, scope, version))
    }

    fn keep_snapshot<'a>(
        &'a self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
        standings: &'a [Standing],
    ) -> LeagueFuture<'a, ()> {
        Box::pin(snapshots::keep(
            self, guild, kind, scope, version, standings,
        ))
    }

    fn settings(&self, guild: GuildId) -> LeagueFuture<'_, GuildSettings> {
        Box::pin(admin::settings(&self.pool, guild))
    }

    fn language_overrides(&self) -> LeagueFuture<'_, Vec<(GuildId, String)>> {
        Box::pin(admin::language_overrides(&self.pool))
    }

    fn set_settings<'a>(
        &'a self,
        guild: GuildId,
        settings: &'a GuildSettings,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()> {
        Box::pin(admin::set_settings(self, guild, settings, by, at))
    }

    fn seasons(&self, guild: GuildId) -> LeagueFuture<'_, Vec<Season>> {
        Box::pin(admin::seasons(&self.pool, guild))
    }

    fn start_season<'a>(
        &'a self,
        guild: GuildId,
        name: &'a str,
        kind: Option<GameKind>,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, i64> {
        Box::pin(admin::start_season(self, guild, name, kind, by, at))
    }

    fn end_season<'a>(
        &'a self,
        guild: GuildId,
        season: &'a Season,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()> {
        Box::pin(admin::end_season(self, guild, season, by, at))
    }

    fn amend<'a>(
        &'a self,
        guild: GuildId,
        result: &'a StoredResult,
        change: &'a Amendment,
        reason: &'a str,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()> {
        Box::pin(admin::amend(self, guild, result, change, reason, by, at))
    }

    fn actions(&self, guild: GuildId, limit: i64) -> LeagueFuture<'_, Vec<Action>> {
        Box::pin(admin::actions(&self.pool, guild, limit))
    }
}

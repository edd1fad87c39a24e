//! The league over a [`LeagueStore`]: results derived from the table logs and recorded
//! idempotently, standings and the game a scope rates most kept in memory by the guild's
//! league version.
//!
//! Results are derived idempotently: `record` derives a table's results from its log and
//! stores those not yet stored (the key is the table and its game number), so deriving twice
//! changes nothing, and `catch_up` derives every table of a guild whose log has grown since —
//! a result is never lost to a crash between a game's last append and its result row, it is
//! derived from the durable log at the next look.

use super::cache::VersionCache;
use super::derive::{GameResult, derive_results};
use super::error::LeagueError;
use super::rating;
use super::sql::SqlLeagueStore;
use super::store::{LeagueStore, Standing, StoredResult};
use crate::games::any::GameKind;
use crate::table::log::TableRecord;
use crate::table::{GuildId, TableId, UserId};
use std::sync::Arc;

/// Whose standings: a guild's, of one game, in one scope (`Scope::key`).
type StandingsOf = (GuildId, GameKind, i64);

/// The league. Cheap to clone.
#[derive(Clone, Debug)]
pub struct League {
    pub(super) store: Arc<dyn LeagueStore>,
    /// Standings by (guild, game, scope), and the game a (guild, scope) rates most, each as
    /// read at a league version (`cache`).
    pub(super) standings_kept: Arc<VersionCache<StandingsOf, Arc<Vec<Standing>>>>,
    pub(super) most_rated_kept: Arc<VersionCache<(GuildId, i64), Option<GameKind>>>,
    /// Whether standings computed here are kept in the store as its snapshot (`false` for a
    /// reader on a read-only connection: the web pages, `read_only`).
    pub(super) keeps_snapshots: bool,
}

impl League {
    /// The league kept in `store`.
    pub fn new(store: impl LeagueStore) -> League {
        League {
            store: Arc::new(store),
            standings_kept: Arc::default(),
            most_rated_kept: Arc::default(),
            keeps_snapshots: true,
        }
    }

    /// This league for a reader that never writes (the web pages over a read-only
    /// connection): standings it computes stay in its memory, not in the store.
    #[must_use]
    pub fn read_only(mut self) -> League {
        self.keeps_snapshots = false;
        self
    }

    /// A league in memory (one SQLite connection kept open), fed only by `record`.
    pub async fn memory() -> Result<League, LeagueError> {
        Ok(League::new(SqlLeagueStore::memory().await?))
    }

    /// Derives a table's results and stores those not stored yet; returns how many were new.
    pub async fn record(&self, record: &TableRecord) -> Result<usize, LeagueError> {
        let Some(guild) = record.header.guild else {
            return Ok(0);
        };
        let results = derive_results(record);
        let last = record.entries.last().map_or(-1, |e| e.seq.cast_signed());
        self.store
            .record(guild, &results, record.header.id, last, rating::apply)
            .await
    }

    /// Derives the results of every table of `guild` whose log grew since it was last
    /// derived. Needs a store that reads the table logs.
    pub async fn catch_up(&self, guild: GuildId) -> Result<usize, LeagueError> {
        self.catch_up_where(Some(guild)).await
    }

    /// `catch_up` for every guild: at start, the results of games that ended while no
    /// process recorded them (a crash between a table's last append and its league write).
    pub async fn catch_up_all(&self) -> Result<usize, LeagueError> {
        self.catch_up_where(None).await
    }

    async fn catch_up_where(&self, guild: Option<GuildId>) -> Result<usize, LeagueError> {
        if !self.store.reads_logs() {
            return Ok(0);
        }
        let mut new = 0;
        for id in self.store.tables_behind(guild).await? {
            if let Some(record) = self.store.table_log(id).await? {
                new += self.record(&record).await?;
            }
        }
        Ok(new)
    }

    /// Deletes every result and derives them again from the logs of every guild table, in
    /// the order their games ended, re-applying the admins' corrections. Returns the count.
    pub async fn rebuild(&self) -> Result<usize, LeagueError> {
        if !self.store.reads_logs() {
            return Ok(0);
        }
        let mut records = Vec::new();
        for id in self.store.guild_tables().await? {
            if let Some(r) = self.store.table_log(id).await? {
                records.push(r);
            }
        }
        let mut results: Vec<(GuildId, GameResult)> = records
            .iter()
            .flat_map(|r| {
                let guild = r.header.guild;
                derive_results(r)
                    .into_iter()
                    .filter_map(move |g| Some((guild?, g)))
            })
            .collect();
        results.sort_by_key(|(_, r)| (r.ended_at, r.table, r.game_no));
        let guilds: std::collections::BTreeSet<GuildId> =
            records.iter().filter_map(|r| r.header.guild).collect();
        let guilds: Vec<GuildId> = guilds.into_iter().collect();
        let synced: Vec<(TableId, i64)> = records
            .iter()
            .map(|r| {
                let last = r.entries.last().map_or(-1, |e| e.seq.cast_signed());
                (r.header.id, last)
            })
            .collect();
        self.store.rebuild(&results, &synced, &guilds).await?;
        Ok(results.len())
    }

    /// A guild's results in the order they are applied (the order their games ended).
    /// The name each player of `guild` last played a recorded game under.
    pub async fn player_names(
        &self,
        guild: GuildId,
    ) -> Result<std::collections::HashMap<UserId, String>, LeagueError> {
        let mut names = std::collections::HashMap::new();
        for r in self.store.results(guild, None).await? {
            for seat in r.seats {
                if let Some(user) = seat.user {
                    names.insert(user, seat.name);
                }
            }
        }
        Ok(names)
    }

    pub async fn results(
        &self,
        guild: GuildId,
        kind: Option<GameKind>,
    ) -> Result<Vec<StoredResult>, LeagueError> {
        self.store.results(guild, kind).await
    }

    /// One result of a guild.
    pub async fn result(
        &self,
        guild: GuildId,
        id: i64,
    ) -> Result<Option<StoredResult>, LeagueError> {
        self.store.result(guild, id).await
    }

    /// The guild's league version (bumped by every change): what a reader's caches are keyed
    /// by.
    pub async fn version(&self, guild: GuildId) -> Result<i64, LeagueError> {
        self.store.version(guild).await
    }
}

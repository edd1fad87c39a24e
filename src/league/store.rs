//! The league's records in the database (`migrations/0003_league.sql`), on SQLite and
//! PostgreSQL through the same portable SQL as the table store.
//!
//! Results are derived idempotently: `record` derives a table's results from its log and
//! inserts those not yet stored (the key is the table and its game number), so deriving twice
//! changes nothing, and `catch_up` derives every table of a guild whose log has grown since —
//! a result is never lost to a crash between a game's last append and its result row, it is
//! derived from the durable log at the next look.

use super::cache::VersionCache;
use super::derive::{GameResult, SeatResult, Unrated, assign_ranks, derive_results};
use super::error::LeagueError;
use super::incremental::{Stored, apply_appended};
use super::rows::{IdOf, advance, lock_guild, next_id, reset_ids};
pub(super) use super::rows::{Tx, db, undb};
use crate::games::any::GameKind;
use crate::store::{Backend, SqlStore};
use crate::table::log::TableRecord;
use crate::table::store::Store;
use crate::table::{GuildId, TableId, Timestamp, UserId};
use serde::Serialize;
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};
use std::sync::Arc;

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

/// Whose standings: a guild's, of one game, in one scope (`Scope::key`).
type StandingsOf = (GuildId, GameKind, i64);

/// The league over a database. Cheap to clone.
#[derive(Clone, Debug)]
pub struct League {
    pub(super) pool: AnyPool,
    pub(super) backend: Backend,
    /// The table store over the same database, to read logs (`None`: a league fed by
    /// `record` alone, as `paiju stdio` without a database is).
    tables: Option<SqlStore>,
    /// This process's league writes, one at a time (SQLite has one writer anyway).
    writer: Arc<tokio::sync::Mutex<()>>,
    /// Standings by (guild, game, scope), and the game a (guild, scope) rates most, each as
    /// read at a league version (`cache`).
    pub(super) standings_kept: Arc<VersionCache<StandingsOf, Arc<Vec<Standing>>>>,
    pub(super) most_rated_kept: Arc<VersionCache<(GuildId, i64), Option<GameKind>>>,
}

impl League {
    /// The league in the table store's database (its migrations are already applied).
    pub fn new(store: &SqlStore) -> League {
        League {
            pool: store.pool().clone(),
            backend: store.backend(),
            tables: Some(store.clone()),
            writer: Arc::default(),
            standings_kept: Arc::default(),
            most_rated_kept: Arc::default(),
        }
    }

    /// A league in memory (one SQLite connection kept open), fed only by `record`.
    pub async fn memory() -> Result<League, LeagueError> {
        let pool = crate::store::memory_pool().await?;
        Ok(League {
            pool,
            backend: Backend::Sqlite,
            tables: None,
            writer: Arc::default(),
            standings_kept: Arc::default(),
            most_rated_kept: Arc::default(),
        })
    }

    pub(super) async fn begin_write(
        &self,
    ) -> Result<(tokio::sync::OwnedMutexGuard<()>, Tx), LeagueError> {
        let guard = self.writer.clone().lock_owned().await;
        let tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        Ok((guard, tx))
    }

    /// Derives a table's results and stores those not stored yet; returns how many were new.
    pub async fn record(&self, record: &TableRecord) -> Result<usize, LeagueError> {
        let Some(guild) = record.header.guild else {
            return Ok(0);
        };
        let results = derive_results(record);
        let (_guard, mut tx) = self.begin_write().await?;
        let version = lock_guild(&mut tx, guild).await?;
        let mut new = 0;
        let mut stale = Vec::new();
        for r in &results {
            if let Some(stored) = insert_result(&mut tx, guild, r).await? {
                new += 1;
                if !apply_appended(&mut tx, guild, version, &stored).await? {
                    stale.push(stored.kind);
                }
            }
        }
        let last = record.entries.last().map_or(-1, |e| e.seq.cast_signed());
        mark_synced(&mut tx, record.header.id, last).await?;
        if new > 0 {
            advance(&mut tx, guild, version, &stale).await?;
        }
        tx.commit().await?;
        Ok(new)
    }

    /// Derives the results of every table of `guild` whose log grew since it was last
    /// derived. Needs the table store (a league from `League::new`).
    pub async fn catch_up(&self, guild: GuildId) -> Result<usize, LeagueError> {
        self.catch_up_where(Some(guild)).await
    }

    /// `catch_up` for every guild: at start, the results of games that ended while no
    /// process recorded them (a crash between a table's last append and its league write).
    pub async fn catch_up_all(&self) -> Result<usize, LeagueError> {
        self.catch_up_where(None).await
    }

    async fn catch_up_where(&self, guild: Option<GuildId>) -> Result<usize, LeagueError> {
        let Some(store) = &self.tables else {
            return Ok(0);
        };
        let rows = sqlx::query(
            "SELECT t.id FROM tables t LEFT JOIN league_synced s ON s.table_id = t.id \
             WHERE t.guild IS NOT NULL AND ($1 = 0 OR t.guild = $1) AND COALESCE(s.seq, -1) < \
             (SELECT COALESCE(MAX(e.seq), -1) FROM entries e WHERE e.table_id = t.id) \
             ORDER BY t.created_at, t.id",
        )
        .bind(guild.map_or(0, |g| db(g.0)))
        .fetch_all(&self.pool)
        .await?;
        let mut new = 0;
        for row in rows {
            let id = TableId(undb(row.try_get(0)?));
            let record = store
                .load(id)
                .await
                .map_err(|e| LeagueError::Store(e.to_string()))?;
            if let Some(record) = record {
                new += self.record(&record).await?;
            }
        }
        Ok(new)
    }

    /// Deletes every result and derives them again from the logs of every guild table, in
    /// the order their games ended, re-applying the admins' corrections. Returns the count.
    pub async fn rebuild(&self) -> Result<usize, LeagueError> {
        let Some(store) = &self.tables else {
            return Ok(0);
        };
        let rows = sqlx::query("SELECT id FROM tables WHERE guild IS NOT NULL ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        let mut records = Vec::new();
        for row in rows {
            let id = TableId(undb(row.try_get(0)?));
            if let Some(r) = store
                .load(id)
                .await
                .map_err(|e| LeagueError::Store(e.to_string()))?
            {
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
        let (_guard, mut tx) = self.begin_write().await?;
        let guilds: std::collections::BTreeSet<GuildId> =
            records.iter().filter_map(|r| r.header.guild).collect();
        let mut versions = Vec::new();
        for g in &guilds {
            versions.push((*g, lock_guild(&mut tx, *g).await?));
        }
        reset_ids(&mut tx, IdOf::Result).await?;
        for sql in [
            "DELETE FROM league_results",
            "DELETE FROM league_synced",
            "DELETE FROM league_ratings",
            "DELETE FROM league_snapshots",
        ] {
            sqlx::query(sql).execute(&mut *tx).await?;
        }
        for (guild, r) in &results {
            insert_result(&mut tx, *guild, r).await?;
        }
        for r in &records {
            let last = r.entries.last().map_or(-1, |e| e.seq.cast_signed());
            mark_synced(&mut tx, r.header.id, last).await?;
        }
        // Every snapshot is gone: the first `standings` of each computes it again.
        for (g, version) in versions {
            advance(&mut tx, g, version, &[]).await?;
        }
        tx.commit().await?;
        Ok(results.len())
    }

    /// A guild's results in the order they are applied (the order their games ended).
    pub async fn results(
        &self,
        guild: GuildId,
        kind: Option<GameKind>,
    ) -> Result<Vec<StoredResult>, LeagueError> {
        // A constant prefix and a constant condition: nothing from outside is spliced in.
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "{SELECT_RESULT} WHERE guild = $1 AND ($2 = '' OR kind = $2) \
             ORDER BY ended_at, table_id, game_no"
        )))
        .bind(db(guild.0))
        .bind(kind.map_or("", GameKind::name))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(decode_result).collect()
    }

    /// One result of a guild.
    pub async fn result(
        &self,
        guild: GuildId,
        id: i64,
    ) -> Result<Option<StoredResult>, LeagueError> {
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "{SELECT_RESULT} WHERE guild = $1 AND id = $2"
        )))
        .bind(db(guild.0))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(decode_result).transpose()
    }

    /// The guild's league version (bumped by every change).
    pub(super) async fn version(&self, guild: GuildId) -> Result<i64, LeagueError> {
        let row = sqlx::query("SELECT version FROM league_versions WHERE guild = $1")
            .bind(db(guild.0))
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => r.try_get(0)?,
            None => 0,
        })
    }
}

const SELECT_RESULT: &str = "SELECT id, table_id, game_no, kind, season, rated, unrated, void, \
     started_at, ended_at, seats, derived FROM league_results";

fn decode_result(row: &AnyRow) -> Result<StoredResult, LeagueError> {
    let kind: String = row.try_get(3)?;
    let unrated: Option<String> = row.try_get(6)?;
    let seats: String = row.try_get(10)?;
    let derived: String = row.try_get(11)?;
    Ok(StoredResult {
        id: row.try_get(0)?,
        table: TableId(undb(row.try_get(1)?)),
        game_no: u32::try_from(row.try_get::<i64, _>(2)?).unwrap_or(0),
        kind: GameKind::from_name(&kind).ok_or(LeagueError::UnknownGame(kind))?,
        season: row.try_get(4)?,
        rated: row.try_get::<i64, _>(5)? != 0,
        unrated: unrated
            .map(|u| serde_json::from_value(serde_json::Value::String(u)))
            .transpose()?,
        void: row.try_get::<i64, _>(7)? != 0,
        started_at: Timestamp(row.try_get(8)?),
        ended_at: Timestamp(row.try_get(9)?),
        corrected: seats != derived,
        seats: serde_json::from_str(&seats)?,
    })
}

/// The season running in a guild ($1) at a time ($2) that rates a game ($3).
pub(super) const SEASON_AT: &str = "SELECT id FROM league_seasons WHERE guild = $1 \
     AND started_at <= $2 AND (ended_at IS NULL OR ended_at > $2) \
     AND (kind IS NULL OR kind = $3) ORDER BY id DESC LIMIT 1";

/// The season running in `guild` at `at` that rates `kind`, if any.
pub(super) async fn season_at(
    tx: &mut Tx,
    guild: GuildId,
    kind: GameKind,
    at: Timestamp,
) -> Result<Option<i64>, LeagueError> {
    let row = sqlx::query(SEASON_AT)
        .bind(db(guild.0))
        .bind(at.0)
        .bind(kind.name())
        .fetch_optional(&mut **tx)
        .await?;
    Ok(match row {
        Some(r) => Some(r.try_get(0)?),
        None => None,
    })
}

/// Inserts a derived result unless its (table, game) is stored; re-applies the admins'
/// actions on it (after a rebuild). Returns it when it was new. The caller holds the guild's
/// lock (`lock_guild`), so "not stored yet" stays true until the insert.
async fn insert_result(
    tx: &mut Tx,
    guild: GuildId,
    r: &GameResult,
) -> Result<Option<Stored>, LeagueError> {
    let exists = sqlx::query("SELECT 1 FROM league_results WHERE table_id = $1 AND game_no = $2")
        .bind(db(r.table.0))
        .bind(i64::from(r.game_no))
        .fetch_optional(&mut **tx)
        .await?;
    if exists.is_some() {
        return Ok(None);
    }
    let season = season_at(tx, guild, r.kind, r.table_created_at).await?;
    let unrated = match (r.unrated, season) {
        (Some(u), _) => Some(u),
        (None, None) => Some(Unrated::NoSeason),
        (None, Some(_)) => None,
    };
    let derived = serde_json::to_string(&r.seats)?;
    // Corrections made before a rebuild: the latest one in force, and any void.
    let actions = sqlx::query(
        "SELECT action, detail FROM league_actions WHERE table_id = $1 AND game_no = $2 \
         ORDER BY id",
    )
    .bind(db(r.table.0))
    .bind(i64::from(r.game_no))
    .fetch_all(&mut **tx)
    .await?;
    let mut seats = derived.clone();
    let mut void = false;
    for a in &actions {
        let action: String = a.try_get(0)?;
        let detail: Option<String> = a.try_get(1)?;
        match (action.as_str(), detail) {
            ("void", _) => void = true,
            ("correct", Some(d)) => seats = d,
            _ => {}
        }
    }
    let id = next_id(tx, IdOf::Result).await?;
    let unrated_text = unrated.map(|u| {
        serde_json::to_value(u)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    });
    sqlx::query(
        "INSERT INTO league_results (id, guild, table_id, game_no, kind, season, rated, \
         unrated, void, started_at, ended_at, options, derived, seats) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
    )
    .bind(id)
    .bind(db(guild.0))
    .bind(db(r.table.0))
    .bind(i64::from(r.game_no))
    .bind(r.kind.name())
    .bind(season)
    .bind(i64::from(unrated.is_none()))
    .bind(unrated_text)
    .bind(i64::from(void))
    .bind(r.started_at.0)
    .bind(r.ended_at.0)
    .bind(serde_json::to_string(&r.options)?)
    .bind(derived)
    .bind(&seats)
    .execute(&mut **tx)
    .await?;
    Ok(Some(Stored {
        id,
        table: r.table,
        game_no: r.game_no,
        kind: r.kind,
        season,
        counts: unrated.is_none() && !void,
        ended_at: r.ended_at,
        seats: serde_json::from_str(&seats)?,
    }))
}

/// How far the table's log has been derived; never moves back (two processes may derive
/// one table, the one that read less committing last).
async fn mark_synced(tx: &mut Tx, table: TableId, seq: i64) -> Result<(), LeagueError> {
    sqlx::query(
        "INSERT INTO league_synced (table_id, seq) VALUES ($1, $2) \
         ON CONFLICT (table_id) DO UPDATE SET seq = CASE \
         WHEN excluded.seq > league_synced.seq THEN excluded.seq ELSE league_synced.seq END",
    )
    .bind(db(table.0))
    .bind(seq)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Corrected seats: new scores in seat order, ranks recomputed from them.
pub fn corrected(seats: &[SeatResult], scores: &[i64]) -> Result<Vec<SeatResult>, LeagueError> {
    if scores.len() != seats.len() {
        return Err(LeagueError::BadScores {
            expected: seats.len(),
        });
    }
    let mut out: Vec<SeatResult> = seats.to_vec();
    for (s, score) in out.iter_mut().zip(scores) {
        s.score = *score;
    }
    assign_ranks(&mut out);
    Ok(out)
}

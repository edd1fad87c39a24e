//! Results in the database: recording a table's results (with the ratings they move), a
//! rebuild, the reads, and which tables' logs are behind.

use super::SqlLeagueStore;
use super::incremental::{Stored, apply_appended};
use super::rows::{IdOf, Tx, advance, db, lock_guild, next_id, reset_ids, undb};
use crate::games::any::GameKind;
use crate::league::derive::{GameResult, Unrated};
use crate::league::error::LeagueError;
use crate::league::store::{Rate, Scope, StoredResult};
use crate::table::{GuildId, TableId, Timestamp};
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

/// Guild tables whose log has entries past what `league_synced` says was derived; the SQL
/// store shares the table store's database, so this is one query over both schemas.
pub(super) async fn tables_behind(
    pool: &AnyPool,
    guild: Option<GuildId>,
) -> Result<Vec<TableId>, LeagueError> {
    let rows = sqlx::query(
        "SELECT t.id FROM tables t LEFT JOIN league_synced s ON s.table_id = t.id \
         WHERE t.guild IS NOT NULL AND ($1 = 0 OR t.guild = $1) AND COALESCE(s.seq, -1) < \
         (SELECT COALESCE(MAX(e.seq), -1) FROM entries e WHERE e.table_id = t.id) \
         ORDER BY t.created_at, t.id",
    )
    .bind(guild.map_or(0, |g| db(g.0)))
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| Ok(TableId(undb(row.try_get(0)?))))
        .collect()
}

pub(super) async fn guild_tables(pool: &AnyPool) -> Result<Vec<TableId>, LeagueError> {
    let rows = sqlx::query("SELECT id FROM tables WHERE guild IS NOT NULL ORDER BY id")
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|row| Ok(TableId(undb(row.try_get(0)?))))
        .collect()
}

pub(super) async fn record(
    store: &SqlLeagueStore,
    guild: GuildId,
    results: &[GameResult],
    table: TableId,
    last_seq: i64,
    rate: Rate,
) -> Result<usize, LeagueError> {
    let (_guard, mut tx) = store.begin_write().await?;
    let version = lock_guild(&mut tx, guild).await?;
    let mut new = 0;
    let mut stale = Vec::new();
    for r in results {
        if let Some(stored) = insert_result(&mut tx, guild, r).await? {
            new += 1;
            if !apply_appended(&mut tx, guild, version, &stored, rate).await? {
                stale.push(stored.kind);
            }
        }
    }
    mark_synced(&mut tx, table, last_seq).await?;
    if new > 0 {
        advance(&mut tx, guild, version, &stale).await?;
    }
    tx.commit().await?;
    Ok(new)
}

pub(super) async fn rebuild(
    store: &SqlLeagueStore,
    results: &[(GuildId, GameResult)],
    synced: &[(TableId, i64)],
    guilds: &[GuildId],
) -> Result<(), LeagueError> {
    let (_guard, mut tx) = store.begin_write().await?;
    let mut versions = Vec::new();
    for g in guilds {
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
    for (guild, r) in results {
        insert_result(&mut tx, *guild, r).await?;
    }
    for (table, last) in synced {
        mark_synced(&mut tx, *table, *last).await?;
    }
    // Every snapshot is gone: the first `standings` of each computes it again.
    for (g, version) in versions {
        advance(&mut tx, g, version, &[]).await?;
    }
    tx.commit().await?;
    Ok(())
}

pub(super) async fn results(
    pool: &AnyPool,
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
    .fetch_all(pool)
    .await?;
    rows.iter().map(decode_result).collect()
}

pub(super) async fn result(
    pool: &AnyPool,
    guild: GuildId,
    id: i64,
) -> Result<Option<StoredResult>, LeagueError> {
    let row = sqlx::query(sqlx::AssertSqlSafe(format!(
        "{SELECT_RESULT} WHERE guild = $1 AND id = $2"
    )))
    .bind(db(guild.0))
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.as_ref().map(decode_result).transpose()
}

/// Counted in the database: the guild's results are not read for a count.
pub(super) async fn rated_counts(
    pool: &AnyPool,
    guild: GuildId,
    scope: Scope,
) -> Result<Vec<(GameKind, usize)>, LeagueError> {
    let rows = sqlx::query(
        "SELECT kind, COUNT(*) FROM league_results WHERE guild = $1 AND rated = 1 \
         AND void = 0 AND ($2 = 0 OR season = $2) GROUP BY kind",
    )
    .bind(db(guild.0))
    .bind(scope.key())
    .fetch_all(pool)
    .await?;
    let mut counts = Vec::new();
    for row in rows {
        let kind: String = row.try_get(0)?;
        let n: i64 = row.try_get(1)?;
        // A game this build does not know (rows of a newer one) counts for nothing.
        if let Some(k) = GameKind::from_name(&kind) {
            counts.push((k, usize::try_from(n).unwrap_or(0)));
        }
    }
    Ok(counts)
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
const SEASON_AT: &str = "SELECT id FROM league_seasons WHERE guild = $1 \
     AND started_at <= $2 AND (ended_at IS NULL OR ended_at > $2) \
     AND (kind IS NULL OR kind = $3) ORDER BY id DESC LIMIT 1";

/// The season running in `guild` at `at` that rates `kind`, if any.
pub(super) async fn season_at<'e, E>(
    on: E,
    guild: GuildId,
    kind: GameKind,
    at: Timestamp,
) -> Result<Option<i64>, LeagueError>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let row = sqlx::query(SEASON_AT)
        .bind(db(guild.0))
        .bind(at.0)
        .bind(kind.name())
        .fetch_optional(on)
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
    let season = season_at(&mut **tx, guild, r.kind, r.table_created_at).await?;
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

//! What every league write shares: its transaction, the guild's lock, ids from the database
//! (`migrations/0006_league_ids.sql`) and the guild's version.
//!
//! Safe with many processes on PostgreSQL: a write first locks its guild's `league_versions`
//! row (an upsert that changes nothing takes the row lock until commit), so the writes of one
//! guild follow one another while other guilds' go on; ids come from counter rows taken the
//! same way. Locks are always taken in the same order — the guild, then the `season`, `result`
//! and `action` counters — so two writers never wait for each other in a circle. On SQLite
//! `BEGIN IMMEDIATE` already makes every write wait its turn.

use crate::games::any::GameKind;
use crate::league::error::LeagueError;
use crate::table::GuildId;
use sqlx::{AnyPool, Row, Transaction};

pub(super) type Tx = Transaction<'static, sqlx::Any>;

pub(super) fn db(id: u64) -> i64 {
    id.cast_signed()
}

pub(super) fn undb(id: i64) -> u64 {
    id.cast_unsigned()
}

/// The guild's league version (bumped by every change; 0 before the first).
pub(super) async fn version(pool: &AnyPool, guild: GuildId) -> Result<i64, LeagueError> {
    let row = sqlx::query("SELECT version FROM league_versions WHERE guild = $1")
        .bind(db(guild.0))
        .fetch_optional(pool)
        .await?;
    Ok(match row {
        Some(r) => r.try_get(0)?,
        None => 0,
    })
}

/// Locks `guild`'s league for the rest of the transaction; returns its version.
pub(super) async fn lock_guild(tx: &mut Tx, guild: GuildId) -> Result<i64, LeagueError> {
    let row = sqlx::query(
        "INSERT INTO league_versions (guild, version) VALUES ($1, 0) \
         ON CONFLICT (guild) DO UPDATE SET version = league_versions.version \
         RETURNING version",
    )
    .bind(db(guild.0))
    .fetch_one(&mut **tx)
    .await?;
    Ok(row.try_get(0)?)
}

/// Which counter an id comes from.
#[derive(Clone, Copy)]
pub(super) enum IdOf {
    /// Results: unique in the database.
    Result,
    /// Admin actions: unique in the database.
    Action,
    /// Seasons: 1, 2, 3, … within the guild.
    Season(GuildId),
}

/// The next id of a kind, taken in the writer's transaction (a rolled-back write leaves a gap,
/// never a duplicate).
pub(super) async fn next_id(tx: &mut Tx, of: IdOf) -> Result<i64, LeagueError> {
    let (name, guild) = match of {
        IdOf::Result => ("result", 0),
        IdOf::Action => ("action", 0),
        IdOf::Season(g) => ("season", db(g.0)),
    };
    let row = sqlx::query(
        "INSERT INTO league_ids (name, guild, value) VALUES ($1, $2, 1) \
         ON CONFLICT (name, guild) DO UPDATE SET value = league_ids.value + 1 \
         RETURNING value",
    )
    .bind(name)
    .bind(guild)
    .fetch_one(&mut **tx)
    .await?;
    Ok(row.try_get(0)?)
}

/// Sets a counter back (a rebuild numbers its results from 1 again).
pub(super) async fn reset_ids(tx: &mut Tx, of: IdOf) -> Result<(), LeagueError> {
    let name = match of {
        IdOf::Result => "result",
        IdOf::Action => "action",
        IdOf::Season(_) => "season",
    };
    sqlx::query("UPDATE league_ids SET value = 0 WHERE name = $1")
        .bind(name)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The guild's league changed (its version moves from `old`, as `lock_guild` read it): every
/// standings snapshot that was current stays current except those of `stale` — the games (and
/// with them every scope) whose ratings the change moved and that were not updated in place.
pub(super) async fn advance(
    tx: &mut Tx,
    guild: GuildId,
    old: i64,
    stale: &[GameKind],
) -> Result<(), LeagueError> {
    sqlx::query("UPDATE league_versions SET version = $2 WHERE guild = $1")
        .bind(db(guild.0))
        .bind(old + 1)
        .execute(&mut **tx)
        .await?;
    sqlx::query("UPDATE league_snapshots SET version = $3 WHERE guild = $1 AND version = $2")
        .bind(db(guild.0))
        .bind(old)
        .bind(old + 1)
        .execute(&mut **tx)
        .await?;
    for kind in stale {
        sqlx::query("UPDATE league_snapshots SET version = -1 WHERE guild = $1 AND kind = $2")
            .bind(db(guild.0))
            .bind(kind.name())
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

//! What league admins change, in the database: the guild's settings, seasons, voids and
//! corrections, each kept beside an action row saying who and why (`league_actions`). Who
//! may is the league's to check (`league::admin`), before any of these is called.

use super::SqlLeagueStore;
use super::rows::{IdOf, Tx, advance, db, lock_guild, next_id, undb};
use crate::games::any::GameKind;
use crate::league::error::LeagueError;
use crate::league::store::{Action, Amendment, GuildSettings, Season, StoredResult};
use crate::table::{GuildId, Timestamp, UserId};
use sqlx::{AnyPool, Row};

pub(super) async fn settings(pool: &AnyPool, guild: GuildId) -> Result<GuildSettings, LeagueError> {
    let row = sqlx::query(
        "SELECT admin_role, table_options, locale FROM guild_settings WHERE guild = $1",
    )
    .bind(db(guild.0))
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        None => GuildSettings::default(),
        Some(r) => GuildSettings {
            admin_role: r.try_get::<Option<i64>, _>(0)?.map(undb),
            table_options: r.try_get(1)?,
            locale: r.try_get(2)?,
        },
    })
}

pub(super) async fn language_overrides(
    pool: &AnyPool,
) -> Result<Vec<(GuildId, String)>, LeagueError> {
    let rows = sqlx::query("SELECT guild, locale FROM guild_settings WHERE locale IS NOT NULL")
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|r| Ok((GuildId(undb(r.try_get(0)?)), r.try_get(1)?)))
        .collect()
}

pub(super) async fn set_settings(
    store: &SqlLeagueStore,
    guild: GuildId,
    settings: &GuildSettings,
    by: UserId,
    at: Timestamp,
) -> Result<(), LeagueError> {
    let (_guard, mut tx) = store.begin_write().await?;
    lock_guild(&mut tx, guild).await?;
    sqlx::query("DELETE FROM guild_settings WHERE guild = $1")
        .bind(db(guild.0))
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "INSERT INTO guild_settings (guild, admin_role, table_options, locale) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(db(guild.0))
    .bind(settings.admin_role.map(db))
    .bind(settings.table_options.clone())
    .bind(settings.locale.clone())
    .execute(&mut *tx)
    .await?;
    let detail = serde_json::to_string(settings)?;
    let action = NewAction {
        action: "settings",
        result: None,
        detail: Some(detail),
        reason: None,
        by,
        at,
    };
    add_action(&mut tx, guild, action).await?;
    tx.commit().await?;
    Ok(())
}

pub(super) async fn seasons(pool: &AnyPool, guild: GuildId) -> Result<Vec<Season>, LeagueError> {
    let rows = sqlx::query(
        "SELECT id, name, kind, started_at, ended_at FROM league_seasons \
         WHERE guild = $1 ORDER BY id",
    )
    .bind(db(guild.0))
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            let kind: Option<String> = r.try_get(2)?;
            Ok(Season {
                id: r.try_get(0)?,
                name: r.try_get(1)?,
                kind: kind.as_deref().and_then(GameKind::from_name),
                started_at: Timestamp(r.try_get(3)?),
                ended_at: r.try_get::<Option<i64>, _>(4)?.map(Timestamp),
            })
        })
        .collect()
}

pub(super) async fn start_season(
    store: &SqlLeagueStore,
    guild: GuildId,
    name: &str,
    kind: Option<GameKind>,
    by: UserId,
    at: Timestamp,
) -> Result<i64, LeagueError> {
    let (_guard, mut tx) = store.begin_write().await?;
    // Under the guild's lock: of two starts at once, the second sees the first's season.
    lock_guild(&mut tx, guild).await?;
    if let Some(name) = running_season(&mut tx, guild).await? {
        return Err(LeagueError::SeasonRunning(name));
    }
    let id = next_id(&mut tx, IdOf::Season(guild)).await?;
    sqlx::query(
        "INSERT INTO league_seasons (guild, id, name, kind, started_at, started_by) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(db(guild.0))
    .bind(id)
    .bind(name.to_string())
    .bind(kind.map(|k| k.name().to_string()))
    .bind(at.0)
    .bind(db(by.0))
    .execute(&mut *tx)
    .await?;
    let detail = serde_json::json!({"season": id, "name": name, "game": kind.map(GameKind::name)});
    let action = NewAction {
        action: "season_start",
        result: None,
        detail: Some(detail.to_string()),
        reason: None,
        by,
        at,
    };
    add_action(&mut tx, guild, action).await?;
    tx.commit().await?;
    Ok(id)
}

pub(super) async fn end_season(
    store: &SqlLeagueStore,
    guild: GuildId,
    season: &Season,
    by: UserId,
    at: Timestamp,
) -> Result<(), LeagueError> {
    let (_guard, mut tx) = store.begin_write().await?;
    lock_guild(&mut tx, guild).await?;
    // `ended_at IS NULL`: of two ends at once, the second changes no row and is refused.
    let ended = sqlx::query(
        "UPDATE league_seasons SET ended_at = $3, ended_by = $4 \
         WHERE guild = $1 AND id = $2 AND ended_at IS NULL",
    )
    .bind(db(guild.0))
    .bind(season.id)
    .bind(at.0)
    .bind(db(by.0))
    .execute(&mut *tx)
    .await?;
    if ended.rows_affected() == 0 {
        return Err(LeagueError::NoSeason);
    }
    let detail = serde_json::json!({"season": season.id, "name": season.name});
    let action = NewAction {
        action: "season_end",
        result: None,
        detail: Some(detail.to_string()),
        reason: None,
        by,
        at,
    };
    add_action(&mut tx, guild, action).await?;
    tx.commit().await?;
    Ok(())
}

pub(super) async fn amend(
    store: &SqlLeagueStore,
    guild: GuildId,
    result: &StoredResult,
    change: &Amendment,
    reason: &str,
    by: UserId,
    at: Timestamp,
) -> Result<(), LeagueError> {
    let id = result.id;
    let (kind, update, detail) = match change {
        // `void = 0`: of two voids at once, the second changes no row and is refused.
        Amendment::Void => (
            "void",
            "UPDATE league_results SET void = 1 WHERE id = $1 AND void = 0",
            None,
        ),
        Amendment::Correct(seats) => (
            "correct",
            "UPDATE league_results SET seats = $2 WHERE id = $1",
            Some(serde_json::to_string(seats)?),
        ),
    };
    let (_guard, mut tx) = store.begin_write().await?;
    let version = lock_guild(&mut tx, guild).await?;
    let mut query = sqlx::query(update).bind(id);
    if let Some(json) = &detail {
        query = query.bind(json.clone());
    }
    if query.execute(&mut *tx).await?.rows_affected() == 0 {
        return Err(LeagueError::AlreadyVoid(id));
    }
    let action = NewAction {
        action: kind,
        result: Some((result.table.0, result.game_no, id)),
        detail,
        reason: Some(reason),
        by,
        at,
    };
    add_action(&mut tx, guild, action).await?;
    // Every rating of the game after the result moves: its standings are recomputed.
    advance(&mut tx, guild, version, &[result.kind]).await?;
    tx.commit().await?;
    Ok(())
}

pub(super) async fn actions(
    pool: &AnyPool,
    guild: GuildId,
    limit: i64,
) -> Result<Vec<Action>, LeagueError> {
    let rows = sqlx::query(
        "SELECT id, action, result_id, detail, reason, by_user, at FROM league_actions \
         WHERE guild = $1 ORDER BY id DESC LIMIT $2",
    )
    .bind(db(guild.0))
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(Action {
                id: r.try_get(0)?,
                action: r.try_get(1)?,
                result: r.try_get(2)?,
                detail: r.try_get(3)?,
                reason: r.try_get(4)?,
                by: UserId(undb(r.try_get(5)?)),
                at: Timestamp(r.try_get(6)?),
            })
        })
        .collect()
}

/// An action row about to be written.
struct NewAction<'a> {
    action: &'a str,
    /// The result it is about: its table, game number and id (kept by table and game so
    /// that a rebuild re-applies it).
    result: Option<(u64, u32, i64)>,
    detail: Option<String>,
    reason: Option<&'a str>,
    by: UserId,
    at: Timestamp,
}

async fn add_action(tx: &mut Tx, guild: GuildId, a: NewAction<'_>) -> Result<(), LeagueError> {
    let id = next_id(tx, IdOf::Action).await?;
    sqlx::query(
        "INSERT INTO league_actions (id, guild, action, table_id, game_no, result_id, detail, \
         reason, by_user, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(id)
    .bind(db(guild.0))
    .bind(a.action.to_string())
    .bind(a.result.map(|(t, _, _)| db(t)))
    .bind(a.result.map(|(_, g, _)| i64::from(g)))
    .bind(a.result.map(|(_, _, r)| r))
    .bind(a.detail)
    .bind(a.reason.map(str::to_string))
    .bind(db(a.by.0))
    .bind(a.at.0)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The name of the season running in `guild`, read in the writer's transaction.
async fn running_season(tx: &mut Tx, guild: GuildId) -> Result<Option<String>, LeagueError> {
    let row = sqlx::query(
        "SELECT name FROM league_seasons WHERE guild = $1 AND ended_at IS NULL \
         ORDER BY id DESC LIMIT 1",
    )
    .bind(db(guild.0))
    .fetch_optional(&mut **tx)
    .await?;
    Ok(match row {
        Some(r) => Some(r.try_get(0)?),
        None => None,
    })
}

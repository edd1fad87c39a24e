//! Standings snapshots: a game's ratings in a scope, kept per guild with the league version
//! they were computed at (`league_snapshots`, rows in `league_ratings`).

use super::SqlLeagueStore;
use super::rows::{db, lock_guild, undb};
use crate::games::any::GameKind;
use crate::league::error::LeagueError;
use crate::league::store::{Scope, Standing};
use crate::table::{GuildId, UserId};
use sqlx::{AnyPool, Row};

pub(super) async fn snapshot(
    pool: &AnyPool,
    guild: GuildId,
    kind: GameKind,
    scope: Scope,
    version: i64,
) -> Result<Option<Vec<Standing>>, LeagueError> {
    let snap = sqlx::query(
        "SELECT version FROM league_snapshots WHERE guild = $1 AND kind = $2 AND scope = $3",
    )
    .bind(db(guild.0))
    .bind(kind.name())
    .bind(scope.key())
    .fetch_optional(pool)
    .await?;
    let fresh = match snap {
        Some(r) => r.try_get::<i64, _>(0)? == version,
        None => false,
    };
    if !fresh {
        return Ok(None);
    }
    let rows = sqlx::query(
        "SELECT user_id, mu, sigma, rating, games, wins FROM league_ratings \
         WHERE guild = $1 AND kind = $2 AND scope = $3",
    )
    .bind(db(guild.0))
    .bind(kind.name())
    .bind(scope.key())
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(Standing {
                user: UserId(undb(r.try_get(0)?)),
                mu: r.try_get(1)?,
                sigma: r.try_get(2)?,
                rating: r.try_get(3)?,
                games: u32::try_from(r.try_get::<i64, _>(4)?).unwrap_or(0),
                wins: u32::try_from(r.try_get::<i64, _>(5)?).unwrap_or(0),
            })
        })
        .collect::<Result<Vec<Standing>, LeagueError>>()
        .map(Some)
}

pub(super) async fn keep(
    store: &SqlLeagueStore,
    guild: GuildId,
    kind: GameKind,
    scope: Scope,
    version: i64,
    standings: &[Standing],
) -> Result<(), LeagueError> {
    let (_guard, mut tx) = store.begin_write().await?;
    // Kept only if nothing changed since it was computed (another process may have
    // recorded a result meanwhile: then the next look computes it again).
    if lock_guild(&mut tx, guild).await? != version {
        return Ok(());
    }
    for sql in [
        "DELETE FROM league_ratings WHERE guild = $1 AND kind = $2 AND scope = $3",
        "DELETE FROM league_snapshots WHERE guild = $1 AND kind = $2 AND scope = $3",
    ] {
        sqlx::query(sql)
            .bind(db(guild.0))
            .bind(kind.name())
            .bind(scope.key())
            .execute(&mut *tx)
            .await?;
    }
    for s in standings {
        sqlx::query(
            "INSERT INTO league_ratings (guild, kind, scope, user_id, mu, sigma, rating, \
             games, wins) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(db(guild.0))
        .bind(kind.name())
        .bind(scope.key())
        .bind(db(s.user.0))
        .bind(s.mu)
        .bind(s.sigma)
        .bind(s.rating)
        .bind(i64::from(s.games))
        .bind(i64::from(s.wins))
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query(
        "INSERT INTO league_snapshots (guild, kind, scope, version) VALUES ($1, $2, $3, $4)",
    )
    .bind(db(guild.0))
    .bind(kind.name())
    .bind(scope.key())
    .bind(version)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

//! Standings kept up to date as results arrive: the common case — a new result that ended
//! after every other of its game — moves only its players' stored ratings (`league_ratings`),
//! in the transaction that stores the result. Weng-Lin reads only the ratings of the players
//! in the result, so this gives exactly the numbers a recomputation from all the results
//! would. Anything else (a result landing before others, a void, a correction, a rebuild)
//! leaves the game's snapshots stale, and the next `standings` recomputes them
//! (`standings.rs`). How a result moves ratings is the league's (`Rate`, `rating::apply`);
//! this file only reads and writes the rows it moves.

use super::rows::{Tx, db};
use crate::games::any::GameKind;
use crate::league::derive::SeatResult;
use crate::league::error::LeagueError;
use crate::league::rating::{PlayerRating, Ratings};
use crate::league::store::Rate;
use crate::table::{GuildId, TableId, Timestamp, UserId};
use sqlx::Row;

/// A result just stored, as ratings see it.
pub(super) struct Stored {
    pub id: i64,
    pub table: TableId,
    pub game_no: u32,
    pub kind: GameKind,
    pub season: Option<i64>,
    /// Rated and not void.
    pub counts: bool,
    pub ended_at: Timestamp,
    /// The seats in force (a correction re-applied after a rebuild included).
    pub seats: Vec<SeatResult>,
}

/// Applies `r` to the snapshots of its game that are current at `version` (the guild's, as
/// locked), moving ratings with `rate`. `false`: it did not end after every other counted
/// result of its game, so those snapshots must be recomputed.
pub(super) async fn apply_appended(
    tx: &mut Tx,
    guild: GuildId,
    version: i64,
    r: &Stored,
    rate: Rate,
) -> Result<bool, LeagueError> {
    if !r.counts {
        return Ok(true);
    }
    let later = sqlx::query(
        "SELECT 1 FROM league_results WHERE guild = $1 AND kind = $2 AND rated = 1 \
         AND void = 0 AND id <> $6 AND (ended_at > $3 OR (ended_at = $3 \
         AND (table_id > $4 OR (table_id = $4 AND game_no > $5)))) LIMIT 1",
    )
    .bind(db(guild.0))
    .bind(r.kind.name())
    .bind(r.ended_at.0)
    .bind(db(r.table.0))
    .bind(i64::from(r.game_no))
    .bind(r.id)
    .fetch_optional(&mut **tx)
    .await?;
    if later.is_some() {
        return Ok(false);
    }
    let scopes = std::iter::once(0).chain(r.season);
    for scope in scopes {
        let snap = sqlx::query(
            "SELECT version FROM league_snapshots WHERE guild = $1 AND kind = $2 AND scope = $3",
        )
        .bind(db(guild.0))
        .bind(r.kind.name())
        .bind(scope)
        .fetch_optional(&mut **tx)
        .await?;
        let fresh = match snap {
            Some(row) => row.try_get::<i64, _>(0)? == version,
            // No snapshot yet: the first `standings` computes it, this result included.
            None => false,
        };
        if fresh {
            update_ratings(tx, guild, r.kind, scope, &r.seats, rate).await?;
        }
    }
    Ok(true)
}

/// The stored ratings of the result's players, moved by the result.
async fn update_ratings(
    tx: &mut Tx,
    guild: GuildId,
    kind: GameKind,
    scope: i64,
    seats: &[SeatResult],
    rate: Rate,
) -> Result<(), LeagueError> {
    let mut ratings = Ratings::new();
    let users: Vec<UserId> = seats.iter().filter_map(|s| s.user).collect();
    for user in &users {
        let row = sqlx::query(
            "SELECT mu, sigma, games, wins FROM league_ratings \
             WHERE guild = $1 AND kind = $2 AND scope = $3 AND user_id = $4",
        )
        .bind(db(guild.0))
        .bind(kind.name())
        .bind(scope)
        .bind(db(user.0))
        .fetch_optional(&mut **tx)
        .await?;
        if let Some(row) = row {
            ratings.insert(
                *user,
                PlayerRating {
                    mu: row.try_get(0)?,
                    sigma: row.try_get(1)?,
                    games: u32::try_from(row.try_get::<i64, _>(2)?).unwrap_or(0),
                    wins: u32::try_from(row.try_get::<i64, _>(3)?).unwrap_or(0),
                },
            );
        }
    }
    rate(&mut ratings, seats);
    for (user, r) in &ratings {
        sqlx::query(
            "INSERT INTO league_ratings (guild, kind, scope, user_id, mu, sigma, rating, games, \
             wins) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
             ON CONFLICT (guild, kind, scope, user_id) DO UPDATE SET mu = excluded.mu, \
             sigma = excluded.sigma, rating = excluded.rating, games = excluded.games, \
             wins = excluded.wins",
        )
        .bind(db(guild.0))
        .bind(kind.name())
        .bind(scope)
        .bind(db(user.0))
        .bind(r.mu)
        .bind(r.sigma)
        .bind(r.shown())
        .bind(i64::from(r.games))
        .bind(i64::from(r.wins))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

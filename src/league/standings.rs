//! Standings and a player's story: ratings computed from the results (in the order their
//! games ended), kept as a snapshot per guild, game and scope. A new result that ended last
//! moves the snapshot's rows in place (`incremental.rs`); other changes leave it stale, and
//! it is computed again here, from this guild's results only.

use super::error::LeagueError;
use super::rating::{self, PlayerRating, Ratings};
use super::rows::lock_guild;
use super::store::{League, Scope, Standing, StoredResult, db, undb};
use crate::games::any::GameKind;
use crate::table::{GuildId, Timestamp, UserId};
use serde::Serialize;
use sqlx::Row;
use std::sync::Arc;

/// A player's card: rating, place, record and history in one scope.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerCard {
    pub user: UserId,
    pub rating: PlayerRating,
    /// 1 = top of the standings; `None`: no rated game yet.
    pub place: Option<usize>,
    pub players: usize,
    /// The shown rating after each of the player's rated results.
    pub timeline: Vec<(Timestamp, f64)>,
    /// The player's latest results, newest first.
    pub recent: Vec<StoredResult>,
    /// Against `rival`: games together, and how often each finished ahead.
    pub versus: Option<HeadToHead>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HeadToHead {
    pub rival: UserId,
    pub games: u32,
    pub ahead: u32,
    pub behind: u32,
}

/// Whether a result counts in `scope`.
fn in_scope(r: &StoredResult, scope: Scope) -> bool {
    r.counts()
        && match scope {
            Scope::Season(id) => r.season == Some(id),
            Scope::AllTime => true,
        }
}

impl League {
    /// The results rated in a scope, in the order they apply.
    pub async fn rated_results(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
    ) -> Result<Vec<StoredResult>, LeagueError> {
        let mut all = self.results(guild, Some(kind)).await?;
        all.retain(|r| in_scope(r, scope));
        Ok(all)
    }

    /// Everyone's ratings in a scope, computed from the results now.
    pub async fn ratings(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
    ) -> Result<Ratings, LeagueError> {
        let results = self.rated_results(guild, kind, scope).await?;
        Ok(rating::rate(results.iter().map(|r| r.seats.as_slice())))
    }

    /// The standings, best first: from the snapshot while it is current, else computed from
    /// the results and kept as the new snapshot.
    pub async fn standings(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
    ) -> Result<Vec<Standing>, LeagueError> {
        let version = self.version(guild).await?;
        let key = (guild, kind, scope.key());
        if let Some(kept) = self.standings_kept.get(&key, version) {
            return Ok(kept.as_ref().clone());
        }
        let standings = self.standings_at(guild, kind, scope, version).await?;
        self.standings_kept
            .put(key, version, Arc::new(standings.clone()));
        Ok(standings)
    }

    /// `standings` as the database has them at `version`: the snapshot while it is current,
    /// else computed from the results and kept as the new snapshot.
    async fn standings_at(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
    ) -> Result<Vec<Standing>, LeagueError> {
        let snap = sqlx::query(
            "SELECT version FROM league_snapshots WHERE guild = $1 AND kind = $2 AND scope = $3",
        )
        .bind(db(guild.0))
        .bind(kind.name())
        .bind(scope.key())
        .fetch_optional(&self.pool)
        .await?;
        let fresh = match snap {
            Some(r) => r.try_get::<i64, _>(0)? == version,
            None => false,
        };
        if fresh {
            return self.snapshot(guild, kind, scope).await;
        }
        let ratings = self.ratings(guild, kind, scope).await?;
        let standings: Vec<Standing> = rating::ordered(&ratings)
            .into_iter()
            .map(|(user, r)| Standing {
                user,
                mu: r.mu,
                sigma: r.sigma,
                rating: r.shown(),
                games: r.games,
                wins: r.wins,
            })
            .collect();
        self.keep_snapshot(guild, kind, scope, version, &standings)
            .await?;
        Ok(standings)
    }

    async fn snapshot(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
    ) -> Result<Vec<Standing>, LeagueError> {
        let rows = sqlx::query(
            "SELECT user_id, mu, sigma, rating, games, wins FROM league_ratings \
             WHERE guild = $1 AND kind = $2 AND scope = $3",
        )
        .bind(db(guild.0))
        .bind(kind.name())
        .bind(scope.key())
        .fetch_all(&self.pool)
        .await?;
        let mut out = rows
            .iter()
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
            .collect::<Result<Vec<Standing>, LeagueError>>()?;
        out.sort_by(|a, b| {
            b.rating
                .total_cmp(&a.rating)
                .then(b.games.cmp(&a.games))
                .then(a.user.cmp(&b.user))
        });
        Ok(out)
    }

    async fn keep_snapshot(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
        standings: &[Standing],
    ) -> Result<(), LeagueError> {
        let (_guard, mut tx) = self.begin_write().await?;
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

    /// A player's card in a scope; `rival`: the caller, for the head-to-head.
    pub async fn player(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        user: UserId,
        rival: Option<UserId>,
    ) -> Result<PlayerCard, LeagueError> {
        let standings = self.standings(guild, kind, scope).await?;
        let results = self.rated_results(guild, kind, scope).await?;
        let mut ratings = Ratings::new();
        let mut timeline = Vec::new();
        let mut versus = rival.filter(|r| *r != user).map(|rival| HeadToHead {
            rival,
            games: 0,
            ahead: 0,
            behind: 0,
        });
        for r in &results {
            rating::apply(&mut ratings, &r.seats);
            let Some(mine) = r.seats.iter().find(|s| s.user == Some(user)) else {
                continue;
            };
            timeline.push((r.ended_at, ratings[&user].shown()));
            if let Some(v) = versus.as_mut()
                && let Some(theirs) = r.seats.iter().find(|s| s.user == Some(v.rival))
            {
                v.games += 1;
                v.ahead += u32::from(mine.rank < theirs.rank);
                v.behind += u32::from(mine.rank > theirs.rank);
            }
        }
        let mut recent: Vec<StoredResult> = self
            .results(guild, Some(kind))
            .await?
            .into_iter()
            .filter(|r| r.seats.iter().any(|s| s.user == Some(user)))
            .collect();
        recent.reverse();
        recent.truncate(5);
        Ok(PlayerCard {
            user,
            rating: ratings.get(&user).copied().unwrap_or_default(),
            place: standings.iter().position(|s| s.user == user).map(|p| p + 1),
            players: standings.len(),
            timeline,
            recent,
            versus,
        })
    }
}

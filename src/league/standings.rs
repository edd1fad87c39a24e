//! Standings and a player's story: ratings computed from the results (in the order their
//! games ended), kept as a snapshot per guild, game and scope. A new result that ended last
//! moves the snapshot's rows in place (the store does, as it records it: `sql/incremental.rs`);
//! other changes leave it stale, and it is computed again here, from this guild's results only.

use super::error::LeagueError;
use super::rating::{self, PlayerRating, Ratings};
use super::service::League;
use super::store::{Scope, Standing, StoredResult};
use crate::games::any::GameKind;
use crate::table::{GuildId, Timestamp, UserId};
use serde::Serialize;
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

    /// `standings` as the store has them at `version`: the snapshot while it is current,
    /// else computed from the results and kept as the new snapshot.
    async fn standings_at(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
    ) -> Result<Vec<Standing>, LeagueError> {
        if let Some(mut kept) = self.store.snapshot(guild, kind, scope, version).await? {
            kept.sort_by(|a, b| {
                b.rating
                    .total_cmp(&a.rating)
                    .then(b.games.cmp(&a.games))
                    .then(a.user.cmp(&b.user))
            });
            return Ok(kept);
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
        if self.keeps_snapshots {
            self.store
                .keep_snapshot(guild, kind, scope, version, &standings)
                .await?;
        }
        Ok(standings)
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

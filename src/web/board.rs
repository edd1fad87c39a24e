//! Ratings replayed result by result for one game and scope, once per league version: what
//! the standings alone do not say — each player's rating after each game (the chart, the
//! trend) and how each result moved its players. The same `rating::apply` in the same order
//! as the league's own standings, so the last point of a timeline is the standings' rating.

use crate::games::any::GameKind;
use crate::league::{Ratings, Scope, StoredResult, rating};
use crate::table::{Timestamp, UserId};
use std::collections::HashMap;

/// How many of a player's latest games the trend spans.
pub const TREND_GAMES: usize = 5;

#[derive(Debug, Default)]
pub struct Board {
    /// The shown rating after each of a player's rated results, oldest first.
    pub timelines: HashMap<UserId, Vec<(Timestamp, f64)>>,
    /// Per result id: each player's shown rating before and after it.
    pub changes: HashMap<i64, Vec<(UserId, f64, f64)>>,
}

/// Whether a result counts in `scope` (as the league's standings count it).
pub fn in_scope(r: &StoredResult, kind: GameKind, scope: Scope) -> bool {
    r.kind == kind
        && r.counts()
        && match scope {
            Scope::Season(id) => r.season == Some(id),
            Scope::AllTime => true,
        }
}

impl Board {
    /// Replays `results` (a guild's, in the order they apply) of `kind` in `scope`.
    pub fn of(results: &[StoredResult], kind: GameKind, scope: Scope) -> Board {
        let mut board = Board::default();
        let mut ratings = Ratings::new();
        for r in results.iter().filter(|r| in_scope(r, kind, scope)) {
            let users: Vec<UserId> = r.seats.iter().filter_map(|s| s.user).collect();
            let before: Vec<f64> = users
                .iter()
                .map(|u| ratings.get(u).copied().unwrap_or_default().shown())
                .collect();
            rating::apply(&mut ratings, &r.seats);
            let mut moved = Vec::with_capacity(users.len());
            for (u, b) in users.iter().zip(before) {
                let after = ratings.get(u).copied().unwrap_or_default().shown();
                board
                    .timelines
                    .entry(*u)
                    .or_default()
                    .push((r.ended_at, after));
                moved.push((*u, b, after));
            }
            board.changes.insert(r.id, moved);
        }
        board
    }

    /// How much a player's shown rating moved over their last [`TREND_GAMES`] games.
    pub fn trend(&self, user: UserId) -> Option<f64> {
        let line = self.timelines.get(&user)?;
        let last = line.last()?.1;
        let before = match line.len().checked_sub(TREND_GAMES + 1) {
            Some(i) => line[i].1,
            // Fewer games than the span: from the start (a new player's 0).
            None => 0.0,
        };
        Some(last - before)
    }
}

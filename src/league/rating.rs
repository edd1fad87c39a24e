//! Ratings: Weng-Lin (Bradley-Terry, full pairing) from the `skillratings` crate with its
//! default configuration (β = 25/6, uncertainty tolerance 1e-6); a new player starts at
//! μ = 25, σ = 25/3. Results are applied one after another in the order their games ended;
//! the shown rating is the conservative μ − 3σ.

use super::derive::{SeatResult, Team};
use crate::table::UserId;
use serde::Serialize;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::HashMap;

/// A player's rating in one scope (guild, game, season or all-time).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PlayerRating {
    pub mu: f64,
    pub sigma: f64,
    pub games: u32,
    pub wins: u32,
}

impl PlayerRating {
    pub fn new() -> PlayerRating {
        let r = WengLinRating::new();
        PlayerRating {
            mu: r.rating,
            sigma: r.uncertainty,
            games: 0,
            wins: 0,
        }
    }

    /// The rating shown and ranked by: μ − 3σ.
    pub fn shown(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

impl Default for PlayerRating {
    fn default() -> Self {
        PlayerRating::new()
    }
}

/// Everyone's rating after some results.
pub type Ratings = HashMap<UserId, PlayerRating>;

/// Applies one result's seats (people only: rated results have no bots) to `ratings`.
pub fn apply(ratings: &mut Ratings, seats: &[SeatResult]) {
    let config = WengLinConfig::new();
    // Teams in order of first appearance: the landlord and the farmers, or one per seat.
    let mut teams: Vec<(Team, u32, Vec<UserId>)> = Vec::new();
    for s in seats {
        let Some(user) = s.user else { continue };
        match teams.iter_mut().find(|(t, _, _)| *t == s.team) {
            Some((_, _, members)) => members.push(user),
            None => teams.push((s.team, s.rank, vec![user])),
        }
    }
    if teams.len() < 2 {
        return;
    }
    let before: Vec<Vec<WengLinRating>> = teams
        .iter()
        .map(|(_, _, members)| {
            members
                .iter()
                .map(|u| {
                    let r = ratings.get(u).copied().unwrap_or_default();
                    WengLinRating {
                        rating: r.mu,
                        uncertainty: r.sigma,
                    }
                })
                .collect()
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
        .iter()
        .zip(&teams)
        .map(|(b, (_, rank, _))| (b.as_slice(), MultiTeamOutcome::new(*rank as usize)))
        .collect();
    let after = weng_lin_multi_team(&input, &config);
    for ((_, rank, members), new) in teams.iter().zip(after) {
        for (user, r) in members.iter().zip(new) {
            let entry = ratings.entry(*user).or_default();
            entry.mu = r.rating;
            entry.sigma = r.uncertainty;
            entry.games += 1;
            entry.wins += u32::from(*rank == 1);
        }
    }
}

/// Everyone's rating after applying `results` (seats of each), in order.
pub fn rate<'a>(results: impl IntoIterator<Item = &'a [SeatResult]>) -> Ratings {
    let mut ratings = Ratings::new();
    for seats in results {
        apply(&mut ratings, seats);
    }
    ratings
}

/// Everyone, best shown rating first (ties: more games, then the lower user id, so the order
/// is total and the same on every run).
pub fn ordered(ratings: &Ratings) -> Vec<(UserId, PlayerRating)> {
    let mut all: Vec<(UserId, PlayerRating)> = ratings.iter().map(|(u, r)| (*u, *r)).collect();
    all.sort_by(|(ua, a), (ub, b)| {
        b.shown()
            .total_cmp(&a.shown())
            .then(b.games.cmp(&a.games))
            .then(ua.cmp(ub))
    });
    all
}

//! The ratings equal an independent Weng-Lin computation written here from the paper's
//! formulas (Weng & Lin 2011, Algorithm 1: Bradley-Terry, full pairing), to 1e-9, on hundreds
//! of random results: teams, free-for-all, ties and uneven teams.

use super::derive::{SeatResult, Team, assign_ranks};
use super::rating::{PlayerRating, rate};
use crate::table::UserId;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

const BETA: f64 = 25.0 / 6.0;
const KAPPA: f64 = 1e-6;

/// (μ, σ, games, wins) per player, by the paper.
fn reference(results: &[Vec<SeatResult>]) -> HashMap<UserId, (f64, f64, u32, u32)> {
    let mut players: HashMap<UserId, (f64, f64, u32, u32)> = HashMap::new();
    for seats in results {
        // Teams: (rank, members).
        let mut teams: Vec<(Team, u32, Vec<UserId>)> = Vec::new();
        for s in seats {
            let u = s.user.unwrap();
            if let Some(t) = teams.iter_mut().find(|t| t.0 == s.team) {
                t.2.push(u);
            } else {
                teams.push((s.team, s.rank, vec![u]));
            }
        }
        let get = |p: &HashMap<UserId, (f64, f64, u32, u32)>, u: &UserId| {
            p.get(u).copied().unwrap_or((25.0, 25.0 / 3.0, 0, 0))
        };
        let mu: Vec<f64> = teams
            .iter()
            .map(|t| t.2.iter().map(|u| get(&players, u).0).sum())
            .collect();
        let var: Vec<f64> = teams
            .iter()
            .map(|t| t.2.iter().map(|u| get(&players, u).1.powi(2)).sum())
            .collect();
        let mut updates = Vec::new();
        for i in 0..teams.len() {
            let (mut omega, mut delta) = (0.0, 0.0);
            for q in 0..teams.len() {
                if q == i {
                    continue;
                }
                let c = (var[i] + var[q] + 2.0 * BETA * BETA).sqrt();
                let p_iq = 1.0 / (1.0 + ((mu[q] - mu[i]) / c).exp());
                let s = match teams[q].1.cmp(&teams[i].1) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                };
                omega += var[i] / c * (s - p_iq);
                let gamma = var[i].sqrt() / c;
                delta += gamma * var[i] / (c * c) * p_iq * (1.0 - p_iq);
            }
            for u in &teams[i].2 {
                let (m, sd, g, w) = get(&players, u);
                let v = sd * sd;
                let new_m = m + v / var[i] * omega;
                let new_v = v * (1.0 - v / var[i] * delta).max(KAPPA);
                updates.push((
                    *u,
                    (new_m, new_v.sqrt(), g + 1, w + u32::from(teams[i].1 == 1)),
                ));
            }
        }
        players.extend(updates);
    }
    players
}

fn seat(user: u64, team: Team, score: i64) -> SeatResult {
    SeatResult {
        user: Some(UserId(user)),
        name: format!("p{user}"),
        team,
        score,
        rank: 0,
        forfeited: false,
    }
}

/// A random result among 12 players: a Dou Dizhu hand (1 against 2 or 3) or a free-for-all
/// of 2–4 with scores from a small range (ties are common).
fn random_result(rng: &mut ChaCha8Rng) -> Vec<SeatResult> {
    let n = if rng.random_bool(0.5) {
        3
    } else {
        rng.random_range(2..=4)
    };
    let mut users: Vec<u64> = (1..=12).collect();
    for i in 0..n {
        let j = rng.random_range(i..users.len());
        users.swap(i, j);
    }
    let mut seats: Vec<SeatResult> = if rng.random_bool(0.5) && n >= 3 {
        let landlord = rng.random_range(0..n);
        let won = rng.random_bool(0.4);
        let stake = rng.random_range(1..=4) * 2;
        (0..n)
            .map(|i| {
                let farmers = i64::try_from(n - 1).unwrap();
                if i == landlord {
                    seat(
                        users[i],
                        Team::Landlord,
                        if won {
                            stake * farmers
                        } else {
                            -stake * farmers
                        },
                    )
                } else {
                    seat(users[i], Team::Farmers, if won { -stake } else { stake })
                }
            })
            .collect()
    } else {
        (0..n)
            .map(|i| {
                seat(
                    users[i],
                    Team::Seat(u8::try_from(i).unwrap()),
                    rng.random_range(0..4),
                )
            })
            .collect()
    };
    assign_ranks(&mut seats);
    seats
}

#[test]
fn ratings_equal_an_independent_weng_lin_on_hundreds_of_random_results() {
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    let results: Vec<Vec<SeatResult>> = (0..600).map(|_| random_result(&mut rng)).collect();
    assert!(
        results
            .iter()
            .any(|r| r.iter().any(|s| s.team == Team::Landlord))
    );
    assert!(results.iter().any(|r| {
        let ranks: Vec<u32> = r.iter().map(|s| s.rank).collect();
        r.len() > 2 && ranks.iter().filter(|&&x| x == ranks[0]).count() > 1
    }));
    let ours = rate(results.iter().map(Vec::as_slice));
    let theirs = reference(&results);
    assert_eq!(ours.len(), theirs.len());
    for (user, (mu, sigma, games, wins)) in &theirs {
        let r: &PlayerRating = &ours[user];
        assert!((r.mu - mu).abs() < 1e-9, "{user}: μ {} vs {mu}", r.mu);
        assert!(
            (r.sigma - sigma).abs() < 1e-9,
            "{user}: σ {} vs {sigma}",
            r.sigma
        );
        assert_eq!((r.games, r.wins), (*games, *wins), "{user}");
    }
}

#[test]
fn a_new_player_starts_at_25_and_25_over_3() {
    let r = PlayerRating::new();
    assert!((r.mu - 25.0).abs() < 1e-12 && (r.sigma - 25.0 / 3.0).abs() < 1e-12);
    assert!((r.shown() - 0.0).abs() < 1e-12);
}

#[test]
fn the_winner_of_a_head_to_head_gains_and_the_loser_drops() {
    let mut seats = vec![seat(1, Team::Seat(0), 10), seat(2, Team::Seat(1), 3)];
    assign_ranks(&mut seats);
    let r = rate([seats.as_slice()]);
    assert!(r[&UserId(1)].mu > 25.0 && r[&UserId(2)].mu < 25.0);
    assert_eq!((r[&UserId(1)].wins, r[&UserId(2)].wins), (1, 0));
}

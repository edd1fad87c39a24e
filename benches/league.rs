//! Leagues: recomputing a season of 100,000 results (Weng-Lin, applied in order), and the
//! standings of a guild with 10,000 rated players, from the database (SQLite in a folder
//! under `target/`): cold (computed from the results and kept as a snapshot) and from the
//! snapshot.
//!
//! `cargo bench --bench league`

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::games::any::GameKind;
use paiju::league::derive::{SeatResult, Team, assign_ranks};
use paiju::league::{League, Scope, rating};
use paiju::store::SqlStore;
use paiju::table::{GuildId, UserId};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Duration;
use tokio::runtime::Runtime;

const SEASON: usize = 100_000;
const PLAYERS: u64 = 10_000;
const GUILD: GuildId = GuildId(42);

/// Random results among `players`: Dou Dizhu hands (1 against 2) and 2–4 player matches.
fn results(n: usize, players: u64, seed: u64) -> Vec<Vec<SeatResult>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|i| {
            let size = if i % 2 == 0 {
                3
            } else {
                rng.random_range(2..=4)
            };
            let mut users: Vec<u64> = Vec::new();
            while users.len() < size {
                let u = rng.random_range(1..=players);
                if !users.contains(&u) {
                    users.push(u);
                }
            }
            let mut seats: Vec<SeatResult> = users
                .iter()
                .enumerate()
                .map(|(s, &u)| SeatResult {
                    user: Some(UserId(u)),
                    name: String::new(),
                    team: if i % 2 == 0 {
                        if s == 0 {
                            Team::Landlord
                        } else {
                            Team::Farmers
                        }
                    } else {
                        Team::Seat(u8::try_from(s).unwrap())
                    },
                    score: rng.random_range(-4..=4),
                    rank: 0,
                    forfeited: false,
                })
                .collect();
            assign_ranks(&mut seats);
            seats
        })
        .collect()
}

fn recompute(c: &mut Criterion) {
    let season = results(SEASON, 2_000, 1);
    let mut g = c.benchmark_group("league");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("recompute a season of 100,000 results", |b| {
        b.iter(|| rating::rate(season.iter().map(Vec::as_slice)));
    });
    g.finish();
}

/// A guild whose rated results cover `PLAYERS` players (every player in at least one).
async fn guild_with_players(dir: &std::path::Path) -> (SqlStore, League) {
    let url = format!("sqlite://{}/league.db", dir.display());
    let store = SqlStore::connect(&url).await.unwrap();
    let league = League::new(&store);
    let mut all = results(40_000, PLAYERS, 2);
    // Make sure every player has played.
    let n = all.len();
    for (i, u) in (1..=PLAYERS).enumerate() {
        if let Some(s) = all[i % n].first_mut() {
            s.user = Some(UserId(u));
        }
        let seats = &mut all[i % n];
        let mut seen = std::collections::HashSet::new();
        seats.retain(|s| seen.insert(s.user));
    }
    let mut tx = store.pool().begin().await.unwrap();
    for (i, seats) in all.iter().enumerate() {
        let id = i64::try_from(i).unwrap() + 1;
        sqlx::query(
            "INSERT INTO league_results (id, guild, table_id, game_no, kind, season, rated, \
             unrated, void, started_at, ended_at, options, derived, seats) \
             VALUES ($1, $2, $1, 1, 'doudizhu', 1, 1, NULL, 0, $1, $1, '{}', $3, $3)",
        )
        .bind(id)
        .bind(i64::try_from(GUILD.0).unwrap())
        .bind(serde_json::to_string(seats).unwrap())
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    sqlx::query("INSERT INTO league_versions (guild, version) VALUES ($1, 1)")
        .bind(i64::try_from(GUILD.0).unwrap())
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    (store, league)
}

fn standings(c: &mut Criterion) {
    let rt = Runtime::new().unwrap();
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let (_store, league) = rt.block_on(guild_with_players(dir.path()));
    let players = rt
        .block_on(league.standings(GUILD, GameKind::Doudizhu, Scope::AllTime))
        .unwrap()
        .len();
    // Every player but the few whose only game collapsed to one side when made sure to play.
    assert!(players > 9_900, "{players} players");
    eprintln!("standings bench: {players} rated players");
    let mut g = c.benchmark_group("league");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("standings of 10,000 players, from the snapshot", |b| {
        b.iter(|| {
            rt.block_on(league.standings(GUILD, GameKind::Doudizhu, Scope::AllTime))
                .unwrap()
        });
    });
    g.bench_function(
        "standings of 10,000 players, recomputed (40,000 results)",
        |b| {
            b.iter(|| {
                rt.block_on(async {
                    sqlx::query("UPDATE league_versions SET version = version + 1")
                        .execute(_store.pool())
                        .await
                        .unwrap();
                    league
                        .standings(GUILD, GameKind::Doudizhu, Scope::AllTime)
                        .await
                        .unwrap()
                })
            });
        },
    );
    g.finish();
}

criterion_group!(benches, recompute, standings);
criterion_main!(benches);

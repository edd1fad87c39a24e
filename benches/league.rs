//! Leagues: recomputing a season of 100,000 results (Weng-Lin, applied in order), and the
//! standings of a guild with 10,000 rated players, from the database (SQLite in a folder
//! under `target/`): cold (computed from the results and kept as a snapshot) and from the
//! snapshot. And `league standings` as a command, in a guild of 10,000 results on a server
//! with 1,000 open tables in other guilds (issue 58: no command may load them), with its p50
//! and p99 printed.
//!
//! `cargo bench --bench league`

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::games::any::GameKind;
use paiju::league::derive::{SeatResult, Team, assign_ranks};
use paiju::league::{League, Scope, SqlLeagueStore, rating};
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
    let league = League::new(SqlLeagueStore::new(&store));
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

/// 1,000 open Dou Dizhu tables in 50 other guilds, each a few moves into its hand.
async fn open_tables_elsewhere(store: &SqlStore) {
    use paiju::games::Options;
    use paiju::table::store::Store;
    use paiju::table::{ChannelId, Command, Ctx, Table, TableHeader, TableId, Timestamp};
    let ctx = |u: u64, now: i64| Ctx {
        user: UserId(u),
        name: format!("p{u}"),
        now: Timestamp(now),
        key: None,
        moderator: false,
        entropy: u64::try_from(now).unwrap(),
    };
    for i in 0..1_000u64 {
        let header = TableHeader {
            id: TableId(1_000_000 + i),
            channel: ChannelId(1_000_000 + i),
            guild: Some(GuildId((100 + i % 50) << 22)),
            kind: GameKind::Doudizhu,
            options: Options::new(),
            creator: UserId(1),
            created_at: Timestamp(5),
        };
        let mut t = Table::open(header.clone()).unwrap();
        let mut entries = Vec::new();
        for u in 1..=3 {
            entries.extend(t.handle(&ctx(u, 6), Command::Join).unwrap().entries);
        }
        let now = 7 + i64::try_from(i).unwrap();
        let start = Command::Start { deal: None };
        entries.extend(t.handle(&ctx(1, now), start).unwrap().entries);
        for m in 0..6 {
            let seat = t.to_act()[0];
            let action = t.game().unwrap().bot_action(seat).unwrap();
            let user = t.user_at(seat).unwrap().0;
            let h = t.handle(&ctx(user, now + m), Command::Action { action });
            entries.extend(h.unwrap().entries);
        }
        store.create(&header, &entries).await.unwrap();
    }
}

/// A guild of 10,000 rated results among 300 players, in a season, beside 1,000 open tables.
async fn busy_server(dir: &std::path::Path) -> (SqlStore, League) {
    let url = format!("sqlite://{}/busy.db", dir.display());
    let store = SqlStore::connect(&url).await.unwrap();
    let league = League::new(SqlLeagueStore::new(&store));
    let admin = paiju::league::Caller {
        user: UserId(1),
        admin: true,
        roles: Vec::new(),
    };
    let season = league
        .start_season(GUILD, &admin, "Spring", None, paiju::table::Timestamp(1))
        .await
        .unwrap();
    open_tables_elsewhere(&store).await;
    let all = results(10_000, 300, 3);
    let mut tx = store.pool().begin().await.unwrap();
    for (i, seats) in all.iter().enumerate() {
        let id = i64::try_from(i).unwrap() + 1;
        sqlx::query(
            "INSERT INTO league_results (id, guild, table_id, game_no, kind, season, rated, \
             unrated, void, started_at, ended_at, options, derived, seats) \
             VALUES ($1, $2, $1, 1, 'doudizhu', $4, 1, NULL, 0, $1, $1, '{}', $3, $3)",
        )
        .bind(id)
        .bind(i64::try_from(GUILD.0).unwrap())
        .bind(serde_json::to_string(seats).unwrap())
        .bind(season.id)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    sqlx::query("UPDATE league_ids SET value = 10000 WHERE name = 'result'")
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query("UPDATE league_versions SET version = version + 1")
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    (store, league)
}

/// p50 and p99 of `n` runs of `f`, in milliseconds.
fn percentiles(n: usize, mut f: impl FnMut() -> std::time::Duration) -> (f64, f64) {
    let mut times: Vec<f64> = (0..n).map(|_| f().as_secs_f64() * 1000.0).collect();
    times.sort_by(f64::total_cmp);
    (times[n / 2], times[n * 99 / 100])
}

fn standings_command(c: &mut Criterion) {
    let rt = Runtime::new().unwrap();
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let (_store, league) = rt.block_on(busy_server(dir.path()));
    let caller = paiju::league::Caller {
        user: UserId(7),
        admin: false,
        roles: Vec::new(),
    };
    let run = || {
        rt.block_on(paiju::league::commands::run(
            &league,
            Some(GUILD),
            &caller,
            &["standings"],
            paiju::table::Timestamp(2),
            paiju::i18n::Locale::EnUs,
        ))
        .unwrap()
    };
    // The first look computes the snapshot from the 10,000 results; then it is kept.
    let first = std::time::Instant::now();
    let reply = run();
    eprintln!(
        "league standings, first look (computes the snapshot): {:.1} ms",
        first.elapsed().as_secs_f64() * 1000.0
    );
    assert!(reply.text.lines().count() > 200, "{}", reply.text);
    let (p50, p99) = percentiles(2_000, || {
        let t = std::time::Instant::now();
        run();
        t.elapsed()
    });
    eprintln!(
        "league standings (10,000 results, 1,000 open tables elsewhere): p50 {p50:.2} ms, p99 {p99:.2} ms"
    );
    let mut g = c.benchmark_group("league");
    g.bench_function(
        "league standings command, 10,000 results, 1,000 open tables in other guilds",
        |b| b.iter(run),
    );
    g.finish();
}

/// `/league standings` as Discord answers it: the running season, the game with the most
/// results, the standings (the kept snapshot), the seasons for the title, and one page of ten
/// rows (the caller's page) — what `discord::league::standings_page` does.
fn standings_page(c: &mut Criterion) {
    let rt = Runtime::new().unwrap();
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let (_store, league) = rt.block_on(busy_server(dir.path()));
    let me = UserId(7);
    let page = || async {
        let scope = league.resolve_scope(GUILD, None).await.unwrap();
        let kind = league
            .resolve_game(GUILD, None, scope)
            .await
            .unwrap()
            .unwrap();
        let rows = league.standings(GUILD, kind, scope).await.unwrap();
        let seasons = league.seasons(GUILD).await.unwrap();
        let at = rows.iter().position(|s| s.user == me).unwrap_or(0) / 10 * 10;
        let title = paiju::league::text::scope_name(scope, &seasons, paiju::i18n::Locale::EnUs);
        let mention = |u: UserId| format!("<@{u}>");
        let lines = paiju::league::text::standings_lines(
            &rows,
            at,
            10,
            Some(me),
            &mention,
            paiju::i18n::Locale::EnUs,
        );
        (title, lines)
    };
    // The first look computes the snapshot; then it is kept.
    rt.block_on(page());
    // Where the time goes: each step's median over 500 looks.
    let scope = rt.block_on(league.resolve_scope(GUILD, None)).unwrap();
    macro_rules! step {
        ($name:expr, $fut:expr) => {{
            let (p50, _) = percentiles(500, || {
                let t = std::time::Instant::now();
                rt.block_on($fut).unwrap();
                t.elapsed()
            });
            eprintln!("  {}: p50 {p50:.3} ms", $name);
        }};
    }
    step!("resolve_scope", league.resolve_scope(GUILD, None));
    step!("resolve_game", league.resolve_game(GUILD, None, scope));
    step!(
        "standings",
        league.standings(GUILD, GameKind::Doudizhu, scope)
    );
    step!("seasons", league.seasons(GUILD));
    let (p50, p99) = percentiles(2_000, || {
        let t = std::time::Instant::now();
        let (_, lines) = rt.block_on(page());
        assert_eq!(lines.len(), 10);
        t.elapsed()
    });
    eprintln!(
        "/league standings page (10,000 results, 1,000 open tables elsewhere): p50 {p50:.2} ms, p99 {p99:.2} ms"
    );
    let mut g = c.benchmark_group("league");
    g.bench_function(
        "/league standings page, 10,000 results, 1,000 open tables in other guilds",
        |b| b.iter(|| rt.block_on(page())),
    );
    g.finish();
}

criterion_group!(
    benches,
    recompute,
    standings,
    standings_command,
    standings_page
);
criterion_main!(benches);

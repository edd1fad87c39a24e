//! The league's web page (issue 64): a league of 10,000 rated results among 1,000 players,
//! every game listed, its standings page asked for over HTTP on a loopback port as a browser
//! would (no `If-None-Match`: the whole page each time), a different page of the standings
//! each time; the p50 and p99 of 2,000 requests are printed (the goal: p99 ≤ 20 ms).
//!
//! `cargo bench --bench web`

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::games::any::GameKind;
use paiju::league::consent::WebConsent;
use paiju::league::derive::{SeatResult, Team, assign_ranks};
use paiju::store::SqlStore;
use paiju::table::{ChannelId, GuildId, Timestamp, UserId};
use paiju::web::{Limits, Server, Site};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::num::NonZeroU32;
use std::time::{Duration, Instant};
use tokio::runtime::Runtime;

const RESULTS: i64 = 10_000;
const PLAYERS: u64 = 1_000;
const GUILD: GuildId = GuildId(42 << 22);

/// A Dou Dizhu hand among three of `PLAYERS`, the first the landlord.
fn hand(rng: &mut ChaCha8Rng) -> Vec<SeatResult> {
    let mut users: Vec<u64> = Vec::new();
    while users.len() < 3 {
        let u = rng.random_range(1..=PLAYERS);
        if !users.contains(&u) {
            users.push(u);
        }
    }
    let landlord_wins = rng.random_bool(0.4);
    let mut seats: Vec<SeatResult> = users
        .iter()
        .enumerate()
        .map(|(s, &u)| SeatResult {
            user: Some(UserId(u)),
            name: format!("Player <{u}> & co"),
            team: if s == 0 {
                Team::Landlord
            } else {
                Team::Farmers
            },
            score: match (s == 0, landlord_wins) {
                (true, true) => 4,
                (true, false) => -4,
                (false, true) => -2,
                (false, false) => 2,
            },
            rank: 0,
            forfeited: false,
        })
        .collect();
    assign_ranks(&mut seats);
    seats
}

/// The league, written as the bot would have left it, and its page turned on.
async fn league(dir: &std::path::Path) -> (SqlStore, String) {
    let url = format!("sqlite://{}/web.db", dir.display());
    let store = SqlStore::connect(&url).await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(64);
    let guild = i64::try_from(GUILD.0).unwrap();
    let mut tx = store.pool().begin().await.unwrap();
    for id in 1..=RESULTS {
        let seats = serde_json::to_string(&hand(&mut rng)).unwrap();
        sqlx::query(
            "INSERT INTO league_results (id, guild, table_id, game_no, kind, season, rated, \
             unrated, void, started_at, ended_at, options, derived, seats) \
             VALUES ($1, $2, $1, 1, 'doudizhu', NULL, 1, NULL, 0, $1, $1, '{}', $3, $3)",
        )
        .bind(id)
        .bind(guild)
        .bind(&seats)
        .execute(&mut *tx)
        .await
        .unwrap();
        // Each result's table, in a public channel: every game is listed.
        sqlx::query(
            "INSERT INTO tables (id, channel, guild, kind, header, created_at, closed_at) \
             VALUES ($1, $1, $2, 'doudizhu', '{}', $1, $1)",
        )
        .bind(id)
        .bind(guild)
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO web_channels (channel, guild, public, updated_at) VALUES ($1, $2, 1, 0)",
        )
        .bind(id)
        .bind(guild)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    sqlx::query("INSERT INTO league_versions (guild, version) VALUES ($1, 1)")
        .bind(guild)
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let consent = WebConsent::new(&store);
    let page = consent.set_page(GUILD, true, Timestamp(1)).await.unwrap();
    consent
        .set_channel(GUILD, ChannelId(1), true, Timestamp(1))
        .await
        .unwrap();
    (store, page.slug)
}

fn standings_page(c: &mut Criterion) {
    let rt = Runtime::new().unwrap();
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let (store, slug) = rt.block_on(league(dir.path()));
    let limits = Limits {
        per_second: NonZeroU32::new(1_000_000).unwrap(),
        burst: NonZeroU32::new(1_000_000).unwrap(),
    };
    let server = Server::new(Site::new(&store, true), limits);
    let listener = rt
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let base = format!("http://{}/l/{slug}", listener.local_addr().unwrap());
    rt.spawn(paiju::web::serve_on(server, listener));
    let client = reqwest::Client::new();
    let get = |page: usize| {
        let url = format!("{base}?game=doudizhu&season=all&page={page}&games={page}");
        let client = client.clone();
        async move {
            let r = client.get(url).send().await.unwrap();
            assert_eq!(r.status(), 200);
            r.bytes().await.unwrap().len()
        }
    };
    // The first look builds the league's view (results, names, slugs, listed games).
    let first = Instant::now();
    let bytes = rt.block_on(get(1));
    eprintln!(
        "web bench: first look (view built) {:.1} ms, {bytes} bytes",
        first.elapsed().as_secs_f64() * 1e3
    );
    let mut g = c.benchmark_group("web");
    g.sample_size(50).measurement_time(Duration::from_secs(10));
    let mut page = 0;
    g.bench_function("standings page, 10,000 results, over HTTP", |b| {
        b.iter(|| {
            page = page % 20 + 1;
            rt.block_on(get(page))
        });
    });
    g.finish();
    let mut times: Vec<Duration> = (0..2_000)
        .map(|i| {
            let at = Instant::now();
            rt.block_on(get(i % 20 + 1));
            at.elapsed()
        })
        .collect();
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    eprintln!(
        "web bench: standings page of a league of {RESULTS} results ({} kinds): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        GameKind::ALL.len(),
        ms(times[times.len() / 2]),
        ms(times[times.len() * 99 / 100]),
        ms(times[times.len() - 1])
    );
}

criterion_group!(benches, standings_page);
criterion_main!(benches);

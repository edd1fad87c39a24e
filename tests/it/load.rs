//! Throughput under load: 1,000 live Dou Dizhu tables, moves sent through the real gateway path
//! (fake Discord websocket → serenity → the bot → durable append → callback), open loop at
//! 100, 300 and 1,000 interactions/s, on SQLite (synchronous FULL) and on PostgreSQL.
//! Reports interaction → callback p50 / p99 / max per rate, and how fast the generator itself
//! dispatched (it sends on a fixed schedule and reports the rate it achieved, so a generator
//! that fell behind shows).
//!
//! By hand, in release (the numbers mean nothing in a debug build):
//! `cargo test --release --test it load -- --ignored --nocapture`
//! (`TEST_DATABASE_URL` for the PostgreSQL run).

use crate::support::traffic::{self, percentile};
use crate::support::users::Player;
use crate::support::{CHANNEL, Harness};
use paiju::table::ChannelId;
use paiju::table::store::Store;
use std::time::Duration;

const TABLES: u64 = 1_000;
const SECONDS_PER_RATE: u64 = 5;

fn seat_players(table: u64) -> [Player; 3] {
    traffic::three_players(900_000 + table * 3)
}

/// Opens `TABLES` tables of three people through the registry (setup, not measured) and deals.
async fn open_tables<S: Store>(h: &Harness<S>) {
    for t in 0..TABLES {
        traffic::open_doudizhu(h, ChannelId(CHANNEL + 10 + t), &seat_players(t), false).await;
    }
}

/// Sends moves at `rate`/s for `SECONDS_PER_RATE` s, round-robin over the tables, and reports.
async fn run_rate<S: Store>(h: &Harness<S>, store: &str, rate: u64) {
    let next =
        async |t: u64| traffic::next_move(h, ChannelId(CHANNEL + 10 + t), &seat_players(t)).await;
    let run = traffic::open_loop(
        h,
        rate,
        SECONDS_PER_RATE,
        TABLES,
        next,
        Duration::from_secs(60),
    )
    .await;
    let sent = run.sent.len();
    let mut latencies: Vec<Duration> = run.callbacks.iter().map(|c| c.latency).collect();
    latencies.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{store:10} {rate:5}/s target, {:7.1}/s sent ({sent} moves; generator {:.3} ms per send): \
         p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        run.rate(),
        ms(run.generator) / f64::from(u32::try_from(sent.max(1)).unwrap()),
        ms(percentile(&latencies, 0.5)),
        ms(percentile(&latencies, 0.99)),
        ms(*latencies.last().unwrap()),
    );
}

async fn load<S: Store>(store: S, name: &str) {
    let h = Harness::start_with(store, 3).await;
    open_tables(&h).await;
    for rate in [100, 300, 1_000] {
        run_rate(&h, name, rate).await;
    }
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn a_thousand_live_tables_under_load_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("load.db").display());
    let store = paiju::store::SqlStore::connect(&url).await.unwrap();
    load(store, "sqlite").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn a_thousand_live_tables_under_load_on_postgres() {
    let Some(db) = crate::store_conformance::pg_db::PgDb::new().await else {
        println!("TEST_DATABASE_URL is not set: the PostgreSQL load test was skipped");
        return;
    };
    let store = paiju::store::SqlStore::connect(&db.url).await.unwrap();
    load(store.clone(), "postgresql").await;
    store.shutdown().await;
    db.drop_schema().await;
}

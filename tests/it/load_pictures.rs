//! Pictures under load: live Dou Dizhu tables of three people, moves sent through the real
//! gateway path (fake Discord websocket → serenity → the bot → durable append → callback) at
//! 300 interactions/s, open loop, until every game is over (or `LIMIT` has passed), once with
//! `images=off` and once with pictures on, in the same run, at 200 and at 1,000 tables.
//! Pictures on, every move's answer has its hand picture, every DM panel its own and the
//! live table message the table's: the goal is that none of it slows a move — the callback
//! p99 with pictures within 1.5× of `images=off` and at most 10 ms (docs/images.md#speed).
//!
//! Reports, per run: interaction → callback p50 / p99 / max, games finished, the problems
//! (a move refused, a callback missing), how many pictures were uploaded, the CPU time the
//! process used and how it split between kinds of threads (the runtime's, SQLite's, the
//! sending's, the drawing's, and the fake Discord's, which runs on threads of its own).
//!
//! `LOAD_PICTURES_ONLY=1` runs only the run with pictures (to profile it).
//!
//! The store is SQLite (synchronous FULL) on a memory-backed file system where there is one.
//!
//! By hand, in release, with nothing else running (the numbers mean nothing in a debug build):
//! `cargo test --release --test it load_pictures -- --ignored --nocapture --test-threads 1`

use crate::support::Harness;
use crate::support::traffic::{self, percentile};
use crate::support::users::Player;
use paiju::games::Options;
use paiju::table::store::Store;
use paiju::table::{ChannelId, Status};
use std::time::{Duration, Instant};

const RATE: u64 = 300;
/// Each run stops sending after this long, games over or not.
const LIMIT_SECONDS: u64 = 40;
const FIRST_CHANNEL: u64 = crate::support::CHANNEL + 20_000;

fn players(table: u64) -> [Player; 3] {
    traffic::three_players(3_900_000 + table * 3)
}

fn channel(table: u64) -> ChannelId {
    ChannelId(FIRST_CHANNEL + table)
}

/// What one run measured.
struct Measured {
    p50: Duration,
    p99: Duration,
    max: Duration,
    moves: usize,
    finished: u64,
    problems: usize,
    uploads: usize,
    /// Uploads by what they show (the file name's start: `hand`, `table`, `showdown`).
    uploads_by_kind: Vec<(String, usize)>,
    /// REST requests by method and route (ids and tokens as `#`), most first.
    requests: Vec<(String, usize)>,
    /// Pictures drawn, and asked for again once drawn.
    pictures: paiju::images::Counts,
    cpu: Duration,
    /// CPU by kind of thread, most first.
    threads: Vec<(String, Duration)>,
}

/// The CPU time this process used so far (user + system), from `/proc/self/stat`.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    ticks(&stat)
}

/// The CPU time each thread used so far, by thread id, with its name, from
/// `/proc/self/task/*/stat`.
fn cpu_by_thread() -> std::collections::HashMap<u32, (String, Duration)> {
    let mut by = std::collections::HashMap::new();
    for task in std::fs::read_dir("/proc/self/task")
        .into_iter()
        .flatten()
        .flatten()
    {
        let Some(tid) = task.file_name().to_str().and_then(|t| t.parse().ok()) else {
            continue;
        };
        let read = |f: &str| std::fs::read_to_string(task.path().join(f)).unwrap_or_default();
        by.insert(tid, (read("comm").trim().to_string(), ticks(&read("stat"))));
    }
    by
}

/// What each kind of thread (its name without its number: `paiju-painter-0` →
/// `paiju-painter`) used between two readings of `cpu_by_thread`, most first. A thread that
/// ended meanwhile is not counted.
fn cpu_between(
    before: &std::collections::HashMap<u32, (String, Duration)>,
    after: &std::collections::HashMap<u32, (String, Duration)>,
) -> Vec<(String, Duration)> {
    let mut by: std::collections::BTreeMap<String, Duration> = std::collections::BTreeMap::new();
    for (tid, (name, t)) in after {
        let was = before.get(tid).map(|(_, t)| *t).unwrap_or_default();
        let kind = name.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-');
        *by.entry(kind.to_string()).or_default() += t.saturating_sub(was);
    }
    let mut out: Vec<_> = by.into_iter().filter(|(_, t)| !t.is_zero()).collect();
    out.sort_by_key(|(_, t)| std::cmp::Reverse(*t));
    out
}

/// utime + stime of a `stat` line.
fn ticks(stat: &str) -> Duration {
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    // utime and stime are fields 14 and 15, in clock ticks (100 per second on Linux).
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<u64>().ok())
        .sum();
    Duration::from_millis(ticks * 10)
}

async fn run<S: Store>(store: S, tables: u64, images: bool) -> Measured {
    let h = Harness::start_with(store, 61).await;
    let option = if images { "on" } else { "off" };
    for t in 0..tables {
        let options = Options::new().with("images", option);
        traffic::open_doudizhu_with(&h, channel(t), &players(t), false, options).await;
    }
    let cpu = cpu_time();
    let threads = cpu_by_thread();
    let next = async |t: u64| traffic::next_move(&h, channel(t), &players(t)).await;
    let run = traffic::open_loop(
        &h,
        RATE,
        LIMIT_SECONDS,
        tables,
        next,
        Duration::from_secs(120),
    )
    .await;
    h.bot.idle().await;
    let cpu = cpu_time().saturating_sub(cpu);
    let threads = cpu_between(&threads, &cpu_by_thread());
    let sent: std::collections::HashSet<u64> = run.sent.iter().map(|&(_, id)| id).collect();
    let answered: Vec<_> = run
        .callbacks
        .iter()
        .filter(|c| sent.contains(&c.interaction))
        .collect();
    let refused = answered
        .iter()
        .filter(|c| c.data["content"].as_str().is_some_and(|t| t.contains('✗')))
        .count();
    for c in answered
        .iter()
        .filter(|c| c.data["content"].as_str().is_some_and(|t| t.contains('✗')))
        .take(3)
    {
        println!("  refused: {}", c.data["content"]);
    }
    let mut latencies: Vec<Duration> = answered.iter().map(|c| c.latency).collect();
    latencies.sort();
    let mut finished = 0;
    for t in 0..tables {
        let shared = h.registry.table(channel(t)).await.unwrap().unwrap();
        if shared.lock().await.status() != Status::Playing {
            finished += 1;
        }
    }
    let m = Measured {
        p50: percentile(&latencies, 0.5),
        p99: percentile(&latencies, 0.99),
        max: *latencies.last().unwrap(),
        moves: run.sent.len(),
        finished,
        problems: refused + (sent.len() - answered.len()),
        uploads: h.fake.uploads().len(),
        uploads_by_kind: by_kind(&h.fake.uploads()),
        pictures: h.bot.app.discord.delivery.painter().counts(),
        requests: by_route(&h.fake.requests()),
        cpu,
        threads,
    };
    h.shutdown().await;
    m
}

/// How many uploads showed what (the file name up to its `-`), most first.
fn by_kind(uploads: &[crate::support::fake::Upload]) -> Vec<(String, usize)> {
    most_first(
        uploads
            .iter()
            .map(|u| u.filename.split('-').next().unwrap_or_default().to_string()),
    )
}

/// How many requests went to each route (method and path, its ids and tokens as `#`), most
/// first.
fn by_route(requests: &[crate::support::fake::Request]) -> Vec<(String, usize)> {
    most_first(requests.iter().map(|r| {
        let path: Vec<&str> = r
            .path
            .split('/')
            .map(|part| match part.parse::<u64>() {
                // A table's channel, told from the DM channels the fake made.
                Ok(id) if (FIRST_CHANNEL..FIRST_CHANNEL + 100_000).contains(&id) => "<table>",
                Ok(_) => "#",
                Err(_) if part.starts_with("tok-") => "#",
                Err(_) => part,
            })
            .collect();
        format!("{} {}", r.method, path.join("/"))
    }))
}

/// Each distinct key with how many times it came, most first.
fn most_first(keys: impl Iterator<Item = String>) -> Vec<(String, usize)> {
    let mut by: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for key in keys {
        *by.entry(key).or_default() += 1;
    }
    let mut out: Vec<_> = by.into_iter().collect();
    out.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    out
}

fn report(tables: u64, images: bool, m: &Measured) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{tables:5} tables, images={:3}: {:5} moves, p50 {:6.2} ms, p99 {:6.2} ms, max {:7.2} ms; \
         {}/{tables} games finished, {} problems, {} pictures uploaded, CPU {:.1} s",
        if images { "on" } else { "off" },
        m.moves,
        ms(m.p50),
        ms(m.p99),
        ms(m.max),
        m.finished,
        m.problems,
        m.uploads,
        m.cpu.as_secs_f64(),
    );
    let threads: Vec<String> = m
        .threads
        .iter()
        .map(|(kind, t)| format!("{kind} {:.1} s", t.as_secs_f64()))
        .collect();
    println!("      CPU by thread: {}", threads.join(", "));
    let routes: Vec<String> = m
        .requests
        .iter()
        .take(8)
        .map(|(route, n)| format!("{route} {n}"))
        .collect();
    println!("      requests: {}", routes.join(", "));
    if !m.uploads_by_kind.is_empty() {
        let kinds: Vec<String> = m
            .uploads_by_kind
            .iter()
            .map(|(kind, n)| format!("{kind} {n}"))
            .collect();
        println!(
            "      uploads: {}; {} pictures drawn, {} reused",
            kinds.join(", "),
            m.pictures.drawn,
            m.pictures.reused
        );
    }
}

async fn compare<S: Store>(tables: u64, store: impl AsyncFn() -> S) {
    let started = Instant::now();
    if std::env::var_os("LOAD_PICTURES_ONLY").is_some() {
        // For a profiler: the run with pictures alone.
        let on = run(store().await, tables, true).await;
        report(tables, true, &on);
        return;
    }
    let off = run(store().await, tables, false).await;
    report(tables, false, &off);
    let on = run(store().await, tables, true).await;
    report(tables, true, &on);
    println!(
        "{tables:5} tables: p99 with pictures / without = {:.2}, p50 {:.2} ({:.0} s)",
        on.p99.as_secs_f64() / off.p99.as_secs_f64(),
        on.p50.as_secs_f64() / off.p50.as_secs_f64(),
        started.elapsed().as_secs_f64()
    );
    assert_eq!(
        off.problems + on.problems,
        0,
        "every move answered, none refused"
    );
    assert!(on.uploads > 0, "pictures were sent");
    assert_eq!(off.uploads, 0, "images=off sends none");
}

/// Where the SQLite files go: memory-backed (`/dev/shm`) when there is one, so what is
/// measured is the bot's CPU, not the disk's fsync (which other work on the machine slows).
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir_in("/dev/shm").unwrap_or_else(|_| tempfile::tempdir().unwrap())
}

async fn sqlite(dir: &tempfile::TempDir, name: &str) -> paiju::store::SqlStore {
    let url = format!("sqlite://{}", dir.path().join(name).display());
    paiju::store::SqlStore::connect(&url).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn two_hundred_tables_with_and_without_pictures() {
    let dir = scratch();
    let n = std::sync::atomic::AtomicU32::new(0);
    compare(200, async || {
        let i = n.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        sqlite(&dir, &format!("p{i}.db")).await
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn a_thousand_tables_with_and_without_pictures() {
    let dir = scratch();
    let n = std::sync::atomic::AtomicU32::new(0);
    compare(1_000, async || {
        let i = n.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        sqlite(&dir, &format!("p{i}.db")).await
    })
    .await;
}

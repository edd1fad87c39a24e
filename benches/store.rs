//! The durable store: appends per second (one entry per append, each awaited, as the registry
//! does), and the time to reload 10,000 unfinished tables at start (`open_tables`, then
//! `Table::replay` for each).
//!
//! SQLite runs in a folder under `target/` (a real disk: fsync costs what it costs).
//! PostgreSQL runs in a schema of its own in `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`;
//! with neither set its benchmarks are skipped.
//!
//! `cargo bench --bench store`

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::store::SqlStore;
use paiju::table::store::Store;
use paiju::table::{
    ChannelId, Command, Ctx, GuildId, LogEntry, Table, TableHeader, TableId, TableOp, TableRecord,
    Timestamp, UserId,
};
use rand::Rng;
use sqlx::{Connection, Executor};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::runtime::Runtime;

const RELOAD_TABLES: u64 = 10_000;

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

fn header(id: u64) -> TableHeader {
    TableHeader {
        id: TableId(id),
        channel: ChannelId(1_000_000 + id),
        guild: Some(GuildId(id % 97)),
        kind: GameKind::Doudizhu,
        options: Options::new(),
        creator: UserId(1),
        created_at: Timestamp(1_700_000_000_000),
    }
}

/// An unfinished table as the registry leaves it: a person joined, added two bots and started;
/// the bots bid until the person must act.
fn played_log(h: &TableHeader, entropy: u64) -> Vec<LogEntry> {
    let mut t = Table::open(h.clone()).unwrap();
    let ctx = |key: &str| Ctx {
        user: UserId(1),
        name: "Ann".into(),
        now: Timestamp(1_700_000_000_000),
        key: Some(format!("{}-{key}", h.id)),
        moderator: false,
        entropy,
    };
    let mut log = Vec::new();
    for (key, cmd) in [
        ("join", Command::Join),
        ("bot1", Command::add_bot()),
        ("bot2", Command::add_bot()),
        ("start", Command::Start { deal: None }),
    ] {
        log.extend(t.handle(&ctx(key), cmd).unwrap().entries);
    }
    log
}

fn one_entry(seq: u64) -> LogEntry {
    LogEntry {
        seq,
        at: Timestamp(1_700_000_000_000 + i64::try_from(seq).unwrap()),
        actor: paiju::table::Actor::User(UserId(7)),
        key: Some(format!("interaction-{seq}")),
        op: TableOp::Reminded {
            seat: paiju::games::Seat(1),
            deadline: Timestamp(1_700_000_090_000),
        },
    }
}

/// A database to bench on, and how to clean it up.
struct Db {
    name: &'static str,
    url: String,
    pg_cleanup: Option<(String, String)>,
    _dir: Option<tempfile::TempDir>,
}

fn databases(rt: &Runtime) -> Vec<Db> {
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let mut dbs = vec![Db {
        name: "sqlite",
        url: format!("sqlite://{}/bench.db", dir.path().display()),
        pg_cleanup: None,
        _dir: Some(dir),
    }];
    let pg = std::env::var("BENCH_DATABASE_URL")
        .or_else(|_| std::env::var("TEST_DATABASE_URL"))
        .ok()
        .filter(|u| !u.trim().is_empty());
    match pg {
        None => {
            eprintln!("postgres benchmarks skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL");
        }
        Some(base) => {
            let schema = format!("paiju_bench_{:016x}", rand::rng().next_u64());
            rt.block_on(async {
                let mut conn = sqlx::PgConnection::connect(&base).await.unwrap();
                conn.execute(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
                    .await
                    .unwrap();
            });
            let sep = if base.contains('?') { '&' } else { '?' };
            dbs.push(Db {
                name: "postgres",
                url: format!("{base}{sep}options=-c%20search_path%3D{schema}"),
                pg_cleanup: Some((base, schema)),
                _dir: None,
            });
        }
    }
    dbs
}

fn cleanup(rt: &Runtime, dbs: Vec<Db>) {
    for db in dbs {
        if let Some((base, schema)) = db.pg_cleanup {
            rt.block_on(async {
                let mut conn = sqlx::PgConnection::connect(&base).await.unwrap();
                conn.execute(sqlx::AssertSqlSafe(format!("DROP SCHEMA {schema} CASCADE")))
                    .await
                    .unwrap();
            });
        }
    }
}

/// `iters` durable appends spread over `tables` new tables appending at once, each append
/// awaited: the time per append.
async fn parallel_appends(store: SqlStore, tables: u64, iters: u64) -> Duration {
    let ids: Vec<u64> = (0..tables)
        .map(|_| NEXT_ID.fetch_add(1, Ordering::Relaxed))
        .collect();
    for &id in &ids {
        store.create(&header(id), &[]).await.unwrap();
    }
    let per_table = iters.div_ceil(tables);
    let start = Instant::now();
    let tasks: Vec<_> = ids
        .into_iter()
        .map(|id| {
            let store = store.clone();
            tokio::spawn(async move {
                for seq in 0..per_table {
                    store.append(TableId(id), &[one_entry(seq)]).await.unwrap();
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    start
        .elapsed()
        .mul_f64(iters as f64 / (per_table * tables) as f64)
}

fn bench(c: &mut Criterion) {
    let rt = Runtime::new().unwrap();
    let dbs = databases(&rt);

    // Durable appends: one entry each, awaited before the next, on a fresh table per sample.
    let mut group = c.benchmark_group("store append");
    group.throughput(Throughput::Elements(1));
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(8));
    for db in &dbs {
        let store = rt.block_on(SqlStore::connect(&db.url)).unwrap();
        group.bench_function(BenchmarkId::new("1 entry, awaited", db.name), |b| {
            b.to_async(&rt).iter_custom(|iters| {
                let store = store.clone();
                async move {
                    let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
                    store.create(&header(id), &[]).await.unwrap();
                    let start = Instant::now();
                    for seq in 0..iters {
                        store.append(TableId(id), &[one_entry(seq)]).await.unwrap();
                    }
                    start.elapsed()
                }
            });
        });
        // Sixty-four tables at once, each append awaited, with and without SQLite's group
        // commit (PostgreSQL commits in parallel connections either way); and eight tables
        // (eight channels playing): the store's total rate.
        for (label, tables, grouped) in [
            ("64 tables in parallel", 64, true),
            ("64 tables, one commit each", 64, false),
            ("8 tables in parallel", 8, true),
        ] {
            if !grouped && db.name != "sqlite" {
                continue;
            }
            let store = store.clone().with_group_commit(grouped);
            group.bench_function(BenchmarkId::new(label, db.name), |b| {
                b.to_async(&rt)
                    .iter_custom(|iters| parallel_appends(store.clone(), tables, iters));
            });
        }
        rt.block_on(store.shutdown());
    }
    group.finish();

    // Reload at start: 10,000 unfinished tables, a few entries each.
    let mut group = c.benchmark_group("store reload 10k open tables");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(15));
    let template = played_log(&header(0), 0x5eed);
    for db in &dbs {
        let store = rt.block_on(SqlStore::connect(&db.url)).unwrap();
        // Close what the append benchmarks left open, then store the 10,000 tables.
        rt.block_on(async {
            for r in store.open_tables().await.unwrap() {
                store.close(r.header.id).await.unwrap();
            }
            let records: Vec<TableRecord> = (0..RELOAD_TABLES)
                .map(|_| {
                    let h = header(NEXT_ID.fetch_add(1, Ordering::Relaxed));
                    let entries = template
                        .iter()
                        .cloned()
                        .map(|mut e| {
                            e.key = e.key.map(|k| format!("{}-{k}", h.id));
                            e
                        })
                        .collect();
                    TableRecord { header: h, entries }
                })
                .collect();
            let t = Instant::now();
            for chunk in records.chunks(1_000) {
                store.import(chunk).await.unwrap();
            }
            eprintln!(
                "{}: stored {RELOAD_TABLES} tables of {} entries in {:.1?}",
                db.name,
                template.len(),
                t.elapsed()
            );
        });
        group.bench_function(BenchmarkId::new("open_tables", db.name), |b| {
            b.to_async(&rt).iter(|| async {
                let records = store.open_tables().await.unwrap();
                assert_eq!(records.len() as u64, RELOAD_TABLES);
                records
            });
        });
        group.bench_function(BenchmarkId::new("open_tables + replay", db.name), |b| {
            b.to_async(&rt).iter(|| async {
                let records = store.open_tables().await.unwrap();
                let tables: Vec<Table> = records
                    .into_iter()
                    .map(|r| Table::replay(r.header, &r.entries).unwrap())
                    .collect();
                assert_eq!(tables.len() as u64, RELOAD_TABLES);
                tables
            });
        });
        rt.block_on(store.shutdown());
    }
    group.finish();
    cleanup(&rt, dbs);
}

criterion_group!(benches, bench);
criterion_main!(benches);

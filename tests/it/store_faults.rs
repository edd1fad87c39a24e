//! Faults a server meets after months: a second writer on the same database, a connection
//! cut right after `COMMIT` (a TCP proxy in the test), a disk that fills up (a small tmpfs,
//! as root). Each time the table in memory is the store's before anyone is answered, a
//! resend of what did land is a duplicate, and the store heals without a restart.

use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::store::SqlStore;
use paiju::table::registry::{Registry, ServiceError};
use paiju::table::store::Store;
use paiju::table::{ChannelId, Command, SystemClock, UserId};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

const CHANNEL: ChannelId = ChannelId(4_242);

fn registry<S: Store>(store: S) -> Registry<S> {
    Registry::new(store, Arc::new(SystemClock))
}

async fn open<S: Store>(r: &Registry<S>, user: u64, key: &str) {
    let ctx = r.ctx(UserId(user), &format!("P{user}"), Some(key.into()));
    r.open(CHANNEL, None, GameKind::Doudizhu, Options::default(), &ctx)
        .await
        .unwrap();
}

async fn join<S: Store>(r: &Registry<S>, user: u64, key: &str) -> Result<(), ServiceError> {
    let ctx = r.ctx(UserId(user), &format!("P{user}"), Some(key.into()));
    r.execute(CHANNEL, &ctx, Command::Join).await.map(|_| ())
}

async fn seated<S: Store>(r: &Registry<S>) -> usize {
    let shared = r.table(CHANNEL).await.unwrap().unwrap();
    let table = shared.lock().await;
    table.seats().len()
}

/// Two registries on one store (a rolling deploy, a second copy by mistake): each write of
/// one makes the other's table stale, and the other reloads and goes on instead of failing
/// every write with a unique violation until it restarts.
async fn a_second_writer_never_leaves_a_table_stale<S: Store + Clone>(store: S) {
    let (a, b) = (registry(store.clone()), registry(store));
    open(&a, 1, "open").await;
    assert_eq!(seated(&b).await, 1, "b loads the table a opened");
    join(&b, 2, "b-join").await.unwrap();
    // `a` still holds the table with one seat; its write conflicts, and it reloads.
    join(&a, 3, "a-join").await.unwrap();
    assert_eq!(seated(&a).await, 3);
    // And `b` in turn (it holds two seats).
    join(&b, 4, "b-join-4").await.unwrap();
    assert_eq!(seated(&b).await, 4);
    // A resend to either process of what landed through the other is a duplicate.
    assert!(matches!(
        join(&a, 2, "b-join").await,
        Err(ServiceError::Duplicate(r)) if r.key == "b-join"
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_writer_on_sqlite_never_leaves_a_table_stale() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/paiju.db", dir.path().display());
    let store = Arc::new(SqlStore::connect(&url).await.unwrap());
    a_second_writer_never_leaves_a_table_stale(store).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_writer_on_postgres_never_leaves_a_table_stale() {
    super::store_conformance::pg_db::with_pg("second_writer", |url| async move {
        let store = super::store_conformance::pg_db::store(&url).await;
        a_second_writer_never_leaves_a_table_stale(store).await;
    })
    .await;
}

/// A TCP proxy to PostgreSQL that, once armed, forwards the next `COMMIT` and then cuts the
/// connection before its answer comes back: the commit is durable, the client never hears so.
struct CutAfterCommit {
    port: u16,
    armed: Arc<AtomicBool>,
    cuts: Arc<std::sync::atomic::AtomicUsize>,
}

impl CutAfterCommit {
    async fn start(upstream: &'static str) -> CutAfterCommit {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let armed = Arc::new(AtomicBool::new(false));
        let cuts = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let (a, c) = (armed.clone(), cuts.clone());
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let (a, c) = (a.clone(), c.clone());
                tokio::spawn(async move {
                    let Ok(server) = TcpStream::connect(upstream).await else {
                        return;
                    };
                    pump(client, server, a, c).await;
                });
            }
        });
        CutAfterCommit { port, armed, cuts }
    }
}

async fn pump(
    client: TcpStream,
    server: TcpStream,
    armed: Arc<AtomicBool>,
    cuts: Arc<std::sync::atomic::AtomicUsize>,
) {
    let (mut cr, mut cw) = client.into_split();
    let (mut sr, mut sw) = server.into_split();
    // Once muted, the server's answers are read and dropped: the client hears nothing, and
    // its socket stays open until the cut.
    let muted = Arc::new(AtomicBool::new(false));
    let to_client = {
        let muted = muted.clone();
        tokio::spawn(async move {
            let mut buf = vec![0u8; 64 * 1024];
            loop {
                match sr.read(&mut buf).await {
                    Ok(0) | Err(_) => return,
                    Ok(_) if muted.load(Ordering::SeqCst) => {}
                    Ok(n) => {
                        if cw.write_all(&buf[..n]).await.is_err() {
                            return;
                        }
                    }
                }
            }
        })
    };
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = match cr.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let commit = buf[..n].windows(6).any(|w| w == b"COMMIT");
        if commit && armed.swap(false, Ordering::SeqCst) {
            muted.store(true, Ordering::SeqCst);
            let _ = sw.write_all(&buf[..n]).await;
            // The server commits; then the connection is cut, its answer never sent on.
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            cuts.fetch_add(1, Ordering::SeqCst);
            break;
        }
        if sw.write_all(&buf[..n]).await.is_err() {
            break;
        }
    }
    to_client.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_whose_answer_is_lost_counts_as_done_and_its_resend_as_a_duplicate() {
    super::store_conformance::pg_db::with_pg("cut_after_commit", |url| async move {
        let Some(upstream) = url
            .strip_prefix("postgres://")
            .and_then(|rest| rest.split_once('@'))
            .and_then(|(_, rest)| rest.split_once('/'))
            .map(|(host, _)| host.to_string())
        else {
            panic!("TEST_DATABASE_URL is not postgres://user@host:port/db: {url}");
        };
        let proxy = CutAfterCommit::start(Box::leak(upstream.clone().into_boxed_str())).await;
        let via_proxy = url.replace(&upstream, &format!("127.0.0.1:{}", proxy.port));
        let store = SqlStore::connect(&via_proxy).await.unwrap();
        let r = registry(store.clone());
        open(&r, 1, "open").await;
        join(&r, 2, "join-2").await.unwrap();
        proxy.armed.store(true, Ordering::SeqCst);
        // The join is durable, but the commit's answer never arrives: the registry reloads
        // the table and finds it there.
        join(&r, 3, "join-3").await.unwrap();
        assert_eq!(
            proxy.cuts.load(Ordering::SeqCst),
            1,
            "the proxy cut a commit"
        );
        assert_eq!(seated(&r).await, 3);
        let direct = SqlStore::connect(&url).await.unwrap();
        let id = direct.open_in_channel(CHANNEL).await.unwrap().unwrap();
        assert_eq!(direct.load(id).await.unwrap().unwrap().entries.len(), 3);
        // A resend is answered as done, and nothing is applied twice.
        assert!(matches!(
            join(&r, 3, "join-3").await,
            Err(ServiceError::Duplicate(k)) if k.key == "join-3"
        ));
        // The table goes on: it is full, and it starts.
        let ctx = r.ctx(UserId(1), "P1", Some("start".into()));
        r.execute(CHANNEL, &ctx, Command::Start { deal: None })
            .await
            .unwrap();
        assert_eq!(direct.load(id).await.unwrap().unwrap().entries.len(), 4);
        store.shutdown().await;
        direct.shutdown().await;
    })
    .await;
}

/// Two real processes on one PostgreSQL database (a rolling deploy, a second copy started by
/// mistake), taking turns on one table: each write of one makes the other's copy stale, and
/// the other reloads instead of failing every write until it restarts; a resend to either
/// process of what the other applied is a duplicate.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_postgres_database_take_turns_on_a_table() {
    super::store_conformance::pg_db::with_pg("two_processes", |url| async move {
        tokio::task::spawn_blocking(move || {
            use crate::common::stdio::StdioSession;
            let mut a = StdioSession::start(&url, None);
            let mut b = StdioSession::start(&url, None);
            assert_eq!(a.send("open", 1, "table new doudizhu")["ok"], true);
            assert_eq!(b.send("join-2", 2, "table join")["ok"], true);
            let v = a.send("join-3", 3, "table join");
            assert_eq!(v["ok"], true, "{v}");
            let v = b.send("join-4", 4, "table join");
            assert_eq!(v["ok"], true, "{v}");
            let v = a.send("start", 1, "table start");
            assert_eq!(v["ok"], true, "a sees four seats and deals: {v}");
            // What one process applied is a duplicate at the other.
            let v = b.send("join-3", 3, "table join");
            assert_eq!(v["duplicate"], true, "{v}");
            let v = a.send("join-4", 4, "table join");
            assert_eq!(v["duplicate"], true, "{v}");
            a.finish();
            b.finish();
        })
        .await
        .unwrap();
    })
    .await;
}

/// A PostgreSQL server that is not there (nothing listens on port 1) is told with its cause —
/// the connection was refused — not after a pool's 30 s wait as "pool timed out".
#[test]
fn an_unreachable_postgres_is_refused_with_its_cause() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(["tables"])
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/x")
        .env("LANG", "en_US.UTF-8")
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run paiju");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr).to_lowercase();
    assert!(err.contains("refused"), "{err}");
    assert!(!err.contains("timed out"), "{err}");
}

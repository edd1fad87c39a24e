//! The SQL stores across a reopen: what was committed survives a restart, a registry over a
//! reopened store recovers its tables, an import lands whole or not at all; and SQLite's own
//! settings (WAL, full sync, foreign keys). SQLite always, PostgreSQL when `TEST_DATABASE_URL`
//! is set.

use crate::store_conformance::{entries, entry, header, is_conflict, pg_db, played_log, sqlite_db};
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::store::SqlStore;
use paiju::table::store::{Store, StoreError};
use paiju::table::{
    ChannelId, Command, Ctx, GuildId, Table, TableId, TableRecord, Timestamp, UserId,
};
use std::sync::Arc;

async fn survives_reopen(url: String) {
    let s = SqlStore::connect(&url).await.unwrap();
    let h = header(1, 10, Some(3));
    let log = played_log(&h);
    s.create(&h, &[]).await.unwrap();
    for e in &log {
        s.append(h.id, std::slice::from_ref(e)).await.unwrap();
    }
    s.create(&header(2, 20, None), &[]).await.unwrap();
    s.close(TableId(2)).await.unwrap();
    s.shutdown().await;
    drop(s);

    // A new pool, as after a restart: migrations run again (nothing to do), all is there.
    let s = SqlStore::connect(&url).await.unwrap();
    let open = s.open_tables().await.unwrap();
    assert_eq!(open.len(), 1);
    assert_eq!((&open[0].header, &open[0].entries), (&h, &log));
    assert_eq!(s.open_in_channel(ChannelId(10)).await.unwrap(), Some(h.id));
    assert!(s.load(TableId(2)).await.unwrap().is_some());
    let table = Table::replay(open[0].header.clone(), &open[0].entries).unwrap();
    // The restarted table refuses an interaction it has already applied, and the store would
    // refuse it too.
    assert!(is_conflict(
        s.append(h.id, &[entry(log.len() as u64, Some("i-2"))])
            .await
    ));
    assert_eq!(table.next_seq(), log.len() as u64);
    s.shutdown().await;
}

/// The registry on a real store: play, drop everything, recover from the database.
async fn registry_recovers(url: String) {
    use paiju::table::registry::Registry;
    use paiju::table::{ManualClock, Status};
    let clock = Arc::new(ManualClock::new(Timestamp(1_000)));
    let s = SqlStore::connect(&url).await.unwrap();
    let registry = Registry::new(s.clone(), clock.clone());
    let ctx = |key: &str| Ctx {
        user: UserId(1),
        name: "Ann".into(),
        now: Timestamp(2_000),
        key: Some(key.into()),
        moderator: false,
        entropy: 99,
    };
    let channel = ChannelId(555);
    registry
        .open(
            channel,
            Some(GuildId(1)),
            GameKind::Doudizhu,
            Options::new(),
            &ctx("a"),
        )
        .await
        .unwrap();
    for (i, cmd) in [
        Command::add_bot(),
        Command::add_bot(),
        Command::Start { deal: None },
    ]
    .into_iter()
    .enumerate()
    {
        registry
            .execute(channel, &ctx(&format!("b{i}")), cmd)
            .await
            .unwrap();
    }
    // The same interaction again is refused by the table.
    assert!(
        registry
            .execute(channel, &ctx("b0"), Command::add_bot())
            .await
            .is_err()
    );
    let before = registry.table(channel).await.unwrap().unwrap();
    let before = before.lock().await.clone();
    assert_eq!(before.status(), Status::Playing);
    s.shutdown().await;
    drop(registry);

    let s = SqlStore::connect(&url).await.unwrap();
    let registry = Registry::new(s.clone(), clock);
    assert_eq!(registry.recover().await.unwrap(), 1);
    let after = registry.table(channel).await.unwrap().unwrap();
    let after = after.lock().await.clone();
    assert_eq!(after.next_seq(), before.next_seq());
    assert_eq!(after.status(), before.status());
    assert_eq!(
        serde_json::to_value(after.status_view(paiju::table::Timestamp(0))).unwrap(),
        serde_json::to_value(before.status_view(paiju::table::Timestamp(0))).unwrap()
    );
    s.shutdown().await;
}

/// `SqlStore::import`: whole tables in one transaction, all or none.
async fn import_all_or_none(url: String) {
    let s = SqlStore::connect(&url).await.unwrap();
    let records: Vec<TableRecord> = (1..=3)
        .map(|id| {
            let header = header(id, 10 * id, Some(id));
            let entries = played_log(&header);
            TableRecord { header, entries }
        })
        .collect();
    s.import(&records).await.unwrap();
    for r in &records {
        assert_eq!(s.load(r.header.id).await.unwrap().as_ref(), Some(r));
    }
    assert_eq!(s.open_tables().await.unwrap().len(), 3);
    // A batch whose last table clashes with a stored one stores nothing.
    let clash = vec![
        TableRecord {
            header: header(4, 40, None),
            entries: entries(0, 3),
        },
        records[0].clone(),
    ];
    assert!(is_conflict(s.import(&clash).await));
    assert!(s.load(TableId(4)).await.unwrap().is_none());
    // A log that does not start at 0 is refused.
    let gappy = vec![TableRecord {
        header: header(5, 50, None),
        entries: entries(1, 3),
    }];
    assert!(is_conflict(s.import(&gappy).await));
    assert!(s.load(TableId(5)).await.unwrap().is_none());
    s.shutdown().await;
}

mod sqlite_only {
    use super::*;
    use sqlx::Row;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn survives_reopen() {
        let db = sqlite_db::SqliteDb::new();
        super::survives_reopen(db.url.clone()).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn registry_recovers() {
        let db = sqlite_db::SqliteDb::new();
        super::registry_recovers(db.url.clone()).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn import_all_or_none() {
        let db = sqlite_db::SqliteDb::new();
        super::import_all_or_none(db.url.clone()).await;
    }

    /// The file and its folder are created on first start, in WAL mode, with every commit
    /// synced (`synchronous=FULL`, 2) on every pooled connection.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn creates_the_file_in_wal_mode_with_full_sync() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("nested/data/paiju.db");
        assert!(!file.exists());
        let s = SqlStore::connect(&format!("sqlite://{}", file.display()))
            .await
            .unwrap();
        assert!(file.exists());
        for _ in 0..3 {
            let mut conn = s.pool().acquire().await.unwrap();
            let row = sqlx::query("PRAGMA journal_mode")
                .fetch_one(&mut *conn)
                .await
                .unwrap();
            assert_eq!(row.try_get::<String, _>(0).unwrap(), "wal");
            let row = sqlx::query("PRAGMA synchronous")
                .fetch_one(&mut *conn)
                .await
                .unwrap();
            assert_eq!(row.try_get::<i64, _>(0).unwrap(), 2);
            let row = sqlx::query("PRAGMA foreign_keys")
                .fetch_one(&mut *conn)
                .await
                .unwrap();
            assert_eq!(row.try_get::<i64, _>(0).unwrap(), 1);
        }
        s.shutdown().await;
    }

    #[tokio::test]
    async fn refuses_other_urls() {
        for url in ["mysql://localhost/x", "nonsense", "sqlite::memory:"] {
            assert!(
                matches!(SqlStore::connect(url).await, Err(StoreError::Backend(_))),
                "{url}"
            );
        }
    }
}

mod postgres_only {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn survives_reopen() {
        pg_db::with_pg("survives_reopen", super::survives_reopen).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn registry_recovers() {
        pg_db::with_pg("registry_recovers", super::registry_recovers).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn import_all_or_none() {
        pg_db::with_pg("import_all_or_none", super::import_all_or_none).await;
    }
}

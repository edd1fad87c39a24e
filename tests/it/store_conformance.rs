//! The `Store` contract, one suite for every backend: each test below runs against
//! `MemoryStore`, `SqlStore` on SQLite in a temporary folder, and `SqlStore` on PostgreSQL in a
//! schema of its own when `TEST_DATABASE_URL` is set (without it the PostgreSQL tests say they
//! were skipped, and pass).

use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::store::{Backend, SqlStore};
use paiju::table::posts::{PanelAt, Post, PostId, PostTo};
use paiju::table::store::{MemoryStore, Partitions, Store, StoreError};
use paiju::table::{
    Actor, ChannelId, Command, Ctx, GuildId, LogEntry, Table, TableHeader, TableId, TableOp,
    Timestamp, UserId,
};
use std::future::Future;
use std::sync::Arc;

// ---------------------------------------------------------------------------------------------
// Fixtures

pub(crate) fn header(id: u64, channel: u64, guild: Option<u64>) -> TableHeader {
    TableHeader {
        id: TableId(id),
        channel: ChannelId(channel),
        guild: guild.map(GuildId),
        kind: GameKind::Doudizhu,
        options: Options::parse_pairs(["spring=on"]),
        creator: UserId(1),
        created_at: Timestamp(1_700_000_000_000 + i64::try_from(id).unwrap()),
    }
}

pub(crate) fn entry(seq: u64, key: Option<&str>) -> LogEntry {
    LogEntry {
        seq,
        at: Timestamp(1_700_000_000_000 + i64::try_from(seq).unwrap()),
        actor: Actor::User(UserId(1_000 + seq)),
        key: key.map(str::to_string),
        op: TableOp::Join {
            user: UserId(1_000 + seq),
            name: format!("玩家 {seq}"),
        },
    }
}

pub(crate) fn entries(from: u64, to: u64) -> Vec<LogEntry> {
    (from..to)
        .map(|s| entry(s, Some(&format!("k{s}"))))
        .collect()
}

/// A real log: a person opens a table (keyed), adds two bots, starts; the bots bid and play
/// until the person must act. Every actor kind and the main ops, as the table layer makes them.
pub(crate) fn played_log(h: &TableHeader) -> Vec<LogEntry> {
    let mut t = Table::open(h.clone()).unwrap();
    let ctx = |key: &str| Ctx {
        user: UserId(1),
        name: "Ann ♠".into(),
        now: Timestamp(1_700_000_123_456),
        key: Some(key.into()),
        moderator: false,
        entropy: 0x5eed,
    };
    let mut log = Vec::new();
    log.extend(t.handle(&ctx("i-1"), Command::Join).unwrap().entries);
    log.extend(t.handle(&ctx("i-2"), Command::add_bot()).unwrap().entries);
    log.extend(t.handle(&ctx("i-3"), Command::add_bot()).unwrap().entries);
    log.extend(
        t.handle(&ctx("i-4"), Command::Start { deal: None })
            .unwrap()
            .entries,
    );
    log
}

pub(crate) fn is_conflict<T: std::fmt::Debug>(r: Result<T, StoreError>) -> bool {
    matches!(r, Err(StoreError::Conflict(_)))
}

// ---------------------------------------------------------------------------------------------
// The contract

async fn round_trip<S: Store>(s: Arc<S>) {
    let h = header(1, 10, Some(99));
    s.create(&h, &[]).await.unwrap();
    assert_eq!(s.load(TableId(1)).await.unwrap().unwrap().entries, vec![]);
    let log = played_log(&h);
    assert!(log.len() > 4, "the bots moved");
    assert!(log.iter().any(|e| matches!(e.actor, Actor::Bot(_))));
    // In three appends, as a table makes them.
    s.append(h.id, &log[..1]).await.unwrap();
    s.append(h.id, &log[1..3]).await.unwrap();
    s.append(h.id, &log[3..]).await.unwrap();
    let record = s.load(h.id).await.unwrap().unwrap();
    assert_eq!(record.header, h);
    assert_eq!(record.entries, log);
    // What was stored replays to the table that was played.
    let table = Table::replay(record.header, &record.entries).unwrap();
    assert_eq!(table.next_seq(), log.len() as u64);
    // Every other kind of entry survives too.
    let extra = vec![
        LogEntry {
            seq: log.len() as u64,
            at: Timestamp(-5),
            actor: Actor::System,
            key: None,
            op: TableOp::Reminded {
                seat: paiju::games::Seat(2),
                deadline: Timestamp(i64::MAX),
            },
        },
        LogEntry {
            seq: log.len() as u64 + 1,
            at: Timestamp(0),
            actor: Actor::User(UserId(u64::MAX)),
            key: Some("'; DROP TABLE entries; --\"".into()),
            op: TableOp::Join {
                user: UserId(u64::MAX),
                name: "nul \u{0} tab \t 🂡".into(),
            },
        },
    ];
    s.append(h.id, &extra).await.unwrap();
    let record = s.load(h.id).await.unwrap().unwrap();
    assert_eq!(record.entries[log.len()..], extra[..]);
    assert!(s.load(TableId(2)).await.unwrap().is_none());
}

/// A table is created together with its first entries, all or none.
async fn create_with_first_entries<S: Store>(s: Arc<S>) {
    let h = header(1, 10, None);
    let log = played_log(&h);
    s.create(&h, &log[..1]).await.unwrap();
    assert_eq!(s.load(h.id).await.unwrap().unwrap().entries, log[..1]);
    s.append(h.id, &log[1..]).await.unwrap();
    assert_eq!(s.load(h.id).await.unwrap().unwrap().entries, log);
    // A first entry that is not seq 0 is refused, and nothing is created.
    let h2 = header(2, 20, None);
    assert!(is_conflict(s.create(&h2, &log[1..2]).await));
    assert!(s.load(h2.id).await.unwrap().is_none());
    assert_eq!(s.open_in_channel(ChannelId(20)).await.unwrap(), None);
}

async fn create_twice_conflicts<S: Store>(s: Arc<S>) {
    s.create(&header(1, 10, None), &[]).await.unwrap();
    assert!(is_conflict(s.create(&header(1, 11, None), &[]).await));
}

async fn duplicate_key_conflicts<S: Store>(s: Arc<S>) {
    s.create(&header(1, 10, None), &[]).await.unwrap();
    s.create(&header(2, 20, None), &[]).await.unwrap();
    s.append(TableId(1), &[entry(0, Some("interaction-1"))])
        .await
        .unwrap();
    // The same interaction delivered again, as the next entry: refused.
    assert!(is_conflict(
        s.append(TableId(1), &[entry(1, Some("interaction-1"))])
            .await
    ));
    // The refusal left nothing behind: seq 1 is still free.
    s.append(TableId(1), &[entry(1, Some("interaction-2"))])
        .await
        .unwrap();
    // Keys are per table; entries without a key never clash.
    s.append(TableId(2), &[entry(0, Some("interaction-1"))])
        .await
        .unwrap();
    s.append(TableId(2), &[entry(1, None), entry(2, None)])
        .await
        .unwrap();
    assert_eq!(s.load(TableId(1)).await.unwrap().unwrap().entries.len(), 2);
    assert_eq!(s.load(TableId(2)).await.unwrap().unwrap().entries.len(), 3);
}

async fn atomic_batch<S: Store>(s: Arc<S>) {
    s.create(&header(1, 10, None), &[]).await.unwrap();
    s.append(TableId(1), &entries(0, 3)).await.unwrap();
    // The third entry of this batch repeats a stored key: nothing of the batch is stored.
    let mut batch = entries(3, 6);
    batch[2].key = Some("k1".into());
    assert!(is_conflict(s.append(TableId(1), &batch).await));
    assert_eq!(
        s.load(TableId(1)).await.unwrap().unwrap().entries,
        entries(0, 3)
    );
    // A key twice within one batch: nothing stored either.
    let mut batch = entries(3, 6);
    batch[2].key = batch[0].key.clone();
    assert!(is_conflict(s.append(TableId(1), &batch).await));
    assert_eq!(
        s.load(TableId(1)).await.unwrap().unwrap().entries,
        entries(0, 3)
    );
    // The good batch then goes in whole.
    s.append(TableId(1), &entries(3, 6)).await.unwrap();
    assert_eq!(
        s.load(TableId(1)).await.unwrap().unwrap().entries,
        entries(0, 6)
    );
}

async fn seq_must_follow<S: Store>(s: Arc<S>) {
    s.create(&header(1, 10, None), &[]).await.unwrap();
    // A log starts at 0.
    assert!(is_conflict(s.append(TableId(1), &entries(1, 2)).await));
    s.append(TableId(1), &entries(0, 2)).await.unwrap();
    // Again at a stored seq: a conflict (another writer got there first).
    assert!(is_conflict(s.append(TableId(1), &entries(1, 2)).await));
    assert!(is_conflict(s.append(TableId(1), &entries(0, 3)).await));
    // A gap after the last entry.
    assert!(is_conflict(s.append(TableId(1), &entries(3, 4)).await));
    // A gap inside a batch.
    let gappy = vec![entry(2, None), entry(4, None)];
    assert!(is_conflict(s.append(TableId(1), &gappy).await));
    assert_eq!(
        s.load(TableId(1)).await.unwrap().unwrap().entries,
        entries(0, 2)
    );
    s.append(TableId(1), &entries(2, 4)).await.unwrap();
    assert_eq!(
        s.load(TableId(1)).await.unwrap().unwrap().entries,
        entries(0, 4)
    );
}

async fn missing_table<S: Store>(s: Arc<S>) {
    assert!(matches!(
        s.append(TableId(5), &entries(0, 1)).await,
        Err(StoreError::NotFound(TableId(5)))
    ));
    assert!(matches!(
        s.append(TableId(5), &entries(3, 4)).await,
        Err(StoreError::NotFound(TableId(5)))
    ));
    assert!(matches!(
        s.append(TableId(5), &[]).await,
        Err(StoreError::NotFound(TableId(5)))
    ));
    assert!(matches!(
        s.close(TableId(5)).await,
        Err(StoreError::NotFound(TableId(5)))
    ));
    s.create(&header(5, 10, None), &[]).await.unwrap();
    s.append(TableId(5), &[]).await.unwrap();
}

async fn close<S: Store>(s: Arc<S>) {
    let h = header(1, 10, Some(7));
    s.create(&h, &[]).await.unwrap();
    s.append(h.id, &entries(0, 2)).await.unwrap();
    s.close(h.id).await.unwrap();
    // Closing twice is fine.
    s.close(h.id).await.unwrap();
    assert_eq!(s.open_in_channel(h.channel).await.unwrap(), None);
    assert!(s.open_tables().await.unwrap().is_empty());
    // A closed table stays readable.
    let record = s.load(h.id).await.unwrap().unwrap();
    assert_eq!((record.header, record.entries), (h, entries(0, 2)));
}

async fn open_tables<S: Store>(s: Arc<S>) {
    assert!(s.open_tables().await.unwrap().is_empty());
    for id in 1..=4 {
        s.create(&header(id, 10 * id, Some(id)), &[]).await.unwrap();
        s.append(TableId(id), &entries(0, id)).await.unwrap();
    }
    s.close(TableId(2)).await.unwrap();
    let mut open = s.open_tables().await.unwrap();
    open.sort_by_key(|r| r.header.id);
    let ids: Vec<u64> = open.iter().map(|r| r.header.id.0).collect();
    assert_eq!(ids, [1, 3, 4]);
    for r in &open {
        assert_eq!(
            r.header,
            header(r.header.id.0, 10 * r.header.id.0, Some(r.header.id.0))
        );
        assert_eq!(r.entries, entries(0, r.header.id.0));
    }
}

async fn open_in_channel<S: Store>(s: Arc<S>) {
    assert_eq!(s.open_in_channel(ChannelId(10)).await.unwrap(), None);
    s.create(&header(1, 10, None), &[]).await.unwrap();
    s.create(&header(2, 20, None), &[]).await.unwrap();
    assert_eq!(
        s.open_in_channel(ChannelId(10)).await.unwrap(),
        Some(TableId(1))
    );
    assert_eq!(
        s.open_in_channel(ChannelId(20)).await.unwrap(),
        Some(TableId(2))
    );
    // One open table per channel.
    assert!(is_conflict(s.create(&header(3, 10, None), &[]).await));
    // Once it is closed, the channel takes a new one.
    s.close(TableId(1)).await.unwrap();
    assert_eq!(s.open_in_channel(ChannelId(10)).await.unwrap(), None);
    s.create(&header(3, 10, None), &[]).await.unwrap();
    assert_eq!(
        s.open_in_channel(ChannelId(10)).await.unwrap(),
        Some(TableId(3))
    );
}

async fn open_tables_for_shards<S: Store>(s: Arc<S>) {
    // Guild g of partition k of 4 (shift 22, as Discord's shards): (g >> 22) % 4 == k. Tables 1..=4 in guilds of shards 0..=3,
    // table 5 outside a guild (shard 0), table 6 in shard 2 but closed.
    let guild = |shard: u64, n: u64| Some(((n * 4 + shard) << 22) | 12_345);
    let tables = [
        (1, guild(0, 7)),
        (2, guild(1, 1000)),
        (3, guild(2, 3)),
        (4, guild(3, 1 << 30)),
        (5, None),
        (6, guild(2, 9)),
    ];
    for (id, g) in tables {
        s.create(&header(id, 100 + id, g), &[]).await.unwrap();
        s.append(TableId(id), &entries(0, 2)).await.unwrap();
    }
    s.close(TableId(6)).await.unwrap();
    let ids = |shards: Partitions| {
        let s = s.clone();
        async move {
            let mut records = s.open_tables_for(shards).await.unwrap();
            records.sort_by_key(|r| r.header.id);
            for r in &records {
                assert_eq!(r.entries, entries(0, 2));
            }
            records.iter().map(|r| r.header.id.0).collect::<Vec<_>>()
        }
    };
    assert_eq!(ids(Partitions::ALL).await, [1, 2, 3, 4, 5]);
    assert_eq!(
        ids(Partitions::new(0, 3, 4, 22).unwrap()).await,
        [1, 2, 3, 4, 5]
    );
    assert_eq!(ids(Partitions::new(0, 0, 4, 22).unwrap()).await, [1, 5]);
    assert_eq!(ids(Partitions::new(1, 2, 4, 22).unwrap()).await, [2, 3]);
    assert_eq!(ids(Partitions::new(3, 3, 4, 22).unwrap()).await, [4]);
    // The store agrees with `Partitions::owns`, which a process uses for new tables.
    let two = Partitions::new(1, 1, 2, 22).unwrap();
    let expected: Vec<u64> = tables[..5]
        .iter()
        .filter(|(_, g)| two.owns(g.map(GuildId)))
        .map(|(id, _)| *id)
        .collect();
    assert_eq!(ids(two).await, expected);
}

async fn history<S: Store>(s: Arc<S>) {
    assert!(s.history(ChannelId(10), 10).await.unwrap().is_empty());
    for id in 1..=3 {
        s.create(&header(id, 10, None), &[]).await.unwrap();
        s.append(TableId(id), &entries(0, id)).await.unwrap();
        if id < 3 {
            s.close(TableId(id)).await.unwrap();
        }
    }
    s.create(&header(4, 20, None), &[]).await.unwrap();
    let h = s.history(ChannelId(10), 10).await.unwrap();
    let got: Vec<(u64, bool, u64)> = h
        .iter()
        .map(|t| (t.header.id.0, t.closed, t.entries))
        .collect();
    assert_eq!(got, [(3, false, 3), (2, true, 2), (1, true, 1)]);
    assert_eq!(h[0].header, header(3, 10, None));
    let latest: Vec<u64> = s
        .history(ChannelId(10), 2)
        .await
        .unwrap()
        .iter()
        .map(|t| t.header.id.0)
        .collect();
    assert_eq!(latest, [3, 2]);
}

async fn concurrent_appends<S: Store>(s: Arc<S>) {
    const TABLES: u64 = 8;
    const APPENDS: u64 = 25;
    for id in 1..=TABLES {
        s.create(&header(id, id, Some(id)), &[]).await.unwrap();
    }
    let tasks: Vec<_> = (1..=TABLES)
        .map(|id| {
            let s = s.clone();
            tokio::spawn(async move {
                for seq in 0..APPENDS {
                    let e = entry(seq, Some(&format!("t{id}-{seq}")));
                    s.append(TableId(id), &[e]).await.unwrap();
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    for id in 1..=TABLES {
        let record = s.load(TableId(id)).await.unwrap().unwrap();
        let seqs: Vec<u64> = record.entries.iter().map(|e| e.seq).collect();
        assert_eq!(seqs, (0..APPENDS).collect::<Vec<_>>());
    }
}

/// Two writers race for the same next seq: exactly one wins, the log has no hole.
async fn racing_appends_one_wins<S: Store>(s: Arc<S>) {
    s.create(&header(1, 10, None), &[]).await.unwrap();
    for seq in 0..10 {
        let racers: Vec<_> = ["a", "b"]
            .into_iter()
            .map(|who| {
                let s = s.clone();
                tokio::spawn(async move {
                    let e = entry(seq, Some(&format!("{who}{seq}")));
                    s.append(TableId(1), &[e]).await
                })
            })
            .collect();
        let mut won = 0;
        for r in racers {
            match r.await.unwrap() {
                Ok(()) => won += 1,
                Err(StoreError::Conflict(_)) => {}
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(won, 1, "seq {seq}");
    }
    let record = s.load(TableId(1)).await.unwrap().unwrap();
    let seqs: Vec<u64> = record.entries.iter().map(|e| e.seq).collect();
    assert_eq!(seqs, (0..10).collect::<Vec<_>>());
}

pub(crate) fn post(table: u64, seq: u64, idx: u32, to: PostTo, guild: Option<u64>) -> Post {
    Post {
        id: PostId {
            table: TableId(table),
            seq,
            idx,
        },
        channel: ChannelId(table),
        guild: guild.map(GuildId),
        to,
        body: format!("{{\"content\":\"post {seq}.{idx}\"}}"),
        at: Timestamp(1_000),
    }
}

/// The transactional outbox: posts are stored with the entries that made them, pending until
/// marked delivered, in order; a refused append stores none of its posts.
async fn posts_travel_with_their_entries<S: Store>(s: Arc<S>) {
    s.create_with_posts(
        &header(1, 1, Some(1)),
        &entries(0, 1),
        &[post(1, 0, 0, PostTo::Channel, Some(1))],
    )
    .await
    .unwrap();
    let batch = [
        post(1, 1, 0, PostTo::Channel, Some(1)),
        post(1, 1, 1, PostTo::User(UserId(7)), Some(1)),
        post(1, 1, 2, PostTo::Panel(UserId(8)), Some(1)),
        post(1, 1, 3, PostTo::Table, Some(1)),
    ];
    s.append_with_posts(TableId(1), &entries(1, 3), &batch)
        .await
        .unwrap();
    // Refused (the seq does not follow): neither its entries nor its posts.
    let refused = [post(1, 9, 0, PostTo::Channel, Some(1))];
    assert!(is_conflict(
        s.append_with_posts(TableId(1), &entries(9, 10), &refused)
            .await
    ));
    let pending = s.pending_posts(Partitions::ALL).await.unwrap();
    let ids: Vec<(u64, u32)> = pending.iter().map(|p| (p.id.seq, p.id.idx)).collect();
    assert_eq!(ids, vec![(0, 0), (1, 0), (1, 1), (1, 2), (1, 3)]);
    assert_eq!(pending[1], batch[0], "stored as given");
    assert_eq!(pending[2].to, PostTo::User(UserId(7)));
    assert_eq!(pending[3].to, PostTo::Panel(UserId(8)));
    assert_eq!(pending[4].to, PostTo::Table);
    let at = PanelAt {
        place: 70,
        message: 700,
    };
    s.mark_delivered(pending[0].id, None).await.unwrap();
    s.mark_delivered(pending[2].id, Some(at)).await.unwrap();
    // The table's live message: where it is in its channel.
    let live_at = PanelAt {
        place: 1,
        message: 900,
    };
    s.mark_delivered(pending[4].id, Some(live_at))
        .await
        .unwrap();
    let left: Vec<(u64, u32)> = s
        .pending_posts(Partitions::ALL)
        .await
        .unwrap()
        .iter()
        .map(|p| (p.id.seq, p.id.idx))
        .collect();
    assert_eq!(left, vec![(1, 0), (1, 2)]);
    let panels = s.live_panels(Partitions::ALL).await.unwrap();
    assert_eq!(panels.len(), 2);
    assert_eq!((panels[0].user, panels[0].at), (Some(UserId(7)), at));
    assert_eq!((panels[1].user, panels[1].at), (None, live_at));
    // Another shard's process sees neither.
    let other = Partitions::new(1, 1, 2, 22).unwrap();
    let guild_shard = Partitions::new(0, 0, 2, 22).unwrap().owns(Some(GuildId(1)));
    if guild_shard {
        assert!(s.pending_posts(other).await.unwrap().is_empty());
        assert!(s.live_panels(other).await.unwrap().is_empty());
    }
    // A closed table's panels are not live.
    s.close(TableId(1)).await.unwrap();
    assert!(s.live_panels(Partitions::ALL).await.unwrap().is_empty());
}

// ---------------------------------------------------------------------------------------------
// Backends

pub(crate) mod sqlite_db;

pub(crate) mod pg_db;

mod keys;
use keys::{
    a_closed_table_takes_no_more_entries, a_request_key_is_recorded_once_across_tables,
    request_keys_expire_after_their_window,
};

macro_rules! conformance {
    ($($test:ident),* $(,)?) => {
        mod memory {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(Arc::new(MemoryStore::new())).await;
                }
            )*
        }

        mod sqlite {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    let db = sqlite_db::SqliteDb::new();
                    let s = db.store().await;
                    assert_eq!(s.backend(), Backend::Sqlite);
                    super::$test(s.clone()).await;
                    s.shutdown().await;
                }
            )*
        }

        mod postgres {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    pg_db::with_pg(stringify!($test), |url| async move {
                        let s = pg_db::store(&url).await;
                        super::$test(s.clone()).await;
                        s.shutdown().await;
                    })
                    .await;
                }
            )*
        }
    };
}

conformance!(
    round_trip,
    create_with_first_entries,
    create_twice_conflicts,
    duplicate_key_conflicts,
    atomic_batch,
    seq_must_follow,
    missing_table,
    close,
    open_tables,
    open_in_channel,
    open_tables_for_shards,
    history,
    concurrent_appends,
    racing_appends_one_wins,
    posts_travel_with_their_entries,
    a_request_key_is_recorded_once_across_tables,
    request_keys_expire_after_their_window,
    a_closed_table_takes_no_more_entries,
);

//! The shards' leases on PostgreSQL, from the store up: a lease is one process's at a time,
//! every acquisition gets a new fencing token, a process that lost its lease while paused
//! cannot write the shard's tables when it wakes up (the store refuses the write in its own
//! transaction, and the registry lets the table go), and the interaction queue hands each
//! interaction to exactly one taker. Runs when `TEST_DATABASE_URL` is set.

use crate::store_conformance::pg_db::with_pg;
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::store::SqlStore;
use paiju::store::sql::cluster::Cluster;
use paiju::table::ownership::Ownership;
use paiju::table::registry::{Registry, ServiceError};
use paiju::table::{ChannelId, Command, GuildId, SystemClock, TableError, UserId};
use sqlx::Row;
use std::sync::Arc;

const TTL: i64 = 10_000;
const GRACE: i64 = 5_000;
/// A guild of shard 1 of 2 (`(id >> 22) % 2`).
const GUILD: GuildId = GuildId((7 << 22) | 5);
const CHANNEL: ChannelId = ChannelId(77_001);

async fn node(url: &str, me: &str) -> (Cluster, Registry<SqlStore>, Arc<Ownership>) {
    let store = SqlStore::connect(url).await.unwrap();
    let cluster = Cluster::new(store.clone(), url, me.into(), 2)
        .await
        .unwrap();
    let registry = Registry::new(store, Arc::new(SystemClock));
    let ownership = Arc::new(Ownership::leased(2, 22).unwrap());
    registry.serve(ownership.clone());
    (cluster, registry, ownership)
}

async fn join(r: &Registry<SqlStore>, user: u64) -> Result<(), ServiceError> {
    let ctx = r.ctx(
        UserId(user),
        &format!("P{user}"),
        Some(format!("join-{user}")),
    );
    r.execute(CHANNEL, &ctx, Command::Join).await.map(|_| ())
}

#[tokio::test]
async fn a_lease_is_one_process_s_and_every_taking_has_a_new_token() {
    with_pg("leases_tokens", |url| async move {
        let (a, _, _) = node(&url, "a").await;
        let (b, _, _) = node(&url, "b").await;
        assert_eq!(a.acquire(1, 1_000, TTL, GRACE).await.unwrap(), Some(1));
        assert_eq!(b.acquire(1, 2_000, TTL, GRACE).await.unwrap(), None, "held");
        assert!(a.renew(1, 1, 5_000, TTL).await.unwrap().is_some());
        // a stops renewing; once expired, b takes it with the next token.
        assert_eq!(b.acquire(1, 15_001, TTL, GRACE).await.unwrap(), Some(2));
        assert!(
            a.renew(1, 1, 15_500, TTL).await.unwrap().is_none(),
            "a's lease is gone"
        );
        // A release to a named successor keeps it for that successor for a while.
        assert!(a.volunteer(1, 16_000).await.unwrap());
        b.release(1, 2, 16_500).await.unwrap();
        let (c, _, _) = node(&url, "c").await;
        assert_eq!(c.acquire(1, 17_000, TTL, GRACE).await.unwrap(), None);
        assert_eq!(a.acquire(1, 17_000, TTL, GRACE).await.unwrap(), Some(3));
        let log: Vec<(i64, String)> =
            sqlx::query("SELECT token, holder FROM lease_log WHERE shard = 1 ORDER BY token")
                .fetch_all(a.store().pool())
                .await
                .unwrap()
                .iter()
                .map(|r| (r.get(0), r.get(1)))
                .collect();
        assert_eq!(log, vec![(1, "a".into()), (2, "b".into()), (3, "a".into())]);
    })
    .await;
}

#[tokio::test]
async fn a_process_that_lost_its_lease_while_paused_cannot_write_when_it_wakes() {
    with_pg("leases_fence", |url| async move {
        let (a, ra, _) = node(&url, "a").await;
        let (b, rb, _) = node(&url, "b").await;
        let now = paiju::discord::cluster::now_ms();
        let t1 = a.acquire(1, now, TTL, GRACE).await.unwrap().unwrap();
        ra.gain_partition(1, t1).await.unwrap();
        // Not b's: refused without touching the store.
        let ctx = rb.ctx(UserId(1), "P1", Some("open-b".into()));
        assert!(matches!(
            rb.open(
                CHANNEL,
                Some(GUILD),
                GameKind::Doudizhu,
                Options::default(),
                &ctx
            )
            .await,
            Err(ServiceError::Table(TableError::ServedElsewhere))
        ));
        let ctx = ra.ctx(UserId(1), "P1", Some("open".into()));
        ra.open(
            CHANNEL,
            Some(GUILD),
            GameKind::Doudizhu,
            Options::default(),
            &ctx,
        )
        .await
        .unwrap();
        join(&ra, 2).await.unwrap();
        // a pauses past its lease; b takes the shard over and goes on.
        let t2 = b
            .acquire(1, now + TTL + 1, TTL, GRACE)
            .await
            .unwrap()
            .unwrap();
        assert!(t2 > t1);
        rb.gain_partition(1, t2).await.unwrap();
        join(&rb, 3).await.unwrap();
        // a wakes up still believing it holds the shard: its write is refused by the store,
        // and it lets the table go.
        assert!(matches!(
            join(&ra, 4).await,
            Err(ServiceError::Table(TableError::ServedElsewhere))
        ));
        assert_eq!(ra.loaded(), 0, "a let the table go");
        join(&rb, 4).await.unwrap();
        // The log is whole, and each entry carries the token it was written under, in order.
        let fences: Vec<Option<i64>> = sqlx::query(
            "SELECT e.fence FROM entries e JOIN tables t ON t.id = e.table_id \
             WHERE t.channel = $1 ORDER BY e.seq",
        )
        .bind(i64::try_from(CHANNEL.0).unwrap())
        .fetch_all(a.store().pool())
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
        let (t1, t2) = (i64::try_from(t1).unwrap(), i64::try_from(t2).unwrap());
        assert_eq!(fences, vec![Some(t1), Some(t1), Some(t2), Some(t2)]);
        // And a, told the lease is gone, drops the shard.
        assert_eq!(ra.lose_partition(1), 0);
    })
    .await;
}

#[tokio::test]
async fn a_queued_interaction_is_taken_once_and_the_receiver_and_the_holder_never_both_answer() {
    with_pg("leases_queue", |url| async move {
        let (a, _, _) = node(&url, "a").await;
        let (b, _, _) = node(&url, "b").await;
        assert!(a.forward(11, 1, "{}".into(), 1_000).await.unwrap());
        assert!(
            !a.forward(11, 1, "{}".into(), 1_001).await.unwrap(),
            "queued once"
        );
        assert!(a.forward(12, 0, "{}".into(), 1_002).await.unwrap());
        assert!(a.forward(13, 1, "{}".into(), 1_003).await.unwrap());
        // The receiver defers 13 before any holder comes.
        assert!(a.transition(13, "queued", "deferring").await.unwrap());
        assert!(a.transition(13, "deferring", "deferred").await.unwrap());
        // b holds shard 1: it takes 11 and 13 (deferred), not shard 0's 12.
        let taken = b.take(&[1], 2_000, 5_000, 10).await.unwrap();
        let got: Vec<(u64, bool)> = taken.iter().map(|f| (f.interaction, f.deferred)).collect();
        assert_eq!(got, vec![(11, false), (13, true)]);
        assert!(b.take(&[1], 2_000, 5_000, 10).await.unwrap().is_empty());
        // Taken: the receiver can neither defer nor refuse it any more.
        assert!(!a.transition(11, "queued", "deferring").await.unwrap());
        assert!(!a.transition(13, "deferred", "refused").await.unwrap());
        assert_eq!(b.sweep(1_003).await.unwrap(), 2);
    })
    .await;
}

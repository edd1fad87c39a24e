//! One process among several on one PostgreSQL: which shards it serves, moment to moment.
//!
//! Each shard has a lease (`store::sql::cluster`). This process keeps the leases it holds
//! renewed; takes its home shards (`SHARD_RANGE`) when they are free, and asks for them back
//! when a standby holds them; as a standby (`SHARD_RANGE=standby/N`) takes any shard whose
//! holder died (its lease expired) or is stopping. A shard changes hands without losing an
//! interaction: the successor connects the shard's gateway first (what it receives meanwhile
//! it queues for the holder, `forward`), the holder then closes its own, finishes, flushes
//! its outbox and releases, and the successor takes the lease and what is queued.
//!
//! Timing: leases last `LEASE_TTL` and are renewed every `TICK`; a dead holder's shard is
//! taken `LEASE_TTL` + `STANDBY_DELAY` + a tick after its last renewal (≈ 13 s; the README
//! promises 30). A stop (`SIGTERM`) takes at most `DRAIN_BUDGET`.

use super::App;
use super::catch_up;
use super::gateways::Gateways;
use crate::store::sql::cluster::{Cluster, Lease};
use crate::table::ownership::Ownership;
use crate::table::store::Store;
use crate::table::{ChannelId, GuildId};
use dashmap::DashMap;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::{Mutex, Notify};

/// How long a lease lasts without renewal.
pub const LEASE_TTL: Duration = Duration::from_secs(10);
/// How often leases are renewed and looked at (also woken by NOTIFY).
const TICK: Duration = Duration::from_secs(1);
/// A standby waits this long past a lease's expiry, so the shard's home process (restarted
/// at once by its supervisor) gets it first.
const STANDBY_DELAY: Duration = Duration::from_secs(2);
/// A lease released to a named successor is its alone for this long.
const SUCCESSOR_GRACE: Duration = Duration::from_secs(5);
/// How long a stopping process waits for a successor's connection: long enough for a
/// successor that connected another shard just before (a process connects one shard per 5 s,
/// `gateways::IDENTIFY_SPACING`), short enough to finish within `DRAIN_BUDGET`.
const SUCCESSOR_WAIT: Duration = Duration::from_millis(6_500);
/// How long a handover waits for what is running, and then for the outbox.
const FINISH_WAIT: Duration = Duration::from_millis(1_500);
const FLUSH_WAIT: Duration = Duration::from_millis(1_500);
/// How long a handover then waits for the sends its fence abandoned to end (they end at
/// once: an abandoned send is dropped where it stands).
const QUIET_WAIT: Duration = Duration::from_millis(500);
/// The whole stop, as promised: `SIGTERM` to exit.
pub const DRAIN_BUDGET: Duration = Duration::from_secs(10);

pub fn now_ms() -> i64 {
    i64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis()),
    )
    .unwrap_or(i64::MAX)
}

fn ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// This process's part in the cluster.
pub struct Node<S: Store> {
    pub cluster: Cluster,
    pub ownership: Arc<Ownership>,
    pub gateways: Gateways<S>,
    home: Vec<u32>,
    /// The leases held: shard → token.
    held: Mutex<HashMap<u32, u64>>,
    /// Shards being handed over: their queued interactions are left for the successor.
    handing: DashMap<u32, ()>,
    draining: AtomicBool,
    /// When this process started: a standby leaves never-held shards to their home
    /// processes for a lease's length after that (processes started together).
    started: Instant,
    /// Where each table channel's guild is (it never changes): for routing buttons.
    pub(super) guilds: DashMap<ChannelId, Option<GuildId>>,
    /// Interactions being handled now, waited for before a shard is handed over.
    in_flight: AtomicUsize,
    finished: Notify,
    pub(super) wake_keeper: Notify,
    pub(super) wake_consumer: Notify,
}

/// Counts an interaction as running until dropped.
pub struct Running<'a, S: Store>(&'a Node<S>);

impl<S: Store> Drop for Running<'_, S> {
    fn drop(&mut self) {
        if self.0.in_flight.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.finished.notify_waiters();
        }
    }
}

impl<S: Store> Node<S> {
    pub fn new(
        cluster: Cluster,
        ownership: Arc<Ownership>,
        gateways: Gateways<S>,
        home: Vec<u32>,
    ) -> Node<S> {
        Node {
            cluster,
            ownership,
            gateways,
            home,
            held: Mutex::default(),
            handing: DashMap::new(),
            draining: AtomicBool::new(false),
            started: Instant::now(),
            guilds: DashMap::new(),
            in_flight: AtomicUsize::new(0),
            finished: Notify::new(),
            wake_keeper: Notify::new(),
            wake_consumer: Notify::new(),
        }
    }

    pub fn running(&self) -> Running<'_, S> {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        Running(self)
    }

    pub fn draining(&self) -> bool {
        self.draining.load(Ordering::SeqCst)
    }

    /// The shards held now.
    pub fn held(&self) -> Vec<u32> {
        self.ownership.held()
    }

    /// The leases held, with their tokens, as they are now.
    async fn leases_held(&self) -> Vec<(u32, u64)> {
        self.held
            .lock()
            .await
            .iter()
            .map(|(s, t)| (*s, *t))
            .collect()
    }

    /// The shards whose queued interactions this process takes: those held and not being
    /// handed over.
    pub fn taking(&self) -> Vec<u32> {
        let mut held = self.held();
        held.retain(|s| !self.handing.contains_key(s));
        held
    }

    async fn finish_running(&self, within: Duration) {
        let until = Instant::now() + within;
        loop {
            let notified = self.finished.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.in_flight.load(Ordering::SeqCst) == 0 {
                return;
            }
            if tokio::time::timeout_at(until.into(), notified)
                .await
                .is_err()
            {
                tracing::warn!(
                    running = self.in_flight.load(Ordering::SeqCst),
                    "handing over with interactions still running"
                );
                return;
            }
        }
    }
}

impl<S: Store> App<S> {
    /// Starts serving as `node`: the tasks that keep its leases, take what is forwarded to
    /// it and listen for NOTIFY. It serves nothing until its first lease.
    pub(super) fn start_node(self: &Arc<Self>, node: Node<S>) -> Vec<tokio::task::JoinHandle<()>> {
        if self.cluster.set(Arc::new(node)).is_err() {
            tracing::warn!("a node was already started; keeping the first");
        }
        vec![
            tokio::spawn(self.clone().keep_leases()),
            tokio::spawn(self.clone().take_forwarded()),
            tokio::spawn(self.clone().listen()),
        ]
    }

    fn node(&self) -> &Node<S> {
        self.cluster
            .get()
            .expect("a process among several has its node")
    }

    /// Renews, takes and hands over leases, once a `TICK` or when woken; until the stop.
    pub(super) async fn keep_leases(self: Arc<Self>) {
        loop {
            // Renewing goes on while draining: the stop hands its shards over itself.
            if let Err(e) = self.lease_step().await {
                tracing::warn!(error = %e, "leases: a step failed; trying again");
            }
            let _ = tokio::time::timeout(TICK, self.node().wake_keeper.notified()).await;
        }
    }

    async fn lease_step(&self) -> Result<(), crate::table::store::StoreError> {
        let node = self.node();
        let now = now_ms();
        // The leases held: renewed, or dropped at once if another process has them now.
        let held = node.leases_held().await;
        for (shard, token) in held {
            match node.cluster.renew(shard, token, now, ms(LEASE_TTL)).await? {
                None => {
                    tracing::warn!(shard, token, "lease lost: another process took the shard");
                    self.drop_shard(shard).await;
                }
                Some(lease) => {
                    let handing = lease.successor.is_some()
                        && lease.successor_ready
                        && !node.draining()
                        && !node.home.contains(&shard);
                    if handing {
                        self.hand_over(shard, token).await;
                    }
                }
            }
        }
        if node.draining() {
            return Ok(());
        }
        let me = node.cluster.me().to_string();
        for lease in node.cluster.leases().await? {
            let shard = lease.shard;
            if lease.holder.as_deref() == Some(me.as_str()) && node.ownership.holds(shard) {
                continue;
            }
            let home = node.home.contains(&shard);
            let standby = node.home.is_empty();
            if !home && !standby {
                continue;
            }
            // A shard nobody ever held (a fresh start): its home process, started at the
            // same time, takes it; a standby only if none has come after a lease's length.
            if !home && lease.token == 0 && node.started.elapsed() < LEASE_TTL {
                continue;
            }
            if !lease.live(now) {
                let waited = now - lease.expires_at;
                let mine = lease.successor.as_deref() == Some(me.as_str());
                if home || mine || waited >= ms(STANDBY_DELAY) {
                    self.try_take(shard, now).await?;
                }
            } else if self.should_succeed(&lease, home, &me) {
                self.succeed(&lease, &me, now).await?;
            }
        }
        Ok(())
    }

    /// Whether to volunteer as (or go on being) `lease`'s successor: the home process
    /// always wants its shard; a standby steps in for a holder that is stopping.
    fn should_succeed(&self, lease: &Lease, home: bool, me: &str) -> bool {
        match lease.successor.as_deref() {
            Some(s) => s == me && !lease.successor_ready,
            None => home || lease.draining,
        }
    }

    /// Named (or already) the successor: connect the shard's gateway, then say ready.
    async fn succeed(
        &self,
        lease: &Lease,
        me: &str,
        now: i64,
    ) -> Result<(), crate::table::store::StoreError> {
        let node = self.node();
        let shard = lease.shard;
        if lease.successor.as_deref() != Some(me) && !node.cluster.volunteer(shard, now).await? {
            return Ok(());
        }
        if let Err(e) = node.gateways.connect(shard).await {
            tracing::warn!(shard, error = %e, "could not connect as a shard's successor");
            node.cluster.withdraw(shard).await?;
            return Ok(());
        }
        if node.gateways.wait_ready(shard, SUCCESSOR_WAIT).await {
            tracing::info!(
                shard,
                "successor ready: waiting for the holder to hand over"
            );
            node.cluster.successor_ready(shard).await?;
        }
        Ok(())
    }

    /// Takes `shard`'s lease if it is free, and starts serving it.
    async fn try_take(&self, shard: u32, now: i64) -> Result<(), crate::table::store::StoreError> {
        let node = self.node();
        let Some(token) = node
            .cluster
            .acquire(shard, now, ms(LEASE_TTL), ms(SUCCESSOR_GRACE))
            .await?
        else {
            return Ok(());
        };
        tracing::info!("lease acquired shard={shard} token={token}");
        node.held.lock().await.insert(shard, token);
        let recovered = match self.tables.registry.gain_partition(shard, token).await {
            Ok(n) => n,
            Err(e) => {
                tracing::error!(shard, error = %e, "could not load a shard's tables; giving it back");
                self.tables.registry.lose_partition(shard);
                node.held.lock().await.remove(&shard);
                node.cluster.release(shard, token, now_ms()).await?;
                return Ok(());
            }
        };
        tracing::info!(
            shard,
            recovered,
            "serving shard={shard} recovered={recovered}"
        );
        // What the previous holder left undelivered goes out now, in order; its panels are
        // this process's to edit from here (and its channels, if it held them before).
        self.discord
            .delivery
            .lift(shard, &self.tables.registry.channels_in_partition(shard));
        let part = node.ownership.one(shard);
        match self.tables.registry.store().live_panels(part).await {
            Ok(panels) => self.discord.delivery.restore(panels),
            Err(e) => tracing::warn!(shard, error = %e, "live panels not restored"),
        }
        match self.tables.registry.pending_posts(part).await {
            Ok(pending) => {
                let now = self.tables.registry.clock().now();
                for sending in catch_up::plan(pending, now, &self.discord.readers) {
                    self.discord.delivery.enqueue(sending);
                }
            }
            Err(e) => tracing::warn!(shard, error = %e, "pending posts not delivered"),
        }
        if let Err(e) = node.gateways.connect(shard).await {
            tracing::error!(shard, error = %e, "could not connect a held shard's gateway");
        }
        node.wake_consumer.notify_one();
        Ok(())
    }

    /// Stops serving `shard` at once (its lease is gone).
    async fn drop_shard(&self, shard: u32) {
        let node = self.node();
        // Another process may hold it already: nothing more goes out for its tables from here.
        let channels = self.tables.registry.channels_in_partition(shard);
        self.discord.delivery.fence(shard, &channels);
        node.held.lock().await.remove(&shard);
        self.tables.registry.lose_partition(shard);
        node.gateways.close(shard).await;
    }

    /// Gives `shard` to its successor, whose connection is up: close ours, finish what is
    /// running, flush the outbox, stop writing its tables, release the lease.
    async fn hand_over(&self, shard: u32, token: u64) {
        let node = self.node();
        tracing::info!(shard, "handing over");
        // From now on what is queued for the shard waits for the successor.
        node.handing.insert(shard, ());
        node.gateways.close(shard).await;
        node.finish_running(FINISH_WAIT).await;
        // What is queued goes out now, with the pictures drawn so far: one still waiting for
        // the drawing threads (below everything, far behind on a busy machine) would land
        // after the successor's posts, an older state over a newer one.
        let _hurry = self.discord.delivery.painter().hurry();
        let flushed = tokio::time::timeout(FLUSH_WAIT, self.discord.delivery.idle())
            .await
            .is_ok();
        // What is not sent by now is the successor's: nothing of this process may land after
        // its posts (fence.rs).
        let channels = self.tables.registry.channels_in_partition(shard);
        self.discord.delivery.fence(shard, &channels);
        let fences = self.discord.delivery.fences();
        if !flushed {
            tracing::warn!(
                shard,
                "handing over with posts still queued: the successor sends them"
            );
        }
        if !fences.quiet(&channels, QUIET_WAIT).await {
            tracing::warn!(shard, "a send was still under way when the lease went");
        }
        node.held.lock().await.remove(&shard);
        self.tables.registry.lose_partition(shard);
        match node.cluster.release(shard, token, now_ms()).await {
            Ok(()) => tracing::info!("lease released shard={shard}"),
            Err(e) => tracing::warn!(shard, error = %e, "lease not released: it expires instead"),
        }
        node.handing.remove(&shard);
    }

    /// `SIGTERM`: hands every shard to a successor (waiting up to `SUCCESSOR_WAIT` for one to
    /// connect), then releases; within `DRAIN_BUDGET`.
    pub(super) async fn drain(&self) {
        let node = self.node();
        node.draining.store(true, Ordering::SeqCst);
        tracing::info!(held = ?node.held(), "draining");
        let held = node.leases_held().await;
        for &(shard, token) in &held {
            if let Err(e) = node.cluster.set_draining(shard, token).await {
                tracing::warn!(shard, error = %e, "could not announce the stop");
            }
        }
        let until = Instant::now() + SUCCESSOR_WAIT;
        let mut waiting: Vec<(u32, u64)> = held;
        while !waiting.is_empty() && Instant::now() < until {
            let leases = node.cluster.leases().await.unwrap_or_default();
            let mut still = Vec::new();
            for (shard, token) in waiting {
                let ready = leases
                    .iter()
                    .any(|l| l.shard == shard && l.successor.is_some() && l.successor_ready);
                if ready {
                    self.hand_over(shard, token).await;
                } else {
                    still.push((shard, token));
                }
            }
            waiting = still;
            if !waiting.is_empty() {
                let _ =
                    tokio::time::timeout(Duration::from_millis(200), node.wake_keeper.notified())
                        .await;
            }
        }
        for (shard, token) in waiting {
            tracing::warn!(
                shard,
                "no successor connected in time: releasing the shard anyway"
            );
            self.hand_over(shard, token).await;
        }
        node.gateways.close_all().await;
        tracing::info!("drained");
    }
}

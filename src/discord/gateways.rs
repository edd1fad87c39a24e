//! The gateway connections of a process among several: one serenity client per shard,
//! connected while the process holds the shard's lease (or is about to take it over) and
//! closed when it gives the shard up. A process serving a fixed range keeps serenity's one
//! client for the range instead (`Bot::start`).

use super::Config;
use super::interactions::Handler;
use crate::table::store::Store;
use dashmap::DashMap;
use serenity::all::{ClientBuilder, GatewayIntents, ShardManager};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Mutex, Notify};
use tokio::task::JoinHandle;

/// Discord lets a bot IDENTIFY once per 5 seconds (per `max_concurrency` bucket): this
/// process's connections keep that spacing between them.
pub(super) const IDENTIFY_SPACING: Duration = Duration::from_secs(5);

/// A shard's connection: its client's shard manager and the task running it.
type Connection = (Arc<ShardManager>, JoinHandle<()>);

pub struct Gateways<S: Store> {
    config: Config,
    http_client: Option<reqwest::Client>,
    handler: Arc<Handler<S>>,
    total: u32,
    running: Mutex<std::collections::HashMap<u32, Connection>>,
    /// The shards whose connection said READY, since it was last (re)connected.
    ready: DashMap<u32, ()>,
    became_ready: Notify,
    last_identify: Mutex<Option<Instant>>,
}

impl<S: Store> Gateways<S> {
    pub fn new(
        config: Config,
        http_client: Option<reqwest::Client>,
        handler: Arc<Handler<S>>,
        total: u32,
    ) -> Gateways<S> {
        Gateways {
            config,
            http_client,
            handler,
            total,
            running: Mutex::default(),
            ready: DashMap::new(),
            became_ready: Notify::new(),
            last_identify: Mutex::default(),
        }
    }

    /// Connects `shard` unless it is connected; returns at once (see `wait_ready`).
    pub async fn connect(&self, shard: u32) -> Result<(), serenity::Error> {
        let mut running = self.running.lock().await;
        if running
            .get(&shard)
            .is_some_and(|(_, task)| !task.is_finished())
        {
            return Ok(());
        }
        {
            let mut last = self.last_identify.lock().await;
            if let Some(at) = *last {
                tokio::time::sleep(IDENTIFY_SPACING.saturating_sub(at.elapsed())).await;
            }
            *last = Some(Instant::now());
        }
        self.ready.remove(&shard);
        let mut client = ClientBuilder::new_with_http(
            super::http_for(&self.config, self.http_client.as_ref()),
            GatewayIntents::GUILDS,
        )
        .event_handler_arc(self.handler.clone())
        .raw_event_handler(Handler {
            app: self.handler.app.clone(),
        })
        .await?;
        let manager = client.shard_manager.clone();
        let total = self.total;
        let task = tokio::spawn(async move {
            if let Err(e) = client.start_shard(shard, total).await {
                tracing::warn!(shard, error = %e, "a gateway connection ended");
            }
        });
        tracing::info!(shard, total, "gateway connecting");
        running.insert(shard, (manager, task));
        Ok(())
    }

    /// Whether `shard`'s connection is up (READY), waiting at most `within`.
    pub async fn wait_ready(&self, shard: u32, within: Duration) -> bool {
        let until = Instant::now() + within;
        loop {
            let notified = self.became_ready.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.ready.contains_key(&shard) {
                return true;
            }
            if tokio::time::timeout_at(until.into(), notified)
                .await
                .is_err()
            {
                return self.ready.contains_key(&shard);
            }
        }
    }

    /// A connection said READY (from the event handler).
    pub fn mark_ready(&self, shard: u32) {
        self.ready.insert(shard, ());
        self.became_ready.notify_waiters();
    }

    /// Whether this process has `shard` connected (or connecting).
    pub async fn connected(&self, shard: u32) -> bool {
        self.running
            .lock()
            .await
            .get(&shard)
            .is_some_and(|(_, task)| !task.is_finished())
    }

    /// Closes `shard`'s connection: Discord sends its events to the other connection.
    pub async fn close(&self, shard: u32) {
        let gone = self.running.lock().await.remove(&shard);
        self.ready.remove(&shard);
        if let Some((manager, task)) = gone {
            manager.shutdown_all().await;
            task.abort();
            tracing::info!(shard, "gateway closed");
        }
    }

    /// Closes every connection.
    pub async fn close_all(&self) {
        let shards: Vec<u32> = self.running.lock().await.keys().copied().collect();
        for shard in shards {
            self.close(shard).await;
        }
    }
}

//! The Discord frontend, on serenity: a thin adapter. An interaction becomes a table command
//! (`Registry::open` / `Registry::execute`) or a read-only question (`Table::hand`,
//! `Table::status_view`, `Table::suggested_actions`); the table's outbox becomes channel
//! messages and DMs. The rules live below; this layer only translates.
//!
//! Wiring: [`Bot::new`] takes the config and a shared [`Registry`] over any [`Store`] (the
//! binary passes its store; tests pass a `MemoryStore` and inspect it), [`Bot::start`]
//! recovers the tables this process serves, connects, registers the slash commands on READY
//! and runs `Registry::tick` about once a second, delivering what it returns like any
//! command's outbox.

pub mod autocomplete;
mod button_presses;
pub mod commands;
pub mod components;
pub mod config;
pub mod hand;
pub mod interactions;
pub mod outbox;
pub mod readers;
pub mod respond;
pub mod retry;
mod slash_commands;
mod suggestions;

pub use config::{Config, ConfigError};

use crate::table::registry::{Durable, Registry, ServiceError};
use crate::table::store::{Shards, Store};
use crate::table::{ChannelId, Outgoing, Table};
use outbox::Delivery;
use rand::Rng;
use readers::Readers;
use serenity::all::{ClientBuilder, GatewayIntents, Http, HttpBuilder, ShardManager};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use thiserror::Error;
use tokio::task::JoinHandle;

/// Where new games get their seed. Real games draw fresh randomness; tests pass a constant so
/// deals are known in advance.
pub type Entropy = Arc<dyn Fn() -> u64 + Send + Sync>;

#[derive(Debug, Error)]
pub enum StartError {
    #[error("recovering tables failed: {0}")]
    Recover(#[from] ServiceError),
    /// Without the gateway URL serenity would silently fall back to the real gateway, even
    /// when every REST call goes to a proxy; better to stop.
    #[error("could not get the gateway URL (GET /gateway): {0}")]
    Gateway(serenity::Error),
    #[error("the Discord client failed: {0}")]
    Client(#[from] serenity::Error),
}

/// The bot's shared state: what every interaction handler and the clock task use.
pub struct App<S: Store> {
    pub config: Config,
    pub registry: Arc<Registry<S>>,
    pub http: Arc<Http>,
    pub delivery: Arc<Delivery>,
    pub readers: Readers,
    pub entropy: Entropy,
    /// Slash commands are registered on the first READY only.
    pub registered: AtomicBool,
}

impl<S: Store> App<S> {
    /// Renders and queues an outbox for `channel`. Call it while holding
    /// `delivery.order(channel)`, so batches leave in the order the table accepted them.
    pub fn publish(&self, channel: ChannelId, done: &Durable, new_table: bool) {
        self.deliver(channel, done.table(), &done.outbox, new_table);
    }

    /// Renders `outbox` with `table` (the table right after it: names, hand panels) and
    /// queues it.
    fn deliver(&self, channel: ChannelId, table: &Table, outbox: &[Outgoing], new_table: bool) {
        let guild = table.header().guild;
        let batch = outbox::compose(Some(table), channel, guild, outbox, &self.readers);
        let batch = outbox::Batch { new_table, ..batch };
        self.delivery.enqueue(batch);
    }

    /// One clock tick: what the table layer made due, delivered like command outboxes.
    pub async fn tick(&self) {
        for (channel, handled) in self.registry.tick().await {
            let order = self.delivery.order(channel);
            let _order = order.lock().await;
            self.publish(channel, &handled, false);
        }
    }
}

fn http_for(config: &Config) -> Http {
    let mut builder = HttpBuilder::new(&config.token);
    if let Some(proxy) = &config.proxy {
        // The proxy is ignored while serenity's own rate limiter is on.
        builder = builder.proxy(proxy.as_str()).ratelimiter_disabled(true);
    }
    builder.build()
}

/// A bot not yet connected.
pub struct Bot<S: Store> {
    config: Config,
    registry: Arc<Registry<S>>,
    entropy: Entropy,
}

impl<S: Store> Bot<S> {
    pub fn new(config: Config, registry: Arc<Registry<S>>) -> Bot<S> {
        Bot {
            config,
            registry,
            entropy: Arc::new(|| rand::rng().next_u64()),
        }
    }

    /// Replaces the source of new games' seeds (tests).
    pub fn entropy(mut self, entropy: Entropy) -> Bot<S> {
        self.entropy = entropy;
        self
    }

    /// Recovers this process's tables, connects to the gateway and starts serving.
    pub async fn start(self) -> Result<Running<S>, StartError> {
        let config = self.config;
        let owned = config.clone();
        let recovered = self
            .registry
            .recover_shards(owned.shards.unwrap_or(Shards::ALL))
            .await?;
        tracing::info!(recovered, shards = ?config.shards, proxy = ?config.proxy, "starting");
        let http = Arc::new(http_for(&config));
        let gateway = retry::retry("get gateway", retry::Policy::INTERACTION, |_| {
            http.get_gateway()
        })
        .await
        .map_err(StartError::Gateway)?;
        tracing::debug!(url = %gateway.url, "gateway");
        let app = Arc::new(App {
            delivery: Delivery::new(http.clone()),
            http,
            registry: self.registry,
            readers: Readers::default(),
            entropy: self.entropy,
            registered: AtomicBool::new(false),
            config: config.clone(),
        });
        // GUILDS (not privileged) only brings each guild's preferred locale; interactions
        // need no intent at all.
        let mut client = ClientBuilder::new_with_http(http_for(&config), GatewayIntents::GUILDS)
            .event_handler_arc(Arc::new(interactions::Handler { app: app.clone() }))
            .raw_event_handler(interactions::Handler { app: app.clone() })
            .await?;
        let shard_manager = client.shard_manager.clone();
        let shards = config.shards;
        let client_task = tokio::spawn(async move {
            match shards {
                // serenity's range end is inclusive: 0..3 runs shards 0, 1, 2 and 3.
                Some(r) => {
                    client
                        .start_shard_range(r.first()..r.last(), r.count())
                        .await
                }
                None => client.start().await,
            }
        });
        // After a restart, whoever must act is prompted once again: their turn DM may have
        // been lost with the old process.
        for (channel, table, prompts) in app.registry.pending_prompts().await {
            app.deliver(channel, &table, &prompts, false);
        }
        let ticker_app = app.clone();
        let ticker = tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(1));
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                ticker_app.tick().await;
            }
        });
        Ok(Running {
            app,
            shard_manager,
            client_task,
            ticker,
        })
    }
}

/// A connected bot.
pub struct Running<S: Store> {
    pub app: Arc<App<S>>,
    shard_manager: Arc<ShardManager>,
    client_task: JoinHandle<Result<(), serenity::Error>>,
    ticker: JoinHandle<()>,
}

impl<S: Store> Running<S> {
    /// Waits until every queued message has been delivered (tests).
    pub async fn idle(&self) {
        self.app.delivery.idle().await;
    }

    /// Serves until the client stops or Ctrl-C.
    pub async fn serve(mut self) -> Result<(), StartError> {
        tokio::select! {
            r = &mut self.client_task => {
                self.ticker.abort();
                match r {
                    Ok(r) => r.map_err(StartError::Client),
                    Err(e) => {
                        tracing::error!("the client task failed: {e}");
                        Ok(())
                    }
                }
            }
            _ = tokio::signal::ctrl_c() => {
                tracing::info!("Ctrl-C: closing the gateway connections");
                self.shutdown().await;
                Ok(())
            }
        }
    }

    pub async fn shutdown(self) {
        self.ticker.abort();
        self.shard_manager.shutdown_all().await;
        self.client_task.abort();
    }
}

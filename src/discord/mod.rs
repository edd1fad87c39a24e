//! The Discord frontend, on serenity: a thin adapter. An interaction becomes a table command
//! (`Registry::open` / `Registry::execute`) or a read-only question (`Table::hand`,
//! `Table::status_view`, `Table::suggested_actions`); the table's outbox becomes channel
//! messages and DMs. The rules live below; this layer only translates.
//!
//! [`App`] is three services — [`Tables`], [`Leagues`], [`Notifications`] — over the shared
//! plumbing ([`Discord`]); each slash command's handler is given the one it names.
//!
//! Wiring: [`Bot::new`] takes the config and a shared [`Registry`] over any [`Store`] (the
//! binary passes its store; tests pass a `MemoryStore` and inspect it), [`Bot::start`]
//! recovers the tables this process serves, connects, registers the slash commands on READY
//! and runs `Registry::tick` about once a second, delivering what it returns like any
//! command's outbox.

pub mod autocomplete;
pub mod background;
mod button_presses;
mod catch_up;
pub mod cluster;
pub mod commands;
pub mod components;
pub mod config;
pub mod custom_id;
pub mod delivery;
pub mod fence;
mod forward;
pub mod gateways;
pub mod hand;
pub mod interactions;
mod league;
pub mod live;
mod live_buttons;
pub mod markdown;
pub mod notify;
pub mod option_choices;
pub mod outbox;
pub mod pictures;
mod rated_tables;
pub mod readers;
mod refusal;
pub mod respond;
pub mod retry;
mod running;
mod slash_commands;
mod suggestions;
mod superseded;
mod table_command;
pub mod undo_buttons;
mod undo_rows;
pub mod web_pages;
mod who;

pub use config::{Config, ConfigError};
use running::Gateway;
pub use running::Running;

use crate::table::registry::{Durable, Registry, ServiceError};
use crate::table::store::Store;
use crate::table::{ChannelId, GuildId};
use config::Shards;
use delivery::{Delivery, Sending};
use rand::Rng;
use readers::Readers;
use serenity::all::{ClientBuilder, GatewayIntents, Http, HttpBuilder};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use thiserror::Error;

// Every slash command, in the order Discord lists them: one line each (see `commands`).
commands::registry! {
    table_command::Table,
    slash_commands::Hand,
    slash_commands::Bid,
    slash_commands::Play,
    slash_commands::Pass,
    slash_commands::Draw,
    slash_commands::Discard,
    slash_commands::Meld,
    slash_commands::Swap,
    slash_commands::Declare,
    slash_commands::Claim,
    slash_commands::Open,
    slash_commands::Fold,
    slash_commands::Rules,
    slash_commands::HelpCommand,
    slash_commands::Hint,
    league::LeagueCommand,
    league::Settings,
    notify::Notify,
}

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
    #[error("SHARD_RANGE: the number of shards must be 1 or more")]
    Shards,
    #[error("the sending threads could not start: {0}")]
    Sending(std::io::Error),
}

/// The Discord plumbing every service shares: the REST client, answering within Discord's
/// deadlines (`respond`, `retry`), delivery of what the tables said (`delivery`, `outbox`),
/// who reads in which language (`readers`), the config. Custom ids (`custom_id`), who is
/// asking (`who`) and refusals (`refusal`) are plain functions and types beside it.
pub struct Discord {
    pub config: Config,
    pub http: Arc<Http>,
    pub delivery: Arc<Delivery>,
    pub readers: Arc<Readers>,
    /// Slash commands are registered on the first READY only.
    pub registered: AtomicBool,
    /// The league's web pages, when this bot has them (`WEB_BASE_URL`, docs/web.md).
    pub web: Option<Arc<web_pages::WebPages>>,
}

/// The tables service: `/table` (`table_command`), the moves, `/hand`, `/hint`
/// (`slash_commands`), buttons and menus (`button_presses`, `live_buttons`, `undo_buttons`),
/// suggestions (`suggestions`), running a table command and publishing its outbox
/// (`interactions`, here), the league's side of a table (`rated_tables`), the clock and
/// closed channels (here).
pub struct Tables<S: Store> {
    pub discord: Arc<Discord>,
    pub registry: Arc<Registry<S>>,
    pub entropy: Entropy,
    /// Where ended games are recorded, and whose rules govern the tables it rates (the
    /// league's side of a table, `rated_tables`); `None`: no league.
    pub league: Option<crate::league::League>,
}

/// The leagues service: `/league`, `/settings` (`league`), over the league records.
pub struct Leagues<S: Store> {
    pub discord: Arc<Discord>,
    pub registry: Arc<Registry<S>>,
    /// `None`: those commands say there is no league here.
    pub league: Option<crate::league::League>,
}

/// The notifications service: `/notify` (`notify`), over everyone's settings.
pub struct Notifications<S: Store> {
    pub registry: Arc<Registry<S>>,
    /// Everyone's `/notify` settings (also the tables' quiet hours).
    pub prefs: Arc<crate::users::Prefs>,
    /// The league's web pages (`/notify web-name:`), when this bot has them.
    pub web: Option<Arc<web_pages::WebPages>>,
}

/// The bot: its services over the shared plumbing. Each slash command's handler gets the one
/// service it names (`commands::Slash::Service`); the way in (`on_command`, `on_component`,
/// `on_autocomplete`) and the gateway's events (`interactions::Handler`) are here.
pub struct App<S: Store> {
    pub discord: Arc<Discord>,
    pub tables: Tables<S>,
    pub leagues: Leagues<S>,
    pub notifications: Notifications<S>,
    /// This process's part among several on one PostgreSQL (leases, forwarding), if so.
    pub cluster: std::sync::OnceLock<Arc<cluster::Node<S>>>,
}

impl<S: Store> App<S> {
    /// `Tables::publish` (tests replay a table's outbox through it).
    pub fn publish(&self, channel: ChannelId, done: &Durable, new_table: bool) {
        self.tables.publish(channel, done, new_table);
    }

    /// `Tables::tick`: one clock tick.
    pub async fn tick(&self) {
        self.tables.tick().await;
    }
}

impl<S: Store> Tables<S> {
    /// Queues the posts a command stored with its entries. Call it while holding
    /// `delivery.order(channel)`, so they leave in the order the table accepted the commands.
    pub fn publish(&self, channel: ChannelId, done: &Durable, new_table: bool) {
        self.discord.delivery.enqueue(Sending {
            channel,
            locale: self.discord.readers.channel(done.table().header().guild),
            posts: done.posts().to_vec(),
            new_table,
        });
    }

    /// A channel was deleted (or a thread): its open table, if any, is closed.
    pub async fn channel_gone(&self, channel: ChannelId) {
        match self.registry.close_gone(channel).await {
            Ok(Some(done)) => {
                tracing::info!(%channel, table = %done.table().id(), "channel deleted: table closed");
                let order = self.discord.delivery.order(channel);
                let _order = order.lock().await;
                self.publish(channel, &done, false);
                self.record_results(&done).await;
            }
            Ok(None) => {}
            Err(e) => {
                let why = e.to_string();
                tracing::warn!(%channel, why, "channel deleted: table not closed");
            }
        }
    }

    /// The bot left (or was removed from) a guild: every open table there is closed.
    pub async fn guild_gone(&self, guild: GuildId) {
        match self.registry.channels_of_guild(guild).await {
            Ok(channels) => {
                tracing::info!(%guild, tables = channels.len(), "removed from a guild: closing its tables");
                for channel in channels {
                    self.channel_gone(channel).await;
                }
            }
            Err(e) => {
                let why = e.to_string();
                tracing::warn!(%guild, why, "removed from a guild: tables not listed");
            }
        }
    }

    /// One clock tick: what the table layer made due, delivered like command outboxes.
    pub async fn tick(&self) {
        for (channel, handled) in self.registry.tick().await {
            let order = self.discord.delivery.order(channel);
            let _order = order.lock().await;
            self.publish(channel, &handled, false);
            self.record_results(&handled).await;
        }
    }
}

fn http_for(config: &Config, client: Option<&reqwest::Client>) -> Http {
    let mut builder = HttpBuilder::new(&config.token);
    if let Some(client) = client {
        builder = builder.client(client.clone());
    }
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
    league: Option<crate::league::League>,
    prefs: Arc<crate::users::Prefs>,
    http_client: Option<reqwest::Client>,
    append_log: bool,
    /// The leases and queue shared with the other processes.
    cluster: Option<crate::store::sql::cluster::Cluster>,
    web: Option<Arc<web_pages::WebPages>>,
}

impl<S: Store> Bot<S> {
    pub fn new(config: Config, registry: Arc<Registry<S>>) -> Bot<S> {
        Bot {
            config,
            registry,
            entropy: Arc::new(|| rand::rng().next_u64()),
            league: None,
            prefs: Arc::new(crate::users::Prefs::in_memory()),
            http_client: None,
            // Off until an append survives a crash exactly once (see `delivery`).
            append_log: false,
            cluster: None,
            web: None,
        }
    }

    /// Offers the league's web pages (`/settings web:on`, links in `/league` answers) and
    /// records, as tables open, whether their channels are public (docs/web.md).
    pub fn web(mut self, web: web_pages::WebPages) -> Bot<S> {
        self.web = Some(Arc::new(web));
        self
    }

    /// Serves as one process of several on one PostgreSQL: the shards this process serves
    /// are those whose lease it holds (`discord::cluster`), and interactions for the others'
    /// tables are queued for them (`forward`).
    pub fn cluster(mut self, cluster: crate::store::sql::cluster::Cluster) -> Bot<S> {
        self.cluster = Some(cluster);
        self
    }

    /// Keeps the server leagues in `league` (`/league`, `/settings`).
    pub fn league(mut self, league: crate::league::League) -> Bot<S> {
        self.league = Some(league);
        self
    }

    /// Keeps people's `/notify` settings in `prefs` (loaded from the database; without it
    /// they are kept in memory only).
    pub fn prefs(mut self, prefs: Arc<crate::users::Prefs>) -> Bot<S> {
        self.prefs = prefs;
        self
    }

    /// Whether channel posts are appended to the table's last log message, or each posted as
    /// a message of its own (the default for now: an append that reached Discord just before
    /// a crash is not yet recognised after the restart, and its lines would show twice).
    pub fn append_log(mut self, on: bool) -> Bot<S> {
        self.append_log = on;
        self
    }

    /// Replaces the HTTP client serenity sends REST calls with (tests: "discord.com" resolved
    /// to a fake, to exercise serenity's own rate limiter).
    pub fn http_client(mut self, client: reqwest::Client) -> Bot<S> {
        self.http_client = Some(client);
        self
    }

    /// Replaces the source of new games' seeds (tests).
    pub fn entropy(mut self, entropy: Entropy) -> Bot<S> {
        self.entropy = entropy;
        self
    }

    /// Recovers this process's tables, connects to the gateway and starts serving.
    pub async fn start(self) -> Result<Running<S>, StartError> {
        let config = self.config;
        // Among several processes (PostgreSQL): nothing is served until a lease is taken,
        // and each lease taken loads its shard's tables (`cluster`). Otherwise this
        // process's tables are those of its fixed range, or all.
        let leased = match (&self.cluster, config.shard_count()) {
            (Some(_), Some(total)) => Some(Arc::new(
                crate::table::ownership::Ownership::leased(total, config::SHARD_SHIFT)
                    .ok_or(StartError::Shards)?,
            )),
            _ => None,
        };
        match (&leased, config.shards) {
            (Some(ownership), _) => self.registry.serve(ownership.clone()),
            (None, Some(shards)) => self.registry.serve_partitions(shards.partitions()),
            (None, None) => {}
        }
        // Before recovery, so the recovered tables hold reminders in quiet hours too.
        self.registry.set_quiet_source(self.prefs.clone());
        let recovered = match leased {
            Some(_) => 0,
            None => {
                self.registry
                    .recover_partitions(config.shards.unwrap_or(Shards::ALL).partitions())
                    .await?
            }
        };
        tracing::info!(recovered, shards = ?config.shards, standby = ?config.standby, proxy = ?config.proxy, "starting");
        // What people are told is stored with the entries from now on (the transactional
        // outbox), rendered in each reader's language.
        // Picture choices are the players' own settings (`/notify pictures:`).
        let readers = Arc::new(Readers::with_pictures(self.prefs.clone()));
        if let Some(league) = &self.league {
            // Servers that chose their language keep it across restarts.
            match league.language_overrides().await {
                Ok(overrides) => {
                    for (guild, tag) in overrides {
                        readers.set_override(guild, Some(crate::i18n::Locale::from_tag(&tag)));
                    }
                }
                Err(e) => tracing::warn!(error = %e, "server languages not loaded"),
            }
            // Results of games that ended while no process recorded them (a crash between
            // the table's append and the league's write): derived from the logs now, in the
            // background, as the league is idempotent.
            let league = league.clone();
            tokio::spawn(async move {
                match league.catch_up_all().await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(results = n, "league caught up"),
                    Err(e) => tracing::warn!(error = %e, "league catch-up failed"),
                }
            });
        }
        self.registry
            .set_renderer(Arc::new(outbox::DiscordRenderer {
                readers: readers.clone(),
                prefs: self.prefs.clone(),
            }));
        let http = Arc::new(http_for(&config, self.http_client.as_ref()));
        let gateway = retry::retry("get gateway", retry::Policy::INTERACTION, |_| {
            http.get_gateway()
        })
        .await
        .map_err(StartError::Gateway)?;
        tracing::debug!(url = %gateway.url, "gateway");
        let (delivered, mut delivered_rx) = tokio::sync::mpsc::unbounded_channel();
        let discord = Arc::new(Discord {
            delivery: {
                // The sending has a client of its own: connections made on its threads are
                // driven there, never by the interactions' runtime (background.rs).
                let d = Delivery::new(
                    Arc::new(http_for(&config, self.http_client.as_ref())),
                    delivered,
                    crate::images::Painter::for_this_machine(),
                    background::Background::for_this_machine().map_err(StartError::Sending)?,
                );
                d.set_append_log(self.append_log);
                d
            },
            http,
            readers,
            registered: AtomicBool::new(false),
            web: self.web,
            config: config.clone(),
        });
        let app = Arc::new(App {
            tables: Tables {
                discord: discord.clone(),
                registry: self.registry.clone(),
                entropy: self.entropy,
                league: self.league.clone(),
            },
            leagues: Leagues {
                discord: discord.clone(),
                registry: self.registry.clone(),
                league: self.league,
            },
            notifications: Notifications {
                registry: self.registry,
                prefs: self.prefs,
                web: discord.web.clone(),
            },
            discord,
            cluster: std::sync::OnceLock::new(),
        });
        let handler = Arc::new(interactions::Handler { app: app.clone() });
        // Each post Discord took is marked in the store, so a restart does not send it again.
        let marker_app = app.clone();
        let marker = tokio::spawn(async move {
            while let Some((post, panel)) = delivered_rx.recv().await {
                if let Err(e) = marker_app
                    .tables
                    .registry
                    .store()
                    .mark_delivered(post, panel)
                    .await
                {
                    tracing::warn!(?post, error = %e, "could not record a delivery");
                }
            }
        });
        let gateway = match (self.cluster, leased) {
            (Some(cluster), Some(ownership)) => {
                let node = cluster::Node::new(
                    cluster,
                    ownership,
                    gateways::Gateways::new(
                        config.clone(),
                        self.http_client.clone(),
                        handler,
                        config.shard_count().unwrap_or(1),
                    ),
                    config.home(),
                );
                Gateway::Leased(app.start_node(node))
            }
            _ => {
                // GUILDS (not privileged) only brings each guild's preferred locale;
                // interactions need no intent at all.
                let mut client = ClientBuilder::new_with_http(
                    http_for(&config, self.http_client.as_ref()),
                    GatewayIntents::GUILDS,
                )
                .event_handler_arc(handler)
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
                // After a restart: everything a crash kept from being delivered goes out
                // now, in order (long-stale channel posts summarised, see `catch_up`).
                let partitions = config.shards.unwrap_or(Shards::ALL).partitions();
                let pending = app.tables.registry.pending_posts(partitions).await?;
                let panels = app.tables.registry.store().live_panels(partitions).await;
                app.discord
                    .delivery
                    .restore(panels.map_err(|e| StartError::Recover(e.into()))?);
                let now = app.tables.registry.clock().now();
                for sending in catch_up::plan(pending, now, &app.discord.readers) {
                    app.discord.delivery.enqueue(sending);
                }
                Gateway::Fixed {
                    shard_manager,
                    client_task,
                }
            }
        };
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
            _sending: running::StopSending(Arc::clone(&app.discord.delivery)),
            app,
            gateway,
            ticker,
            marker,
        })
    }
}

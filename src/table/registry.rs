//! One table per channel: the registry finds a channel's table (loading it from the store when
//! it is not in memory), serializes the commands on it (a frontend runs handlers concurrently; a
//! table's mutex makes them one at a time), and makes every accepted entry durable before the
//! caller may tell anyone it succeeded. It also runs the turn clocks (`tick`) and keeps memory
//! bounded by evicting idle tables, which are reloaded on demand by replaying their log.

use super::clock::Clock;
use super::command::{Command, Ctx};
use super::error::TableError;
use super::ids::{ChannelId, GuildId, TableId, Timestamp, UserId};
use super::log::{TableHeader, TableRecord};
use super::outbox::{Notice, Outgoing};
use super::ownership::Ownership;
use super::posts::{self, Post, Renderer};
use super::store::{Fence, KeyRecord, Partitions, Store, StoreError};
use super::{Handled, Status, Step, Table};
use crate::games::Options;
use crate::games::any::GameKind;
use dashmap::DashMap;
use rand::Rng;
use std::collections::BTreeSet;
use std::sync::Arc;
use thiserror::Error;
use tokio::sync::Mutex;
use writes::Written;

mod keys;
mod leases;
mod recovery;
mod ticks;
mod writes;

use keys::request_key;
pub use recovery::Quarantined;
use recovery::rebuild;

#[derive(Debug, Error)]
pub enum ServiceError {
    /// Refused before any table was involved (no table here, a table already open).
    #[error(transparent)]
    Table(#[from] TableError),
    /// A table refused the command; `names` are its seats' names, for the message.
    #[error("{error}")]
    Refused {
        error: TableError,
        names: Vec<String>,
    },
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The request was applied before (its key is recorded with the same request): nothing
    /// was done again; the record says what the first time did (`Registry::retell`).
    #[error("already applied")]
    Duplicate(KeyRecord),
}

/// What a duplicate is to a frontend that only asks whether something was already applied.
static ALREADY_APPLIED: TableError = TableError::AlreadyApplied;

impl ServiceError {
    fn refused(error: TableError, table: &Table) -> ServiceError {
        ServiceError::Refused {
            error,
            names: table.names(),
        }
    }

    /// The table's refusal, if that is what this is.
    pub fn table_error(&self) -> Option<&TableError> {
        match self {
            ServiceError::Table(e) | ServiceError::Refused { error: e, .. } => Some(e),
            ServiceError::Duplicate(_) => Some(&ALREADY_APPLIED),
            ServiceError::Store(_) => None,
        }
    }
}

/// A table as the registry holds it: the mutex serializes commands; inside, the current state
/// is shared read-only (`Arc`), so what a command did can carry the table it led to without
/// copying it.
pub type SharedTable = Arc<Mutex<Arc<Table>>>;

/// What a command (or a clock tick) did, once its log entries are durable. Only the registry
/// makes one, after the append: a frontend can deliver nothing that was not written first.
/// Derefs to the `Handled` (entries and outbox).
#[derive(Debug)]
pub struct Durable {
    table: Arc<Table>,
    handled: Handled,
    posts: Vec<Post>,
}

impl Durable {
    fn after_append(table: Arc<Table>, handled: Handled, posts: Vec<Post>) -> Durable {
        Durable {
            table,
            handled,
            posts,
        }
    }

    /// What the frontend's renderer made of the outbox, stored with the entries: the posts to
    /// deliver (empty without a renderer).
    pub fn posts(&self) -> &[Post] {
        &self.posts
    }

    /// The table right after the command: names, views and hand panels come from it, with no
    /// second lookup.
    pub fn table(&self) -> &Table {
        &self.table
    }
}

impl std::ops::Deref for Durable {
    type Target = Handled;
    fn deref(&self) -> &Handled {
        &self.handled
    }
}

/// Tables untouched this long leave memory (they stay in the store and their clocks keep
/// running from the due index).
const DEFAULT_IDLE_EVICTION_MS: i64 = 30 * 60 * 1000;

pub struct Registry<S: Store> {
    tables: DashMap<ChannelId, SharedTable>,
    last_used: DashMap<ChannelId, Timestamp>,
    /// When each table (loaded or not) next has a reminder or a timeout due.
    due: DashMap<ChannelId, Timestamp>,
    /// Who sits where (loaded or not), for commands sent from a DM.
    seated: DashMap<UserId, BTreeSet<ChannelId>>,
    members: DashMap<ChannelId, Vec<UserId>>,
    /// Tables set aside because they cannot be rebuilt, by channel.
    quarantined: DashMap<ChannelId, Quarantined>,
    store: S,
    clock: Arc<dyn Clock>,
    idle_eviction_ms: i64,
    /// The frontend's renderer, when what it tells people must survive a crash (Discord).
    renderer: std::sync::OnceLock<Arc<dyn Renderer>>,
    /// Where the tables read people's quiet hours (the frontend's settings), if anywhere.
    quiet_source: std::sync::OnceLock<Arc<dyn super::quiet::QuietSource>>,
    /// The partitions this process serves (all unless `serve_partitions` or `serve` says
    /// otherwise): the tables of other partitions' guilds are never loaded here, so never
    /// written; with leases, each write carries its partition's fence.
    ownership: std::sync::OnceLock<Arc<Ownership>>,
    /// Each remembered table's partition (when serving some), so a lost lease forgets them.
    partition: DashMap<ChannelId, u32>,
    /// How the tables' bots share the machine (`bot_budget`), if that is set.
    bot_budget: std::sync::OnceLock<Arc<super::BotBudget>>,
    /// When expired request keys were last swept (ms; `keys::sweep_keys`).
    swept: std::sync::atomic::AtomicI64,
}

impl<S: Store> Registry<S> {
    pub fn new(store: S, clock: Arc<dyn Clock>) -> Registry<S> {
        Registry {
            tables: DashMap::new(),
            last_used: DashMap::new(),
            due: DashMap::new(),
            seated: DashMap::new(),
            members: DashMap::new(),
            quarantined: DashMap::new(),
            store,
            clock,
            renderer: std::sync::OnceLock::new(),
            ownership: std::sync::OnceLock::new(),
            partition: DashMap::new(),
            quiet_source: std::sync::OnceLock::new(),
            bot_budget: std::sync::OnceLock::new(),
            idle_eviction_ms: DEFAULT_IDLE_EVICTION_MS,
            swept: std::sync::atomic::AtomicI64::new(i64::MIN),
        }
    }

    /// How long a table may sit idle in memory before it is evicted.
    pub fn with_idle_eviction(mut self, ms: i64) -> Registry<S> {
        self.idle_eviction_ms = ms;
        self
    }

    /// Makes every command's posts durable with its entries (the transactional outbox):
    /// `renderer` turns each outbox into posts before the append. Set once, before serving.
    pub fn set_renderer(&self, renderer: Arc<dyn Renderer>) {
        if self.renderer.set(renderer).is_err() {
            tracing::warn!("a renderer was already set; keeping the first");
        }
    }

    /// Lets every table read people's quiet hours from `source` (the decisions are logged:
    /// `table::quiet`). Set once, before recovering and serving.
    pub fn set_quiet_source(&self, source: Arc<dyn super::quiet::QuietSource>) {
        if self.quiet_source.set(source).is_err() {
            tracing::warn!("a quiet-hours source was already set; keeping the first");
        }
    }

    /// Shares the machine between every table's bots through `budget`, so that on a busy
    /// machine no table waits long for its bots, nor a table of people for anyone's
    /// (`bot_budget`). The running bot sets `BotBudget::live(…)`; without one a bot does its
    /// level's work whatever the time. Set once, before recovering and serving.
    pub fn set_bot_budget(&self, budget: Arc<super::BotBudget>) {
        if self.bot_budget.set(budget).is_err() {
            tracing::warn!("a bot budget was already set; keeping the first");
        }
    }

    /// A table as the registry keeps it: with the quiet-hours source and the bot budget, if
    /// there are.
    fn adopt(&self, mut table: Table) -> Table {
        if let Some(source) = self.quiet_source.get() {
            table.set_quiet_source(source.clone());
        }
        table.set_bot_budget(self.bot_budget.get().cloned());
        table
    }

    /// Serves only the tables of the guilds in `partitions` (one process of several sharing a
    /// store): another partition's table is refused with `TableError::ServedElsewhere` instead
    /// of being loaded. Set once, before serving.
    pub fn serve_partitions(&self, partitions: Partitions) {
        self.serve(Arc::new(Ownership::fixed(partitions)));
    }

    /// Serves only what `ownership` says is this process's now (leases that come and go:
    /// `gain_partition`, `lose_partition`). Set once, before serving.
    pub fn serve(&self, ownership: Arc<Ownership>) {
        if self.ownership.set(ownership).is_err() {
            tracing::warn!("the partitions were already set; keeping the first");
        }
    }

    /// Whether the tables of `guild` are this process's to write now, and the fence their
    /// writes carry; `None`: another process's.
    pub fn claim(&self, guild: Option<GuildId>) -> Option<Option<Fence>> {
        match self.ownership.get() {
            None => Some(None),
            Some(o) => o.claim(guild),
        }
    }

    /// What this process serves, if it serves part of the tables.
    pub fn ownership(&self) -> Option<&Arc<Ownership>> {
        self.ownership.get()
    }

    /// The posts a command's outbox becomes, numbered after its first entry.
    fn posts_of(&self, table: &Table, handled: &Handled, answered: Option<UserId>) -> Vec<Post> {
        match self.renderer.get() {
            Some(r) => posts::number(table, handled, r.render(table, &handled.outbox, answered)),
            None => Vec::new(),
        }
    }

    /// Posts not yet delivered (after a restart: what a crash interrupted).
    pub async fn pending_posts(&self, partitions: Partitions) -> Result<Vec<Post>, ServiceError> {
        Ok(self.store.pending_posts(partitions).await?)
    }

    pub fn store(&self) -> &S {
        &self.store
    }

    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    /// Tables held in memory now.
    pub fn loaded(&self) -> usize {
        self.tables.len()
    }

    /// Notes a table's next due time and seated players, and that it was just used.
    fn remember(&self, channel: ChannelId, table: &Table) {
        match table.next_due() {
            Some(t) => {
                self.due.insert(channel, t);
            }
            None => {
                self.due.remove(&channel);
            }
        }
        self.last_used.insert(channel, self.clock.now());
        if let Some(o) = self.ownership.get() {
            self.partition
                .insert(channel, o.partition_of(table.header().guild));
        }
        let now: Vec<UserId> = table
            .seats()
            .iter()
            .filter_map(super::seats::Occupant::user)
            .collect();
        if let Some((_, before)) = self.members.remove(&channel) {
            for user in before {
                if let Some(mut set) = self.seated.get_mut(&user) {
                    set.remove(&channel);
                }
            }
        }
        if table.status() != Status::Ended {
            for &user in &now {
                self.seated.entry(user).or_default().insert(channel);
            }
            self.members.insert(channel, now);
        }
    }

    fn forget(&self, channel: ChannelId) {
        self.tables.remove(&channel);
        self.partition.remove(&channel);
        self.due.remove(&channel);
        self.last_used.remove(&channel);
        if let Some((_, before)) = self.members.remove(&channel) {
            for user in before {
                if let Some(mut set) = self.seated.get_mut(&user) {
                    set.remove(&channel);
                }
            }
        }
    }

    /// The channel's table, loading it from the store if it is not in memory.
    pub async fn table(&self, channel: ChannelId) -> Result<Option<SharedTable>, ServiceError> {
        if let Some(t) = self.tables.get(&channel) {
            return Ok(Some(t.clone()));
        }
        if self.quarantined.contains_key(&channel) {
            return Err(TableError::Damaged.into());
        }
        let Some(id) = self.store.open_in_channel(channel).await? else {
            return Ok(None);
        };
        let damaged = |reason: String| {
            self.quarantine(Quarantined {
                table: id,
                channel,
                reason,
            });
            ServiceError::Table(TableError::Damaged)
        };
        let Some(TableRecord { header, entries }) = (match self.store.load(id).await {
            Err(StoreError::Corrupt(reason)) => return Err(damaged(reason)),
            other => other?,
        }) else {
            return Ok(None);
        };
        // Another process owns this guild's partition (a button pressed in a DM may arrive at
        // any process, whatever the table's guild): only it may write the table, and a copy here would go
        // stale (and run its clocks twice).
        if self.claim(header.guild).is_none() {
            return Err(TableError::ServedElsewhere.into());
        }
        let table = self.adopt(rebuild(header, &entries).map_err(damaged)?);
        self.remember(channel, &table);
        let shared = Arc::new(Mutex::new(Arc::new(table)));
        Ok(Some(self.tables.entry(channel).or_insert(shared).clone()))
    }

    /// Opens a table in `channel` with its creator seated. A finished table there is closed
    /// first; a table in its lobby or with a game running refuses.
    pub async fn open(
        &self,
        channel: ChannelId,
        guild: Option<GuildId>,
        kind: GameKind,
        options: Options,
        ctx: &Ctx,
    ) -> Result<(SharedTable, Durable), ServiceError> {
        let request = request_key(ctx, channel, &("open", guild, kind, &options));
        let existing = match self.table(channel).await {
            Ok(existing) => existing,
            Err(e) => return Err(self.unless_seen(e, request.as_ref()).await),
        };
        if let Some(existing) = existing {
            let t = existing.lock().await;
            // The same request delivered twice (a retried interaction) opened this table.
            if ctx.key.as_deref().is_some_and(|k| t.has_key(k)) {
                drop(t);
                let e = TableError::AlreadyApplied.into();
                return Err(self.unless_seen(e, request.as_ref()).await);
            }
            match t.status() {
                Status::Lobby | Status::Playing => return Err(TableError::TableAlreadyOpen.into()),
                Status::Finished | Status::Ended => {
                    self.store.close(t.id()).await?;
                }
            }
            drop(t);
            self.forget(channel);
        }
        let header = TableHeader {
            id: TableId(rand::rng().next_u64() >> 1),
            channel,
            guild,
            kind,
            options,
            creator: ctx.user,
            created_at: ctx.now,
        };
        let table = self.adopt(Table::open(header.clone())?);
        let Step {
            next: table,
            mut handled,
        } = match table.step(ctx, Command::Join) {
            Ok(step) => step,
            Err(e) => return Err(self.unless_seen(e.into(), request.as_ref()).await),
        };
        handled.outbox.insert(
            0,
            Outgoing::channel(Notice::Opened {
                kind,
                creator: ctx.name.clone(),
                options: header.options.clone(),
            }),
        );
        let posts = self.posts_of(&table, &handled, None);
        self.create(&header, &handled.entries, &posts, request.as_ref())
            .await?;
        self.remember(channel, &table);
        let table = Arc::new(table);
        let shared = Arc::new(Mutex::new(table.clone()));
        self.tables.insert(channel, shared.clone());
        Ok((shared, Durable::after_append(table, handled, posts)))
    }

    /// Runs a command on the channel's table. When this returns `Ok`, the entries are durable
    /// and the outbox may be delivered.
    pub async fn execute(
        &self,
        channel: ChannelId,
        ctx: &Ctx,
        command: Command,
    ) -> Result<Durable, ServiceError> {
        self.execute_answering(channel, ctx, command, false).await
    }

    /// `execute` for a command whose answer replaces the user's own DM panel (a button
    /// pressed there): their panel needs no separate refresh.
    pub async fn execute_answering(
        &self,
        channel: ChannelId,
        ctx: &Ctx,
        command: Command,
        answer_is_panel: bool,
    ) -> Result<Durable, ServiceError> {
        let answered = answer_is_panel.then_some(ctx.user);
        let request = request_key(ctx, channel, &command.as_asked());
        // A second try only after a conflict: another writer came first, the table was
        // reloaded, and the command is asked of the table as it now is.
        let mut tries = 0;
        loop {
            tries += 1;
            let shared = match self.table(channel).await {
                Ok(Some(shared)) => shared,
                Ok(None) => {
                    let e = TableError::NoTable.into();
                    return Err(self.unless_seen(e, request.as_ref()).await);
                }
                Err(e) => return Err(self.unless_seen(e, request.as_ref()).await),
            };
            let mut current = shared.lock().await;
            let table = Arc::clone(&current);
            let (asked, command) = (ctx.clone(), command.clone());
            let step = match off_the_runtime(move || table.step(&asked, command)).await {
                Ok(step) => step,
                Err(e) => {
                    let e = ServiceError::refused(e, &current);
                    drop(current);
                    return Err(self.unless_seen(e, request.as_ref()).await);
                }
            };
            // Durable first: the table moves on only once its entries — and what people will
            // be told of them — are written.
            let posts = self.posts_of(&step.next, &step.handled, answered);
            let Step { next, handled } = step;
            let written = self
                .write(
                    channel,
                    &mut current,
                    next,
                    &handled.entries,
                    &posts,
                    request.as_ref(),
                )
                .await;
            let next = match written {
                Ok(next) => next,
                Err(Written::KeyUsed(e)) => {
                    drop(current);
                    return Err(self.unless_seen(e, request.as_ref()).await);
                }
                Err(Written::Conflict(_)) if tries < 2 => continue,
                Err(Written::Conflict(e) | Written::Failed(e)) => return Err(e),
            };
            if next.status() == Status::Ended {
                // The end is in the log: a failure to mark the row closed only leaves it to
                // be closed when the channel opens its next table.
                if let Err(e) = self.store.close(next.id()).await {
                    tracing::warn!(table = %next.id(), error = %e, "an ended table not marked closed");
                }
                drop(current);
                self.forget(channel);
            }
            return Ok(Durable::after_append(next, handled, posts));
        }
    }

    /// Closes the open table of a channel that no longer exists (deleted, or its guild left):
    /// an `End` by the system, logged like any other. `None` when there was no open table.
    pub async fn close_gone(&self, channel: ChannelId) -> Result<Option<Durable>, ServiceError> {
        if self.table(channel).await?.is_none() {
            return Ok(None);
        }
        let ctx = Ctx {
            user: UserId(0),
            name: String::new(),
            now: self.clock.now(),
            key: Some(format!("gone:{channel}")),
            moderator: true,
            entropy: 0,
        };
        match self.execute(channel, &ctx, Command::End).await {
            Ok(done) => Ok(Some(done)),
            Err(ServiceError::Refused {
                error: TableError::Ended | TableError::AlreadyApplied,
                ..
            }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The channels of a guild's open tables (loaded or not).
    pub async fn channels_of_guild(&self, guild: GuildId) -> Result<Vec<ChannelId>, ServiceError> {
        let mut channels: Vec<ChannelId> = self
            .store
            .open_tables()
            .await?
            .into_iter()
            .filter(|r| r.header.guild == Some(guild))
            .map(|r| r.header.channel)
            .collect();
        channels.sort_unstable();
        channels.dedup();
        Ok(channels)
    }

    /// Channels where `user` is seated at an open table (loaded or not).
    pub async fn tables_of(&self, user: UserId) -> Vec<ChannelId> {
        self.seated
            .get(&user)
            .map(|s| s.iter().copied().collect())
            .unwrap_or_default()
    }

    /// A fresh context for `user` at the clock's time, with fresh entropy.
    pub fn ctx(&self, user: UserId, name: &str, key: Option<String>) -> Ctx {
        Ctx {
            user,
            name: name.to_string(),
            now: self.clock.now(),
            key,
            moderator: false,
            entropy: rand::rng().next_u64(),
        }
    }
}

/// Runs a table's step on tokio's blocking pool, not on the async workers: a bot's search
/// takes milliseconds of CPU (a chain of bot moves, longer), which must not hold up the
/// other tables' tasks. A panic in the step goes on unwinding here, as it did inline.
pub(crate) async fn off_the_runtime<T: Send + 'static>(
    step: impl FnOnce() -> T + Send + 'static,
) -> T {
    match tokio::task::spawn_blocking(step).await {
        Ok(v) => v,
        Err(e) => std::panic::resume_unwind(e.into_panic()),
    }
}

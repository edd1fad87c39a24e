//! One table per channel: the registry finds a channel's table, serializes the commands on it
//! (serenity runs handlers concurrently; a table's mutex makes them one at a time), and makes
//! every accepted entry durable before the caller may tell anyone it succeeded.

use super::clock::Clock;
use super::command::{Command, Ctx};
use super::error::TableError;
use super::ids::{ChannelId, GuildId, TableId, UserId};
use super::log::{TableHeader, TableRecord};
use super::store::{Store, StoreError};
use super::{Handled, Status, Table};
use crate::games::Options;
use crate::games::any::GameKind;
use dashmap::DashMap;
use rand::Rng;
use std::sync::Arc;
use thiserror::Error;
use tokio::sync::Mutex;

#[derive(Debug, Error)]
pub enum ServiceError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub type SharedTable = Arc<Mutex<Table>>;

pub struct Registry<S: Store> {
    tables: DashMap<ChannelId, SharedTable>,
    store: S,
    clock: Arc<dyn Clock>,
}

impl<S: Store> Registry<S> {
    pub fn new(store: S, clock: Arc<dyn Clock>) -> Registry<S> {
        Registry {
            tables: DashMap::new(),
            store,
            clock,
        }
    }

    pub fn store(&self) -> &S {
        &self.store
    }

    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    /// Rebuilds every open table from the store (at start).
    pub async fn recover(&self) -> Result<usize, ServiceError> {
        self.recover_matching(|_| true).await
    }

    /// Rebuilds the open tables `keep` accepts: a process that runs some of the gateway shards
    /// loads only the tables of the guilds those shards serve.
    pub async fn recover_matching(
        &self,
        keep: impl Fn(&TableHeader) -> bool,
    ) -> Result<usize, ServiceError> {
        let records = self.store.open_tables().await?;
        let mut n = 0;
        for TableRecord { header, entries } in records {
            if !keep(&header) {
                continue;
            }
            let channel = header.channel;
            match Table::replay(header, &entries) {
                Ok(table) => {
                    self.tables.insert(channel, Arc::new(Mutex::new(table)));
                    n += 1;
                }
                Err(e) => tracing::error!(%channel, error = %e, "a stored table does not replay"),
            }
        }
        Ok(n)
    }

    /// The channel's table, loading it from the store if it is not in memory.
    pub async fn table(&self, channel: ChannelId) -> Result<Option<SharedTable>, ServiceError> {
        if let Some(t) = self.tables.get(&channel) {
            return Ok(Some(t.clone()));
        }
        let Some(id) = self.store.open_in_channel(channel).await? else {
            return Ok(None);
        };
        let Some(TableRecord { header, entries }) = self.store.load(id).await? else {
            return Ok(None);
        };
        let table = Arc::new(Mutex::new(Table::replay(header, &entries)?));
        Ok(Some(self.tables.entry(channel).or_insert(table).clone()))
    }

    /// Opens a table in `channel` with its creator seated. A finished table there is closed
    /// first; a table with a game running refuses.
    pub async fn open(
        &self,
        channel: ChannelId,
        guild: Option<GuildId>,
        kind: GameKind,
        options: Options,
        ctx: &Ctx,
    ) -> Result<(SharedTable, Handled), ServiceError> {
        if let Some(existing) = self.table(channel).await? {
            let t = existing.lock().await;
            match t.status() {
                Status::Lobby | Status::Playing => return Err(TableError::TableAlreadyOpen.into()),
                Status::Finished | Status::Ended => {
                    self.store.close(t.id()).await?;
                }
            }
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
        let mut table = Table::open(header.clone())?;
        let handled = table.handle(ctx, Command::Join)?;
        self.store.create(&header).await?;
        self.store.append(header.id, &handled.entries).await?;
        let shared = Arc::new(Mutex::new(table));
        self.tables.insert(channel, shared.clone());
        Ok((shared, handled))
    }

    /// Runs a command on the channel's table. When this returns `Ok`, the entries are durable
    /// and the outbox may be delivered.
    pub async fn execute(
        &self,
        channel: ChannelId,
        ctx: &Ctx,
        command: Command,
    ) -> Result<Handled, ServiceError> {
        let shared = self.table(channel).await?.ok_or(TableError::NoTable)?;
        let mut table = shared.lock().await;
        let before = table.clone();
        let handled = table.handle(ctx, command)?;
        if let Err(e) = self.store.append(table.id(), &handled.entries).await {
            *table = before;
            return Err(e.into());
        }
        if table.status() == Status::Ended {
            self.store.close(table.id()).await?;
            drop(table);
            self.tables.remove(&channel);
        }
        Ok(handled)
    }

    /// Runs what the clock makes due (turn timeouts, reminders) on every loaded table and
    /// returns, per channel, what was done: the entries are already durable, the outboxes are
    /// for the frontend to deliver. Frontends call this about once a second.
    ///
    /// Turn clocks are not wired yet (the durable-tables work adds them): nothing is due.
    pub async fn tick(&self) -> Vec<(ChannelId, Handled)> {
        Vec::new()
    }

    /// Channels where `user` is seated at an open table (loaded tables only).
    pub async fn tables_of(&self, user: UserId) -> Vec<ChannelId> {
        let shared: Vec<(ChannelId, SharedTable)> = self
            .tables
            .iter()
            .map(|e| (*e.key(), e.value().clone()))
            .collect();
        let mut out = Vec::new();
        for (channel, t) in shared {
            if t.lock().await.seat_of(user).is_some() {
                out.push(channel);
            }
        }
        out.sort();
        out
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

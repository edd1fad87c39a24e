//! The port to durable storage. The table layer only needs to create a table, append accepted
//! entries atomically, and read tables back; `store/` implements it on SQLite and PostgreSQL,
//! and `MemoryStore` here serves the terminal and the tests.

use super::ids::{ChannelId, GuildId, TableId};
use super::log::{LogEntry, TableHeader, TableRecord};
use super::posts::{LivePanel, PanelAt, Post, PostId, PostTo};
use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum StoreError {
    /// An entry with this sequence number or idempotency key is already stored.
    #[error("conflict: {0}")]
    Conflict(String),
    #[error("no table {0}")]
    NotFound(TableId),
    #[error("storage failed: {0}")]
    Backend(String),
    /// A stored row that does not read back (damaged JSON): retrying will not help.
    #[error("a stored table cannot be read: {0}")]
    Corrupt(String),
}

/// An open table whose stored rows cannot be read back: recovery sets it aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub table: TableId,
    pub channel: ChannelId,
    pub reason: String,
}

pub trait Store: Send + Sync + 'static {
    /// Creates a table with its first entries (its creator sitting down) and the posts they
    /// made, in one transaction: a table never exists without the log that says who opened it.
    fn create_with_posts(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Appends entries and the posts they made, in one transaction: all or none. Must be
    /// durable when it returns `Ok` — the transactional outbox: nobody is told of an entry
    /// that is not written, and nothing they are to be told is lost.
    fn append_with_posts(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Posts not yet delivered, of the tables in `shards`, in the order they were made.
    fn pending_posts(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<Vec<Post>, StoreError>> + Send;

    /// Records that a post reached its reader (or never can: a DM to closed DMs); `panel`:
    /// where Discord keeps it, for a DM with buttons.
    fn mark_delivered(
        &self,
        post: PostId,
        panel: Option<PanelAt>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Each player's newest delivered DM with buttons at the open tables of `shards`.
    fn live_panels(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<Vec<LivePanel>, StoreError>> + Send;

    /// `create_with_posts` for a frontend that tells nobody later (the terminal, tests).
    fn create(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        self.create_with_posts(header, first, &[])
    }

    /// `append_with_posts` without posts.
    fn append(
        &self,
        table: TableId,
        entries: &[LogEntry],
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        self.append_with_posts(table, entries, &[])
    }

    /// Marks a table closed (ended): it is no longer loaded at start, but stays readable.
    fn close(&self, table: TableId) -> impl Future<Output = Result<(), StoreError>> + Send;

    fn load(
        &self,
        table: TableId,
    ) -> impl Future<Output = Result<Option<TableRecord>, StoreError>> + Send;

    /// The open table of a channel, if any.
    fn open_in_channel(
        &self,
        channel: ChannelId,
    ) -> impl Future<Output = Result<Option<TableId>, StoreError>> + Send;

    /// Every table not closed, for recovery at start.
    fn open_tables(&self) -> impl Future<Output = Result<Vec<TableRecord>, StoreError>> + Send;

    /// The open tables of the guilds in `shards`: recovery for one process of several sharing
    /// a database. The default filters `open_tables`; the SQL backends filter in the query.
    fn open_tables_for(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<Vec<TableRecord>, StoreError>> + Send {
        async move {
            let mut tables = self.open_tables().await?;
            tables.retain(|r| shards.owns(r.header.guild));
            Ok(tables)
        }
    }

    /// `open_tables_for`, with the tables whose rows cannot be read set aside instead of
    /// failing the whole batch. Stores whose rows always read back (memory) have none.
    fn open_tables_checked(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<(Vec<TableRecord>, Vec<Unreadable>), StoreError>> + Send {
        async move { Ok((self.open_tables_for(shards).await?, Vec::new())) }
    }

    /// A channel's tables, open and closed, newest first, at most `limit`: its history.
    fn history(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<TableSummary>, StoreError>> + Send;
}

/// A table as a channel's history lists it (`Store::load` has its log).
#[derive(Clone, Debug, PartialEq)]
pub struct TableSummary {
    pub header: TableHeader,
    /// Closed: ended, or replaced by a newer table in its channel.
    pub closed: bool,
    /// How many entries its log has.
    pub entries: u64,
}

/// The Discord gateway shards one process owns (`SHARD_RANGE=0-3/16` is shards 0..=3 of 16).
/// A guild's shard is Discord's `(guild_id >> 22) % count`; tables outside a guild (DMs)
/// belong to shard 0, as DMs do. Shard numbers are `u32`, as serenity counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    first: u32,
    last: u32,
    count: u32,
}

impl Shards {
    /// One process owns everything.
    pub const ALL: Shards = Shards {
        first: 0,
        last: 0,
        count: 1,
    };

    /// `SHARD_RANGE` syntax: `FIRST-LAST/TOTAL` (`0-3/16`) or `N/TOTAL` (`5/8`).
    pub fn parse(text: &str) -> Option<Shards> {
        let (range, total) = text.trim().split_once('/')?;
        let count: u32 = total.trim().parse().ok()?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
            None => {
                let n = range.trim().parse().ok()?;
                (n, n)
            }
        };
        Shards::new(first, last, count)
    }

    /// Shards `first..=last` of `count`; `None` unless `first <= last < count`.
    pub fn new(first: u32, last: u32, count: u32) -> Option<Shards> {
        (first <= last && last < count).then_some(Shards { first, last, count })
    }

    pub fn first(self) -> u32 {
        self.first
    }

    pub fn last(self) -> u32 {
        self.last
    }

    pub fn count(self) -> u32 {
        self.count
    }

    /// The shard a guild's tables belong to.
    pub fn shard_of(self, guild: Option<GuildId>) -> u64 {
        guild.map_or(0, |g| (g.0 >> 22) % u64::from(self.count))
    }

    pub fn owns(self, guild: Option<GuildId>) -> bool {
        (u64::from(self.first)..=u64::from(self.last)).contains(&self.shard_of(guild))
    }
}

/// Keeps everything in memory: for the terminal, the simulator and tests.
#[derive(Debug, Default)]
pub struct MemoryStore {
    tables: Mutex<HashMap<TableId, (TableRecord, bool)>>,
    /// Every post, with whether it was delivered and where a delivered panel is.
    posts: Mutex<Vec<(Post, bool, Option<PanelAt>)>>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<TableId, (TableRecord, bool)>> {
        self.tables
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl MemoryStore {
    fn keep_posts(&self, posts: &[Post]) {
        let mut all = self
            .posts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        all.extend(posts.iter().map(|p| (p.clone(), false, None)));
    }
}

impl Store for MemoryStore {
    async fn pending_posts(&self, shards: Shards) -> Result<Vec<Post>, StoreError> {
        let all = self
            .posts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut out: Vec<Post> = all
            .iter()
            .filter(|(p, done, _)| !done && shards.owns(p.guild))
            .map(|(p, _, _)| p.clone())
            .collect();
        out.sort_by_key(|p| p.id);
        Ok(out)
    }

    async fn mark_delivered(&self, post: PostId, panel: Option<PanelAt>) -> Result<(), StoreError> {
        let mut all = self
            .posts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for (p, done, at) in all.iter_mut() {
            if p.id == post {
                *done = true;
                *at = at.or(panel);
            }
        }
        Ok(())
    }

    async fn live_panels(&self, shards: Shards) -> Result<Vec<LivePanel>, StoreError> {
        let open: Vec<TableId> = self
            .lock()
            .iter()
            .filter(|(_, (_, closed))| !closed)
            .map(|(id, _)| *id)
            .collect();
        let all = self
            .posts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut sorted: Vec<&(Post, bool, Option<PanelAt>)> = all.iter().collect();
        sorted.sort_by_key(|(p, _, _)| p.id);
        Ok(newest_panels(sorted.into_iter().filter_map(
            |(p, _, at)| {
                let user = match p.to {
                    PostTo::User(user) => Some(user),
                    PostTo::Table => None,
                    _ => return None,
                };
                (open.contains(&p.id.table) && shards.owns(p.guild)).then_some(LivePanel {
                    channel: p.channel,
                    guild: p.guild,
                    user,
                    at: (*at)?,
                })
            },
        )))
    }

    async fn create_with_posts(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
    ) -> Result<(), StoreError> {
        if first.iter().zip(0u64..).any(|(e, i)| e.seq != i) {
            return Err(StoreError::Conflict(
                "a new table's log starts at seq 0".into(),
            ));
        }
        let mut tables = self.lock();
        if tables.contains_key(&header.id) {
            return Err(StoreError::Conflict(format!("table {}", header.id)));
        }
        if tables
            .values()
            .any(|(r, closed)| !closed && r.header.channel == header.channel)
        {
            return Err(StoreError::Conflict(format!(
                "channel {} has an open table",
                header.channel
            )));
        }
        let record = TableRecord {
            header: header.clone(),
            entries: first.to_vec(),
        };
        tables.insert(header.id, (record, false));
        drop(tables);
        self.keep_posts(posts);
        Ok(())
    }

    async fn append_with_posts(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
    ) -> Result<(), StoreError> {
        let mut tables = self.lock();
        let (record, _) = tables.get_mut(&table).ok_or(StoreError::NotFound(table))?;
        let first = record.entries.last().map_or(0, |e| e.seq + 1);
        for (i, (next, e)) in (first..).zip(entries).enumerate() {
            if e.seq != next {
                return Err(StoreError::Conflict(format!(
                    "seq {} (expected {next})",
                    e.seq
                )));
            }
            if let Some(k) = &e.key
                && record
                    .entries
                    .iter()
                    .chain(&entries[..i])
                    .any(|x| x.key.as_ref() == Some(k))
            {
                return Err(StoreError::Conflict(format!("key {k}")));
            }
        }
        record.entries.extend_from_slice(entries);
        drop(tables);
        self.keep_posts(posts);
        Ok(())
    }

    async fn close(&self, table: TableId) -> Result<(), StoreError> {
        let mut tables = self.lock();
        let (_, closed) = tables.get_mut(&table).ok_or(StoreError::NotFound(table))?;
        *closed = true;
        Ok(())
    }

    async fn load(&self, table: TableId) -> Result<Option<TableRecord>, StoreError> {
        Ok(self.lock().get(&table).map(|(r, _)| r.clone()))
    }

    async fn open_in_channel(&self, channel: ChannelId) -> Result<Option<TableId>, StoreError> {
        Ok(self
            .lock()
            .values()
            .find(|(r, closed)| !closed && r.header.channel == channel)
            .map(|(r, _)| r.header.id))
    }

    async fn open_tables(&self) -> Result<Vec<TableRecord>, StoreError> {
        Ok(self
            .lock()
            .values()
            .filter(|(_, closed)| !closed)
            .map(|(r, _)| r.clone())
            .collect())
    }

    async fn history(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<TableSummary>, StoreError> {
        let mut tables: Vec<TableSummary> = self
            .lock()
            .values()
            .filter(|(r, _)| r.header.channel == channel)
            .map(|(r, closed)| TableSummary {
                header: r.header.clone(),
                closed: *closed,
                entries: r.entries.len() as u64,
            })
            .collect();
        tables.sort_by_key(|t| std::cmp::Reverse((t.header.created_at, t.header.id)));
        tables.truncate(limit);
        Ok(tables)
    }
}

/// The last panel per table channel and player, of panels in the order they were sent.
pub fn newest_panels(panels: impl Iterator<Item = LivePanel>) -> Vec<LivePanel> {
    let mut newest: Vec<LivePanel> = Vec::new();
    for p in panels {
        match newest
            .iter_mut()
            .find(|n| n.channel == p.channel && n.user == p.user)
        {
            Some(n) => *n = p,
            None => newest.push(p),
        }
    }
    newest
}

/// A shared store is a store: several registries (a restart in tests) can use one.
impl<T: Store> Store for std::sync::Arc<T> {
    fn create_with_posts(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).create_with_posts(header, first, posts)
    }

    fn append_with_posts(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).append_with_posts(table, entries, posts)
    }

    fn pending_posts(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<Vec<Post>, StoreError>> + Send {
        (**self).pending_posts(shards)
    }

    fn mark_delivered(
        &self,
        post: PostId,
        panel: Option<PanelAt>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).mark_delivered(post, panel)
    }

    fn live_panels(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<Vec<LivePanel>, StoreError>> + Send {
        (**self).live_panels(shards)
    }

    fn open_tables_for(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<Vec<TableRecord>, StoreError>> + Send {
        (**self).open_tables_for(shards)
    }

    fn open_tables_checked(
        &self,
        shards: Shards,
    ) -> impl Future<Output = Result<(Vec<TableRecord>, Vec<Unreadable>), StoreError>> + Send {
        (**self).open_tables_checked(shards)
    }

    fn history(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<TableSummary>, StoreError>> + Send {
        (**self).history(channel, limit)
    }

    fn close(&self, table: TableId) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).close(table)
    }

    fn load(
        &self,
        table: TableId,
    ) -> impl Future<Output = Result<Option<TableRecord>, StoreError>> + Send {
        (**self).load(table)
    }

    fn open_in_channel(
        &self,
        channel: ChannelId,
    ) -> impl Future<Output = Result<Option<TableId>, StoreError>> + Send {
        (**self).open_in_channel(channel)
    }

    fn open_tables(&self) -> impl Future<Output = Result<Vec<TableRecord>, StoreError>> + Send {
        (**self).open_tables()
    }
}

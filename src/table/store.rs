//! The port to durable storage. The table layer only needs to create a table, append accepted
//! entries atomically, and read tables back; `store/` implements it on SQLite and PostgreSQL,
//! and `MemoryStore` here serves the terminal and the tests.

use super::ids::{ChannelId, GuildId, TableId, Timestamp};
use super::log::{LogEntry, TableHeader, TableRecord};
use super::posts::{LivePanel, PanelAt, Post, PostId, PostTo};
use std::future::Future;
use thiserror::Error;

mod memory;

pub use memory::MemoryStore;

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
    /// The request key is already recorded (`Store::request` says for what): nothing of
    /// this write was stored.
    #[error("request key {0} is already used")]
    KeyUsed(String),
    /// The write carried a lease token that is no longer the shard's (another process took
    /// the shard over): nothing was stored, and this process must not write its tables.
    #[error("shard {0} is no longer this process's (lease token {1} is stale)")]
    Fenced(u32, u64),
}

impl StoreError {
    /// Whether the table in memory may no longer match the store after this failed write:
    /// another writer came first (a conflict on the log's order), or the write's outcome is
    /// unknown (the connection failed, perhaps after the commit went through).
    pub fn may_be_stale(&self) -> bool {
        matches!(self, StoreError::Conflict(_) | StoreError::Backend(_))
    }
}

/// The lease a write is made under, when several processes share a store: the shard its
/// table belongs to and the lease's fencing token. The store refuses the write (`Fenced`) in
/// its transaction unless the token is still the shard's, and records it beside each entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fence {
    pub shard: u32,
    pub token: u64,
}

/// How long a request key is remembered (7 days): a resend within it gets the first outcome,
/// the same key with another request is refused. Older records are swept; an open table
/// still refuses its own keys after that, from its log.
pub const KEY_WINDOW_MS: i64 = 7 * 24 * 60 * 60 * 1000;

/// A request's idempotency key and a hash of what it asked (who, where, which command).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestKey {
    pub key: String,
    /// SHA-256 of the request, hex.
    pub request: String,
}

/// What a request key is stored with: the request it came with and its outcome, the entries
/// `first..=last` it made at `table`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyRecord {
    pub key: String,
    pub request: String,
    pub table: TableId,
    pub first: u64,
    pub last: u64,
    pub at: Timestamp,
}

impl KeyRecord {
    /// The record a write of `entries` at `table` for `request` leaves (`None` without
    /// entries: a request that changed nothing keeps no record).
    pub fn of(request: &RequestKey, table: TableId, entries: &[LogEntry]) -> Option<KeyRecord> {
        let (first, last) = (entries.first()?, entries.last()?);
        Some(KeyRecord {
            key: request.key.clone(),
            request: request.request.clone(),
            table,
            first: first.seq,
            last: last.seq,
            at: first.at,
        })
    }
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
    /// With `request`, its key record is written in the same transaction; a key already
    /// recorded fails the whole write with `KeyUsed`.
    fn create_keyed(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Appends entries and the posts they made, in one transaction: all or none. Must be
    /// durable when it returns `Ok` — the transactional outbox: nobody is told of an entry
    /// that is not written, and nothing they are to be told is lost. A closed table takes no
    /// more entries (`Conflict`). `request` as in `create_keyed`.
    fn append_keyed(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// `create_keyed` under a lease (`Fence`). A store only one process ever writes (memory)
    /// has no leases: the default ignores the fence.
    fn create_fenced(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
        fence: Option<Fence>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        let _ = fence;
        self.create_keyed(header, first, posts, request)
    }

    /// `append_keyed` under a lease (`Fence`); the default ignores it, as `create_fenced`.
    fn append_fenced(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
        fence: Option<Fence>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        let _ = fence;
        self.append_keyed(table, entries, posts, request)
    }

    /// The record of a request key, if it is kept.
    fn request(
        &self,
        key: &str,
    ) -> impl Future<Output = Result<Option<KeyRecord>, StoreError>> + Send;

    /// Forgets the request keys recorded before `before`; returns how many.
    fn expire_requests(
        &self,
        before: Timestamp,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// `create_keyed` without a request key.
    fn create_with_posts(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        self.create_keyed(header, first, posts, None)
    }

    /// `append_keyed` without a request key.
    fn append_with_posts(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        self.append_keyed(table, entries, posts, None)
    }

    /// Posts not yet delivered, of the tables in `partitions`, in the order they were made.
    fn pending_posts(
        &self,
        partitions: Partitions,
    ) -> impl Future<Output = Result<Vec<Post>, StoreError>> + Send;

    /// Records that a post reached its reader (or never can: a DM to closed DMs); `panel`:
    /// where the frontend keeps it, for a panel it edits later.
    fn mark_delivered(
        &self,
        post: PostId,
        panel: Option<PanelAt>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Each player's newest delivered DM with buttons at the open tables of `partitions`.
    fn live_panels(
        &self,
        partitions: Partitions,
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

    /// The open tables of the guilds in `partitions`: recovery for one process of several
    /// sharing a database. The default filters `open_tables`; the SQL backends filter in the
    /// query.
    fn open_tables_for(
        &self,
        partitions: Partitions,
    ) -> impl Future<Output = Result<Vec<TableRecord>, StoreError>> + Send {
        async move {
            let mut tables = self.open_tables().await?;
            tables.retain(|r| partitions.owns(r.header.guild));
            Ok(tables)
        }
    }

    /// `open_tables_for`, with the tables whose rows cannot be read set aside instead of
    /// failing the whole batch. Stores whose rows always read back (memory) have none.
    fn open_tables_checked(
        &self,
        partitions: Partitions,
    ) -> impl Future<Output = Result<(Vec<TableRecord>, Vec<Unreadable>), StoreError>> + Send {
        async move { Ok((self.open_tables_for(partitions).await?, Vec::new())) }
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

/// The slice of the tables one process serves when several share a database. A table's
/// partition is `(guild >> shift) % count`, tables outside a guild (direct messages) in
/// partition 0, and this process serves partitions `first..=last`. The frontend picks `shift`
/// and `count` so partitions line up with how it divides its own traffic (its connections'
/// shards, say); the table layer only needs the number to be as easy to compute in SQL as
/// here, so recovery can filter in the query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partitions {
    first: u32,
    last: u32,
    count: u32,
    shift: u32,
}

impl Partitions {
    /// One process serves everything.
    pub const ALL: Partitions = Partitions {
        first: 0,
        last: 0,
        count: 1,
        shift: 0,
    };

    /// Partitions `first..=last` of `count`, a guild's found after dropping its id's `shift`
    /// low bits; `None` unless `first <= last < count` and `shift < 64`.
    pub fn new(first: u32, last: u32, count: u32, shift: u32) -> Option<Partitions> {
        (first <= last && last < count && shift < 64).then_some(Partitions {
            first,
            last,
            count,
            shift,
        })
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

    pub fn shift(self) -> u32 {
        self.shift
    }

    /// Whether these are all the partitions there are (no filter needed).
    pub fn all(self) -> bool {
        self.first == 0 && self.last + 1 == self.count
    }

    /// The partition a guild's tables belong to.
    pub fn partition_of(self, guild: Option<GuildId>) -> u64 {
        guild.map_or(0, |g| (g.0 >> self.shift) % u64::from(self.count))
    }

    pub fn owns(self, guild: Option<GuildId>) -> bool {
        (u64::from(self.first)..=u64::from(self.last)).contains(&self.partition_of(guild))
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
    fn create_keyed(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).create_keyed(header, first, posts, request)
    }

    fn append_keyed(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).append_keyed(table, entries, posts, request)
    }

    fn request(
        &self,
        key: &str,
    ) -> impl Future<Output = Result<Option<KeyRecord>, StoreError>> + Send {
        (**self).request(key)
    }

    fn expire_requests(
        &self,
        before: Timestamp,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send {
        (**self).expire_requests(before)
    }

    fn pending_posts(
        &self,
        partitions: Partitions,
    ) -> impl Future<Output = Result<Vec<Post>, StoreError>> + Send {
        (**self).pending_posts(partitions)
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
        partitions: Partitions,
    ) -> impl Future<Output = Result<Vec<LivePanel>, StoreError>> + Send {
        (**self).live_panels(partitions)
    }

    fn open_tables_for(
        &self,
        partitions: Partitions,
    ) -> impl Future<Output = Result<Vec<TableRecord>, StoreError>> + Send {
        (**self).open_tables_for(partitions)
    }

    fn open_tables_checked(
        &self,
        partitions: Partitions,
    ) -> impl Future<Output = Result<(Vec<TableRecord>, Vec<Unreadable>), StoreError>> + Send {
        (**self).open_tables_checked(partitions)
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

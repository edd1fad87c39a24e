//! `MemoryStore`: the `Store` in memory, for the terminal, the simulator and tests. It keeps
//! the same promises as the SQL stores (the conformance suite runs on it too).

use super::{
    KeyRecord, LivePanel, PanelAt, Partitions, Post, PostId, PostTo, RequestKey, Store, StoreError,
    TableSummary, newest_panels,
};
use crate::table::ids::{ChannelId, TableId, Timestamp};
use crate::table::log::{LogEntry, TableHeader, TableRecord};
use std::collections::HashMap;
use std::sync::Mutex;

/// Keeps everything in memory: for the terminal, the simulator and tests.
#[derive(Debug, Default)]
pub struct MemoryStore {
    tables: Mutex<HashMap<TableId, (TableRecord, bool)>>,
    /// Every post, with whether it was delivered and where a delivered panel is.
    posts: Mutex<Vec<(Post, bool, Option<PanelAt>)>>,
    requests: Mutex<HashMap<String, KeyRecord>>,
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

    /// Taken before `lock` when both are held, so a key and its entries go in together.
    fn lock_requests(&self) -> std::sync::MutexGuard<'_, HashMap<String, KeyRecord>> {
        self.requests
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
    async fn pending_posts(&self, partitions: Partitions) -> Result<Vec<Post>, StoreError> {
        let all = self
            .posts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut out: Vec<Post> = all
            .iter()
            .filter(|(p, done, _)| !done && partitions.owns(p.guild))
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

    async fn live_panels(&self, partitions: Partitions) -> Result<Vec<LivePanel>, StoreError> {
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
                (open.contains(&p.id.table) && partitions.owns(p.guild)).then_some(LivePanel {
                    channel: p.channel,
                    guild: p.guild,
                    user,
                    at: (*at)?,
                })
            },
        )))
    }

    async fn create_keyed(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> Result<(), StoreError> {
        let mut requests = self.lock_requests();
        unused(&requests, request)?;
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
        keep(&mut requests, request, header.id, first);
        drop(requests);
        self.keep_posts(posts);
        Ok(())
    }

    async fn append_keyed(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> Result<(), StoreError> {
        let mut requests = self.lock_requests();
        unused(&requests, request)?;
        let mut tables = self.lock();
        let (record, closed) = tables.get_mut(&table).ok_or(StoreError::NotFound(table))?;
        if *closed && !entries.is_empty() {
            return Err(StoreError::Conflict(format!("table {table} is closed")));
        }
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
        keep(&mut requests, request, table, entries);
        drop(requests);
        self.keep_posts(posts);
        Ok(())
    }

    async fn request(&self, key: &str) -> Result<Option<KeyRecord>, StoreError> {
        Ok(self.lock_requests().get(key).cloned())
    }

    async fn expire_requests(&self, before: Timestamp) -> Result<u64, StoreError> {
        let mut requests = self.lock_requests();
        let n = requests.len();
        requests.retain(|_, k| k.at >= before);
        Ok(u64::try_from(n - requests.len()).unwrap_or(u64::MAX))
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

/// `KeyUsed` when the request's key is already recorded.
fn unused(
    requests: &HashMap<String, KeyRecord>,
    request: Option<&RequestKey>,
) -> Result<(), StoreError> {
    match request {
        Some(r) if requests.contains_key(&r.key) => Err(StoreError::KeyUsed(r.key.clone())),
        _ => Ok(()),
    }
}

/// Records the request's key for the entries it made at `table`.
fn keep(
    requests: &mut HashMap<String, KeyRecord>,
    request: Option<&RequestKey>,
    table: TableId,
    entries: &[LogEntry],
) {
    if let Some(k) = request.and_then(|r| KeyRecord::of(r, table, entries)) {
        requests.insert(k.key.clone(), k);
    }
}

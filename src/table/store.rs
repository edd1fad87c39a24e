//! The port to durable storage. The table layer only needs to create a table, append accepted
//! entries atomically, and read tables back; `store/` implements it on SQLite and PostgreSQL,
//! and `MemoryStore` here serves the terminal and the tests.

use super::ids::{ChannelId, TableId};
use super::log::{LogEntry, TableHeader, TableRecord};
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
}

pub trait Store: Send + Sync + 'static {
    fn create(&self, header: &TableHeader) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Appends entries in one transaction: all or none. Must be durable when it returns `Ok`.
    fn append(
        &self,
        table: TableId,
        entries: &[LogEntry],
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

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
}

/// Keeps everything in memory: for the terminal, the simulator and tests.
#[derive(Debug, Default)]
pub struct MemoryStore {
    tables: Mutex<HashMap<TableId, (TableRecord, bool)>>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<TableId, (TableRecord, bool)>> {
        self.tables.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Store for MemoryStore {
    async fn create(&self, header: &TableHeader) -> Result<(), StoreError> {
        let mut tables = self.lock();
        if tables.contains_key(&header.id) {
            return Err(StoreError::Conflict(format!("table {}", header.id)));
        }
        let record = TableRecord {
            header: header.clone(),
            entries: Vec::new(),
        };
        tables.insert(header.id, (record, false));
        Ok(())
    }

    async fn append(&self, table: TableId, entries: &[LogEntry]) -> Result<(), StoreError> {
        let mut tables = self.lock();
        let (record, _) = tables.get_mut(&table).ok_or(StoreError::NotFound(table))?;
        let first = record.entries.last().map_or(0, |e| e.seq + 1);
        for (next, e) in (first..).zip(entries) {
            if e.seq != next {
                return Err(StoreError::Conflict(format!(
                    "seq {} (expected {next})",
                    e.seq
                )));
            }
            if let Some(k) = &e.key
                && record.entries.iter().any(|x| x.key.as_ref() == Some(k))
            {
                return Err(StoreError::Conflict(format!("key {k}")));
            }
        }
        record.entries.extend_from_slice(entries);
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
}

/// A shared store is a store: several registries (a restart in tests) can use one.
impl<T: Store> Store for std::sync::Arc<T> {
    fn create(&self, header: &TableHeader) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).create(header)
    }

    fn append(
        &self,
        table: TableId,
        entries: &[LogEntry],
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).append(table, entries)
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

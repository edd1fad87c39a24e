//! Writing what a command did, and what happens when a write fails. Memory never stays
//! stale: after a conflict (another writer came first — a second process, or a commit whose
//! outcome was lost) or a failure whose outcome is unknown (the connection dropped around
//! the commit), the table is reloaded from the store before anyone is answered. Entries that
//! did land after all are a success, told as one; a resend of them is then a duplicate.

use super::{Registry, ServiceError, rebuild};
use crate::table::error::TableError;
use crate::table::ids::ChannelId;
use crate::table::log::{LogEntry, TableHeader};
use crate::table::posts::Post;
use crate::table::store::{RequestKey, Store, StoreError};
use crate::table::{Status, Table};
use std::sync::Arc;

/// Why a command's entries were not written.
pub(super) enum Written {
    /// The request key is already recorded: nothing was written.
    KeyUsed(ServiceError),
    /// Another writer came first; the table in memory is now the store's.
    Conflict(ServiceError),
    /// Anything else (the store cannot write now, the table is gone).
    Failed(ServiceError),
}

type Held<'a> = tokio::sync::MutexGuard<'a, Arc<Table>>;

impl<S: Store> Registry<S> {
    /// Appends `entries` and `posts` (with the request's key record) and makes `next` the
    /// channel's table; on failure the table is what the store says it is.
    pub(super) async fn write(
        &self,
        channel: ChannelId,
        current: &mut Held<'_>,
        next: Table,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> Result<Arc<Table>, Written> {
        let id = current.id();
        // Only under this process's lease of the table's partition (if it serves some).
        let Some(fence) = self.claim(current.header().guild) else {
            self.forget(channel);
            return Err(Written::Failed(TableError::ServedElsewhere.into()));
        };
        match self
            .store
            .append_fenced(id, entries, posts, request, fence)
            .await
        {
            Ok(()) => {
                let next = Arc::new(next);
                **current = next.clone();
                if next.status() != Status::Ended {
                    self.remember(channel, &next);
                }
                Ok(next)
            }
            Err(e @ StoreError::KeyUsed(_)) => Err(Written::KeyUsed(e.into())),
            Err(e) if e.may_be_stale() => {
                tracing::warn!(table = %id, error = %e, "a write failed: reloading the table from the store");
                if let Some(fresh) = self.reload(channel, current, entries).await {
                    tracing::info!(table = %id, "the write had landed after all");
                    return Ok(fresh);
                }
                Err(match e {
                    StoreError::Conflict(_) => Written::Conflict(e.into()),
                    e => Written::Failed(e.into()),
                })
            }
            Err(StoreError::Fenced(shard, token)) => {
                tracing::warn!(table = %id, shard, token, "a write under a lease another process took over: the table is theirs now");
                self.forget(channel);
                Err(Written::Failed(TableError::ServedElsewhere.into()))
            }
            Err(e) => {
                if matches!(e, StoreError::NotFound(_)) {
                    self.forget(channel);
                }
                Err(Written::Failed(e.into()))
            }
        }
    }

    /// Replaces the held table by the store's, and says whether `entries` are in its log
    /// (then returns the table after them). When the store cannot be read, the table leaves
    /// memory, so the next command loads it afresh.
    async fn reload(
        &self,
        channel: ChannelId,
        current: &mut Held<'_>,
        entries: &[LogEntry],
    ) -> Option<Arc<Table>> {
        let Ok(Some(record)) = self.store.load(current.id()).await else {
            self.forget(channel);
            return None;
        };
        let landed = entries.first().is_some_and(|first| {
            usize::try_from(first.seq)
                .ok()
                .and_then(|from| record.entries.get(from..from + entries.len()))
                == Some(entries)
        });
        let table = match rebuild(record.header, &record.entries) {
            Ok(table) => Arc::new(self.adopt(table)),
            Err(reason) => {
                tracing::warn!(%channel, "reloading a table: {reason}");
                self.forget(channel);
                return None;
            }
        };
        **current = table.clone();
        if table.status() == Status::Ended {
            self.forget(channel);
        } else {
            self.remember(channel, &table);
        }
        landed.then_some(table)
    }

    /// Stores a new table; a key already recorded is answered as `unless_seen` says, a
    /// channel that meanwhile has an open table (another process) refuses, and a create
    /// whose outcome is unknown is looked up.
    pub(super) async fn create(
        &self,
        header: &TableHeader,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> Result<(), ServiceError> {
        let Some(fence) = self.claim(header.guild) else {
            return Err(TableError::ServedElsewhere.into());
        };
        match self
            .store
            .create_fenced(header, entries, posts, request, fence)
            .await
        {
            Ok(()) => Ok(()),
            Err(StoreError::Fenced(..)) => Err(TableError::ServedElsewhere.into()),
            Err(e @ StoreError::KeyUsed(_)) => Err(self.unless_seen(e.into(), request).await),
            Err(StoreError::Conflict(why)) => {
                tracing::info!(channel = %header.channel, "a table was opened here elsewhere: {why}");
                self.forget(header.channel);
                Err(TableError::TableAlreadyOpen.into())
            }
            Err(e @ StoreError::Backend(_)) => match self.store.load(header.id).await {
                Ok(Some(stored)) if stored.entries == entries => Ok(()),
                _ => Err(e.into()),
            },
            Err(e) => Err(e.into()),
        }
    }
}

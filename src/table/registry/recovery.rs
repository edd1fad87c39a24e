//! Loading tables back from the store: every open table at start (or those of the partitions
//! this process serves), each rebuilt by replaying its log; one that cannot be rebuilt is set
//! aside (quarantined) so the others load all the same.

use super::{Registry, ServiceError};
use crate::table::Table;
use crate::table::ids::{ChannelId, TableId};
use crate::table::log::{LogEntry, TableHeader, TableRecord};
use crate::table::store::{Partitions, Store};
use std::sync::Arc;
use tokio::sync::Mutex;

/// An open table that cannot be rebuilt from the store (a damaged row, a gap in its log, an
/// entry that no longer applies): left in the store untouched, not loaded, and its channel
/// refused with `TableError::Damaged` until an operator repairs or closes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quarantined {
    pub table: TableId,
    pub channel: ChannelId,
    pub reason: String,
}

/// A table from its stored header and log: every seq in order from 0, every entry applying.
pub(super) fn rebuild(header: TableHeader, entries: &[LogEntry]) -> Result<Table, String> {
    for (e, expected) in entries.iter().zip(0u64..) {
        if e.seq != expected {
            return Err(format!(
                "entry {expected} is missing (the next is {})",
                e.seq
            ));
        }
    }
    let mut table = Table::open(header).map_err(|e| format!("the header: {e}"))?;
    for e in entries {
        table
            .apply_entry(e)
            .map_err(|err| format!("entry {} no longer applies: {err}", e.seq))?;
    }
    Ok(table)
}

impl<S: Store> Registry<S> {
    /// Rebuilds every open table from the store (at start).
    pub async fn recover(&self) -> Result<usize, ServiceError> {
        self.recover_partitions(Partitions::ALL).await
    }

    /// Rebuilds the open tables of the guilds in `partitions`: a process that serves some of
    /// the partitions loads only the tables of their guilds. A table that
    /// cannot be rebuilt is quarantined (logged, not loaded; see `quarantined`) and the others
    /// load all the same. Returns how many loaded.
    pub async fn recover_partitions(&self, partitions: Partitions) -> Result<usize, ServiceError> {
        let (records, unreadable) = self.store.open_tables_checked(partitions).await?;
        for u in unreadable {
            self.quarantine(Quarantined {
                table: u.table,
                channel: u.channel,
                reason: u.reason,
            });
        }
        let mut n = 0;
        for TableRecord { header, entries } in records {
            let (channel, id) = (header.channel, header.id);
            match rebuild(header, &entries) {
                Ok(table) => {
                    // A table loaded meanwhile (a partition taken over while its first
                    // commands arrive) is newer than this snapshot: it stays.
                    if let dashmap::Entry::Vacant(free) = self.tables.entry(channel) {
                        let table = self.adopt(table);
                        self.remember(channel, &table);
                        free.insert(Arc::new(Mutex::new(Arc::new(table))));
                    }
                    n += 1;
                }
                Err(reason) => self.quarantine(Quarantined {
                    table: id,
                    channel,
                    reason,
                }),
            }
        }
        if !self.quarantined.is_empty() {
            tracing::warn!(
                recovered = n,
                quarantined = self.quarantined.len(),
                "recovery set damaged tables aside"
            );
        }
        Ok(n)
    }

    /// The tables set aside because they cannot be rebuilt.
    pub fn quarantined(&self) -> Vec<Quarantined> {
        self.quarantined.iter().map(|q| q.value().clone()).collect()
    }

    pub(super) fn quarantine(&self, q: Quarantined) {
        tracing::error!(
            table = %q.table,
            channel = %q.channel,
            reason = %q.reason,
            "quarantined: a stored table cannot be rebuilt; it stays in the store, is not \
             loaded, and its channel is refused until it is repaired or closed"
        );
        self.quarantined.insert(q.channel, q);
    }
}

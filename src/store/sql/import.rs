//! Whole tables stored at once: an import (tables moved between databases, exports
//! restored) and a new table with its first posts, each in one transaction.

use super::log_rows::{EntryRow, INSERT_ENTRY, insert_entry, insert_request, insert_table};
use super::post_rows::insert_posts;
use super::{SqlStore, backend_err, cluster, write_err};
use crate::table::log::TableRecord;
use crate::table::posts::Post;
use crate::table::store::{Fence, KeyRecord, StoreError};

impl SqlStore {
    /// Stores whole tables (header and log) in one transaction, all or none: for moving
    /// tables from one database to another (SQLite to PostgreSQL) and restoring exports. They
    /// are stored open; `close` those that have ended. A table id, key or open channel that
    /// is already taken is a `Conflict`.
    pub async fn import(&self, records: &[TableRecord]) -> Result<(), StoreError> {
        self.import_with_posts(records, &[], None, None).await
    }

    pub(super) async fn import_with_posts(
        &self,
        records: &[TableRecord],
        posts: &[Post],
        request: Option<KeyRecord>,
        fence: Option<Fence>,
    ) -> Result<(), StoreError> {
        let (_writer, mut tx) = self.begin_write().await?;
        if let Some(fence) = fence {
            cluster::check_fence(&mut tx, self.backend, fence).await?;
        }
        if let Some(record) = &request {
            insert_request(&mut tx, record).await?;
        }
        for record in records {
            let h = &record.header;
            for (e, expected) in record.entries.iter().zip(0u64..) {
                if e.seq != expected {
                    return Err(StoreError::Conflict(format!(
                        "table {}: seq {} (expected {expected})",
                        h.id, e.seq
                    )));
                }
            }
            insert_table(h)?
                .execute(&mut *tx)
                .await
                .map_err(|e| write_err(e, h.id))?;
            for e in &record.entries {
                insert_entry(INSERT_ENTRY, h.id, EntryRow::of(e)?.fenced(fence))
                    .execute(&mut *tx)
                    .await
                    .map_err(|err| write_err(err, h.id))?;
            }
        }
        insert_posts(&mut tx, posts).await?;
        tx.commit().await.map_err(backend_err)?;
        Ok(())
    }
}

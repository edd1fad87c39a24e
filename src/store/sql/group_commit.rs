//! SQLite's group commit. Appends that arrive while another commits wait together; the next
//! holder of the writer lock commits them all in one transaction — one fsync for the group —
//! each in a savepoint of its own, so one refused append (a conflict) leaves the others in.
//! Every caller returns only after the commit that holds its entries: durable before
//! acknowledged, per move.

use super::log_rows::insert_request;
use super::post_rows::insert_posts;
use super::{
    EntryRow, INSERT_ENTRY, INSERT_FIRST_ENTRY, SqlStore, backend_err, insert_entry, write_err,
};
use crate::table::ids::TableId;
use crate::table::posts::Post;
use crate::table::store::{KeyRecord, StoreError};

use std::sync::Arc;
use tokio::sync::Mutex;

/// An append waiting for a group commit, with where to send its outcome.
#[derive(Debug)]
pub(super) struct Queued {
    table: TableId,
    rows: Vec<EntryRow>,
    posts: Vec<Post>,
    request: Option<KeyRecord>,
    done: tokio::sync::oneshot::Sender<Result<(), StoreError>>,
}

/// The most appends one group commit takes (bounds a transaction's size and latency).
const MAX_GROUP: usize = 256;

/// What `write_append` says when the batch's first entry does not follow the log (the table
/// may be missing, or another append came first): the caller tells which, outside the write.
pub(super) const NO_PREDECESSOR: &str = "no predecessor";

/// An append's rows, posts and request key inside the caller's transaction (or savepoint).
pub(super) async fn write_append(
    conn: &mut sqlx::AnyConnection,
    table: TableId,
    rows: &[EntryRow],
    posts: &[Post],
    request: Option<&KeyRecord>,
) -> Result<(), StoreError> {
    if let Some(record) = request {
        insert_request(conn, record).await?;
    }
    for (i, row) in rows.iter().enumerate() {
        let sql = if i == 0 {
            INSERT_FIRST_ENTRY
        } else {
            INSERT_ENTRY
        };
        let done = insert_entry(sql, table, row.clone())
            .execute(&mut *conn)
            .await
            .map_err(|e| write_err(e, table))?;
        if done.rows_affected() == 0 {
            return Err(StoreError::Conflict(NO_PREDECESSOR.into()));
        }
    }
    insert_posts(conn, posts).await
}

impl SqlStore {
    /// SQLite's group commit: queue this append; whoever holds the writer lock next commits
    /// every queued append at once. Returns once the commit holding this append is done.
    pub(super) async fn append_grouped(
        &self,
        writer: &Arc<Mutex<()>>,
        table: TableId,
        rows: Vec<EntryRow>,
        posts: &[Post],
        request: Option<KeyRecord>,
    ) -> Result<(), StoreError> {
        let (done, mut outcome) = tokio::sync::oneshot::channel();
        self.lock_queue().push(Queued {
            table,
            rows,
            posts: posts.to_vec(),
            request,
            done,
        });
        let _writer = writer.clone().lock_owned().await;
        // A leader before us may have committed this append with its group.
        if let Ok(result) = outcome.try_recv() {
            return result;
        }
        loop {
            let group: Vec<Queued> = {
                let mut queue = self.lock_queue();
                let n = queue.len().min(MAX_GROUP);
                queue.drain(..n).collect()
            };
            if group.is_empty() {
                break;
            }
            self.commit_group(group).await;
            if let Ok(result) = outcome.try_recv() {
                return result;
            }
        }
        outcome
            .await
            .unwrap_or_else(|_| Err(StoreError::Backend("the group commit was dropped".into())))
    }

    fn lock_queue(&self) -> std::sync::MutexGuard<'_, Vec<Queued>> {
        self.queue
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// One transaction for the whole group (the caller holds the writer lock); each append in
    /// a savepoint. Every member hears its own outcome; a failed commit fails them all.
    async fn commit_group(&self, group: Vec<Queued>) {
        let mut outcomes: Vec<Result<(), StoreError>> = Vec::with_capacity(group.len());
        if let Err(StoreError::Backend(gone)) = self.check_database_file() {
            for q in group {
                let _ = q.done.send(Err(StoreError::Backend(gone.clone())));
            }
            return;
        }
        let begun = self.pool.begin_with("BEGIN IMMEDIATE").await;
        let mut tx = match begun {
            Ok(tx) => tx,
            Err(e) => {
                let why = e.to_string();
                for q in group {
                    let _ = q.done.send(Err(StoreError::Backend(why.clone())));
                }
                return;
            }
        };
        for q in &group {
            let outcome = match sqlx::Acquire::begin(&mut tx).await {
                Ok(mut savepoint) => {
                    match write_append(
                        &mut savepoint,
                        q.table,
                        &q.rows,
                        &q.posts,
                        q.request.as_ref(),
                    )
                    .await
                    {
                        Ok(()) => savepoint.commit().await.map_err(backend_err),
                        Err(e) => {
                            let _ = savepoint.rollback().await;
                            Err(e)
                        }
                    }
                }
                Err(e) => Err(backend_err(e)),
            };
            outcomes.push(outcome);
        }
        let committed = tx.commit().await;
        for (q, outcome) in group.into_iter().zip(outcomes) {
            let result = match (&committed, outcome) {
                (Err(e), _) => Err(StoreError::Backend(e.to_string())),
                (Ok(()), Err(StoreError::Conflict(why))) if why == NO_PREDECESSOR => {
                    Err(self.why_not_appended(q.table).await)
                }
                (Ok(()), outcome) => outcome,
            };
            let _ = q.done.send(result);
        }
    }
}

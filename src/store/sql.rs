//! `SqlStore`: the `Store` on SQLite or PostgreSQL, chosen by the URL's scheme.
//!
//! Durability: an `append` returns only after its transaction has committed, and a commit is
//! on disk when it returns. SQLite runs in WAL mode with `synchronous=FULL`: every commit syncs
//! the WAL, so an acknowledged action survives a power cut, not only a crash of the process
//! (`NORMAL` would only sync at checkpoints and may lose the last commits on power loss).
//! PostgreSQL sessions set `synchronous_commit=on`: the commit waits for its WAL flush.
//!
//! Group commit (SQLite, one writer): appends that arrive while another is committing wait
//! together and the next of them commits them all in one transaction — one fsync for the
//! group, each append in a savepoint of its own, so one refused append (a conflict) leaves the
//! others in. Every caller still returns only after the commit that holds its entries: durable
//! before acknowledged, per move. PostgreSQL commits appends in parallel connections and
//! groups their WAL flushes itself.

use crate::table::ids::{ChannelId, GuildId, TableId, Timestamp, UserId};
use crate::table::log::{LogEntry, TableHeader, TableRecord};
use crate::table::posts::{LivePanel, PanelAt, Post, PostId};
use crate::table::store::{
    Fence, KeyRecord, Partitions, RequestKey, Store, StoreError, TableSummary, Unreadable,
    newest_panels,
};
use sqlx::{AnyPool, Row, Transaction};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub mod cluster;
mod connect;
mod group_commit;
mod health;
mod import;
mod log_rows;
mod naming;
mod post_rows;
mod read_only;
mod recovery;
mod sqlite_file;
mod writer_lock;

use sqlite_file::{SqliteFile, prepare_sqlite};

use group_commit::{NO_PREDECESSOR, Queued, write_append};
use log_rows::{
    EntryRow, INSERT_ENTRY, INSERT_FIRST_ENTRY, REQUEST_OF, decode_entry, decode_header,
    decode_request, insert_entry,
};
use post_rows::{LIVE_PANELS, PENDING_POSTS, decode_post};
use tokio::sync::Mutex;

/// Which database a `SqlStore` talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a URL names: `sqlite:…`, or `postgres://…` / `postgresql://…`.
    pub fn of_url(url: &str) -> Option<Backend> {
        match url.split_once(':')?.0 {
            "sqlite" => Some(Backend::Sqlite),
            "postgres" | "postgresql" => Some(Backend::Postgres),
            _ => None,
        }
    }
}

/// The durable store on SQLite or PostgreSQL. Cheap to clone (the pool is shared).
#[derive(Clone, Debug)]
pub struct SqlStore {
    pool: AnyPool,
    backend: Backend,
    /// SQLite has one writer at a time; writers of this process queue here instead of
    /// sleeping in SQLite's busy handler. (SQLite is the one-process backend; `busy_timeout`
    /// still covers another process, such as `paiju export`, holding the lock briefly.)
    writer: Option<Arc<Mutex<()>>>,
    /// Appends waiting for the next group commit (SQLite).
    queue: Arc<std::sync::Mutex<Vec<Queued>>>,
    /// Whether SQLite appends are committed in groups (on unless a benchmark compares).
    group_commit: bool,
    health: Arc<health::Health>,
    /// The SQLite file this store writes, locked against other processes and checked before
    /// each write (none on PostgreSQL, nor for a read-only store).
    file: Option<Arc<SqliteFile>>,
}

/// How long a query waits for a connection of the pool.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(30);

/// How long opening a store waits for PostgreSQL's first answer.
const FIRST_ANSWER: Duration = Duration::from_secs(5);

/// One connection to PostgreSQL before the pool is built: a pool retries a refused connection
/// until its acquire timeout and then says only "pool timed out", so a server that is down or
/// unreachable is told at once (within `FIRST_ANSWER`), with its cause ("connection refused").
async fn postgres_answers(url: &str) -> Result<(), StoreError> {
    use sqlx::Connection;
    match tokio::time::timeout(FIRST_ANSWER, sqlx::AnyConnection::connect(url)).await {
        Ok(Ok(conn)) => {
            // Closing politely is a courtesy; the pool opens its own connections.
            let _ = conn.close().await;
            Ok(())
        }
        Ok(Err(e)) => Err(backend_err(e)),
        Err(_) => Err(StoreError::Backend(format!(
            "PostgreSQL did not answer within {} s",
            FIRST_ANSWER.as_secs()
        ))),
    }
}

impl SqlStore {
    /// The same store with SQLite's group commit on or off (off: each append commits alone,
    /// one after another) — for benchmarks that compare the two.
    #[must_use]
    pub fn with_group_commit(mut self, on: bool) -> SqlStore {
        self.group_commit = on;
        self
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The connection pool, for tools and tests.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Waits for the connections in use and closes them all. The store fails after this.
    pub async fn shutdown(&self) {
        self.pool.close().await;
    }

    /// A write transaction. SQLite: taken by this process's writer queue, then `BEGIN
    /// IMMEDIATE`, so the write lock is held from the start (no failed upgrade from a read).
    async fn begin_write(&self) -> Result<(Option<WriterGuard>, Tx), StoreError> {
        let guard = match &self.writer {
            Some(m) => Some(m.clone().lock_owned().await),
            None => None,
        };
        self.check_database_file()?;
        let tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await,
            Backend::Postgres => self.pool.begin().await,
        }
        .map_err(backend_err)?;
        Ok((guard, tx))
    }

    /// A read transaction over one snapshot (several statements that must agree).
    async fn begin_read(&self) -> Result<Tx, StoreError> {
        match self.backend {
            Backend::Sqlite => self.pool.begin().await,
            Backend::Postgres => {
                self.pool
                    .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .await
            }
        }
        .map_err(backend_err)
    }

    /// Whether the table is stored: `None` if not, else whether it is closed.
    async fn closed(&self, table: TableId) -> Result<Option<bool>, StoreError> {
        let closed_at: Option<Option<i64>> =
            sqlx::query_scalar("SELECT closed_at FROM tables WHERE id = $1")
                .bind(db_id(table.0))
                .fetch_optional(&self.pool)
                .await
                .map_err(backend_err)?;
        Ok(closed_at.map(|c| c.is_some()))
    }

    /// Why a batch's first entry did not go in (`NO_PREDECESSOR`): the table is missing,
    /// closed, or its log has moved on (another writer came first).
    async fn why_not_appended(&self, table: TableId) -> StoreError {
        match self.closed(table).await {
            Ok(None) => StoreError::NotFound(table),
            Ok(Some(true)) => StoreError::Conflict(format!("table {table} is closed")),
            Ok(Some(false)) => StoreError::Conflict(format!(
                "the batch does not follow the last entry of table {table}"
            )),
            Err(e) => e,
        }
    }
}

type Tx = Transaction<'static, sqlx::Any>;

type WriterGuard = tokio::sync::OwnedMutexGuard<()>;

const ENTRIES_OF: &str =
    "SELECT seq, at, actor, key, op FROM entries WHERE table_id = $1 ORDER BY seq";
const HISTORY: &str = "SELECT t.header, t.closed_at, \
     (SELECT COUNT(*) FROM entries e WHERE e.table_id = t.id) \
     FROM tables t WHERE t.channel = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2";

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>;

/// `$1..$4` of a query filtering by partition: first, last, count, shift. The shift is bound
/// as a 32-bit integer, PostgreSQL's type for the right side of `bigint >> n`.
fn partition_binds(query: AnyQuery<'_>, partitions: Partitions) -> AnyQuery<'_> {
    query
        .bind(i64::from(partitions.first()))
        .bind(i64::from(partitions.last()))
        .bind(i64::from(partitions.count()))
        .bind(i32::try_from(partitions.shift()).expect("a shift is below 64"))
}

impl Store for SqlStore {
    async fn create_keyed(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> Result<(), StoreError> {
        self.create_fenced(header, first, posts, request, None)
            .await
    }

    async fn create_fenced(
        &self,
        header: &TableHeader,
        first: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
        fence: Option<Fence>,
    ) -> Result<(), StoreError> {
        let result = async {
            self.import_with_posts(
                &[TableRecord {
                    header: header.clone(),
                    entries: first.to_vec(),
                }],
                posts,
                request.and_then(|r| KeyRecord::of(r, header.id, first)),
                fence,
            )
            .await
        }
        .await;
        self.health.observe("create", &result);
        result
    }

    async fn request(&self, key: &str) -> Result<Option<KeyRecord>, StoreError> {
        let row = sqlx::query(REQUEST_OF)
            .bind(key.to_string())
            .fetch_optional(&self.pool)
            .await
            .map_err(backend_err)?;
        row.as_ref().map(decode_request).transpose()
    }

    async fn expire_requests(&self, before: Timestamp) -> Result<u64, StoreError> {
        let _writer = match &self.writer {
            Some(m) => Some(m.lock().await),
            None => None,
        };
        let done = sqlx::query("DELETE FROM request_keys WHERE at < $1")
            .bind(before.0)
            .execute(&self.pool)
            .await
            .map_err(backend_err)?;
        Ok(done.rows_affected())
    }

    async fn pending_posts(&self, partitions: Partitions) -> Result<Vec<Post>, StoreError> {
        let rows = sqlx::query(PENDING_POSTS)
            .fetch_all(&self.pool)
            .await
            .map_err(backend_err)?;
        let mut posts = Vec::with_capacity(rows.len());
        for row in &rows {
            let post = decode_post(row)?;
            if partitions.owns(post.guild) {
                posts.push(post);
            }
        }
        Ok(posts)
    }

    async fn mark_delivered(&self, post: PostId, panel: Option<PanelAt>) -> Result<(), StoreError> {
        let result = async {
            let _writer = match &self.writer {
                Some(m) => Some(m.lock().await),
                None => None,
            };
            sqlx::query(
                "UPDATE posts SET delivered_at = COALESCE(delivered_at, $4), \
                 dm_channel = COALESCE(dm_channel, $5), message_id = COALESCE(message_id, $6) \
                 WHERE table_id = $1 AND seq = $2 AND idx = $3",
            )
            .bind(db_id(post.table.0))
            .bind(db_seq(post.seq))
            .bind(i64::from(post.idx))
            .bind(now_millis())
            .bind(panel.map(|p| db_id(p.place)))
            .bind(panel.map(|p| db_id(p.message)))
            .execute(&self.pool)
            .await
            .map_err(backend_err)?;
            Ok(())
        }
        .await;
        self.health.observe("mark_delivered", &result);
        result
    }

    async fn live_panels(&self, partitions: Partitions) -> Result<Vec<LivePanel>, StoreError> {
        let rows = sqlx::query(LIVE_PANELS)
            .fetch_all(&self.pool)
            .await
            .map_err(backend_err)?;
        let mut panels = Vec::with_capacity(rows.len());
        for row in &rows {
            let get = |i: usize| -> Result<i64, StoreError> { row.try_get(i).map_err(backend_err) };
            let guild: Option<i64> = row.try_get(4).map_err(backend_err)?;
            let guild = guild.map(|g| GuildId(from_db_id(g)));
            if !partitions.owns(guild) {
                continue;
            }
            panels.push(LivePanel {
                channel: ChannelId(from_db_id(get(3)?)),
                guild,
                user: {
                    let recipient: Option<i64> = row.try_get(5).map_err(backend_err)?;
                    recipient.map(|u| UserId(from_db_id(u)))
                },
                at: PanelAt {
                    place: from_db_id(get(6)?),
                    message: from_db_id(get(7)?),
                },
            });
        }
        Ok(newest_panels(panels.into_iter()))
    }

    async fn append_keyed(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
    ) -> Result<(), StoreError> {
        self.append_fenced(table, entries, posts, request, None)
            .await
    }

    async fn append_fenced(
        &self,
        table: TableId,
        entries: &[LogEntry],
        posts: &[Post],
        request: Option<&RequestKey>,
        fence: Option<Fence>,
    ) -> Result<(), StoreError> {
        let result = async {
            let Some(first) = entries.first() else {
                return match self.closed(table).await? {
                    Some(_) => Ok(()),
                    None => Err(StoreError::NotFound(table)),
                };
            };
            for (e, expected) in entries.iter().zip(first.seq..) {
                if e.seq != expected {
                    return Err(StoreError::Conflict(format!(
                        "seq {} in a batch from {} (expected {expected})",
                        e.seq, first.seq
                    )));
                }
            }
            let rows = entries
                .iter()
                .map(|e| EntryRow::of(e).map(|r| r.fenced(fence)))
                .collect::<Result<Vec<_>, StoreError>>()?;

            let request = request.and_then(|r| KeyRecord::of(r, table, entries));
            // Leases are PostgreSQL's (SQLite has one writing process per file): SQLite's
            // group commit never carries a fence.
            if let Some(writer) = &self.writer
                && self.group_commit
                && fence.is_none()
            {
                return self
                    .append_grouped(writer, table, rows, posts, request)
                    .await;
            }
            // One transaction of its own (PostgreSQL; SQLite with group commit off).
            let (_writer, mut tx) = self.begin_write().await?;
            if let Some(fence) = fence {
                cluster::check_fence(&mut tx, self.backend, fence).await?;
            }
            match write_append(&mut tx, table, &rows, posts, request.as_ref()).await {
                Ok(()) => {}
                Err(StoreError::Conflict(why)) if why == NO_PREDECESSOR => {
                    tx.rollback().await.map_err(backend_err)?;
                    return Err(self.why_not_appended(table).await);
                }
                Err(e) => return Err(e),
            }
            tx.commit().await.map_err(|e| write_err(e, table))?;
            Ok(())
        }
        .await;
        self.health.observe("append", &result);
        result
    }

    async fn close(&self, table: TableId) -> Result<(), StoreError> {
        let result = async {
            let _writer = match &self.writer {
                Some(m) => Some(m.lock().await),
                None => None,
            };
            self.check_database_file()?;
            let done =
                sqlx::query("UPDATE tables SET closed_at = COALESCE(closed_at, $2) WHERE id = $1")
                    .bind(db_id(table.0))
                    .bind(now_millis())
                    .execute(&self.pool)
                    .await
                    .map_err(backend_err)?;
            match done.rows_affected() {
                0 => Err(StoreError::NotFound(table)),
                _ => Ok(()),
            }
        }
        .await;
        self.health.observe("close", &result);
        result
    }

    async fn load(&self, table: TableId) -> Result<Option<TableRecord>, StoreError> {
        let mut tx = self.begin_read().await?;
        let Some(row) = sqlx::query("SELECT header FROM tables WHERE id = $1")
            .bind(db_id(table.0))
            .fetch_optional(&mut *tx)
            .await
            .map_err(backend_err)?
        else {
            return Ok(None);
        };
        let header = decode_header(&row, 0)?;
        let rows = sqlx::query(ENTRIES_OF)
            .bind(db_id(table.0))
            .fetch_all(&mut *tx)
            .await
            .map_err(backend_err)?;
        tx.commit().await.map_err(backend_err)?;
        let entries = rows
            .iter()
            .map(|r| decode_entry(r, 0, db_id(table.0)))
            .collect::<Result<_, _>>()?;
        Ok(Some(TableRecord { header, entries }))
    }

    async fn open_in_channel(&self, channel: ChannelId) -> Result<Option<TableId>, StoreError> {
        let id: Option<i64> =
            sqlx::query_scalar("SELECT id FROM tables WHERE channel = $1 AND closed_at IS NULL")
                .bind(db_id(channel.0))
                .fetch_optional(&self.pool)
                .await
                .map_err(backend_err)?;
        Ok(id.map(|id| TableId(from_db_id(id))))
    }

    async fn open_tables(&self) -> Result<Vec<TableRecord>, StoreError> {
        self.open_tables_for(Partitions::ALL).await
    }

    async fn open_tables_for(
        &self,
        partitions: Partitions,
    ) -> Result<Vec<TableRecord>, StoreError> {
        let (records, unreadable) = self.load_open(partitions).await?;
        match unreadable.first() {
            None => Ok(records),
            Some(u) => Err(StoreError::Corrupt(format!(
                "table {} in channel {}: {}",
                u.table, u.channel, u.reason
            ))),
        }
    }

    async fn open_tables_checked(
        &self,
        partitions: Partitions,
    ) -> Result<(Vec<TableRecord>, Vec<Unreadable>), StoreError> {
        self.load_open(partitions).await
    }

    async fn history(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<TableSummary>, StoreError> {
        let rows = sqlx::query(HISTORY)
            .bind(db_id(channel.0))
            .bind(i64::try_from(limit).unwrap_or(i64::MAX))
            .fetch_all(&self.pool)
            .await
            .map_err(backend_err)?;
        rows.iter()
            .map(|row| {
                let closed_at: Option<i64> = row.try_get(1).map_err(backend_err)?;
                let entries: i64 = row.try_get(2).map_err(backend_err)?;
                Ok(TableSummary {
                    header: decode_header(row, 0)?,
                    closed: closed_at.is_some(),
                    entries: u64::try_from(entries).map_err(backend_err)?,
                })
            })
            .collect()
    }
}

/// Ids are Discord snowflakes (below 2^63): stored as BIGINT, the same 64 bits reinterpreted,
/// so any u64 round-trips.
fn db_id(id: u64) -> i64 {
    id.cast_signed()
}

/// The id `db_id` stored.
fn from_db_id(id: i64) -> u64 {
    id.cast_unsigned()
}

/// A sequence number as stored (entries count from 0; a table never reaches 2^63).
fn db_seq(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn now_millis() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn backend_err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Backend(e.to_string())
}

/// A failed write: a unique violation (same id, seq or key; a second open table in a channel)
/// is a `Conflict`, a missing table (foreign key) is `NotFound`.
fn write_err(e: sqlx::Error, table: TableId) -> StoreError {
    if let sqlx::Error::Database(db) = &e {
        if db.is_unique_violation() {
            return StoreError::Conflict(db.message().to_string());
        }
        if db.is_foreign_key_violation() {
            return StoreError::NotFound(table);
        }
    }
    backend_err(e)
}

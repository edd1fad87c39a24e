//! A table's own rows: its header in `tables` and its log in `entries`, written with the
//! statements below and read back by the decoders, which name what did not read back.

use super::{AnyQuery, backend_err, db_id, from_db_id};
use crate::table::ids::{GuildId, TableId, Timestamp};
use crate::table::log::{LogEntry, TableHeader};
use crate::table::store::{Fence, KeyRecord, StoreError};
use sqlx::Row;
use sqlx::any::AnyRow;

const INSERT_TABLE: &str = "INSERT INTO tables (id, channel, guild, kind, header, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6)";

/// The first entry of a batch goes in only if it follows the log's last entry (seq 0, or its
/// predecessor is stored); with the primary key on (table_id, seq) the log stays 0, 1, 2, …
/// A closed table takes no more entries: a command that waited behind the one that ended the
/// table (or a process that missed the end) cannot append to it.
pub(super) const INSERT_FIRST_ENTRY: &str = "INSERT INTO entries (table_id, seq, at, actor, key, op, fence) \
     SELECT $1, $2, $3, $4, $5, $6, $7 \
     WHERE ($2 = 0 OR EXISTS (SELECT 1 FROM entries WHERE table_id = $1 AND seq = $2 - 1)) \
     AND EXISTS (SELECT 1 FROM tables WHERE id = $1 AND closed_at IS NULL)";

/// A request's key record (the `request_keys` of migration 0005).
pub(super) const INSERT_REQUEST: &str = "INSERT INTO request_keys \
     (key, request, table_id, first_seq, last_seq, at) VALUES ($1, $2, $3, $4, $5, $6)";

pub(super) const REQUEST_OF: &str = "SELECT key, request, table_id, first_seq, last_seq, at \
     FROM request_keys WHERE key = $1";

pub(super) const INSERT_ENTRY: &str = "INSERT INTO entries (table_id, seq, at, actor, key, op, fence) \
     VALUES ($1, $2, $3, $4, $5, $6, $7)";

/// An entry as bound to `INSERT_ENTRY`'s parameters 2 to 7.
#[derive(Clone, Debug)]
pub(super) struct EntryRow {
    seq: i64,
    at: i64,
    actor: String,
    key: Option<String>,
    op: String,
    /// The lease token it is written under (`Fence`), if any.
    fence: Option<i64>,
}

impl EntryRow {
    pub(super) fn of(e: &LogEntry) -> Result<EntryRow, StoreError> {
        Ok(EntryRow {
            seq: i64::try_from(e.seq)
                .map_err(|_| StoreError::Conflict(format!("seq {} is out of range", e.seq)))?,
            at: e.at.0,
            actor: serde_json::to_string(&e.actor).map_err(backend_err)?,
            key: e.key.clone(),
            op: serde_json::to_string(&e.op).map_err(backend_err)?,
            fence: None,
        })
    }

    /// The row as written under `fence`.
    pub(super) fn fenced(mut self, fence: Option<Fence>) -> EntryRow {
        self.fence = fence.map(|f| db_id(f.token));
        self
    }
}

pub(super) fn insert_entry(sql: &'static str, table: TableId, row: EntryRow) -> AnyQuery<'static> {
    sqlx::query(sql)
        .bind(db_id(table.0))
        .bind(row.seq)
        .bind(row.at)
        .bind(row.actor)
        .bind(row.key)
        .bind(row.op)
        .bind(row.fence)
}

pub(super) fn insert_table(h: &TableHeader) -> Result<AnyQuery<'static>, StoreError> {
    let json = serde_json::to_string(h).map_err(backend_err)?;
    Ok(sqlx::query(INSERT_TABLE)
        .bind(db_id(h.id.0))
        .bind(db_id(h.channel.0))
        .bind(h.guild.map(|g: GuildId| db_id(g.0)))
        .bind(h.kind.name())
        .bind(json)
        .bind(h.created_at.0))
}

pub(super) fn decode_header(row: &AnyRow, col: usize) -> Result<TableHeader, StoreError> {
    let json: String = row
        .try_get(col)
        .map_err(|e| StoreError::Corrupt(format!("the header: {e}")))?;
    serde_json::from_str(&json).map_err(|e| StoreError::Corrupt(format!("the header: {e}")))
}

/// Decodes `seq, at, actor, key, op` starting at column `col`. What does not read back is
/// `Corrupt`, naming the table and the entry.
pub(super) fn decode_entry(row: &AnyRow, col: usize, table: i64) -> Result<LogEntry, StoreError> {
    let table = from_db_id(table);
    let seq: i64 = row
        .try_get(col)
        .map_err(|e| StoreError::Corrupt(format!("table {table}, an entry's seq: {e}")))?;
    let bad = |what: &str, e: &dyn std::fmt::Display| {
        StoreError::Corrupt(format!("table {table} entry {seq}, {what}: {e}"))
    };
    let at: i64 = row.try_get(col + 1).map_err(|e| bad("at", &e))?;
    let actor: String = row.try_get(col + 2).map_err(|e| bad("actor", &e))?;
    let key: Option<String> = row.try_get(col + 3).map_err(|e| bad("key", &e))?;
    let op: String = row.try_get(col + 4).map_err(|e| bad("op", &e))?;
    Ok(LogEntry {
        // Stored from a u64 by `EntryRow::of`, so never negative unless damaged.
        seq: u64::try_from(seq).map_err(|e| bad("seq", &e))?,
        at: Timestamp(at),
        actor: serde_json::from_str(&actor).map_err(|e| bad("actor", &e))?,
        key,
        op: serde_json::from_str(&op).map_err(|e| bad("op", &e))?,
    })
}

/// Writes a request's key record inside the caller's transaction; a key already recorded is
/// `KeyUsed` (and the caller's transaction or savepoint is rolled back).
pub(super) async fn insert_request(
    conn: &mut sqlx::AnyConnection,
    record: &KeyRecord,
) -> Result<(), StoreError> {
    let seq = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    sqlx::query(INSERT_REQUEST)
        .bind(record.key.clone())
        .bind(record.request.clone())
        .bind(db_id(record.table.0))
        .bind(seq(record.first))
        .bind(seq(record.last))
        .bind(record.at.0)
        .execute(conn)
        .await
        .map_err(|e| match &e {
            sqlx::Error::Database(db) if db.is_unique_violation() => {
                StoreError::KeyUsed(record.key.clone())
            }
            _ => backend_err(e),
        })?;
    Ok(())
}

pub(super) fn decode_request(row: &AnyRow) -> Result<KeyRecord, StoreError> {
    let bad = |e: &dyn std::fmt::Display| StoreError::Corrupt(format!("a request key: {e}"));
    let table: i64 = row.try_get(2).map_err(|e| bad(&e))?;
    let first: i64 = row.try_get(3).map_err(|e| bad(&e))?;
    let last: i64 = row.try_get(4).map_err(|e| bad(&e))?;
    Ok(KeyRecord {
        key: row.try_get(0).map_err(|e| bad(&e))?,
        request: row.try_get(1).map_err(|e| bad(&e))?,
        table: TableId(from_db_id(table)),
        first: u64::try_from(first).map_err(|e| bad(&e))?,
        last: u64::try_from(last).map_err(|e| bad(&e))?,
        at: Timestamp(row.try_get(5).map_err(|e| bad(&e))?),
    })
}

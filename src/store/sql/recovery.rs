//! Reading back every open table at start (or those of some shards) in one snapshot, each
//! table with its whole log; a table whose rows cannot be read is set aside, not fatal.

use super::*;

const OPEN_HEADERS: &str =
    "SELECT id, header, channel FROM tables WHERE closed_at IS NULL ORDER BY id";

const OPEN_ENTRIES: &str = "SELECT e.table_id, e.seq, e.at, e.actor, e.key, e.op \
     FROM entries e JOIN tables t ON t.id = e.table_id \
     WHERE t.closed_at IS NULL ORDER BY e.table_id, e.seq";

// The partitions of `Partitions::owns`: `(guild >> shift) % count`, no guild (DMs) in 0.
const OPEN_HEADERS_FOR: &str = "SELECT t.id, t.header, t.channel FROM tables t \
     WHERE t.closed_at IS NULL \
     AND (CASE WHEN t.guild IS NULL THEN 0 ELSE ((t.guild >> $4) % $3) END) BETWEEN $1 AND $2 \
     ORDER BY t.id";

const OPEN_ENTRIES_FOR: &str = "SELECT e.table_id, e.seq, e.at, e.actor, e.key, e.op \
     FROM entries e JOIN tables t ON t.id = e.table_id WHERE t.closed_at IS NULL \
     AND (CASE WHEN t.guild IS NULL THEN 0 ELSE ((t.guild >> $4) % $3) END) BETWEEN $1 AND $2 \
     ORDER BY e.table_id, e.seq";

impl SqlStore {
    /// The open tables (of `partitions`), and those whose rows do not read back set aside: one
    /// damaged row costs its own table, not the whole recovery.
    pub(super) async fn load_open(
        &self,
        partitions: Partitions,
    ) -> Result<(Vec<TableRecord>, Vec<Unreadable>), StoreError> {
        let all = partitions.all();
        let mut tx = self.begin_read().await?;
        let headers = if all {
            sqlx::query(OPEN_HEADERS).fetch_all(&mut *tx).await
        } else {
            partition_binds(sqlx::query(OPEN_HEADERS_FOR), partitions)
                .fetch_all(&mut *tx)
                .await
        }
        .map_err(backend_err)?;
        let entries = if all {
            sqlx::query(OPEN_ENTRIES).fetch_all(&mut *tx).await
        } else {
            partition_binds(sqlx::query(OPEN_ENTRIES_FOR), partitions)
                .fetch_all(&mut *tx)
                .await
        }
        .map_err(backend_err)?;
        tx.commit().await.map_err(backend_err)?;

        // Per table id: its record, or why it cannot be read.
        let mut tables: Vec<(i64, ChannelId, Result<TableRecord, String>)> =
            Vec::with_capacity(headers.len());
        let mut index = HashMap::with_capacity(headers.len());
        for row in &headers {
            let id: i64 = row.try_get(0).map_err(backend_err)?;
            let channel: i64 = row.try_get(2).map_err(backend_err)?;
            let record = decode_header(row, 1)
                .map(|header| TableRecord {
                    header,
                    entries: Vec::new(),
                })
                .map_err(|e| e.to_string());
            index.insert(id, tables.len());
            tables.push((id, ChannelId(from_db_id(channel)), record));
        }
        for row in &entries {
            let id: i64 = row.try_get(0).map_err(backend_err)?;
            let Some(&i) = index.get(&id) else { continue };
            let Ok(record) = &mut tables[i].2 else {
                continue;
            };
            match decode_entry(row, 1, id) {
                Ok(entry) => record.entries.push(entry),
                Err(e) => tables[i].2 = Err(e.to_string()),
            }
        }
        let mut records = Vec::with_capacity(tables.len());
        let mut unreadable = Vec::new();
        for (id, channel, record) in tables {
            match record {
                Ok(r) => records.push(r),
                Err(reason) => unreadable.push(Unreadable {
                    table: TableId(from_db_id(id)),
                    channel,
                    reason,
                }),
            }
        }
        Ok((records, unreadable))
    }
}

//! `paiju tables`, and reading stored tables for `export` and `replay`: a database is opened
//! only if it exists (reading never creates one), read-only and without the writer lock (so
//! they work while the bot runs), and a table id that is not a number says so.

use crate::i18n::Locale;
use crate::render;
use crate::store::{Backend, SqlStore};
use crate::t;
use crate::table::store::Store;
use crate::table::{Status, Table, TableId, TableRecord};
use anyhow::anyhow;
use sqlx::Row;

/// `--database`, else `DATABASE_URL`, else the embedded SQLite file.
pub fn url(database: Option<String>) -> String {
    crate::store::database_url_from(database.or_else(|| std::env::var("DATABASE_URL").ok()))
}

/// A table id as typed, or why it is none.
pub fn parse_id(text: &str, locale: Locale) -> anyhow::Result<TableId> {
    text.trim()
        .parse::<u64>()
        .map(TableId)
        .map_err(|_| anyhow!(t!(locale, "local-not-table-id", id = text)))
}

/// Connects to an existing database to write it (the league tools; SQLite: taking the
/// writer lock): a SQLite file that is not there is an error, not a new empty database.
pub async fn open(url: &str, locale: Locale) -> anyhow::Result<SqlStore> {
    must_exist(url, locale)?;
    Ok(SqlStore::connect(url).await?)
}

/// Opens an existing database to read it only, beside a process that writes it.
pub async fn open_to_read(url: &str, locale: Locale) -> anyhow::Result<SqlStore> {
    must_exist(url, locale)?;
    Ok(SqlStore::connect_read_only(url).await?)
}

/// A SQLite file that is not there is an error, not a new empty database.
fn must_exist(url: &str, locale: Locale) -> anyhow::Result<()> {
    if Backend::of_url(url) == Some(Backend::Sqlite) {
        use std::str::FromStr;
        let path = sqlx::sqlite::SqliteConnectOptions::from_str(url)
            .map(|o| o.get_filename().to_path_buf())
            .map_err(|e| anyhow!("{url}: {e}"))?;
        if !path.exists() {
            return Err(anyhow!(t!(
                locale,
                "local-no-database",
                path = path.display().to_string()
            )));
        }
    }
    Ok(())
}

/// A stored table's record.
pub async fn load(id: TableId, url: &str, locale: Locale) -> anyhow::Result<TableRecord> {
    let store = open_to_read(url, locale).await?;
    let record = store.load(id).await;
    store.shutdown().await;
    record?.ok_or_else(|| anyhow!(t!(locale, "local-no-table", id = id.to_string(), url = url)))
}

/// The table a record builds, without printing anything.
pub fn rebuild(record: &TableRecord) -> anyhow::Result<Table> {
    let mut table = Table::open(record.header.clone()).map_err(|e| anyhow!("{e}"))?;
    for entry in &record.entries {
        table
            .apply_entry(entry)
            .map_err(|e| anyhow!("entry {} does not apply: {e}", entry.seq))?;
    }
    Ok(table)
}

fn status_word(status: Status, locale: Locale) -> String {
    match status {
        Status::Lobby => t!(locale, "status-lobby"),
        Status::Playing => t!(locale, "status-playing"),
        Status::Finished => t!(locale, "status-finished"),
        Status::Ended => t!(locale, "status-ended"),
    }
}

/// `paiju tables`: one line per stored table, oldest first.
pub async fn run(database: Option<String>, locale: Locale) -> anyhow::Result<i32> {
    let url = url(database);
    let store = open_to_read(&url, locale).await?;
    let rows = sqlx::query("SELECT id, closed_at FROM tables ORDER BY created_at, id")
        .fetch_all(store.pool())
        .await?;
    if rows.is_empty() {
        crate::outln!("{}", t!(locale, "local-no-tables", url = url.as_str()));
        store.shutdown().await;
        return Ok(0);
    }
    crate::outln!("{}", t!(locale, "local-tables-header"));
    for row in rows {
        let id = TableId(row.try_get::<i64, _>("id")?.cast_unsigned());
        let closed = row.try_get::<Option<i64>, _>("closed_at")?.is_some();
        let Some(record) = store.load(id).await? else {
            continue;
        };
        let line = match rebuild(&record) {
            Ok(table) => {
                let status = if closed && table.status() != Status::Finished {
                    Status::Ended
                } else {
                    table.status()
                };
                let view = table.status_view(record.header.created_at);
                let names: Vec<String> = view
                    .names
                    .iter()
                    .zip(view.bots.iter().chain(std::iter::repeat(&false)))
                    .map(|(n, &bot)| if bot { format!("{n} 🤖") } else { n.clone() })
                    .collect();
                format!(
                    "{id} · {} · {} · {} · {}/{}: {}",
                    render::game_name(locale, record.header.kind),
                    record.header.channel,
                    status_word(status, locale),
                    view.names.len(),
                    view.seats,
                    names.join(", ")
                )
            }
            Err(e) => format!(
                "{id} · {} · {} · {e}",
                render::game_name(locale, record.header.kind),
                record.header.channel
            ),
        };
        crate::outln!("{line}");
    }
    store.shutdown().await;
    Ok(0)
}

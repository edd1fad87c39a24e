//! The SQLite file: created with its folder when missing, and switched to WAL once.

use super::backend_err;
use crate::table::store::StoreError;
use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use std::str::FromStr;

/// Creates the SQLite file and its folder if missing and switches the database to WAL (a
/// lasting property of the file, set once here rather than racing on every connection).
pub(super) async fn prepare_sqlite(url: &str) -> Result<(), StoreError> {
    let rest = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let (db, params) = rest.split_once('?').unwrap_or((rest, ""));
    if db.is_empty() || db == ":memory:" || params.split('&').any(|p| p == "mode=memory") {
        return Err(StoreError::Backend(
            "an in-memory SQLite database is not durable: use a file (sqlite://data/paiju.db)"
                .into(),
        ));
    }
    let options = SqliteConnectOptions::from_str(url).map_err(backend_err)?;
    let path = options.get_filename().to_path_buf();
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| StoreError::Backend(format!("creating {}: {e}", dir.display())))?;
    }
    let options = options
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full);
    let conn = sqlx::SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| StoreError::Backend(format!("opening {}: {e}", path.display())))?;
    conn.close().await.map_err(backend_err)?;
    Ok(())
}

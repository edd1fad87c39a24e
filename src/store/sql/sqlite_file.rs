//! The SQLite file a writing store keeps its tables in: created with its folder when missing
//! (never where paiju ran before: see `writer_lock`), switched to WAL once, locked against a
//! second writing process, and checked before each write to still be the file at its path.

use super::writer_lock::{self, WriterLock};
use super::{SqlStore, backend_err};
use crate::table::store::StoreError;
use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Arc;

/// The file a writing store opened: its absolute path, which file it was (device and inode),
/// and this process's lock on it (held as long as the store).
#[derive(Debug)]
pub(super) struct SqliteFile {
    pub path: PathBuf,
    identity: (u64, u64),
    _lock: Arc<WriterLock>,
}

/// The file a SQLite URL names, refusing an in-memory database (not durable).
pub(super) fn sqlite_path(url: &str) -> Result<PathBuf, StoreError> {
    let rest = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let (db, params) = rest.split_once('?').unwrap_or((rest, ""));
    if db.is_empty() || db == ":memory:" || params.split('&').any(|p| p == "mode=memory") {
        return Err(StoreError::Backend(
            "an in-memory SQLite database is not durable: use a file (sqlite://data/paiju.db)"
                .into(),
        ));
    }
    let options = SqliteConnectOptions::from_str(url).map_err(backend_err)?;
    Ok(options.get_filename().to_path_buf())
}

/// Takes the lock beside the database, refuses one that was lost, then creates the file and
/// its folder if missing and switches it to WAL (a lasting property of the file, set once
/// here rather than racing on every connection).
pub(super) async fn prepare_sqlite(url: &str) -> Result<SqliteFile, StoreError> {
    let path = absolute(&sqlite_path(url)?)?;
    let claim = writer_lock::claim(&path)?;
    if !path.exists() && claim.ran_here_before {
        return Err(writer_lock::lost(&path));
    }
    let options = SqliteConnectOptions::from_str(url)
        .map_err(backend_err)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full);
    let conn = sqlx::SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| StoreError::Backend(format!("opening {}: {e}", path.display())))?;
    conn.close().await.map_err(backend_err)?;
    claim.lock.record_pid()?;
    Ok(SqliteFile {
        identity: identity(&path).map_err(|e| gone(&path, &e.to_string()))?,
        path,
        _lock: claim.lock,
    })
}

/// The database's absolute path with its folder's symbolic links resolved (one lock file per
/// database however it is named), creating the folder if missing.
fn absolute(path: &Path) -> Result<PathBuf, StoreError> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    let dir = dir.unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)
        .and_then(|()| dir.canonicalize())
        .map(|dir| dir.join(path.file_name().unwrap_or_default()))
        .map_err(|e| StoreError::Backend(format!("creating {}: {e}", dir.display())))
}

/// Which file is at `path` now: its device and inode.
fn identity(path: &Path) -> std::io::Result<(u64, u64)> {
    std::fs::metadata(path).map(|m| (m.dev(), m.ino()))
}

fn gone(path: &Path, how: &str) -> StoreError {
    StoreError::Backend(format!(
        "the database file {} was deleted or replaced while paiju was running ({how}): \
         nothing more is saved. Restore the database and restart paiju.",
        path.display()
    ))
}

impl SqliteFile {
    /// Whether the file at the path is still the one opened (one `stat`). A deleted file
    /// would take writes into the unlinked inode, lost at exit; a replaced one would leave
    /// the open connections writing to the old file.
    fn unchanged(&self) -> Result<(), StoreError> {
        match identity(&self.path) {
            Ok(now) if now == self.identity => Ok(()),
            Ok(_) => Err(gone(&self.path, "another file is there now")),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                Err(gone(&self.path, "no file is there now"))
            }
            Err(e) => Err(gone(&self.path, &e.to_string())),
        }
    }
}

impl SqlStore {
    /// Before a write transaction: the database file is still the one this store opened
    /// (SQLite; always true on PostgreSQL and for a read-only store). The error is always a
    /// `StoreError::Backend`, saying the file was deleted or replaced.
    pub(super) fn check_database_file(&self) -> Result<(), StoreError> {
        self.file.as_ref().map_or(Ok(()), |f| f.unchanged())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn writes_stop_once_the_file_is_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("paiju.db");
        let store = SqlStore::connect(&format!("sqlite://{}", db.display()))
            .await
            .unwrap();
        store.check_database_file().unwrap();
        std::fs::remove_file(&db).unwrap();
        let err = store.check_database_file().unwrap_err().to_string();
        assert!(err.contains("was deleted or replaced"), "{err}");
        assert!(err.contains(&db.display().to_string()), "{err}");
        assert!(
            err.contains("Restore the database and restart paiju"),
            "{err}"
        );
        store.shutdown().await;
    }

    #[tokio::test]
    async fn writes_stop_once_the_file_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("paiju.db");
        let store = SqlStore::connect(&format!("sqlite://{}", db.display()))
            .await
            .unwrap();
        let copy = dir.path().join("copy.db");
        std::fs::copy(&db, &copy).unwrap();
        std::fs::rename(&copy, &db).unwrap();
        let err = store.check_database_file().unwrap_err().to_string();
        assert!(err.contains("another file is there now"), "{err}");
        store.shutdown().await;
    }

    #[tokio::test]
    async fn a_lost_database_is_not_created_again() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("data/paiju.db");
        let url = format!("sqlite://{}", db.display());
        let store = SqlStore::connect(&url).await.unwrap();
        store.shutdown().await;
        drop(store);
        std::fs::remove_file(&db).unwrap();
        let err = SqlStore::connect(&url).await.unwrap_err().to_string();
        assert!(err.contains("is missing"), "{err}");
        assert!(!db.exists(), "no empty database was made in its place");
        // Deleting the lock file is starting afresh on purpose.
        std::fs::remove_file(writer_lock::lock_path(&db)).unwrap();
        let store = SqlStore::connect(&url).await.unwrap();
        assert!(db.exists());
        store.shutdown().await;
    }

    #[test]
    fn in_memory_databases_are_refused() {
        for url in ["sqlite::memory:", "sqlite://", "sqlite://x.db?mode=memory"] {
            assert!(sqlite_path(url).is_err(), "{url}");
        }
        assert_eq!(
            sqlite_path("sqlite://data/paiju.db?mode=rwc").unwrap(),
            Path::new("data/paiju.db")
        );
    }
}

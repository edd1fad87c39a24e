//! The SQLite backend of the store suite: a database file in a fresh temporary folder.

use super::*;

/// A database file in a fresh temporary folder (removed on drop).
pub struct SqliteDb {
    pub url: String,
    _dir: tempfile::TempDir,
}

impl SqliteDb {
    pub fn new() -> SqliteDb {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/data/paiju.db", dir.path().display());
        SqliteDb { url, _dir: dir }
    }

    pub async fn store(&self) -> Arc<SqlStore> {
        Arc::new(SqlStore::connect(&self.url).await.unwrap())
    }
}

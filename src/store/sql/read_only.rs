//! A store opened only to read — `paiju tables`, `export`, `replay` — so an operator can look
//! into a live database while the bot writes it: no writer lock, nothing created, no
//! migrations (a SQLite file opened `mode=ro`; PostgreSQL sessions read-only).

use super::sqlite_file::sqlite_path;
use super::{ACQUIRE_TIMEOUT, Backend, SqlStore, backend_err};
use crate::table::store::StoreError;
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, Executor};

/// A reader needs few connections; it must not crowd the bot's PostgreSQL.
const READ_POOL: u32 = 2;

impl SqlStore {
    /// Opens an existing database to read it. Every write through this store fails. The
    /// schema must be this version's: a database not migrated yet is refused, saying so.
    pub async fn connect_read_only(url: &str) -> Result<SqlStore, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(url).ok_or_else(|| {
            StoreError::Backend(
                "DATABASE_URL must start with sqlite:, postgres: or postgresql:".into(),
            )
        })?;
        let options = AnyPoolOptions::new()
            .max_connections(READ_POOL)
            .acquire_timeout(ACQUIRE_TIMEOUT);
        let pool = match backend {
            Backend::Sqlite => {
                sqlite_path(url)?;
                options.connect(&read_only_url(url)).await
            }
            Backend::Postgres => {
                super::postgres_answers(url).await?;
                options
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            conn.execute("SET default_transaction_read_only = on")
                                .await?;
                            Ok(())
                        })
                    })
                    .connect(url)
                    .await
            }
        }
        .map_err(backend_err)?;
        if let Err(e) = schema_is_current(&pool).await {
            pool.close().await;
            return Err(e);
        }
        Ok(SqlStore {
            pool,
            backend,
            writer: None,
            queue: std::sync::Arc::default(),
            group_commit: false,
            health: std::sync::Arc::default(),
            file: None,
        })
    }
}

/// The SQLite URL opened read-only (`mode=ro` wins over an earlier `mode`).
fn read_only_url(url: &str) -> String {
    let sep = if url.contains('?') { '&' } else { '?' };
    format!("{url}{sep}mode=ro")
}

/// Refuses a database whose schema is older than this binary (a reader cannot migrate it).
async fn schema_is_current(pool: &AnyPool) -> Result<(), StoreError> {
    let latest = super::super::migrator()
        .iter()
        .map(|m| m.version)
        .max()
        .unwrap_or(0);
    // No migrations table at all: not a paiju database yet (or an empty one).
    let applied: Option<i64> =
        sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations WHERE success")
            .fetch_one(pool)
            .await
            .unwrap_or(None);
    match applied {
        Some(v) if v >= latest => Ok(()),
        _ => Err(StoreError::Backend(
            "this database has no tables of this paiju version yet: start the bot (or \
             `paiju stdio --database …`) on it once to create or update them, then read it"
                .into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::store::Store;

    #[test]
    fn the_read_only_url_adds_mode_ro() {
        assert_eq!(read_only_url("sqlite://d/p.db"), "sqlite://d/p.db?mode=ro");
        assert_eq!(
            read_only_url("sqlite://d/p.db?mode=rwc"),
            "sqlite://d/p.db?mode=rwc&mode=ro"
        );
    }

    #[tokio::test]
    async fn a_reader_opens_a_locked_database_and_cannot_write_it() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/paiju.db", dir.path().display());
        let writer = SqlStore::connect(&url).await.unwrap();
        let reader = SqlStore::connect_read_only(&url).await.unwrap();
        assert_eq!(reader.open_tables().await.unwrap().len(), 0);
        let write = reader.close(crate::table::TableId(1)).await.unwrap_err();
        assert!(write.to_string().contains("readonly"), "{write}");
        reader.shutdown().await;
        writer.shutdown().await;
    }

    #[tokio::test]
    async fn a_reader_creates_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("paiju.db");
        let url = format!("sqlite://{}", db.display());
        assert!(SqlStore::connect_read_only(&url).await.is_err());
        assert!(!db.exists());
        assert!(!dir.path().join("paiju.db.lock").exists());
    }
}

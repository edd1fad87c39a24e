//! Opening a store: the pool for the URL's backend, each connection checked when taken, and
//! the migrations applied.

use super::{ACQUIRE_TIMEOUT, Backend, SqlStore, backend_err, naming, prepare_sqlite};
use crate::table::store::StoreError;
use sqlx::Executor;
use sqlx::any::AnyPoolOptions;
use std::sync::Arc;
use tokio::sync::Mutex;

const SQLITE_POOL: u32 = 4;
const POSTGRES_POOL: u32 = 10;

impl SqlStore {
    /// Connects by URL scheme and applies the migrations. `sqlite://PATH` takes the file's
    /// writer lock (one process at a time), creates the file (and its folder) if missing —
    /// unless paiju ran on it before and it was lost — and switches it to WAL; `postgres://…`
    /// needs the database to exist.
    pub async fn connect(url: &str) -> Result<SqlStore, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(url).ok_or_else(|| {
            StoreError::Backend(
                "DATABASE_URL must start with sqlite:, postgres: or postgresql:".into(),
            )
        })?;
        let mut file = None;
        let pool = match backend {
            Backend::Sqlite => {
                file = Some(Arc::new(prepare_sqlite(url).await?));
                AnyPoolOptions::new()
                    .max_connections(SQLITE_POOL)
                    .acquire_timeout(ACQUIRE_TIMEOUT)
                    .before_acquire(|conn, _| Box::pin(async move { Ok(healthy(conn)) }))
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            conn.execute("PRAGMA synchronous = FULL").await?;
                            Ok(())
                        })
                    })
                    .connect(url)
                    .await
            }
            Backend::Postgres => {
                super::postgres_answers(url).await?;
                AnyPoolOptions::new()
                    .max_connections(POSTGRES_POOL)
                    .acquire_timeout(ACQUIRE_TIMEOUT)
                    .before_acquire(|conn, _| Box::pin(async move { Ok(healthy(conn)) }))
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            conn.execute("SET synchronous_commit = on").await?;
                            Ok(())
                        })
                    })
                    .connect(url)
                    .await
            }
        }
        .map_err(backend_err)?;
        crate::store::migrator()
            .run(&pool)
            .await
            .map_err(|e| StoreError::Backend(format!("migrations: {e}")))?;
        let database = naming::describe(url, file.as_ref().map(|f| f.path.as_path()));
        tracing::info!(?backend, %database, "store connected, migrations applied");
        Ok(SqlStore {
            pool,
            backend,
            writer: (backend == Backend::Sqlite).then(|| Arc::new(Mutex::new(()))),
            queue: Arc::default(),
            group_commit: true,
            health: Arc::default(),
            file,
        })
    }
}

/// Whether a pooled connection may be handed out again. One whose commit or rollback failed
/// (a full disk: SQLite rolled the transaction back by itself; a PostgreSQL connection cut
/// mid-commit) is left at a non-zero transaction depth, and every `BEGIN` on it would fail
/// ("begin_with at non-zero transaction depth") for as long as the pool kept it: it is closed
/// instead, and the pool opens a fresh one. (Checked when acquired, after the pool's ping on
/// release has flushed any rollback still queued.)
fn healthy(conn: &sqlx::AnyConnection) -> bool {
    let fine = !sqlx::Connection::is_in_transaction(conn);
    if !fine {
        tracing::warn!("closing a database connection left inside a failed transaction");
    }
    fine
}

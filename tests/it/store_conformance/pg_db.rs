//! The PostgreSQL backend of the store suite: a schema of its own in the `TEST_DATABASE_URL`
//! database, dropped afterwards (without the variable the tests say they were skipped).

use super::*;
use rand::Rng;
use sqlx::{Connection, Executor};

/// A schema of its own in the `TEST_DATABASE_URL` database, dropped afterwards.
pub struct PgDb {
    base: String,
    schema: String,
    pub url: String,
}

impl PgDb {
    /// `None` when `TEST_DATABASE_URL` is not set.
    pub async fn new() -> Option<PgDb> {
        let base = std::env::var("TEST_DATABASE_URL")
            .ok()
            .filter(|u| !u.trim().is_empty())?;
        let schema = format!("paiju_test_{:016x}", rand::rng().next_u64());
        let mut conn = sqlx::PgConnection::connect(&base)
            .await
            .expect("TEST_DATABASE_URL is set but does not connect");
        conn.execute(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
            .await
            .unwrap();
        conn.close().await.unwrap();
        let sep = if base.contains('?') { '&' } else { '?' };
        let url = format!("{base}{sep}options=-c%20search_path%3D{schema}");
        Some(PgDb { base, schema, url })
    }

    pub async fn drop_schema(self) {
        let mut conn = sqlx::PgConnection::connect(&self.base).await.unwrap();
        conn.execute(sqlx::AssertSqlSafe(format!(
            "DROP SCHEMA {} CASCADE",
            self.schema
        )))
        .await
        .unwrap();
        conn.close().await.unwrap();
    }
}

pub async fn store(url: &str) -> Arc<SqlStore> {
    let s = SqlStore::connect(url).await.unwrap();
    assert_eq!(s.backend(), Backend::Postgres);
    Arc::new(s)
}

/// Runs `test` on a fresh schema and drops the schema afterwards, even if `test` panics.
pub async fn with_pg<F, Fut>(name: &str, test: F)
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let Some(db) = PgDb::new().await else {
        eprintln!("postgres::{name}: skipped (TEST_DATABASE_URL is not set)");
        return;
    };
    let outcome = tokio::spawn(test(db.url.clone())).await;
    db.drop_schema().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

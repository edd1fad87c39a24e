//! Durable storage: `table::store::Store` on SQLite (the embedded default) and PostgreSQL.
//!
//! One implementation, [`SqlStore`], over sqlx's `Any` driver: the SQL is portable (BIGINT and
//! TEXT columns, `$N` placeholders, which SQLite accepts too, standard partial indexes), so both
//! backends run the same statements and the same conformance tests. Only connecting differs
//! (creating the SQLite file, WAL, `synchronous`; PostgreSQL's `synchronous_commit`).
//!
//! ```no_run
//! # async fn start() -> Result<(), paiju::table::store::StoreError> {
//! // DATABASE_URL unset: sqlite://data/paiju.db, created on first start.
//! let store = paiju::store::SqlStore::connect(&paiju::store::database_url()).await?;
//! # Ok(()) }
//! ```
//!
//! Migrations live in `migrations/` (sqlx's layout: `NNNN_description.sql`), are compiled into
//! the binary, and are applied when connecting.

mod migrations;
mod sql;

pub use migrations::migrator;
pub use sql::{Backend, SqlStore};

/// Where tables are stored when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/paiju.db";

/// `DATABASE_URL` if set and not empty, else [`DEFAULT_DATABASE_URL`].
pub fn database_url() -> String {
    database_url_from(std::env::var("DATABASE_URL").ok())
}

/// The URL to use given the value of `DATABASE_URL` (for callers that read their own config).
pub fn database_url_from(var: Option<String>) -> String {
    match var {
        Some(url) if !url.trim().is_empty() => url.trim().to_string(),
        _ => DEFAULT_DATABASE_URL.to_string(),
    }
}

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

mod default_place;
mod migrations;
pub mod sql;

pub use default_place::{DefaultDatabase, DefaultRefused, STATE_DIR_VAR};
pub use migrations::migrator;
pub use sql::{Backend, SqlStore};

/// A migrated SQLite database in memory on one connection kept open (it lives as long as the
/// pool): the league and the user settings of the terminal and of tests.
pub async fn memory_pool() -> Result<sqlx::AnyPool, sqlx::Error> {
    sqlx::any::install_default_drivers();
    let pool = sqlx::any::AnyPoolOptions::new()
        .max_connections(1)
        .min_connections(1)
        .idle_timeout(None)
        .max_lifetime(None)
        .connect("sqlite::memory:")
        .await?;
    migrator().run(&pool).await?;
    Ok(pool)
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::ids::GuildId;
    use crate::table::store::Partitions;

    #[test]
    fn the_url_picks_the_backend() {
        assert_eq!(database_url_from(None), "sqlite://data/paiju.db");
        assert_eq!(database_url_from(Some("  ".into())), DEFAULT_DATABASE_URL);
        assert_eq!(
            database_url_from(Some("postgres://u@h/db ".into())),
            "postgres://u@h/db"
        );
        assert_eq!(Backend::of_url(DEFAULT_DATABASE_URL), Some(Backend::Sqlite));
        assert_eq!(Backend::of_url("sqlite:x.db"), Some(Backend::Sqlite));
        assert_eq!(Backend::of_url("postgres://h/db"), Some(Backend::Postgres));
        assert_eq!(
            Backend::of_url("postgresql://h/db"),
            Some(Backend::Postgres)
        );
        assert_eq!(Backend::of_url("mysql://h/db"), None);
        assert_eq!(Backend::of_url("data/paiju.db"), None);
    }

    #[test]
    fn partitions_drop_the_low_bits_then_take_the_remainder() {
        assert!(Partitions::new(2, 1, 4, 0).is_none());
        assert!(Partitions::new(0, 4, 4, 0).is_none());
        assert!(Partitions::new(0, 0, 1, 64).is_none());
        let p = Partitions::new(1, 2, 4, 8).unwrap();
        assert_eq!(p.partition_of(Some(GuildId(6 << 8 | 255))), 2);
        assert_eq!(p.partition_of(None), 0);
        assert!(!p.owns(None));
        assert!(Partitions::ALL.owns(None) && Partitions::ALL.owns(Some(GuildId(u64::MAX))));
        assert!(p.owns(Some(GuildId(1 << 8))) && p.owns(Some(GuildId(2 << 8))));
        assert!(!p.owns(Some(GuildId(3 << 8))) && !p.owns(Some(GuildId(4 << 8))));
    }
}

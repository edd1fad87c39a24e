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
mod sql;

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
    use crate::table::store::Shards;

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
    fn shards_follow_discord() {
        assert!(Shards::new(2, 1, 4).is_none());
        assert!(Shards::new(0, 4, 4).is_none());
        let s = Shards::new(1, 2, 4).unwrap();
        // A real guild id (Discord API): shard 2 of 4.
        let g = GuildId(81_384_788_765_712_384);
        assert_eq!(s.shard_of(Some(g)), 2);
        assert_eq!(s.shard_of(None), 0);
        assert!(!s.owns(None));
        assert!(Shards::ALL.owns(None) && Shards::ALL.owns(Some(g)));
        assert!(s.owns(Some(GuildId(1 << 22))) && s.owns(Some(GuildId(2 << 22))));
        assert!(!s.owns(Some(GuildId(3 << 22))) && !s.owns(Some(GuildId(4 << 22))));
    }
}

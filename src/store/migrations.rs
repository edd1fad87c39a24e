//! The schema migrations, compiled in from `migrations/` (no `sqlx::migrate!`: that macro
//! needs sqlx's `macros` feature). One folder serves both backends: the SQL is portable.

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use std::borrow::Cow;

/// Every migration file, in order: (version, description, SQL). A test checks this list
/// against the folder, so a new file cannot be forgotten here.
pub(crate) const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "tables",
        include_str!("../../migrations/0001_tables.sql"),
    ),
    (2, "posts", include_str!("../../migrations/0002_posts.sql")),
    (
        3,
        "league",
        include_str!("../../migrations/0003_league.sql"),
    ),
    (
        4,
        "user_settings",
        include_str!("../../migrations/0004_user_settings.sql"),
    ),
    (
        5,
        "request_keys",
        include_str!("../../migrations/0005_request_keys.sql"),
    ),
    (
        6,
        "league_ids",
        include_str!("../../migrations/0006_league_ids.sql"),
    ),
    (
        7,
        "leases",
        include_str!("../../migrations/0007_leases.sql"),
    ),
    (8, "web", include_str!("../../migrations/0008_web.sql")),
];

/// The migrator `SqlStore::connect` runs (recorded in `_sqlx_migrations`, as sqlx-cli does, so
/// `sqlx migrate info` works on a paiju database).
pub fn migrator() -> Migrator {
    Migrator::with_migrations(
        MIGRATIONS
            .iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::MIGRATIONS;

    #[test]
    fn every_migration_file_is_compiled_in() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        files.sort();
        let listed: Vec<String> = MIGRATIONS
            .iter()
            .map(|(v, d, _)| format!("{v:04}_{d}.sql"))
            .collect();
        assert_eq!(files, listed);
        for (i, (v, _, sql)) in MIGRATIONS.iter().enumerate() {
            assert_eq!(*v, i64::try_from(i + 1).unwrap(), "versions are 1, 2, 3, …");
            let on_disk = std::fs::read_to_string(format!("{dir}/{}", listed[i])).unwrap();
            assert_eq!(*sql, on_disk);
        }
    }
}

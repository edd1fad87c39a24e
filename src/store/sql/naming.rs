//! How a database is named in the log: a SQLite file by its absolute path, a PostgreSQL
//! database by host and name — never with the user's password (a URL may carry one, in its
//! user part or as a `password=` parameter).

use std::path::Path;

/// The database `url` names, fit for the log. `sqlite`: the file's absolute path, when known.
pub(super) fn describe(url: &str, sqlite: Option<&Path>) -> String {
    if let Some(path) = sqlite {
        return path.display().to_string();
    }
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.split(['?', '@']).next().unwrap_or_default().to_string();
    };
    let rest = rest.split(['?', '#']).next().unwrap_or_default();
    // `user:password@host…`: what follows the last `@` of the authority (a password may
    // itself hold `@`, percent-encoded or not).
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    let host = authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host);
    format!("{scheme}://{host}/{path}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_postgres_database_is_named_without_its_credentials() {
        assert_eq!(
            describe("postgres://paiju:s3cret@db.example:5432/paiju", None),
            "postgres://db.example:5432/paiju"
        );
        assert_eq!(
            describe("postgresql://u:p@ss@h/db?sslmode=require&password=x", None),
            "postgresql://h/db"
        );
        assert_eq!(describe("postgres://h", None), "postgres://h/");
        assert_eq!(
            describe("postgres://postgres@127.0.0.1:5432/test", None),
            "postgres://127.0.0.1:5432/test"
        );
    }

    #[test]
    fn a_sqlite_file_is_named_by_its_absolute_path() {
        let path = Path::new("/srv/paiju/data/paiju.db");
        assert_eq!(
            describe("sqlite://data/paiju.db", Some(path)),
            "/srv/paiju/data/paiju.db"
        );
    }
}

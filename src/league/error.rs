//! What a league command can refuse, each said plainly in every language (`text::error`).

use thiserror::Error;

#[derive(Debug, Error, PartialEq)]
pub enum LeagueError {
    /// Seasons, voids and corrections are for league admins (Manage Server, or the guild's
    /// league admin role).
    #[error("only a league admin can do that")]
    NotAdmin,
    /// League commands belong to a server.
    #[error("leagues live in a server")]
    NoGuild,
    #[error("season {0} is still running")]
    SeasonRunning(String),
    #[error("no season is running")]
    NoSeason,
    #[error("a season needs a name")]
    EmptyName,
    #[error("no season {0}")]
    UnknownSeason(String),
    #[error("unknown game {0}")]
    UnknownGame(String),
    /// No rated game to show standings for: say which.
    #[error("which game?")]
    WhichGame,
    #[error("no result {0}")]
    NoResult(i64),
    #[error("result {0} is already void")]
    AlreadyVoid(i64),
    #[error("a correction needs {expected} scores")]
    BadScores { expected: usize },
    #[error("a reason is needed")]
    NoReason,
    #[error("not a user: {0}")]
    BadUser(String),
    #[error("unknown server language {0}")]
    BadLanguage(String),
    /// A table's log asked for from outside its channel by someone who did not play there
    /// and is no league moderator.
    #[error("that table's log is for its channel's members")]
    LogNotVisible,
    #[error("storage failed: {0}")]
    Store(String),
}

impl From<sqlx::Error> for LeagueError {
    fn from(e: sqlx::Error) -> LeagueError {
        LeagueError::Store(e.to_string())
    }
}

impl From<serde_json::Error> for LeagueError {
    fn from(e: serde_json::Error) -> LeagueError {
        LeagueError::Store(format!("stored JSON: {e}"))
    }
}

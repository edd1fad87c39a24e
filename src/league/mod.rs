//! Leagues: every finished rating event (a Dou Dizhu hand, a Chicago / Chowdah / 幺地人 match)
//! becomes a result, derived from the table logs (`derive`), rated with Weng-Lin (`rating`),
//! and kept with seasons, corrections and guild settings behind the [`LeagueStore`] trait
//! (`store`; SQLite and PostgreSQL in `sql`, in memory in `memory`), read and written by
//! [`League`] (`service`).
//!
//! Results are the source of truth for ratings and the logs are the source of truth for
//! results: `paiju league rebuild` throws results away and derives them again, re-applying the
//! corrections (kept by table and game number, so they survive a rebuild).

pub mod admin;
mod cache;
pub mod chart;
pub mod consent;
pub mod derive;
#[cfg(test)]
mod derive_tests;
pub mod error;
mod memory;
pub mod rated;
pub mod rating;
#[cfg(test)]
mod rating_tests;
mod service;
mod sql;
pub mod standings;
pub mod store;

pub use admin::Caller;
pub use derive::{GameResult, SeatResult, Team, Unrated, derive_results};
pub use error::LeagueError;
pub use memory::MemoryLeagueStore;
pub use rating::{PlayerRating, Ratings, rate};
pub use service::League;
pub use sql::SqlLeagueStore;
pub use standings::{HeadToHead, PlayerCard};
pub use store::{
    Action, Amendment, GuildSettings, LeagueFuture, LeagueStore, Rate, Scope, Season, Standing,
    StoredResult,
};
pub mod commands;
pub mod text;

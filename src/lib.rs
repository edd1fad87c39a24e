//! paiju (牌局, "a card table"): a Discord bot that hosts card games.
//!
//! Layers, imports pointing down only: a module may import the modules of the rows below its
//! own, never one above nor one beside it (`tests/architecture` reads this table and checks
//! every `use` and `crate::` path against it):
//!
//! ```text
//! frontends      discord  local  web (serenity adapter; terminal, stdio, arena; league pages)
//! presentation   render              (words; each game's front in `render/<game>/`)
//! pictures       images              (scenes and their drawing; each game's scenes in its front)
//! services       league   users      (results, ratings, seasons; people's settings)
//! persistence    store               (SQLite and PostgreSQL behind the table's store trait)
//! application    table               (seats, log, outbox, clocks, the registry; its store trait)
//! words          i18n                (locales and Fluent lookups; knows no game)
//! rules crate    games               (pure rules and bots, `paiju-rules`)
//! primitives     cards               (French cards, jokers, tiles, notation)
//! ```
//!
//! `store` sits above `table` although it keeps the tables: the table layer declares the trait
//! it needs (`table::store::Store`) and the SQL backends implement it, so the dependency points
//! from the database code to the application, not the other way. The leagues and the users keep
//! their own stores beside them, over the same database handle.

/// The pure rules live in their own crate (`rules/`, package `paiju-rules`); they are re-exported
/// here so `paiju::games::…` and `crate::cards::…` read the same everywhere.
pub use paiju_rules::{cards, games};

pub mod discord;
pub mod i18n;
pub mod images;
pub mod league;
pub mod local;
pub mod render;
pub mod store;
pub mod table;
pub mod users;
pub mod web;

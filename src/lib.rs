//! paiju (牌局, "a card table"): a Discord bot that hosts card games.
//!
//! Layers, imports pointing down only: `cards` (primitives) → `games` (pure rules) → `table`
//! (seats, log, outbox) → `i18n` + `render` (words) → `local` (terminal) and `discord`.

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

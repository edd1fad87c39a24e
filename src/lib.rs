//! paiju (牌局, "a card table"): a Discord bot that hosts card games.
//!
//! Layers, imports pointing down only: `cards` (primitives) → `games` (pure rules) → `table`
//! (seats, log, outbox) → `i18n` + `render` (words) → `local` (terminal) and `discord`.

pub mod cards;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod local;
pub mod render;
pub mod store;
pub mod table;

//! paiju's rules: cards and tiles (`cards`), and four games behind one API (`games`).
//!
//! Pure and deterministic: given `(config, seed, actions)` a game always reaches the same state.
//! This crate's `Cargo.toml` has no async runtime, no Discord, no database and no clock, so the
//! compiler — not a comment — keeps the rules apart from tables, storage and frontends.

pub mod cards;
pub mod games;

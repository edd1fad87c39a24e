//! Primitives: French cards and jokers, and the notation every frontend parses and prints.

pub mod french;
pub mod notation;
pub mod tiles;

pub use french::{Card, Colour, Face, Joker, Rank, Suit};
pub use notation::{Expected, NotationError};

//! 幺地人 (Sichuan long cards).
pub mod config;
pub mod estimate;
pub mod fan;
pub mod kan;
pub mod split;
pub use config::Config;

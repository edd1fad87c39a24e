//! People's own settings, across tables and servers: where their turn prompts go (`/notify
//! mode`), their time zone and quiet hours, and whether they want pictures. Stored per user
//! behind the [`UserStore`] trait (SQL: `SettingsStore`; in memory: `MemoryUserStore`), kept in memory for the tables (`Prefs`, which is the tables'
//! `QuietSource`).

mod memory;
mod prefs;
mod quiet;
mod settings;
mod sql;
mod store;

pub use memory::MemoryUserStore;
pub use prefs::Prefs;
pub use settings::{
    NotifyMode, QuietHours, SettingsError, UserSettings, canonical_time_zone, close_time_zones,
    time_zone_names,
};
pub use sql::SettingsStore;
pub use store::{StoreFuture, UserStore};

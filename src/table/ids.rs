//! Identifiers the table layer deals in. They are Discord snowflakes on Discord and small
//! numbers in the terminal; the table layer does not care which.

use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id!(
    /// A person (a Discord user).
    UserId
);
id!(
    /// Where a table lives: a channel or a thread. One open table per channel.
    ChannelId
);
id!(
    /// A Discord server; tables belong to their channel's guild (scale-out by shard).
    GuildId
);
id!(
    /// A table, unique over all time (a channel hosts many tables, one after another).
    TableId
);

/// Milliseconds since the Unix epoch, from the injected clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Timestamp(pub i64);

impl Timestamp {
    pub fn plus_millis(self, ms: i64) -> Timestamp {
        Timestamp(self.0.saturating_add(ms))
    }
}

//! Who sits in a seat: a person or a bot.

use super::ids::UserId;
use crate::games::Level;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Occupant {
    Human {
        user: UserId,
        name: String,
    },
    /// Tables logged before bots had levels get the default one.
    Bot {
        name: String,
        #[serde(default)]
        level: Level,
    },
}

impl Occupant {
    pub fn name(&self) -> &str {
        match self {
            Occupant::Human { name, .. } | Occupant::Bot { name, .. } => name,
        }
    }

    pub fn user(&self) -> Option<UserId> {
        match self {
            Occupant::Human { user, .. } => Some(*user),
            Occupant::Bot { .. } => None,
        }
    }

    pub fn is_bot(&self) -> bool {
        matches!(self, Occupant::Bot { .. })
    }

    /// The level of a bot seat.
    pub fn bot_level(&self) -> Option<Level> {
        match self {
            Occupant::Bot { level, .. } => Some(*level),
            Occupant::Human { .. } => None,
        }
    }
}

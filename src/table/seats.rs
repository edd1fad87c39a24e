//! Who sits in a seat: a person or a bot.

use super::ids::UserId;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Occupant {
    Human { user: UserId, name: String },
    Bot { name: String },
}

impl Occupant {
    pub fn name(&self) -> &str {
        match self {
            Occupant::Human { name, .. } | Occupant::Bot { name } => name,
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
}

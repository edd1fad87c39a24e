//! Why a command does not reach a table: the table's refusal, or the adapter's own (no
//! table, which table, a DM-only place).

use crate::table::registry::ServiceError;
use crate::table::{ChannelId, TableError};

/// Why a command does not reach a table.
pub(in crate::discord) enum Refusal {
    /// The table's refusal, with its seats' names as they were (no second lookup to name them).
    Table {
        error: TableError,
        names: Vec<String>,
    },
    Store,
    NoTables,
    Ambiguous(Vec<ChannelId>),
    BadTable(String),
    GuildOnly,
}

impl From<ServiceError> for Refusal {
    fn from(e: ServiceError) -> Refusal {
        match e {
            ServiceError::Table(error) => Refusal::Table {
                error,
                names: Vec::new(),
            },
            ServiceError::Refused { error, names } => Refusal::Table { error, names },
            ServiceError::Duplicate(_) => Refusal::Table {
                error: TableError::AlreadyApplied,
                names: Vec::new(),
            },
            // The store logs the failure once when writes start failing (and when they
            // recover); a busy server would otherwise log every refused command.
            ServiceError::Store(s) => {
                tracing::debug!(error = %s, "store failure");
                Refusal::Store
            }
        }
    }
}

impl From<TableError> for Refusal {
    fn from(error: TableError) -> Refusal {
        Refusal::Table {
            error,
            names: Vec::new(),
        }
    }
}

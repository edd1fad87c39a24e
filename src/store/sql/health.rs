//! Whether the store's writes are failing: the log says once when they start to fail (what
//! failed) and once when they recover (after how long and how many), not once per write — a
//! full disk under a busy server would otherwise fill the log as fast as the disk.

use crate::table::store::StoreError;
use std::sync::Mutex;
use std::time::Instant;

#[derive(Debug, Default)]
pub(super) struct Health {
    failing: Mutex<Option<Failing>>,
}

#[derive(Debug)]
struct Failing {
    since: Instant,
    failures: u64,
}

impl Health {
    /// Notes a write's outcome. Only a backend failure counts: a conflict, a missing table or
    /// a key already used are answers about the data, from a store that works.
    pub(super) fn observe<T>(&self, what: &str, result: &Result<T, StoreError>) {
        let mut failing = self
            .failing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match (result, failing.as_mut()) {
            (Err(StoreError::Backend(e)), None) => {
                tracing::error!(
                    write = what,
                    error = %e,
                    "the store cannot write: commands are refused (nothing is taken) until it can"
                );
                *failing = Some(Failing {
                    since: Instant::now(),
                    failures: 1,
                });
            }
            (Err(StoreError::Backend(e)), Some(f)) => {
                f.failures += 1;
                tracing::debug!(write = what, error = %e, failures = f.failures, "store write failed again");
            }
            (_, Some(f)) => {
                tracing::info!(
                    failed_writes = f.failures,
                    seconds = f.since.elapsed().as_secs(),
                    "the store writes again"
                );
                *failing = None;
            }
            (_, None) => {}
        }
    }

    /// Whether the last write failed for the backend's sake.
    #[cfg(test)]
    pub(super) fn failing(&self) -> bool {
        self.failing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_backend_failure_marks_the_store_failing_until_a_write_succeeds() {
        let health = Health::default();
        health.observe::<()>("append", &Err(StoreError::Conflict("seq".into())));
        assert!(!health.failing(), "a conflict is an answer, not a failure");
        health.observe::<()>("append", &Err(StoreError::Backend("disk full".into())));
        health.observe::<()>("append", &Err(StoreError::Backend("disk full".into())));
        assert!(health.failing());
        health.observe("append", &Ok(()));
        assert!(!health.failing());
    }
}

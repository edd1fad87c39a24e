//! The injected clock: the table layer never reads the system time itself, so tests (and
//! turn-clock tests after a restart) control time exactly.

use super::ids::Timestamp;
use std::sync::atomic::{AtomicI64, Ordering};

pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;
}

/// The real time.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
        Timestamp(ms)
    }
}

/// A clock tests move by hand.
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn new(start: Timestamp) -> ManualClock {
        ManualClock(AtomicI64::new(start.0))
    }

    pub fn set(&self, t: Timestamp) {
        self.0.store(t.0, Ordering::SeqCst);
    }

    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        Timestamp(self.0.load(Ordering::SeqCst))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_clock_moves_only_when_told() {
        let c = ManualClock::new(Timestamp(1_000));
        assert_eq!(c.now(), Timestamp(1_000));
        c.advance(500);
        assert_eq!(c.now(), Timestamp(1_500));
        c.set(Timestamp(7));
        assert_eq!(c.now(), Timestamp(7));
        assert!(SystemClock.now().0 > 1_600_000_000_000);
    }
}

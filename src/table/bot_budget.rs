//! How the live tables' bots share the machine.
//!
//! A `hard` decision is a search: at most 50 ms of one core at p99 (docs/bots.md), a few
//! milliseconds most of the time. A thousand tables can ask for more searches at once than
//! the cores can run, and then everything slows down together: every search stretches on the
//! wall clock, and the tables of people (whose steps run on the same blocking pool) wait for
//! a core behind them. So the running bot gives searches a fixed number of slots, one fewer
//! than the cores (never none), leaving a core for everything else:
//!
//! - a decision that gets a slot within `wait` searches, with its wall clock capped at
//!   `deadline` (a search cut short plays the `normal` level's move, `bots::cut_short`);
//! - one that does not plays at `normal`, which does not search and costs little: under load
//!   a table gets a good move at once rather than the best move late.
//!
//! Levels below `hard` never wait. The move is logged either way, so a replay never decides
//! again and the budget never touches it.

use crate::games::{BotParams, Level};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The wall-clock cap on one search at a live table: the budget for a decision at the
/// default level.
pub const LIVE_BOT_DEADLINE: Duration = Duration::from_millis(50);
/// How long a decision waits for a free search slot before it plays at `normal`: about as long
/// as a typical search takes, so a short burst still gets searched.
pub const LIVE_BOT_WAIT: Duration = Duration::from_millis(20);

#[derive(Debug)]
pub struct BotBudget {
    deadline: Duration,
    wait: Duration,
    slots: usize,
    busy: Mutex<usize>,
    freed: Condvar,
    searched: AtomicU64,
    shed: AtomicU64,
}

/// A search slot, given back when dropped.
#[derive(Debug)]
pub struct Slot<'a>(&'a BotBudget);

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        *self.0.lock() -= 1;
        self.0.freed.notify_one();
    }
}

impl BotBudget {
    /// `slots` searches at once (at least one), each capped at `deadline` of wall clock; a
    /// decision waits up to `wait` for a slot.
    pub fn new(deadline: Duration, wait: Duration, slots: usize) -> BotBudget {
        BotBudget {
            deadline,
            wait,
            slots: slots.max(1),
            busy: Mutex::new(0),
            freed: Condvar::new(),
            searched: AtomicU64::new(0),
            shed: AtomicU64::new(0),
        }
    }

    /// The running bot's budget: `slots` searches at once, or by default one fewer than this
    /// machine's cores (an operator sharing the machine with other work may want fewer).
    pub fn live(slots: Option<usize>) -> BotBudget {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        let slots = slots.unwrap_or(cores.saturating_sub(1));
        BotBudget::new(LIVE_BOT_DEADLINE, LIVE_BOT_WAIT, slots)
    }

    /// How the bot playing at `level` decides now (`seq` seeds it), and the slot its search
    /// holds until the decision is made, if it searches.
    pub fn params(&self, level: Level, seq: u64) -> (BotParams, Option<Slot<'_>>) {
        if level < Level::Hard {
            return (BotParams::new(level, seq), None);
        }
        match self.take_slot() {
            Some(slot) => {
                self.searched.fetch_add(1, Ordering::Relaxed);
                let params = BotParams {
                    deadline: Some(self.deadline),
                    ..BotParams::new(level, seq)
                };
                (params, Some(slot))
            }
            None => {
                self.shed.fetch_add(1, Ordering::Relaxed);
                (BotParams::new(Level::Normal, seq), None)
            }
        }
    }

    /// Searches run so far, and decisions that played at `normal` for want of a slot.
    pub fn counts(&self) -> (u64, u64) {
        (
            self.searched.load(Ordering::Relaxed),
            self.shed.load(Ordering::Relaxed),
        )
    }

    /// A free slot, waiting up to `wait` for one.
    pub fn take_slot(&self) -> Option<Slot<'_>> {
        let until = Instant::now() + self.wait;
        let mut busy = self.lock();
        while *busy >= self.slots {
            let left = until.checked_duration_since(Instant::now())?;
            busy = self
                .freed
                .wait_timeout(busy, left)
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .0;
        }
        *busy += 1;
        Some(Slot(self))
    }

    /// The count of busy slots: a panic elsewhere while holding it leaves a plain number.
    fn lock(&self) -> MutexGuard<'_, usize> {
        self.busy
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(slots: usize) -> BotBudget {
        BotBudget::new(Duration::from_millis(50), Duration::from_millis(5), slots)
    }

    #[test]
    fn a_hard_decision_with_a_free_slot_searches_under_the_deadline() {
        let b = budget(1);
        let (params, slot) = b.params(Level::Hard, 7);
        assert_eq!(params.level, Level::Hard);
        assert_eq!(params.seed, 7);
        assert_eq!(params.deadline, Some(Duration::from_millis(50)));
        assert!(slot.is_some());
        assert_eq!(b.counts(), (1, 0));
    }

    #[test]
    fn a_hard_decision_with_every_slot_busy_plays_at_normal_without_a_deadline() {
        let b = budget(2);
        let held = [b.take_slot().unwrap(), b.take_slot().unwrap()];
        let (params, slot) = b.params(Level::Hard, 3);
        assert_eq!(params.level, Level::Normal);
        assert_eq!(params.deadline, None);
        assert!(slot.is_none());
        assert_eq!(b.counts(), (0, 1));
        drop(held);
        let (params, _slot) = b.params(Level::Hard, 4);
        assert_eq!(params.level, Level::Hard, "a slot given back is free again");
    }

    #[test]
    fn levels_below_hard_never_take_a_slot() {
        let b = budget(1);
        let _held = b.take_slot().unwrap();
        for level in [Level::Easy, Level::Normal] {
            let (params, slot) = b.params(level, 1);
            assert_eq!(params.level, level);
            assert!(slot.is_none());
        }
        assert_eq!(b.counts(), (0, 0));
    }

    #[test]
    fn a_decision_waiting_for_a_slot_gets_the_one_given_back() {
        let b = std::sync::Arc::new(BotBudget::new(
            Duration::from_millis(50),
            Duration::from_secs(10),
            1,
        ));
        let held = b.take_slot().unwrap();
        let waiter = {
            let b = b.clone();
            std::thread::spawn(move || b.params(Level::Hard, 1).0.level)
        };
        std::thread::sleep(Duration::from_millis(20));
        drop(held);
        assert_eq!(waiter.join().unwrap(), Level::Hard);
    }

    #[test]
    fn a_budget_always_has_a_slot() {
        assert_eq!(budget(0).slots, 1);
        assert!(BotBudget::live(None).slots >= 1);
        assert_eq!(BotBudget::live(Some(3)).slots, 3);
    }
}

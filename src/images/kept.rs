//! The pictures already drawn, kept for whoever asks for them again (docs/images.md#speed).
//!
//! Two shelves, because pictures are asked for again on two time scales. A seat's hand is
//! shown in the answer to its move, in its DM panel and in the DM of each of its turns until
//! it plays again: the next asking comes a whole table round later, and on a busy bot
//! hundreds of other pictures are drawn meanwhile. A table picture or an end of hand is
//! replaced at the next move and is seldom asked for again. On one shelf (first kept, first
//! forgotten) the tables pushed the hands out before their seats' next turn: at 1,000 live
//! tables a quarter of all drawing was hands drawn again. Each shelf forgets the picture
//! asked for least recently: a hand its seat keeps passing with stays.

use super::Png;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use tokio::sync::OnceCell;

/// Bytes of hands kept: every seat of 1,000 live three-seat tables (a hand is ~27 KB).
pub const HAND_BYTES: usize = 96 * 1024 * 1024;
/// Bytes of other pictures kept (a table is ~40–80 KB): the newest few hundred.
pub const TABLE_BYTES: usize = 16 * 1024 * 1024;

/// Which shelf a picture is kept on: how soon it is asked for again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shelf {
    /// A seat's hand: asked for again at the seat's next turn.
    Hand,
    /// A table or an end of hand: replaced at the next move.
    Table,
}

/// One picture: drawn once, by whoever asked first (`None`: it could not be drawn).
pub type Slot = Arc<OnceCell<Option<Png>>>;

/// Both shelves.
pub struct Kept {
    hands: Lru,
    tables: Lru,
}

impl Default for Kept {
    fn default() -> Kept {
        Kept::with_budgets(HAND_BYTES, TABLE_BYTES)
    }
}

impl Kept {
    pub fn with_budgets(hands: usize, tables: usize) -> Kept {
        Kept {
            hands: Lru::new(hands),
            tables: Lru::new(tables),
        }
    }

    /// The slot of `key` on `shelf`, and whether this asker made it. Asking makes it the
    /// most recently used.
    pub fn slot(&mut self, shelf: Shelf, key: &str) -> (Slot, bool) {
        let lru = self.shelf(shelf);
        if let Some(s) = lru.used(key) {
            return (s, false);
        }
        let slot = Slot::default();
        lru.insert(key, Arc::clone(&slot));
        (slot, true)
    }

    /// The slot of `key` if there is one (made the most recently used), without making one.
    pub fn get(&mut self, shelf: Shelf, key: &str) -> Option<Slot> {
        self.shelf(shelf).used(key)
    }

    /// `key` on `shelf` was drawn, `len` bytes: the shelf's least recently used pictures are
    /// forgotten until the rest fit. A picture forgotten while it was drawn (a shelf's worth
    /// drawn meanwhile) is not counted: nothing holds its bytes.
    pub fn grew(&mut self, shelf: Shelf, key: &str, len: usize) {
        self.shelf(shelf).grew(key, len);
    }

    fn shelf(&mut self, shelf: Shelf) -> &mut Lru {
        match shelf {
            Shelf::Hand => &mut self.hands,
            Shelf::Table => &mut self.tables,
        }
    }
}

/// Pictures by key, the least recently used forgotten first beyond a budget of bytes.
struct Lru {
    /// Each key's slot and when it was last used.
    slots: HashMap<String, (Slot, u64)>,
    /// Keys in the order they were used, oldest first. A key used again is pushed anew; its
    /// older entries no longer match its time of use and are skipped (and compacted away).
    order: VecDeque<(String, u64)>,
    bytes: usize,
    budget: usize,
    clock: u64,
}

impl Lru {
    fn new(budget: usize) -> Lru {
        Lru {
            slots: HashMap::new(),
            order: VecDeque::new(),
            bytes: 0,
            budget,
            clock: 0,
        }
    }

    fn used(&mut self, key: &str) -> Option<Slot> {
        self.clock += 1;
        let (slot, at) = self.slots.get_mut(key)?;
        *at = self.clock;
        let slot = Arc::clone(slot);
        self.order.push_back((key.to_string(), self.clock));
        self.compact();
        Some(slot)
    }

    fn insert(&mut self, key: &str, slot: Slot) {
        self.clock += 1;
        self.slots.insert(key.to_string(), (slot, self.clock));
        self.order.push_back((key.to_string(), self.clock));
    }

    fn grew(&mut self, key: &str, len: usize) {
        if !self.slots.contains_key(key) {
            return;
        }
        self.bytes += len;
        while self.bytes > self.budget {
            let Some((key, at)) = self.order.pop_front() else {
                break;
            };
            if self.slots.get(&key).is_some_and(|(_, last)| *last == at) {
                let (slot, _) = self.slots.remove(&key).expect("just found");
                let freed = slot.get().and_then(Option::as_ref).map_or(0, |b| b.len());
                self.bytes = self.bytes.saturating_sub(freed);
            }
        }
    }

    /// Drops the entries of keys used again since, once they outnumber the live ones: the
    /// order stays within a small multiple of the pictures kept.
    fn compact(&mut self) {
        if self.order.len() > 2 * self.slots.len() + 64 {
            let slots = &self.slots;
            self.order
                .retain(|(key, at)| slots.get(key).is_some_and(|(_, last)| last == at));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A drawn picture of `len` bytes in `kept`'s slot for `key` on `shelf`.
    fn drawn(kept: &mut Kept, shelf: Shelf, key: &str, len: usize) {
        let (slot, first) = kept.slot(shelf, key);
        assert!(first);
        slot.set(Some(Png::from(vec![0; len]))).unwrap();
        kept.grew(shelf, key, len);
    }

    #[test]
    fn beyond_its_budget_a_shelf_forgets_the_picture_asked_for_least_recently() {
        let mut kept = Kept::with_budgets(300, 300);
        drawn(&mut kept, Shelf::Hand, "a", 100);
        drawn(&mut kept, Shelf::Hand, "b", 100);
        drawn(&mut kept, Shelf::Hand, "c", 100);
        // "a" is asked for again (its seat's next turn): "b" is now the least recent.
        assert!(kept.get(Shelf::Hand, "a").is_some());
        drawn(&mut kept, Shelf::Hand, "d", 100);
        assert!(kept.get(Shelf::Hand, "b").is_none());
        for key in ["a", "c", "d"] {
            assert!(kept.get(Shelf::Hand, key).is_some(), "{key} kept");
        }
    }

    #[test]
    fn tables_drawn_one_after_another_never_push_a_hand_out() {
        let mut kept = Kept::with_budgets(300, 300);
        drawn(&mut kept, Shelf::Hand, "hand", 100);
        for i in 0..50 {
            drawn(&mut kept, Shelf::Table, &format!("table {i}"), 100);
        }
        assert!(kept.get(Shelf::Hand, "hand").is_some());
        assert!(kept.get(Shelf::Table, "table 0").is_none());
        assert!(kept.get(Shelf::Table, "table 49").is_some());
    }

    #[test]
    fn a_picture_forgotten_while_it_was_drawn_takes_no_room() {
        let mut kept = Kept::with_budgets(300, 300);
        let (slow, _) = kept.slot(Shelf::Table, "slow");
        for i in 0..3 {
            drawn(&mut kept, Shelf::Table, &format!("table {i}"), 150);
        }
        // More than a shelf's worth was drawn meanwhile: "slow" (the least recent) and then
        // the first table are forgotten before its drawing ends.
        assert!(kept.get(Shelf::Table, "slow").is_none());
        assert!(kept.get(Shelf::Table, "table 0").is_none());
        slow.set(Some(Png::from(vec![0; 100]))).unwrap();
        kept.grew(Shelf::Table, "slow", 100);
        assert_eq!(
            kept.tables.bytes, 300,
            "the two kept, not the one forgotten"
        );
        assert!(kept.get(Shelf::Table, "table 1").is_some());
        assert!(kept.get(Shelf::Table, "table 2").is_some());
    }

    #[test]
    fn a_picture_asked_for_over_and_over_keeps_the_order_small() {
        let mut kept = Kept::with_budgets(1_000, 1_000);
        drawn(&mut kept, Shelf::Hand, "a", 10);
        for _ in 0..10_000 {
            assert!(kept.get(Shelf::Hand, "a").is_some());
        }
        assert!(kept.hands.order.len() <= 2 * kept.hands.slots.len() + 65);
        // Still forgotten in its turn once it is the least recent.
        drawn(&mut kept, Shelf::Hand, "b", 995);
        assert!(kept.get(Shelf::Hand, "a").is_none());
        assert!(kept.get(Shelf::Hand, "b").is_some());
    }
}

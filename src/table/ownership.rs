//! Which tables this process may write, when several processes share one store. Either a
//! fixed slice of the partitions (`SHARD_RANGE` on SQLite, or tests), or the partitions whose
//! lease this process holds now (PostgreSQL: leases come and go as processes start, stop and
//! die; see `discord::cluster`). A write is made under the partition's lease token (`Fence`),
//! which the store checks in the write's own transaction: a process that lost a lease while
//! paused cannot write after waking up.

use super::ids::GuildId;
use super::store::{Fence, Partitions};
use dashmap::DashMap;

#[derive(Debug)]
pub struct Ownership {
    /// The fixed slice, or (leased) all partitions, whose `count` and `shift` say which
    /// partition a guild is in.
    partitions: Partitions,
    /// Leased: the partitions held now and their tokens. `None`: fixed.
    held: Option<DashMap<u32, u64>>,
}

impl Ownership {
    /// Serves `partitions`, always, writing without a fence.
    pub fn fixed(partitions: Partitions) -> Ownership {
        Ownership {
            partitions,
            held: None,
        }
    }

    /// Serves the partitions (of `count`, guilds' ids shifted by `shift`) whose lease it holds:
    /// none until `gain`.
    pub fn leased(count: u32, shift: u32) -> Option<Ownership> {
        Some(Ownership {
            partitions: Partitions::new(0, count.checked_sub(1)?, count, shift)?,
            held: Some(DashMap::new()),
        })
    }

    /// The partition of a guild's tables (no guild: 0).
    pub fn partition_of(&self, guild: Option<GuildId>) -> u32 {
        u32::try_from(self.partitions.partition_of(guild)).expect("a partition is below count")
    }

    /// Whether this process may write the tables of `guild` now, and under which fence:
    /// `None` if another process serves them.
    pub fn claim(&self, guild: Option<GuildId>) -> Option<Option<Fence>> {
        match &self.held {
            None => self.partitions.owns(guild).then_some(None),
            Some(held) => {
                let shard = self.partition_of(guild);
                held.get(&shard).map(|token| {
                    Some(Fence {
                        shard,
                        token: *token,
                    })
                })
            }
        }
    }

    /// Whether the tables of `guild` are this process's now.
    pub fn owns(&self, guild: Option<GuildId>) -> bool {
        self.claim(guild).is_some()
    }

    /// Whether partition `shard` is this process's now.
    pub fn holds(&self, shard: u32) -> bool {
        match &self.held {
            None => (self.partitions.first()..=self.partitions.last()).contains(&shard),
            Some(held) => held.contains_key(&shard),
        }
    }

    /// The partitions held now, in order.
    pub fn held(&self) -> Vec<u32> {
        match &self.held {
            None => (self.partitions.first()..=self.partitions.last()).collect(),
            Some(held) => {
                let mut v: Vec<u32> = held.iter().map(|e| *e.key()).collect();
                v.sort_unstable();
                v
            }
        }
    }

    /// Partition `shard` alone, as the store filters by.
    pub fn one(&self, shard: u32) -> Partitions {
        Partitions::new(
            shard,
            shard,
            self.partitions.count(),
            self.partitions.shift(),
        )
        .expect("a held partition is below count")
    }

    /// Everything served now, as the store filters by (fixed: the slice; leased: every
    /// partition — filter by `holds` after).
    pub fn partitions(&self) -> Partitions {
        self.partitions
    }

    /// The lease of `shard` was taken with `token`. No-op for a fixed slice.
    pub(crate) fn gain(&self, shard: u32, token: u64) {
        if let Some(held) = &self.held {
            held.insert(shard, token);
        }
    }

    /// The lease of `shard` is gone (released, lost or expired).
    pub(crate) fn lose(&self, shard: u32) {
        if let Some(held) = &self.held {
            held.remove(&shard);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leased_process_writes_only_what_it_holds_under_the_lease_token() {
        let o = Ownership::leased(2, 22).unwrap();
        let g1 = Some(GuildId((5 << 22) | 3));
        assert_eq!(o.partition_of(g1), 1);
        assert_eq!(o.claim(g1), None);
        o.gain(1, 7);
        assert_eq!(o.claim(g1), Some(Some(Fence { shard: 1, token: 7 })));
        assert_eq!(o.claim(None), None, "DMs' tables are partition 0");
        o.lose(1);
        assert!(!o.owns(g1));
        assert!(o.held().is_empty());
    }

    #[test]
    fn a_fixed_slice_writes_without_a_fence() {
        let o = Ownership::fixed(Partitions::new(1, 1, 2, 22).unwrap());
        assert_eq!(o.claim(Some(GuildId(1 << 22))), Some(None));
        assert_eq!(o.claim(None), None);
        assert_eq!(o.held(), vec![1]);
    }
}

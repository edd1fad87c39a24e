//! Partitions coming and going while the process runs (leases, `table::ownership`): a gained
//! partition's tables are loaded from the store, a lost one's leave memory at once, so they
//! are neither written nor ticked here any more.

use super::{Registry, ServiceError};
use crate::table::ids::ChannelId;
use crate::table::store::Store;

impl<S: Store> Registry<S> {
    /// This process took the lease of partition `shard` with `token`: its open tables are
    /// rebuilt from the store (what the previous holder wrote is all there: its writes
    /// committed before the lease changed hands, or were refused). Returns how many loaded.
    pub async fn gain_partition(&self, shard: u32, token: u64) -> Result<usize, ServiceError> {
        let Some(ownership) = self.ownership.get() else {
            return Ok(0);
        };
        ownership.gain(shard, token);
        self.recover_partitions(ownership.one(shard)).await
    }

    /// The lease of partition `shard` is gone (handed over, released or lost): its tables
    /// leave memory, and their reminders and timeouts with them.
    pub fn lose_partition(&self, shard: u32) -> usize {
        let Some(ownership) = self.ownership.get() else {
            return 0;
        };
        ownership.lose(shard);
        let gone = self.channels_in_partition(shard);
        for &channel in &gone {
            self.forget(channel);
        }
        gone.len()
    }

    /// The channels of the tables this process holds in partition `shard`.
    pub fn channels_in_partition(&self, shard: u32) -> Vec<ChannelId> {
        self.partition
            .iter()
            .filter(|e| *e.value() == shard)
            .map(|e| *e.key())
            .collect()
    }
}

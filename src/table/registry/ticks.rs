//! The registry's clock work: what the turn clocks make due, run table by table (loading an
//! evicted table whose time has come), and the eviction of idle tables, which the store and
//! the due index bring back on demand.

use super::writes::Written;
use super::{Durable, Registry, ServiceError, off_the_runtime};
use crate::table::Step;
use crate::table::ids::{ChannelId, Timestamp};
use crate::table::store::Store;
use std::sync::Arc;

impl<S: Store> Registry<S> {
    /// Runs what the clock makes due (turn timeouts, reminders) on every table, loading evicted
    /// tables whose time has come, and evicts tables idle for too long. Returns, per channel,
    /// what was done: the entries are already durable, the outboxes are for the frontend to
    /// deliver. Frontends call this about once a second.
    pub async fn tick(&self) -> Vec<(ChannelId, Durable)> {
        let now = self.clock.now();
        let due: Vec<ChannelId> = self
            .due
            .iter()
            .filter(|e| *e.value() <= now)
            .map(|e| *e.key())
            .collect();
        let mut done = Vec::new();
        for channel in due {
            match self.tick_one(channel, now).await {
                Ok(Some(handled)) => done.push((channel, handled)),
                Ok(None) => {}
                // The store says once when its writes start and stop failing; every
                // table's every tick would say it again.
                Err(ServiceError::Store(e)) => tracing::debug!(%channel, error = %e, "turn clock"),
                Err(e) => tracing::warn!(%channel, error = %e, "turn clock"),
            }
        }
        self.evict_idle(now);
        self.sweep_keys(now).await;
        done
    }

    async fn tick_one(
        &self,
        channel: ChannelId,
        now: Timestamp,
    ) -> Result<Option<Durable>, ServiceError> {
        let Some(shared) = self.table(channel).await? else {
            self.due.remove(&channel);
            return Ok(None);
        };
        let mut current = shared.lock().await;
        let table = Arc::clone(&current);
        let Some(step) = off_the_runtime(move || table.tick_step(now)).await? else {
            self.remember(channel, &current);
            return Ok(None);
        };
        let posts = self.posts_of(&step.next, &step.handled, None);
        let Step { next, handled } = step;
        match self
            .write(channel, &mut current, next, &handled.entries, &posts, None)
            .await
        {
            Ok(next) => Ok(Some(Durable::after_append(next, handled, posts))),
            Err(Written::KeyUsed(e) | Written::Conflict(e) | Written::Failed(e)) => Err(e),
        }
    }

    /// Drops tables nobody has used for a while from memory; the store and the due index keep
    /// what is needed to bring them back.
    fn evict_idle(&self, now: Timestamp) {
        let idle: Vec<ChannelId> = self
            .last_used
            .iter()
            .filter(|e| now.0 - e.value().0 > self.idle_eviction_ms)
            .map(|e| *e.key())
            .collect();
        for channel in idle {
            // Only evict a table nobody holds right now.
            let removable = self
                .tables
                .get(&channel)
                .is_some_and(|t| Arc::strong_count(t.value()) == 1 && t.value().try_lock().is_ok());
            if removable {
                self.tables.remove(&channel);
                self.last_used.remove(&channel);
            }
        }
    }
}

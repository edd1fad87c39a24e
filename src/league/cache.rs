//! What `/league standings` reads on every look — a game's standings in a scope, and which
//! game a scope rates most — kept in memory by the guild's league version. Every league change
//! moves that version (`rows::advance`), in this process or in another sharing the database,
//! so a kept answer is good exactly while the version it was read at is still the guild's; the
//! version itself is one indexed row. A busy server's look then costs that row and a copy.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// At most this many answers are kept; past it the cache starts again (the guilds asking
/// most fill it back first).
const MAX_KEPT: usize = 4_096;

#[derive(Debug)]
pub(super) struct VersionCache<K, V> {
    kept: Mutex<HashMap<K, (i64, V)>>,
}

impl<K, V> Default for VersionCache<K, V> {
    fn default() -> Self {
        VersionCache {
            kept: Mutex::new(HashMap::new()),
        }
    }
}

impl<K: Hash + Eq, V: Clone> VersionCache<K, V> {
    /// The answer kept for `key` if it was read at `version`.
    pub(super) fn get(&self, key: &K, version: i64) -> Option<V> {
        let kept = self.lock();
        kept.get(key)
            .filter(|(at, _)| *at == version)
            .map(|(_, v)| v.clone())
    }

    /// Keeps `value`, read at `version`, for `key`.
    pub(super) fn put(&self, key: K, version: i64, value: V) {
        let mut kept = self.lock();
        if kept.len() >= MAX_KEPT {
            kept.clear();
        }
        kept.insert(key, (version, value));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<K, (i64, V)>> {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_kept_only_for_the_version_it_was_read_at() {
        let cache: VersionCache<u8, &str> = VersionCache::default();
        assert_eq!(cache.get(&1, 3), None);
        cache.put(1, 3, "three");
        assert_eq!(cache.get(&1, 3), Some("three"));
        assert_eq!(cache.get(&1, 4), None, "the league moved on");
        assert_eq!(cache.get(&2, 3), None);
        cache.put(1, 4, "four");
        assert_eq!(cache.get(&1, 3), None);
        assert_eq!(cache.get(&1, 4), Some("four"));
    }

    #[test]
    fn a_full_cache_starts_again_rather_than_growing() {
        let cache: VersionCache<usize, usize> = VersionCache::default();
        for k in 0..=MAX_KEPT {
            cache.put(k, 0, k);
        }
        assert!(cache.lock().len() <= MAX_KEPT);
        assert_eq!(cache.get(&MAX_KEPT, 0), Some(MAX_KEPT));
    }
}

//! People's settings in memory only: the second backend of [`UserStore`], for tests and for
//! a frontend without a database.

use super::settings::UserSettings;
use super::store::{StoreFuture, UserStore};
use crate::table::{Timestamp, UserId};
use std::collections::BTreeMap;
use std::sync::Mutex;

#[derive(Debug, Default)]
pub struct MemoryUserStore {
    rows: Mutex<BTreeMap<UserId, UserSettings>>,
}

impl MemoryUserStore {
    pub fn new() -> MemoryUserStore {
        MemoryUserStore::default()
    }

    fn rows(&self) -> std::sync::MutexGuard<'_, BTreeMap<UserId, UserSettings>> {
        // A panic while holding the lock leaves whole rows behind: still readable.
        self.rows
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl UserStore for MemoryUserStore {
    fn get(&self, user: UserId) -> StoreFuture<'_, UserSettings> {
        let found = self.rows().get(&user).cloned().unwrap_or_default();
        Box::pin(async move { Ok(found) })
    }

    fn all(&self) -> StoreFuture<'_, Vec<(UserId, UserSettings)>> {
        let all: Vec<(UserId, UserSettings)> =
            self.rows().iter().map(|(u, s)| (*u, s.clone())).collect();
        Box::pin(async move { Ok(all) })
    }

    fn save<'a>(
        &'a self,
        user: UserId,
        settings: &'a UserSettings,
        _now: Timestamp,
    ) -> StoreFuture<'a, ()> {
        self.rows().insert(user, settings.clone());
        Box::pin(async move { Ok(()) })
    }
}

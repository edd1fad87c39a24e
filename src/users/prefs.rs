//! Everyone's settings in memory, for what must answer at once (the tables' quiet hours, the
//! renderer's notification mode), written through to the store.

use super::settings::{SettingsError, UserSettings};
use super::store::UserStore;
use crate::table::{QuietSource, QuietSpans, Timestamp, UserId};
use dashmap::DashMap;
use std::sync::Arc;

/// The settings of everyone who set something, loaded at start and kept up to date.
#[derive(Debug, Default)]
pub struct Prefs {
    store: Option<Arc<dyn UserStore>>,
    cache: DashMap<UserId, UserSettings>,
}

impl Prefs {
    /// Settings kept in memory only (the terminal, tests without a database).
    pub fn in_memory() -> Prefs {
        Prefs::default()
    }

    /// Everyone's stored settings, loaded now, from any backend.
    pub async fn load(store: impl UserStore) -> Result<Prefs, SettingsError> {
        let cache = DashMap::new();
        for (user, settings) in store.all().await? {
            cache.insert(user, settings);
        }
        Ok(Prefs {
            store: Some(Arc::new(store)),
            cache,
        })
    }

    /// `user`'s settings (the defaults when they never set any).
    pub fn get(&self, user: UserId) -> UserSettings {
        self.cache
            .get(&user)
            .map(|s| s.value().clone())
            .unwrap_or_default()
    }

    /// Changes `user`'s settings: stored first, then used.
    pub async fn update(
        &self,
        user: UserId,
        now: Timestamp,
        change: impl FnOnce(&mut UserSettings),
    ) -> Result<UserSettings, SettingsError> {
        let mut settings = self.get(user);
        change(&mut settings);
        if let Some(store) = &self.store {
            store.save(user, &settings, now).await?;
        }
        self.cache.insert(user, settings.clone());
        Ok(settings)
    }
}

impl QuietSource for Prefs {
    fn quiet(&self, user: UserId, from: Timestamp, to: Timestamp) -> Option<QuietSpans> {
        let settings = self.cache.get(&user)?;
        let quiet = settings.quiet?;
        Some(QuietSpans {
            spans: settings.quiet_spans(from, to),
            length_ms: quiet.length_ms(),
        })
    }
}

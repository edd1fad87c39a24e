//! Where people's settings are kept: the trait every backend implements (the SQL one in
//! `sql.rs` for SQLite and PostgreSQL, the in-memory one in `memory.rs`), and the changes
//! every backend gets for free by reading, changing and saving whole settings.

use super::settings::{NotifyMode, QuietHours, SettingsError, UserSettings, canonical_time_zone};
use crate::table::{Timestamp, UserId};
use std::future::Future;
use std::pin::Pin;

/// A store's answer, boxed so `Prefs` can hold any backend as `dyn UserStore`.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, SettingsError>> + Send + 'a>>;

/// People's settings, one row per person who set something.
pub trait UserStore: std::fmt::Debug + Send + Sync + 'static {
    /// `user`'s settings (the defaults when they never set any).
    fn get(&self, user: UserId) -> StoreFuture<'_, UserSettings>;

    /// Everyone who set something (to fill the in-memory copy at start), by user id.
    fn all(&self) -> StoreFuture<'_, Vec<(UserId, UserSettings)>>;

    /// Stores `user`'s settings whole (insert or replace).
    fn save<'a>(
        &'a self,
        user: UserId,
        settings: &'a UserSettings,
        now: Timestamp,
    ) -> StoreFuture<'a, ()>;

    /// Changes one person's settings with `change` (read, change, save).
    fn update(
        &self,
        user: UserId,
        now: Timestamp,
        change: impl FnOnce(&mut UserSettings) + Send,
    ) -> impl Future<Output = Result<UserSettings, SettingsError>> + Send
    where
        Self: Sized,
    {
        async move {
            let mut settings = self.get(user).await?;
            change(&mut settings);
            self.save(user, &settings, now).await?;
            Ok(settings)
        }
    }

    fn set_notify(
        &self,
        user: UserId,
        mode: NotifyMode,
        now: Timestamp,
    ) -> impl Future<Output = Result<UserSettings, SettingsError>> + Send
    where
        Self: Sized,
    {
        self.update(user, now, move |s| s.notify = mode)
    }

    /// `name` must be a known zone (`settings::canonical_time_zone`); `None`: UTC.
    fn set_time_zone(
        &self,
        user: UserId,
        name: Option<String>,
        now: Timestamp,
    ) -> impl Future<Output = Result<UserSettings, SettingsError>> + Send
    where
        Self: Sized,
    {
        async move {
            if let Some(n) = &name {
                canonical_time_zone(n)?;
            }
            self.update(user, now, |s| s.time_zone = name).await
        }
    }

    fn set_quiet(
        &self,
        user: UserId,
        quiet: Option<QuietHours>,
        now: Timestamp,
    ) -> impl Future<Output = Result<UserSettings, SettingsError>> + Send
    where
        Self: Sized,
    {
        self.update(user, now, move |s| s.quiet = quiet)
    }

    /// The picture choice (`None`: the table's default).
    fn images(
        &self,
        user: UserId,
    ) -> impl Future<Output = Result<Option<bool>, SettingsError>> + Send
    where
        Self: Sized,
    {
        async move { Ok(self.get(user).await?.images) }
    }

    fn set_images(
        &self,
        user: UserId,
        images: Option<bool>,
        now: Timestamp,
    ) -> impl Future<Output = Result<UserSettings, SettingsError>> + Send
    where
        Self: Sized,
    {
        self.update(user, now, move |s| s.images = images)
    }
}

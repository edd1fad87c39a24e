//! Per-user settings in the database (`migrations/0004_user_settings.sql`), on SQLite and
//! PostgreSQL through the same portable SQL as the table store: the SQL [`UserStore`].

use super::settings::{NotifyMode, QuietHours, SettingsError, UserSettings};
use super::store::{StoreFuture, UserStore};
use crate::store::SqlStore;
use crate::table::{Timestamp, UserId};
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

/// The settings table. Cheap to clone.
#[derive(Clone, Debug)]
pub struct SettingsStore {
    pool: AnyPool,
}

fn db(user: UserId) -> i64 {
    user.0.cast_signed()
}

impl SettingsStore {
    /// The settings in the table store's database (its migrations are already applied).
    pub fn new(store: &SqlStore) -> SettingsStore {
        SettingsStore {
            pool: store.pool().clone(),
        }
    }

    /// Settings in memory (one SQLite connection kept open): the terminal, tests.
    pub async fn memory() -> Result<SettingsStore, SettingsError> {
        let pool = crate::store::memory_pool().await?;
        Ok(SettingsStore { pool })
    }

    /// `user`'s settings (the defaults when they never set any).
    pub async fn get(&self, user: UserId) -> Result<UserSettings, SettingsError> {
        let row = sqlx::query(
            "SELECT user_id, notify, time_zone, quiet_from, quiet_to, images \
             FROM user_settings WHERE user_id = $1",
        )
        .bind(db(user))
        .fetch_optional(&self.pool)
        .await?;
        row.map_or_else(|| Ok(UserSettings::default()), |r| Ok(read(&r)?.1))
    }

    /// Everyone who set something (to fill the in-memory copy at start).
    pub async fn all(&self) -> Result<Vec<(UserId, UserSettings)>, SettingsError> {
        let rows = sqlx::query(
            "SELECT user_id, notify, time_zone, quiet_from, quiet_to, images \
             FROM user_settings ORDER BY user_id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(read).collect()
    }

    /// Stores `user`'s settings whole (insert or replace).
    pub async fn save(
        &self,
        user: UserId,
        settings: &UserSettings,
        now: Timestamp,
    ) -> Result<(), SettingsError> {
        sqlx::query(
            "INSERT INTO user_settings \
             (user_id, notify, time_zone, quiet_from, quiet_to, images, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) \
             ON CONFLICT (user_id) DO UPDATE SET notify = $2, time_zone = $3, \
             quiet_from = $4, quiet_to = $5, images = $6, updated_at = $7",
        )
        .bind(db(user))
        .bind(settings.notify.name())
        .bind(settings.time_zone.clone())
        .bind(settings.quiet.map(|q| i64::from(q.from)))
        .bind(settings.quiet.map(|q| i64::from(q.to)))
        .bind(settings.images.map(i64::from))
        .bind(now.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

impl UserStore for SettingsStore {
    fn get(&self, user: UserId) -> StoreFuture<'_, UserSettings> {
        Box::pin(SettingsStore::get(self, user))
    }

    fn all(&self) -> StoreFuture<'_, Vec<(UserId, UserSettings)>> {
        Box::pin(SettingsStore::all(self))
    }

    fn save<'a>(
        &'a self,
        user: UserId,
        settings: &'a UserSettings,
        now: Timestamp,
    ) -> StoreFuture<'a, ()> {
        Box::pin(SettingsStore::save(self, user, settings, now))
    }
}

fn read(row: &AnyRow) -> Result<(UserId, UserSettings), SettingsError> {
    let user = UserId(row.try_get::<i64, _>("user_id")?.cast_unsigned());
    let notify: String = row.try_get("notify")?;
    let notify = NotifyMode::parse(&notify).ok_or_else(|| SettingsError::BadMode {
        value: notify.clone(),
    })?;
    let time_zone: Option<String> = row.try_get("time_zone")?;
    let from: Option<i64> = row.try_get("quiet_from")?;
    let to: Option<i64> = row.try_get("quiet_to")?;
    let quiet = match (from, to) {
        (Some(f), Some(t)) => QuietHours::new(
            u16::try_from(f).unwrap_or(u16::MAX),
            u16::try_from(t).unwrap_or(u16::MAX),
        ),
        _ => None,
    };
    let images: Option<i64> = row.try_get("images")?;
    Ok((
        user,
        UserSettings {
            notify,
            time_zone,
            quiet,
            images: images.map(|i| i != 0),
        },
    ))
}

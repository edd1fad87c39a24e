//! The per-user settings store (`/notify`, the picture choice) on SQLite and PostgreSQL (when
//! `TEST_DATABASE_URL` is set; otherwise the PostgreSQL test says it was skipped): defaults
//! for someone who never set anything, each setter keeping the others, a restart keeping all,
//! and `Prefs` loading them for the tables.

use crate::store_conformance::pg_db::with_pg;
use paiju::store::SqlStore;
use paiju::table::{QuietSource, Timestamp, UserId};
use paiju::users::{
    MemoryUserStore, NotifyMode, Prefs, QuietHours, SettingsStore, UserSettings, UserStore,
};

const ANN: UserId = UserId(u64::MAX - 7);
const BOB: UserId = UserId(42);
const NOW: Timestamp = Timestamp(1_768_068_000_000);

/// Every backend: defaults first, each setter keeping the others, a bad zone refused; Ann's
/// settings at the end.
async fn setters_keep_one_another(s: &impl UserStore) -> UserSettings {
    assert_eq!(s.get(ANN).await.unwrap(), UserSettings::default());
    s.set_notify(ANN, NotifyMode::Both, NOW).await.unwrap();
    s.set_time_zone(ANN, Some("Asia/Tokyo".into()), NOW)
        .await
        .unwrap();
    s.set_quiet(ANN, QuietHours::new(23 * 60, 6 * 60 + 30), NOW)
        .await
        .unwrap();
    s.set_images(ANN, Some(false), NOW).await.unwrap();
    s.set_images(BOB, Some(true), NOW).await.unwrap();
    assert!(
        s.set_time_zone(BOB, Some("Atlantis/Capital".into()), NOW)
            .await
            .is_err(),
        "an unknown zone is not stored"
    );
    let ann = UserSettings {
        notify: NotifyMode::Both,
        time_zone: Some("Asia/Tokyo".into()),
        quiet: QuietHours::new(23 * 60, 6 * 60 + 30),
        images: Some(false),
    };
    assert_eq!(s.get(ANN).await.unwrap(), ann);
    assert_eq!(s.images(BOB).await.unwrap(), Some(true));
    assert_eq!(s.get(BOB).await.unwrap().notify, NotifyMode::Dm);
    // Back to no quiet hours and the default picture choice.
    s.set_quiet(BOB, None, NOW).await.unwrap();
    s.set_images(BOB, None, NOW).await.unwrap();
    assert_eq!(s.get(BOB).await.unwrap(), UserSettings::default());
    ann
}

async fn settings_round_trip(url: String) {
    let store = SqlStore::connect(&url).await.unwrap();
    let s = SettingsStore::new(&store);
    let ann = setters_keep_one_another(&s).await;
    store.shutdown().await;
    // A restart keeps them, and the tables' copy reads them.
    let store = SqlStore::connect(&url).await.unwrap();
    let prefs = Prefs::load(SettingsStore::new(&store)).await.unwrap();
    assert_eq!(prefs.get(ANN), ann);
    let night = prefs
        .quiet(ANN, NOW, NOW.plus_millis(24 * 3_600_000))
        .unwrap();
    assert_eq!(night.length_ms, 450 * 60_000);
    // 18:00 UTC is 03:00 in Tokyo: the end of one night, and the next one.
    assert_eq!(night.spans.len(), 2);
    assert!(prefs.quiet(BOB, NOW, NOW.plus_millis(1)).is_none());
    prefs
        .update(BOB, NOW, |s| s.notify = NotifyMode::Channel)
        .await
        .unwrap();
    assert_eq!(
        SettingsStore::new(&store).get(BOB).await.unwrap().notify,
        NotifyMode::Channel,
        "written through"
    );
    store.shutdown().await;
}

#[tokio::test]
async fn settings_are_stored_per_user_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/data/paiju.db", dir.path().display());
    settings_round_trip(url).await;
}

#[tokio::test]
async fn settings_are_stored_per_user_on_postgres() {
    with_pg("user_settings", settings_round_trip).await;
}

#[tokio::test]
async fn settings_in_memory_start_empty() {
    let s = SettingsStore::memory().await.unwrap();
    assert!(s.all().await.unwrap().is_empty());
    s.set_notify(BOB, NotifyMode::Channel, NOW).await.unwrap();
    assert_eq!(s.all().await.unwrap().len(), 1);
}

#[tokio::test]
async fn settings_are_stored_per_user_in_memory_as_in_the_database() {
    let s = MemoryUserStore::new();
    let ann = setters_keep_one_another(&s).await;
    let prefs = Prefs::load(s).await.unwrap();
    assert_eq!(prefs.get(ANN), ann);
    assert_eq!(prefs.get(BOB), UserSettings::default());
}

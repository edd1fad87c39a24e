//! Quiet hours at a table (`/notify quiet:…`): no reminder inside them — it waits for their
//! end — and the deadline moves back by the quiet time inside the turn, at most one night
//! (docs/notifications.md). The decision is logged, so a restart (with or without the
//! settings) keeps the same deadline and the same held reminders. A registry with a manual
//! clock over one store.

use crate::common::clocked::{self, Reg};
use paiju::games::any::GameKind;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{
    ChannelId, Clock, ManualClock, Notice, Outgoing, Recipient, Table, TableOp, Timestamp, UserId,
};
use paiju::users::{Prefs, QuietHours};
use std::sync::Arc;

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const CH: ChannelId = ChannelId(16);
/// 2026-01-10 18:00 UTC.
const EVENING: Timestamp = Timestamp(1_768_068_000_000);

const ENTROPY: u64 = 77;

fn registry(store: &Arc<MemoryStore>, clock: &Arc<ManualClock>, prefs: Option<&Arc<Prefs>>) -> Reg {
    let reg = clocked::registry(store, clock);
    if let Some(p) = prefs {
        reg.set_quiet_source(p.clone());
    }
    reg
}

/// Everyone sleeps 22:00-07:00 in `tz`.
async fn sleepers(tz: &str) -> Arc<Prefs> {
    let prefs = Arc::new(Prefs::in_memory());
    for u in [1, 2, 3] {
        prefs
            .update(UserId(u), EVENING, |s| {
                s.quiet = QuietHours::parse("22:00-07:00").unwrap();
                s.time_zone = Some(tz.into());
            })
            .await
            .unwrap();
    }
    prefs
}

/// A Dou Dizhu table with a 12 h clock, three people, dealt at 18:00.
async fn dealt(reg: &Reg) {
    let options = ["turn_timeout=12h", "reminders=50%,1h"];
    clocked::three_seated(reg, CH, GameKind::Doudizhu, &options, ENTROPY).await;
}

async fn to_act(reg: &Reg) -> (UserId, Option<Timestamp>) {
    let t = reg.table(CH).await.unwrap().unwrap();
    let t = t.lock().await;
    let seat = t.to_act()[0];
    (t.user_at(seat).unwrap(), t.deadline(seat))
}

/// Ticks every 10 minutes from now to `until`; the reminders sent, with when.
async fn run_until(reg: &Reg, clock: &ManualClock, until: Timestamp) -> Vec<(Timestamp, UserId)> {
    let mut sent = Vec::new();
    while clock.now() < until {
        clock.advance(10 * MINUTE);
        for (_, done) in reg.tick().await {
            for Outgoing { to, notice } in &done.outbox {
                if let (Recipient::User(u), Notice::Reminder { .. }) = (to, notice) {
                    sent.push((clock.now(), *u));
                }
            }
        }
    }
    sent
}

#[tokio::test]
async fn no_reminder_is_sent_inside_quiet_hours_and_the_deadline_moves_by_the_quiet_time() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(EVENING));
    let prefs = sleepers("UTC").await;
    let reg = registry(&store, &clock, Some(&prefs));
    dealt(&reg).await;
    let (sleeper, deadline) = to_act(&reg).await;
    // 18:00 + 12 h = 06:00; 22:00-06:00 (8 h) of it is quiet: 14:00 the next day.
    assert_eq!(deadline, Some(EVENING.plus_millis(20 * HOUR)));
    // Halfway (04:00) is inside the quiet hours: held until 07:00; one hour before is 13:00.
    let sent = run_until(&reg, &clock, EVENING.plus_millis(19 * HOUR + 30 * MINUTE)).await;
    assert_eq!(
        sent,
        vec![
            (EVENING.plus_millis(13 * HOUR), sleeper),
            (EVENING.plus_millis(19 * HOUR), sleeper)
        ],
        "07:00 and 13:00, nothing in the night"
    );
    // The decision is in the log.
    let record = store.open_tables().await.unwrap().pop().unwrap();
    let logged = record.entries.iter().find_map(|e| match &e.op {
        TableOp::QuietHours { extend_ms, .. } => Some(*extend_ms),
        _ => None,
    });
    assert_eq!(logged, Some(8 * HOUR));
}

#[tokio::test]
async fn the_held_reminder_and_the_moved_deadline_survive_a_restart_without_the_settings() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(EVENING));
    // Berlin in January is UTC+1: quiet 21:00-06:00 UTC; 18:00-06:00 UTC has 9 h of it, capped
    // at one night (9 h).
    let prefs = sleepers("Europe/Berlin").await;
    let reg = registry(&store, &clock, Some(&prefs));
    dealt(&reg).await;
    let (sleeper, deadline) = to_act(&reg).await;
    assert_eq!(deadline, Some(EVENING.plus_millis(21 * HOUR)));
    let before = run_until(&reg, &clock, EVENING.plus_millis(8 * HOUR)).await;
    assert!(
        before.is_empty(),
        "02:00 UTC: asleep, nothing sent: {before:?}"
    );
    // Restart at 02:00 — this time without anyone's settings: the log decides.
    drop(reg);
    let reg = registry(&store, &clock, None);
    assert_eq!(reg.recover().await.unwrap(), 1);
    assert_eq!(to_act(&reg).await, (sleeper, deadline));
    let sent = run_until(&reg, &clock, EVENING.plus_millis(12 * HOUR + 30 * MINUTE)).await;
    // Halfway (18:00 + 10.5 h = 04:30 UTC) waits for 06:00 UTC (07:00 in Berlin).
    assert_eq!(sent, vec![(EVENING.plus_millis(12 * HOUR), sleeper)]);
    // The live table equals its replay.
    let record = store.open_tables().await.unwrap().pop().unwrap();
    let replayed = Table::replay(record.header, &record.entries).unwrap();
    let live = reg.table(CH).await.unwrap().unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{:?}", *live.lock().await));
}

#[tokio::test]
async fn a_player_without_quiet_hours_keeps_the_plain_clock() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(EVENING));
    let reg = registry(&store, &clock, Some(&Arc::new(Prefs::in_memory())));
    dealt(&reg).await;
    let (user, deadline) = to_act(&reg).await;
    assert_eq!(deadline, Some(EVENING.plus_millis(12 * HOUR)));
    let sent = run_until(&reg, &clock, EVENING.plus_millis(11 * HOUR + 30 * MINUTE)).await;
    assert_eq!(
        sent,
        vec![
            (EVENING.plus_millis(6 * HOUR), user),
            (EVENING.plus_millis(11 * HOUR), user)
        ]
    );
    let record = store.open_tables().await.unwrap().pop().unwrap();
    assert!(
        !record
            .entries
            .iter()
            .any(|e| matches!(e.op, TableOp::QuietHours { .. })),
        "nothing to decide, nothing logged"
    );
}

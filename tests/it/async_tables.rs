//! Tables played over hours and days: 幺地人 claim windows follow the table's pace and never
//! forfeit a match, the safe automatic answer never throws away a win, and all of it survives
//! a restart mid-window (a registry with a manual clock over one store).

use crate::common::clocked::{self, Reg, registry};
use paiju::games::any::GameKind;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{ChannelId, Clock, Command, Ctx, ManualClock, Notice, Status, Timestamp};
use std::sync::Arc;

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const CH: ChannelId = ChannelId(15);

const ENTROPY: u64 = 2026;

fn ctx(reg: &Reg, user: u64) -> Ctx {
    clocked::ctx(reg, user, ENTROPY)
}

/// Three people at a 幺地人 table with `options`; the match started.
async fn yaodiren(reg: &Reg, options: &[&str]) {
    clocked::three_seated(reg, CH, GameKind::Yaodiren, options, ENTROPY).await;
}

/// (in a claim window, the seats to act, their deadlines, the status)
async fn state(reg: &Reg) -> (bool, Vec<(paiju::games::Seat, Option<Timestamp>)>, Status) {
    let t = reg.table(CH).await.unwrap().unwrap();
    let t = t.lock().await;
    let seats = t.to_act().into_iter().map(|s| (s, t.deadline(s))).collect();
    (t.in_claim_window(), seats, t.status())
}

/// The players answer promptly (as their bots would) until a claim window opens.
async fn play_to_a_claim_window(reg: &Reg) -> bool {
    for _ in 0..400 {
        let (claim, seats, status) = state(reg).await;
        if status != Status::Playing {
            return false;
        }
        if claim {
            return true;
        }
        let seat = seats[0].0;
        let action = {
            let t = reg.table(CH).await.unwrap().unwrap();
            let t = t.lock().await;
            t.game().unwrap().bot_action(seat).unwrap()
        };
        let who = ctx(reg, u64::from(seat.0) + 1);
        reg.execute(CH, &who, Command::Action { action })
            .await
            .unwrap();
    }
    false
}

#[tokio::test]
async fn a_slow_table_never_waits_on_a_two_minute_window_nor_forfeits_on_a_claim_timeout() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(1_000_000)));
    let reg = registry(&store, &clock);
    yaodiren(
        &reg,
        &["turn_timeout=12h", "on_timeout=forfeit", "reminders=off"],
    )
    .await;
    assert!(play_to_a_claim_window(&reg).await, "a claim window opens");
    let (_, seats, _) = state(&reg).await;
    let opened = clock.now();
    for (seat, deadline) in &seats {
        assert_eq!(
            *deadline,
            Some(opened.plus_millis(3 * HOUR)),
            "seat {seat:?}: a quarter of the 12 h turn, not 2 minutes"
        );
    }
    clock.advance(2 * MINUTE);
    assert!(
        reg.tick().await.is_empty(),
        "nothing happens after 2 minutes"
    );
    // Restart mid-window: the deadline comes back from the log.
    drop(reg);
    let reg = registry(&store, &clock);
    assert_eq!(reg.recover().await.unwrap(), 1);
    assert_eq!(
        state(&reg).await.1,
        seats,
        "the same window, the same deadlines"
    );
    clock.advance(3 * HOUR);
    let done = reg.tick().await;
    assert!(
        done.iter()
            .flat_map(|(_, h)| &h.outbox)
            .any(|o| matches!(o.notice, Notice::TimedOut { .. })),
        "the window timed out"
    );
    let (claim_after, _, status) = state(&reg).await;
    assert_eq!(
        status,
        Status::Playing,
        "a claim timeout never forfeits the match"
    );
    assert!(
        !claim_after || state(&reg).await.1 != seats,
        "the window was answered"
    );
    // The log says what was done, and replays to the same table.
    let record = store.open_tables().await.unwrap().pop().unwrap();
    let replayed = paiju::table::Table::replay(record.header, &record.entries).unwrap();
    let live = reg.table(CH).await.unwrap().unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{:?}", *live.lock().await));
}

/// Three people at a Dou Dizhu table; the game started.
async fn doudizhu(reg: &Reg) {
    let options = ["turn_timeout=12h", "reminders=off"];
    clocked::three_seated(reg, CH, GameKind::Doudizhu, &options, ENTROPY).await;
}

#[tokio::test]
async fn an_away_player_is_played_by_a_bot_until_the_time_is_up_and_it_survives_a_restart() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(5_000_000)));
    let reg = registry(&store, &clock);
    doudizhu(&reg).await;
    // Everyone but user 1 goes away for 8 hours: the bots play whenever those seats are due.
    for u in [2, 3] {
        let h = reg
            .execute(
                CH,
                &ctx(&reg, u),
                Command::Away {
                    for_ms: Some(8 * HOUR),
                },
            )
            .await
            .unwrap();
        assert!(
            h.outbox.iter().any(
                |o| matches!(o.notice, Notice::Away { for_ms: Some(ms), .. } if ms == 8 * HOUR)
            )
        );
    }
    let seats_due = state(&reg).await.1;
    assert!(
        seats_due.iter().all(|(s, _)| s.0 == 0),
        "only the player who is here is waited on: {seats_due:?}"
    );
    // A restart keeps the absence; when the 8 hours are up they are back.
    drop(reg);
    let reg = registry(&store, &clock);
    reg.recover().await.unwrap();
    {
        let t = reg.table(CH).await.unwrap().unwrap();
        let t = t.lock().await;
        assert!(t.bot_plays(paiju::games::Seat(1)) && t.bot_plays(paiju::games::Seat(2)));
    }
    clock.advance(8 * HOUR);
    let done = reg.tick().await;
    let backs = done
        .iter()
        .flat_map(|(_, h)| &h.outbox)
        .filter(|o| matches!(o.notice, Notice::Back { .. }))
        .count();
    assert_eq!(backs, 2, "both are back by themselves");
    let t = reg.table(CH).await.unwrap().unwrap();
    let t = t.lock().await;
    assert!(!t.bot_plays(paiju::games::Seat(1)) && !t.bot_plays(paiju::games::Seat(2)));
    let record = store.open_tables().await.unwrap().pop().unwrap();
    let replayed = paiju::table::Table::replay(record.header, &record.entries).unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{:?}", *t));
}

#[tokio::test]
async fn back_ends_an_absence_early_and_is_refused_when_nobody_stands_in() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(5_000_000)));
    let reg = registry(&store, &clock);
    doudizhu(&reg).await;
    assert!(
        reg.execute(CH, &ctx(&reg, 2), Command::Back).await.is_err(),
        "nothing to come back from"
    );
    reg.execute(CH, &ctx(&reg, 2), Command::Away { for_ms: None })
        .await
        .unwrap();
    clock.advance(30 * 24 * HOUR);
    {
        let t = reg.table(CH).await.unwrap().unwrap();
        assert!(
            t.lock().await.bot_plays(paiju::games::Seat(1)),
            "no end given: still away"
        );
    }
    reg.execute(CH, &ctx(&reg, 2), Command::Back).await.unwrap();
    let t = reg.table(CH).await.unwrap().unwrap();
    assert!(!t.lock().await.bot_plays(paiju::games::Seat(1)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_discord_table_away_takes_a_duration_and_refuses_one_it_cannot_read() {
    use crate::support::{CHANNEL, Harness, Player};
    use serde_json::json;
    let h = Harness::start(11).await;
    let ps = [
        Player::new(801, "Ann"),
        Player::new(802, "Bob"),
        Player::new(803, "Cy"),
    ];
    let new = json!([{"type": 3, "name": "game", "value": "doudizhu"},
                     {"type": 4, "name": "players", "value": 3}]);
    h.table(&ps[0], CHANNEL, "new", new).await;
    h.table(&ps[1], CHANNEL, "join", json!([])).await;
    h.table(&ps[2], CHANNEL, "join", json!([])).await;
    h.table(&ps[0], CHANNEL, "start", json!([])).await;
    let bad = h
        .table(
            &ps[1],
            CHANNEL,
            "away",
            json!([{"type": 3, "name": "for", "value": "soon"}]),
        )
        .await;
    assert!(
        bad.content.starts_with('✗') && bad.content.contains("soon") && bad.content.contains("8h"),
        "{bad:?}"
    );
    let ok = h
        .table(
            &ps[1],
            CHANNEL,
            "away",
            json!([{"type": 3, "name": "for", "value": "8h"}]),
        )
        .await;
    assert!(ok.content.starts_with('✓'), "{ok:?}");
    h.fake
        .wait_for("the channel told", std::time::Duration::from_secs(5), |f| {
            f.channel_messages(CHANNEL)
                .iter()
                .any(|m| m.content.contains("Bob is away for 8"))
        })
        .await;
    h.shutdown().await;
}

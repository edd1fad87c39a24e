//! Turn clocks, reminders, restarts and eviction, through the registry with a manual clock.

use crate::common::clocked::{self, Reg, registry};
use paiju::games::Options;
use paiju::games::Verb;
use paiju::games::any::GameKind;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{
    ChannelId, Command, Ctx, ManualClock, Notice, Recipient, Status, Timestamp, UserId,
};
use std::sync::Arc;

const HOUR: i64 = 3_600_000;
const CH: ChannelId = ChannelId(10);

const ENTROPY: u64 = 99;

fn ctx(reg: &Reg, user: u64) -> Ctx {
    clocked::ctx(reg, user, ENTROPY)
}

/// Three people at a Dou Dizhu table with the given options; the game started.
async fn start(reg: &Reg, options: &[&str]) {
    clocked::three_seated(reg, CH, GameKind::Doudizhu, options, ENTROPY).await;
}

async fn to_act(reg: &Reg) -> Vec<paiju::games::Seat> {
    reg.table(CH).await.unwrap().unwrap().lock().await.to_act()
}

fn user_of(seat: paiju::games::Seat) -> u64 {
    u64::from(seat.0) + 1
}

#[tokio::test]
async fn a_timeout_fires_at_the_stored_deadline_after_a_restart() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(1_000_000)));
    let first_to_act;
    {
        let reg = registry(&store, &clock);
        start(&reg, &["turn_timeout=2h", "reminders=off"]).await;
        first_to_act = to_act(&reg).await;
        clock.advance(HOUR);
        assert!(reg.tick().await.is_empty(), "nothing is due after one hour");
    }
    // "Restart": a new registry over the same store.
    let reg = registry(&store, &clock);
    assert_eq!(reg.recover().await.unwrap(), 1);
    assert_eq!(to_act(&reg).await, first_to_act);
    clock.advance(HOUR - 1);
    assert!(reg.tick().await.is_empty(), "one millisecond early");
    clock.advance(1);
    let done = reg.tick().await;
    assert_eq!(done.len(), 1);
    let (_, handled) = &done[0];
    assert!(
        handled
            .outbox
            .iter()
            .any(|o| matches!(o.notice, Notice::TimedOut { .. }))
    );
    let now_to_act = to_act(&reg).await;
    assert_ne!(now_to_act, first_to_act, "auto passed the bid");
    // The timeout is in the durable log: a second restart sees the same state.
    let reg2 = registry(&store, &clock);
    reg2.recover().await.unwrap();
    assert_eq!(to_act(&reg2).await, now_to_act);
}

#[tokio::test]
async fn reminders_are_sent_once_not_on_every_restart() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(0)));
    let reg = registry(&store, &clock);
    start(&reg, &["turn_timeout=12h"]).await;
    let seat = to_act(&reg).await[0];
    clock.advance(6 * HOUR);
    let done = reg.tick().await;
    let reminders: Vec<_> = done
        .iter()
        .flat_map(|(_, h)| &h.outbox)
        .filter(|o| matches!(o.notice, Notice::Reminder { .. }))
        .collect();
    assert_eq!(reminders.len(), 1);
    assert_eq!(reminders[0].to, Recipient::User(UserId(user_of(seat))));
    assert!(matches!(reminders[0].notice, Notice::Reminder { left_ms, .. } if left_ms == 6 * HOUR));
    assert!(reg.tick().await.is_empty(), "not twice");
    drop(reg);
    let reg = registry(&store, &clock);
    reg.recover().await.unwrap();
    assert!(reg.tick().await.is_empty(), "not again after a restart");
    clock.advance(5 * HOUR);
    let done = reg.tick().await;
    let n = done
        .iter()
        .flat_map(|(_, h)| &h.outbox)
        .filter(|o| matches!(o.notice, Notice::Reminder { .. }))
        .count();
    assert_eq!(n, 1, "the one-hour-before reminder");
}

#[tokio::test]
async fn forfeit_policy_ends_the_game() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(0)));
    let reg = registry(&store, &clock);
    start(
        &reg,
        &["turn_timeout=1m", "on_timeout=forfeit", "reminders=off"],
    )
    .await;
    clock.advance(60_000);
    let done = reg.tick().await;
    assert!(
        done[0]
            .1
            .outbox
            .iter()
            .any(|o| matches!(o.notice, Notice::GameOver { .. }))
    );
    let t = reg.table(CH).await.unwrap().unwrap();
    assert_eq!(t.lock().await.status(), Status::Finished);
}

#[tokio::test]
async fn bot_policy_stands_in_until_the_player_returns() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(0)));
    let reg = registry(&store, &clock);
    start(
        &reg,
        &["turn_timeout=1m", "on_timeout=bot", "reminders=off"],
    )
    .await;
    let sleeper = to_act(&reg).await[0];
    // Everyone else lets their clocks run out too: the whole hand is played by stand-ins,
    // and it ends.
    for _ in 0..400 {
        let t = reg.table(CH).await.unwrap().unwrap();
        if t.lock().await.status() != Status::Playing {
            break;
        }
        clock.advance(60_000);
        reg.tick().await;
    }
    let t = reg.table(CH).await.unwrap().unwrap();
    assert_eq!(t.lock().await.status(), Status::Finished);
    let _ = sleeper;
}

#[tokio::test]
async fn the_player_takes_the_seat_back_from_the_stand_in() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(0)));
    let reg = registry(&store, &clock);
    start(
        &reg,
        &["turn_timeout=1m", "on_timeout=bot", "reminders=off"],
    )
    .await;
    let sleeper = to_act(&reg).await[0];
    clock.advance(60_000);
    reg.tick().await;
    let user = UserId(user_of(sleeper));
    let id = {
        let t = reg.table(CH).await.unwrap().unwrap();
        let t = t.lock().await;
        assert!(t.stand_ins().contains(&sleeper));
        t.id()
    };
    // The stand-in's move is in the log itself: a replay never asks a (later, different) bot.
    let record = store.load(id).await.unwrap().unwrap();
    let logged = record.entries.iter().find_map(|e| match &e.op {
        paiju::table::log::TableOp::Timeout { seat, action, .. } if *seat == sleeper => {
            Some(action.clone())
        }
        _ => None,
    });
    assert!(
        matches!(logged, Some(Some(_))),
        "the timeout logs the bot's move: {logged:?}"
    );
    reg.execute(CH, &ctx(&reg, user.0), Command::Back)
        .await
        .unwrap();
    let t = reg.table(CH).await.unwrap().unwrap();
    assert!(t.lock().await.stand_ins().is_empty());
    assert_eq!(
        reg.execute(CH, &ctx(&reg, user.0), Command::Back)
            .await
            .err()
            .map(|e| e.to_string()),
        Some("no bot is playing for you".to_string())
    );
}

#[tokio::test]
async fn idle_tables_are_evicted_and_reload_on_demand_with_their_clocks() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(0)));
    let reg = registry(&store, &clock).with_idle_eviction(10 * 60_000);
    start(&reg, &["turn_timeout=1h", "reminders=off"]).await;
    let before = to_act(&reg).await;
    clock.advance(20 * 60_000);
    reg.tick().await;
    assert_eq!(reg.loaded(), 0, "evicted after 10 idle minutes");
    // Its clock still runs: at the deadline the table is loaded and the timeout applied.
    clock.advance(40 * 60_000);
    let done = reg.tick().await;
    assert_eq!(done.len(), 1);
    assert_ne!(to_act(&reg).await, before);
    // Seated players are still known while evicted.
    assert_eq!(reg.tables_of(UserId(2)).await, vec![CH]);
}

#[tokio::test]
async fn duplicate_interaction_is_applied_once() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(0)));
    let reg = registry(&store, &clock);
    start(&reg, &[]).await;
    let seat = to_act(&reg).await[0];
    let mut c = ctx(&reg, user_of(seat));
    c.key = Some("interaction-77".into());
    let cmd = || Command::Act {
        verb: Verb::Pass,
        args: String::new(),
    };
    reg.execute(CH, &c, cmd()).await.unwrap();
    let stored = store.open_tables().await.unwrap()[0].entries.len();
    assert!(reg.execute(CH, &c, cmd()).await.is_err());
    assert_eq!(store.open_tables().await.unwrap()[0].entries.len(), stored);
}

/// Every policy on every game: `forfeit` ends the game at the first timeout, `bot` lets
/// stand-ins finish it, `auto` keeps it moving with the game's safe default — and every state
/// the clocks produce passes the game's own audit.
#[tokio::test]
async fn every_timeout_policy_on_every_game() {
    for (kind, players) in [
        (GameKind::Doudizhu, 3u64),
        (GameKind::Chicago, 2),
        (GameKind::Chowdah, 2),
        (GameKind::Yaodiren, 3),
    ] {
        for policy in ["auto", "bot", "forfeit"] {
            let store = Arc::new(MemoryStore::new());
            let clock = Arc::new(ManualClock::new(Timestamp(0)));
            let reg = registry(&store, &clock);
            let options = Options::parse_pairs([
                format!("players={players}").as_str(),
                "turn_timeout=1m",
                "claim_timeout=1m",
                &format!("on_timeout={policy}"),
                "reminders=off",
            ]);
            let options = if kind == GameKind::Yaodiren {
                // 幺地人 is always three players; it has no `players` option.
                Options(
                    options
                        .0
                        .into_iter()
                        .filter(|(k, _)| k != "players")
                        .collect(),
                )
            } else {
                options
            };
            reg.open(CH, None, kind, options, &ctx(&reg, 1))
                .await
                .unwrap();
            for u in 2..=players {
                reg.execute(CH, &ctx(&reg, u), Command::Join).await.unwrap();
            }
            reg.execute(CH, &ctx(&reg, 1), Command::Start { deal: None })
                .await
                .unwrap();
            let mut timeouts = 0;
            for _ in 0..3_000 {
                let t = reg.table(CH).await.unwrap().unwrap();
                if t.lock().await.status() != Status::Playing {
                    break;
                }
                clock.advance(60_000);
                for (_, h) in reg.tick().await {
                    timeouts += h
                        .outbox
                        .iter()
                        .filter(|o| matches!(o.notice, Notice::TimedOut { .. }))
                        .count();
                }
                let t = reg.table(CH).await.unwrap().unwrap();
                let t = t.lock().await;
                if let Some(g) = t.game() {
                    g.audit().unwrap_or_else(|e| panic!("{kind} {policy}: {e}"));
                }
                if policy == "auto" && timeouts >= 40 {
                    break;
                }
            }
            let t = reg.table(CH).await.unwrap().unwrap();
            let status = t.lock().await.status();
            match policy {
                "forfeit" => {
                    assert_eq!(status, Status::Finished, "{kind}: forfeit ends the game");
                    assert_eq!(timeouts, 1, "{kind}: one timeout suffices");
                }
                "bot" => assert_eq!(status, Status::Finished, "{kind}: stand-ins finish"),
                _ => assert!(
                    timeouts >= 40 || status == Status::Finished,
                    "{kind}: auto moves on"
                ),
            }
            // Whatever happened replays from the durable log.
            let record = store.open_tables().await.unwrap().pop().unwrap();
            let replayed = paiju::table::Table::replay(record.header, &record.entries).unwrap();
            assert_eq!(replayed.status(), status, "{kind} {policy}");
        }
    }
}

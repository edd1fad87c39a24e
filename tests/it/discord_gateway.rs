//! The gateway drops mid-game. Discord keeps the events of the outage and, on RESUME, may send
//! again the last one the bot already had: the bot resumes, acts on what it missed, and does not
//! act twice on what it had. When Discord refuses the RESUME (an invalid session), the bot
//! identifies afresh and the game goes on.

use crate::support::users::{command_data, interaction, verb_options};
use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::table::UserId;
use serde_json::json;
use std::time::Duration;

fn players() -> [Player; 3] {
    [
        Player::new(701, "Ann"),
        Player::new(702, "Bob"),
        Player::new(703, "Cy"),
    ]
}

/// The player to act at the table now.
async fn to_act<'a>(h: &Harness, ps: &'a [Player; 3]) -> &'a Player {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let user = t.users_to_act()[0];
    ps.iter().find(|p| UserId(p.id) == user).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_resumes_without_acting_twice_or_identifies_afresh() {
    let h = Harness::start(5).await;
    let ps = players();
    let new = json!([{"type": 3, "name": "game", "value": "doudizhu"},
                     {"type": 4, "name": "players", "value": 3}]);
    h.table(&ps[0], CHANNEL, "new", new).await;
    h.table(&ps[1], CHANNEL, "join", json!([])).await;
    h.table(&ps[2], CHANNEL, "join", json!([])).await;
    h.table(&ps[0], CHANNEL, "start", json!([])).await;
    h.fake.settle(Duration::from_millis(200)).await;

    // 1. The connection drops; during the outage the player to act passes the bid.
    let log = h.log_len(CHANNEL).await;
    h.fake.drop_gateway(true);
    tokio::time::sleep(Duration::from_millis(50)).await;
    let p = to_act(&h, &ps).await;
    let (_, bid) = interaction(
        &h.fake,
        2,
        p,
        Where::Channel(CHANNEL),
        command_data("bid", verb_options(Some(("value", "pass")))),
    );
    h.fake.dispatch("INTERACTION_CREATE", bid);
    h.fake
        .wait_for("the bot to resume", Duration::from_secs(30), |f| {
            f.resumes().0 >= 1
        })
        .await;
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while h.log_len(CHANNEL).await < log + 1 && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    h.fake.settle(Duration::from_millis(500)).await;
    assert_eq!(
        h.log_len(CHANNEL).await,
        log + 1,
        "the missed bid applied once; the event sent again on RESUME (the start) not at all"
    );
    assert_eq!(h.fake.identified(), 1, "resumed, not identified again");

    // 2. The connection drops again and Discord refuses the RESUME: the bot identifies.
    h.fake.drop_gateway(false);
    h.fake
        .wait_for("a fresh IDENTIFY", Duration::from_secs(30), |f| {
            f.identified() >= 2
        })
        .await;
    assert!(h.fake.resumes().1 >= 1, "the RESUME was refused");
    // The game goes on.
    let p = to_act(&h, &ps).await;
    let a = h
        .verb(p, Where::Channel(CHANNEL), "bid", Some(("value", "3")))
        .await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    assert_eq!(h.log_len(CHANNEL).await, log + 2);
    h.shutdown().await;
}

//! `/hint` on Discord: only the asker sees it, it names a move the asker may make now (from
//! their seat's information), and a table with `hints=off` refuses it, saying why.

use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::table::UserId;
use serde_json::{Value, json};

fn ann() -> Player {
    Player::new(301, "Ann")
}
fn bob() -> Player {
    Player::new(302, "Bob")
}
fn cy() -> Player {
    Player::new(303, "Cy")
}

/// Opens a 3-player Dou Dizhu table with `options`, seats everyone and deals.
async fn started(h: &Harness, players: &[Player], options: &str) {
    let opts = json!([
        {"type": 3, "name": "game", "value": "doudizhu"},
        {"type": 3, "name": "options", "value": options},
        {"type": 4, "name": "players", "value": players.len()},
    ]);
    let a = h.table(&players[0], CHANNEL, "new", opts).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    for p in &players[1..] {
        let a = h.table(p, CHANNEL, "join", json!([])).await;
        assert!(a.content.starts_with('✓'), "{a:?}");
    }
    let a = h.table(&players[0], CHANNEL, "start", json!([])).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
}

/// The player to act, and the commands they may send now.
async fn to_act(h: &Harness, players: &[Player]) -> (Player, Vec<String>) {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let user = t.users_to_act()[0];
    let p = players
        .iter()
        .find(|p| UserId(p.id) == user)
        .unwrap()
        .clone();
    let legal = t.legal_commands(user);
    (p, legal)
}

#[tokio::test]
async fn a_hint_is_for_the_asker_only_and_names_a_move_they_may_make() {
    let h = Harness::start(5).await;
    let players = vec![ann(), bob(), cy()];
    started(&h, &players, "").await;
    let (p, legal) = to_act(&h, &players).await;
    let a = h
        .slash(&p, Where::Channel(CHANNEL), "hint", Value::Array(vec![]))
        .await;
    assert!(a.ephemeral, "only the asker sees a hint: {a:?}");
    assert!(a.content.starts_with("💡 Hint: "), "{}", a.content);
    let command = a.content["💡 Hint: ".len()..]
        .split(" — ")
        .next()
        .unwrap()
        .to_string();
    assert!(legal.contains(&command), "{command} not in {legal:?}");
    // Asking changes nothing: the same player is still to act.
    assert_eq!(to_act(&h, &players).await.0.id, p.id);
}

#[tokio::test]
async fn a_table_with_hints_off_refuses_them() {
    let h = Harness::start(6).await;
    let players = vec![ann(), bob(), cy()];
    started(&h, &players, "hints=off").await;
    let (p, _) = to_act(&h, &players).await;
    let a = h
        .slash(&p, Where::Channel(CHANNEL), "hint", Value::Array(vec![]))
        .await;
    assert!(a.ephemeral, "{a:?}");
    assert!(
        a.content.contains("Hints are off at this table."),
        "{}",
        a.content
    );
    assert!(!a.content.contains("Hint: "), "{}", a.content);
}

//! Four-player Dou Dizhu through the fake Discord: the landlord's 33 cards do not fit one
//! select menu (Discord allows 25 options), so the panel splits them across two.

use crate::discord_e2e::{SEED, ephemeral_ok, go_button};
use crate::support::{CHANNEL, Harness, Player, Where, refused};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_split_the_landlords_cards_across_two_menus() {
    let h = Harness::start(SEED).await;
    let ps = [
        Player::new(101, "Ann"),
        Player::new(102, "Bob"),
        Player::new(103, "Cy"),
        Player::new(104, "Di"),
    ];
    ephemeral_ok(
        &h.table(
            &ps[0],
            CHANNEL,
            "new",
            json!([
            {"type": 3, "name": "game", "value": "doudizhu"},
            {"type": 4, "name": "players", "value": 4}]),
        )
        .await,
    );
    for p in &ps[1..] {
        ephemeral_ok(&h.table(p, CHANNEL, "join", json!([])).await);
    }
    ephemeral_ok(&h.table(&ps[0], CHANNEL, "start", json!([])).await);
    let first = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let p = ps.iter().find(|p| p.id == first).unwrap();
    ephemeral_ok(
        &h.verb(p, Where::Channel(CHANNEL), "bid", Some(("value", "3")))
            .await,
    );
    // 25 + 8 cards: two menus.
    let hand = h.slash(p, Where::Channel(CHANNEL), "hand", json!([])).await;
    assert!(hand.content.contains("Your hand (33)"), "{}", hand.content);
    let panel = hand.message.unwrap();
    let menus = panel.menus();
    assert_eq!(
        menus.iter().map(|(_, v)| v.len()).collect::<Vec<_>>(),
        vec![25, 8]
    );
    // A card from each menu: the selection of the first survives choosing in the second.
    let a = h
        .select(
            p,
            Where::Channel(CHANNEL),
            &panel,
            &menus[0].0,
            &menus[0].1[..1],
        )
        .await;
    assert_eq!(a.kind, 7);
    let panel = a.message.unwrap();
    let a = h
        .select(
            p,
            Where::Channel(CHANNEL),
            &panel,
            &menus[1].0,
            &menus[1].1[7..],
        )
        .await;
    let panel = a.message.unwrap();
    let low = menus[0].1[0].split('.').next().unwrap();
    let high = menus[1].1[7].split('.').next().unwrap();
    let go = go_button(&panel);
    assert!(go.ends_with(&format!(":go:play:{low}{high}")), "{go}");
    // Not a combination: refused in a new ephemeral message, the panel stays.
    let log = h.log_len(CHANNEL).await;
    let a = h.click(p, Where::Channel(CHANNEL), &panel, &go).await;
    refused(&a, "not a combination");
    assert_eq!(h.log_len(CHANNEL).await, log);
    assert_eq!(h.fake.message(panel.id).unwrap().content, panel.content);
    h.shutdown().await;
}

//! Chowdah played to its result through Discord only (the driver and its checks after every
//! interaction: `discord_games`).

use crate::discord_games::*;
use crate::support::{CHANNEL, Harness, Where};
use paiju::cards::Card;
use paiju::games::any::{AnyDeal, GameKind};
use serde_json::json;

/// Chowdah deal: Ann needs the Q♦ on pile 1 for a quint with her joker, then the K♦ to free
/// the joker for her quad, and calls Chowdah on her second turn.
fn chowdah_deal() -> AnyDeal {
    let ann = cards("JK Kc Kc 5h 6h 7h 2s 3s 4s 9d Td Jd 8c");
    let bob = cards("JK Ah 3d 5c 7d 9s Jh Qc 2d 4h 6c 8s Tc");
    let piles = [cards("Qd"), cards("3c"), cards("7s")];
    let front = cards("2h Kd");
    let mut rest: Vec<String> = Card::deck52()
        .iter()
        .chain(Card::deck52().iter())
        .map(Card::to_string)
        .collect();
    for c in ann
        .iter()
        .chain(&bob)
        .chain(piles.iter().flatten())
        .chain(&front)
    {
        if c != "JK" {
            let i = rest.iter().position(|r| r == c).unwrap();
            rest.remove(i);
        }
    }
    let mut stock = front;
    stock.extend(rest);
    let json = json!({"hands": [ann, bob], "piles": piles, "stock": stock});
    GameKind::Chowdah.parse_deal(&json.to_string()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chowdah_one_round_for_two() {
    let h = Harness::start(SEED).await;
    let players = vec![ann(), bob()];
    let (ann, bob) = (&players[0], &players[1]);
    let (g, new) = start(&h, &players, GameKind::Chowdah, "rounds=1", chowdah_deal()).await;
    assert!(
        new[0].contains("piles: Q♦ | 3♣ | 7♠; 77 in the stock. Ann starts."),
        "{new:?}"
    );

    // Ann takes the Q♦ from its pile (a button of her turn DM), melds it with the cards she
    // picks in the menu, and discards: pile 1 is now empty, so that is the only pile offered.
    let dm = g.turn_dm(ann);
    assert!(dm.button("Draw from the stock").is_some(), "{dm:?}");
    let new = g.step(ann, How::DmButton, "draw 1").await;
    assert_eq!(
        new,
        vec!["Ann takes Q♦ from pile 1."],
        "mid-turn: no prompt"
    );
    let melds = g.suggestions(ann, "meld", "").await;
    assert!(!melds.is_empty() && melds.len() <= 25);
    // Each names the meld it makes, Q♦ in it, and fills in only the hand cards to type.
    assert!(
        melds.iter().all(|(n, v)| n.starts_with("Meld [")
            && n.contains("Q♦")
            && !v.contains("Qd")
            && !v.contains('/')),
        "{melds:?}"
    );
    let new = g
        .step(
            ann,
            How::Menu(Where::Dm, &["9d", "Td", "Jd", "JK"]),
            "meld 9d Td Jd JK",
        )
        .await;
    assert_eq!(new, vec!["Ann exposes [9♦ 10♦ J♦ Q♦ JK]."]);
    g.refused(ann, "discard", "8c 2", "Pile 1 is empty: discard there.")
        .await;
    let panel = g.select(ann, Where::Dm, &g.turn_dm(ann), &["8c"]).await;
    assert_eq!(
        panel.button("Discard 8♣ on pile 1"),
        Some(g.do_id(ann, "discard 8c 1").await.0)
    );
    let new = g
        .step(ann, How::Menu(Where::Dm, &["8c"]), "discard 8c 1")
        .await;
    assert_eq!(new, vec!["Ann discards 8♣ on pile 1.\n▶ Bob to play."]);

    // Bob by slash commands: the stock (what he drew is his alone), then a discard with a
    // pile of his choice (no pile is empty: one button per pile).
    let draws = g.suggestions(bob, "draw", "").await;
    assert_eq!(
        draws[0],
        ("Draw from the stock".to_string(), "stock".to_string())
    );
    let new = g.step(bob, How::Suggested(""), "draw stock").await;
    assert_eq!(new, vec!["Bob draws from the stock."]);
    // His turn DM panel was brought up to date by the typed draw (it offered the draw; now
    // the card menu to discard); 🔄 shows the same.
    let dm = g.turn_dm(bob);
    assert!(!dm.menus().is_empty(), "the panel follows the typed draw");
    assert!(
        dm.button("Draw from the stock").is_none(),
        "no stale draw button"
    );
    let a = h
        .click(bob, Where::Dm, &dm, &format!("pj:{CHANNEL}:hand"))
        .await;
    assert_eq!(a.kind, 7);
    let panel = g.select(bob, Where::Dm, &a.message.unwrap(), &["2h"]).await;
    for pile in 1..=3 {
        assert!(
            panel
                .button(&format!("Discard 2♥ on pile {pile}"))
                .is_some(),
            "{:#?}",
            panel.components
        );
    }
    let offered = g.suggestions(bob, "discard", "2h").await;
    assert_eq!(
        offered.iter().map(|(_, v)| v.as_str()).collect::<Vec<_>>(),
        vec!["2h 1", "2h 2", "2h 3"]
    );
    let new = g.step(bob, How::Suggested("2h"), "discard 2h 3").await;
    assert_eq!(new, vec!["Bob discards 2♥ on pile 3.\n▶ Ann to play."]);

    // Ann draws the K♦, swaps it for her joker (suggested as she types it) and calls Chowdah
    // from the /hand panel.
    g.step(ann, How::DmButton, "draw stock").await;
    let swaps = g.suggestions(ann, "swap", "Kd").await;
    assert!(
        swaps
            .iter()
            .any(|(n, v)| v == "Kd for JK @0.1" && n == "Swap K♦ for JK (Ann's meld 1)"),
        "{swaps:?}"
    );
    let new = g
        .step(ann, How::Suggested("Kd"), "swap Kd for JK @0.1")
        .await;
    assert_eq!(
        new,
        vec!["Ann gives K♦ for JK in Ann's meld: [9♦ 10♦ J♦ Q♦ K♦]."]
    );
    let new = g.step(ann, How::HandButton, "declare").await;
    assert!(
        new[0].starts_with("🍲 Ann calls Chowdah! K♣ K♣ 5♥ 6♥ 7♥ 2♠ 3♠ 4♠ JK"),
        "{new:?}"
    );
    let result = g.finished().await;
    assert!(result.contains("🏆 Ann: +16"), "{result}");
    h.shutdown().await;
}

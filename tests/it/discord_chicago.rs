//! Chicago played to its result through Discord only (the driver and its checks after every
//! interaction: `discord_games`).

use crate::discord_games::*;
use crate::support::{CHANNEL, Harness, Where};
use paiju::cards::Card;
use paiju::games::any::{AnyDeal, GameKind};
use serde_json::json;

/// Chicago deal: Ann holds a pair of kings and draws the third; Bob two pair, then the full
/// house. Ann (21) and Bob (18) are close to the 30-point target.
fn chicago_deal() -> AnyDeal {
    let ann = cards("Kh Ks 8c 5d 2s");
    let bob = cards("Qs Qd Js Jd 3c");
    let front = cards("Kd 9h 4c Qh");
    let mut stock = front.clone();
    for c in Card::deck52() {
        let c = c.to_string();
        if !ann.contains(&c) && !bob.contains(&c) && !front.contains(&c) {
            stock.push(c);
        }
    }
    let json = json!({"scores": [21, 18], "hands": [ann, bob], "stock": stock});
    GameKind::Chicago.parse_deal(&json.to_string()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chicago_a_whole_match_for_two() {
    let h = Harness::start(SEED).await;
    let players = vec![ann(), bob()];
    let (ann, bob) = (&players[0], &players[1]);
    let (g, new) = start(
        &h,
        &players,
        GameKind::Chicago,
        "target=30 chicago-call=on",
        chicago_deal(),
    )
    .await;
    assert!(
        new[0].starts_with(
            "Chicago, game 1: Ann and Bob.\nDeal 1: Bob deals five cards each. (Ann 21 · Bob 18)"
        ),
        "{new:?}"
    );
    assert_eq!(g.kind, GameKind::Chicago);
    // `/discard` (and `/meld`) may be sent without cards: Chicago's stand pat.
    for name in ["discard", "meld"] {
        let registered = h.fake.commands();
        let command = registered.iter().find(|c| c["name"] == name).unwrap();
        assert_eq!(command["options"][0]["required"], false, "{command}");
    }

    // Exchange 1. The suggestions start with the exchange that keeps the kings, and find
    // the discards holding the cards typed, in any order; stand pat is a button.
    let offered = g.suggestions(ann, "discard", "").await;
    assert_eq!(
        offered[0],
        ("Discard 8♣ 5♦ 2♠".to_string(), "8c 5d 2s".to_string())
    );
    assert!(offered.len() <= 25);
    let typed = g.suggestions(ann, "discard", "2s 5").await;
    assert!(!typed.is_empty());
    assert!(
        typed
            .iter()
            .all(|(_, v)| v.contains("2s") && v.contains("5d")),
        "{typed:?}"
    );
    let dm = g.turn_dm(ann);
    assert!(dm.button("Stand pat (keep all five)").is_some(), "{dm:?}");
    g.refused(ann, "play", "Kh", "The tricks have not begun yet.")
        .await;
    let new = g
        .step(
            ann,
            How::Menu(Where::Dm, &["8c", "5d", "2s"]),
            "discard 8c 5d 2s",
        )
        .await;
    assert_eq!(new, vec!["Ann exchanges 3 cards.\n▶ Bob to exchange."]);
    let new = g.step(bob, How::DmButton, "discard").await;
    let text = new.join("\n");
    assert!(text.starts_with("Bob stands pat.\nBest hand after the first exchange: Ann with three of a kind (K♠ K♥ K♦ 9♥ 4♣).\nAnn +3 (first exchange) → 24."), "{text}");
    assert!(
        text.contains("Ann has 24 points and may not exchange."),
        "{text}"
    );

    // Exchange 2: only Bob (Ann is locked), by the slash command and its first suggestion.
    assert_eq!(g.suggestions(bob, "discard", "").await[0].1, "3c");
    let new = g.step(bob, How::Suggested("3"), "discard 3c").await;
    let text = new.join("\n");
    assert!(
        text.contains(
            "Best hand after the second exchange: Bob with a full house (Q♠ Q♥ Q♦ J♠ J♦)."
        ),
        "{text}"
    );
    assert!(text.contains("Chicago? Ann and Bob may declare"), "{text}");
    assert!(text.ends_with(" to call Chicago or pass."), "{text}");

    // The call, from the /hand panel; then the tricks by every way there is.
    assert_eq!(
        g.suggestions(ann, "declare", "").await,
        vec![("Call Chicago".to_string(), "chicago".to_string())]
    );
    g.refused(
        ann,
        "declare",
        "everything",
        "“declare everything”: expected what you declare: declare chicago.",
    )
    .await;
    let new = g.step(ann, How::HandButton, "declare chicago").await;
    assert!(
        new[0].starts_with("📣 Ann calls Chicago: all five tricks!"),
        "{new:?}"
    );
    let dm = g.turn_dm(ann);
    assert!(dm.button("Play K♥").is_some(), "few cards: a button each");
    assert_eq!(
        dm.components[0]["components"][0]["max_values"], 1,
        "one card to a trick"
    );
    g.step(ann, How::DmButton, "play Kh").await;
    g.refused(bob, "play", "Qs", "You must follow suit: K♥ was led")
        .await;
    let follow = g.suggestions(bob, "play", "").await;
    assert_eq!(follow, vec![("Play Q♥".to_string(), "Qh".to_string())]);
    let new = g.step(bob, How::Suggested(""), "play Qh").await;
    assert!(new[0].contains("Ann wins trick 1."), "{new:?}");
    g.step(ann, How::Menu(Where::Channel(CHANNEL), &["Ks"]), "play Ks")
        .await;
    g.step(bob, How::DmButton, "play Qs").await;
    g.step(ann, How::Slash, "play Kd").await;
    g.step(bob, How::Menu(Where::Dm, &["Qd"]), "play Qd").await;
    g.step(ann, How::DmButton, "play 9h").await;
    g.step(bob, How::Suggested("j"), "play Js").await;
    g.step(ann, How::HandButton, "play 4c").await;
    let new = g.step(bob, How::DmButton, "play Jd").await;
    let text = new.join("\n");
    assert!(text.contains("Ann +15 (Chicago made) → 39."), "{text}");
    assert!(text.contains("🏆 Ann wins (target reached)"), "{text}");
    let result = g.finished().await;
    assert!(result.contains("🏆 Ann: +39"), "{result}");
    // Nobody was sent an empty hand after their last card.
    for p in &players {
        for m in h.fake.dms(p.id) {
            assert!(
                m.content.lines().all(|l| l.trim_end() != "Your hand:"),
                "{}",
                m.content
            );
        }
    }
    h.shutdown().await;
}

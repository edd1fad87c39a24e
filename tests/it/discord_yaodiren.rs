//! 幺地人 played to its result through Discord only, claims included (the driver and its
//! checks after every interaction: `discord_games`).

use crate::discord_games::*;
use crate::support::{Harness, Where};
use paiju::cards::tiles::Tile;
use paiju::games::any::{AnyDeal, GameKind};
use serde_json::json;

/// Whether a panel says `name` is to act (`▶ Ann and Cy to play.`).
fn names_to_act(content: &str, name: &str) -> bool {
    content
        .lines()
        .any(|l| l.starts_with('▶') && l.contains(name))
}

/// Tiles as a deal file lists them.
fn tiles(text: &str) -> Vec<String> {
    paiju::cards::tiles::parse_tiles(text)
        .unwrap()
        .iter()
        .map(|t| t.name().to_string())
        .collect()
}

/// 幺地人 deal, the dealer (Ann) first. Ann discards 斧头, which only Bob may 碰; Bob then
/// discards 天, which Cy (next, and waiting on it) and Ann may both claim.
fn yaodiren_deal() -> AnyDeal {
    let hands = [
        tiles(
            "天天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头 梅子梅子梅子",
        ),
        tiles(
            "天 斧头斧头 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八",
        ),
        tiles("天天 人人人 和和和 幺四幺四幺四 红九红九红九 地地地 四六四六四六"),
    ];
    let mut stock = Vec::new();
    for kind in Tile::ALL {
        let name = kind.name().to_string();
        let used = hands.iter().flatten().filter(|t| **t == name).count();
        stock.extend(std::iter::repeat_n(name, 5 - used));
    }
    let json = json!({"hands": hands, "stock": stock, "dealer": 0});
    GameKind::Yaodiren.parse_deal(&json.to_string()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn yaodiren_one_hand_with_claims() {
    let h = Harness::start(SEED).await;
    let players = vec![ann(), bob(), cy()];
    let (ann, bob, cy) = (&players[0], &players[1], &players[2]);
    // Bob cannot open: with auto-pass off he is asked all the same (and passes by button).
    let options = "hands=1 auto-pass=off";
    let (g, _) = start(&h, &players, GameKind::Yaodiren, options, yaodiren_deal()).await;

    // The opening: buttons, and the slash commands.
    let dm = g.turn_dm(ann);
    assert!(dm.button("Open (起牌)").is_some() && dm.button("Don't open").is_some());
    // Discarding comes later: the refusal says what Ann can do now.
    g.refused(
        ann,
        "discard",
        "斧头",
        "You cannot discard now. Your moves: open or pass.",
    )
    .await;
    g.step(ann, How::DmButton, "open").await;
    let dm = g.turn_dm(bob);
    assert!(dm.button("Open (起牌)").is_none(), "Bob's hand cannot open");
    g.step(bob, How::DmButton, "pass").await;
    g.step(cy, How::Slash, "open").await;
    // Bob, who did not open, plays the hand: a button, not a card menu.
    let dm = g.turn_dm(bob);
    assert!(dm.menus().is_empty(), "{:#?}", dm.components);
    // No slash command joins a hand (`/play` requires cards): a refused `/play` says so
    // and offers the button, which joins.
    g.refused(
        bob,
        "play",
        "斧头",
        "“play” takes nothing more: “斧头” is extra.\n\
         ▸ **Play this hand** has no slash command of its own: press its button below.",
    )
    .await;
    g.step(bob, How::RefusalButton("斧头"), "play").await;

    // Ann discards 斧头 from the card menu; only Bob may claim it, and the channel does not
    // say who.
    let new = g
        .step(ann, How::Menu(Where::Dm, &["斧头"]), "discard 斧头")
        .await;
    assert_eq!(
        new,
        vec!["Ann discards 斧头[5-6].\n⏳ Waiting for claims (or passes) on the last card."]
    );
    // The DM asks once, with the claims spelled out, as the prompt above the buttons.
    let dm = g.turn_dm(bob);
    assert!(
        dm.content
            .contains("▶ You may claim 斧头[5-6]: peng 碰 — or pass."),
        "{}",
        dm.content
    );
    assert_eq!(
        dm.content.matches("You may claim").count(),
        1,
        "{}",
        dm.content
    );
    assert!(
        dm.content.contains("⏳ Waiting for claims"),
        "{}",
        dm.content
    );
    assert!(!names_to_act(&dm.content, cy.name), "{}", dm.content);
    // Back hours later, `/hand` asks Bob the same question, and only Bob.
    let hand = h.slash(bob, Where::Dm, "hand", json!([])).await;
    assert!(
        hand.ephemeral
            && hand
                .content
                .contains("▶ You may claim 斧头[5-6]: peng 碰 — or pass."),
        "{hand:?}"
    );
    for p in [ann, cy] {
        let other = h.slash(p, Where::Dm, "hand", json!([])).await;
        assert!(
            other.content.contains("⏳ Waiting for claims") && !other.content.contains("may claim"),
            "{other:?}"
        );
    }
    let new = g.step(bob, How::DmButton, "claim peng").await;
    assert!(
        new[0].starts_with("Bob takes 斧头[5-6] from Ann (peng 碰)"),
        "{new:?}"
    );
    g.step(bob, How::Suggested("天"), "discard 天").await;

    // Bob's 天: Cy (next, who may also win on it) and Ann may both claim, at once. Ann
    // answers first — peng — and the window stays open for Cy, who outranks her; the channel
    // hears nothing of it.
    let (_, mut to_act, claim) = g.status().await;
    assert!(claim);
    to_act.sort();
    assert_eq!(to_act, vec![ann.id, cy.id]);
    for p in [ann, cy] {
        let dm = g.turn_dm(p);
        assert!(
            dm.content.contains("You may claim 天[6-6]"),
            "{}",
            dm.content
        );
        assert!(
            dm.content.contains("⏳ Waiting for claims"),
            "{}",
            dm.content
        );
        let other = if p.id == ann.id { cy } else { ann };
        assert!(!names_to_act(&dm.content, other.name), "{}", dm.content);
    }
    assert!(g.turn_dm(cy).button("hu 胡").is_some());
    g.refused(bob, "pass", "", "waiting for claims").await;
    let new = g.step(ann, How::DmButton, "claim peng").await;
    assert!(new.is_empty());
    // Answered, Ann is asked no more; Cy still is.
    let hand = h.slash(ann, Where::Dm, "hand", json!([])).await;
    assert!(!hand.content.contains("may claim"), "{hand:?}");
    let hand = h.slash(cy, Where::Dm, "hand", json!([])).await;
    assert!(hand.content.contains("▶ You may claim 天[6-6]"), "{hand:?}");
    g.refused(ann, "pass", "", "waiting for claims").await;
    g.refused(cy, "claim", "sha", "You cannot claim 杀 now")
        .await;
    let offered = g.suggestions(cy, "claim", "").await;
    let values: Vec<&str> = offered.iter().map(|(_, v)| v.as_str()).collect();
    // Ann's 碰 already outranks any 吃 of Cy's, but answers are secret until the window
    // closes: Cy is offered every claim, so nothing tells Cy what Ann answered.
    assert_eq!(values, vec!["hu", "peng", "chi 天 地", "chi 地 地"]);
    let new = g.step(cy, How::Suggested("hu"), "claim hu").await;
    assert!(
        new[0].starts_with("🀄 Cy wins (胡) on 天[6-6] from Bob!"),
        "{new:?}"
    );
    // Ann passed on a win: told privately.
    assert!(
        h.fake
            .dms(ann.id)
            .iter()
            .any(|m| m.content.contains("You passed on winning with 天[6-6]"))
    );
    let result = g.finished().await;
    assert!(result.contains("🏆 Cy: +256"), "{result}");
    h.shutdown().await;
}

//! Undo on Discord, through the fake Discord and real serenity: the Undo button on the reply
//! to a move asks the others, who find Agree / Refuse on their DM panels; when all agree the
//! channel hears the move was taken back, the mover is to act again, and no panel keeps
//! answer buttons that no longer mean anything.

use crate::support::fake::Msg;
use crate::support::{CHANNEL, Harness, Where};
use paiju::games::Seat;
use paiju::games::any::AnyDeal;
use paiju::games::doudizhu::{Deal, RankCounts};
use paiju::table::UserId;
use serde_json::json;
use std::time::Duration;

fn deal() -> AnyDeal {
    let rc = |s: &str| RankCounts::parse(s).unwrap();
    AnyDeal::Doudizhu(Deal {
        hands: vec![
            rc("3334445556667778B"),
            rc("9999TTTTJJJJQQQQK"),
            rc("34567KKKAAAA2222R"),
        ],
        kitty: rc("888"),
        first_bidder: Seat(0),
        face_up: None,
    })
}

fn with_id(msgs: &[Msg], part: &str) -> Option<(Msg, String)> {
    msgs.iter()
        .rev()
        .find_map(|m| m.id_containing(part).map(|id| (m.clone(), id)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_undo_button_asks_the_others_and_their_agreement_takes_the_bid_back() {
    let h = Harness::start(15).await;
    let [ann, bob, cy] = h.three_dealt(601, deal()).await;

    let bid = h
        .verb(&ann, Where::Channel(CHANNEL), "bid", Some(("value", "1")))
        .await;
    assert!(bid.ephemeral, "{bid:?}");
    let reply = bid.message.clone().expect("the reply to the bid");
    let undo = reply
        .id_containing(":undo:")
        .expect("the reply to a bid offers Undo");
    let asked = h.click(&ann, Where::Channel(CHANNEL), &reply, &undo).await;
    assert!(asked.content.starts_with('✓'), "{asked:?}");
    h.fake.settle(Duration::from_millis(200)).await;
    let channel = h.fake.channel_texts(CHANNEL);
    assert!(
        channel
            .iter()
            .any(|c| c.contains("Ann asks to take back their last move")),
        "{channel:?}"
    );
    for p in [&bob, &cy] {
        let (msg, id) = with_id(&h.fake.dms(p.id), ":vote:agree").expect("an Agree button by DM");
        assert!(
            msg.content.contains("Ann asks to take back"),
            "{}",
            msg.content
        );
        let a = h.click(p, Where::Dm, &msg, &id).await;
        assert!(a.content.starts_with('✓'), "{a:?}");
    }
    h.fake.settle(Duration::from_millis(200)).await;
    let channel: Vec<String> = h
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .map(|m| format!("{} {}", m.content, m.history.join(" ")))
        .collect();
    assert!(
        channel
            .iter()
            .any(|c| c.contains("Ann's last move was taken back")),
        "{channel:?}"
    );
    {
        let table = h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        assert_eq!(t.users_to_act(), vec![UserId(ann.id)], "Ann bids again");
        let view = serde_json::to_string(&t.game().unwrap().public_view()).unwrap();
        assert!(!view.contains("\"one\""), "no bid left: {view}");
    }
    // No DM keeps answer buttons once the request is settled.
    for p in [&bob, &cy] {
        assert!(
            with_id(&h.fake.dms(p.id), ":vote:").is_none(),
            "{} still holds Agree/Refuse",
            p.name
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_after_the_kitty_is_turned_up_is_refused_saying_why() {
    let h = Harness::start(16).await;
    let [ann, ..] = h.three_dealt(611, deal()).await;
    let bid = h
        .verb(&ann, Where::Channel(CHANNEL), "bid", Some(("value", "3")))
        .await;
    let reply = bid.message.clone().expect("the reply");
    assert!(
        reply.id_containing(":undo:").is_none(),
        "no Undo for a move that turned up the kitty"
    );
    let a = h.table(&ann, CHANNEL, "undo", json!([])).await;
    assert!(a.ephemeral);
    assert!(
        a.content.contains("the kitty was turned up"),
        "{}",
        a.content
    );
}

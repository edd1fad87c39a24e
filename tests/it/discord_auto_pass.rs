//! Automatic passes on Discord (the table option `auto-pass`, on by default), through the fake
//! Discord and real serenity: a player whom nothing lets beat the play on the table is passed
//! for at once — the channel hears the pass marked automatic, the player's DM says what was
//! passed for them — and a player who could beat it is asked, by DM, as always.

use crate::support::{CHANNEL, Harness, Where};
use paiju::games::Seat;
use paiju::games::any::AnyDeal;
use paiju::games::doudizhu::{Deal, RankCounts};
use paiju::table::UserId;
use std::time::Duration;

/// Ann (seat 0) holds the rocket; Bob (seat 1) the bomb 7777; Cy (seat 2) bombs too.
fn deal() -> AnyDeal {
    let rc = |s: &str| RankCounts::parse(s).unwrap();
    AnyDeal::Doudizhu(Deal {
        hands: vec![
            rc("333344445555666BR"),
            rc("6777788889999TTTJ"),
            rc("JQQQQKKKKAAAA2222"),
        ],
        kitty: rc("TJJ"),
        first_bidder: Seat(0),
        face_up: None,
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nobody_is_asked_to_pass_on_the_rocket_and_each_is_told_by_dm() {
    let h = Harness::start(51).await;
    let [ann, bob, cy] = h.three_dealt(651, deal()).await;
    h.verb(&ann, Where::Channel(CHANNEL), "bid", Some(("value", "3")))
        .await;
    let dms_before = [h.fake.dms(bob.id).len(), h.fake.dms(cy.id).len()];
    let played = h
        .verb(&ann, Where::Channel(CHANNEL), "play", Some(("cards", "BR")))
        .await;
    assert!(!played.content.starts_with('✗'), "{played:?}");
    h.fake.settle(Duration::from_millis(200)).await;

    // The channel: the rocket, both passes marked automatic, Ann leads again.
    let channel = h.fake.channel_texts(CHANNEL).join("\n");
    for name in ["Bob", "Cy"] {
        assert!(
            channel.contains(&format!("{name} passes (automatic).")),
            "{channel}"
        );
    }
    {
        let table = h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        assert_eq!(t.users_to_act(), vec![UserId(ann.id)], "Ann leads again");
    }
    // Each passed player is told why, and is not asked to pass.
    for (p, before) in [&bob, &cy].into_iter().zip(dms_before) {
        let dms = h.fake.dms(p.id);
        let new: Vec<String> = dms[before..].iter().map(|m| m.content.clone()).collect();
        assert!(
            new.iter()
                .any(|m| m.contains("Passed for you: nothing in your hand beats")),
            "{}: {new:?}",
            p.name
        );
        assert!(
            !new.iter().any(|m| m.contains("It's your turn")),
            "{} was not prompted: {new:?}",
            p.name
        );
    }

    // A bomb Bob can beat (7777 on 3333): Bob is asked, by DM.
    let bob_before = h.fake.dms(bob.id).len();
    h.verb(
        &ann,
        Where::Channel(CHANNEL),
        "play",
        Some(("cards", "3333")),
    )
    .await;
    h.fake.settle(Duration::from_millis(200)).await;
    {
        let table = h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        assert_eq!(t.users_to_act(), vec![UserId(bob.id)], "Bob chooses");
    }
    let asked = h.fake.dms(bob.id)[bob_before..]
        .iter()
        .any(|m| m.content.contains("It's your turn"));
    assert!(asked, "{:?}", h.fake.dms(bob.id));
    h.shutdown().await;
}

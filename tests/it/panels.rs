//! Panels never lie: a DM panel offers moves only while they are possible. When a turn passes
//! by any route (a typed slash command, a bot, the clock), when a newer panel is sent, or when
//! the game ends, the older panels lose their buttons; a panel whose player moved by typing is
//! brought up to date in place.

use crate::support::fake::Msg;
use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::table::UserId;

fn players() -> (Player, Player, Player) {
    (
        Player::new(501, "Ann"),
        Player::new(502, "Bob"),
        Player::new(503, "Cy"),
    )
}

/// Every DM `p` holds that still offers a move (a button other than 🔄, or a menu).
fn live_moves(h: &Harness, p: &Player) -> Vec<Msg> {
    h.fake
        .dms(p.id)
        .into_iter()
        .filter(|m| m.custom_ids().iter().any(|id| !id.ends_with(":hand")))
        .collect()
}

/// Who is to act now, by the table itself.
async fn to_act(h: &Harness, all: &[&Player]) -> Vec<u64> {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let due = t.users_to_act();
    all.iter()
        .filter(|p| due.contains(&UserId(p.id)))
        .map(|p| p.id)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_player_to_act_holds_a_panel_with_moves_whatever_route_moves_the_game() {
    let h = Harness::start(11).await;
    let (ann, bob, cy) = players();
    let all = [&ann, &bob, &cy];
    h.open_and_start(
        &[ann.clone(), bob.clone(), cy.clone()],
        CHANNEL,
        "doudizhu",
        "",
    )
    .await;
    h.fake.settle(std::time::Duration::from_millis(200)).await;

    // Typed commands only, in the channel: the DM panels must follow.
    let mut moves = 0;
    loop {
        h.fake.settle(std::time::Duration::from_millis(150)).await;
        let due = to_act(&h, &all).await;
        for p in all {
            let live = live_moves(&h, p);
            if due.contains(&p.id) {
                assert!(
                    live.len() <= 1,
                    "{} holds {} live panels",
                    p.name,
                    live.len()
                );
            } else {
                assert!(
                    live.is_empty(),
                    "{} is not to act but a DM still offers moves: {:?}",
                    p.name,
                    live.iter()
                        .map(|m| (m.id, m.content.clone(), m.history.clone()))
                        .collect::<Vec<_>>()
                );
            }
        }
        let Some(&id) = due.first() else { break };
        let p = all.iter().find(|p| p.id == id).unwrap();
        let a = if moves < 3 {
            h.verb(p, Where::Channel(CHANNEL), "bid", Some(("value", "3")))
                .await
        } else {
            h.verb(p, Where::Channel(CHANNEL), "pass", None).await
        };
        if !a.content.starts_with('✓') {
            // Leading (a pass is refused): type the first play the table suggests.
            let play = {
                let table = h.shared_table(CHANNEL).await;
                let t = table.lock().await;
                let seat = t.seat_of(UserId(p.id)).unwrap();
                let game = t.game().unwrap();
                t.suggested_actions(UserId(p.id))
                    .iter()
                    .filter_map(|a| game.choice(seat, a))
                    .find(|c| c.verb == paiju::games::Verb::Play)
            };
            let a = match play {
                Some(c) => {
                    h.verb(p, Where::Channel(CHANNEL), "play", Some(("cards", &c.args)))
                        .await
                }
                None => h.verb(p, Where::Channel(CHANNEL), "pass", None).await,
            };
            assert!(a.content.starts_with('✓'), "{a:?}");
        }
        moves += 1;
        assert!(moves < 400, "the game did not end");
    }
    // Game over: no DM offers a move any more.
    for p in all {
        assert!(
            live_moves(&h, p).is_empty(),
            "{} still has moves after the game",
            p.name
        );
    }
    h.shutdown().await;
}

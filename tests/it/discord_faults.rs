//! Faults from Discord that the game must survive: a channel deleted or the bot removed from a
//! guild while tables are open (the tables close cleanly, nothing panics, other tables go on),
//! and an interaction whose 3-second window was missed (the move counts once; the channel is
//! told; the next command works).

use crate::support::fake::Fault;
use crate::support::{CHANNEL, GUILD, Harness, Player, Where};
use paiju::table::ChannelId;
use paiju::table::store::Store;
use serde_json::json;
use std::time::Duration;

const OTHER: u64 = CHANNEL + 1;

fn players() -> (Player, Player, Player) {
    (
        Player::new(601, "Ann"),
        Player::new(602, "Bob"),
        Player::new(603, "Cy"),
    )
}

/// Opens a Dou Dizhu table for three in `channel` and deals.
async fn started(h: &Harness, channel: u64, (ann, bob, cy): &(Player, Player, Player)) {
    h.open_and_start(
        &[ann.clone(), bob.clone(), cy.clone()],
        channel,
        "doudizhu",
        "",
    )
    .await;
    h.fake.settle(Duration::from_millis(150)).await;
}

fn channel_delete(channel: u64) -> serde_json::Value {
    json!({"id": channel.to_string(), "type": 0, "guild_id": GUILD.to_string(), "name": "cards",
           "position": 0, "permission_overwrites": [], "nsfw": false})
}

async fn open_in(h: &Harness, channel: u64) -> bool {
    h.registry
        .store()
        .open_in_channel(ChannelId(channel))
        .await
        .unwrap()
        .is_some()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_channel_closes_its_table_and_the_others_play_on() {
    let h = Harness::start(5).await;
    let ps = players();
    started(&h, CHANNEL, &ps).await;
    started(&h, OTHER, &ps).await;
    // The channel is gone: Discord refuses anything posted there.
    h.fake.inject(Fault {
        method: "POST",
        path: format!("/channels/{CHANNEL}/messages"),
        status: 404,
        after_effect: false,
        times: u32::MAX,
    });
    h.fake.dispatch("CHANNEL_DELETE", channel_delete(CHANNEL));
    let registry = h.registry.clone();
    h.fake
        .wait_for("the table closed", Duration::from_secs(10), |_| {
            futures_lite_block(async { !open_in_registry(&registry, CHANNEL).await })
        })
        .await;
    assert!(
        !open_in(&h, CHANNEL).await,
        "the deleted channel's table is closed"
    );
    assert!(open_in(&h, OTHER).await, "the other table is untouched");
    // The other table still plays, and its posts are not held up by the dead channel.
    let (ann, bob, cy) = &ps;
    let before = h.fake.channel_messages(OTHER).len();
    let mut moved = false;
    for p in [ann, bob, cy] {
        let a = h
            .verb(p, Where::Channel(OTHER), "bid", Some(("value", "3")))
            .await;
        if a.content.starts_with('✓') {
            moved = true;
            break;
        }
    }
    assert!(moved, "someone could bid at the other table");
    h.fake
        .wait_for("the other table's post", Duration::from_secs(10), |f| {
            f.channel_messages(OTHER).len() > before
        })
        .await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removed_from_a_guild_every_table_there_closes() {
    let h = Harness::start(5).await;
    let ps = players();
    started(&h, CHANNEL, &ps).await;
    started(&h, OTHER, &ps).await;
    h.fake.dispatch(
        "GUILD_DELETE",
        json!({"id": GUILD.to_string(), "unavailable": false}),
    );
    let registry = h.registry.clone();
    h.fake
        .wait_for("both tables closed", Duration::from_secs(10), |_| {
            futures_lite_block(async {
                !open_in_registry(&registry, CHANNEL).await
                    && !open_in_registry(&registry, OTHER).await
            })
        })
        .await;
    assert!(!open_in(&h, CHANNEL).await && !open_in(&h, OTHER).await);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guild_briefly_unavailable_closes_nothing() {
    let h = Harness::start(5).await;
    let ps = players();
    started(&h, CHANNEL, &ps).await;
    h.fake.dispatch(
        "GUILD_DELETE",
        json!({"id": GUILD.to_string(), "unavailable": true}),
    );
    h.fake.settle(Duration::from_millis(500)).await;
    assert!(open_in(&h, CHANNEL).await);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_three_second_window_still_counts_the_move_once() {
    let h = Harness::start(5).await;
    let ps = players();
    started(&h, CHANNEL, &ps).await;
    // Discord no longer knows the interaction (its window passed): the callback is refused.
    h.fake.inject(Fault {
        method: "POST",
        path: "/callback".into(),
        status: 404,
        after_effect: false,
        times: 1,
    });
    let log = h.log_len(CHANNEL).await;
    let shown = h.fake.channel_messages(CHANNEL).len();
    let (ann, bob, cy) = &ps;
    let mut bidder = None;
    for p in [ann, bob, cy] {
        let (id, payload) = crate::support::users::interaction(
            &h.fake,
            2,
            p,
            Where::Channel(CHANNEL),
            crate::support::users::command_data(
                "bid",
                crate::support::users::verb_options(Some(("value", "3"))),
            ),
        );
        h.fake.dispatch("INTERACTION_CREATE", payload);
        h.fake.settle(Duration::from_millis(300)).await;
        if h.log_len(CHANNEL).await > log {
            bidder = Some((p, id));
            break;
        }
    }
    let (p, _) = bidder.expect("one of them was to bid, and the bid counted");
    assert_eq!(h.log_len(CHANNEL).await, log + 1, "applied once");
    h.fake
        .wait_for("the channel told", Duration::from_secs(10), |f| {
            f.channel_messages(CHANNEL).len() > shown
        })
        .await;
    // The next command is answered as usual.
    let a = h.slash(p, Where::Channel(CHANNEL), "hand", json!([])).await;
    assert!(a.message.is_some() || !a.content.is_empty(), "{a:?}");
    h.shutdown().await;
}

/// Whether the registry still has an open table in `channel`.
async fn open_in_registry(
    registry: &paiju::table::registry::Registry<paiju::table::store::MemoryStore>,
    channel: u64,
) -> bool {
    registry
        .store()
        .open_in_channel(ChannelId(channel))
        .await
        .unwrap()
        .is_some()
}

/// Runs a short future to completion from a synchronous condition (the memory store answers
/// at once).
fn futures_lite_block<F: std::future::Future<Output = bool>>(f: F) -> bool {
    tokio::task::block_in_place(|| tokio::runtime::Handle::current().block_on(f))
}

//! A shard handed to another process: what this process has not sent for its channels by
//! then is left in the store for the successor, and nothing more of it goes out from here —
//! not a retry, not the rest of the queue — until the shard is this process's again
//! (src/discord/fence.rs). The cluster fences a shard's channels before it releases the lease;
//! here the fence is set directly, at the moment an edit is failing and being retried.

use crate::support::fake::{Fake, Fault};
use crate::support::traffic;
use crate::support::{CHANNEL, Harness, Player, users};
use paiju::table::ChannelId;
use paiju::table::posts::PostTo;
use paiju::table::store::Partitions;
use std::time::{Duration, Instant};

fn players() -> [Player; 3] {
    [
        Player::new(701, "Ann"),
        Player::new(702, "Bob"),
        Player::new(703, "Cy"),
    ]
}

/// Edits of the channel's messages (the live table message), as the fake saw them: (status,
/// when counted).
fn channel_edits(fake: &Fake) -> Vec<u16> {
    let path = format!("/channels/{CHANNEL}/messages/");
    fake.requests()
        .into_iter()
        .filter(|r| r.method == "PATCH" && r.path.contains(&path))
        .map(|r| r.status)
        .collect()
}

async fn until(what: &str, cond: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !cond() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The next move of the table, sent; waits for its answer only (delivery may be stuck).
async fn move_once(h: &Harness, ps: &[Player; 3]) {
    let (id, payload) = traffic::next_move(h, ChannelId(CHANNEL), ps)
        .await
        .expect("the game is on");
    h.fake.dispatch("INTERACTION_CREATE", payload);
    users::wait_callback(&h.fake, id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_being_retried_when_its_channel_is_fenced_is_never_sent_from_here_and_stays_stored()
{
    let h = Harness::start(5).await;
    let ps = players();
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    h.fake.settle(Duration::from_millis(150)).await;
    // Discord fails every edit in the channel: the live message's next edit is retried
    // (250 ms, then 500 ms, …) for as long as it takes.
    h.fake.inject(Fault {
        method: "PATCH",
        path: format!("/channels/{CHANNEL}/messages/"),
        status: 500,
        after_effect: false,
        times: u32::MAX,
    });
    let before = channel_edits(&h.fake).len();
    move_once(&h, &ps).await;
    until("an edit refused", || channel_edits(&h.fake).len() > before).await;
    // The shard goes to another process now.
    let delivery = &h.bot.app.discord.delivery;
    delivery.fences().fence(0, &[ChannelId(CHANNEL)]);
    assert!(
        delivery
            .fences()
            .quiet(&[ChannelId(CHANNEL)], Duration::from_secs(1))
            .await,
        "the send under way was abandoned"
    );
    let tried = channel_edits(&h.fake).len();
    // Unfenced, two more attempts would come in this time.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(
        channel_edits(&h.fake).len(),
        tried,
        "no attempt after the fence"
    );
    let pending = h.registry.pending_posts(Partitions::ALL).await.unwrap();
    assert!(
        pending
            .iter()
            .any(|p| p.channel == ChannelId(CHANNEL) && p.to == PostTo::Table),
        "the live message's edit is left in the store for the successor: {pending:?}"
    );
    // Later moves are not sent from here either.
    move_once(&h, &ps).await;
    h.bot.idle().await;
    assert_eq!(
        channel_edits(&h.fake).len(),
        tried,
        "nothing of the next move"
    );

    // The shard is this process's again, and Discord is well: the channel is sent for again.
    h.fake.clear_faults();
    delivery.fences().lift(0);
    move_once(&h, &ps).await;
    until("the live message edited", || {
        channel_edits(&h.fake).iter().skip(tried).any(|&s| s == 200)
    })
    .await;
}

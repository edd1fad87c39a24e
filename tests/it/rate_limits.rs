//! Rate limits and requests Discord never answers. Talking to "discord.com" directly (the
//! fake's TLS front, no proxy), serenity's own rate limiter must wait out a 429's
//! `retry_after` — per route and global — before the post is tried again; behind a proxy a
//! 429 is waited out by our retry. A request that is never answered times out and is tried
//! again, so one hung call holds up neither the table's posts nor an interaction's answer.

use crate::support::fake::{Caller, Fake};
use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::table::store::MemoryStore;
use serde_json::json;
use std::time::Duration;

fn players() -> [Player; 3] {
    [
        Player::new(701, "Ann"),
        Player::new(702, "Bob"),
        Player::new(703, "Cy"),
    ]
}

/// Opens a Dou Dizhu table for three and deals.
async fn started(h: &Harness, ps: &[Player; 3]) {
    h.open_and_start(ps, CHANNEL, "doudizhu", "").await;
    h.fake.settle(Duration::from_millis(300)).await;
}

/// Whoever is to bid bids 3 (the others are refused); the channel hears of it.
async fn someone_bids(h: &Harness, ps: &[Player; 3]) {
    for p in ps {
        let a = h
            .verb(p, Where::Channel(CHANNEL), "bid", Some(("value", "3")))
            .await;
        if a.content.starts_with('✓') {
            return;
        }
    }
    panic!("nobody could bid");
}

fn channel_posts(fake: &Fake) -> Vec<Caller> {
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    fake.callers()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == path)
        .collect()
}

/// Waits for the bid's channel post and checks it came once, `wait` or more after the 429.
async fn retried_after(h: &Harness, before: usize, wait: Duration) {
    h.fake
        .wait_for("the post retried", Duration::from_secs(15), |f| {
            channel_posts(f).len() >= before + 2
        })
        .await;
    let posts = channel_posts(&h.fake);
    let gap = posts[before + 1].at - posts[before].at;
    assert!(
        gap >= wait.mul_f64(0.95),
        "tried again {gap:?} after the 429, before retry_after {wait:?}"
    );
    h.fake.settle(Duration::from_millis(300)).await;
    let texts: Vec<String> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .collect();
    let bids = texts.iter().filter(|t| t.contains("bids 3")).count();
    assert_eq!(bids, 1, "the bid is announced exactly once: {texts:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_route_rate_limit_is_waited_out_for_its_retry_after_before_the_post_is_tried_again() {
    let h = Harness::start_connected(MemoryStore::new(), 5, true).await;
    let ps = players();
    started(&h, &ps).await;
    let before = channel_posts(&h.fake).len();
    let path = format!("/channels/{CHANNEL}/messages");
    h.fake.rate_limit("POST", &path, 1.0, false, 1);
    someone_bids(&h, &ps).await;
    retried_after(&h, before, Duration::from_secs(1)).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_rate_limit_is_waited_out_for_its_retry_after_before_the_post_is_tried_again() {
    let h = Harness::start_connected(MemoryStore::new(), 6, true).await;
    let ps = players();
    started(&h, &ps).await;
    let before = channel_posts(&h.fake).len();
    let path = format!("/channels/{CHANNEL}/messages");
    h.fake.rate_limit("POST", &path, 1.5, true, 1);
    someone_bids(&h, &ps).await;
    retried_after(&h, before, Duration::from_millis(1500)).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_proxy_a_429_is_waited_out_for_at_least_a_second() {
    let h = Harness::start(7).await;
    let ps = players();
    started(&h, &ps).await;
    let before = channel_posts(&h.fake).len();
    let path = format!("/channels/{CHANNEL}/messages");
    h.fake.rate_limit("POST", &path, 0.2, false, 1);
    someone_bids(&h, &ps).await;
    retried_after(&h, before, paiju::discord::retry::RATE_LIMITED_DELAY).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_post_discord_never_answers_times_out_and_is_posted_once_on_the_next_try() {
    let h = Harness::start(8).await;
    let ps = players();
    started(&h, &ps).await;
    let before = channel_posts(&h.fake).len();
    let path = format!("/channels/{CHANNEL}/messages");
    h.fake.stall("POST", &path, 1);
    someone_bids(&h, &ps).await;
    // The hung attempt is given up after its deadline (5 s) and tried again.
    retried_after(&h, before, Duration::from_secs(5)).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_callback_discord_never_answers_is_tried_again_within_the_three_seconds() {
    let h = Harness::start(9).await;
    let ps = players();
    started(&h, &ps).await;
    h.fake.stall("POST", "/callback", 1);
    let started_at = std::time::Instant::now();
    let a = h.table(&ps[1], CHANNEL, "status", json!([])).await;
    assert!(
        !a.content.is_empty() || a.message.is_some(),
        "answered: {a:?}"
    );
    assert!(
        started_at.elapsed() < Duration::from_secs(3),
        "answered within Discord's window: {:?}",
        started_at.elapsed()
    );
    h.shutdown().await;
}

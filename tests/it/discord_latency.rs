//! How long the bot takes from an interaction arriving at the (fake) gateway to its callback,
//! over a few hundred interactions: table actions, `/hand` panels and autocompletes. Run it
//! alone to see the numbers: `cargo test --release --test it discord_latency -- --nocapture`;
//! the test only fails on something far off (the 3-second interaction deadline).

use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::table::{ChannelId, Status};
use serde_json::json;
use std::time::Duration;

/// `p` in 0..=1, so the index is a rounded fraction of the sample count: never negative, in range.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interaction_to_callback_latency() {
    let h = Harness::start(11).await;
    let players = [
        Player::new(201, "Ann"),
        Player::new(202, "Bob"),
        Player::new(203, "Cy"),
    ];
    let mut samples = Vec::new();
    let mut games = 0;
    while samples.len() < 300 {
        let channel = CHANNEL + games;
        games += 1;
        let a = h
            .table(
                &players[0],
                channel,
                "new",
                json!([
                {"type": 3, "name": "game", "value": "doudizhu"},
                {"type": 4, "name": "players", "value": 3}]),
            )
            .await;
        samples.push(a.latency);
        for p in &players[1..] {
            samples.push(h.table(p, channel, "join", json!([])).await.latency);
        }
        samples.push(
            h.table(&players[0], channel, "start", json!([]))
                .await
                .latency,
        );
        loop {
            let next = {
                let t = h.registry.table(ChannelId(channel)).await.unwrap().unwrap();
                let t = t.lock().await;
                if t.status() != Status::Playing {
                    None
                } else {
                    let user = t.users_to_act()[0];
                    let seat = t.seat_of(user).unwrap();
                    Some((
                        user.0,
                        t.game().unwrap().bot_action(seat).unwrap().command_text(),
                    ))
                }
            };
            let Some((user, command)) = next else { break };
            let p = players.iter().find(|p| p.id == user).unwrap();
            let at = Where::Channel(channel);
            samples.push(h.slash(p, at, "hand", json!([])).await.latency);
            let a = match command.split_once(' ') {
                Some(("play", cards)) => {
                    let offered = h.autocomplete(p, at, "play", "cards", "").await;
                    assert!(!offered.is_empty());
                    h.verb(p, at, "play", Some(("cards", cards))).await
                }
                Some(("bid", value)) => h.verb(p, at, "bid", Some(("value", value))).await,
                _ => h.verb(p, at, "pass", None).await,
            };
            assert!(a.content.starts_with('✓'), "{a:?}");
            samples.push(a.latency);
        }
    }
    // Autocomplete answers are in the fake's callbacks too.
    let all: Vec<Duration> = h.fake.callbacks().iter().map(|c| c.latency).collect();
    let mut sorted = all.clone();
    sorted.sort();
    let median = percentile(&sorted, 0.5);
    let p99 = percentile(&sorted, 0.99);
    println!(
        "interaction → callback over {} interactions ({} games): median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        sorted.len(),
        games,
        median.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        sorted.last().unwrap().as_secs_f64() * 1e3,
    );
    assert!(sorted.len() >= 300);
    assert!(
        p99 < Duration::from_secs(2),
        "p99 {p99:?} is near Discord's 3 s deadline"
    );
    h.shutdown().await;
}

//! Bots under load: 1,000 live Dou Dizhu tables, 900 of them one person against two `hard`
//! bots and 100 of three people, moves sent through the real gateway path (fake Discord
//! websocket → serenity → the bot → durable append → callback), open loop at 20, 60 and 150
//! moves/s, once with the running bot's budget (`table::BotBudget::live()`: searches in one
//! slot fewer than the cores, capped at 50 ms, `normal` when no slot frees up in 20 ms) and
//! once without it (the level's work whatever the time). Reports interaction → callback p50 /
//! p99 / max for each kind of table (a move at a bot table waits for its bots' answers, which
//! are in the same reply; a move at a table of people must not wait for anyone else's bots),
//! and how many bot decisions searched and how many played at `normal` for want of a core.
//!
//! By hand, in release (the numbers mean nothing in a debug build):
//! `cargo test --release --test it load_bots -- --ignored --nocapture`

use crate::support::Harness;
use crate::support::traffic::{self, percentile};
use crate::support::users::Player;
use paiju::table::store::Store;
use paiju::table::{BotBudget, ChannelId, Status};
use std::collections::HashSet;
use std::time::Duration;

const TABLES: u64 = 1_000;
/// Every tenth table is three people; the others, one person and two bots.
fn people_only(table: u64) -> bool {
    table % 10 == 9
}
const SECONDS_PER_RATE: u64 = 5;
const FIRST_CHANNEL: u64 = crate::support::CHANNEL + 5_000;

fn players(table: u64) -> [Player; 3] {
    traffic::three_players(1_900_000 + table * 3)
}

fn channel(table: u64) -> ChannelId {
    ChannelId(FIRST_CHANNEL + table)
}

/// Opens `tables` tables through the registry (setup, not measured) and deals.
async fn open_tables<S: Store>(h: &Harness<S>, tables: u64) {
    for t in 0..tables {
        traffic::open_doudizhu(h, channel(t), &players(t), !people_only(t)).await;
    }
}

/// The next move at table `t` as an interaction, if its game is still on.
async fn next_move<S: Store>(h: &Harness<S>, t: u64) -> Option<(u64, serde_json::Value)> {
    traffic::next_move(h, channel(t), &players(t)).await
}

fn report(kind: &str, mut latencies: Vec<Duration>) {
    if latencies.is_empty() {
        return;
    }
    latencies.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "  {kind:16} {:5} moves: p50 {:8.2} ms, p99 {:8.2} ms, max {:8.2} ms",
        latencies.len(),
        ms(percentile(&latencies, 0.5)),
        ms(percentile(&latencies, 0.99)),
        ms(*latencies.last().unwrap()),
    );
}

/// Sends moves at `rate`/s for `SECONDS_PER_RATE` s, round-robin over the tables, and reports.
async fn run_rate<S: Store>(h: &Harness<S>, rate: u64) {
    let next = async |t: u64| next_move(h, t).await;
    let run = traffic::open_loop(
        h,
        rate,
        SECONDS_PER_RATE,
        TABLES,
        next,
        Duration::from_secs(120),
    )
    .await;
    println!(
        "{rate:4}/s target, {:6.1}/s sent ({} moves):",
        run.rate(),
        run.sent.len(),
    );
    let at_people: HashSet<u64> = run
        .sent
        .iter()
        .filter(|&&(t, _)| people_only(t))
        .map(|&(_, id)| id)
        .collect();
    let (people, bots): (Vec<_>, Vec<_>) = run
        .callbacks
        .iter()
        .partition(|c| at_people.contains(&c.interaction));
    report("at bot tables", bots.iter().map(|c| c.latency).collect());
    report("at people's", people.iter().map(|c| c.latency).collect());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn a_thousand_tables_with_bots_under_load_on_sqlite() {
    for budget in [Some(std::sync::Arc::new(BotBudget::live(None))), None] {
        match &budget {
            Some(_) => println!("with the running bot's budget:"),
            None => println!("without a budget (every decision searches in full):"),
        }
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("load.db").display());
        let store = paiju::store::SqlStore::connect(&url).await.unwrap();
        let h = Harness::start_with(store, 3).await;
        if let Some(b) = &budget {
            h.registry.set_bot_budget(b.clone());
        }
        open_tables(&h, TABLES).await;
        for rate in [20, 60, 150] {
            let before = budget.as_ref().map(|b| b.counts());
            run_rate(&h, rate).await;
            if let (Some(b), Some((searched, shed))) = (&budget, before) {
                let (s, n) = b.counts();
                println!(
                    "  bot decisions: {} searched, {} at normal",
                    s - searched,
                    n - shed
                );
            }
        }
        h.shutdown().await;
    }
}

/// The budget's promise seen from Discord: with no core free for a search (the test holds the
/// only slot), the bots of a game against one person still answer every move at once, at
/// `normal`, through the real gateway path, and the game plays to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_with_no_core_to_spare_answer_every_move_at_normal_and_the_game_ends() {
    let h = Harness::start(3).await;
    let budget = std::sync::Arc::new(BotBudget::new(
        Duration::from_millis(50),
        Duration::from_millis(1),
        1,
    ));
    h.registry.set_bot_budget(budget.clone());
    let busy = budget.take_slot().expect("a free slot");
    open_tables(&h, 1).await;
    let mut moves = 0;
    while let Some((id, payload)) = next_move(&h, 0).await {
        let answer = h.send(id, payload).await;
        assert!(
            answer.content.starts_with('✓'),
            "a move is taken, not refused: {}",
            answer.content
        );
        moves += 1;
        assert!(moves < 200, "the game ends");
    }
    let (searched, at_normal) = budget.counts();
    assert_eq!(searched, 0, "no core was free");
    assert!(at_normal >= 2, "both bots moved: {at_normal}");
    let shared = h.registry.table(channel(0)).await.unwrap().unwrap();
    assert_eq!(shared.lock().await.status(), Status::Finished);
    drop(busy);
    h.shutdown().await;
}

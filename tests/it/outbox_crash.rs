//! Nothing acknowledged is lost — including what the channel was told. The real `paiju`
//! binary (SQLite in a fresh folder) plays Dou Dizhu against the fake Discord and is killed
//! with SIGKILL at the awkward moments of delivering a move's posts:
//! - while Discord answers 500 to every channel post (the move is acknowledged, the bot is
//!   retrying, nothing is posted yet);
//! - after Discord took a post but its answer was lost (the bot does not know it went out);
//! - right after a move is acknowledged, before its posts went anywhere.
//!
//! Each time it restarts on the same database. At the end, the channel and every DM hold
//! exactly the posts the store recorded for them, each once, in order.

use crate::support::driver::Driver;
use crate::support::fake::{Fake, Fault};
use crate::support::{CHANNEL, GUILD};
use sqlx::Row;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

const TOKEN: &str = "fake-token-outbox-crash";

fn spawn(dir: &Path, fake: &Fake) -> tokio::process::Child {
    tokio::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        // Where the bot remembers its default database: this test's folder, not the home.
        .env(paiju::store::STATE_DIR_VAR, dir)
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_PROXY_URL", fake.url())
        .env("DEV_GUILD_ID", GUILD.to_string())
        .env("RUST_LOG", "warn")
        .env_remove("SHARD_RANGE")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap()
}

/// Kills the bot the way a crash does (SIGKILL: no cleanup, no flush).
async fn crash(bot: &mut tokio::process::Child) {
    bot.kill().await.unwrap();
    bot.wait().await.unwrap();
}

async fn restart(dir: &Path, fake: &Fake, identified_before: usize) -> tokio::process::Child {
    let bot = spawn(dir, fake);
    fake.wait_for(
        "the restarted bot at the gateway",
        Duration::from_secs(60),
        |f| f.identified() > identified_before,
    )
    .await;
    bot
}

fn posts_to(fake: &Fake, path: &str, status: u16) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.contains(path) && r.status == status)
        .count()
}

/// What the store says each reader was to be told, in order: (recipient, nonce, text),
/// recipient 0 for the channel (panel edits and the live table message change messages
/// already there: not counted).
async fn stored_posts(dir: &Path) -> Vec<(u64, String, String)> {
    let url = format!("sqlite://{}", dir.join("data/paiju.db").display());
    let store = paiju::store::SqlStore::connect(&url).await.unwrap();
    let rows = sqlx::query(
        "SELECT recipient, body, table_id, seq, idx FROM posts WHERE kind NOT IN ('panel', 'table') \
         ORDER BY table_id, seq, idx",
    )
    .fetch_all(store.pool())
    .await
    .unwrap();
    let out = rows
        .iter()
        .map(|r| {
            let recipient: Option<i64> = r.try_get(0).unwrap();
            let body: String = r.try_get(1).unwrap();
            let body: serde_json::Value = serde_json::from_str(&body).unwrap();
            let text = body["content"].as_str().unwrap_or_default().to_string();
            let id = paiju::table::posts::PostId {
                table: paiju::table::TableId(r.try_get::<i64, _>(2).unwrap().cast_unsigned()),
                seq: u64::try_from(r.try_get::<i64, _>(3).unwrap()).unwrap(),
                idx: u32::try_from(r.try_get::<i64, _>(4).unwrap()).unwrap(),
            };
            (recipient.map_or(0, i64::cast_unsigned), id.nonce(), text)
        })
        .collect();
    store.shutdown().await;
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn crashes_while_delivering_lose_and_double_no_message() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = spawn(dir.path(), &fake);
    fake.wait_connected_within(Duration::from_secs(60)).await;
    let mut d = Driver::new(&fake, CHANNEL);
    d.open_and_start().await.unwrap();
    for _ in 0..3 {
        assert!(d.one_move().await.unwrap(), "the auction goes on");
    }
    let channel_path = format!("/channels/{CHANNEL}/messages");

    // 1. Discord fails every channel post. The move is acknowledged; the bot keeps retrying.
    fake.inject(Fault {
        method: "POST",
        path: channel_path.clone(),
        status: 500,
        after_effect: false,
        times: u32::MAX,
    });
    d.await_announcements = false;
    let shown = fake.channel_messages(CHANNEL).len();
    assert!(d.one_move().await.unwrap());
    fake.wait_for("the bot retrying", Duration::from_secs(20), |f| {
        posts_to(f, &channel_path, 500) >= 2
    })
    .await;
    assert_eq!(
        fake.channel_messages(CHANNEL).len(),
        shown,
        "nothing posted yet"
    );
    crash(&mut bot).await;
    fake.clear_faults();
    let mut bot = restart(dir.path(), &fake, 1).await;
    fake.wait_for("the held-up post", Duration::from_secs(30), |f| {
        f.channel_messages(CHANNEL).len() > shown
    })
    .await;
    fake.settle(Duration::from_millis(300)).await;

    // 2. Discord takes every channel post but the answers are lost: the bot retries posts
    //    that are already there, and is killed doing so.
    fake.inject(Fault {
        method: "POST",
        path: channel_path.clone(),
        status: 500,
        after_effect: true,
        times: u32::MAX,
    });
    let taken = posts_to(&fake, &channel_path, 500);
    assert!(d.one_move().await.unwrap());
    fake.wait_for(
        "a post taken, its answer lost",
        Duration::from_secs(20),
        |f| posts_to(f, &channel_path, 500) >= taken + 2,
    )
    .await;
    crash(&mut bot).await;
    fake.clear_faults();
    let mut bot = restart(dir.path(), &fake, 2).await;
    fake.settle(Duration::from_millis(500)).await;

    // 3. Killed right after a move was acknowledged, before its posts went anywhere.
    assert!(d.one_move().await.unwrap());
    crash(&mut bot).await;
    let mut bot = restart(dir.path(), &fake, 3).await;
    fake.settle(Duration::from_millis(500)).await;

    // The game goes on to its end.
    d.await_announcements = true;
    d.play_on(300).await.unwrap();
    fake.settle(Duration::from_millis(300)).await;
    crash(&mut bot).await;

    let stored = stored_posts(dir.path()).await;
    let to = |who: u64| -> Vec<(String, String)> {
        stored
            .iter()
            .filter(|(r, _, _)| *r == who)
            .map(|(_, n, t)| (n.clone(), t.clone()))
            .collect()
    };
    let channel = to(0);
    let seen: Vec<(String, String)> = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| (m.nonce.unwrap_or_default(), m.content))
        .collect();
    assert_eq!(
        seen, channel,
        "the channel holds every stored post once, in order"
    );
    assert!(seen.iter().any(|(_, t)| t.contains("Game over")));
    for p in &d.players {
        // A DM's panel is edited in place when its buttons are pressed: compare by nonce.
        let stored: Vec<String> = to(p.id).into_iter().map(|(n, _)| n).collect();
        let got: Vec<String> = fake
            .dms(p.id)
            .into_iter()
            .map(|m| m.nonce.unwrap_or_default())
            .collect();
        assert_eq!(
            got, stored,
            "{}'s DMs: every stored post once, in order",
            p.name
        );
    }
}

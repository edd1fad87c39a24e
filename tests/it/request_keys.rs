//! Keys mean what they say (`paiju stdio`, in process, on SQLite): every kind of command
//! resent with its key is answered as it was the first time and applied once; the same key
//! with another request is refused and changes nothing; `table new` and `table end` keep
//! their keys after the table is gone.

use paiju::i18n::Locale;
use paiju::league::League;
use paiju::local::stdio::{Request, handle};
use paiju::store::SqlStore;
use paiju::table::SystemClock;
use paiju::table::registry::Registry;
use serde_json::Value;
use std::sync::Arc;

struct Client {
    registry: Registry<SqlStore>,
    league: League,
    _dir: tempfile::TempDir,
}

fn request(key: &str, user: u64, command: &str) -> Request {
    Request {
        key: Some(key.into()),
        channel: 9,
        user,
        name: Some(format!("P{user}")),
        command: command.into(),
        seed: Some(7),
        moderator: false,
        guild: None,
    }
}

impl Client {
    async fn new() -> Client {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/paiju.db", dir.path().display());
        let store = SqlStore::connect(&url).await.unwrap();
        Client {
            registry: Registry::new(store, Arc::new(SystemClock)),
            league: League::memory().await.unwrap(),
            _dir: dir,
        }
    }

    async fn send(&self, key: &str, user: u64, command: &str) -> Value {
        let req = request(key, user, command);
        handle(&self.registry, &self.league, req, Locale::EnUs).await
    }

    /// Sends a request, then the very same again: the second is a duplicate with the first's
    /// messages, and nothing more happened at the table.
    async fn twice(&self, key: &str, user: u64, command: &str) -> Value {
        let first = self.send(key, user, command).await;
        assert_eq!(first["ok"], true, "{command}: {first}");
        assert!(first.get("duplicate").is_none(), "{command}: {first}");
        let log_before = self.log_len().await;
        let again = self.send(key, user, command).await;
        assert_eq!(again["ok"], true, "{command} resent: {again}");
        assert_eq!(again["duplicate"], true, "{command} resent: {again}");
        assert_eq!(
            again["messages"], first["messages"],
            "{command}: a resend is told what the first time was"
        );
        assert_eq!(self.log_len().await, log_before, "{command}: applied once");
        first
    }

    async fn log_len(&self) -> Option<usize> {
        let shared = self
            .registry
            .table(paiju::table::ChannelId(9))
            .await
            .unwrap()?;
        let table = shared.lock().await;
        Some(usize::try_from(table.next_seq()).unwrap())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_command_resent_with_its_key_is_applied_once_and_answered_alike() {
    let c = Client::new().await;
    c.twice("k-new", 1, "table new doudizhu").await;
    c.twice("k-join", 2, "table join").await;
    c.twice("k-leave", 2, "table leave").await;
    c.twice("k-bot-1", 1, "table bot").await;
    c.twice("k-bot-2", 1, "table bot easy").await;
    let mut v = c.twice("k-start", 1, "table start").await;
    // The person's moves, each resent: bids, plays and passes (and the bots' replies with
    // them), for as long as the hand lasts.
    let mut n = 0;
    while let Some(moves) = v["to_act"]
        .as_array()
        .and_then(|a| a.iter().find(|t| t["user"] == 1))
        .and_then(|t| t["moves"].as_array())
    {
        let chosen = moves
            .iter()
            .filter_map(Value::as_str)
            .find(|m| !m.starts_with("pass") || moves.len() == 1)
            .unwrap()
            .to_string();
        n += 1;
        v = c.twice(&format!("k-move-{n}"), 1, &chosen).await;
        if n > 60 {
            break;
        }
    }
    assert!(n > 0, "the person moved");
    c.twice("k-end", 1, "table end").await;
    // After the table is gone: `table end` and `table new` resent are still duplicates, and
    // no second table opens.
    for (key, command) in [("k-end", "table end"), ("k-new", "table new doudizhu")] {
        let v = c.send(key, 1, command).await;
        assert_eq!(v["duplicate"], true, "{command}: {v}");
    }
    assert_eq!(c.log_len().await, None, "no table was opened again");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_key_with_another_request_is_refused_and_changes_nothing() {
    let c = Client::new().await;
    c.twice("k1", 1, "table new doudizhu").await;
    let seq = c.log_len().await;
    // Another user, another command, another channel: each refused with a clear error.
    let mut elsewhere = request("k1", 1, "table new doudizhu");
    elsewhere.channel = 10;
    for req in [
        request("k1", 2, "table join"),
        request("k1", 1, "table bot"),
        elsewhere,
    ] {
        let v = handle(&c.registry, &c.league, req, Locale::EnUs).await;
        assert_eq!(v["ok"], false, "{v}");
        assert!(v["error"].as_str().unwrap().contains("already used"), "{v}");
    }
    assert_eq!(c.log_len().await, seq);
    let other = c.registry.table(paiju::table::ChannelId(10)).await.unwrap();
    assert!(other.is_none(), "no table opened in the other channel");
}

/// At a table the league rates, `table end` becomes the league's rated end; resent after the
/// table closed (so no longer rated, nor there), it is still the same request: a duplicate.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_end_resent_after_the_table_closed_is_a_duplicate() {
    let c = Client::new().await;
    let guild = Some(7 << 22);
    let ask = |key: &str, user: u64, command: &str, moderator: bool| Request {
        guild,
        moderator,
        ..request(key, user, command)
    };
    for (key, user, command, moderator) in [
        ("s", 1, "league season start Spring", true),
        ("new", 1, "table new doudizhu", false),
        ("b1", 1, "table bot", false),
        ("b2", 1, "table bot", false),
        ("start", 1, "table start", false),
    ] {
        let v = handle(
            &c.registry,
            &c.league,
            ask(key, user, command, moderator),
            Locale::EnUs,
        )
        .await;
        assert_eq!(v["ok"], true, "{command}: {v}");
    }
    let end = || ask("end", 1, "table end", true);
    let first = handle(&c.registry, &c.league, end(), Locale::EnUs).await;
    assert_eq!(first["ok"], true, "{first}");
    assert_eq!(c.log_len().await, None, "the table closed");
    let again = handle(&c.registry, &c.league, end(), Locale::EnUs).await;
    assert_eq!(again["duplicate"], true, "{again}");
    assert_eq!(again["messages"], first["messages"], "{again}");
}

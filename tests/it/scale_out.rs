//! Scale-out proven: two real `paiju` processes share one PostgreSQL, each running one of two
//! gateway shards (`SHARD_RANGE=0-0/2` and `SHARD_RANGE=1-1/2`), against a fake Discord that
//! serves both shards and sends each guild's interactions to the connection of the guild's
//! shard (DMs to shard 0), as Discord does.
//!
//! A Dou Dizhu table in a guild of each shard is played at once; the process of shard 1 is
//! killed with SIGKILL mid-game while the other plays on, restarted, and both games are
//! played to the end. Meanwhile a player of the shard-1 table presses a button of their DM
//! panel: Discord sends DM interactions to shard 0, whose process must refuse it (it may not
//! write another shard's table), so that table's players bid in its channel. Then, from the
//! fake's records and the database:
//! - each process identified as its shard only, and answered only the interactions Discord
//!   sent to its shard (every REST call carries the process's own token);
//! - every acknowledged command is in its table's log exactly once, and nothing else is;
//! - every keyed entry of a table came from an interaction its owner answered, nothing was
//!   written to the killed process's table while it was down, the survivor's log went on
//!   intact, and the restarted process recovered only its own shard's table;
//! - each channel holds every post the store recorded for it once, in order (by nonce), and
//!   each player's DMs likewise; only the table's owner posted to its channel and players.
//!
//! Runs when `TEST_DATABASE_URL` is set (CI sets it when PostgreSQL answers on
//! 127.0.0.1:5432), in a schema of its own, dropped afterwards; says it was skipped otherwise.

use crate::store_conformance::pg_db::PgDb;
use crate::support::Player;
use crate::support::driver::Driver;
use crate::support::fake::Fake;
use crate::support::users::{self, Where};
use sqlx::Row;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const TOTAL: u32 = 2;
/// `(id >> 22) % 2 == 0`: shard 0.
const GUILD_0: u64 = (1_000_000 << 22) | 17;
/// `(id >> 22) % 2 == 1`: shard 1.
const GUILD_1: u64 = (1_000_001 << 22) | 17;
const CHANNEL_0: u64 = 710_000_000_000_000_100;
const CHANNEL_1: u64 = 710_000_000_000_000_200;
const TOKENS: [&str; 2] = ["fake-token-shard-0-of-2", "fake-token-shard-1-of-2"];

fn shard_of(guild: u64) -> u32 {
    u32::try_from((guild >> 22) % u64::from(TOTAL)).unwrap()
}

/// One bot process: its shard, and the file its log goes to.
struct Bot {
    shard: u32,
    child: tokio::process::Child,
    log: PathBuf,
}

fn spawn(dir: &Path, url: &str, fake: &Fake, shard: u32, run: u32) -> Bot {
    let log = dir.join(format!("shard-{shard}-run-{run}.log"));
    let file = std::fs::File::create(&log).unwrap();
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .env("DISCORD_TOKEN", TOKENS[shard as usize])
        .env("DISCORD_PROXY_URL", fake.url())
        .env("DEV_GUILD_ID", GUILD_0.to_string())
        .env("SHARD_RANGE", format!("{shard}-{shard}/{TOTAL}"))
        .env("RUST_LOG", "warn,paiju::discord=info")
        .env("NO_COLOR", "1")
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    Bot { shard, child, log }
}

/// The log, without terminal colours.
fn read_log(path: &Path) -> String {
    let raw = std::fs::read_to_string(path).unwrap_or_default();
    let mut out = String::new();
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

async fn wait_shard(fake: &Fake, shard: u32, identified_before: usize) {
    fake.wait_for(
        &format!("shard {shard} at the gateway"),
        Duration::from_secs(60),
        |f| {
            f.identified() > identified_before
                && f.connected_shards().contains(&(shard, TOTAL))
                && !f.commands().is_empty()
        },
    )
    .await;
}

/// Kills the bot the way a crash does (SIGKILL: no cleanup, no flush).
async fn crash(fake: &Fake, bot: &mut Bot) {
    bot.child.kill().await.unwrap();
    bot.child.wait().await.unwrap();
    let shard = bot.shard;
    fake.wait_for(
        "the killed shard's connection to close",
        Duration::from_secs(20),
        |f| f.connected_shards().iter().all(|(s, _)| *s != shard),
    )
    .await;
}

fn now_ms() -> i64 {
    i64::try_from(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap()
}

/// A table as the database holds it.
#[derive(Debug, Default)]
struct Stored {
    guild: Option<u64>,
    closed: bool,
    /// (seq, at, key)
    entries: Vec<(u64, i64, Option<String>)>,
    /// (recipient (0: the channel), nonce, text), in the order made.
    posts: Vec<(u64, String, String)>,
}

async fn stored(url: &str) -> BTreeMap<u64, Stored> {
    let store = paiju::store::SqlStore::connect(url).await.unwrap();
    let mut by_channel: BTreeMap<u64, Stored> = BTreeMap::new();
    let mut channel_of = HashMap::new();
    for r in sqlx::query("SELECT id, channel, guild, closed_at FROM tables")
        .fetch_all(store.pool())
        .await
        .unwrap()
    {
        let id = r.try_get::<i64, _>(0).unwrap().cast_unsigned();
        let channel = r.try_get::<i64, _>(1).unwrap().cast_unsigned();
        let guild: Option<i64> = r.try_get(2).unwrap();
        let closed: Option<i64> = r.try_get(3).unwrap();
        channel_of.insert(id, channel);
        let before = by_channel.insert(
            channel,
            Stored {
                guild: guild.map(i64::cast_unsigned),
                closed: closed.is_some(),
                ..Stored::default()
            },
        );
        assert!(before.is_none(), "one table per channel in this test");
    }
    for r in sqlx::query("SELECT table_id, seq, at, key FROM entries ORDER BY table_id, seq")
        .fetch_all(store.pool())
        .await
        .unwrap()
    {
        let table = r.try_get::<i64, _>(0).unwrap().cast_unsigned();
        by_channel
            .get_mut(&channel_of[&table])
            .unwrap()
            .entries
            .push((
                u64::try_from(r.try_get::<i64, _>(1).unwrap()).unwrap(),
                r.try_get(2).unwrap(),
                r.try_get(3).unwrap(),
            ));
    }
    for r in sqlx::query(
        "SELECT table_id, seq, idx, recipient, body FROM posts WHERE kind NOT IN ('panel', 'table') \
         ORDER BY table_id, seq, idx",
    )
    .fetch_all(store.pool())
    .await
    .unwrap()
    {
        let table = r.try_get::<i64, _>(0).unwrap().cast_unsigned();
        let id = paiju::table::posts::PostId {
            table: paiju::table::TableId(table),
            seq: u64::try_from(r.try_get::<i64, _>(1).unwrap()).unwrap(),
            idx: u32::try_from(r.try_get::<i64, _>(2).unwrap()).unwrap(),
        };
        let recipient: Option<i64> = r.try_get(3).unwrap();
        let body: String = r.try_get(4).unwrap();
        let body: serde_json::Value = serde_json::from_str(&body).unwrap();
        by_channel
            .get_mut(&channel_of[&table])
            .unwrap()
            .posts
            .push((
                recipient.map_or(0, i64::cast_unsigned),
                id.nonce(),
                body["content"].as_str().unwrap_or_default().to_string(),
            ));
    }
    store.shutdown().await;
    by_channel
}

/// Plays `moves` moves (fewer if the game ends).
async fn moves(d: &mut Driver<'_>, moves: usize) {
    for _ in 0..moves {
        if !d.one_move().await.unwrap() {
            return;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_postgres_each_serve_their_shards() {
    let Some(db) = PgDb::new().await else {
        eprintln!(
            "scale_out: skipped (TEST_DATABASE_URL is not set; .ci/run sets it when \
             PostgreSQL answers on 127.0.0.1:5432)"
        );
        return;
    };
    let outcome = tokio::spawn(scenario(db.url.clone())).await;
    db.drop_schema().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

async fn scenario(url: String) {
    let started = Instant::now();
    assert_eq!((shard_of(GUILD_0), shard_of(GUILD_1)), (0, 1));
    let fake = Fake::start().await;
    fake.serve_shards(TOTAL);
    fake.set_channel_guild(CHANNEL_0, GUILD_0);
    fake.set_channel_guild(CHANNEL_1, GUILD_1);
    let dir = tempfile::tempdir().unwrap();

    // Shard 0 first (it applies the migrations), then shard 1.
    let mut bot0 = spawn(dir.path(), &url, &fake, 0, 1);
    wait_shard(&fake, 0, 0).await;
    let mut bot1 = spawn(dir.path(), &url, &fake, 1, 1);
    wait_shard(&fake, 1, 1).await;

    let mut d0 = Driver::new(&fake, CHANNEL_0);
    let mut d1 = Driver::new(&fake, CHANNEL_1);
    d1.players = vec![
        Player::new(311, "Dan"),
        Player::new(312, "Eve"),
        Player::new(313, "Fay"),
    ];
    // A DM's buttons reach only the process of shard 0 (Discord sends DM interactions to
    // shard 0): table 1's players bid in its channel.
    d1.bid_in_channel = true;
    let owner_of_user = |user: u64| if user < 310 { CHANNEL_0 } else { CHANNEL_1 };

    // Both tables at once.
    let (a, b) = tokio::join!(d0.open_and_start(), d1.open_and_start());
    a.unwrap();
    b.unwrap();
    tokio::join!(moves(&mut d0, 6), moves(&mut d1, 6));

    // Shard 1's process dies mid-game; shard 0's plays on meanwhile.
    let before = stored(&url).await;
    assert!(!before[&CHANNEL_1].closed, "table 1 is mid-game");
    crash(&fake, &mut bot1).await;
    let down_from = now_ms();
    moves(&mut d0, 4).await;
    // Meanwhile the player to act at table 1 presses a button of their DM panel: Discord
    // sends it to shard 0, whose process must not touch table 1; it says where to play.
    let who = d1.players[d1.to_act().expect("someone to act at table 1")].clone();
    let panel = fake
        .dms(who.id)
        .into_iter()
        .rev()
        .find(|m| !m.custom_ids().is_empty())
        .expect("the player to act has a DM panel with buttons");
    let (id, press) = users::button(&fake, &who, Where::Dm, &panel, &panel.custom_ids()[0]);
    fake.dispatch("INTERACTION_CREATE", press);
    let answer = users::wait_callback(&fake, id).await;
    let said = answer.data["content"].as_str().unwrap_or_default();
    assert!(
        said.starts_with('✗') && said.contains("another of the bot's processes"),
        "{said}"
    );
    let down_until = now_ms();
    let during = stored(&url).await;
    assert!(
        !during[&CHANNEL_0].closed,
        "table 0 is mid-game at the restart"
    );
    let identified = fake.identified();
    let mut bot1 = spawn(dir.path(), &url, &fake, 1, 2);
    wait_shard(&fake, 1, identified).await;

    // Both games to their end.
    let (a, b) = tokio::join!(d0.play_on(300), d1.play_on(300));
    a.unwrap();
    b.unwrap();
    fake.settle(Duration::from_millis(500)).await;
    crash(&fake, &mut bot0).await;
    crash(&fake, &mut bot1).await;
    let after = stored(&url).await;
    let owner = |channel: u64| shard_of(after[&channel].guild.unwrap());

    // Each process identified as its own shard only.
    for id in fake.identify_payloads() {
        let shard = u32::try_from(id["shard"][0].as_u64().unwrap()).unwrap();
        assert_eq!(id["shard"][1], TOTAL);
        assert_eq!(id["token"], format!("Bot {}", TOKENS[shard as usize]));
    }

    // Each process answered only what Discord sent to its shard.
    let routed = fake.routed();
    let callers = fake.callers();
    let token = |shard: u32| format!("Bot {}", TOKENS[shard as usize]);
    for r in &routed {
        assert_eq!(
            r.shard,
            r.guild.map_or(0, shard_of),
            "routed by guild: {r:?}"
        );
        let prefix = format!("/api/v10/interactions/{}/", r.interaction);
        let answered: Vec<_> = callers
            .iter()
            .filter(|c| c.path.starts_with(&prefix))
            .collect();
        assert!(!answered.is_empty(), "{r:?} was answered");
        assert!(
            answered.iter().all(|c| c.authorization == token(r.shard)),
            "{r:?} was answered by the process of its shard only: {answered:?}"
        );
    }

    // Acknowledged commands (slash commands and buttons not refused), by table.
    let callbacks: HashMap<u64, _> = fake
        .callbacks()
        .into_iter()
        .map(|c| (c.interaction, c))
        .collect();
    let mut acknowledged: HashMap<u64, Vec<String>> = HashMap::new();
    let mut answered_by: HashMap<String, u32> = HashMap::new();
    for r in &routed {
        answered_by.insert(r.interaction.to_string(), r.shard);
        let cb = &callbacks[&r.interaction];
        let refused = cb.data["content"]
            .as_str()
            .is_some_and(|c| c.starts_with('✗'));
        if matches!(r.kind, 2 | 3) && matches!(cb.kind, 4 | 7) && !refused {
            let channel = if r.guild.is_some() {
                r.channel
            } else {
                owner_of_user(r.user)
            };
            acknowledged
                .entry(channel)
                .or_default()
                .push(r.interaction.to_string());
        }
    }

    for channel in [CHANNEL_0, CHANNEL_1] {
        let t = &after[&channel];
        // The log is whole: seqs 0, 1, 2 … with no gap.
        let seqs: Vec<u64> = t.entries.iter().map(|e| e.0).collect();
        assert_eq!(seqs, (0..seqs.len() as u64).collect::<Vec<_>>());
        // Every acknowledged command once, and no command that was not acknowledged.
        let mut keys: Vec<String> = t.entries.iter().filter_map(|e| e.2.clone()).collect();
        let mut acked = acknowledged[&channel].clone();
        keys.sort();
        acked.sort();
        assert_eq!(
            keys, acked,
            "table {channel}: its log holds each acknowledged command once"
        );
        // Only the owner's process wrote it.
        for (seq, _, key) in &t.entries {
            if let Some(k) = key {
                assert_eq!(
                    answered_by[k],
                    owner(channel),
                    "entry {seq} of the table in {channel} came from an interaction the \
                     process of shard {} answered",
                    answered_by[k]
                );
            }
        }
    }

    // Nothing was written to shard 1's table while its process was down, and shard 0's
    // table went on from where it was, intact.
    let t1 = &after[&CHANNEL_1];
    assert!(
        t1.entries
            .iter()
            .all(|(_, at, _)| *at < down_from || *at > down_until),
        "table 1 untouched while its process was down"
    );
    assert_eq!(
        during[&CHANNEL_1].entries, before[&CHANNEL_1].entries,
        "table 1 untouched while its process was down"
    );
    let t0 = &after[&CHANNEL_0].entries;
    assert!(during[&CHANNEL_0].entries.len() > before[&CHANNEL_0].entries.len());
    assert_eq!(
        t0[..during[&CHANNEL_0].entries.len()],
        during[&CHANNEL_0].entries[..]
    );

    // The restarted process recovered its own shard's table only (both were open).
    let log = read_log(&bot1.log);
    assert!(log.contains("recovered=1"), "{log}");
    let log0 = read_log(&bot0.log);
    assert!(log0.contains("recovered=0"), "{log0}");

    // Each channel holds every stored post once, in order; each player's DMs too. Only the
    // table's owner posted them.
    for (channel, players) in [(CHANNEL_0, &d0.players), (CHANNEL_1, &d1.players)] {
        let t = &after[&channel];
        let to = |who: u64| -> Vec<(String, String)> {
            t.posts
                .iter()
                .filter(|(r, _, _)| *r == who)
                .map(|(_, n, c)| (n.clone(), c.clone()))
                .collect()
        };
        let seen: Vec<(String, String)> = fake
            .channel_messages(channel)
            .into_iter()
            .map(|m| (m.nonce.unwrap_or_default(), m.content))
            .collect();
        assert_eq!(seen, to(0), "{channel}: every stored post once, in order");
        assert!(seen.iter().any(|(_, c)| c.contains("Game over")));
        let owner_token = token(owner(channel));
        let path = format!("/channels/{channel}/messages");
        assert!(
            callers
                .iter()
                .filter(|c| c.path.contains(&path))
                .all(|c| c.authorization == owner_token),
            "only the owner posted to {channel}"
        );
        for p in players {
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
            let dm = fake.dm_channel(p.id);
            let path = format!("/channels/{dm}/messages");
            assert!(
                callers
                    .iter()
                    .filter(|c| c.path.contains(&path))
                    .all(|c| c.authorization == owner_token),
                "only the owner of {channel} posted to {}",
                p.name
            );
        }
    }
    eprintln!("scale_out: {:.1} s", started.elapsed().as_secs_f64());
}

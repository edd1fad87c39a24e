//! A league for the web tests, built through the real code: tables of every game played to
//! their end by bots' moves for people (logs imported into a SQLite store as the bot writes
//! them), results recorded by `League::record`, a season, consent given through
//! `WebConsent`; and the web server on a loopback port over a read-only connection, as
//! `paiju web` serves it.
//!
//! Names and the season's title try to inject HTML; one table is in a private channel, one
//! player asked to be "Player N", and a second guild's page is off.

use crate::common::bots_play::play_to_end;
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::league::consent::{WebConsent, WebPage};
use paiju::league::{Caller, League, SqlLeagueStore};
use paiju::store::SqlStore;
use paiju::table::{
    ChannelId, Command, Ctx, GuildId, Table, TableHeader, TableId, TableRecord, Timestamp, UserId,
};
use paiju::web::{Limits, Server, Site};
use std::collections::HashMap;

pub const GUILD: GuildId = GuildId(1_109_000_000_000_000_001);
pub const OTHER_GUILD: GuildId = GuildId(1_109_000_000_000_000_002);
/// People, with Discord-sized ids (a URL must never contain one).
pub const ANN: u64 = 311_000_000_000_000_001;
pub const BOB: u64 = 311_000_000_000_000_002;
pub const CHEN: u64 = 311_000_000_000_000_003;
pub const DANA: u64 = 311_000_000_000_000_004;
/// Asked to be shown as "Player N".
pub const EVE: u64 = 311_000_000_000_000_005;

/// Channels from here up are public.
const PUBLIC: u64 = 900_100;

pub const SEASON_TITLE: &str = "<img src=x onerror=alert(1)> Spring \"26\"";

pub fn name_of(user: u64) -> &'static str {
    match user {
        ANN => "<script>alert('ann')</script>",
        BOB => "Bob \"the\" O'Brien & <b>co</b>",
        CHEN => "陈晨",
        DANA => "Dana",
        EVE => "Eve Secret",
        _ => "someone",
    }
}

fn ctx(user: u64, now: i64) -> Ctx {
    Ctx {
        user: UserId(user),
        name: name_of(user).to_string(),
        now: Timestamp(now),
        key: None,
        moderator: false,
        entropy: 7 + u64::try_from(now).unwrap(),
    }
}

/// A table of `kind` played to its end by `users` (the moves a bot would make for them).
pub fn played(
    kind: GameKind,
    id: u64,
    channel: u64,
    guild: GuildId,
    users: &[u64],
    at: i64,
) -> TableRecord {
    let header = TableHeader {
        id: TableId(id),
        channel: ChannelId(channel),
        guild: Some(guild),
        kind,
        options: Options::new(),
        creator: UserId(users[0]),
        created_at: Timestamp(at),
    };
    let mut t = Table::open(header.clone()).unwrap();
    let mut entries = Vec::new();
    let mut now = at;
    for u in users {
        now += 1;
        entries.extend(t.handle(&ctx(*u, now), Command::Join).unwrap().entries);
    }
    now += 1;
    let start = Command::Start { deal: None };
    entries.extend(t.handle(&ctx(users[0], now), start).unwrap().entries);
    entries.extend(play_to_end(&mut t, &mut now, ctx));
    TableRecord { header, entries }
}

/// How many people a game of `kind` is played by here.
pub fn players(kind: GameKind) -> usize {
    (*kind.seats().start()).max(3).min(*kind.seats().end())
}

pub struct Fixture {
    pub _dir: tempfile::TempDir,
    /// The writing store, kept open as the bot's would be.
    pub _store: SqlStore,
    pub league: League,
    pub consent: WebConsent,
    pub page: WebPage,
    pub other_page: WebPage,
    /// The server's address, `http://127.0.0.1:PORT`.
    pub base: String,
    /// Every table by what it is.
    pub records: HashMap<&'static str, TableRecord>,
}

impl Fixture {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub fn league_path(&self) -> String {
        format!("/l/{}", self.page.slug)
    }

    /// The text served at `path`.
    pub async fn text(&self, path: &str) -> String {
        reqwest::get(self.url(path))
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    }

    /// The bytes served at `path`.
    pub async fn bytes(&self, path: &str) -> Vec<u8> {
        let response = reqwest::get(self.url(path)).await.unwrap();
        response.bytes().await.unwrap().to_vec()
    }
}

/// Builds the league and serves it with `limits`.
pub async fn league_served(limits: Limits) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/paiju.db", dir.path().display());
    let store = SqlStore::connect(&url).await.unwrap();
    let league = League::new(SqlLeagueStore::new(&store));
    let consent = WebConsent::new(&store);
    let admin = Caller {
        user: UserId(ANN),
        admin: true,
        roles: Vec::new(),
    };
    league
        .start_season(GUILD, &admin, SEASON_TITLE, None, Timestamp(1))
        .await
        .unwrap();
    let mut records = HashMap::new();
    let people = [ANN, BOB, CHEN, DANA];
    let mut at = 1_800_000_000_000_i64;
    let mut id = 7_000_000_000_000_000_u64;
    // A table per channel (one open table per channel): public ones numbered from 900_100.
    let mut table = |what: &'static str, kind: GameKind, channel: u64, guild, users: &[u64]| {
        at += 10_000_000;
        id += 1;
        let channel = if channel == PUBLIC {
            PUBLIC + id % 1000
        } else {
            channel
        };
        let record = played(kind, id, channel, guild, users, at);
        records.insert(what, record);
    };
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        let n = players(kind);
        let users: Vec<u64> = people.iter().cycle().skip(i).take(n).copied().collect();
        table(kind.name(), kind, PUBLIC, GUILD, &users);
    }
    table(
        "doudizhu-again",
        GameKind::Doudizhu,
        PUBLIC,
        GUILD,
        &[BOB, CHEN, DANA],
    );
    table(
        "private",
        GameKind::Doudizhu,
        900_002,
        GUILD,
        &[ANN, BOB, CHEN],
    );
    table(
        "hidden",
        GameKind::Doudizhu,
        PUBLIC,
        GUILD,
        &[EVE, ANN, DANA],
    );
    table(
        "other-guild",
        GameKind::Doudizhu,
        900_003,
        OTHER_GUILD,
        &[ANN, BOB, CHEN],
    );
    let mut all: Vec<&TableRecord> = records.values().collect();
    all.sort_by_key(|r| r.header.created_at);
    let owned: Vec<TableRecord> = all.iter().map(|r| (*r).clone()).collect();
    store.import(&owned).await.unwrap();
    for r in &owned {
        assert!(
            league.record(r).await.unwrap() >= 1,
            "every table has a result"
        );
    }
    let now = Timestamp(at + 1);
    let page = consent.set_page(GUILD, true, now).await.unwrap();
    let other_page = consent.set_page(OTHER_GUILD, true, now).await.unwrap();
    consent.set_page(OTHER_GUILD, false, now).await.unwrap();
    for r in records.values() {
        if r.header.channel.0 > PUBLIC && r.header.guild == Some(GUILD) {
            consent
                .set_channel(GUILD, r.header.channel, true, now)
                .await
                .unwrap();
        }
    }
    consent
        .set_channel(GUILD, ChannelId(900_002), false, now)
        .await
        .unwrap();
    consent
        .set_channel(OTHER_GUILD, ChannelId(900_003), true, now)
        .await
        .unwrap();
    consent
        .set_name_hidden(UserId(EVE), true, now)
        .await
        .unwrap();
    // Served as `paiju web` serves: over a connection that cannot write.
    let reader = SqlStore::connect_read_only(&url).await.unwrap();
    let server = Server::new(Site::new(&reader, true), limits);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(paiju::web::serve_on(server, listener));
    Fixture {
        _dir: dir,
        _store: store,
        league,
        consent,
        page,
        other_page,
        base,
        records,
    }
}

/// Generous limits: a test walking every step is one client.
pub fn roomy() -> Limits {
    Limits {
        per_second: std::num::NonZeroU32::new(10_000).unwrap(),
        burst: std::num::NonZeroU32::new(10_000).unwrap(),
    }
}

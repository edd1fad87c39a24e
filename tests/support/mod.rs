//! The e2e harness: a fake Discord, the real bot (serenity's HTTP and gateway code) connected
//! to it through `DISCORD_PROXY_URL`, and players who send interactions.

pub mod driver;
pub mod fake;
pub mod limits;
pub mod processes;
pub mod traffic;
pub mod users;

use fake::{Fake, Msg};

/// Taken by the tests that must not overlap: the real browser (Chromium takes both cores for
/// seconds) and the scale-out scenario, whose checks hold every post to the lease holder of
/// the moment. Under Chromium's load a hand-over's flush (1.5 s) can time out with an edit
/// still in flight, which then reaches Discord after the successor took the shard: a known
/// fault of the hand-over (it releases the lease without waiting for posts already sent to
/// finish), found this way; the lock keeps the scenario's timing what it measures.
pub static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
use paiju::discord::{Bot, Config, Running};
use paiju::table::registry::Registry;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{ManualClock, Timestamp};
use serde_json::Value;
use std::sync::Arc;
pub use users::{Answer, CHANNEL, GUILD, MANAGE_CHANNELS, Player, Where, refused};

pub struct Harness<S: Store = MemoryStore> {
    pub fake: Fake,
    pub bot: Running<S>,
    pub registry: Arc<Registry<S>>,
    /// The bot's clock (tests move it; `tick` runs what it made due).
    pub clock: Arc<ManualClock>,
}

impl Harness<MemoryStore> {
    /// A fake Discord and a bot whose games all get `seed`.
    pub async fn start(seed: u64) -> Harness {
        Harness::start_with(MemoryStore::new(), seed).await
    }
}

impl<S: Store> Harness<S> {
    /// The same over another store.
    pub async fn start_with(store: S, seed: u64) -> Harness<S> {
        Harness::start_full(store, seed, false, None, false).await
    }

    /// The same, with the server leagues kept in `league`.
    pub async fn start_league(
        store: S,
        seed: u64,
        league: Option<paiju::league::League>,
    ) -> Harness<S> {
        Harness::start_full(store, seed, false, league, false).await
    }

    /// `direct`: the bot talks to "discord.com" (the fake's TLS front) with serenity's own rate
    /// limiter on, as in production without `DISCORD_PROXY_URL`.
    pub async fn start_connected(store: S, seed: u64, direct: bool) -> Harness<S> {
        Harness::start_full(store, seed, direct, None, false).await
    }

    /// `league`: the bot keeps server leagues; `append_log`: channel posts are appended to the
    /// table's last log message (`Bot::append_log`).
    pub async fn start_full(
        store: S,
        seed: u64,
        direct: bool,
        league: Option<paiju::league::League>,
        append_log: bool,
    ) -> Harness<S> {
        Harness::start_bot(store, seed, direct, league, append_log, None).await
    }

    /// The same with the league's web pages offered (`Bot::web`).
    pub async fn start_web(
        store: S,
        seed: u64,
        league: paiju::league::League,
        web: paiju::discord::web_pages::WebPages,
    ) -> Harness<S> {
        Harness::start_bot(store, seed, false, Some(league), false, Some(web)).await
    }

    async fn start_bot(
        store: S,
        seed: u64,
        direct: bool,
        league: Option<paiju::league::League>,
        append_log: bool,
        web: Option<paiju::discord::web_pages::WebPages>,
    ) -> Harness<S> {
        let fake = Fake::start().await;
        let clock = Arc::new(ManualClock::new(Timestamp(1_700_000_000_000)));
        let registry = Arc::new(Registry::new(store, clock.clone()));
        let config = Config {
            token: "fake-token".into(),
            dev_guild: Some(paiju::table::GuildId(GUILD)),
            proxy: (!direct).then(|| fake.url()),
            shards: None,
            standby: None,
            process: None,
            bot_searches: None,
        };
        let mut bot = Bot::new(config, registry.clone())
            .entropy(Arc::new(move || seed))
            .append_log(append_log);
        if let Some(league) = league {
            bot = bot.league(league);
        }
        if direct {
            bot = bot.http_client(limits::client_to(fake.tls_addr));
        }
        if let Some(web) = web {
            bot = bot.web(web);
        }
        let bot = bot.start().await.expect("the bot starts against the fake");
        fake.wait_connected().await;
        Harness {
            fake,
            bot,
            registry,
            clock,
        }
    }

    /// Sends an interaction and waits for its callback and for every message it caused.
    pub async fn send(&self, id: u64, payload: Value) -> Answer {
        let on_message = payload["message"]["id"]
            .as_str()
            .and_then(|m| m.parse().ok());
        self.fake.dispatch("INTERACTION_CREATE", payload);
        let cb = users::wait_callback(&self.fake, id).await;
        self.bot.idle().await;
        users::answer(&self.fake, cb, on_message)
    }

    pub async fn wait_answer(&self, id: u64) -> Answer {
        let cb = users::wait_callback(&self.fake, id).await;
        self.bot.idle().await;
        users::answer(&self.fake, cb, None)
    }

    /// A slash command (`options` as Discord sends them).
    pub async fn slash(&self, who: &Player, at: Where, name: &str, options: Value) -> Answer {
        let (id, v) = self.slash_payload(who, at, name, options);
        self.send(id, v).await
    }

    /// The payload of a slash command, to send later (or twice).
    pub fn slash_payload(
        &self,
        who: &Player,
        at: Where,
        name: &str,
        options: Value,
    ) -> (u64, Value) {
        users::interaction(&self.fake, 2, who, at, users::command_data(name, options))
    }

    /// `/table <sub> [options]` in `channel`.
    pub async fn table(&self, who: &Player, channel: u64, sub: &str, options: Value) -> Answer {
        let opts = users::table_options(sub, options);
        self.slash(who, Where::Channel(channel), "table", opts)
            .await
    }

    /// Opens a `game` table in `channel` with `options`, seats `players` in order (the first
    /// opens it) and deals; every answer must be an acceptance.
    pub async fn open_and_start(
        &self,
        players: &[Player],
        channel: u64,
        game: &str,
        options: &str,
    ) {
        self.open_and_seat(players, channel, game, options).await;
        let a = self
            .table(&players[0], channel, "start", serde_json::json!([]))
            .await;
        assert!(a.content.starts_with('✓'), "{a:?}");
    }

    /// `open_and_start` without the deal (a test deals a chosen one with `start_dealt`).
    pub async fn open_and_seat(&self, players: &[Player], channel: u64, game: &str, options: &str) {
        let mut opts = vec![
            serde_json::json!({"type": 3, "name": "game", "value": game}),
            serde_json::json!({"type": 3, "name": "options", "value": options}),
        ];
        // 幺地人 is always three: its /table new takes no player count.
        if game != "yaodiren" {
            opts.push(serde_json::json!({"type": 4, "name": "players", "value": players.len()}));
        }
        let a = self
            .table(&players[0], channel, "new", Value::Array(opts))
            .await;
        assert!(a.content.starts_with('✓'), "{a:?}");
        for p in &players[1..] {
            let a = self.table(p, channel, "join", serde_json::json!([])).await;
            assert!(a.content.starts_with('✓'), "{a:?}");
        }
    }

    /// `/<verb> [arg]` (`/bid value:3`, `/play cards:33344`, `/pass`).
    pub async fn verb(
        &self,
        who: &Player,
        at: Where,
        verb: &str,
        arg: Option<(&str, &str)>,
    ) -> Answer {
        self.slash(who, at, verb, users::verb_options(arg)).await
    }

    /// Presses a button on a message.
    pub async fn click(&self, who: &Player, at: Where, message: &Msg, custom_id: &str) -> Answer {
        let (id, v) = users::button(&self.fake, who, at, message, custom_id);
        self.send(id, v).await
    }

    /// Chooses values in a select menu.
    pub async fn select(
        &self,
        who: &Player,
        at: Where,
        message: &Msg,
        custom_id: &str,
        values: &[String],
    ) -> Answer {
        let (id, v) = users::select(&self.fake, who, at, message, custom_id, values);
        self.send(id, v).await
    }

    /// Autocomplete for `/<name>` with `focused` being typed: the suggestions.
    pub async fn autocomplete(
        &self,
        who: &Player,
        at: Where,
        name: &str,
        focused: &str,
        typed: &str,
    ) -> Vec<(String, Value)> {
        let (id, v) = users::autocomplete(&self.fake, who, at, name, focused, typed);
        let a = self.send(id, v).await;
        assert_eq!(a.kind, 8, "an autocomplete answer");
        users::choices(&a)
    }

    /// Ann, Bob and Cy (user ids `first` to `first + 2`) seated in that order at a Dou Dizhu
    /// table in `CHANNEL`, dealt `deal` by Ann.
    pub async fn three_dealt(&self, first: u64, deal: paiju::games::any::AnyDeal) -> [Player; 3] {
        let players = [
            Player::new(first, "Ann"),
            Player::new(first + 1, "Bob"),
            Player::new(first + 2, "Cy"),
        ];
        self.open_and_seat(&players, CHANNEL, "doudizhu", "").await;
        self.start_dealt(&players[0], CHANNEL, deal).await;
        players
    }

    /// Deals `deal` at the table in `channel` through the table API (Discord's `/table start`
    /// always shuffles), as `who`, and delivers what it announces through the bot like any
    /// command's outbox.
    pub async fn start_dealt(&self, who: &Player, channel: u64, deal: paiju::games::any::AnyDeal) {
        let channel = paiju::table::ChannelId(channel);
        let mut ctx = self
            .registry
            .ctx(paiju::table::UserId(who.id), who.name, None);
        ctx.entropy = 1;
        let handled = self
            .registry
            .execute(
                channel,
                &ctx,
                paiju::table::Command::Start { deal: Some(deal) },
            )
            .await
            .expect("the deal starts");
        self.bot.app.publish(channel, &handled, false);
        self.bot.idle().await;
    }

    /// The log length of the table in `channel` (accepted entries).
    /// The table open in `channel` (it must be open).
    pub async fn shared_table(&self, channel: u64) -> paiju::table::registry::SharedTable {
        self.registry
            .table(paiju::table::ChannelId(channel))
            .await
            .unwrap()
            .expect("a table is open in the channel")
    }

    pub async fn log_len(&self, channel: u64) -> u64 {
        match self
            .registry
            .table(paiju::table::ChannelId(channel))
            .await
            .unwrap()
        {
            Some(t) => t.lock().await.next_seq(),
            None => 0,
        }
    }

    pub async fn shutdown(self) {
        self.bot.shutdown().await;
    }
}

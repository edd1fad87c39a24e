//! The e2e harness: a fake Discord, the real bot (serenity's HTTP and gateway code) connected
//! to it through `DISCORD_PROXY_URL`, and players who send interactions.

#![allow(dead_code)]

pub mod fake;

use fake::{Callback, Fake, Msg};
use paiju::discord::{Bot, Config, Running};
use paiju::table::registry::Registry;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{ManualClock, Timestamp};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

pub const GUILD: u64 = 700_000_000_000_000_001;
pub const CHANNEL: u64 = 700_000_000_000_000_100;
/// Discord's Manage Channels permission bit.
pub const MANAGE_CHANNELS: u64 = 1 << 4;

#[derive(Clone, Debug)]
pub struct Player {
    pub id: u64,
    pub name: &'static str,
    pub locale: &'static str,
    pub permissions: u64,
}

impl Player {
    pub fn new(id: u64, name: &'static str) -> Player {
        Player {
            id,
            name,
            locale: "en-US",
            permissions: 0,
        }
    }

    fn user(&self) -> Value {
        json!({"id": self.id.to_string(), "username": self.name.to_lowercase(),
               "discriminator": "0", "global_name": self.name, "avatar": null})
    }

    fn member(&self) -> Value {
        json!({"user": self.user(), "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00",
               "deaf": false, "mute": false, "flags": 0, "pending": false,
               "permissions": self.permissions.to_string(), "nick": null, "avatar": null})
    }
}

/// An interaction's answer as the fake recorded it.
#[derive(Clone, Debug)]
pub struct Answer {
    pub interaction: u64,
    /// 4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete.
    pub kind: u64,
    pub content: String,
    pub ephemeral: bool,
    pub latency: Duration,
    pub data: Value,
    /// The message that now shows the answer (a new ephemeral message, or the updated one).
    pub message: Option<Msg>,
}

pub struct Harness<S: Store = MemoryStore> {
    pub fake: Fake,
    pub bot: Running<S>,
    pub registry: Arc<Registry<S>>,
}

/// Where an interaction comes from.
#[derive(Clone, Copy, Debug)]
pub enum Where {
    Channel(u64),
    Dm,
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
        let fake = Fake::start().await;
        let registry = Arc::new(Registry::new(
            store,
            Arc::new(ManualClock::new(Timestamp(1_700_000_000_000))),
        ));
        let config = Config {
            token: "fake-token".into(),
            dev_guild: Some(paiju::table::GuildId(GUILD)),
            proxy: Some(fake.url()),
            shards: None,
        };
        let bot = Bot::new(config, registry.clone())
            .entropy(Arc::new(move || seed))
            .start()
            .await
            .expect("the bot starts against the fake");
        // The real gateway is not reachable here: if serenity went there, nothing arrives.
        fake.wait_for(
            "IDENTIFY at the fake gateway",
            Duration::from_secs(20),
            |f| f.identified() > 0,
        )
        .await;
        fake.wait_for("command registration", Duration::from_secs(20), |f| {
            !f.commands().is_empty()
        })
        .await;
        Harness {
            fake,
            bot,
            registry,
        }
    }

    fn base(&self, kind: u64, who: &Player, at: Where, data: Value) -> (u64, Value) {
        let id = self.fake.new_id();
        let mut v = json!({
            "id": id.to_string(),
            "application_id": fake::APP_ID.to_string(),
            "type": kind,
            "data": data,
            "token": format!("tok-{id}"),
            "version": 1,
            "locale": who.locale,
            "entitlements": [],
            "attachment_size_limit": 8_388_608,
            "app_permissions": "0",
        });
        match at {
            Where::Channel(channel) => {
                v["guild_id"] = json!(GUILD.to_string());
                v["guild_locale"] = json!("en-US");
                v["channel_id"] = json!(channel.to_string());
                v["member"] = who.member();
                v["context"] = json!(0);
            }
            Where::Dm => {
                v["channel_id"] = json!(self.fake.dm_channel(who.id).to_string());
                v["user"] = who.user();
                v["context"] = json!(1);
            }
        }
        (id, v)
    }

    fn command_data(name: &str, options: Value) -> Value {
        json!({"id": "1", "name": name, "type": 1, "options": options})
    }

    /// Sends an interaction and waits for its callback and for every message it caused.
    pub async fn send(&self, id: u64, payload: Value) -> Answer {
        self.fake.dispatch("INTERACTION_CREATE", payload);
        self.wait_answer(id).await
    }

    pub async fn wait_answer(&self, id: u64) -> Answer {
        self.fake
            .wait_for(
                &format!("the callback of {id}"),
                Duration::from_secs(20),
                |f| f.callbacks().iter().any(|c| c.interaction == id),
            )
            .await;
        self.bot.idle().await;
        let cb: Callback = self
            .fake
            .callbacks()
            .into_iter()
            .find(|c| c.interaction == id)
            .unwrap();
        let messages = self.fake.messages();
        let message = match cb.kind {
            4 => messages
                .iter()
                .rev()
                .find(|m| {
                    matches!(m.place, fake::Place::Ephemeral(_))
                        && m.content == cb.data["content"].as_str().unwrap_or("")
                })
                .cloned(),
            7 => None,
            _ => None,
        };
        Answer {
            interaction: id,
            kind: cb.kind,
            content: cb.data["content"].as_str().unwrap_or("").to_string(),
            ephemeral: cb.data["flags"].as_u64().unwrap_or(0) & 64 != 0,
            latency: cb.latency,
            data: cb.data.clone(),
            message,
        }
    }

    /// A slash command (`options` as Discord sends them).
    pub async fn slash(&self, who: &Player, at: Where, name: &str, options: Value) -> Answer {
        let (id, v) = self.base(2, who, at, Self::command_data(name, options));
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
        self.base(2, who, at, Self::command_data(name, options))
    }

    /// `/table <sub> [options]` in `channel`.
    pub async fn table(&self, who: &Player, channel: u64, sub: &str, options: Value) -> Answer {
        let opts = json!([{"type": 1, "name": sub, "options": options}]);
        self.slash(who, Where::Channel(channel), "table", opts)
            .await
    }

    /// `/<verb> [arg]` in `channel` (`/bid value:3`, `/play cards:33344`, `/pass`).
    pub async fn verb(
        &self,
        who: &Player,
        at: Where,
        verb: &str,
        arg: Option<(&str, &str)>,
    ) -> Answer {
        let options = match arg {
            Some((name, value)) => json!([{"type": 3, "name": name, "value": value}]),
            None => json!([]),
        };
        self.slash(who, at, verb, options).await
    }

    /// Presses a button on a message.
    pub async fn click(&self, who: &Player, at: Where, message: &Msg, custom_id: &str) -> Answer {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let (id, mut v) = self.base(3, who, at, data);
        v["message"] = self.fake.message_json(message);
        let mut answer = self.send(id, v).await;
        if answer.kind == 7 {
            answer.message = self.fake.message(message.id);
        }
        answer
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
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        let (id, mut v) = self.base(3, who, at, data);
        v["message"] = self.fake.message_json(message);
        let mut answer = self.send(id, v).await;
        if answer.kind == 7 {
            answer.message = self.fake.message(message.id);
        }
        answer
    }

    /// Autocomplete for `/<name>` with `focused` being typed: the suggested values.
    pub async fn autocomplete(
        &self,
        who: &Player,
        at: Where,
        name: &str,
        focused: &str,
        typed: &str,
    ) -> Vec<(String, Value)> {
        let options = json!([{"type": 3, "name": focused, "value": typed, "focused": true}]);
        let (id, v) = self.base(4, who, at, Self::command_data(name, options));
        let a = self.send(id, v).await;
        assert_eq!(a.kind, 8, "an autocomplete answer");
        a.data["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| (c["name"].as_str().unwrap().to_string(), c["value"].clone()))
            .collect()
    }

    /// The log length of the table in `channel` (accepted entries).
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

//! Discord users and the interactions they send, as Discord's JSON: slash commands, buttons,
//! select menus and autocomplete, from a server channel or a DM.

#![allow(dead_code)]

use super::fake::{self, Callback, Fake, Msg, Place};
use serde_json::{Value, json};
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

/// Where an interaction comes from.
#[derive(Clone, Copy, Debug)]
pub enum Where {
    Channel(u64),
    Dm,
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

/// A refusal: a new ephemeral message that says why.
pub fn refused(a: &Answer, says: &str) {
    assert_eq!(a.kind, 4, "{a:?}");
    assert!(a.ephemeral, "errors are ephemeral: {a:?}");
    assert!(a.content.starts_with('✗'), "an error: {}", a.content);
    assert!(
        a.content.contains(says),
        "{:?} should say {says:?}",
        a.content
    );
}

/// An INTERACTION_CREATE payload of `kind` (2 command, 3 component, 4 autocomplete).
pub fn interaction(fake: &Fake, kind: u64, who: &Player, at: Where, data: Value) -> (u64, Value) {
    let id = fake.new_id();
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
            v["channel_id"] = json!(fake.dm_channel(who.id).to_string());
            v["user"] = who.user();
            v["context"] = json!(1);
        }
    }
    (id, v)
}

pub fn command_data(name: &str, options: Value) -> Value {
    json!({"id": "1", "name": name, "type": 1, "options": options})
}

/// `/table <sub>` options.
pub fn table_options(sub: &str, options: Value) -> Value {
    json!([{"type": 1, "name": sub, "options": options}])
}

/// A verb's one string option (`value:3`, `cards:33344`), or none.
pub fn verb_options(arg: Option<(&str, &str)>) -> Value {
    match arg {
        Some((name, value)) => json!([{"type": 3, "name": name, "value": value}]),
        None => json!([]),
    }
}

pub fn button(
    fake: &Fake,
    who: &Player,
    at: Where,
    message: &Msg,
    custom_id: &str,
) -> (u64, Value) {
    let data = json!({"custom_id": custom_id, "component_type": 2});
    let (id, mut v) = interaction(fake, 3, who, at, data);
    v["message"] = fake.message_json(message);
    (id, v)
}

pub fn select(
    fake: &Fake,
    who: &Player,
    at: Where,
    message: &Msg,
    custom_id: &str,
    values: &[String],
) -> (u64, Value) {
    let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
    let (id, mut v) = interaction(fake, 3, who, at, data);
    v["message"] = fake.message_json(message);
    (id, v)
}

pub fn autocomplete(
    fake: &Fake,
    who: &Player,
    at: Where,
    name: &str,
    focused: &str,
    typed: &str,
) -> (u64, Value) {
    let options = json!([{"type": 3, "name": focused, "value": typed, "focused": true}]);
    interaction(fake, 4, who, at, command_data(name, options))
}

/// Waits for the callback of interaction `id`.
pub async fn wait_callback(fake: &Fake, id: u64) -> Callback {
    fake.wait_for(
        &format!("the callback of {id}"),
        Duration::from_secs(20),
        |f| f.callbacks().iter().any(|c| c.interaction == id),
    )
    .await;
    fake.callbacks()
        .into_iter()
        .find(|c| c.interaction == id)
        .unwrap()
}

/// The answer to `id` once its callback arrived and what it caused was delivered.
/// `on_message`: the message a component was used on (its update is the answer).
pub fn answer(fake: &Fake, cb: Callback, on_message: Option<u64>) -> Answer {
    let content = cb.data["content"].as_str().unwrap_or("").to_string();
    let message = match cb.kind {
        4 => fake
            .messages()
            .into_iter()
            .rev()
            .find(|m| matches!(m.place, Place::Ephemeral(_)) && m.content == content),
        7 => on_message.and_then(|id| fake.message(id)),
        _ => None,
    };
    Answer {
        interaction: cb.interaction,
        kind: cb.kind,
        ephemeral: cb.data["flags"].as_u64().unwrap_or(0) & 64 != 0,
        latency: cb.latency,
        data: cb.data,
        content,
        message,
    }
}

/// The suggestions of an autocomplete answer: (name, value).
pub fn choices(a: &Answer) -> Vec<(String, Value)> {
    a.data["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| (c["name"].as_str().unwrap().to_string(), c["value"].clone()))
        .collect()
}

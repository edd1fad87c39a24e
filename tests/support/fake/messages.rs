//! The messages the fake keeps: what each is and shows (`Msg`), and finding them by id and by
//! (channel, nonce) through indexes — the load tests post tens of thousands, and each edit or
//! nonce check must not scan them all.

use super::attachments::Attachment;
use super::validate::embed_text;
use super::{BOT_USER, Inner};
use serde_json::{Value, json};

/// Where a message was posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Channel(u64),
    /// A DM to this user.
    Dm(u64),
    /// An ephemeral interaction reply to this user.
    Ephemeral(u64),
}

#[derive(Clone, Debug)]
pub struct Msg {
    pub id: u64,
    pub channel: u64,
    pub place: Place,
    pub content: String,
    pub components: Value,
    /// The message's embeds (an array; empty when it has none).
    pub embeds: Value,
    pub nonce: Option<String>,
    /// Contents before each update, oldest first.
    pub history: Vec<String>,
    pub allowed_users: Vec<String>,
    /// The files the message shows now.
    pub attachments: Vec<Attachment>,
}

impl Msg {
    /// Every `custom_id` in the message's components.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = c["custom_id"].as_str() {
                    out.push(id.to_string());
                }
            }
        }
        out
    }

    /// The first `custom_id` that contains `part` (`:do:` a move button, `:undo:` Undo).
    pub fn id_containing(&self, part: &str) -> Option<String> {
        self.custom_ids().into_iter().find(|id| id.contains(part))
    }

    /// Everything the message shows as text: its content and its embeds.
    pub fn text(&self) -> String {
        let embeds = embed_text(&self.embeds);
        if embeds.is_empty() {
            self.content.clone()
        } else if self.content.is_empty() {
            embeds
        } else {
            format!("{}\n{embeds}", self.content)
        }
    }

    /// The button with this label.
    pub fn button(&self, label: &str) -> Option<String> {
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 2 && c["label"] == label {
                    return c["custom_id"].as_str().map(str::to_string);
                }
            }
        }
        None
    }

    /// The select menus: (custom_id, option values).
    pub fn menus(&self) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 3 {
                    let values = c["options"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|o| o["value"].as_str().map(str::to_string))
                        .collect();
                    out.push((c["custom_id"].as_str().unwrap_or("").to_string(), values));
                }
            }
        }
        out
    }

    pub(super) fn json(&self, app: u64) -> Value {
        let flags = if matches!(self.place, Place::Ephemeral(_)) {
            64
        } else {
            0
        };
        json!({
            "id": self.id.to_string(),
            "channel_id": self.channel.to_string(),
            "author": {"id": BOT_USER.to_string(), "username": "paiju", "discriminator": "0",
                        "global_name": null, "avatar": null, "bot": true},
            "content": self.content,
            "timestamp": "2025-01-01T00:00:00.000000+00:00",
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": self.attachments.iter().map(Attachment::json).collect::<Vec<_>>(),
            "embeds": self.embeds,
            "pinned": false,
            "type": 0,
            "flags": flags,
            "application_id": app.to_string(),
            "components": self.components,
            "nonce": self.nonce,
        })
    }
}

impl Inner {
    pub(super) fn push_message(&mut self, msg: Msg) {
        let at = self.messages.len();
        self.message_at.insert(msg.id, at);
        if let Some(n) = &msg.nonce {
            self.nonce_at.entry((msg.channel, n.clone())).or_insert(at);
        }
        self.messages.push(msg);
    }

    pub(super) fn message(&self, id: u64) -> Option<&Msg> {
        self.message_at.get(&id).map(|&i| &self.messages[i])
    }

    pub(super) fn message_mut(&mut self, id: u64) -> Option<&mut Msg> {
        self.message_at.get(&id).map(|&i| &mut self.messages[i])
    }

    /// The first message posted to `channel` with `nonce`.
    pub(super) fn with_nonce(&self, channel: u64, nonce: &str) -> Option<&Msg> {
        self.nonce_at
            .get(&(channel, nonce.to_string()))
            .map(|&i| &self.messages[i])
    }
}

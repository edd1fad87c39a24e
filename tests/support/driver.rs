//! Three people playing Dou Dizhu through Discord's interface only — slash commands, the
//! buttons of their turn DMs, the `/play` autocomplete — against a bot they cannot see inside
//! (another process, or the in-process bot). They bid 3 when first asked, then play the first
//! play the autocomplete suggests, or pass when it suggests none.

#![allow(dead_code)]

use super::fake::{Fake, Msg};
use super::users::{self, Answer, Player, Where};
use serde_json::{Value, json};
use std::time::Duration;

/// How long the fake must stay silent before the bot is taken to be done.
const QUIET: Duration = Duration::from_millis(150);

pub struct Driver<'a> {
    pub fake: &'a Fake,
    pub channel: u64,
    pub players: Vec<Player>,
    /// Every interaction with its answer, for the demo's output.
    pub log: Vec<String>,
    /// Wait for an accepted command's channel announcement (off while posts are failing).
    pub await_announcements: bool,
    /// Bid with `/bid` and `/pass` in the channel, as the turn DM offers, instead of pressing
    /// its buttons (a DM's buttons reach only the process of shard 0).
    pub bid_in_channel: bool,
}

fn revision_of(fake: &Fake, channel: u64) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.embeds.as_array().is_none_or(Vec::is_empty))
        .map(|m| 1 + m.history.len())
        .sum()
}

impl<'a> Driver<'a> {
    pub fn new(fake: &'a Fake, channel: u64) -> Driver<'a> {
        Driver {
            fake,
            channel,
            players: vec![
                Player::new(301, "Ann"),
                Player::new(302, "Bob"),
                Player::new(303, "Cy"),
            ],
            log: Vec::new(),
            await_announcements: true,
            bid_in_channel: false,
        }
    }

    async fn send(&mut self, what: String, id: u64, payload: Value) -> Answer {
        let on_message = payload["message"]["id"]
            .as_str()
            .and_then(|m| m.parse().ok());
        let before = self.revision();
        let is_command = payload["type"] != 4;
        self.fake.dispatch("INTERACTION_CREATE", payload);
        let cb = users::wait_callback(self.fake, id).await;
        // An accepted command is announced in the channel: wait for that, then for quiet.
        let accepted = cb.data["content"]
            .as_str()
            .is_some_and(|c| c.starts_with('✓'));
        if is_command && accepted && self.await_announcements {
            let channel = self.channel;
            self.fake
                .wait_for("the announcement", Duration::from_secs(20), |f| {
                    revision_of(f, channel) > before
                })
                .await;
        }
        self.fake.settle(QUIET).await;
        let a = users::answer(self.fake, cb, on_message);
        let shown = if a.kind == 8 {
            let offered: Vec<String> = users::choices(&a).into_iter().map(|(n, _)| n).collect();
            format!("suggests {}", offered.join(", "))
        } else {
            a.message
                .as_ref()
                .map_or(a.content.clone(), |m| m.content.clone())
        };
        self.log
            .push(format!("{what}\n    → {}", shown.replace('\n', "\n      ")));
        a
    }

    /// How often the channel's log changed: messages posted plus edits (a post appended to
    /// the last log message is an edit). The live table message is not counted.
    fn revision(&self) -> usize {
        revision_of(self.fake, self.channel)
    }

    async fn slash(&mut self, p: usize, name: &str, options: Value) -> Answer {
        let who = self.players[p].clone();
        let (id, v) = users::interaction(
            self.fake,
            2,
            &who,
            Where::Channel(self.channel),
            users::command_data(name, options.clone()),
        );
        let shown = options
            .as_array()
            .into_iter()
            .flatten()
            .map(|o| match o["options"].as_array() {
                Some(sub) => {
                    let inner: Vec<String> = sub
                        .iter()
                        .map(|x| format!("{}:{}", x["name"].as_str().unwrap_or(""), x["value"]))
                        .collect();
                    format!("{} {}", o["name"].as_str().unwrap_or(""), inner.join(" "))
                }
                None => format!("{}:{}", o["name"].as_str().unwrap_or(""), o["value"]),
            })
            .collect::<Vec<_>>()
            .join(" ");
        self.send(format!("{}: /{name} {shown}", who.name), id, v)
            .await
    }

    async fn click(&mut self, p: usize, message: &Msg, label: &str, custom_id: &str) -> Answer {
        let who = self.players[p].clone();
        let (id, v) = users::button(self.fake, &who, Where::Dm, message, custom_id);
        self.send(format!("{}: [{label}] in their DM", who.name), id, v)
            .await
    }

    /// The player whose turn the channel last announced, if any.
    pub fn to_act(&self) -> Option<usize> {
        let messages = self.fake.channel_messages(self.channel);
        let line = messages
            .iter()
            .rev()
            .flat_map(|m| {
                m.content
                    .lines()
                    .rev()
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .find(|l| l.starts_with("▶ ") || l.starts_with("Game over"))?;
        let line = line.strip_prefix("▶ ")?;
        let name = line
            .strip_suffix(" to play.")
            .or_else(|| line.strip_suffix(" to bid."))
            .or_else(|| line.strip_suffix(" to exchange."))
            .or_else(|| line.strip_suffix(" to call Chicago or pass."))?;
        self.players.iter().position(|p| p.name == name)
    }

    fn check(a: &Answer) -> Result<(), String> {
        match a.message.as_ref().map_or(&a.content, |m| &m.content) {
            c if c.starts_with('✓') || c.contains("Your hand") => Ok(()),
            c => Err(format!("refused: {c}")),
        }
    }

    /// Opens a table, seats everyone, deals and plays until the game is over.
    pub async fn play(&mut self) -> Result<(), String> {
        self.open_and_start().await?;
        self.play_on(300).await
    }

    /// Opens a table, seats everyone and deals.
    pub async fn open_and_start(&mut self) -> Result<(), String> {
        let a = self
            .slash(
                0,
                "table",
                json!([{"type": 1, "name": "new", "options": [
                    {"type": 3, "name": "game", "value": "doudizhu"},
                    {"type": 4, "name": "players", "value": 3}]}]),
            )
            .await;
        Self::check(&a)?;
        for p in 1..3 {
            let a = self
                .slash(
                    p,
                    "table",
                    json!([{"type": 1, "name": "join", "options": []}]),
                )
                .await;
            Self::check(&a)?;
        }
        let a = self
            .slash(
                0,
                "table",
                json!([{"type": 1, "name": "start", "options": []}]),
            )
            .await;
        Self::check(&a)
    }

    /// Plays until the game is over, at most `moves` moves.
    pub async fn play_on(&mut self, moves: usize) -> Result<(), String> {
        for _ in 0..moves {
            if !self.one_move().await? {
                return Ok(());
            }
        }
        Err(format!("the game did not end in {moves} moves"))
    }

    /// The player to act makes one move (the channel's last `▶` line says who): `false` once
    /// the game is over.
    pub async fn one_move(&mut self) -> Result<bool, String> {
        {
            let Some(p) = self.to_act() else {
                let over = self
                    .fake
                    .channel_messages(self.channel)
                    .iter()
                    .any(|m| m.content.contains("Game over"));
                return if over {
                    Ok(false)
                } else {
                    Err("nobody to act and no result".into())
                };
            };
            let id = self.players[p].id;
            let auction = !self
                .fake
                .channel_messages(self.channel)
                .iter()
                .any(|m| m.content.contains("is the landlord"));
            // In the auction: the bid buttons of the turn DM.
            let bid = if auction {
                let has_turn_dm = |f: &Fake| {
                    f.dms(id)
                        .iter()
                        .any(|m| m.content.contains("It's your turn"))
                };
                if !has_turn_dm(self.fake) {
                    self.fake
                        .wait_for("the turn DM", Duration::from_secs(20), has_turn_dm)
                        .await;
                }
                let turn = self
                    .fake
                    .dms(id)
                    .into_iter()
                    .rev()
                    .find(|m| m.content.contains("It's your turn"))
                    .ok_or_else(|| {
                        format!(
                            "{} has no turn DM: {:?}",
                            self.players[p].name,
                            self.fake.dms(id)
                        )
                    })?;
                ["Bid 3", "Bid 2", "Bid 1", "Pass"]
                    .into_iter()
                    .find_map(|l| turn.button(l).map(|cid| (l, cid, turn.clone())))
            } else {
                None
            };
            let a = match bid {
                Some((label, _, _)) if self.bid_in_channel => match label.strip_prefix("Bid ") {
                    Some(v) => {
                        self.slash(p, "bid", json!([{"type": 3, "name": "value", "value": v}]))
                            .await
                    }
                    None => self.slash(p, "pass", json!([])).await,
                },
                Some((label, custom_id, turn)) => self.click(p, &turn, label, &custom_id).await,
                None => {
                    let who = self.players[p].clone();
                    let (aid, v) = users::autocomplete(
                        self.fake,
                        &who,
                        Where::Channel(self.channel),
                        "play",
                        "cards",
                        "",
                    );
                    let offered = self
                        .send(
                            format!("{}: /play cards:… (autocomplete)", who.name),
                            aid,
                            v,
                        )
                        .await;
                    match users::choices(&offered).first() {
                        Some((_, value)) => {
                            let cards = value.as_str().unwrap_or("").to_string();
                            self.slash(
                                p,
                                "play",
                                json!([{"type": 3, "name": "cards", "value": cards}]),
                            )
                            .await
                        }
                        None => self.slash(p, "pass", json!([])).await,
                    }
                }
            };
            Self::check(&a)?;
        }
        Ok(true)
    }

    /// The channel as the players saw it.
    pub fn channel_transcript(&self) -> Vec<String> {
        self.fake
            .channel_messages(self.channel)
            .into_iter()
            .map(|m| m.content)
            .collect()
    }
}

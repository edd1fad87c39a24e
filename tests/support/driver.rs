//! Three people playing Dou Dizhu through Discord's interface only — slash commands, the
//! buttons of their turn DMs, the `/play` autocomplete — against a bot they cannot see inside
//! (another process, or the in-process bot). They bid 3 when first asked, then play the first
//! play the autocomplete suggests, or pass when it suggests none.
//!
//! With `dm_only` every move after the deal is made in the turn DM alone, as most people
//! play: its bid buttons; leading, the first card of the card menu and "Play selected";
//! following, the first play button offered, else Pass. Such a press may be answered late (a
//! deferred update, then an edit of the original response): the players wait for it.

#![allow(dead_code)]

use super::fake::{Fake, Msg};
use super::users::{self, Answer, Player, Where};
use serde_json::{Value, json};
use std::time::Duration;

// By path: the file is also included by path from `examples/fake_discord.rs`.
#[path = "driver/plan.rs"]
mod plan;
use plan::{Plan, plan};

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
    /// Every move through the turn DM's buttons and card menu (see the module's doc).
    pub dm_only: bool,
    /// In `dm_only` mode: every press sent and how it was answered, in order.
    pub presses: Vec<Press>,
}

/// A press of a DM button or a choice in a DM card menu, and its answer.
#[derive(Clone, Debug)]
pub struct Press {
    pub interaction: u64,
    pub custom_id: String,
    /// The callback's type: 4 message, 6 deferred update, 7 update.
    pub callback: u64,
    /// The answer: the callback's content, or for a deferred one the edit of the original.
    pub content: String,
    /// The second press of a double click: the first one's interaction.
    pub twin: Option<u64>,
}

impl Press {
    /// Whether the press was refused (its answer starts with ✗).
    pub fn refused(&self) -> bool {
        self.content.starts_with('✗')
    }
}

/// How long a press may wait for its callback: the receiving process answers or defers
/// within Discord's 3 seconds.
const CALLBACK_WITHIN: Duration = Duration::from_secs(20);
/// How long a deferred press may wait for its answer: a takeover (≤ 30 s), or the refusal
/// when no owner comes (60 s).
const DEFERRED_WITHIN: Duration = Duration::from_secs(90);
/// How long a player waits for their turn DM or for the channel to announce a move (a
/// takeover in between).
const TURN_WITHIN: Duration = Duration::from_secs(90);
/// Presses of a turn DM that turned out stale (refused) before giving up.
const ATTEMPTS: usize = 6;

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
            dm_only: false,
            presses: Vec::new(),
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
        if self.dm_only {
            return self.dm_move(false).await;
        }
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

    /// Whether the channel announced the end of the game.
    pub fn over(&self) -> bool {
        self.fake
            .channel_messages(self.channel)
            .iter()
            .any(|m| m.content.contains("Game over"))
    }

    /// In `dm_only` mode, one move through the turn DM of the player to act: `false` once the
    /// game is over. `twice`: the move's last press is sent twice at once (a double click;
    /// the table must apply it once and refuse the other). A press refused because the panel
    /// was stale (a newer one was on its way) is tried again with the newest panel.
    pub async fn dm_move(&mut self, twice: bool) -> Result<bool, String> {
        for _ in 0..ATTEMPTS {
            self.fake
                .wait_for("a turn DM or the game's end", TURN_WITHIN, |_| {
                    self.over() || self.turn_panel().is_some()
                })
                .await;
            let Some((p, panel)) = self.turn_panel() else {
                return Ok(false);
            };
            let before = self.revision();
            let answers = match plan(&panel, self.channel)? {
                Plan::Press(custom_id, label) => {
                    self.press(p, &panel, &label, &custom_id, None, twice)
                        .await?
                }
                Plan::PickThenGo(menu, value) => {
                    let picked = self
                        .press(p, &panel, &value, &menu, Some(vec![value.clone()]), false)
                        .await?;
                    if picked.iter().all(Press::refused) {
                        continue;
                    }
                    // The panel as the choice left it: its "Play selected" carries the card.
                    let panel = self.fake.message(panel.id).unwrap_or(panel);
                    let Some(go) = panel.id_containing(":go:").filter(|g| !g.ends_with(':')) else {
                        return Err(format!(
                            "{}: no Play selected after choosing {value} in message {}, which \
                             now reads {:?} (before: {:?}), with components {}; last moves:\n{}",
                            self.channel,
                            panel.id,
                            panel.content,
                            panel.history,
                            panel.components,
                            self.recent()
                        ));
                    };
                    self.press(p, &panel, "Play selected", &go, None, twice)
                        .await?
                }
            };
            if answers.iter().all(Press::refused) {
                // A stale panel: its newer one is on its way.
                tokio::time::sleep(Duration::from_millis(300)).await;
                continue;
            }
            let channel = self.channel;
            self.fake
                .wait_for("the move's announcement", TURN_WITHIN, |f| {
                    revision_of(f, channel) > before
                })
                .await;
            return Ok(true);
        }
        Err(format!(
            "{ATTEMPTS} presses refused in a row at {}; last moves:\n{}",
            self.channel,
            self.recent()
        ))
    }

    /// The last few interactions and answers, for a failure's message.
    fn recent(&self) -> String {
        let from = self.log.len().saturating_sub(12);
        self.log[from..].join("\n")
    }

    /// The player to act and their live turn DM: the newest DM of theirs that says it is
    /// their turn and offers a move at this table.
    fn turn_panel(&self) -> Option<(usize, Msg)> {
        let p = self.to_act()?;
        let prefix = format!("pj:{}:", self.channel);
        let panel = self
            .fake
            .dms(self.players[p].id)
            .into_iter()
            .rev()
            .find(|m| {
                m.content.contains("It's your turn")
                    && m.custom_ids().iter().any(|id| {
                        id.starts_with(&prefix) && (id.contains(":do:") || id.contains(":pick:"))
                    })
            })?;
        Some((p, panel))
    }

    /// Player `p` presses `custom_id` on their DM `panel` (or chooses `values` in the menu
    /// `custom_id`), once or twice at once, and waits for every answer.
    async fn press(
        &mut self,
        p: usize,
        panel: &Msg,
        label: &str,
        custom_id: &str,
        values: Option<Vec<String>>,
        twice: bool,
    ) -> Result<Vec<Press>, String> {
        let who = self.players[p].clone();
        let mut ids = Vec::new();
        for _ in 0..if twice { 2 } else { 1 } {
            let (id, v) = match &values {
                Some(values) => users::select(self.fake, &who, Where::Dm, panel, custom_id, values),
                None => users::button(self.fake, &who, Where::Dm, panel, custom_id),
            };
            self.fake.dispatch("INTERACTION_CREATE", v);
            ids.push(id);
        }
        let mut out: Vec<Press> = Vec::new();
        for id in ids {
            let mut press = wait_answer(self.fake, id, custom_id).await?;
            press.twin = out.first().map(|first| first.interaction);
            self.log.push(format!(
                "{}: [{label}] in their DM{}\n    → {}",
                who.name,
                if press.callback == 6 {
                    " (deferred)"
                } else {
                    ""
                },
                press.content.replace('\n', "\n      ")
            ));
            self.presses.push(press.clone());
            out.push(press);
        }
        Ok(out)
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

/// The answer to a press: its callback, and when that deferred it (type 5 or 6), the edit of
/// its original response.
async fn wait_answer(fake: &Fake, id: u64, custom_id: &str) -> Result<Press, String> {
    fake.wait_for(&format!("the callback of {id}"), CALLBACK_WITHIN, |f| {
        f.callbacks().iter().any(|c| c.interaction == id)
    })
    .await;
    let cb = fake
        .callbacks()
        .into_iter()
        .find(|c| c.interaction == id)
        .ok_or("no callback")?;
    let content = if matches!(cb.kind, 5 | 6) {
        fake.wait_for(
            &format!("the deferred answer of {id} ({custom_id})"),
            DEFERRED_WITHIN,
            |f| f.original_edits().iter().any(|e| e.interaction == id),
        )
        .await;
        let edit = fake
            .original_edits()
            .into_iter()
            .find(|e| e.interaction == id)
            .ok_or("no edit")?;
        edit.body["content"].as_str().unwrap_or("").to_string()
    } else {
        cb.data["content"].as_str().unwrap_or("").to_string()
    };
    Ok(Press {
        interaction: id,
        custom_id: custom_id.to_string(),
        callback: cb.kind,
        content,
        twin: None,
    })
}

/// Plays `moves` more moves at every table at once (fewer where a game ends).
pub async fn play_at_once(drivers: &mut [Driver<'_>], moves: usize) -> Result<(), String> {
    let games = drivers
        .iter_mut()
        .map(|d| {
            Box::pin(async move {
                for _ in 0..moves {
                    if !d.one_move().await? {
                        break;
                    }
                }
                Ok::<(), String>(())
            })
        })
        .collect();
    join_all(games).await.into_iter().collect()
}

/// Runs `futures` at once and returns their outputs in order.
pub async fn join_all<F: Future + Unpin>(mut futures: Vec<F>) -> Vec<F::Output> {
    let mut outputs: Vec<Option<F::Output>> = futures.iter().map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (f, out) in futures.iter_mut().zip(outputs.iter_mut()) {
            if out.is_none() {
                match std::pin::Pin::new(f).poll(cx) {
                    std::task::Poll::Ready(v) => *out = Some(v),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            std::task::Poll::Pending
        } else {
            std::task::Poll::Ready(())
        }
    })
    .await;
    outputs.into_iter().map(Option::unwrap).collect()
}

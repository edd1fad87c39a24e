//! What people read, per game and per language: one seeded game of each kind (Dou Dizhu with 3
//! and with 4 players, Chicago, Chowdah, 幺地人) is played through the table registry, every
//! seat a person whose moves are the game's own bot moves, and everything the bot would post
//! is rendered exactly as the Discord frontend renders it (`outbox::compose`, the `/hand`
//! panel, `render::status`) in English, Chinese and Japanese. Each transcript is an insta
//! snapshot (`tests/it/snapshots/`): a change of wording, of a locale file or of the layout
//! shows up as a diff to review. `INSTA_UPDATE=always cargo test --test it render_snapshots`
//! rewrites them (or `cargo insta review`); with `CI=true` a mismatch fails.
//!
//! The transcript has one block per message, headed by its recipient (`#table` for the channel,
//! `DM → name` for a player), with the message's buttons and card menus under it; each block
//! group is headed by what caused it. The turn clocks run once per game (the first turn's
//! reminders and its timeout), so those notices are covered too.

use paiju::discord::hand;
use paiju::discord::outbox::{self, Dest};
use paiju::discord::readers::Readers;
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::i18n::Locale;
use paiju::render;
use paiju::table::registry::{Durable, Registry};
use paiju::table::store::MemoryStore;
use paiju::table::{
    ChannelId, Clock, Command, GuildId, ManualClock, Notice, Status, Table, Timestamp, UserId,
};
use serde_json::Value;
use std::fmt::Write;
use std::sync::Arc;

const CHANNEL: ChannelId = ChannelId(42);
const GUILD: GuildId = GuildId(7);
const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Di"];
const START: Timestamp = Timestamp(1_700_000_000_000);
/// A status view and the `/hand` panel of whoever is to act, every this many moves.
const VIEW_EVERY: usize = 25;

/// One scripted table.
struct Script {
    kind: GameKind,
    options: &'static [&'static str],
    players: usize,
    seed: u64,
}

/// The game, played once per locale; one snapshot per locale.
async fn snapshots(name: &str, script: Script) {
    for locale in Locale::ALL {
        let text = transcript(&script, locale).await;
        insta::assert_snapshot!(format!("{name}-{}", locale.tag()), text);
    }
}

#[tokio::test]
async fn three_player_dou_dizhu_reads_well_in_every_language() {
    let script = Script {
        kind: GameKind::Doudizhu,
        options: &["players=3"],
        players: 3,
        seed: 7,
    };
    snapshots("doudizhu-3p", script).await;
}

#[tokio::test]
async fn four_player_dou_dizhu_reads_well_in_every_language() {
    let script = Script {
        kind: GameKind::Doudizhu,
        options: &["players=4"],
        players: 4,
        seed: 7,
    };
    snapshots("doudizhu-4p", script).await;
}

#[tokio::test]
async fn chicago_reads_well_in_every_language() {
    let script = Script {
        kind: GameKind::Chicago,
        options: &["players=3", "target=30"],
        players: 3,
        seed: 7,
    };
    snapshots("chicago", script).await;
}

#[tokio::test]
async fn chowdah_reads_well_in_every_language() {
    let script = Script {
        kind: GameKind::Chowdah,
        options: &["players=3", "rounds=1"],
        players: 3,
        seed: 7,
    };
    snapshots("chowdah", script).await;
}

#[tokio::test]
async fn yaodiren_reads_well_in_every_language() {
    let script = Script {
        kind: GameKind::Yaodiren,
        options: &["hands=1"],
        players: 3,
        seed: 7,
    };
    snapshots("yaodiren", script).await;
}

/// Plays `script` and writes down everything said, in `locale`.
async fn transcript(script: &Script, locale: Locale) -> String {
    let clock = Arc::new(ManualClock::new(START));
    let reg = Registry::new(MemoryStore::new(), clock.clone() as Arc<dyn Clock>);
    let readers = Readers::default();
    readers.remember_guild(GUILD, locale.tag());
    for u in 1..=script.players {
        readers.remember_user(user(u), locale.tag());
    }
    let mut t = Transcript {
        out: String::new(),
        reg,
        clock,
        readers,
        locale,
        step: 0,
    };

    let options = Options::parse_pairs(script.options.iter().copied());
    let creator = t.ctx(1);
    t.heading(&format!(
        "Ann: /table new {} {}",
        script.kind.name(),
        script.options.join(" ")
    ));
    let (_, handled) = t
        .reg
        .open(CHANNEL, Some(GUILD), script.kind, options, &creator)
        .await
        .unwrap();
    t.publish(&handled);
    for u in 2..=script.players {
        t.run(u, "/table join", Command::Join).await;
    }
    t.status().await;

    let mut start = t.ctx(1);
    start.entropy = script.seed;
    t.heading("Ann: /table start");
    let handled = t
        .reg
        .execute(CHANNEL, &start, Command::Start { deal: None })
        .await
        .unwrap();
    t.publish(&handled);
    t.status().await;
    for u in 1..=script.players {
        t.hand(u).await;
    }

    // The first turn's clock runs out: its reminders, then the table acts for the seat.
    t.run_clock().await;

    let mut moves = 0;
    while let Some((u, action)) = t.next_move().await {
        moves += 1;
        assert!(moves < 5_000, "the game does not end");
        let typed = action.command_text();
        let label = format!("/{typed}");
        let done = t.run(u, &label, Command::Action { action }).await;
        // The reply to the player: their move, in their words.
        let header = paiju::discord::interactions::acted_header(&done, user(u), locale, typed);
        t.block(&format!("reply → {}", NAMES[u - 1]), &header, &[]);
        if moves % VIEW_EVERY == 0
            && let Some((next, _)) = t.next_move().await
        {
            t.status().await;
            t.hand(next).await;
        }
    }
    t.status().await;
    t.run(1, "/table end", Command::End).await;
    t.out
}

fn user(u: usize) -> UserId {
    UserId(100 + u as u64)
}

struct Transcript {
    out: String,
    reg: Registry<MemoryStore>,
    clock: Arc<ManualClock>,
    readers: Readers,
    locale: Locale,
    step: usize,
}

impl Transcript {
    fn ctx(&self, u: usize) -> paiju::table::Ctx {
        let mut ctx = self.reg.ctx(user(u), NAMES[u - 1], None);
        ctx.entropy = 0;
        ctx
    }

    fn heading(&mut self, what: &str) {
        self.step += 1;
        writeln!(self.out, "\n══ {}. {what}", self.step).unwrap();
    }

    async fn table(&self) -> Option<Arc<Table>> {
        let shared = self.reg.table(CHANNEL).await.unwrap()?;
        Some(Arc::clone(&*shared.lock().await))
    }

    /// Runs a command as user `u` (`label`: how they typed it) and writes down what it
    /// announces.
    async fn run(&mut self, u: usize, label: &str, command: Command) -> Durable {
        self.heading(&format!("{}: {label}", NAMES[u - 1]));
        let ctx = self.ctx(u);
        let handled = self.reg.execute(CHANNEL, &ctx, command).await.unwrap();
        self.publish(&handled);
        handled
    }

    /// Renders what a command did as the Discord frontend does (`App::publish`), with the
    /// table right after it, one block per message.
    fn publish(&mut self, done: &Durable) {
        let table = done.table();
        let guild = table.header().guild;
        let batch = outbox::compose(Some(table), CHANNEL, guild, &done.outbox, &self.readers);
        for post in batch.posts {
            let to = match post.to {
                Dest::Channel => "#table".to_string(),
                Dest::Dm(u) => format!("DM → {}", name_of(u)),
            };
            self.block(&to, &post.content, &post.components);
        }
    }

    fn block(&mut self, to: &str, content: &str, components: &[serenity::all::CreateActionRow]) {
        writeln!(self.out, "── {to}").unwrap();
        writeln!(self.out, "{content}").unwrap();
        for row in components {
            writeln!(self.out, "{}", component_row(row)).unwrap();
        }
    }

    /// `/table status`, as anyone in the channel sees it.
    async fn status(&mut self) {
        let table = self.table().await.unwrap();
        let text = render::status(&table.status_view(self.clock.now()), self.locale);
        self.heading("/table status");
        self.block("#table (ephemeral)", &text, &[]);
    }

    /// `/hand` of user `u`: what only they see.
    async fn hand(&mut self, u: usize) {
        let table = self.table().await.unwrap();
        let panel = hand::panel(&table, CHANNEL, user(u), self.locale, &[]).unwrap();
        self.heading(&format!("{}: /hand", NAMES[u - 1]));
        let to = format!("{} (ephemeral)", NAMES[u - 1]);
        self.block(&to, &panel.content, &panel.components);
    }

    /// Lets the clock run to each reminder of the turn, then to its timeout.
    async fn run_clock(&mut self) {
        loop {
            let Some(due) = self.table().await.unwrap().next_due() else {
                return;
            };
            self.clock.set(due);
            let done = self.reg.tick().await;
            let mut timed_out = false;
            for (_, handled) in done {
                timed_out |= handled
                    .outbox
                    .iter()
                    .any(|o| matches!(o.notice, Notice::TimedOut { .. }));
                let hours = (self.clock.now().0 - START.0) / 3_600_000;
                self.heading(&format!("the clock: +{hours}h"));
                self.publish(&handled);
            }
            if timed_out {
                return;
            }
        }
    }

    /// Who acts next and what they play (the first of those due; the game's bot move).
    async fn next_move(&self) -> Option<(usize, paiju::games::any::AnyAction)> {
        let table = self.table().await?;
        if table.status() != Status::Playing {
            return None;
        }
        let u = *table.users_to_act().first()?;
        let seat = table.seat_of(u)?;
        let action = table.game()?.bot_action(seat)?;
        Some((usize::try_from(u.0 - 100).unwrap(), action))
    }
}

fn name_of(u: UserId) -> &'static str {
    NAMES[usize::try_from(u.0 - 101).unwrap()]
}

/// A row of buttons as `[label] [label]`, a card menu as `▾ placeholder: option · option`.
fn component_row(row: &serenity::all::CreateActionRow) -> String {
    let row = serde_json::to_value(row).unwrap();
    let items: &[Value] = row["components"].as_array().map_or(&[], |v| v);
    items
        .iter()
        .map(|c| match c["type"].as_u64() {
            Some(2) => format!("[{}]", c["label"].as_str().unwrap_or("?")),
            Some(3) => {
                let options: Vec<&str> = c["options"]
                    .as_array()
                    .map_or(&[][..], |v| v)
                    .iter()
                    .map(|o| o["label"].as_str().unwrap_or("?"))
                    .collect();
                format!(
                    "▾ {}: {}",
                    c["placeholder"].as_str().unwrap_or(""),
                    options.join(" · ")
                )
            }
            _ => c.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

//! `paiju play GAME`: a table in the terminal. Interactive (you and bots, or hot-seat), or
//! driven by a script of `SEAT COMMAND` lines, printing what the table announces as text or
//! as JSON lines.

use super::cli::PlayArgs;
use crate::games::Seat;
use crate::games::any::{AnyDeal, AnyEvent, GameKind};
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::registry::{Registry, ServiceError, SharedTable};
use crate::table::store::{MemoryStore, Store};
use crate::table::{
    ChannelId, Command, Ctx, Notice, Outgoing, Recipient, Status, SystemClock, UserId,
};
use anyhow::{Context, bail};
use std::io::{BufRead, Write};
use std::sync::Arc;

const CHANNEL: ChannelId = ChannelId(1);

/// How output is shown.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// One player at the terminal: the channel and that player's private messages.
    Interactive,
    /// A script: the channel, and private messages labelled with their seat.
    ScriptText,
    /// A script: public events as JSON lines.
    Json,
}

struct Session {
    kind: GameKind,
    registry: Registry<MemoryStore>,
    table: SharedTable,
    locale: Locale,
    mode: Mode,
    viewer: Seat,
    seed: Option<u64>,
}

fn user_of(seat: Seat) -> UserId {
    UserId(u64::from(seat.0) + 1)
}

impl Session {
    fn ctx(&self, seat: Seat, name: &str) -> Ctx {
        let mut ctx = self.registry.ctx(user_of(seat), name, None);
        // The terminal user owns the table: may add bots and start for any seat.
        ctx.moderator = true;
        if let Some(seed) = self.seed {
            ctx.entropy = seed;
        }
        ctx
    }

    async fn names(&self) -> Vec<String> {
        self.table.lock().await.names()
    }

    async fn run(&self, seat: Seat, command: Command) -> Result<(), ServiceError> {
        let ctx = self.ctx(seat, "");
        let handled = self.registry.execute(CHANNEL, &ctx, command).await?;
        self.show(&handled.outbox).await;
        Ok(())
    }

    async fn show(&self, outbox: &[Outgoing]) {
        let names = self.names().await;
        let ctx = RenderCtx {
            locale: self.locale,
            names: &names,
        };
        let mut stdout = std::io::stdout().lock();
        for out in outbox {
            match self.mode {
                Mode::Json => {
                    if let Some(line) = json_line(out) {
                        let _ = writeln!(stdout, "{line}");
                    }
                }
                Mode::Interactive | Mode::ScriptText => {
                    let private_to = match out.to {
                        Recipient::Channel => None,
                        Recipient::User(u) => Some(Seat(
                            u8::try_from(u.0 - 1).expect("local players are users 1 to 4"),
                        )),
                    };
                    if self.mode == Mode::Interactive
                        && private_to.is_some_and(|s| s != self.viewer)
                    {
                        continue;
                    }
                    // A script needs no "your turn" prompts: the channel line says whose turn.
                    if self.mode == Mode::ScriptText
                        && matches!(out.notice, Notice::YourTurn { .. })
                    {
                        continue;
                    }
                    let Some(text) = render::notice(&out.notice, &ctx) else {
                        continue;
                    };
                    match private_to {
                        Some(seat) if self.mode == Mode::ScriptText => {
                            let _ = writeln!(stdout, "  [{}] {text}", ctx.name(seat));
                        }
                        Some(_) => {
                            let _ = writeln!(stdout, "  » {text}");
                        }
                        None => {
                            let _ = writeln!(stdout, "{text}");
                        }
                    }
                }
            }
        }
    }

    async fn error(&self, e: &ServiceError) -> String {
        let names = self.names().await;
        let ctx = RenderCtx {
            locale: self.locale,
            names: &names,
        };
        match e {
            ServiceError::Refused { error, names } => render::errors::table_error(
                error,
                &RenderCtx {
                    locale: self.locale,
                    names,
                },
            ),
            ServiceError::Table(t) => render::errors::table_error(t, &ctx),
            ServiceError::Store(s) => s.to_string(),
        }
    }

    async fn status(&self) -> Status {
        self.table.lock().await.status()
    }

    /// The private view of `seat` (`hand`).
    async fn hand_text(&self, seat: Seat) -> String {
        let table = self.table.lock().await;
        let names = table.names();
        let ctx = RenderCtx {
            locale: self.locale,
            names: &names,
        };
        match table.hand(user_of(seat)) {
            Ok(view) => render::view(&view, &ctx),
            Err(e) => render::errors::table_error(&e, &ctx),
        }
    }
}

/// Public game events as `{"type": …}`; the result as `{"type":"game_over","scores":[…]}`.
fn json_line(out: &Outgoing) -> Option<String> {
    if out.to != Recipient::Channel {
        return None;
    }
    match &out.notice {
        Notice::Event(e) => serde_json::to_string::<AnyEvent>(e).ok(),
        Notice::GameOver { outcome, totals } => Some(
            serde_json::json!({
                "type": "game_over",
                "scores": outcome.scores,
                "winners": outcome.winners,
                "totals": totals,
            })
            .to_string(),
        ),
        _ => None,
    }
}

/// Parses `SEAT COMMAND`: `1 bid 3`, `0 play 33344`, `2 pass`.
fn split_seat(line: &str) -> Option<(Seat, &str)> {
    let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    first.parse::<u8>().ok().map(|s| (Seat(s), rest.trim()))
}

/// `bid 2` → (Verb::Bid, "2"); `hand`/`help`/`quit` are handled by the caller.
fn split_verb(command: &str) -> (&str, &str) {
    let command = command.trim();
    command
        .split_once(char::is_whitespace)
        .map_or((command, ""), |(v, a)| (v, a.trim()))
}

pub async fn run(args: PlayArgs) -> anyhow::Result<i32> {
    let locale = super::locale(args.lang.as_deref());
    let Some(kind) = GameKind::from_name(&args.game) else {
        bail!(
            "unknown game `{}`: doudizhu, chicago, chowdah or yaodiren",
            args.game
        );
    };
    let mut options = super::options(args.players, &args.options);
    let deal: Option<AnyDeal> = match &args.deal {
        None => None,
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("reading {}", path.display()))?;
            // Without `--players`, a deal file says how many play: one hand each.
            let has_players = kind.option_specs().iter().any(|s| s.key == "players");
            if has_players && options.get("players").is_none() {
                let hands = serde_json::from_str::<serde_json::Value>(&text)
                    .ok()
                    .and_then(|v| v["hands"].as_array().map(Vec::len));
                if let Some(n) = hands {
                    options = options.with("players", n);
                }
            }
            Some(
                kind.parse_deal(&text)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
            )
        }
    };
    let game_options = options.split(crate::table::timing::TABLE_OPTION_SPECS).1;
    let seats = match kind.configure(&game_options) {
        Ok(c) => c.seat_count(),
        Err(e) => {
            eprintln!("{}", render::errors::option_error(&e, locale));
            return Ok(2);
        }
    };
    // Fix the player count so the table has exactly the seats we fill.
    let has_players_option = kind.option_specs().iter().any(|s| s.key == "players");
    let options = if has_players_option && options.get("players").is_none() {
        options.with("players", seats)
    } else {
        options
    };
    let mode = match (&args.script, args.json) {
        (_, true) => Mode::Json,
        (Some(_), false) => Mode::ScriptText,
        (None, false) => Mode::Interactive,
    };
    let viewer = Seat(args.seat);
    let bots: Vec<Seat> = match (&args.bots, mode) {
        (Some(b), _) => b.iter().map(|&s| Seat(s)).collect(),
        (None, Mode::Interactive) => Seat::all(seats).filter(|&s| s != viewer).collect(),
        (None, _) => Vec::new(),
    };
    let registry = Registry::new(MemoryStore::new(), Arc::new(SystemClock));
    let you = std::env::var("USER")
        .ok()
        .filter(|u| !u.is_empty() && u != "root");
    let name_of = |seat: Seat| match (&you, mode == Mode::Interactive && seat == viewer) {
        (Some(name), true) => name.clone(),
        (None, true) => t!(locale, "local-you"),
        _ => format!("P{}", seat.0),
    };
    let host = Seat(0);
    let mut ctx = registry.ctx(user_of(host), &name_of(host), None);
    ctx.moderator = true;
    if let Some(seed) = args.seed {
        ctx.entropy = seed;
    }
    let (table, opened) = registry
        .open(CHANNEL, None, kind, options, &ctx)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let session = Session {
        kind,
        registry,
        table,
        locale,
        mode,
        viewer,
        seed: args.seed,
    };
    if mode != Mode::Json {
        session.show(&opened.outbox).await;
    }
    // Seat 0 is the host; if a bot takes seat 0 the host steps aside first.
    if bots.contains(&host) {
        session
            .run(host, Command::Leave)
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    for seat in Seat::all(seats) {
        let command = if bots.contains(&seat) {
            Command::AddBot
        } else if seat == host {
            continue;
        } else {
            Command::Join
        };
        let ctx = session.ctx(seat, &name_of(seat));
        let handled = session
            .registry
            .execute(CHANNEL, &ctx, command)
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        if mode != Mode::Json {
            session.show(&handled.outbox).await;
        }
    }
    let starter = Seat::all(seats).find(|s| !bots.contains(s)).unwrap_or(host);
    let start_as = if bots.contains(&host) { starter } else { host };
    if let Err(e) = session.run(start_as, Command::Start { deal }).await {
        eprintln!("{}", session.error(&e).await);
        return Ok(2);
    }
    let code = match &args.script {
        Some(source) => run_script(&session, source).await?,
        None => run_interactive(&session).await?,
    };
    if let Some(path) = &args.save {
        let id = session.table.lock().await.id();
        let record = session
            .registry
            .store()
            .load(id)
            .await?
            .context("the table's log")?;
        std::fs::write(path, serde_json::to_string_pretty(&record)?)
            .with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(code)
}

async fn run_script(session: &Session, source: &str) -> anyhow::Result<i32> {
    let reader: Box<dyn BufRead> = if source == "-" {
        Box::new(std::io::BufReader::new(std::io::stdin()))
    } else {
        let file = std::fs::File::open(source).with_context(|| format!("opening {source}"))?;
        Box::new(std::io::BufReader::new(file))
    };
    for (number, line) in reader.lines().enumerate() {
        let line = line?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((seat, command)) = split_seat(line) else {
            eprintln!(
                "line {}: `{line}`: expected `SEAT COMMAND`, e.g. `0 play 33344`",
                number + 1
            );
            return Ok(1);
        };
        let (verb, _) = split_verb(command);
        match verb {
            "hand" => {
                if session.mode != Mode::Json {
                    println!("{}", session.hand_text(seat).await);
                }
                continue;
            }
            "help" => continue,
            _ => {}
        }
        let Some((verb, args)) = session.kind.split_command(command) else {
            eprintln!("line {}: `{line}`: unknown command `{verb}`", number + 1);
            return Ok(1);
        };
        let command = Command::Act { verb, args };
        if let Err(e) = session.run(seat, command).await {
            eprintln!("line {}: `{line}`: {}", number + 1, session.error(&e).await);
            return Ok(1);
        }
    }
    Ok(0)
}

/// The verbs of a game, and the terminal's own commands.
fn help_text(locale: Locale, kind: GameKind) -> String {
    let verbs = match kind {
        GameKind::Doudizhu => t!(locale, "local-help-doudizhu"),
        GameKind::Chicago => t!(locale, "local-help-chicago"),
        GameKind::Chowdah => t!(locale, "local-help-chowdah"),
        GameKind::Yaodiren => t!(locale, "local-help-yaodiren"),
    };
    format!("{verbs}\n{}", t!(locale, "local-help"))
}

async fn run_interactive(session: &Session) -> anyhow::Result<i32> {
    let locale = session.locale;
    println!("{}", help_text(locale, session.kind));
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        if session.status().await != Status::Playing {
            println!("{}", t!(locale, "local-finished"));
            return Ok(0);
        }
        let to_act = session.table.lock().await.to_act();
        let me = if to_act.contains(&session.viewer) {
            session.viewer
        } else {
            to_act.first().copied().unwrap_or(session.viewer)
        };
        print!("{}> ", me.0);
        std::io::stdout().flush()?;
        let Some(line) = lines.next() else {
            return Ok(0);
        };
        let line = line?;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (seat, command) = split_seat(line).unwrap_or((me, line));
        let (verb, _) = split_verb(command);
        match verb {
            "quit" | "exit" => return Ok(0),
            "help" | "?" => {
                println!("{}", help_text(locale, session.kind));
                continue;
            }
            "hand" | "status" => {
                println!("{}", session.hand_text(seat).await);
                continue;
            }
            "moves" => {
                let moves = session.table.lock().await.legal_commands(user_of(seat));
                println!("{}", moves.join("\n"));
                continue;
            }
            _ => {}
        }
        let Some((verb, args)) = session.kind.split_command(command) else {
            println!("{}", t!(locale, "local-unknown-command", command = verb));
            continue;
        };
        let command = Command::Act { verb, args };
        if let Err(e) = session.run(seat, command).await {
            println!("✗ {}", session.error(&e).await);
        }
    }
}

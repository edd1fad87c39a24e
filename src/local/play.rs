//! `paiju play GAME`: a table in the terminal. Interactive (you and bots, or hot-seat), or
//! driven by a script of `SEAT COMMAND` lines, printing what the table announces as text or
//! as JSON lines.

use super::cli::PlayArgs;
use super::input::{Input, Reader, Source};
use super::out;
use super::signals::Signals;
use super::words::{self, Local};
use crate::games::Seat;
use crate::games::any::{AnyDeal, AnyEvent, GameKind};
use crate::i18n::Locale;
use crate::outln;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::registry::{Registry, ServiceError, SharedTable};
use crate::table::store::{MemoryStore, Store};
use crate::table::{
    ChannelId, Command, Ctx, Notice, Outgoing, Recipient, Status, SystemClock, UserId,
};
use anyhow::Context;
use std::sync::Arc;

mod hot_seat;
mod prompt;
mod script;

use script::{run_interactive, run_script};

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
    seats: usize,
    /// Several people at this terminal (`hot_seat`), once the session knows a person types.
    hot: std::sync::Mutex<Option<hot_seat::HotSeat>>,
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
        self.show_with_prompt(&handled.outbox).await;
        Ok(())
    }

    async fn show(&self, outbox: &[Outgoing]) {
        let names = self.names().await;
        let ctx = RenderCtx {
            locale: self.locale,
            names: &names,
        };
        for out in outbox {
            match self.mode {
                Mode::Json => {
                    if let Some(line) = json_line(out) {
                        outln!("{line}");
                    }
                }
                Mode::Interactive | Mode::ScriptText => {
                    let private_to = match out.to {
                        Recipient::Channel => None,
                        Recipient::User(u) => Some(Seat(
                            u8::try_from(u.0 - 1).expect("local players are users 1 to 4"),
                        )),
                    };
                    let hot_seat = self.hot.lock().expect("the hot seat lock").is_some();
                    if self.mode == Mode::Interactive
                        && !hot_seat
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
                    // "You may claim 斧头: peng — or pass" has asked already.
                    if matches!(out.notice, Notice::YourTurn { claim: true, .. })
                        && outbox
                            .iter()
                            .any(|o| o.to == out.to && render::is_claim_question(&o.notice))
                    {
                        continue;
                    }
                    let Some(text) = terminal_notice(&out.notice, &ctx) else {
                        continue;
                    };
                    let line = match private_to {
                        Some(seat) if self.mode == Mode::ScriptText => {
                            format!("  [{}] {text}", ctx.name(seat))
                        }
                        Some(_) => format!("  » {text}"),
                        None => text,
                    };
                    // At a hot seat, what the person at the terminal may not see waits for
                    // its seat's turn at it.
                    let now = match self.hot.lock().expect("the hot seat lock").as_mut() {
                        Some(hot) => hot.tell(private_to, &line),
                        None => true,
                    };
                    if now {
                        outln!("{line}");
                    }
                }
            }
        }
    }

    /// `show`, then what the prompt needs from the seat's view (`prompt`).
    async fn show_with_prompt(&self, outbox: &[Outgoing]) {
        self.show(outbox).await;
        if self.mode == Mode::Interactive {
            for line in self.prompt_lines(outbox).await {
                outln!("  » {line}");
            }
        }
    }

    async fn error(&self, e: &ServiceError) -> String {
        let names = self.names().await;
        let ctx = RenderCtx {
            locale: self.locale,
            names: &names,
        };
        render::errors::service_error(e, &ctx)
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
            Ok(view) => {
                let mut text = render::view(&view, &ctx);
                // While a claim window awaits this seat, what it may claim (as asked above).
                if let Some(q) = table
                    .claim_question(user_of(seat))
                    .and_then(|e| render::event(&e, &ctx))
                {
                    text.push_str(&format!("\n» {q}"));
                }
                text
            }
            Err(e) => render::errors::table_error(&e, &ctx),
        }
    }
}

impl Session {
    /// Whether a person may act for `seat` here: the seat exists and is not a bot's.
    async fn check_seat(&self, seat: Seat) -> Result<(), String> {
        let table = self.table.lock().await;
        let seats = table.seats();
        let count = self.seats;
        if usize::from(seat.0) >= count {
            return Err(t!(
                self.locale,
                "local-no-seat",
                seat = seat.0,
                first = 0,
                last = count.saturating_sub(1)
            ));
        }
        match seats.get(seat.index()) {
            Some(occupant) if occupant.is_bot() => Err(t!(
                self.locale,
                "local-seat-bot",
                seat = seat.0,
                name = crate::render::shown_name(self.locale, occupant.name())
            )),
            _ => Ok(()),
        }
    }

    /// The words Tab offers now: the terminal's commands, the game's verbs, and the moves of
    /// the seat to act.
    async fn completions(&self, seat: Seat) -> Vec<String> {
        let legal = self.table.lock().await.legal_commands(user_of(seat));
        offered_words(self.kind, self.locale, legal)
    }
}

/// What Tab offers: the legal moves in the reader's words (`出 33344`), then as the English
/// commands; then the verbs this game has (a Dou Dizhu prompt offers no `draw`), in the
/// reader's words and in English; then the terminal's own commands likewise.
fn offered_words(kind: GameKind, locale: Locale, legal: Vec<String>) -> Vec<String> {
    let mut words: Vec<String> = legal
        .iter()
        .map(|m| words::in_words(locale, kind, m))
        .filter(|w| !legal.contains(w))
        .collect();
    words.extend(legal);
    let lang = words::lang_of(locale);
    let mut more: Vec<String> = Vec::new();
    for alias in kind.aliases() {
        if alias.lang == lang && !alias.word.contains(' ') {
            more.push(alias.word.to_string());
        }
        more.push(alias.verb.word().to_string());
    }
    more.extend(words::words_for(locale));
    for w in more {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    words
}

/// A notice as the terminal shows it: as in Discord, except that the terminal names no slash
/// command (the seats are filled at the start; nobody joins with `/table join`).
fn terminal_notice(n: &Notice, ctx: &RenderCtx) -> Option<String> {
    match n {
        Notice::Opened {
            kind,
            creator,
            options,
        } => {
            let mut s = t!(
                ctx.locale,
                "local-opened",
                creator = creator,
                game = render::game_name(ctx.locale, *kind)
            );
            if !options.0.is_empty() {
                s.push_str(&render::options_note(ctx.locale, &options.0));
            }
            Some(s)
        }
        _ => render::notice(n, ctx),
    }
}

/// How a session ended.
enum End {
    /// The game finished, or the script or input ran out, or `quit`: this status.
    Done(i32),
    /// A signal (Ctrl-C: 130) or stdout closed: stop at once, after saving.
    Stopped(i32),
}

/// Reads the next input, or stops for a signal.
async fn next_input(
    reader: &mut Reader,
    signals: &mut Signals,
    prompt: &str,
    completions: Vec<String>,
) -> Result<Input, i32> {
    tokio::select! {
        code = signals.next() => Err(code),
        input = reader.next(prompt, completions) => Ok(input),
    }
}

/// Public game events as `{"type": …}`; the result as `{"type":"game_over","scores":[…]}`.
fn json_line(out: &Outgoing) -> Option<String> {
    if out.to != Recipient::Channel {
        return None;
    }
    match &out.notice {
        Notice::Event(e) | Notice::Automatic(e) => serde_json::to_string::<AnyEvent>(e).ok(),
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
    let locale = super::locale(args.lang);
    let (kind, mut options) =
        match super::game_and_options(&args.game, args.players, &args.options, locale) {
            Ok(found) => found,
            Err(e) => {
                eprintln!("{e}");
                return Ok(2);
            }
        };
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
    let checked = crate::table::timing::Timing::check(kind, &options).map(|(c, _)| c.seat_count());
    let seats = match checked {
        Ok(seats) => seats,
        Err(e) => {
            eprintln!("{}", render::errors::option_error(&e, locale));
            eprintln!("{}", super::option_list_for(kind, &e, locale));
            return Ok(2);
        }
    };
    // The terminal has no turn clock (nobody is waited for: it is your turn until you move),
    // so a clock setting would be a promise it cannot keep.
    if let Some(spec) = crate::table::timing::CLOCK_OPTION_SPECS
        .iter()
        .find(|s| options.get(s.key).is_some())
    {
        eprintln!("{}", crate::t!(locale, "local-no-clock", option = spec.key));
        return Ok(2);
    }
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
    let no_seat = |seat: u8| {
        t!(
            locale,
            "local-no-seat",
            seat = seat,
            first = 0,
            last = seats - 1
        )
    };
    if usize::from(args.seat) >= seats {
        eprintln!("--seat: {}", no_seat(args.seat));
        return Ok(2);
    }
    if let Some(&bad) = args
        .bots
        .iter()
        .flatten()
        .find(|&&s| usize::from(s) >= seats)
    {
        eprintln!("--bots: {}", no_seat(bad));
        return Ok(2);
    }
    let bots: Vec<Seat> = match (&args.bots, mode) {
        (Some(b), _) => b.iter().map(|&s| Seat(s)).collect(),
        (None, Mode::Interactive) => Seat::all(seats).filter(|&s| s != viewer).collect(),
        (None, _) => Vec::new(),
    };
    // The script file, before anything is shown.
    let source = match args.script.as_deref() {
        None | Some("-") => Source::Stdin,
        Some(path) => {
            Source::File(std::fs::File::open(path).with_context(|| format!("opening {path}"))?)
        }
    };
    // From here on Ctrl-C (and SIGTERM, SIGHUP) and a closed stdout end the session through
    // `--save`.
    let mut signals = Signals::new()?;
    out::defer_exit_on_close();
    let registry = Registry::new(MemoryStore::new(), Arc::new(SystemClock));
    // Without bidi controls, as every name (`i18n::bidi`).
    let you = std::env::var("USER")
        .ok()
        .map(|u| crate::i18n::bidi::strip(&u).trim().to_string())
        .filter(|u| !u.is_empty() && u != "root");
    let name_of = |seat: Seat| match (&you, mode == Mode::Interactive && seat == viewer) {
        (Some(name), true) => name.clone(),
        // In Japanese a name takes さん, and プレイヤーさん would be how others address you: there
        // you are named by your seat like everyone else (P0).
        (None, true) => t!(locale, "local-you", seat = seat.0),
        _ => format!("P{}", seat.0),
    };
    let host = Seat(0);
    // A bot in seat 0: you open the table (under your name) and step aside for it, and only
    // the opening is shown, not a sitting down and leaving that are no one's.
    let host_steps_aside = bots.contains(&host);
    let host_name = name_of(if host_steps_aside { viewer } else { host });
    let mut ctx = registry.ctx(user_of(host), &host_name, None);
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
        seats,
        hot: std::sync::Mutex::new(None),
    };
    // The reader first: whether a person types here decides hot seat (`hot_seat`), which
    // keeps each person's lines from the first deal on.
    let mut reader = Reader::spawn(source);
    let people: Vec<Seat> = Seat::all(seats).filter(|s| !bots.contains(s)).collect();
    session.start_hot_seat(reader.editing(), people);
    if mode != Mode::Json {
        let shown: Vec<Outgoing> = opened
            .outbox
            .iter()
            .filter(|o| !(host_steps_aside && matches!(o.notice, Notice::Joined { .. })))
            .cloned()
            .collect();
        session.show(&shown).await;
    }
    if host_steps_aside {
        let ctx = session.ctx(host, "");
        session
            .registry
            .execute(CHANNEL, &ctx, Command::Leave)
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    for seat in Seat::all(seats) {
        let command = if bots.contains(&seat) {
            // Named by seat like the people ("P1"), so that "Bot 2" is the seat `2 …` acts
            // for (with `--bots 2,3` a count would put "Bot 1" in seat 2).
            Command::AddBot {
                level: args.level,
                name: Some(format!("Bot {}", seat.0)),
            }
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
    let start_as = if host_steps_aside { starter } else { host };
    if let Err(e) = session.run(start_as, Command::Start { deal }).await {
        eprintln!("{}", session.error(&e).await);
        return Ok(2);
    }
    let end = match &args.script {
        Some(_) => run_script(&session, &mut reader, &mut signals).await,
        None => run_interactive(&session, &mut reader, &mut signals).await,
    };
    let code = match end {
        End::Done(code) | End::Stopped(code) => code,
    };
    if let Some(path) = &args.save {
        if let Err(e) = save(&session, path).await {
            eprintln!(
                "{}",
                t!(
                    locale,
                    "local-save-failed",
                    path = path.display().to_string(),
                    error = format!("{e:#}")
                )
            );
            return Ok(if code == 0 { 1 } else { code });
        }
        if mode == Mode::Interactive {
            outln!(
                "{}",
                t!(locale, "local-saved", path = path.display().to_string())
            );
        }
    }
    Ok(code)
}

/// Writes the table's log to `path` (for `paiju replay`).
async fn save(session: &Session, path: &std::path::Path) -> anyhow::Result<()> {
    let id = session.table.lock().await.id();
    let record = session
        .registry
        .store()
        .load(id)
        .await?
        .context("the table's log")?;
    std::fs::write(path, serde_json::to_string_pretty(&record)?)
        .with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tab_offers_this_game_s_verbs_and_the_reader_s_words_only() {
        let offered = offered_words(GameKind::Doudizhu, Locale::ZhCn, vec!["pass".into()]);
        for absent in [
            "draw", "meld", "swap", "claim", "fold", "declare", "手札", "終了",
        ] {
            assert!(
                !offered.iter().any(|w| w == absent),
                "{absent} in {offered:?}"
            );
        }
        for present in [
            "pass", "play", "bid", "不出", "手牌", "hand", "退出", "quit",
        ] {
            assert!(
                offered.iter().any(|w| w == present),
                "{present} not in {offered:?}"
            );
        }
        let chowdah = offered_words(GameKind::Chowdah, Locale::EnUs, Vec::new());
        assert!(chowdah.iter().any(|w| w == "draw") && !chowdah.iter().any(|w| w == "bid"));
    }
}

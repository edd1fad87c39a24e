//! Presentation: typed notices, events, views and errors → localized text. Frontends (the
//! terminal, Discord) call these; nothing below this layer produces words.

pub mod cards;
mod dispatch;
pub mod errors;
pub mod front;
pub mod help;
pub mod hint;
pub mod rules_text;
pub mod standing;
pub mod tiles;
pub mod tool;
pub mod transcript;
pub mod turn;

// Each game's front, in its own folder (`front::Front`, `images::scenes::Scenes`): the one
// place `render` names the games.
pub mod chicago;
pub mod chowdah;
pub mod doudizhu;
pub mod yaodiren;

pub use dispatch::{
    acted_label, action_label, command_args, event, game_name, hand_labels, hand_tokens, is_hand,
    nothing_beats, plays_tiles, terminal_help, turn_line, verb_label_in, view,
};

use crate::games::any::GameKind;
use crate::games::{Level, Seat, TurnKind, Verb};
use crate::i18n::Locale;
use crate::t;
use crate::table::{Notice, OnTimeout, Status, StatusView};

/// Who is reading, in which language, and the seat names to use.
#[derive(Clone, Debug)]
pub struct RenderCtx<'a> {
    pub locale: Locale,
    pub names: &'a [String],
}

/// A seat's name as the reader reads it: a bot the table named `Bot 2` is 机器人 2 in Chinese
/// and ボット2 in Japanese; every other name as it is. The log keeps the one stored name, so
/// each reader sees the bot in their own language.
pub fn shown_name(locale: Locale, name: &str) -> String {
    match name
        .strip_prefix("Bot ")
        .and_then(|n| n.parse::<u32>().ok())
    {
        Some(n) if locale != Locale::EnUs && n.to_string() == name[4..] => {
            t!(locale, "table-bot-name", number = n)
        }
        _ => name.to_string(),
    }
}

impl RenderCtx<'_> {
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .map_or_else(|| format!("#{}", seat.0), |n| shown_name(self.locale, n))
    }

    /// "Ann, Bob and Cy" in the reader's language, each named as a person is addressed
    /// there ("AnnさんとBobさん"): the players a sentence is about.
    pub fn names_of(&self, seats: &[Seat]) -> String {
        let names: Vec<String> = seats
            .iter()
            .map(|&s| t!(self.locale, "person", name = self.name(s)))
            .collect();
        crate::i18n::list(self.locale, &names)
    }

    /// "▶ Ann to bid." in an auction, "▶ Ann to exchange." at Chicago's exchanges (and "to
    /// call Chicago or pass" at its call), else "▶ Ann to play.": whose turn it is, in public.
    pub fn turn(&self, seats: &[Seat], kind: TurnKind) -> String {
        let names = self.names_of(seats);
        match kind {
            TurnKind::Play => t!(self.locale, "table-turn", names = names),
            TurnKind::Bid => t!(self.locale, "table-turn-bid", names = names),
            TurnKind::Exchange => t!(self.locale, "table-turn-exchange", names = names),
            TurnKind::Call => t!(self.locale, "table-turn-call", names = names),
        }
    }
}

/// A roster: "Ann, Bob and Cy" / "Ann、Bob和Cy" / "Ann、Bob、Cy".
pub fn join_names(locale: Locale, names: &[String]) -> String {
    let names: Vec<String> = names.iter().map(|n| shown_name(locale, n)).collect();
    crate::i18n::list(locale, &names)
}

/// The options a table was opened with, as a note after the sentence: " (players=3)" /
/// "（3 人、spring=off）": the number of players in the reader's words, the other options as
/// they are typed.
pub fn options_note(
    locale: Locale,
    options: &std::collections::BTreeMap<String, String>,
) -> String {
    let opts: Vec<String> = options
        .iter()
        .map(|(k, v)| {
            t!(
                locale,
                "option-setting",
                key = k.as_str(),
                value = v.as_str()
            )
        })
        .collect();
    t!(
        locale,
        "options-note",
        options = crate::i18n::series(locale, &opts)
    )
}

/// A span of time for people: `2d 4h`, `3h 12m`, `45s`.
pub fn duration(locale: Locale, ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    let (d, h, m, sec) = (s / 86_400, s / 3_600 % 24, s / 60 % 60, s % 60);
    if d > 0 {
        t!(locale, "time-days-hours", days = d, hours = h)
    } else if h > 0 {
        t!(locale, "time-hours-minutes", hours = h, minutes = m)
    } else if m > 0 {
        t!(locale, "time-minutes", minutes = m)
    } else {
        t!(locale, "time-seconds", seconds = sec)
    }
}

/// A signed score: `+4`, `-2`, `0`.
pub fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// One notice as a line (or a few). `None` for notices with nothing to say to this reader.
pub fn notice(n: &Notice, ctx: &RenderCtx) -> Option<String> {
    let loc = ctx.locale;
    Some(match n {
        Notice::Opened {
            kind,
            creator,
            options,
        } => {
            let mut s = t!(
                loc,
                "table-opened",
                creator = creator,
                game = game_name(loc, *kind)
            );
            if !options.0.is_empty() {
                s.push_str(&options_note(loc, &options.0));
            }
            s
        }
        Notice::Joined {
            name,
            seated,
            seats,
            fewest,
            ..
        } if *fewest > 0 && fewest < seats => t!(
            loc,
            "table-joined-range",
            name = shown_name(loc, name),
            seated = *seated,
            fewest = *fewest,
            seats = *seats
        ),
        Notice::Joined {
            name,
            seated,
            seats,
            ..
        } => t!(
            loc,
            "table-joined",
            name = shown_name(loc, name),
            seated = *seated,
            seats = *seats
        ),
        Notice::Left { name } => t!(loc, "table-left", name = shown_name(loc, name)),
        Notice::BotAdded { name, level, .. } => t!(
            loc,
            "table-bot-added",
            name = shown_name(loc, name),
            level = match level {
                Level::Easy => t!(loc, "table-bot-level-easy"),
                Level::Normal => t!(loc, "table-bot-level-normal"),
                Level::Hard => t!(loc, "table-bot-level-hard"),
            }
        ),
        Notice::Removed { name } => t!(loc, "table-removed", name = shown_name(loc, name)),
        Notice::Started { kind, game, names } => t!(
            loc,
            "table-started",
            game = game_name(loc, *kind),
            number = *game,
            names = join_names(loc, names)
        ),
        Notice::Event(e) => return event(e, ctx),
        Notice::Automatic(e) => {
            let line = event(e, ctx)?;
            // "Ann passes." → "Ann passes (automatic).": the marker goes inside the sentence.
            let line = line.trim_end_matches(['.', '。', '!', '！']);
            t!(loc, "table-automatic", line = line)
        }
        Notice::Turn { seats, claim, turn } => {
            if *claim && seats.is_empty() {
                t!(loc, "table-claims-awaited")
            } else if *claim {
                t!(loc, "table-turn-claim", names = ctx.names_of(seats))
            } else {
                ctx.turn(seats, *turn)
            }
        }
        Notice::YourTurn { claim, .. } => {
            if *claim {
                t!(loc, "table-your-claim")
            } else {
                t!(loc, "table-your-turn")
            }
        }
        Notice::Reminder { left_ms, .. } => {
            t!(loc, "table-reminder", left = duration(loc, *left_ms))
        }
        Notice::Back { seat } => t!(loc, "table-back", name = ctx.name(*seat)),
        Notice::Away { seat, for_ms } => match for_ms {
            Some(ms) => t!(
                loc,
                "table-away-for",
                name = ctx.name(*seat),
                time = duration(loc, *ms)
            ),
            None => t!(loc, "table-away", name = ctx.name(*seat)),
        },
        Notice::UndoAsked {
            seat,
            asked,
            for_ms,
        } => {
            if asked.is_empty() {
                return None;
            }
            t!(
                loc,
                "undo-asked",
                name = ctx.name(*seat),
                asked = ctx.names_of(asked),
                time = duration(loc, *for_ms)
            )
        }
        Notice::UndoVote { seat } => t!(loc, "undo-vote", name = ctx.name(*seat)),
        Notice::UndoAnswered { seat, of, agree } => {
            let (name, asker) = (ctx.name(*seat), ctx.name(*of));
            if *agree {
                t!(loc, "undo-agreed", name = name, asker = asker)
            } else {
                t!(loc, "undo-refused", name = name, asker = asker)
            }
        }
        Notice::Undone { seat } => t!(loc, "undo-done", name = ctx.name(*seat)),
        Notice::UndoLapsed { seat } => t!(loc, "undo-lapsed", name = ctx.name(*seat)),
        Notice::UndoCancelled { seat } => t!(loc, "undo-cancelled", name = ctx.name(*seat)),
        Notice::TimedOut { seat, policy } => {
            let name = ctx.name(*seat);
            match policy {
                OnTimeout::Auto => t!(loc, "table-timed-out", name = name),
                OnTimeout::Bot => t!(loc, "table-stand-in", name = name),
                OnTimeout::Forfeit => t!(loc, "table-timed-out-forfeit", name = name),
            }
        }
        Notice::GameOver { outcome, totals } => standing::match_over(outcome, totals, ctx),
        Notice::Ended => t!(loc, "table-ended"),
    })
}

/// A verb as a button says it: `Bid`, `Play`, …
pub fn verb_label(locale: Locale, verb: Verb) -> String {
    match verb {
        Verb::Bid => t!(locale, "verb-bid"),
        Verb::Play => t!(locale, "verb-play"),
        Verb::Pass => t!(locale, "verb-pass"),
        Verb::Draw => t!(locale, "verb-draw"),
        Verb::Discard => t!(locale, "verb-discard"),
        Verb::Meld => t!(locale, "verb-meld"),
        Verb::Swap => t!(locale, "verb-swap"),
        Verb::Declare => t!(locale, "verb-declare"),
        Verb::Claim => t!(locale, "verb-claim"),
        Verb::Open => t!(locale, "verb-open"),
        Verb::Fold => t!(locale, "verb-fold"),
    }
}

/// A verb as a sentence names it, never the English command after a player typed 出. With a
/// `game`, as its typed commands say it: the English command word (`bid`) in English, else
/// the game's word (`verb_label_in`: 幺地人's `play` is 参加 in Japanese). Without, as the
/// reader's Discord names the slash command (`bid`, 叫分, 入札, 出す).
pub fn verb_name(locale: Locale, game: Option<GameKind>, verb: Verb) -> String {
    match (locale, game) {
        (Locale::EnUs, Some(_)) => verb.word().to_string(),
        (_, Some(kind)) => verb_label_in(locale, kind, verb),
        (_, None) => help::command_name(locale, verb.word()),
    }
}

/// Whether a notice asks its reader which claims they make on the card just out (幺地人's
/// "you may claim 斧头: peng — or pass"). It says more than the generic claim prompt, so a
/// frontend shows it as the prompt rather than both.
pub fn is_claim_question(n: &Notice) -> bool {
    matches!(n, Notice::Event(e) if dispatch::is_claim_event(e))
}

/// `/table status`.
pub fn status(s: &StatusView, locale: Locale) -> String {
    let ctx = RenderCtx {
        locale,
        names: &s.names,
    };
    let status = match s.status {
        Status::Lobby => t!(locale, "status-lobby"),
        Status::Playing => t!(locale, "status-playing"),
        Status::Finished => t!(locale, "status-finished"),
        Status::Ended => t!(locale, "status-ended"),
    };
    let mut lines = vec![t!(
        locale,
        "status-header",
        game = game_name(locale, s.kind),
        status = status,
        seated = s.names.len(),
        seats = s.seats
    )];
    let bot = |i: usize| {
        if s.bots.get(i).copied().unwrap_or(false) {
            " 🤖"
        } else {
            ""
        }
    };
    let over = matches!(s.status, Status::Finished | Status::Ended);
    if over && s.totals.len() == s.names.len() && !s.totals.is_empty() {
        // The final standing: by result, equal totals sharing a place (a list in seat order
        // with numbers would read as a ranking it is not).
        let mut order: Vec<usize> = (0..s.names.len()).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(s.totals[i]), i));
        for &i in &order {
            let place = 1 + s.totals.iter().filter(|&&t| t > s.totals[i]).count();
            lines.push(t!(
                locale,
                "status-standing",
                place = place,
                name = format!("{}{}", shown_name(locale, &s.names[i]), bot(i)),
                total = signed(s.totals[i])
            ));
        }
    } else {
        for (i, name) in s.names.iter().enumerate() {
            let total = s
                .totals
                .get(i)
                .map(|t| t!(locale, "note", text = signed(*t)))
                .unwrap_or_default();
            // Numbered as `/table remove seat:` counts them.
            let name = shown_name(locale, name);
            lines.push(format!("{}. {name}{}{total}", i + 1, bot(i)));
        }
    }
    if let Some(g) = &s.game {
        lines.push(view(g, &ctx));
    }
    if s.claim {
        lines.push(t!(locale, "table-claims-awaited"));
    } else if !s.to_act.is_empty() {
        lines.push(ctx.turn(&s.to_act, s.turn));
    }
    for (seat, deadline) in &s.deadlines {
        lines.push(t!(
            locale,
            "status-time-left",
            name = ctx.name(*seat),
            left = duration(locale, deadline.0 - s.now.0)
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod glossary_tests;
#[cfg(test)]
mod pictures_tests;
#[cfg(test)]
mod showdown_tests;
#[cfg(test)]
mod tests;

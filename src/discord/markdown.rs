//! Names people choose — display names, season names, a moderator's reason — go into the bot's
//! Discord messages, whose text is markdown: as typed, `**x**` is bold, `||x||` a spoiler,
//! `# x` a heading, `<@…>` a mention and `[click](https://…)` a masked link under the bot's
//! name. Here they are escaped, in the Discord frontend only: the table, the store, the league,
//! the terminal and `paiju stdio` keep every name as typed. Button labels, menu options and
//! autocomplete choices are not markdown and take the names unescaped.
//!
//! Mass mentions need nothing more: every message the bot posts sets `allowed_mentions` to
//! none, or to the one user a turn prompt pings (`outbox::message_body`, `live::body`, the
//! interaction replies), so an `@everyone` in a name pings no one; the escape below also shows
//! it as plain text.

use crate::league::{Action, LeagueError, Season, StoredResult};
use crate::table::{Notice, StatusView};
use std::borrow::Cow;

/// The characters Discord's markdown gives a meaning to somewhere: emphasis, strikethrough,
/// spoilers, code, quotes, headings and subtext (`-#`), lists, masked links (`[…](…)`),
/// mentions, emoji and timestamps (`<…>`, `@`), and the `:` of a URL (an escaped one does not
/// turn the text into a link). Discord shows `\` + any of them as the character itself.
const SPECIAL: &[char] = &[
    '\\', '*', '_', '~', '`', '|', '>', '<', '#', '-', '+', '[', ']', '(', ')', ':', '@',
];

/// `text` as Discord shows it literally: each markdown character after a backslash, a `1.` that
/// would start an ordered list escaped too, line breaks as spaces (a name stays on its line)
/// and bidi controls dropped (a name stored before they were dropped at entry).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut digits_only = true;
    for c in text.chars() {
        if crate::i18n::bidi::is_control(c) {
            continue;
        }
        if SPECIAL.contains(&c) || (c == '.' && digits_only && !out.is_empty()) {
            out.push('\\');
        }
        digits_only = digits_only && c.is_ascii_digit();
        out.push(if matches!(c, '\n' | '\r') { ' ' } else { c });
    }
    out
}

/// A table's seat names for a `RenderCtx` whose text goes into a message body.
pub fn names(names: &[String]) -> Vec<String> {
    names.iter().map(|n| escape(n)).collect()
}

/// `n` with the names it carries escaped (most notices carry none and are borrowed).
pub fn notice(n: &Notice) -> Cow<'_, Notice> {
    let mut owned = match n {
        Notice::Opened { .. }
        | Notice::Joined { .. }
        | Notice::Left { .. }
        | Notice::BotAdded { .. }
        | Notice::Removed { .. }
        | Notice::Started { .. } => n.clone(),
        _ => return Cow::Borrowed(n),
    };
    match &mut owned {
        Notice::Opened { creator: name, .. }
        | Notice::Joined { name, .. }
        | Notice::Left { name }
        | Notice::BotAdded { name, .. }
        | Notice::Removed { name } => *name = escape(name),
        Notice::Started { names: all, .. } => *all = names(all),
        _ => {}
    }
    Cow::Owned(owned)
}

/// A status view whose seat names are escaped, for `render::status` and the live message.
pub fn status_view(mut view: StatusView) -> StatusView {
    view.names = names(&view.names);
    view
}

/// Seasons with their names escaped, for the league's text.
pub fn seasons(mut seasons: Vec<Season>) -> Vec<Season> {
    for s in &mut seasons {
        s.name = escape(&s.name);
    }
    seasons
}

/// Results whose seat names (a bot's, or a player's without an account) are escaped.
pub fn results(mut results: Vec<StoredResult>) -> Vec<StoredResult> {
    for r in &mut results {
        for s in &mut r.seats {
            s.name = escape(&s.name);
        }
    }
    results
}

/// League actions with their reasons and the season names they record escaped.
pub fn actions(mut actions: Vec<Action>) -> Vec<Action> {
    for a in &mut actions {
        a.reason = a.reason.as_deref().map(escape);
        if let Some(detail) = &a.detail
            && let Ok(mut v) = serde_json::from_str::<serde_json::Value>(detail)
            && let Some(name) = v.get("name").and_then(serde_json::Value::as_str)
        {
            v["name"] = escape(name).into();
            a.detail = Some(v.to_string());
        }
    }
    actions
}

/// A league refusal as text, a season name in it escaped.
pub fn league_error(e: &LeagueError, loc: crate::i18n::Locale) -> String {
    match e {
        LeagueError::SeasonRunning(name) => {
            crate::league::text::error(&LeagueError::SeasonRunning(escape(name)), loc)
        }
        _ => crate::league::text::error(e, loc),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_markdown_construct_is_escaped_to_literal_text() {
        let cases = [
            ("**bold**", r"\*\*bold\*\*"),
            ("__under__", r"\_\_under\_\_"),
            ("~~gone~~", r"\~\~gone\~\~"),
            ("||spoiler||", r"\|\|spoiler\|\|"),
            ("`code`", r"\`code\`"),
            ("# Heading", r"\# Heading"),
            ("-# subtext", r"\-\# subtext"),
            ("> quote", r"\> quote"),
            ("- item", r"\- item"),
            ("1. first", r"1\. first"),
            (
                "[click](https://evil.example)",
                r"\[click\]\(https\://evil.example\)",
            ),
            ("<@123> @everyone", r"\<\@123\> \@everyone"),
            (r"a\b", r"a\\b"),
        ];
        for (name, want) in cases {
            assert_eq!(escape(name), want, "{name}");
        }
    }

    #[test]
    fn plain_names_stay_as_they_are() {
        for name in ["Ann", "Dr. Bob", "小明", "さくら", "Zoë 2.0", "P1"] {
            assert_eq!(escape(name), name);
        }
    }

    #[test]
    fn a_line_break_becomes_a_space_and_bidi_controls_go() {
        assert_eq!(escape("Ann\nBob\u{202E}"), "Ann Bob");
    }

    #[test]
    fn the_names_a_notice_carries_are_escaped_and_others_borrowed() {
        let joined = Notice::Joined {
            seat: crate::games::Seat(0),
            name: "**A**".into(),
            seated: 1,
            seats: 3,
            fewest: 3,
        };
        assert!(matches!(&*notice(&joined), Notice::Joined { name, .. } if name == r"\*\*A\*\*"));
        assert!(matches!(notice(&Notice::Ended), Cow::Borrowed(_)));
    }
}

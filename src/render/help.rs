//! `/help`: what paiju is, how to open, join and start a table, each slash command in a line
//! (its name and description as Discord shows them in the reader's language), the table-wide
//! clock options and a pointer to `/rules` for each game.

use crate::games::any::GameKind;
use crate::i18n::{self, Locale};
use crate::render;
use crate::t;

/// What `/help` lists, from the commands' declarations (the Discord adapter's): the commands
/// in the order a table is played, each `(command, subcommand)`, and the moves, which share
/// one line.
pub struct Entries {
    pub commands: Vec<(&'static str, Option<&'static str>)>,
    pub moves: Vec<&'static str>,
}

fn msg(locale: Locale, id: &str) -> String {
    i18n::lookup(locale, id, Vec::new())
}

/// A slash command's name in the reader's Discord (`table` → `牌桌`).
pub(crate) fn command_name(locale: Locale, command: &str) -> String {
    msg(locale, &format!("cmd-{command}-name"))
}

/// `/table new` as the reader's Discord names it (`/牌桌 开桌`).
fn slash(locale: Locale, command: &str, sub: Option<&str>) -> String {
    let mut s = format!("/{}", command_name(locale, command));
    if let Some(sub) = sub {
        s.push(' ');
        s.push_str(&msg(locale, &format!("cmd-{command}-{sub}-name")));
    }
    format!("`{s}`")
}

/// A move's command (`discard 3h`) as the slash command the reader's Discord shows
/// (`` `/打牌 3h` ``); a command that is not a move stays as it is.
pub fn slash_move(locale: Locale, kind: GameKind, command: &str) -> String {
    let (verb, args) = command.split_once(' ').unwrap_or((command, ""));
    if !crate::games::Verb::ALL.iter().any(|v| v.word() == verb) {
        return command.to_string();
    }
    let name = command_name(locale, verb);
    let args = render::command_args(locale, kind, args);
    format!("`/{}`", format!("{name} {args}").trim_end())
}

/// One line per command: `` `/table new` — Open a card table in this channel ``; the moves
/// share one line.
fn command_lines(locale: Locale, entries: &Entries) -> Vec<String> {
    let moves: Vec<String> = entries
        .moves
        .iter()
        .map(|m| slash(locale, m, None))
        .collect();
    let moves = t!(locale, "help-moves", moves = moves.join(" "));
    entries
        .commands
        .iter()
        .map(|&(command, sub)| {
            let id = match sub {
                Some(sub) => format!("cmd-{command}-{sub}-desc"),
                None => format!("cmd-{command}-desc"),
            };
            format!("{} — {}", slash(locale, command, sub), msg(locale, &id))
        })
        .chain(std::iter::once(moves))
        .collect()
}

/// The whole `/help` text (Markdown, under Discord's 2000 characters).
pub fn help(locale: Locale, entries: &Entries) -> String {
    let games: Vec<String> = GameKind::ALL
        .iter()
        .map(|&k| render::game_name(locale, k))
        .collect();
    let opt = msg(locale, "cmd-table-new-options-name");
    let clock: Vec<String> = crate::table::timing::CLOCK_OPTION_SPECS
        .iter()
        .map(|s| format!("`{}={}`", s.key, s.expected()))
        .collect();
    let rules: Vec<String> = GameKind::ALL
        .iter()
        .map(|&k| {
            format!(
                "`/{} {}`",
                msg(locale, "cmd-rules-name"),
                render::game_name(locale, k)
            )
        })
        .collect();
    let mut lines = vec![
        t!(
            locale,
            "help-intro",
            games = i18n::series(locale, &games),
            hand = slash(locale, "hand", None)
        ),
        t!(locale, "help-how-title"),
        t!(
            locale,
            "help-how",
            new = slash(locale, "table", Some("new")),
            join = slash(locale, "table", Some("join")),
            start = slash(locale, "table", Some("start")),
            opt = opt.clone()
        ),
        t!(locale, "help-commands-title"),
    ];
    lines.extend(command_lines(locale, entries));
    lines.push(t!(
        locale,
        "help-clock",
        opt = opt,
        options = clock.join(" · ")
    ));
    lines.push(t!(locale, "help-rules", rules = rules.join(" · ")));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries() -> Entries {
        Entries {
            commands: vec![("table", Some("new")), ("hand", None), ("help", None)],
            moves: vec!["play", "pass"],
        }
    }

    #[test]
    fn help_fits_a_discord_message_in_every_language_and_names_every_entry() {
        for locale in Locale::ALL {
            let text = help(locale, &entries());
            assert!(
                text.chars().count() <= 2000,
                "{}: {}",
                locale.tag(),
                text.chars().count()
            );
            for command in ["table", "hand", "help", "play", "pass"] {
                let name = command_name(locale, command);
                assert!(
                    text.contains(&format!("`/{name}")),
                    "{}: /{name} missing",
                    locale.tag()
                );
            }
            assert!(text.contains("turn-timeout="), "{text}");
        }
    }

    #[test]
    fn a_suggested_move_names_its_tiles_as_the_readers_hand_does() {
        let ja = slash_move(Locale::Ja, GameKind::Yaodiren, "discard 红九");
        assert!(ja.ends_with(" 紅九`") && ja.starts_with("`/"), "{ja}");
        assert_eq!(
            slash_move(Locale::ZhCn, GameKind::Yaodiren, "discard 红九"),
            "`/打牌 红九`"
        );
        assert_eq!(
            slash_move(Locale::EnUs, GameKind::Chicago, "play Kh"),
            "`/play Kh`"
        );
        assert_eq!(
            slash_move(Locale::ZhCn, GameKind::Doudizhu, "play BR"),
            "`/出牌 小王 大王`"
        );
    }
}

//! A game's rules as `/rules` shows them in Discord and `rules` in the terminal: one text,
//! two frontends. The rules themselves are the `rules-GAME` messages; each ends with a line
//! on how to play with slash commands, which the terminal replaces with its own.

use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::render;
use crate::t;

fn body(locale: Locale, kind: GameKind) -> String {
    super::dispatch::rules_body(locale, kind)
}

/// `spring=on|off (off), …` in the locale's words and punctuation; `quote` marks the settings
/// as code in Discord.
fn option_list(locale: Locale, kind: GameKind, quote: &str) -> String {
    let specs: Vec<String> = kind
        .option_specs()
        .iter()
        .map(|s| {
            t!(
                locale,
                "option-spec",
                setting = format!("{quote}{}={}{quote}", s.key, s.expected()),
                default = s.default
            )
        })
        .collect();
    crate::i18n::series(locale, &specs)
}

/// Discord's `/rules` (Markdown): the game's name, its rules and its table options.
pub fn rules(locale: Locale, kind: GameKind) -> String {
    format!(
        "**{}**\n{}\n{}",
        render::game_name(locale, kind),
        body(locale, kind),
        t!(
            locale,
            "rules-options",
            options = option_list(locale, kind, "`")
        )
    )
}

/// The terminal's `rules` (plain text): the same rules, with the terminal's way to play and
/// its `--option` in place of the slash commands.
pub fn rules_terminal(locale: Locale, kind: GameKind) -> String {
    let body = body(locale, kind);
    let mut lines: Vec<&str> = body.lines().collect();
    // The last line says how to play with slash commands.
    if lines.len() > 1 {
        lines.pop();
    }
    let rules: Vec<String> = lines.iter().map(|l| strip_slashes(l)).collect();
    format!(
        "{}\n{}\n{}\n{}",
        render::game_name(locale, kind),
        rules.join("\n"),
        t!(locale, "local-rules-play"),
        t!(
            locale,
            "local-rules-options",
            options = option_list(locale, kind, "")
        )
    )
}

/// `(/discard; …)` → `(discard; …)`: a slash command named inside the rules is the same word
/// typed in the terminal.
fn strip_slashes(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut prev: Option<char> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        let starts_word = prev.is_none_or(|p| p.is_whitespace() || "(（「“".contains(p));
        if c == '/' && starts_word && chars.peek().is_some_and(|c| c.is_alphabetic()) {
            prev = Some(c);
            continue;
        }
        out.push(c);
        prev = Some(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_terminal_rules_name_no_slash_command() {
        for locale in Locale::ALL {
            for kind in GameKind::ALL {
                let text = rules_terminal(locale, kind);
                let slash = text
                    .split(|c: char| c.is_whitespace() || "(（「“".contains(c))
                    .find(|w| w.starts_with('/') && w[1..].starts_with(char::is_alphabetic));
                assert!(
                    slash.is_none(),
                    "{} {kind}: {slash:?} in\n{text}",
                    locale.tag()
                );
                assert!(!text.contains("**"), "{text}");
            }
        }
    }

    #[test]
    fn discord_and_terminal_share_the_rules() {
        let discord = rules(Locale::EnUs, GameKind::Doudizhu);
        let terminal = rules_terminal(Locale::EnUs, GameKind::Doudizhu);
        let line = "• Auction: bid 1, 2 or 3 (or pass)";
        assert!(
            discord.contains(line) && terminal.contains(line),
            "{terminal}"
        );
        assert_eq!(strip_slashes("(/discard; no cards)"), "(discard; no cards)");
        assert_eq!(strip_slashes("1/2 and/or"), "1/2 and/or");
    }

    #[test]
    fn the_rules_texts_match_docs_rules_in_every_language() {
        // docs/rules/doudizhu.md#doubling: with 4 players only bombs of 6+ cards and the
        // 4-joker rocket double; docs/rules/chicago.md: the lock is 24 at target 30;
        // docs/rules/chowdah.md#joker-swaps: any card keeping the meld legal.
        let checks: [(GameKind, [&str; 3]); 4] = [
            (GameKind::Doudizhu, ["6+ cards", "6 张及以上", "6枚以上"]),
            (
                GameKind::Doudizhu,
                ["all four jokers", "四张王", "ジョーカー4枚"],
            ),
            (GameKind::Chicago, ["24", "24", "24"]),
            (
                GameKind::Chowdah,
                ["keeps the meld legal", "仍然合法", "正しいまま"],
            ),
        ];
        for (kind, words) in checks {
            for (locale, word) in Locale::ALL.into_iter().zip(words) {
                let text = rules(locale, kind);
                assert!(
                    text.contains(word),
                    "{} {kind}: {word} in\n{text}",
                    locale.tag()
                );
            }
        }
        let en = rules(Locale::EnUs, GameKind::Chowdah);
        assert!(!en.contains("the card it stands for"), "{en}");
    }
}

//! zh-CN and ja read as their players write: every message of every locale (whoever added it)
//! is rendered with sample arguments — a Latin name and a Chinese one — and checked for the
//! slips a native reader notices at once: English punctuation between CJK characters, an
//! English verb in a refusal, a slash command under its English name, a space before さん.

use super::super::typography::is_cjk;
use super::*;

/// The English command words a zh/ja refusal must not name (the reader typed 出 or 出す).
const ENGLISH_VERBS: &[&str] = &[
    "bid", "play", "pass", "discard", "draw", "meld", "claim", "swap", "declare", "open", "fold",
    "stock",
];

/// The slash commands' English names (`commands/*.json`): `/table`, `/hand` … Read from the
/// folder rather than from the Discord adapter's list, which sits layers above the words.
fn english_commands() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("commands");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the commands folder")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "json").then(|| path.file_stem()?.to_str().map(str::to_string))?
        })
        .collect();
    names.sort();
    assert!(
        names.len() > 10,
        "the slash commands are in {}",
        dir.display()
    );
    names
}

/// ASCII `,` or `:` whose nearest non-space neighbours are both CJK: `玩家, Bot`, `手牌: 3`.
fn ascii_punctuation_between_cjk(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c != ',' && c != ':' {
            continue;
        }
        let before = chars[..i].iter().rev().find(|c| **c != ' ');
        let after = chars[i + 1..].iter().find(|c| **c != ' ');
        if let (Some(&b), Some(&a)) = (before, after)
            && is_cjk(b)
            && is_cjk(a)
        {
            let from = i.saturating_sub(8);
            let to = (i + 8).min(chars.len());
            return Some(chars[from..to].iter().collect());
        }
    }
    None
}

/// ASCII words of a text, lowercased.
fn ascii_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// `/table`, `/hand` … named in a text.
fn english_slash_commands(text: &str, commands: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('/') {
        rest = &rest[i + 1..];
        let word: String = rest
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_lowercase();
        if commands.contains(&word) {
            found.push(format!("/{word}"));
        }
    }
    found
}

/// A refusal: what the reader reads after typing something the table would not take.
fn is_refusal(id: &str) -> bool {
    id.starts_with("error-")
        || id.contains("-error-")
        || id.contains("-invalid-")
        || id.starts_with("expected-")
        || id.starts_with("arg-")
}

/// Every problem found in one rendering of one message.
fn problems(locale: Locale, id: &str, text: &str, commands: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    if let Some(at) = ascii_punctuation_between_cjk(text) {
        found.push(format!("ASCII , or : between CJK characters: “{at}”"));
    }
    if is_refusal(id) {
        let words = ascii_words(text);
        for verb in ENGLISH_VERBS {
            if words.iter().any(|w| w == verb) {
                found.push(format!("the English verb “{verb}” in a refusal"));
            }
        }
    }
    for command in english_slash_commands(text, commands) {
        found.push(format!("the English command name {command}"));
    }
    if locale == Locale::Ja && text.contains(" さん") {
        found.push("a space before さん".to_string());
    }
    found
}

/// All the problems of zh-CN and ja, one line each: `ja ddz-bid: …`.
fn all_problems() -> Vec<String> {
    let commands = english_commands();
    let mut found = Vec::new();
    for locale in [Locale::ZhCn, Locale::Ja] {
        for (id, body) in messages(locale) {
            for sample in ["Ann", "玩家"] {
                let text = render_with(locale, &id, &body, sample);
                for p in problems(locale, &id, &text, &commands) {
                    let line = format!("{} {id}: {p} in “{text}”", locale.tag());
                    if !found.contains(&line) {
                        found.push(line);
                    }
                }
            }
        }
    }
    found
}

#[test]
fn every_chinese_and_japanese_message_reads_as_native_text() {
    let found = all_problems();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn every_message_is_rendered_in_every_locale() {
    // The walk covers every id (the other tests rely on it): nothing is left unrendered.
    for locale in Locale::ALL {
        let all = messages(locale);
        assert_eq!(
            all.len(),
            defined_ids(locale).len(),
            "{}: messages() and defined_ids() disagree",
            locale.tag()
        );
        for (id, body) in all {
            let text = render_with(locale, &id, &body, "Ann");
            assert!(
                !text.trim().is_empty(),
                "{} {id} renders empty",
                locale.tag()
            );
            assert!(
                !text.contains("{$") && !text.contains("{ $"),
                "{} {id}: an argument left unfilled in “{text}”",
                locale.tag()
            );
        }
    }
}

#[test]
fn the_checks_catch_what_they_are_for() {
    let commands = english_commands();
    let zh = |id: &str, text: &str| problems(Locale::ZhCn, id, text, &commands);
    assert!(!zh("x", "玩家, 机器人和机器人").is_empty());
    assert!(!zh("x", "机器人: 暗牌").is_empty());
    assert!(zh("x", "Bot 1：暗牌 3 张").is_empty());
    assert!(!zh("error-verb-not-used", "这个游戏没有“discard”。").is_empty());
    assert!(zh("table-opened", "这个游戏没有“discard”。").is_empty());
    assert!(!zh("x", "用 /table join 入座").is_empty());
    assert!(zh("x", "用 /牌桌 加入 入座").is_empty());
    assert!(!problems(Locale::Ja, "x", "Ann さんの番", &commands).is_empty());
}

#[test]
fn lists_use_the_locales_separators_and_conjunction() {
    let names = ["Ann", "Bob", "玩家"];
    assert_eq!(list(Locale::EnUs, &names), "Ann, Bob and 玩家");
    assert_eq!(list(Locale::ZhCn, &names), "Ann、Bob 和玩家");
    assert_eq!(list(Locale::Ja, &names), "Ann、Bob、玩家");
    assert_eq!(list(Locale::Ja, &names[..2]), "AnnとBob");
    assert_eq!(
        alternatives(Locale::Ja, &["ポン", "シャー"]),
        "ポンかシャー"
    );
    assert_eq!(series(Locale::ZhCn, &["1", "2"]), "1、2");
    assert_eq!(list(Locale::ZhCn, &["Ann"]), "Ann");
    assert_eq!(list::<&str>(Locale::ZhCn, &[]), "");
}

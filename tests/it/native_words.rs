//! Issue 19's words, typed in the terminal in each game and language: a session per game and
//! locale types every word players use (叫 2分, 不出, 换牌, 喊芝加哥, 摸, 亮牌, 起牌, ツモ, 帮助 …),
//! and the binary understands every one — a word may be refused as not possible now, never
//! as unknown or as a verb the game lacks — and its output reads as native text: no ASCII
//! comma or colon between CJK characters, no English slash command.

use std::io::Write;
use std::process::{Command, Stdio};

/// `paiju play GAME --seed SEED --lang LANG` with `lines` typed, one per line; stdout.
fn session(game: &str, lang: &str, seed: &str, lines: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(["play", game, "--seed", seed, "--lang", lang])
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env_remove("RUST_BACKTRACE")
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run paiju");
    let mut input = child.stdin.take().unwrap();
    for line in lines {
        writeln!(input, "{line}").unwrap();
    }
    drop(input);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{game} {lang}: {stderr}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn is_cjk(c: char) -> bool {
    paiju::i18n::typography::is_cjk(c)
}

/// ASCII `,` or `:` between CJK characters (spaces aside), with some context.
fn ascii_punctuation_between_cjk(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if c != ',' && c != ':' {
            continue;
        }
        let before = chars[..i].iter().rev().find(|c| **c != ' ');
        let after = chars[i + 1..].iter().find(|c| **c != ' ');
        if before.is_some_and(|c| is_cjk(*c)) && after.is_some_and(|c| is_cjk(*c)) {
            let from = i.saturating_sub(10);
            found.push(chars[from..(i + 10).min(chars.len())].iter().collect());
        }
    }
    found
}

/// The words refusing a word as unknown, or naming a verb the game does not have.
fn not_understood(lang: &str) -> [&'static str; 2] {
    match lang {
        "zh-CN" => ["这个命令", "这个游戏里没有"],
        _ => ["というコマンドはありません", "このゲームに「"],
    }
}

fn check(game: &str, lang: &str, seed: &str, words: &[&str]) {
    let mut lines = words.to_vec();
    lines.extend(match lang {
        "zh-CN" => ["手牌", "提示", "规则", "帮助", "退出"],
        _ => ["手札", "候補", "ルール", "ヘルプ", "終了"],
    });
    let out = session(game, lang, seed, &lines);
    for refusal in not_understood(lang) {
        assert!(
            !out.contains(refusal),
            "{game} {lang}: a word was not understood ({refusal}):\n{out}"
        );
    }
    let punctuation = ascii_punctuation_between_cjk(&out);
    assert!(
        punctuation.is_empty(),
        "{game} {lang}: {punctuation:?} in\n{out}"
    );
    for command in ["/table", "/hand", "/play", "/pass", "/bid"] {
        assert!(!out.contains(command), "{game} {lang}: {command} in\n{out}");
    }
}

#[test]
fn dou_dizhu_words_in_chinese() {
    check(
        "doudizhu",
        "zh-CN",
        "3",
        &[
            "叫 2",
            "2分",
            "叫分 3",
            "不叫",
            "出牌 3",
            "出 3",
            "不出",
            "要不起",
            // Discord's slash command, slash and all.
            "/出牌 3",
        ],
    );
}

#[test]
fn dou_dizhu_words_in_japanese() {
    check(
        "doudizhu",
        "ja",
        "3",
        &["入札 2", "3点", "パス", "出す 3", "パス", "/出す 3"],
    );
}

#[test]
fn chicago_words_in_chinese() {
    check(
        "chicago",
        "zh-CN",
        "5",
        &[
            "换 2c",
            "换牌 2c",
            "不换",
            "不换",
            "喊芝加哥",
            "不喊",
            "出 2c",
            // Discord's slash commands' names.
            "打牌 2c",
            "喊 chicago",
        ],
    );
}

#[test]
fn chicago_words_in_japanese() {
    check(
        "chicago",
        "ja",
        "5",
        &[
            "交換 2c",
            "パス",
            "パス",
            "シカゴ",
            "パス",
            "出す 2c",
            // Discord's slash commands' names.
            "捨てる 2c",
            "宣言 chicago",
        ],
    );
}

#[test]
fn chowdah_words_in_chinese() {
    check(
        "chowdah",
        "zh-CN",
        "2",
        &[
            "摸",
            "摸牌",
            "拿 1",
            "亮牌 2c",
            "换 JK for 2c",
            "打 2c",
            "出 2c",
            "出牌",
            "胡",
            // Discord's slash command's name.
            "喊",
        ],
    );
}

#[test]
fn chowdah_words_in_japanese() {
    check(
        "chowdah",
        "ja",
        "2",
        &[
            "引く",
            "山札",
            "引く 1",
            "晒す 2c",
            "交換 JK for 2c",
            "捨てる 2c",
            "出す",
            "チャウダー",
            // Discord's slash command's name.
            "宣言",
        ],
    );
}

#[test]
fn yaodiren_words_in_chinese() {
    check(
        "yaodiren",
        "zh-CN",
        "4",
        &[
            "起牌",
            "不起牌",
            "打",
            "不打",
            "碰",
            "吃",
            "杀",
            "胡",
            "自摸",
            "过",
            "打 天牌",
            "出 黑九",
            // Discord's slash commands' names.
            "要牌 碰",
            "喊",
        ],
    );
}

#[test]
fn yaodiren_words_in_japanese() {
    check(
        "yaodiren",
        "ja",
        "4",
        &[
            "起牌",
            "参加",
            "降りる",
            "チー",
            "ポン",
            "シャー",
            "ロン",
            "ツモ",
            "パス",
            "捨てる 黒九",
            "捨てる 長二",
            // Discord's slash commands' names.
            "鳴く ポン",
            "宣言",
        ],
    );
}

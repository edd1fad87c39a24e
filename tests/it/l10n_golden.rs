//! Whole games in Chinese and Japanese as a player reads them in the terminal (issue 63): one
//! game of each kind per language, typed the way its players type (`手牌`, `可出`, one refused
//! line, then the moves in the reader's words: `出 小王`, `换 8♦`, `ジョーカー交換 …`, `チー 人牌
//! 猫猫`), compared line by line with a transcript kept in `tests/golden/l10n/`, so that a
//! reader can review the language of a game as played and any change to it shows here.
//!
//! `UPDATE_GOLDEN=1` writes the transcripts anew; the input of each game is
//! `tests/golden/l10n/GAME.LANG.input`. The moves were the hints' at the time the inputs were
//! made; the hints themselves are not in the transcripts, as a hint's search stops at a
//! deadline and under load may name another move.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Each game with its table: two players at Chicago and Chowdah keep a whole match readable.
const GAMES: [(&str, &[&str]); 4] = [
    ("doudizhu", &[]),
    ("chicago", &["--players", "2"]),
    ("chowdah", &["--players", "2"]),
    ("yaodiren", &[]),
];

fn file(game: &str, lang: &str, ext: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/l10n")
        .join(format!("{game}.{lang}.{ext}"))
}

/// `paiju play GAME --seed 7 --level easy --lang LANG` at a terminal-less stdin: the bots play
/// their seats, the input plays seat 0. No `$USER`, so seat 0 has the language's own name for
/// a player.
fn transcript(game: &str, lang: &str, table: &[&str]) -> String {
    let input = std::fs::read_to_string(file(game, lang, "input")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args([
            "play", game, "--seed", "7", "--level", "easy", "--lang", lang,
        ])
        .args(table)
        .env_remove("USER")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run paiju");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{game} {lang}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_whole_game_of_each_kind_reads_as_its_transcript_in_chinese_and_japanese() {
    let update = std::env::var("UPDATE_GOLDEN").as_deref() == Ok("1");
    for (game, table) in GAMES {
        for lang in ["zh-CN", "ja"] {
            let got = transcript(game, lang, table);
            let path = file(game, lang, "txt");
            // A whole game, played to its end.
            let end = if lang == "ja" {
                "最終順位"
            } else {
                "最终排名"
            };
            assert!(got.contains(end), "{game} {lang} did not finish:\n{got}");
            if update {
                std::fs::write(&path, &got).unwrap();
                continue;
            }
            let want = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
            // The first line that differs, rather than two whole games side by side.
            let first = got
                .lines()
                .zip(want.lines())
                .position(|(g, w)| g != w)
                .unwrap_or(got.lines().count().min(want.lines().count()));
            assert_eq!(
                got.lines().nth(first),
                want.lines().nth(first),
                "{game} {lang}: line {} differs from {} (UPDATE_GOLDEN=1 after reading the change)",
                first + 1,
                path.display()
            );
        }
    }
}

/// Every joker, ten and tile name the transcripts show is one their players type back: the
/// inputs type `小王`, `大王`, `10`, `百搭`, `黒ジョーカー` … only as the hints name them, so a
/// transcript that finished took them all.
#[test]
fn the_transcripts_inputs_are_typed_in_the_readers_words() {
    for (game, _) in GAMES {
        for lang in ["zh-CN", "ja"] {
            let input = std::fs::read_to_string(file(game, lang, "input")).unwrap();
            for line in input.lines() {
                let first = line.split_whitespace().next().unwrap_or("");
                assert!(
                    !first.is_ascii() || first.chars().all(|c| c.is_ascii_digit()),
                    "{game} {lang}: `{line}` is typed in English"
                );
            }
        }
    }
}

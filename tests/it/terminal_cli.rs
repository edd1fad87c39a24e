//! The terminal's words and exits, through the real binary: hot-seat messages, no slash
//! commands, `rules` and `help` (in every language), a stray byte, a closed stdout, the final
//! newline, `tables` / `export` / `replay` on stored tables. The command line's own checks are
//! in `terminal_command_line`.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// `paiju ARGS` in `dir` with `LANG` and `stdin` (bytes).
pub(super) fn run_in(dir: &Path, lang: &str, args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(args)
        .env("LANG", lang)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env_remove("RUST_BACKTRACE")
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run paiju");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

pub(super) fn run(args: &[&str], stdin: &[u8]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    run_in(dir.path(), "en_US.UTF-8", args, stdin)
}

pub(super) fn text(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A slash command named anywhere: ` /table`, `(/hand` …
fn slash_commands(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || "(（「“".contains(c))
        .filter(|w| w.starts_with('/') && w[1..].starts_with(|c: char| c.is_ascii_lowercase()))
        .collect()
}

#[test]
fn hot_seat_names_the_seat_and_no_slash_command() {
    let out = run(
        &["play", "doudizhu", "--seed", "1"],
        b"1 bid 2\n5 bid 3\n1 hand\nhand\nmoves\nrules\nhelp\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("Seat 1 is a bot (Bot 1): it plays by itself."),
        "{stdout}"
    );
    assert!(
        stdout.contains("There is no seat 5 (seats 0–2)."),
        "{stdout}"
    );
    assert!(!stdout.contains("not seated"), "{stdout}");
    assert_eq!(slash_commands(&stdout), Vec::<&str>::new(), "{stdout}");
    // `quit` ends the line the prompt started.
    assert!(stdout.ends_with('\n'), "{stdout:?}");
}

#[test]
fn a_terminal_bot_is_named_by_its_seat_like_the_people() {
    // Seats 0 and 1 are people ("P1"), seat 2 the bot: "Bot 2", the seat `2 …` names (a
    // count of the bots would call it "Bot 1", like seat 1).
    let out = run(
        &["play", "doudizhu", "--seed", "1", "--bots", "2"],
        b"2 bid 3\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("Seat 2 is a bot (Bot 2): it plays by itself."),
        "{stdout}"
    );
    assert!(stdout.contains("P1"), "{stdout}");
    assert!(!stdout.contains("Bot 1"), "{stdout}");
}

#[test]
fn with_a_bot_in_seat_zero_you_open_the_table_and_nobody_is_seen_leaving_it() {
    // `--seat 1` seats bots in 0 and 2: the table is opened in your name, and the host's
    // sitting down and stepping aside for Bot 0 are nobody's business.
    let out = run(
        &["play", "doudizhu", "--seed", "3", "--seat", "1"],
        b"quit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    let lines: Vec<&str> = stdout.lines().take(4).collect();
    assert!(lines[0].contains("opened a Dou Dizhu table"), "{stdout}");
    assert!(!lines[0].starts_with("P0"), "{stdout}");
    assert_eq!(lines[1], "Bot 0 (bot, hard) sits down.", "{stdout}");
    assert!(lines[2].ends_with("sits down (2/3)."), "{stdout}");
    assert!(!stdout.contains("P0"), "{stdout}");
    assert!(!stdout.contains("leaves the table"), "{stdout}");
}

#[test]
fn rules_and_help_in_the_terminal() {
    let out = run(&["play", "chicago", "--seed", "2"], b"rules\nhelp\n");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    // The same rules as Discord's /rules, without the slash commands.
    let rules = paiju::render::rules_text::rules(
        paiju::i18n::Locale::EnUs,
        paiju::games::any::GameKind::Chicago,
    );
    for line in rules.lines().skip(1).take(4) {
        let line = line.replace("(/discard;", "(discard;");
        assert!(stdout.contains(&line), "{line}\n{stdout}");
    }
    assert!(
        stdout.contains("Table options (paiju play GAME --option"),
        "{stdout}"
    );
    for (command, what) in [
        ("hand", "your hand and the table"),
        ("moves", "the moves you can make now"),
        ("rules", "the rules of this game"),
        ("help", "this list"),
        ("quit", "leave the game"),
    ] {
        assert!(
            stdout
                .lines()
                .any(|l| l.trim_start().starts_with(command) && l.contains(what)),
            "{command}: {stdout}"
        );
    }
    assert!(!stdout.contains("Unknown command"), "{stdout}");
    // Ctrl-D (end of input) ends the prompt's line too.
    assert!(stdout.ends_with('\n'), "{stdout:?}");
}

#[test]
fn terminal_commands_in_chinese_and_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_in(
        dir.path(),
        "zh_CN.UTF-8",
        &["play", "doudizhu", "--seed", "1", "--level", "easy"],
        "帮助\n规则\n手牌\n退出\nbid 3\n".as_bytes(),
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("帮助 / help"), "{stdout}");
    // The words that mean one move together, with no English meaning beside them.
    assert!(stdout.contains("不出／不要／要不起／过"), "{stdout}");
    assert!(!stdout.contains("bid pass"), "{stdout}");
    assert!(stdout.contains("• 叫分"), "{stdout}");
    assert!(!stdout.contains("未知命令"), "{stdout}");
    // 退出 ended the session before `bid 3`.
    assert!(!stdout.contains("叫 3 分"), "{stdout}");
    let out = run_in(
        dir.path(),
        "ja_JP.UTF-8",
        &["play", "yaodiren", "--seed", "1"],
        "ヘルプ\nルール\n手札\n終了\n".as_bytes(),
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("ヘルプ / help"), "{stdout}");
    assert!(
        stdout.contains("ロン／ツモ／和了") && !stdout.contains("claim"),
        "{stdout}"
    );
    assert!(!stdout.contains("不明なコマンド"), "{stdout}");
    // Every locale accepts every language's words.
    let out = run(
        &["play", "doudizhu", "--seed", "1"],
        "ルール\n手牌\n".as_bytes(),
    );
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains("• Auction") && !stdout.contains("Unknown command"),
        "{stdout}"
    );
}

#[test]
fn a_byte_that_is_not_utf8_is_reported_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_in(
        dir.path(),
        "en_US.UTF-8",
        &[
            "play", "doudizhu", "--seed", "1", "--level", "easy", "--save", "s.json",
        ],
        b"play \xe9\nbid 3\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("Not understood: “play \\xE9” is not UTF-8 text"),
        "{stdout}"
    );
    // The next line was played, and the log saved.
    assert!(stdout.contains("Player bids 3"), "{stdout}");
    assert!(stdout.contains("Saved to s.json"), "{stdout}");
    let record = std::fs::read_to_string(dir.path().join("s.json")).unwrap();
    assert!(record.contains("\"bid\""), "{record}");
}

/// stdout closed: `paiju replay FILE | head -1`, `paiju play … | head`.
#[test]
fn a_closed_stdout_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let golden = |name: &str| {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/golden/doudizhu")
            .join(name)
    };
    let save = dir.path().join("game.json");
    let play = |close_at_once: bool| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
            .arg("play")
            .arg("doudizhu")
            .arg("--deal")
            .arg(golden("deal3.json"))
            .arg("--script")
            .arg(golden("game3.script"))
            .arg("--save")
            .arg(&save)
            .env("LANG", "en_US.UTF-8")
            .env_remove("RUST_BACKTRACE")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        if !close_at_once {
            let mut first = [0u8; 1];
            let mut stdout = stdout;
            stdout.read_exact(&mut first).unwrap();
        }
        child.wait_with_output().unwrap()
    };
    // The reader is gone before the first line: the first write fails.
    let out = play(true);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?} {stderr}", out.status);
    assert!(
        !stderr.contains("panicked") && !stderr.contains("Broken pipe"),
        "{stderr}"
    );
    // … and `--save` was written all the same.
    assert!(save.exists());

    // `paiju replay` into a reader that closes after one line.
    for args in [vec!["replay"], vec!["replay", "--json"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
            .args(&args)
            .arg(&save)
            .env("LANG", "en_US.UTF-8")
            .env_remove("RUST_BACKTRACE")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        std::io::BufRead::read_line(&mut stdout, &mut line).unwrap();
        assert!(!line.is_empty());
        drop(stdout);
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {:?} {stderr}", out.status);
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    // And closed before the first line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .arg("replay")
        .arg(&save)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !stderr.contains("panicked"),
        "{stderr}"
    );
    let _ = play(false);
}

#[test]
fn stored_tables_are_listed_exported_and_replayed_by_id() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Nothing stored: no database is created to say so.
    for args in [vec!["export", "1"], vec!["tables"], vec!["replay", "1"]] {
        let out = run_in(d, "en_US.UTF-8", &args, b"");
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            stderr.contains("There is no database at data/paiju.db"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("Stack backtrace"), "{stderr}");
        assert!(!d.join("data").exists(), "{args:?} created a database");
    }
    let out = run_in(d, "en_US.UTF-8", &["export", "nonexist"], b"");
    let (_, stderr) = text(&out);
    assert!(
        stderr.contains("“nonexist” is not a table id") && stderr.contains("paiju tables"),
        "{stderr}"
    );
    assert!(!stderr.contains("invalid digit"), "{stderr}");

    // A table stored by `paiju stdio`.
    let url = format!("sqlite://{}", d.join("t.db").display());
    let requests = [
        r#"{"key":"a","channel":7,"user":1,"name":"Ann","command":"table new doudizhu players=3"}"#,
        r#"{"key":"b","channel":7,"user":1,"name":"Ann","command":"table bot"}"#,
        r#"{"key":"c","channel":7,"user":1,"name":"Ann","command":"table bot"}"#,
        r#"{"key":"d","channel":7,"user":1,"name":"Ann","command":"table start","seed":3}"#,
    ]
    .join("\n");
    let out = run_in(
        d,
        "en_US.UTF-8",
        &["stdio", "--database", &url],
        requests.as_bytes(),
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(!stdout.contains("\"ok\":false"), "{stdout}");
    let out = run_in(d, "en_US.UTF-8", &["tables", "--database", &url], b"");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.starts_with("id · game · channel · status · seats"),
        "{stdout}"
    );
    let line = stdout.lines().nth(1).expect("one table");
    assert!(
        line.contains("Dou Dizhu · 7 · playing · 3/3: Ann"),
        "{line}"
    );
    let id = line.split(' ').next().unwrap();
    let out = run_in(d, "en_US.UTF-8", &["export", id, "--database", &url], b"");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("\"entries\""), "{stdout}");
    let out = run_in(d, "en_US.UTF-8", &["replay", id, "--database", &url], b"");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains(&format!("Table {id} (export it with: paiju export {id})")),
        "{stdout}"
    );
    let out = run_in(d, "en_US.UTF-8", &["export", "99", "--database", &url], b"");
    let (_, stderr) = text(&out);
    assert!(stderr.contains("There is no table 99"), "{stderr}");
}

#[test]
fn extra_words_and_misspellings_are_refused_by_name() {
    let out = run(
        &["play", "doudizhu", "--seed", "1"],
        b"pass \xe9\xbb\x91\xe4\xb9\x9d\nbid pass\nplay joker\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("✗ “pass” takes nothing more: “黑九” is extra."),
        "{stdout}"
    );
    assert!(
        stdout.contains("“joker” is not a card name in Dou Dizhu: write B for the black joker and R for the red joker."),
        "{stdout}"
    );
    assert!(!stdout.contains("“oke”"), "{stdout}");

    // The claim below is offered after the easy bots' opening discards.
    let out = run(
        &["play", "yaodiren", "--seed", "1", "--level", "easy"],
        "open\n吃\n吃 丁丁\nclaim sha\nhand\nquit\n".as_bytes(),
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    let both = "✗ A 吃 needs both hand tiles: claim chi TILE TILE. Possible: 斧头 丁丁, 丁丁 丁丁.";
    assert_eq!(stdout.matches(both).count(), 2, "{stdout}");
    assert!(
        stdout.contains("✗ You cannot claim 杀 now; you may claim 碰, 吃, or pass."),
        "{stdout}"
    );
    // The claims spelled out are the prompt; the generic one would ask the same again.
    assert!(
        stdout.contains("» You may claim 斧头[5-6]: peng 碰"),
        "{stdout}"
    );
    assert!(!stdout.contains("You may claim the last card"), "{stdout}");
    // `hand` while asked shows the question again.
    let asked = "» You may claim 斧头[5-6]: peng 碰";
    assert_eq!(stdout.matches(asked).count(), 2, "{stdout}");
}

#[test]
fn a_verb_typed_at_the_wrong_moment_is_named_as_typed_with_the_moves_there_are() {
    // 参加 joins a 幺地人 hand; at the opening round the question is whether to open.
    let dir = tempfile::tempdir().unwrap();
    let out = run_in(
        dir.path(),
        "ja_JP.UTF-8",
        &["play", "yaodiren", "--seed", "51", "--level", "easy"],
        "参加\nbid 1\nquit\n".as_bytes(),
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("✗ 今は「参加」はできません。今できるのは「起牌」か「パス」です。"),
        "{stdout}"
    );
    assert!(
        stdout.contains("✗ このゲームに「入札」はありません。今できるのは「起牌」か「パス」です。"),
        "{stdout}"
    );
    let out = run(
        &["play", "yaodiren", "--seed", "51", "--level", "easy"],
        b"play\nquit\n",
    );
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains("✗ You cannot play now. Your moves: open or pass."),
        "{stdout}"
    );
}

#[test]
fn a_finished_game_says_game_over_once() {
    let passes = "pass\n".repeat(40);
    let out = run(
        &["play", "yaodiren", "--seed", "3", "--option", "hands=1"],
        passes.as_bytes(),
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stdout.matches("Game over.").count(), 1, "{stdout}");
    assert!(!stdout.contains("The game is over."), "{stdout}");
}

#[test]
fn the_auction_is_announced_as_bidding() {
    let out = run(
        &["play", "doudizhu", "--seed", "1", "--level", "easy"],
        b"hand\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("▶ Player to bid."), "{stdout}");
    // docs/rules/doudizhu.md#the-deal: a card turned face up picks the first bidder.
    assert!(stdout.contains("The card turned face up, "), "{stdout}");
    assert!(!stdout.contains("highest bid pass"), "{stdout}");
}

#[test]
fn chicago_exchanges_are_announced_as_exchanging_and_the_tricks_as_play() {
    // Seed 3: Bot 2 and Bot 3 exchange before the player, who then stands pat twice and
    // plays a card in the first trick.
    let out = run(
        &["play", "chicago", "--seed", "3", "--level", "easy"],
        b"discard\ndiscard\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    let turns: Vec<&str> = stdout.lines().filter(|l| l.starts_with('▶')).collect();
    assert_eq!(
        turns,
        [
            "▶ Player to exchange.",
            "▶ Player to exchange.",
            "▶ Player to play."
        ],
        "{stdout}"
    );
    for (lang, exchange) in [
        ("zh-CN", "▶ 轮到玩家换牌。"),
        // Without $USER the Japanese reader is named by seat, as the others are (P0さん, not
        // the プレイヤーさん others would call them).
        ("ja", "▶ P0さんの交換の番です。"),
    ] {
        let out = run(
            &["play", "chicago", "--seed", "3", "--lang", lang],
            b"quit\n",
        );
        let (stdout, _) = text(&out);
        assert!(stdout.contains(exchange), "{lang}: {stdout}");
    }
}

#[test]
fn chowdah_pile_draws_and_moves_explain_themselves() {
    let out = run(
        &["play", "chowdah", "--seed", "1"],
        b"draw 2\nmeld 10c 10c 10c\nmoves\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("» 7♣ must go into an exposed meld now: meld CARDS"),
        "{stdout}"
    );
    assert!(stdout.contains("✗ You hold 2 10♣, not 3."), "{stdout}");
    // The meld is listed as typed, the hand cards alone: nothing to explain.
    assert!(stdout.contains("0> meld 6c JK\n"), "{stdout}");
    assert!(!stdout.contains("(“/” ends each meld"), "{stdout}");

    let out = run(&["play", "chowdah", "--seed", "1"], b"draw\nmoves\nquit\n");
    let (stdout, _) = text(&out);
    assert!(stdout.contains("swap JK for Td @2.1"), "{stdout}");
    assert_eq!(
        stdout
            .matches("(“@2.1” is the meld a swap goes into: seat 2’s meld 1.)")
            .count(),
        1,
        "{stdout}"
    );
}

#[test]
fn a_chinese_bid_that_starts_with_its_number_is_the_players_own_not_a_seat() {
    // Seed 4 deals the face-up card to seat 0, who bids first. `2 分` is how the hint and the
    // help write bid 2; `1 pass` still acts for seat 1 (a bot here, so refused by name).
    let out = run(
        &["play", "doudizhu", "--seed", "4", "--lang", "zh-CN"],
        "1 pass\n2 分\nquit\n".as_bytes(),
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stdout.matches("号座位是机器人").count(), 1, "{stdout}");
    assert!(stdout.contains("玩家叫 2 分"), "{stdout}");
}

/// A replay names each move as the table announced it: a Dou Dizhu play with cards attached
/// main part first (`play 44433` above "Bot 1 plays 444 33"), not in rank order.
#[test]
fn a_replay_names_a_play_as_the_channel_did() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let args = [
        "play", "doudizhu", "--bots", "0,1,2", "--seed", "2", "--save", "g.json",
    ];
    let out = run_in(d, "en_US.UTF-8", &args, b"");
    assert!(out.status.success(), "{}", text(&out).1);
    let out = run_in(d, "en_US.UTF-8", &["replay", "g.json"], b"");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    let (mut plays, mut attached) = (0, 0);
    for pair in lines.windows(2) {
        let Some((who, cards)) = pair[0]
            .split_once(": play ")
            .map(|(head, cards)| (head.split_once(' ').map_or(head, |h| h.1), cards))
        else {
            continue;
        };
        let announced = pair[1]
            .trim()
            .strip_prefix(&format!("{who} plays "))
            .and_then(|rest| rest.split(" (").next())
            .unwrap_or_else(|| panic!("{} announces {}", pair[0], pair[1]));
        assert_eq!(
            announced.replace(' ', ""),
            cards,
            "{}\n{}",
            pair[0],
            pair[1]
        );
        plays += 1;
        if pair[1].contains(" with ") {
            attached += 1;
        }
    }
    assert!(
        plays > 10 && attached > 0,
        "{plays} plays, {attached} with cards attached:\n{stdout}"
    );
}

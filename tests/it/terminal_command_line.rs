//! The command line's checks, through the real binary: what exists (games, languages, sizes,
//! options), values refused in the reader's language, every flag described, and what a run
//! with no token says.

use super::terminal_cli::{run, run_in, text};

#[test]
fn the_command_line_says_what_exists() {
    let out = run(&["sim", "poker"], b"");
    let (_, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("Unknown game “poker”")
            && // The names as they are typed, each glossed in the player's language.
            ["doudizhu (Dou Dizhu)", "chicago", "chowdah", "yaodiren (幺地人)"]
                .iter()
                .all(|g| stderr.contains(g)),
        "{stderr}"
    );
    let out = run(&["play", "poker"], b"");
    assert!(text(&out).1.contains("The games:"));
    for args in [
        vec!["play", "doudizhu", "--lang", "fr"],
        vec!["replay", "x.json", "--lang", "fr"],
    ] {
        let out = run(&args, b"");
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr.contains("en-US") && stderr.contains("zh-CN") && stderr.contains("ja"),
            "{stderr}"
        );
    }
    let out = run(&["play", "yaodiren", "--players", "4"], b"");
    let (_, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("幺地人") && stderr.contains("is for 3 players"),
        "{stderr}"
    );
    assert!(!stderr.contains("Unknown option"), "{stderr}");
    let out = run(
        &["play", "yaodiren", "--players", "3", "--seed", "1"],
        b"quit\n",
    );
    assert!(out.status.success(), "{}", text(&out).1);
    // A wrong --option: the game's options are listed; at a table (`play`), every option it
    // takes is named and listed, the game's and the table's own (hints, the clock, pictures).
    for cmd in ["play", "sim"] {
        let out = run(&[cmd, "chicago", "--option", "foo=bar"], b"");
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{cmd}: {stderr}");
        assert!(
            stderr.contains("Table options") && stderr.contains("target="),
            "{stderr}"
        );
        // The simulator plays bare games: the game's options are all it takes.
        if cmd == "sim" {
            continue;
        }
        let here = stderr
            .split("Options here:")
            .nth(1)
            .unwrap_or_else(|| panic!("{stderr}"));
        for key in [
            "target",
            "hints",
            "turn-timeout",
            "images",
            "rated",
            "reminders",
        ] {
            assert!(here.contains(key), "{key} not named: {stderr}");
            assert!(
                stderr.contains(&format!("{key}=")),
                "{key} not listed: {stderr}"
            );
        }
    }
    // A clock that could never run out here (the terminal waits for you) is refused, saying so.
    for option in ["turn-timeout=10s", "reminders=off"] {
        let out = run(
            &["play", "doudizhu", "--option", option, "--lang", "en-US"],
            b"quit\n",
        );
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{option}: {stderr}");
        assert!(stderr.contains("no turn clock"), "{stderr}");
        assert!(!stdout.contains("opened"), "{stdout}");
    }
    // A wrong value of one of the table's own options (the clock, hints) is refused before
    // the table opens, and the table's options are listed, not the game's.
    for (option, says) in [
        (
            "hints=nope",
            "Option “hints”: “nope” is not allowed (expected on|off).",
        ),
        (
            "turn-timeout=5y",
            "Option “turn-timeout”: “5y” is not allowed (expected ≥10s: 45s|2h30m|off).",
        ),
    ] {
        let out = run(&["play", "chowdah", "--option", option], b"quit\n");
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{option}: {stderr}");
        assert!(stderr.contains(says), "{stderr}");
        assert!(
            stderr.contains("on-timeout=auto|bot|forfeit") && !stderr.contains("contract="),
            "{stderr}"
        );
        assert!(!stdout.contains("opened"), "{stdout}");
    }
    // A number that is not one says what would do, not "invalid digit found in string".
    for (args, says) in [
        (
            vec!["play", "doudizhu", "--seed", "abc"],
            "a seed is a whole number",
        ),
        (
            vec!["arena", "chicago", "--seed", "-"],
            "a seed is a whole number",
        ),
        (
            vec!["play", "doudizhu", "--players", "three"],
            "Dou Dizhu 3–4",
        ),
        (vec!["sim", "chowdah", "--players", "x"], "Chowdah 2–4"),
        (
            vec!["play", "doudizhu", "--seat", "me"],
            "seats are numbered from 0",
        ),
    ] {
        let out = run(&args, b"");
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!stderr.contains("invalid digit"), "{stderr}");
    }
    // Said in the reader's language ($LANG, or the line's own --lang), naming the argument,
    // without clap's English frame around it.
    let dir = tempfile::tempdir().unwrap();
    for (lang, args, says) in [
        (
            "zh_CN.UTF-8",
            vec!["play", "doudizhu", "--level", "expert"],
            "--level：没有“expert”这个机器人等级：可以用 easy、normal 或 hard（默认）。",
        ),
        (
            "en_US.UTF-8",
            vec!["play", "doudizhu", "--lang", "ja", "--seed", "abc"],
            "--seed：「abc」はシードではありません",
        ),
        (
            "ja_JP.UTF-8",
            vec!["sim", "chowdah", "--games", "0"],
            "--games：回数は 1 以上にしてください",
        ),
        (
            "en_US.UTF-8",
            vec!["play", "doudizhu", "--level", "expert"],
            "--level: “expert” is not a bot level: easy, normal or hard (the default).",
        ),
        (
            "ja_JP.UTF-8",
            vec!["arena", "chicago", "--b", "strong"],
            "--b：「strong」という対戦相手はありません",
        ),
        (
            "zh_CN.UTF-8",
            vec!["arena", "chowdah", "--b", "naive", "--games", "1"],
            "naive 代理只会玩斗地主，不会玩",
        ),
    ] {
        let out = run_in(dir.path(), lang, &args, b"");
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(
            !stderr.contains("error:") && !stderr.contains("For more information"),
            "{stderr}"
        );
    }
    // A server id that is not one says what one is and where to find it.
    let out = run(&["league", "standings", "--guild", "my-server"], b"");
    let (_, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("a server id is a number") && stderr.contains("Copy Server ID"),
        "{stderr}"
    );
    let out = run(&["play", "doudizhu", "--players", "9"], b"");
    assert!(
        text(&out).1.contains("is for 3–4 players"),
        "{}",
        text(&out).1
    );
}

#[test]
fn every_subcommand_and_flag_is_described() {
    use clap::CommandFactory;
    fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" {
                continue;
            }
            if arg.get_help().is_none() && arg.get_long_help().is_none() {
                missing.push(format!("{path} {id}"));
            }
        }
        for sub in cmd.get_subcommands() {
            let name = format!("{path} {}", sub.get_name());
            if sub.get_name() != "help" && sub.get_about().is_none() {
                missing.push(name.clone());
            }
            walk(sub, &name, missing);
        }
    }
    let mut missing = Vec::new();
    walk(&paiju::local::cli::Cli::command(), "paiju", &mut missing);
    assert!(missing.is_empty(), "no description: {missing:?}");
    let out = run(&["sim", "--help"], b"");
    let (stdout, _) = text(&out);
    assert!(stdout.contains("How many games to play"), "{stdout}");
}

#[test]
fn no_token_speaks_to_whoever_runs_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_in(dir.path(), "en_US.UTF-8", &[], b"");
    let (_, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
    assert!(
        stderr.contains(".env in the folder you run paiju from"),
        "{stderr}"
    );
    assert!(!stderr.contains("next to Cargo.toml"), "{stderr}");
    // The binary as it was run, for the terminal game.
    assert!(
        stderr.contains(&format!("{} play doudizhu", env!("CARGO_BIN_EXE_paiju"))),
        "{stderr}"
    );
    // In the reader's language, from `$LANG`.
    for (lang, says) in [
        ("zh_CN.UTF-8", "没有设置 DISCORD_TOKEN"),
        ("ja_JP.UTF-8", "DISCORD_TOKEN が設定されていません"),
    ] {
        let out = run_in(dir.path(), lang, &[], b"");
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(says), "{lang}: {stderr}");
        assert!(
            stderr.contains(&format!("{} play doudizhu", env!("CARGO_BIN_EXE_paiju"))),
            "{lang}: {stderr}"
        );
    }
}

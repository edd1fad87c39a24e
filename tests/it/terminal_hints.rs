//! The terminal's hints and the arena, through the real binary: a hint names a legal move in
//! the reader's words with its reason (and a `hints=off` table refuses it), and `paiju arena`
//! plays every deal once per seat.

use super::terminal_cli::{run, run_in, text};

/// The hint line (the first holding `marker`: `Hint: `, `提示：`) of a session started with
/// `args` that asks `hint` and quits.
fn first_hint(args: &[&str], marker: &str) -> String {
    let out = run(args, b"hint\nquit\n");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    stdout
        .lines()
        .find(|l| l.contains(marker))
        .unwrap_or_else(|| panic!("no hint in {stdout}"))
        .to_string()
}

#[test]
fn hint_names_a_move_with_a_reason_unless_the_table_turned_hints_off() {
    let out = run(
        &["play", "doudizhu", "--seed", "1", "--level", "easy"],
        b"hint\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    // The player is to bid first (see the_auction_is_announced_as_bidding): a bid, and why.
    assert!(stdout.contains("Hint: bid "), "{stdout}");
    assert!(stdout.contains(" — the bid your hand is worth"), "{stdout}");
    let out = run(
        &[
            "play",
            "doudizhu",
            "--seed",
            "1",
            "--level",
            "easy",
            "--option",
            "hints=off",
        ],
        b"hint\nquit\n",
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("Hints are off at this table: it was opened with hints=off"),
        "{stdout}"
    );
    assert!(!stdout.contains("Hint: "), "{stdout}");
    // Nor does the help offer it.
    assert!(
        stdout.contains("  rules") && !stdout.contains("  hint"),
        "{stdout}"
    );
}

#[test]
fn a_hint_names_its_move_in_the_readers_words_as_the_move_list_does() {
    // The first exchange: throwing cards is `换 …` (standing pat `不换`), never `discard`.
    let line = first_hint(
        &["play", "chicago", "--seed", "5", "--lang", "zh-CN"],
        "提示：",
    );
    assert!(
        line.contains("提示：换") || line.contains("提示：不换"),
        "{line}"
    );
    assert!(!line.contains("discard"), "{line}");
}

#[test]
fn a_chicago_hint_says_what_its_exchange_keeps_and_how_many_cards_it_draws() {
    let line = first_hint(
        &[
            "play", "chicago", "--seed", "3", "--bots", "1,2", "--level", "hard",
        ],
        "Hint: ",
    );
    let (play, reason) = line
        .split_once(" — ")
        .unwrap_or_else(|| panic!("no reason in {line}"));
    let thrown = play
        .split_whitespace()
        .skip_while(|w| *w != "discard")
        .count()
        - 1;
    assert!(thrown > 0, "{line}");
    assert!(reason.starts_with("keep your "), "{line}");
    assert!(reason.contains(&format!("draw {thrown} cards")), "{line}");
}

#[test]
fn a_chowdah_hint_gives_the_draws_own_reason_in_japanese() {
    let line = first_hint(
        &[
            "play", "chowdah", "--seed", "4", "--bots", "1,2", "--lang", "ja",
        ],
        "ヒント：",
    );
    // The first move of a turn is a draw: from a pile because its card fits, or from the stock
    // because none helps enough or none can be melded; never the generic reason.
    assert!(
        line.contains("組に合う")
            || line.contains("十分役立つ札がない")
            || line.contains("組にならない"),
        "{line}"
    );
    assert!(!line.contains("これしか打てない"), "{line}");
}

#[test]
fn arena_refuses_a_count_of_zero_and_plays_a_game_once_per_seat_calling_it_a_deal_or_a_match() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["arena", "doudizhu", "--games", "0"],
        vec!["arena", "chicago", "--threads", "0"],
        vec!["sim", "chowdah", "--games", "none"],
    ] {
        let out = run_in(dir.path(), "en_US.UTF-8", &args, b"");
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stdout}");
        assert!(
            stderr.contains(args[2]),
            "{args:?} names the flag: {stderr}"
        );
        assert!(
            stderr.contains("1 or more"),
            "{args:?} says what would do: {stderr}"
        );
    }
    let args = [
        "arena",
        "chicago",
        "--a",
        "easy",
        "--games",
        "1",
        "--players",
        "3",
    ];
    let out = run_in(dir.path(), "en_US.UTF-8", &args, b"");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    // A Chicago game is a whole match, and its points are the match's.
    assert!(stdout.contains("1 match × 3 seatings"), "{stdout}");
    assert!(stdout.contains("points/match"), "{stdout}");
    assert!(stdout.contains("(an even player: 0.333)"), "{stdout}");
    // A Dou Dizhu game is one deal.
    let args = ["arena", "doudizhu", "--a", "easy", "--games", "2"];
    let out = run_in(dir.path(), "en_US.UTF-8", &args, b"");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("2 deals × 3 seatings"), "{stdout}");
    assert!(stdout.contains("points/deal"), "{stdout}");
}

#[test]
fn arena_uses_every_core_by_default_and_reports_the_same_at_any_thread_count() {
    let dir = tempfile::tempdir().unwrap();
    let report = |threads: Option<&str>| {
        let mut args = vec![
            "arena", "doudizhu", "--a", "normal", "--games", "7", "--both",
        ];
        if let Some(n) = threads {
            args.extend(["--threads", n]);
        }
        let out = run_in(dir.path(), "en_US.UTF-8", &args, b"");
        let (stdout, stderr) = text(&out);
        assert!(out.status.success(), "{args:?}: {stderr}");
        // All but the time the run took ("… seatings in 0.3s").
        let (head, rest) = stdout.split_once('\n').unwrap();
        let head = head.split(" in ").next().unwrap().to_string();
        assert!(head.contains("7 deals × 3 seatings"), "{stdout}");
        format!("{head}\n{rest}")
    };
    let one = report(Some("1"));
    assert!(one.contains("landlord") && one.contains("farmers"), "{one}");
    assert_eq!(report(None), one);
    assert_eq!(report(Some("3")), one);
}

#[test]
fn sim_plays_whole_games_at_the_level_asked_and_refuses_a_level_that_is_not_one() {
    let dir = tempfile::tempdir().unwrap();
    for (game, level) in [
        ("chicago", "hard"),
        ("yaodiren", "normal"),
        ("doudizhu", "hard"),
    ] {
        let args = ["sim", game, "--games", "1", "--seed", "3", "--level", level];
        let out = run_in(dir.path(), "en_US.UTF-8", &args, b"");
        let (stdout, stderr) = text(&out);
        assert!(out.status.success(), "{args:?}: {stderr}");
        assert!(
            stdout.contains(&format!("1 game ({level} bots)"))
                && stdout.contains("all invariants held"),
            "{stdout}"
        );
    }
    // The default is the fast level, which the figures in the README are of.
    let out = run_in(
        dir.path(),
        "en_US.UTF-8",
        &["sim", "doudizhu", "--games", "5"],
        b"",
    );
    assert!(text(&out).0.contains("(easy bots)"), "{}", text(&out).0);
    let out = run_in(
        dir.path(),
        "en_US.UTF-8",
        &["sim", "chowdah", "--level", "expert"],
        b"",
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(
        stderr.contains("“expert” is not a bot level: easy (the simulator’s default"),
        "{stderr}"
    );
}

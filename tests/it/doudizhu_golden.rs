//! Whole scripted Dou Dizhu games through the real binary, compared line by line with their
//! golden JSON, plus the known results asserted outright.

use crate::common::{paiju, stdout};

fn golden(name: &str) -> std::path::PathBuf {
    crate::common::golden("doudizhu", name)
}

fn play_script(players: &str, deal: &str, script: &str) -> String {
    let out = paiju(
        &[
            "play",
            "doudizhu",
            "--players",
            players,
            "--deal",
            golden(deal).to_str().unwrap(),
            "--script",
            golden(script).to_str().unwrap(),
            "--json",
        ],
        None,
    );
    stdout(&out)
}

#[test]
fn three_player_game_matches_golden() {
    let got = play_script("3", "deal3.json", "game3.script");
    let want = std::fs::read_to_string(golden("game3.jsonl")).unwrap();
    assert_eq!(got, want);
    // Landlord seat 2 at bid 1; two bombs (one each side) double twice: 4 from each farmer.
    assert_eq!(crate::common::final_scores(&got), vec![-4, -4, 8]);
}

#[test]
fn four_player_game_matches_golden() {
    let got = play_script("4", "deal4.json", "game4.script");
    let want = std::fs::read_to_string(golden("game4.jsonl")).unwrap();
    assert_eq!(got, want);
    // Bid 3; bombs of 6, 6 and 8 cards double (the 5-bomb does not): 3 × 8 = 24 each.
    assert_eq!(crate::common::final_scores(&got), vec![72, -24, -24, -24]);
    let doublings = got
        .lines()
        .filter(|l| l.contains("\"stake_doubled\""))
        .count();
    assert_eq!(doublings, 3);
}

#[test]
fn json_output_never_contains_a_private_hand() {
    let got = play_script("3", "deal3.json", "game3.script");
    for line in got.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_ne!(
            v["type"], "hand",
            "a private hand in the public stream: {line}"
        );
    }
}

#[test]
fn a_rejected_script_line_names_the_problem_and_fails() {
    let deal = golden("deal3.json");
    let deal = deal.to_str().unwrap();
    let cases = [
        ("1 bid 1\n", "Not your turn"),
        ("0 bid 4\n", "expected a bid"),
        ("0 play 33\n", "auction is still on"),
        ("0 bid 3\n0 play 3X\n", "“X” is not understood"),
        ("0 bid 3\n0 play 2\n", "You don't hold 2"),
        ("0 bid 3\n0 play 34\n", "at least 5 consecutive"),
        ("0 bid 3\n0 play 3\n1 play 99\n", "same kind and length"),
        ("0 bid 3\n0 pass\n", "You lead this trick"),
        ("0 bid 3\n0 draw\n", "no “draw”"),
        ("zero pass\n", "expected `SEAT COMMAND`"),
    ];
    for (script, want) in cases {
        let out = paiju(
            &["play", "doudizhu", "--deal", deal, "--script", "-"],
            Some(script),
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{script:?} should fail: {err}");
        assert!(err.contains(want), "{script:?}: {err}");
    }
}

#[test]
fn moves_and_classify_commands() {
    let out = paiju(&["rules", "doudizhu", "moves", "--hand", "3334BR"], None);
    let lines: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let mut sorted = lines.clone();
    sorted.sort();
    let mut want = vec![
        "3", "4", "B", "R", "33", "333", "3334", "333B", "333R", "BR",
    ];
    want.sort();
    assert_eq!(sorted, want);

    let out = paiju(
        &[
            "rules",
            "doudizhu",
            "moves",
            "--hand",
            "34567892222",
            "--follow",
            "34567",
        ],
        None,
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text, "45678\n56789\n2222\npass\n");

    let out = paiju(
        &["rules", "doudizhu", "classify", "--players", "4", "333BB"],
        None,
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "trio-pair 3\n");
    let out = paiju(&["rules", "doudizhu", "classify", "3335", "--json"], None);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (v["kind"].as_str(), v["main"].as_str()),
        (Some("trio-single"), Some("3"))
    );
    let out = paiju(
        &["rules", "doudizhu", "classify", "--players", "4", "3335"],
        None,
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("invalid not_with_four_players"), "{text}");
    // "Not a combination" is an answer, on stdout, but a "no": the exit code says so.
    assert_eq!(out.status.code(), Some(1));
    let out = paiju(&["rules", "doudizhu", "classify", "34", "--json"], None);
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["kind"].as_str(), Some("invalid"));

    // A hand no deck can hold is refused, not answered with plays no deal allows.
    for (players, hand) in [("4", "333333333"), ("3", "33333"), ("3", "BBRR")] {
        let out = paiju(
            &[
                "rules",
                "doudizhu",
                "moves",
                "--players",
                players,
                "--hand",
                hand,
            ],
            None,
        );
        assert_eq!(out.status.code(), Some(2), "{players}p {hand}");
        assert!(out.stdout.is_empty(), "{players}p {hand}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("--hand"), "{err}");
    }
}

#[test]
fn sim_runs_clean() {
    for players in ["3", "4"] {
        let out = paiju(
            &["sim", "doudizhu", "--players", players, "--games", "300"],
            None,
        );
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            out.status.success(),
            "{text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            text.contains("300 games") && text.contains("all invariants held"),
            "{text}"
        );
    }
}

#[test]
fn a_saved_game_replays_to_the_same_result() {
    let save = std::env::temp_dir().join(format!("paiju-save-{}.json", std::process::id()));
    let out = paiju(
        &[
            "play",
            "doudizhu",
            "--deal",
            golden("deal3.json").to_str().unwrap(),
            "--script",
            golden("game3.script").to_str().unwrap(),
            "--save",
            save.to_str().unwrap(),
        ],
        None,
    );
    assert!(out.status.success());
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    // 3 joins, the start, 21 moves: 15 typed, 6 passes the table made (auto-pass).
    let entries = record["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 3 + 1 + 21);
    let automatic = entries
        .iter()
        .filter(|e| e["actor"]["by"] == "system" && e["op"]["op"] == "act")
        .count();
    assert_eq!(automatic, 6);
    let out = paiju(&["replay", save.to_str().unwrap()], None);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    assert!(text.contains("P0 (automatic): pass"), "{text}");
    assert!(
        text.contains("P2 plays R (single). No cards left!"),
        "{text}"
    );
    // The final standing by result, not a numbered seat list.
    assert!(text.contains("🏆 1st: P2 +8"), "{text}");
    let _ = std::fs::remove_file(save);
}

//! 幺地人 through the real binary: a scripted golden hand, the `rules kans` command, Chinese
//! verbs, the simulator.

use crate::common::{assert_golden, final_scores, golden, paiju, stdout};

fn play(script: &str, json: bool) -> std::process::Output {
    play_with(script, json, "auto-pass=on")
}

/// `play` with one more table option.
fn play_with(script: &str, json: bool, option: &str) -> std::process::Output {
    let deal = golden("yaodiren", "dealer_wins_deal.json");
    let mut args = vec![
        "play",
        "yaodiren",
        "--option",
        option,
        "--option",
        "hands=1",
        "--deal",
        deal.to_str().unwrap(),
        "--script",
        "-",
        "--seed",
        "3",
    ];
    if json {
        args.push("--json");
    }
    paiju(&args, Some(script))
}

#[test]
fn the_dealer_wins_on_the_opening_cards() {
    let script = std::fs::read_to_string(golden("yaodiren", "dealer_wins.script")).unwrap();
    let got = stdout(&play(&script, true));
    assert_golden(&golden("yaodiren", "dealer_wins.jsonl"), &got);
    // Seven identical kans, 48 砣 (dealer threshold 34): 3 幺地人 kans + 对对胡 + one ten of
    // extra 砣 = 5 番; each other player pays 2^5.
    assert_eq!(final_scores(&got), vec![64, -32, -32]);
    // The losers' hands are never shown.
    let hands_shown = got
        .lines()
        .filter(|l| l.contains("\"type\":\"hand\""))
        .count();
    assert_eq!(hands_shown, 0);
}

#[test]
fn chinese_verbs_work_too() {
    // Seat 2 cannot open: with auto-pass off it says 过 itself.
    let script = "0 起牌\n1 过\n2 过\n1 play\n2 play\n0 胡\n";
    let got = stdout(&play_with(script, true, "auto-pass=off"));
    assert_eq!(final_scores(&got), vec![64, -32, -32]);
}

#[test]
fn kans_command() {
    let hand = "天 天 天 地 地 地 人 人 人 和 和 和 梅子 梅子 梅子 长三 长三 长三 幺四 幺四 幺四";
    let mut args = vec!["rules", "yaodiren", "kans", "--json", "--hand"];
    args.extend(hand.split(' '));
    let v: serde_json::Value = serde_json::from_str(&stdout(&paiju(&args, None))).unwrap();
    assert_eq!(v["tuo"], 48);
    assert_eq!(v["wins"], true);
    assert_eq!(v["fan"], 5);
    assert_eq!(v["kans"].as_array().unwrap().len(), 7);
    assert_eq!(v["kans"][0]["tuo"], 8);
    // The human output names each 番 in words, not as JSON.
    let mut args = vec!["rules", "yaodiren", "kans", "--hand"];
    args.extend(hand.split(' '));
    let human = stdout(&paiju(&args, None));
    assert!(!human.contains('{'), "{human}");
    assert!(
        human.contains("all kans of identical cards (对对胡): 1 番"),
        "{human}"
    );
    // Pinyin and pips name the same tiles.
    let out = paiju(
        &[
            "rules",
            "yaodiren",
            "kans",
            "--json",
            "--hand",
            "tian tian tian 1-1 1-1 1-1 ren ren ren he he he meizi meizi meizi changsan changsan changsan yaosi yaosi yaosi",
        ],
        None,
    );
    let w: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(w["tuo"], 48);
    // Not seven kans: says why.
    let out = paiju(&["rules", "yaodiren", "kans", "--hand", "天 天"], None);
    assert!(
        stdout(&out).starts_with("no split"),
        "two tiles are no hand"
    );
    let out = paiju(&["rules", "yaodiren", "kans", "--hand", "天 XX"], None);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn sim_runs_clean() {
    let out = paiju(&["sim", "yaodiren", "--games", "40"], None);
    assert!(stdout(&out).contains("all invariants held"));
}

//! Chowdah through the real binary: a scripted golden round, the two scoring examples of
//! docs/rules/chowdah.md#worked-examples through `rules chowdah score`, the simulator.

use crate::common::{assert_golden, final_scores, golden, paiju, stdout};

#[test]
fn a_scripted_chowdah_round() {
    let deal = golden("chowdah", "chowdah_deal.json");
    let script = golden("chowdah", "chowdah.script");
    let out = paiju(
        &[
            "play",
            "chowdah",
            "--players",
            "2",
            "--option",
            "rounds=1",
            "--deal",
            deal.to_str().unwrap(),
            "--script",
            script.to_str().unwrap(),
            "--json",
            "--seed",
            "1",
        ],
        None,
    );
    let got = stdout(&out);
    assert_golden(&golden("chowdah", "chowdah.jsonl"), &got);
    // The caller scores the first example of docs/rules/chowdah.md#worked-examples: 13 card
    // points + 5 for Chowdah.
    assert_eq!(final_scores(&got)[0], 18);
    // The card drawn from the stock is announced without its face.
    let drew = got
        .lines()
        .find(|l| l.contains("\"type\":\"drew\""))
        .unwrap();
    assert!(drew.contains("\"card\":null"), "{drew}");
}

#[test]
fn the_seed_scoring_examples() {
    // Example 1: a Chowdah scored in red: 13 + 5 = 18.
    let out = paiju(
        &[
            "rules",
            "chowdah",
            "score",
            "--chowdah",
            "--hand",
            "Kc",
            "Kc",
            "8d",
            "JK",
            "8h",
            "Ad",
            "2d",
            "3d",
            "4d",
            "8h",
            "9h",
            "Th",
            "Jh",
            "Qh",
        ],
        None,
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        (v["colour"].as_str(), v["points"].as_i64()),
        (Some("red"), Some(18))
    );
    assert_eq!(v["unmelded"], serde_json::json!([]));
    // Example 2: no Chowdah, scored in black: 7 + 4 − 6 = 5.
    let out = paiju(
        &[
            "rules",
            "chowdah",
            "score",
            "--hand",
            "3c 4c 2h 4h Kd",
            "--exposed",
            "Js Qs Ks As",
            "--exposed",
            "6c JK 8c 9c Tc",
        ],
        None,
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        (v["colour"].as_str(), v["points"].as_i64()),
        (Some("black"), Some(5))
    );
    assert_eq!(v["unmelded"].as_array().unwrap().len(), 5);
    // A bad exposed meld is refused with the reason.
    let out = paiju(
        &[
            "rules",
            "chowdah",
            "score",
            "--hand",
            "3c",
            "--exposed",
            "Kc JK",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("joker"));
}

#[test]
fn sim_runs_clean() {
    let out = paiju(&["sim", "chowdah", "--players", "2", "--games", "3"], None);
    assert!(stdout(&out).contains("all invariants held"));
}

//! Chicago through the real binary: the example of docs/rules/chicago.md#examples as a scripted
//! golden game, the `rules` commands, the simulator.

use crate::common::{assert_golden, golden, paiju, stdout};

#[test]
fn the_seed_example_as_a_scripted_golden_game() {
    let deal = golden("chicago", "seed_deal.json");
    let script = golden("chicago", "seed.script");
    let out = paiju(
        &[
            "play",
            "chicago",
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
    assert_golden(&golden("chicago", "seed.jsonl"), &got);
    // Player 1 (seat 0): trips (3) + last trick (5) = 8; player 4 (seat 3): straight twice = 8.
    let deal_over = got
        .lines()
        .find(|l| l.contains("\"deal_over\""))
        .expect("the deal ends");
    let v: serde_json::Value = serde_json::from_str(deal_over).unwrap();
    assert_eq!(v["scores"], serde_json::json!([8, 0, 0, 8]));
    // Discards are face down: the public stream never says which cards were thrown.
    assert!(!got.contains("\"drew\""), "{got}");
}

#[test]
fn hand_and_compare_commands() {
    let out = paiju(
        &["rules", "chicago", "hand", "Ah", "Kh", "Qh", "Jh", "Th"],
        None,
    );
    assert_eq!(stdout(&out), "royal-flush 52 Ah Kh Qh Jh Th\n");
    let out = paiju(
        &["rules", "chicago", "hand", "2c 2d 5h 9s Kd", "--json"],
        None,
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["category"], "pair");
    assert_eq!(v["points"], 1);
    let out = paiju(&["rules", "chicago", "hand", "Ks Ac 2d 3h 4s"], None);
    assert!(
        stdout(&out).starts_with("high-card 0"),
        "K-A-2-3-4 is no straight"
    );
    let out = paiju(&["rules", "chicago", "hand", "As 2c 3d 4h 5s"], None);
    assert!(
        stdout(&out).starts_with("straight 4"),
        "the wheel is a straight"
    );
    for (a, b, want) in [
        ("Ah Ad 3c 4d 9s", "As Ac 3h 4s 8c", ">"),
        ("2c 3c 4c 5c 7c", "Ah Ad Ac Kd Ks", "<"),
        ("Ah Ad 3c 4d 9s", "As Ac 3h 4s 9c", "="),
    ] {
        let out = paiju(&["rules", "chicago", "compare", a, b], None);
        assert_eq!(stdout(&out).trim(), want, "{a} vs {b}");
    }
    let out = paiju(&["rules", "chicago", "hand", "Ah", "Kh"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("five cards"));
    let out = paiju(&["rules", "chicago", "compare", "As Ks Qs Js"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("two hands of five cards, not 4 cards"),
        "{err}"
    );
    // One deck holds each card once: the same card in both hands is refused, naming it.
    let out = paiju(
        &[
            "rules",
            "chicago",
            "compare",
            "Ah Kh Qh Jh Th",
            "Ah Kh Qh Jh Th",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("A♥ is in both hands"), "{err}");
    // Two single cards are two cards, not one hand of one.
    let out = paiju(&["rules", "chicago", "compare", "Ah", "Kh"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not 2 cards"), "{err}");
    // Chicago has no jokers: the error asks for a card such as As rather than suggest JK.
    let out = paiju(&["rules", "chicago", "hand", "As Ks Qs Js JK"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("“JK”") && err.contains("no jokers"), "{err}");
}

#[test]
fn sim_runs_clean() {
    for players in ["2", "3", "4"] {
        let out = paiju(
            &["sim", "chicago", "--players", players, "--games", "100"],
            None,
        );
        assert!(stdout(&out).contains("all invariants held"));
    }
}

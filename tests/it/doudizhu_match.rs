//! A Dou Dizhu match of `hands=3` through the real binary (`paiju play --json`, bots at every
//! seat): three hands settled, the first bid passing to the next seat each hand, the match's
//! totals the sum of the hands' settlements, and one "game over" with those totals.

use serde_json::Value;
use std::process::Command;

fn events(players: &str, seed: &str) -> Vec<Value> {
    let bots = if players == "4" { "0,1,2,3" } else { "0,1,2" };
    let out = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args([
            "play",
            "doudizhu",
            "--players",
            players,
            "--option",
            "hands=3",
            "--bots",
            bots,
            "--level",
            "easy",
            "--json",
            "--seed",
            seed,
            "--script",
            "/dev/null",
        ])
        .env("LANG", "en_US.UTF-8")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .output()
        .expect("run paiju");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect()
}

fn seats(v: &Value) -> Vec<i64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect()
}

#[test]
fn a_dou_dizhu_match_of_three_hands_rotates_the_first_bid_and_totals_the_settlements() {
    for (players, seed) in [("3", "4"), ("4", "8")] {
        let n: usize = players.parse().unwrap();
        let events = events(players, seed);
        let of = |t: &str| -> Vec<&Value> { events.iter().filter(|e| e["type"] == t).collect() };
        let settled = of("settled");
        assert_eq!(settled.len(), 3, "{players} players: three hands");
        // The deal that was played in each hand is the last `dealt` before its settlement.
        let mut bidders = Vec::new();
        let mut last = None;
        for e in &events {
            match e["type"].as_str() {
                Some("dealt") => last = e["first_bidder"].as_u64(),
                Some("settled") => bidders.push(last.unwrap()),
                _ => {}
            }
        }
        for w in bidders.windows(2) {
            assert_eq!(
                w[1],
                (w[0] + 1) % u64::try_from(n).unwrap(),
                "first bidders {bidders:?}"
            );
        }
        let mut sums = vec![0i64; n];
        for (k, s) in settled.iter().enumerate() {
            for (t, p) in sums.iter_mut().zip(seats(&s["settlement"]["payments"])) {
                *t += p;
            }
            let booked = of("hand_over")[k];
            assert_eq!(booked["hand"], u64::try_from(k + 1).unwrap());
            assert_eq!(seats(&booked["totals"]), sums);
        }
        let over = of("game_over");
        assert_eq!(over.len(), 1);
        assert_eq!(seats(&over[0]["scores"]), sums);
        assert_eq!(seats(&over[0]["totals"]), sums);
    }
}

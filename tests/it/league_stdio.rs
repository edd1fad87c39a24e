//! A season end to end through `paiju stdio` (requests with a `"guild"`, league commands,
//! admin ones with `"moderator": true`), then `paiju league standings|results|rebuild` on the
//! same database.

use crate::common::stdio::{StdioSession, first_choice};
use serde_json::{Value, json};
use std::process::Command;

const GUILD: u64 = 7 << 22;

/// A `paiju stdio` session whose requests come from a guild, numbered and seeded in order.
struct Session {
    stdio: StdioSession,
    n: u64,
}

impl Session {
    fn new(url: &str) -> Session {
        Session {
            stdio: StdioSession::start(url, None),
            n: 0,
        }
    }

    fn send(&mut self, user: u64, command: &str, moderator: bool) -> Value {
        self.n += 1;
        self.stdio.request(
            &json!({"key": format!("k{}", self.n), "channel": 1, "user": user,
                                   "command": command, "guild": GUILD, "moderator": moderator,
                                   "seed": self.n}),
        )
    }

    fn ok(&mut self, user: u64, command: &str, moderator: bool) -> Value {
        let v = self.send(user, command, moderator);
        assert_eq!(v["ok"], true, "{command}: {v}");
        v
    }

    /// Plays the hand to its end: the top bid, else any play but a pass.
    fn play_hand(&mut self, starter: u64) {
        let mut v = self.ok(starter, "table start", false);
        for _ in 0..500 {
            let Some(next) = v["to_act"].as_array().and_then(|a| a.first()).cloned() else {
                return;
            };
            v = self.ok(next["user"].as_u64().unwrap(), &first_choice(&next), false);
        }
        panic!("the hand did not end");
    }
}

fn paiju(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_season_runs_end_to_end_over_stdio_and_the_command_line_agrees() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/paiju.db", dir.path().display());
    let mut s = Session::new(&url);

    let refused = s.send(5, "league season start Spring", false);
    assert_eq!(refused["ok"], false);
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("Only a league admin"),
        "{refused}"
    );
    assert_eq!(s.ok(5, "league season list", false)["data"], json!([]));
    let started = s.ok(9, "league season start Spring", true);
    assert!(
        started["messages"][0].as_str().unwrap().contains("Spring"),
        "{started}"
    );

    s.ok(1, "table new doudizhu players=3", false);
    s.ok(2, "table join", false);
    s.ok(3, "table join", false);
    s.play_hand(1);
    s.play_hand(1);

    let results = s.ok(1, "league results", false)["data"].clone();
    let list = results.as_array().unwrap();
    assert_eq!(list.len(), 2, "{results}");
    for r in list {
        assert_eq!(r["game"], "doudizhu");
        assert_eq!(r["rated"], true);
        assert_eq!(r["void"], false);
        let teams: Vec<&str> = r["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["team"].as_str().unwrap())
            .collect();
        assert_eq!(teams.iter().filter(|t| **t == "landlord").count(), 1, "{r}");
        assert_eq!(teams.iter().filter(|t| **t == "farmers").count(), 2, "{r}");
    }
    let standings = s.ok(1, "league standings", false)["data"].clone();
    let rows = standings.as_array().unwrap();
    assert_eq!(rows.len(), 3);
    let rating = |r: &Value| r["rating"].as_f64().unwrap();
    assert!(rows.windows(2).all(|w| rating(&w[0]) >= rating(&w[1])));
    for r in rows {
        let (mu, sigma) = (r["mu"].as_f64().unwrap(), r["sigma"].as_f64().unwrap());
        assert!((rating(r) - (mu - 3.0 * sigma)).abs() < 1e-9);
        assert_eq!(r["games"], 2);
    }

    // A member cannot void; an admin can, with a reason kept in the history.
    let id = list[0]["id"].as_i64().unwrap();
    let refused = s.send(2, &format!("league void {id} I lost"), false);
    assert_eq!(refused["ok"], false);
    assert_eq!(s.ok(1, "league results", false)["data"], results);
    s.ok(9, &format!("league void {id} misdeal"), true);
    let history = s.ok(9, "league history", false);
    assert!(
        history["messages"][0].as_str().unwrap().contains("misdeal"),
        "{history}"
    );
    let after = s.ok(1, "league standings", false)["data"].clone();
    assert!(
        after.as_array().unwrap().iter().all(|r| r["games"] == 1),
        "{after}"
    );
    s.stdio.finish();

    // The command line reads the same database.
    let cli: Value = serde_json::from_str(&paiju(&[
        "league",
        "standings",
        "--guild",
        &GUILD.to_string(),
        "--json",
        "--database",
        &url,
    ]))
    .unwrap();
    assert_eq!(cli, after);
    // As text, by the names the players sat down with; a game with none rated says so.
    let text = paiju(&[
        "league",
        "standings",
        "--guild",
        &GUILD.to_string(),
        "--database",
        &url,
        "--lang",
        "en-US",
    ]);
    // The hand left after the void (seeded by the request count): user3's landlord lost to
    // the farmers user1 and user2, level on rating (the lower id first).
    assert!(
        text.contains("1. user1: ") && text.contains("3. user3: "),
        "{text}"
    );
    let none = paiju(&[
        "league",
        "standings",
        "--guild",
        &GUILD.to_string(),
        "--game",
        "chicago",
        "--database",
        &url,
        "--lang",
        "en-US",
    ]);
    assert_eq!(none.trim(), "No rated Chicago games yet.");
    let before: Value = serde_json::from_str(&paiju(&[
        "league",
        "results",
        "--guild",
        &GUILD.to_string(),
        "--json",
        "--database",
        &url,
    ]))
    .unwrap();
    assert_eq!(before[0]["void"], true);
    assert!(paiju(&["league", "rebuild", "--database", &url]).contains("Rebuilt 2 results"));
    let rebuilt: Value = serde_json::from_str(&paiju(&[
        "league",
        "results",
        "--guild",
        &GUILD.to_string(),
        "--json",
        "--database",
        &url,
    ]))
    .unwrap();
    assert_eq!(rebuilt, before);
}

//! Whole games over `paiju stdio`, as a program plays them: how a table tells its players to
//! sit down, and that nobody is asked for a pass they have no choice but to make (the table
//! option `auto-pass`, on by default; docs/rules/doudizhu.md#options).

use crate::common::stdio::{StdioSession, first_choice};
use serde_json::Value;

fn messages(reply: &Value) -> Vec<String> {
    reply["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_stdio_table_says_which_request_sits_a_player_down_not_a_slash_command() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/paiju.db", dir.path().display());
    let mut s = StdioSession::start(&url, None);
    let opened = s.send("k1", 1, "table new doudizhu");
    let first = &messages(&opened)[0];
    assert!(!first.contains("/table"), "{first}");
    assert!(
        first.contains(r#""command":"table join""#) && first.contains(r#""channel":1"#),
        "{first}"
    );
    // The request it names does sit a player down.
    let joined = s.send("k2", 2, "table join");
    assert_eq!(joined["ok"], true, "{joined}");
    s.finish();
}

/// Plays a seeded Dou Dizhu game to its end, each player making the first move offered
/// (a play when there is one): the replies, in order.
fn play_to_the_end(options: &str) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/paiju.db", dir.path().display());
    let mut s = StdioSession::start(&url, None);
    let mut replies = vec![s.send("k0", 1, &format!("table new doudizhu players=3 {options}"))];
    for (i, user) in [2, 3].into_iter().enumerate() {
        replies.push(s.send(&format!("j{i}"), user, "table join"));
    }
    let mut reply = s.send_seeded("start", 1, "table start", Some(5));
    for n in 0..400 {
        replies.push(reply.clone());
        let Some(next) = reply["to_act"].as_array().and_then(|a| a.first()).cloned() else {
            break;
        };
        let pick = first_choice(&next);
        reply = s.send(&format!("m{n}"), next["user"].as_u64().unwrap(), &pick);
        assert_eq!(reply["ok"], true, "{pick}: {reply}");
    }
    s.finish();
    assert_eq!(replies.last().unwrap()["status"], "finished");
    replies
}

/// Each time a player was asked to move, the moves they were offered.
fn offered(replies: &[Value]) -> Vec<Vec<String>> {
    replies
        .iter()
        .filter_map(|r| r["to_act"].as_array())
        .flatten()
        .map(|t| {
            t["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn a_whole_stdio_game_never_asks_for_a_pass_that_is_the_only_move() {
    let replies = play_to_the_end("");
    let asked = offered(&replies);
    assert!(!asked.is_empty());
    assert!(
        asked.iter().all(|moves| moves != &["pass"]),
        "someone was asked only to pass: {asked:?}"
    );
    let all: Vec<String> = replies.iter().flat_map(messages).collect();
    let automatic = all
        .iter()
        .filter(|m| m.ends_with("passes (automatic)."))
        .count();
    let told = all
        .iter()
        .filter(|m| m.starts_with('@') && m.contains("Passed for you: nothing in your hand beats"))
        .count();
    assert!(automatic > 0, "{all:#?}");
    assert_eq!(
        told, automatic,
        "each automatic pass is explained to its player"
    );

    // The same deal with auto-pass=off asks every time, and says nothing automatic.
    let replies = play_to_the_end("auto-pass=off");
    let asked = offered(&replies);
    assert!(asked.iter().any(|moves| moves == &["pass"]), "{asked:?}");
    assert!(
        !replies
            .iter()
            .flat_map(messages)
            .any(|m| m.contains("(automatic)"))
    );
}

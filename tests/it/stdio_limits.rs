//! What `paiju stdio` (the real binary) refuses: a line over 1 MiB — answered with an error,
//! never held in memory, and the next line served as usual — and a field the protocol does not
//! know (`"moderater"`), named in the error with the accepted ones, applying nothing.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Session {
    child: Child,
    input: ChildStdin,
    out: BufReader<ChildStdout>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
            .args(["stdio", "--lang", "en-US"])
            .env_remove("DISCORD_TOKEN")
            .env_remove("DATABASE_URL")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("run paiju stdio");
        let input = child.stdin.take().unwrap();
        let out = BufReader::new(child.stdout.take().unwrap());
        Session { child, input, out }
    }

    /// Writes `line` and its newline, and reads the one reply.
    fn send_line(&mut self, line: &[u8]) -> Value {
        self.input.write_all(line).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
        let mut reply = String::new();
        self.out.read_line(&mut reply).unwrap();
        serde_json::from_str(&reply).unwrap_or_else(|e| panic!("{e}: {reply:?}"))
    }

    fn send(&mut self, request: Value) -> Value {
        self.send_line(request.to_string().as_bytes())
    }

    fn ok(&mut self, request: Value) -> Value {
        let v = self.send(request.clone());
        assert_eq!(v["ok"], true, "{request} -> {v}");
        v
    }

    fn seated(&mut self) -> String {
        let v = self.ok(json!({"channel": 1, "user": 1, "command": "status"}));
        v["messages"][0].as_str().unwrap().to_string()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A request whose `command` is `n` bytes of `x`: a line of about `n` bytes.
fn long_line(n: usize) -> Vec<u8> {
    let mut line = br#"{"key": "long", "channel": 1, "user": 2, "command": ""#.to_vec();
    line.resize(line.len() + n, b'x');
    line.extend_from_slice(br#""}"#);
    line
}

#[test]
fn a_two_mebibyte_line_gets_an_error_reply_and_the_next_request_still_works() {
    let mut s = Session::start();
    s.ok(json!({"key": "k1", "channel": 1, "user": 1, "name": "Ann",
                "command": "table new doudizhu players=3"}));
    let line = long_line(2 << 20);
    let v = s.send_line(&line);
    assert_eq!(v["ok"], false, "{v}");
    let error = v["error"].as_str().unwrap();
    // (An error that echoes the line is shown cut short.)
    let shown: String = error.chars().take(200).collect();
    assert!(
        error.contains("1 MiB") && error.contains(&format!("has {} bytes", line.len())),
        "{shown}"
    );
    // The same reply shape as every refusal: `ok` and `error`.
    let mut keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["error", "ok"]);

    // The rest of the long line was skipped, not read as requests: the next line is served.
    let v = s.ok(json!({"key": "k2", "channel": 1, "user": 2, "name": "Bob",
                        "command": "table join"}));
    assert!(v["messages"][0].as_str().unwrap().contains("Bob"), "{v}");
    assert!(s.seated().contains("2/3"), "{}", s.seated());

    // A line of exactly 1 MiB is still read (and refused as the request it is not).
    let mut exact = long_line(0);
    exact.resize(1 << 20, b' ');
    let v = s.send_line(&exact);
    let error = v["error"].as_str().unwrap();
    assert!(
        !error.contains("1 MiB"),
        "{}",
        &error[..error.len().min(200)]
    );
}

/// The peak resident memory of `pid`, in bytes.
#[cfg(target_os = "linux")]
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .expect("VmHWM in /proc/PID/status");
    kb * 1024
}

#[cfg(target_os = "linux")]
#[test]
fn a_line_of_a_hundred_and_twenty_eight_mebibytes_is_never_held_in_memory() {
    let mut s = Session::start();
    let v = s.send_line(&long_line(128 << 20));
    assert_eq!(v["ok"], false, "{v}");
    let peak = peak_memory(s.child.id());
    eprintln!(
        "peak resident memory after a 128 MiB line: {} MiB",
        peak >> 20
    );
    assert!(
        peak < 64 << 20,
        "paiju stdio peaked at {} MiB reading a 128 MiB line",
        peak >> 20
    );
    s.ok(json!({"channel": 1, "user": 1, "command": "table new doudizhu"}));
}

#[test]
fn a_misspelt_field_is_refused_by_name_with_the_accepted_ones_and_changes_nothing() {
    let mut s = Session::start();
    s.ok(json!({"key": "k1", "channel": 1, "user": 1, "command": "table new doudizhu players=3"}));
    let v = s.send(
        json!({"key": "k2", "channel": 1, "user": 2, "command": "table join",
                          "moderater": true}),
    );
    assert_eq!(v["ok"], false, "{v}");
    let error = v["error"].as_str().unwrap();
    assert!(error.contains("unknown field `moderater`"), "{error}");
    for field in [
        "key",
        "channel",
        "user",
        "name",
        "command",
        "seed",
        "moderator",
        "guild",
    ] {
        assert!(
            error.contains(&format!("`{field}`")),
            "{field} missing: {error}"
        );
    }
    assert!(s.seated().contains("1/3"), "nobody joined: {}", s.seated());
    // The same key, spelt right, is applied: the refused request left no trace of it.
    let v = s.ok(json!({"key": "k2", "channel": 1, "user": 2, "command": "table join"}));
    assert_ne!(v["duplicate"], true, "{v}");
    assert!(s.seated().contains("2/3"), "{}", s.seated());
}

#[test]
fn a_name_with_a_bidi_override_reaches_no_reply_with_it() {
    let mut s = Session::start();
    let mut replies = vec![
        s.ok(json!({"channel": 1, "user": 1, "name": "Ann\u{202E}4 now",
                                       "command": "table new doudizhu players=3"})),
    ];
    for (user, name) in [(2, "\u{2067}Bob"), (3, "Cy\u{200F}")] {
        replies.push(s.ok(json!({"channel": 1, "user": user, "name": name,
                                 "command": "table join"})));
    }
    replies.push(s.ok(json!({"channel": 1, "user": 1, "command": "table start", "seed": 1})));
    replies.push(s.ok(json!({"channel": 1, "user": 1, "command": "status"})));
    // A season's name loses them too (the league strips them as the season starts).
    replies.push(s.ok(
        json!({"channel": 2, "user": 1, "guild": 7, "moderator": true,
                             "command": "league season start Fall\u{202E} 2026"}),
    ));
    replies.push(s.ok(json!({"channel": 2, "user": 1, "guild": 7,
                             "command": "league season list"})));
    let text = replies
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    // Checked on the decoded messages: JSON could escape a control as `\u202e`.
    let messages: Vec<&str> = replies
        .iter()
        .flat_map(|r| r["messages"].as_array().unwrap())
        .filter_map(Value::as_str)
        .collect();
    assert!(messages.iter().any(|m| m.contains("Ann4 now")), "{text}");
    assert!(messages.iter().any(|m| m.contains("Fall 2026")), "{text}");
    for m in &messages {
        assert!(
            !m.chars().any(|c| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')),
            "a bidi control in {m:?}"
        );
    }
}

#[test]
fn stdio_keeps_names_and_season_names_with_markdown_verbatim() {
    let mut s = Session::start();
    let name = "**[click](https://evil.example)**";
    let v = s.ok(json!({"channel": 1, "user": 1, "name": name,
                        "command": "table new doudizhu players=3"}));
    let text = v["messages"][0].as_str().unwrap();
    assert!(text.contains(name), "{text}");
    assert!(s.seated().contains(name), "{}", s.seated());
    let season = "__Spring__ [x](https://evil.example)";
    let v = s.ok(
        json!({"channel": 1, "user": 1, "guild": 7, "moderator": true,
                        "command": format!("league season start {season}")}),
    );
    let text = v["messages"][0].as_str().unwrap();
    assert!(text.contains(season), "{text}");
}

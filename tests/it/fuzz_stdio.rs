//! Arbitrary bytes into `paiju stdio`, the real binary: random bytes, invalid UTF-8, truncated
//! and deeply nested JSON, huge lines, valid JSON of the wrong types, odd commands. Every line
//! that is not blank gets one JSON object back (an error for what is not a request), the
//! process keeps going — a valid request after the garbage still works — and it exits cleanly
//! at the end of its input without a panic.

use proptest::prelude::*;
use serde_json::{Value, json};
use std::io::Write;
use std::process::{Command, Stdio};

/// A request that works, as a client would send it.
fn request(key: &str, channel: u64, user: u64, command: &str) -> String {
    json!({"key": key, "channel": channel, "user": user, "command": command}).to_string()
}

/// One line of input without its newline.
fn line() -> impl Strategy<Value = Vec<u8>> {
    let valid = request("k", 5, 6, "table new doudizhu players=3");
    let truncated = (0..valid.len()).prop_map({
        let valid = valid.clone();
        move |n| valid.as_bytes()[..n].to_vec()
    });
    let wrong_types = prop_oneof![
        Just(json!({"channel": "5", "user": 6, "command": "status"})),
        Just(json!({"channel": -5, "user": 6, "command": "status"})),
        Just(json!({"channel": 5.5, "user": 6, "command": "status"})),
        Just(json!({"channel": 5, "user": null, "command": "status"})),
        Just(json!({"channel": 5, "user": 6, "command": 7})),
        Just(json!({"channel": 5, "user": 6, "command": ["table", "new"]})),
        Just(json!({"channel": 5, "user": 6, "command": "status", "key": {"a": 1}})),
        Just(json!({"channel": 5, "user": 6, "command": "status", "seed": -1})),
        Just(json!({"channel": 5, "user": 6, "command": "status", "moderator": "yes"})),
        Just(json!({"channel": 5, "user": 6, "command": "status", "name": 12})),
        Just(json!({"channel": 5, "user": 6})),
        Just(json!({})),
        Just(json!([])),
        Just(json!(null)),
        Just(json!("a string")),
        Just(json!(12)),
        Just(json!({"channel": 18_446_744_073_709_551_615_u64, "user": 6, "command": "status"})),
    ]
    .prop_map(|v| v.to_string().into_bytes());
    // Commands that parse as requests but say nothing the table knows.
    let odd_command = (
        prop_oneof![
            "\\PC{0,40}",
            Just("\u{202E}play 33\u{200F}".to_string()),
            Just("table new 🂡".to_string()),
            Just("table new doudizhu players=\u{0}".to_string()),
            Just("play \u{1b}[31m".to_string()),
            Just("x".repeat(20_000)),
            Just("bid 99999999999999999999999".to_string()),
        ],
        0u64..3,
    )
        .prop_map(|(c, channel)| request("odd", 900 + channel, 6, &c).into_bytes());
    prop_oneof![
        3 => proptest::collection::vec(any::<u8>(), 0..300),
        2 => (proptest::collection::vec(any::<u8>(), 0..40), proptest::sample::select(vec![0xffu8, 0xfe, 0xc3, 0xe2, 0x80, 0xed]))
            .prop_map(|(mut v, b)| { v.push(b); v }),
        2 => truncated,
        2 => wrong_types,
        2 => odd_command,
        1 => (1usize..3_000, any::<bool>()).prop_map(|(n, closed)| {
            let mut s = "[".repeat(n);
            if closed {
                s.push_str(&"]".repeat(n));
            }
            s.into_bytes()
        }),
        1 => (1usize..1_000).prop_map(|n| {
            format!(r#"{{"channel":1,"user":2,"command":{}"x"{}}}"#, r#"{"a":"#.repeat(n), "}".repeat(n)).into_bytes()
        }),
        1 => Just(vec![b'a'; 1 << 20]),
        1 => Just(format!(r#"{{"channel":1,"user":2,"command":"{}"}}"#, "🂡".repeat(200_000)).into_bytes()),
    ]
    .prop_map(|mut v| {
        v.retain(|&b| b != b'\n');
        v
    })
}

/// Feeds `lines` to `paiju stdio`, then a valid request; returns the reply lines and stderr.
fn run(lines: &[Vec<u8>]) -> (Vec<String>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(["stdio"])
        .env("LANG", "en_US.UTF-8")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run paiju stdio");
    let mut stdin = child.stdin.take().unwrap();
    let mut input = Vec::new();
    for l in lines {
        input.extend_from_slice(l);
        input.push(b'\n');
    }
    input.extend_from_slice(request("last", 77, 1, "table new doudizhu").as_bytes());
    input.push(b'\n');
    // Written from a thread: the replies may fill the pipe before the input is all in.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "paiju stdio failed ({}): {stderr}",
        out.status
    );
    let stdout = String::from_utf8(out.stdout).expect("replies are UTF-8");
    (stdout.lines().map(str::to_string).collect(), stderr)
}

/// Whether `paiju stdio` skips the line (it skips blank lines).
fn blank(line: &[u8]) -> bool {
    std::str::from_utf8(line).is_ok_and(|s| s.trim().is_empty())
}

proptest! {
    #![proptest_config(crate::proptest_config(64))]

    /// Up to 40 lines of garbage per run, 64 runs: one JSON object per line that is not
    /// blank, an error for each that is not a request, then the valid request works.
    #[test]
    fn every_line_of_garbage_gets_an_error_object_and_stdio_keeps_going(
        lines in proptest::collection::vec(line(), 1..40)
    ) {
        let (replies, stderr) = run(&lines);
        prop_assert!(!stderr.contains("panicked"), "{}", stderr);
        let expected: Vec<&Vec<u8>> = lines.iter().filter(|l| !blank(l)).collect();
        prop_assert_eq!(replies.len(), expected.len() + 1, "one reply per line: {}", stderr);
        for (reply, line) in replies.iter().zip(&expected) {
            let v: Value = serde_json::from_str(reply).expect("a JSON reply");
            prop_assert!(v.is_object(), "{}", reply);
            let shown = String::from_utf8_lossy(line);
            let shown: String = shown.chars().take(120).collect();
            prop_assert!(v["ok"].is_boolean(), "{} -> {}", shown, reply);
            if v["ok"] == false {
                let error = v["error"].as_str().unwrap_or("");
                prop_assert!(!error.is_empty(), "{} -> {}", shown, reply);
                prop_assert!(error.len() < 4_000, "an error of {} bytes", error.len());
            }
        }
        let last: Value = serde_json::from_str(replies.last().unwrap()).unwrap();
        prop_assert_eq!(&last["ok"], &json!(true), "{}", last);
        prop_assert_eq!(&last["key"], &json!("last"));
    }
}

/// The classes one by one, each alone, with what the error says.
#[test]
fn invalid_utf8_truncated_and_mistyped_lines_each_say_what_is_wrong() {
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (vec![0xff, 0xfe, b'{'], "UTF-8"),
        (
            b"{\"channel\": 1, \"user\": 2, \"comm".to_vec(),
            "bad request",
        ),
        (
            b"{\"channel\": \"1\", \"user\": 2, \"command\": \"status\"}".to_vec(),
            "bad request",
        ),
        (b"{\"channel\": 1, \"user\": 2}".to_vec(), "command"),
        ("[".repeat(10_000).into_bytes(), "bad request"),
        (
            b"{\"channel\": 1, \"user\": 2, \"command\": \"\"}".to_vec(),
            "empty command",
        ),
        (
            b"{\"channel\": 1, \"user\": 2, \"command\": \"status\"}".to_vec(),
            "no table",
        ),
        (
            b"{\"channel\": 1, \"user\": 2, \"command\": \"table new \\u202e\"}".to_vec(),
            "unknown game",
        ),
    ];
    let lines: Vec<Vec<u8>> = cases.iter().map(|(l, _)| l.clone()).collect();
    let (replies, stderr) = run(&lines);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(replies.len(), cases.len() + 1, "{replies:?} {stderr}");
    for (reply, (line, says)) in replies.iter().zip(&cases) {
        let v: Value = serde_json::from_str(reply).unwrap();
        let shown: String = String::from_utf8_lossy(line).chars().take(60).collect();
        assert_eq!(v["ok"], false, "{shown}: {reply}");
        assert!(
            v["error"].as_str().unwrap().contains(says),
            "{shown}: {reply} should say {says}"
        );
    }
}

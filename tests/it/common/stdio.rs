//! A running `paiju stdio` process: one request in, one reply out.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdout, Command, Stdio};

pub struct StdioSession {
    pub child: Child,
    out: BufReader<ChildStdout>,
}

impl StdioSession {
    /// `paiju stdio --database URL` in English; its log (stderr) goes to `log`, or nowhere.
    pub fn start(url: &str, log: Option<std::fs::File>) -> StdioSession {
        let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
            .args(["stdio", "--lang", "en-US", "--database", url])
            .env("RUST_LOG", "info")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(log.map_or_else(Stdio::null, Stdio::from))
            .spawn()
            .unwrap();
        let out = BufReader::new(child.stdout.take().unwrap());
        StdioSession { child, out }
    }

    /// Sends `command` from `user` (named `P<user>`) in channel 1 under `key`.
    pub fn send(&mut self, key: &str, user: u64, command: &str) -> Value {
        self.send_seeded(key, user, command, None)
    }

    /// `send`, with the `"seed"` a game started by `command` is dealt from.
    pub fn send_seeded(&mut self, key: &str, user: u64, command: &str, seed: Option<u64>) -> Value {
        let mut req = json!({"key": key, "channel": 1, "user": user,
                             "name": format!("P{user}"), "command": command});
        if let Some(seed) = seed {
            req["seed"] = json!(seed);
        }
        self.request(&req)
    }

    /// Sends one whole request (any fields `paiju stdio` reads) and reads its reply.
    pub fn request(&mut self, req: &Value) -> Value {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{req}").unwrap();
        stdin.flush().unwrap();
        let mut line = String::new();
        self.out.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap()
    }

    /// Closes stdin and waits for the process to end.
    pub fn finish(mut self) {
        drop(self.child.stdin.take());
        self.child.wait().unwrap();
    }
}

/// The move a test player makes when `next` (a reply's `to_act` entry) is asked to move: the
/// highest bid, else the first play that is not a pass, else the first move offered.
pub fn first_choice(next: &Value) -> String {
    let moves: Vec<&str> = next["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    moves
        .iter()
        .rfind(|m| m.starts_with("bid"))
        .or_else(|| moves.iter().find(|m| **m != "pass"))
        .or_else(|| moves.first())
        .expect("a seat asked to move is offered a move")
        .to_string()
}

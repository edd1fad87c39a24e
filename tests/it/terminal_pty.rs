//! `paiju play` at a real terminal (a pseudo-terminal): the line editor takes arrow keys, a
//! byte that is not UTF-8 is reported and play goes on, and Ctrl-C writes `--save` before
//! exiting with status 130. Plus Ctrl-C (SIGINT) when stdin is a pipe.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const PATIENCE: Duration = Duration::from_secs(60);

struct Screen(Arc<Mutex<Vec<u8>>>);

impl Screen {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }

    /// Waits until `needle` has appeared `times` times.
    fn wait_for(&self, needle: &str, times: usize) {
        let start = Instant::now();
        loop {
            let text = self.text();
            if text.matches(needle).count() >= times {
                return;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "no {needle:?} ×{times} after {PATIENCE:?}; the screen:\n{text}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

type Child = Box<dyn portable_pty::Child + Send + Sync>;

/// `paiju play doudizhu` at a terminal (a pty), saving to `game.json` in `dir`: the child,
/// what the screen shows, and a way to type.
fn play_at_a_terminal(dir: &std::path::Path) -> (Child, Screen, impl FnMut(&[u8])) {
    let save = dir.join("game.json");
    let args = [
        "play",
        "doudizhu",
        "--seed",
        "1",
        "--level",
        "easy",
        "--save",
        save.to_str().unwrap(),
    ];
    at_a_terminal(&args, dir)
}

/// `paiju ARGS` at a terminal (a pty) in `dir`: the child, what the screen shows, and a way to
/// type.
fn at_a_terminal(
    args: &[&str],
    dir: &std::path::Path,
) -> (Child, Screen, impl FnMut(&[u8]) + use<>) {
    let pair = native_pty_system()
        .openpty(PtySize {
            rows: 50,
            cols: 200,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_paiju"));
    cmd.args(args);
    cmd.env("LANG", "en_US.UTF-8");
    cmd.env("TERM", "xterm");
    cmd.env_remove("DISCORD_TOKEN");
    cmd.cwd(dir);
    let child = pair.slave.spawn_command(cmd).unwrap();
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().unwrap();
    let mut keys = pair.master.take_writer().unwrap();
    let screen = Screen(Arc::new(Mutex::new(Vec::new())));
    let sink = Arc::clone(&screen.0);
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            sink.lock().unwrap().extend_from_slice(&buf[..n]);
        }
    });
    let send = move |bytes: &[u8]| {
        keys.write_all(bytes).unwrap();
        keys.flush().unwrap();
    };
    (child, screen, send)
}

#[test]
fn ctrl_d_mid_game_says_the_game_was_left_unfinished_and_saves() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, screen, mut send) = play_at_a_terminal(dir.path());
    screen.wait_for("0> ", 1);
    send(b"\x04");
    let status = wait(&mut child);
    let text = screen.text();
    assert_eq!(status, 0, "{text}");
    assert!(text.contains("you left the game unfinished"), "{text}");
    assert!(text.contains("Saved to"), "{text}");
}

#[test]
fn arrow_keys_a_stray_byte_and_ctrl_c_at_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.json");
    let (mut child, screen, mut send) = play_at_a_terminal(dir.path());

    // The help is shown once at the start, with the line editor's keys.
    screen.wait_for("0> ", 1);
    assert!(screen.text().contains("Tab completes"), "{}", screen.text());
    send(b"rules\r");
    screen.wait_for("• Auction", 1);
    screen.wait_for("0> ", 2);
    // ↑ brings back `rules`: the rules again, and no `Unknown command "\e[A"`.
    send(b"\x1b[A\r");
    screen.wait_for("• Auction", 2);
    screen.wait_for("0> ", 3);
    // A Latin-1 é: reported, and the game goes on.
    send(b"play \xe9\r");
    screen.wait_for("Not understood", 1);
    send(b"hand\r");
    screen.wait_for("Your hand", 2);
    screen.wait_for("0> ", 5);
    // Ctrl-C: saved, status 130.
    send(b"\x03");
    let status = wait(&mut child);
    let text = screen.text();
    assert_eq!(status, 130, "{text}");
    assert!(!text.contains("Unknown command"), "{text}");
    assert!(!text.contains("panicked"), "{text}");
    assert!(save.exists(), "no {}:\n{text}", save.display());
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .arg("replay")
        .arg(&save)
        .env("LANG", "en_US.UTF-8")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("Bot 1 bids 2."));
}

fn wait(child: &mut Child) -> u32 {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.exit_code();
        }
        if start.elapsed() > PATIENCE {
            let _ = child.kill();
            panic!("paiju did not exit");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn ctrl_c_with_stdin_a_pipe_saves_too() {
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(["play", "doudizhu", "--seed", "1", "--save"])
        .arg(&save)
        .env("LANG", "en_US.UTF-8")
        .env_remove("DISCORD_TOKEN")
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"bid 3\n").unwrap();
    stdin.flush().unwrap();
    // Wait for the prompt after the bid, then interrupt while paiju waits for input.
    let mut stdout = child.stdout.take().unwrap();
    let mut seen = Vec::new();
    let start = Instant::now();
    while String::from_utf8_lossy(&seen).matches("0> ").count() < 2 {
        let mut buf = [0u8; 1024];
        let n = stdout.read(&mut buf).unwrap();
        assert!(
            n > 0 && start.elapsed() < PATIENCE,
            "{}",
            String::from_utf8_lossy(&seen)
        );
        seen.extend_from_slice(&buf[..n]);
    }
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    stdout.read_to_end(&mut seen).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&seen);
    assert_eq!(out.status.code(), Some(130), "{text}");
    assert!(text.ends_with('\n'), "{text:?}");
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert!(record["entries"].as_array().unwrap().len() > 4, "{record}");
    drop(stdin);
}

/// What the screen shows since it was last cleared (`ESC[2J`): what a player sitting down now
/// could read.
fn since_clear(text: &str) -> &str {
    text.rsplit("\x1b[2J").next().unwrap_or(text)
}

#[test]
fn at_a_hot_seat_each_hand_waits_behind_press_enter_for_its_player() {
    // Seats 0 and 1 are people at this keyboard, seat 2 a bot. The face-up card went to P1,
    // who bids first.
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "play", "doudizhu", "--seed", "1", "--level", "easy", "--bots", "2",
    ];
    let (mut child, screen, mut send) = at_a_terminal(&args, dir.path());
    let p0_hand = "3 444 55 7 8 9 TT J KK A 22";
    let p1_hand = "4 5 6 77 88 9 J QQ K AA 2 B R";
    screen.wait_for("Seat 1 (P1) plays next", 1);
    let waiting = screen.text();
    assert!(
        !waiting.contains(p1_hand),
        "P1's hand before Enter:\n{waiting}"
    );
    assert!(
        !since_clear(&waiting).contains(p0_hand),
        "P0's hand is cleared away:\n{waiting}"
    );
    send(b"\r");
    screen.wait_for("Seat 1 (P1): your turn", 1);
    screen.wait_for("1> ", 1);
    let p1_sees = screen.text();
    let p1_sees = since_clear(&p1_sees);
    assert!(p1_sees.contains(p1_hand), "{p1_sees}");
    // What P1 missed of the table is shown, P0's hand is not.
    assert!(p1_sees.contains("Cards dealt (deal 1)"), "{p1_sees}");
    assert!(!p1_sees.contains(p0_hand), "{p1_sees}");
    // P1 bids; the bot passes; the keyboard goes to P0, behind the same screen.
    send(b"bid 1\r");
    screen.wait_for("Seat 0 (", 1);
    let waiting = screen.text();
    assert!(!since_clear(&waiting).contains(p1_hand), "{waiting}");
    send(b"\r");
    screen.wait_for("0> ", 1);
    let p0_sees = screen.text();
    let p0_sees = since_clear(&p0_sees);
    assert!(p0_sees.contains(p0_hand), "{p0_sees}");
    assert!(p0_sees.contains("P1 bids 1."), "what P0 missed: {p0_sees}");
    send(b"quit\r");
    assert_eq!(wait(&mut child), 0);
}

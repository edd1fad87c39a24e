//! Running the real `paiju` binary from integration tests.

pub mod bots_play;
pub mod clocked;
pub mod stdio;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub fn golden(game: &str, name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(game)
        .join(name)
}

/// Runs `paiju ARGS` in English with `stdin` piped in.
pub fn paiju(args: &[&str], stdin: Option<&str>) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run paiju");
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

pub fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "paiju failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// Compares `got` with the golden file, or writes it when `UPDATE_GOLDEN=1`.
pub fn assert_golden(path: &Path, got: &str) {
    if std::env::var("UPDATE_GOLDEN").as_deref() == Ok("1") {
        std::fs::write(path, got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    assert_eq!(got, want, "differs from {}", path.display());
}

/// The `scores` of the final `game_over` line.
pub fn final_scores(jsonl: &str) -> Vec<i64> {
    let last: serde_json::Value = serde_json::from_str(jsonl.lines().last().unwrap()).unwrap();
    assert_eq!(last["type"], "game_over", "{last}");
    serde_json::from_value(last["scores"].clone()).unwrap()
}

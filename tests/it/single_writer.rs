//! One writer per SQLite file, and no silent fresh start — the real `paiju` binary:
//! - a second `paiju stdio --database` on a file in use refuses to start, naming the file and
//!   the first process's pid, while `paiju tables` reads the file beside it; once the first is
//!   killed (SIGKILL), a new one starts and goes on with its tables;
//! - the database file deleted or replaced under a running process: the next write is
//!   answered with an error, nothing acknowledged;
//! - a restart after the file was deleted is refused (the lock file stays beside it), and no
//!   empty database is made in its place;
//! - the bot in a brand-new folder starts with no flags and logs its database's absolute path;
//!   started from another folder, with no database there while the last one exists, it
//!   refuses, naming that one, and so it does where that one's folder was wiped — unless
//!   `DATABASE_URL` says where on purpose.

use crate::support::GUILD;
use crate::support::fake::Fake;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// A running `paiju stdio --database URL`.
struct Writer {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    n: u64,
}

impl Writer {
    fn start(url: &str) -> Writer {
        let mut child = Command::new(env!("CARGO_BIN_EXE_paiju"))
            .args(["stdio", "--database", url, "--lang", "en-US"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Writer {
            child,
            stdin,
            lines,
            n: 0,
        }
    }

    /// Sends a command (a key of its own) and returns the reply.
    fn send(&mut self, channel: u64, user: u64, command: &str) -> Value {
        self.n += 1;
        let req = json!({"key": format!("k{}-{}", self.child.id(), self.n), "channel": channel,
                         "user": user, "name": format!("u{user}"), "command": command});
        writeln!(self.stdin, "{req}").unwrap();
        self.stdin.flush().unwrap();
        let line = self
            .lines
            .recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|e| panic!("no reply to {command}: {e}"));
        serde_json::from_str(&line).unwrap()
    }

    fn ok(&mut self, channel: u64, user: u64, command: &str) -> Value {
        let reply = self.send(channel, user, command);
        assert_eq!(reply["ok"], true, "{command}: {reply}");
        reply
    }

    /// SIGKILL: no cleanup, as in a crash.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// `paiju ARGS` with no input, to its end.
fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A database file in a fresh folder, by its absolute path (symbolic links resolved, as paiju
/// names it).
fn database(dir: &tempfile::TempDir) -> (PathBuf, String) {
    let path = dir.path().canonicalize().unwrap().join("paiju.db");
    let url = format!("sqlite://{}", path.display());
    (path, url)
}

#[test]
fn a_second_writer_is_refused_naming_the_file_and_the_holder_until_the_first_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    let (path, url) = database(&dir);
    let mut first = Writer::start(&url);
    first.ok(7, 1, "table new doudizhu players=3");

    let second = run(&["stdio", "--database", &url]);
    let why = stderr(&second);
    assert!(!second.status.success(), "the second writer ran: {why}");
    assert!(why.contains(&path.display().to_string()), "{why}");
    assert!(why.contains(&format!("pid {}", first.child.id())), "{why}");

    // Reading needs no lock: the operator can look into the live database.
    let tables = run(&["tables", "--database", &url]);
    assert!(tables.status.success(), "{}", stderr(&tables));
    let listed = String::from_utf8_lossy(&tables.stdout);
    assert!(listed.contains("Dou Dizhu · 7 · waiting"), "{listed}");
    // The writer was not disturbed.
    first.ok(7, 2, "table join");

    // Killed, its lock goes with it: the next process starts and has the table.
    first.kill();
    let mut next = Writer::start(&url);
    let reply = next.ok(7, 3, "table join");
    assert!(reply.to_string().contains("3/3"), "{reply}");
    next.kill();
}

#[test]
fn a_deleted_database_file_fails_the_next_write_instead_of_acknowledging_it() {
    let dir = tempfile::tempdir().unwrap();
    let (path, url) = database(&dir);
    let mut writer = Writer::start(&url);
    writer.ok(7, 1, "table new doudizhu players=3");
    std::fs::remove_file(&path).unwrap();

    let join = writer.send(7, 2, "table join");
    assert_eq!(
        join["ok"], false,
        "a join acknowledged into a deleted file: {join}"
    );
    let new = writer.send(8, 1, "table new chicago");
    assert_eq!(new["ok"], false, "a table created in a deleted file: {new}");
    writer.kill();
}

#[test]
fn a_replaced_database_file_fails_the_next_write_instead_of_acknowledging_it() {
    let dir = tempfile::tempdir().unwrap();
    let (path, url) = database(&dir);
    let mut writer = Writer::start(&url);
    writer.ok(7, 1, "table new doudizhu players=3");
    // Another file moved in at the path (a restored backup, say).
    let other = dir.path().join("other.db");
    std::fs::copy(&path, &other).unwrap();
    std::fs::rename(&other, &path).unwrap();

    let join = writer.send(7, 2, "table join");
    assert_eq!(
        join["ok"], false,
        "a join acknowledged into the old file: {join}"
    );
    writer.kill();
}

#[test]
fn a_restart_after_the_database_was_deleted_is_refused_not_started_empty() {
    let dir = tempfile::tempdir().unwrap();
    let (path, url) = database(&dir);
    let mut writer = Writer::start(&url);
    writer.ok(7, 1, "table new doudizhu players=3");
    writer.kill();
    // `rm paiju.db*`: the database, its WAL and shared memory; the hidden lock file stays.
    for file in std::fs::read_dir(dir.path()).unwrap() {
        let file = file.unwrap().path();
        if file
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("paiju.db")
        {
            std::fs::remove_file(file).unwrap();
        }
    }
    let lock = path.with_file_name(".paiju.db.lock");

    let restart = run(&["stdio", "--database", &url]);
    let why = stderr(&restart);
    assert!(!restart.status.success(), "it started on an empty database");
    assert!(
        why.contains(&format!("{} is missing", path.display())),
        "{why}"
    );
    assert!(why.contains(&format!("delete {}", lock.display())), "{why}");
    assert!(!path.exists(), "an empty database was made in its place");

    // Deleting the lock file is starting afresh on purpose.
    std::fs::remove_file(&lock).unwrap();
    let mut fresh = Writer::start(&url);
    fresh.ok(7, 1, "table new doudizhu players=3");
    fresh.kill();
}

/// The bot, run as a new user runs it: no `DATABASE_URL`, in `dir`, remembering its default
/// database under `state`. Its log (stdout and stderr) is collected into `log`.
fn bot(dir: &Path, state: &Path, fake: &Fake, database_url: Option<&str>) -> Bot {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_paiju"));
    command
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env(paiju::store::STATE_DIR_VAR, state)
        .env("DISCORD_TOKEN", "fake-token-single-writer")
        .env("DISCORD_PROXY_URL", fake.url())
        .env("DEV_GUILD_ID", GUILD.to_string())
        .env("RUST_LOG", "info")
        .env_remove("SHARD_RANGE")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    if let Some(url) = database_url {
        command.env("DATABASE_URL", url);
    }
    let mut child = command.spawn().unwrap();
    let log = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    for pipe in [
        Box::new(child.stdout.take().unwrap()) as Box<dyn tokio::io::AsyncRead + Unpin + Send>,
        Box::new(child.stderr.take().unwrap()),
    ] {
        let log = log.clone();
        tokio::spawn(async move {
            use tokio::io::AsyncBufReadExt;
            let mut lines = tokio::io::BufReader::new(pipe).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                let mut log = log.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        });
    }
    Bot { child, log }
}

struct Bot {
    child: tokio::process::Child,
    log: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Bot {
    /// Waits until the log holds `text`; panics with the log after 60 s.
    async fn logged(&self, text: &str) {
        for _ in 0..600 {
            if self.log.lock().unwrap().contains(text) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("never logged {text:?}:\n{}", self.log.lock().unwrap());
    }

    /// Waits for the bot to exit on its own; its status and log.
    async fn exit(mut self) -> (std::process::ExitStatus, String) {
        let status = tokio::time::timeout(Duration::from_secs(60), self.child.wait())
            .await
            .expect("the bot kept running")
            .unwrap();
        tokio::time::sleep(Duration::from_millis(100)).await;
        let log = self.log.lock().unwrap().clone();
        (status, log)
    }

    async fn kill(mut self) {
        self.child.kill().await.unwrap();
        self.child.wait().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_starts_fresh_without_flags_only_where_it_has_not_run_before() {
    let fake = Fake::start().await;
    let state = tempfile::tempdir().unwrap();
    let first_dir = tempfile::tempdir().unwrap();
    let first_db = first_dir
        .path()
        .canonicalize()
        .unwrap()
        .join("data/paiju.db");

    // A brand-new folder, no flags: it starts, and says where its database is.
    let first = bot(first_dir.path(), state.path(), &fake, None)
        .await_ready(&first_db)
        .await;
    // A read-only tool works beside it, from the same folder with no flags either.
    let tables = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .arg("tables")
        .current_dir(first_dir.path())
        .env_remove("DATABASE_URL")
        .env("LANG", "en_US.UTF-8")
        .output()
        .unwrap();
    assert!(tables.status.success(), "{}", stderr(&tables));
    // A second bot in the same folder is refused, naming the first one's pid.
    let (status, log) = bot(first_dir.path(), state.path(), &fake, None)
        .exit()
        .await;
    assert!(!status.success());
    assert!(
        log.contains(&format!("{} is in use", first_db.display())),
        "{log}"
    );
    assert!(
        log.contains(&format!("pid {}", first.child.id().unwrap())),
        "{log}"
    );
    first.kill().await;

    // Started from another folder, where no database is: refused, naming the last one.
    let other_dir = tempfile::tempdir().unwrap();
    let (status, log) = bot(other_dir.path(), state.path(), &fake, None)
        .exit()
        .await;
    assert!(!status.success(), "it started with no tables: {log}");
    assert!(
        log.contains(&format!("last ran on {}", first_db.display())),
        "{log}"
    );
    assert!(!other_dir.path().join("data").exists());

    // Its whole folder wiped (`rm -r data`, the lock file with it): refused all the same.
    std::fs::remove_dir_all(first_dir.path().join("data")).unwrap();
    let (status, log) = bot(first_dir.path(), state.path(), &fake, None)
        .exit()
        .await;
    assert!(!status.success(), "it started with no tables: {log}");
    assert!(
        log.contains(&format!("last ran on {}", first_db.display())),
        "{log}"
    );
    assert!(log.contains("is gone"), "{log}");
    assert!(!first_db.exists());

    // Told where on purpose, it starts.
    let other_db = other_dir.path().canonicalize().unwrap().join("new.db");
    let url = format!("sqlite://{}", other_db.display());
    let chosen = bot(other_dir.path(), state.path(), &fake, Some(&url))
        .await_ready(&other_db)
        .await;
    chosen.kill().await;
}

impl Bot {
    /// Waits until the store has connected, its log naming `db` (absolute), and the bot
    /// has reached the gateway.
    async fn await_ready(self, db: &Path) -> Bot {
        self.logged("store connected").await;
        self.logged(&db.display().to_string()).await;
        self.logged("slash commands registered").await;
        self
    }
}

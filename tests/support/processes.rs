//! Real `paiju` bot processes for the multi-process tests: spawned with their configuration
//! (a process name, a shard range, a Discord token of their own so the fake can tell who
//! called), killed the way a crash kills (SIGKILL) or stopped the way an upgrade stops them
//! (SIGTERM, timed), and their logs read.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::ExitStatus;
use std::time::{Duration, Instant};

/// What every process of one test shares.
pub struct Cluster {
    /// Where the processes run and their logs go.
    pub dir: PathBuf,
    pub database_url: String,
    /// The fake Discord (`DISCORD_PROXY_URL`).
    pub discord_url: String,
    /// `DEV_GUILD_ID`: where the slash commands are registered.
    pub dev_guild: u64,
}

/// One bot process.
pub struct BotProcess {
    /// `PAIJU_PROCESS`: its name in the lease tables.
    pub name: String,
    /// `SHARD_RANGE`.
    pub shards: String,
    /// Its `DISCORD_TOKEN`.
    pub token: String,
    pub log: PathBuf,
    pub started: Instant,
    child: tokio::process::Child,
}

/// The Discord token a process named `name` gets: `fake-token-<name>`.
pub fn token_of(name: &str) -> String {
    format!("fake-token-{name}")
}

/// The process whose requests carry this `Authorization` header (`Bot fake-token-<name>`).
pub fn process_of(authorization: &str) -> Option<&str> {
    authorization.strip_prefix("Bot fake-token-")
}

/// How a SIGTERM went.
#[derive(Debug)]
pub struct Stopped {
    /// The exit status; `None` if it had not exited by the deadline (it is killed then).
    pub status: Option<ExitStatus>,
    /// From the signal to the exit (or to the deadline).
    pub took: Duration,
}

impl Cluster {
    /// Starts `paiju` as process `name` serving `shards` (`SHARD_RANGE`: `0-0/2`,
    /// `standby/2`), its stdout and stderr in `<dir>/<name>.log`.
    pub fn spawn(&self, name: &str, shards: &str) -> BotProcess {
        let log = self.dir.join(format!("{name}.log"));
        let file = std::fs::File::create(&log).unwrap();
        let token = token_of(name);
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
            .current_dir(&self.dir)
            .env("DATABASE_URL", &self.database_url)
            .env("DISCORD_TOKEN", &token)
            .env("DISCORD_PROXY_URL", &self.discord_url)
            .env("DEV_GUILD_ID", self.dev_guild.to_string())
            .env("SHARD_RANGE", shards)
            .env("PAIJU_PROCESS", name)
            .env("RUST_LOG", "warn,paiju=info")
            .env("NO_COLOR", "1")
            .stdout(file.try_clone().unwrap())
            .stderr(file)
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        BotProcess {
            name: name.to_string(),
            shards: shards.to_string(),
            token,
            log,
            started: Instant::now(),
            child,
        }
    }
}

impl BotProcess {
    /// The `Authorization` header of its requests.
    pub fn authorization(&self) -> String {
        format!("Bot {}", self.token)
    }

    /// Whether it is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Kills it the way a crash does (SIGKILL: no cleanup, no flush, leases left to expire)
    /// and waits for it to be gone. Returns when the signal was sent.
    pub async fn kill(&mut self) -> Instant {
        let at = Instant::now();
        self.child.kill().await.unwrap();
        at
    }

    /// Sends SIGTERM (a rolling restart's stop) and waits up to `limit` for it to exit; past
    /// that it is killed.
    pub async fn terminate(&mut self, limit: Duration) -> Stopped {
        let pid = self.child.id().expect("the process is running");
        let at = Instant::now();
        // `kill -TERM`: no libc (and no unsafe) in the tests.
        let sent = std::process::Command::new("kill")
            .args(["-TERM", &pid.to_string()])
            .status()
            .unwrap();
        assert!(sent.success(), "kill -TERM {pid}");
        match tokio::time::timeout(limit, self.child.wait()).await {
            Ok(status) => Stopped {
                status: Some(status.unwrap()),
                took: at.elapsed(),
            },
            Err(_) => {
                let took = at.elapsed();
                let _ = self.child.kill().await;
                Stopped { status: None, took }
            }
        }
    }

    /// Its log so far, without terminal colours.
    pub fn read_log(&self) -> String {
        read_log(&self.log)
    }

    /// Waits until a line of its log contains every one of `parts` (polling every 50 ms), at
    /// most `limit`: when it was first seen, or `Err` with the log's tail.
    pub async fn wait_log(&self, parts: &[&str], limit: Duration) -> Result<Instant, String> {
        let deadline = Instant::now() + limit;
        loop {
            if log_has(&self.read_log(), parts) {
                return Ok(Instant::now());
            }
            if Instant::now() >= deadline {
                return Err(format!(
                    "{}: no log line with {parts:?} within {limit:?}; its log ends:\n{}",
                    self.name,
                    tail(&self.read_log(), 40)
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// Whether a line of `log` contains every one of `parts`.
pub fn log_has(log: &str, parts: &[&str]) -> bool {
    log.lines().any(|l| parts.iter().all(|p| l.contains(p)))
}

/// The lines of `log` that contain every one of `parts`.
pub fn log_lines<'a>(log: &'a str, parts: &[&str]) -> Vec<&'a str> {
    log.lines()
        .filter(|l| parts.iter().all(|p| l.contains(p)))
        .collect()
}

/// The last `n` lines of `log`.
pub fn tail(log: &str, n: usize) -> String {
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// A log file, without terminal colours.
pub fn read_log(path: &Path) -> String {
    let raw = std::fs::read_to_string(path).unwrap_or_default();
    let mut out = String::new();
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

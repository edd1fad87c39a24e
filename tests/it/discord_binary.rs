//! The `paiju` binary as a new user runs it — `DISCORD_TOKEN`, `DISCORD_PROXY_URL` and
//! `DEV_GUILD_ID` in the environment — against the fake Discord: three people open a table,
//! join, start and play to the end through slash commands, DM buttons and autocomplete only.
//! The bot logs at debug level throughout, and its token never appears in the logs.

use crate::support::driver::Driver;
use crate::support::fake::Fake;
use crate::support::{CHANNEL, GUILD};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use tokio::io::AsyncReadExt;

const TOKEN: &str = "fake-token-e2e-never-logged";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_plays_a_whole_game_against_the_fake() {
    let fake = Fake::start().await;
    // A fresh database: the default SQLite file, created on first start, in an empty folder.
    let dir = tempfile::tempdir().unwrap();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .current_dir(dir.path())
        .env_remove("DATABASE_URL")
        // Where the bot remembers its default database: this test's folder, not the home.
        .env(paiju::store::STATE_DIR_VAR, dir.path())
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_PROXY_URL", fake.url())
        .env("DEV_GUILD_ID", GUILD.to_string())
        .env("RUST_LOG", "debug")
        .env_remove("SHARD_RANGE")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    // Drain the logs as they come (a full pipe would stall the bot).
    let logs = Arc::new(Mutex::new(Vec::<u8>::new()));
    for mut pipe in [
        Box::new(child.stdout.take().unwrap()) as Box<dyn tokio::io::AsyncRead + Unpin + Send>,
        Box::new(child.stderr.take().unwrap()),
    ] {
        let logs = logs.clone();
        tokio::spawn(async move {
            let mut buf = [0u8; 8192];
            while let Ok(n) = pipe.read(&mut buf).await {
                if n == 0 {
                    break;
                }
                logs.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
    }
    fake.wait_connected_within(std::time::Duration::from_secs(60))
        .await;
    let identify = fake.identify_payloads();
    assert_eq!(
        identify[0]["token"],
        format!("Bot {TOKEN}"),
        "it identified with the token"
    );

    let mut driver = Driver::new(&fake, CHANNEL);
    let result = driver.play().await;
    let transcript = driver.channel_transcript().join("\n");
    assert!(result.is_ok(), "{result:?}\n{transcript}");
    assert!(transcript.contains("Game over."), "{transcript}");
    assert!(fake.requests().iter().all(|r| r.status != 404));

    child.kill().await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let logs = String::from_utf8_lossy(&logs.lock().unwrap()).to_string();
    assert!(logs.contains("slash commands registered"), "{logs}");
    assert!(!logs.contains(TOKEN), "the token leaked into the logs");
    // The tables were durable: the embedded SQLite file exists where it should.
    assert!(dir.path().join("data/paiju.db").exists());
}

#[test]
fn without_a_token_the_binary_explains_and_exits() {
    // Run where no `.env` can be found (an empty folder of its own), with no token in the
    // environment.
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("LANG", "en_US.UTF-8")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
    assert!(
        err.contains("https://discord.com/developers/applications"),
        "{err}"
    );
    assert!(
        err.contains("cargo run --release -- play doudizhu"),
        "{err}"
    );
}

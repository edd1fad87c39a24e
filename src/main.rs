//! The `paiju` binary: the Discord bot by default; `play`, `rules` and `sim` in the terminal.

use clap::Parser;
use paiju::discord::{Bot, Config, ConfigError};
use paiju::local::cli::{Cli, Cmd};
use paiju::table::SystemClock;
use paiju::table::registry::Registry;
use std::sync::Arc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let code = match cli.command {
        None | Some(Cmd::Bot) => run_bot().await?,
        Some(Cmd::Play(args)) => paiju::local::play::run(args).await?,
        Some(Cmd::Rules(cmd)) => paiju::local::rules::run(cmd)?,
        Some(Cmd::Sim(args)) => paiju::local::sim::run(args)?,
        Some(Cmd::Stdio { lang, database }) => {
            let locale = paiju::local::locale(lang.as_deref());
            let clock = std::sync::Arc::new(paiju::table::SystemClock);
            match database {
                Some(url) => {
                    let store = paiju::store::SqlStore::connect(&url).await?;
                    let registry = paiju::table::registry::Registry::new(store, clock);
                    registry.recover().await?;
                    paiju::local::stdio::serve(&registry, locale).await?;
                }
                None => {
                    let store = paiju::table::store::MemoryStore::new();
                    let registry = paiju::table::registry::Registry::new(store, clock);
                    paiju::local::stdio::serve(&registry, locale).await?;
                }
            }
            0
        }
        Some(Cmd::Export { table, database }) => {
            let record = paiju::local::replay::load(table, database).await?;
            println!("{}", serde_json::to_string_pretty(&record)?);
            0
        }
        Some(Cmd::Replay {
            source,
            database,
            json,
            lang,
        }) => {
            let locale = paiju::local::locale(lang.as_deref());
            paiju::local::replay::run(&source, database, locale, json).await?
        }
    };
    std::process::exit(code);
}

const NO_TOKEN: &str = "\
paiju needs a Discord bot token to run the bot, and DISCORD_TOKEN is not set.

To get one:
  1. Open https://discord.com/developers/applications and create an application (New Application).
  2. Bot → Reset Token → copy it. No privileged intent is needed.
  3. Put it in a file named .env next to Cargo.toml (see .env.example):
         DISCORD_TOKEN=your-token
     or export DISCORD_TOKEN in your shell.
  4. Invite the bot: OAuth2 → URL Generator → scopes `bot` and `applications.commands`,
     permission Send Messages; open the URL and pick your server.
Then run `cargo run --release` again (set DEV_GUILD_ID to your server's id for instant commands).

No token? Play in the terminal instead, against two bots:

    cargo run --release -- play doudizhu

(README.md has scripts, rules queries and the simulator.)";

async fn run_bot() -> anyhow::Result<i32> {
    // `.env` fills in what the environment does not set; a missing file is fine.
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,paiju=debug".into()),
        )
        .init();
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(ConfigError::MissingToken) => {
            eprintln!("{NO_TOKEN}");
            return Ok(2);
        }
        Err(e) => {
            eprintln!("paiju: {e}");
            return Ok(2);
        }
    };
    // Tables are durable: SQLite by default (created on first start), PostgreSQL by URL.
    let url = paiju::store::database_url();
    let store = paiju::store::SqlStore::connect(&url).await?;
    tracing::info!(backend = ?store.backend(), "store ready");
    let registry = Arc::new(Registry::new(store, Arc::new(SystemClock)));
    let running = Bot::new(config, registry).start().await?;
    running.serve().await?;
    Ok(0)
}

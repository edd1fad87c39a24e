//! The `paiju` binary: the Discord bot by default; `play`, `rules` and `sim` in the terminal.

use clap::Parser;
use paiju::local::cli::{Cli, Cmd};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let code = match cli.command {
        None | Some(Cmd::Bot) => run_bot(),
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

fn run_bot() -> i32 {
    eprintln!(
        "The Discord frontend is not built yet. Play in the terminal instead:\n\
         \n    cargo run --release -- play doudizhu\n\
         \n(see README.md for scripts, rules queries and the simulator)."
    );
    2
}

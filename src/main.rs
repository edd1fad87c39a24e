//! The `paiju` binary: the Discord bot by default; `play`, `rules`, `sim`, `tables`, `export`
//! and `replay` in the terminal.

use clap::Parser;
use clap::error::{ContextKind, ErrorKind};
use paiju::discord::{Bot, Config, ConfigError};
use paiju::local::cli::{ArgRefusal, Cli, Cmd};
use paiju::table::SystemClock;
use paiju::table::registry::Registry;
use std::sync::Arc;

#[tokio::main]
async fn main() {
    let cli = Cli::try_parse().unwrap_or_else(|e| refuse_argument(e));
    let code = match run(cli.command).await {
        Ok(code) => code,
        Err(e) => {
            // Said plainly, without a backtrace: these are a user's mistakes (a missing
            // file, a wrong id), not the program's.
            eprintln!("paiju: {e:#}");
            1
        }
    };
    std::process::exit(code);
}

/// Ends the process on a command line clap refused. A value one of paiju's own parsers
/// refused is said in the user's language (`ArgRefusal`), naming the argument and nothing
/// else; every other case (help, version, an unknown flag) is clap's.
fn refuse_argument(e: clap::Error) -> ! {
    let ours = std::error::Error::source(&e).and_then(|s| s.downcast_ref::<ArgRefusal>());
    let arg = e.get(ContextKind::InvalidArg).map(ToString::to_string);
    match (ours, arg) {
        (Some(why), Some(arg)) if e.kind() == ErrorKind::ValueValidation => {
            // `--seed <SEED>` is named as typed: `--seed`.
            let arg = arg.split_whitespace().next().unwrap_or_default();
            let args: Vec<String> = std::env::args().collect();
            let locale = paiju::local::locale(paiju::local::cli::lang_in(&args));
            let why = why.in_locale(locale);
            eprintln!(
                "{}",
                paiju::t!(locale, "local-bad-argument", arg = arg, why = why)
            );
            std::process::exit(2)
        }
        _ => e.exit(),
    }
}

async fn run(command: Option<Cmd>) -> anyhow::Result<i32> {
    Ok(match command {
        None | Some(Cmd::Bot) => run_bot().await?,
        Some(Cmd::Play(args)) => paiju::local::play::run(args).await?,
        Some(Cmd::Rules(cmd)) => cmd.run(),
        Some(Cmd::Sim(args)) => paiju::local::sim::run(args)?,
        Some(Cmd::Arena(args)) => paiju::local::arena::run(args)?,
        Some(Cmd::League(cmd)) => paiju::local::league::run(cmd).await?,
        Some(Cmd::Render(cmd)) => paiju::local::images::run(cmd)?,
        Some(Cmd::Stdio { lang, database }) => {
            // The protocol owns stdout; the operator's log goes to stderr (what the store
            // could not write, and when it could again).
            tracing_subscriber::fmt()
                .with_writer(std::io::stderr)
                .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
                .with_env_filter(log_filter("info"))
                .init();
            let locale = paiju::local::locale(lang);
            let clock = std::sync::Arc::new(paiju::table::SystemClock);
            match database {
                Some(url) => {
                    let store = paiju::store::SqlStore::connect(&url).await?;
                    let league =
                        paiju::league::League::new(paiju::league::SqlLeagueStore::new(&store));
                    let registry = paiju::table::registry::Registry::new(store, clock);
                    registry.recover().await?;
                    paiju::local::stdio::serve(&registry, &league, locale).await?;
                }
                None => {
                    let store = paiju::table::store::MemoryStore::new();
                    let league = paiju::league::League::memory().await?;
                    let registry = paiju::table::registry::Registry::new(store, clock);
                    paiju::local::stdio::serve(&registry, &league, locale).await?;
                }
            }
            0
        }
        Some(Cmd::Web { listen, database }) => {
            let _ = dotenvy::dotenv();
            tracing_subscriber::fmt()
                .with_env_filter(log_filter("info"))
                .init();
            let url = paiju::local::tables::url(database);
            let locale = paiju::local::locale(None);
            // Read-only: the pages never write, and the bot may be writing beside them.
            let store = paiju::local::tables::open_to_read(&url, locale).await?;
            let site = paiju::web::Site::new(&store, true);
            let server = paiju::web::Server::new(site, paiju::web::Limits::default());
            paiju::web::serve(server, &listen).await?;
            0
        }
        Some(Cmd::Tables { database, lang }) => {
            paiju::local::tables::run(database, paiju::local::locale(lang)).await?
        }
        Some(Cmd::Export { table, database }) => {
            let locale = paiju::local::locale(None);
            let id = paiju::local::tables::parse_id(&table, locale)?;
            let url = paiju::local::tables::url(database);
            let record = paiju::local::tables::load(id, &url, locale).await?;
            paiju::outln!("{}", serde_json::to_string_pretty(&record)?);
            0
        }
        Some(Cmd::Replay {
            source,
            database,
            json,
            lang,
        }) => {
            let locale = paiju::local::locale(lang);
            paiju::local::replay::run(&source, database, locale, json).await?
        }
    })
}

/// What to do without a token, for someone who runs the binary (`me`: its name as they typed
/// it) or runs it with cargo from the source folder, in `$LANG`'s language.
fn no_token(me: &str) -> String {
    let locale = paiju::local::locale(None);
    paiju::t!(locale, "local-no-token", me = me)
}

/// What to log: `RUST_LOG`, or else `default`.
fn log_filter(default: &str) -> tracing_subscriber::EnvFilter {
    tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| default.into())
}

/// This process's name in the shards' leases when `PAIJU_PROCESS` does not give one.
fn process_name() -> String {
    let host = std::fs::read_to_string("/etc/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "paiju".into());
    format!("{host}-{}", std::process::id())
}

async fn run_bot() -> anyhow::Result<i32> {
    // `.env` fills in what the environment does not set; a missing file is fine.
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(log_filter("info,paiju=debug"))
        .init();
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(ConfigError::MissingToken) => {
            let me = std::env::args().next().unwrap_or_else(|| "paiju".into());
            // On the PATH it is just `paiju`; elsewhere the path as typed (`./paiju`,
            // `target/release/paiju`).
            let me = if me.contains('/') { me } else { "paiju".into() };
            eprintln!("{}", no_token(&me));
            return Ok(2);
        }
        Err(e) => {
            eprintln!("paiju: {e}");
            return Ok(2);
        }
    };
    // The hard bots' sampled tables, built once, before the first table needs them.
    std::thread::spawn(paiju_rules::games::any::warm_up);
    // Tables are durable: SQLite by default (created on first start), PostgreSQL by URL.
    let url = paiju::store::database_url();
    // The default file is relative to this folder: not a fresh start where the bot ran before.
    let default =
        paiju::store::DefaultDatabase::unless_set(std::env::var("DATABASE_URL").ok().as_deref());
    if let Some(default) = &default {
        default.check()?;
    }
    let store = paiju::store::SqlStore::connect(&url).await?;
    if let Some(default) = &default {
        default.remember();
    }
    tracing::info!(backend = ?store.backend(), "store ready");
    let league = paiju::league::League::new(paiju::league::SqlLeagueStore::new(&store));
    // People's `/notify` settings, in the same database.
    let prefs = paiju::users::Prefs::load(paiju::users::SettingsStore::new(&store)).await?;
    // Several processes on one PostgreSQL share the shards by lease (README, "Scale out").
    let cluster = match (store.backend(), config.shard_count()) {
        (paiju::store::Backend::Postgres, Some(total)) => {
            let me = config.process.clone().unwrap_or_else(process_name);
            tracing::info!(process = %me, shards = total, "one process of several: shards by lease");
            Some(paiju::store::sql::cluster::Cluster::new(store.clone(), &url, me, total).await?)
        }
        (_, Some(_)) if config.standby.is_some() => {
            anyhow::bail!("SHARD_RANGE=standby/N needs PostgreSQL (DATABASE_URL=postgres://…)")
        }
        _ => None,
    };
    let web_store = store.clone();
    let registry = Arc::new(Registry::new(store, Arc::new(SystemClock)));
    // A thousand tables' bots must not make each other's tables wait (docs/bots.md).
    registry.set_bot_budget(Arc::new(paiju::table::BotBudget::live(config.bot_searches)));
    let mut bot = Bot::new(config, registry)
        .league(league)
        .prefs(Arc::new(prefs));
    if let Some(cluster) = cluster {
        bot = bot.cluster(cluster);
    }
    // `/settings web:on` answers with the pages' address, so it needs the public one.
    if let Some(base) = std::env::var("WEB_BASE_URL")
        .ok()
        .filter(|b| !b.trim().is_empty())
    {
        let consent = paiju::league::consent::WebConsent::new(&web_store);
        bot = bot.web(paiju::discord::web_pages::WebPages::new(
            consent,
            base.trim(),
        ));
    }
    // The league's pages in this process too, over the bot's own store (docs/web.md).
    if let Some(addr) = std::env::var("WEB_ADDR")
        .ok()
        .filter(|a| !a.trim().is_empty())
    {
        let site = paiju::web::Site::new(&web_store, false);
        let server = paiju::web::Server::new(site, paiju::web::Limits::default());
        tokio::spawn(async move {
            if let Err(e) = paiju::web::serve(server, addr.trim()).await {
                tracing::error!(error = %e, "the web pages stopped");
            }
        });
    }
    let running = bot.start().await?;
    running.serve().await?;
    Ok(0)
}

//! `paiju stdio`: a line protocol over stdin/stdout, for programs (tests, agents, other
//! frontends). One JSON request per line:
//!
//! `{"key": "k1", "channel": 1, "user": 2, "name": "Ann", "command": "play 33344"}`
//!
//! A line holds at most 1 MiB ([`MAX_LINE`], newline not counted): a longer one is answered
//! with an error and skipped to its newline, and the next line is served as usual. A field
//! the protocol does not know (a misspelt `"moderater"`) is refused with an error that names
//! it and the accepted ones (`key`, `channel`, `user`, `name`, `command`, `seed`, `moderator`,
//! `guild`), and nothing is applied. Bidi controls (U+202E …) are dropped from `name`.
//!
//! commands: `table new GAME [key=value …]`, `table join|leave|start|end|bot|back`, `hand`,
//! `status`, and the game verbs (`bid 2`, `play 33344`, `pass`, …); `"seed"` fixes a new
//! game's deal. One JSON reply per request, written only after the table's log is durable:
//!
//! `{"key": "k1", "ok": true, "messages": […], "to_act": [{"user": 3, "moves": ["pass", …]}]}`
//!
//! or `{"key": "k1", "ok": false, "error": "…"}`. `"guild"` (optional) puts a new table in that
//! server, as a Discord interaction does; league commands (`league season start NAME [GAME]`,
//! `league season end|list`, `league standings [GAME] [season=S|all]`, `league results`,
//! `league player USER [GAME]`, `league void ID REASON…`, `league correct ID S1,S2,… REASON…`,
//! `league history`) need it, and the admin ones `"moderator": true`; they answer with
//! `"data"` beside the messages (the JSON of `paiju league … --json`). A request whose key was
//! already applied answers `ok` with `"duplicate": true` and the messages its first answer had,
//! so a client may resend whatever it did not see acknowledged (after a crash) without doubling
//! anything; a key is kept 7 days across tables and commands, and the same key with another
//! request (user, channel, command) is refused.

use super::line_reader::{Line, read_line};
use crate::games::Options;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::league::League;
use crate::render::{self, RenderCtx};
use crate::table::registry::{Registry, ServiceError};
use crate::table::store::Store;
use crate::table::{ChannelId, Command, GuildId, Notice, Recipient, TableError, UserId};
use serde::Deserialize;
use serde_json::{Value, json};
use std::io::Write;

/// A field the protocol does not know (`"moderater"`) is refused, naming it and the accepted
/// ones: ignored, a misspelt `moderator` would run an admin command as a plain member.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    #[serde(default)]
    pub key: Option<String>,
    pub channel: u64,
    pub user: u64,
    #[serde(default)]
    pub name: Option<String>,
    pub command: String,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub moderator: bool,
    #[serde(default)]
    pub guild: Option<u64>,
}

/// The longest request line (without its newline) `serve` reads: a request is a few hundred
/// bytes, and a longer line is refused without being held in memory.
pub const MAX_LINE: usize = 1 << 20;

/// Serves requests from stdin until it closes (or stdout does). A line that is not UTF-8, or
/// longer than [`MAX_LINE`], is answered with an error like any other bad request.
pub async fn serve<S: Store>(
    registry: &Registry<S>,
    league: &League,
    locale: Locale,
) -> anyhow::Result<()> {
    // Results of games that ended after the last run's final league write.
    if let Err(e) = league.catch_up_all().await {
        tracing::warn!("league catch-up failed: {e}");
    }
    let mut stdin = std::io::stdin().lock();
    let mut stdout = std::io::stdout();
    let mut bytes = Vec::new();
    loop {
        let reply = match read_line(&mut stdin, &mut bytes, MAX_LINE)? {
            Line::End => break,
            Line::TooLong(len) => json!({"ok": false, "error": format!(
                "bad request: the line has {len} bytes, more than the limit of {MAX_LINE} bytes \
                 (1 MiB); it was skipped"
            )}),
            // Any bytes may arrive: a line that is not UTF-8 is answered like any bad request.
            Line::Read => match std::str::from_utf8(&bytes) {
                Err(e) => json!({"ok": false, "error": format!("bad request: not UTF-8 ({e})")}),
                Ok(line) if line.trim().is_empty() => continue,
                Ok(line) => match serde_json::from_str::<Request>(line) {
                    Ok(mut req) => {
                        // Without bidi controls, as every name (`i18n::bidi`).
                        req.name = req
                            .name
                            .map(|n| crate::i18n::bidi::strip(&n).into_owned())
                            .filter(|n| !n.trim().is_empty());
                        handle(registry, league, req, locale).await
                    }
                    Err(e) => json!({"ok": false, "error": format!("bad request: {e}")}),
                },
            },
        };
        let written = writeln!(stdout, "{reply}").and_then(|()| stdout.flush());
        match written {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => break,
            other => other?,
        }
    }
    Ok(())
}

pub async fn handle<S: Store>(
    registry: &Registry<S>,
    league: &League,
    req: Request,
    locale: Locale,
) -> Value {
    let key = req.key.clone();
    match run(registry, league, req, locale).await {
        Ok(mut v) => {
            v["key"] = json!(key);
            v["ok"] = json!(true);
            v
        }
        Err(e) => json!({"key": key, "ok": false, "error": e}),
    }
}

async fn run<S: Store>(
    registry: &Registry<S>,
    league: &League,
    req: Request,
    locale: Locale,
) -> Result<Value, String> {
    let channel = ChannelId(req.channel);
    let user = UserId(req.user);
    let name = req
        .name
        .clone()
        .unwrap_or_else(|| format!("user{}", req.user));
    let mut ctx = registry.ctx(user, &name, req.key.clone());
    ctx.moderator = req.moderator;
    if let Some(seed) = req.seed {
        ctx.entropy = seed;
    }
    let guild = req.guild.map(GuildId);
    let words: Vec<&str> = req.command.split_whitespace().collect();
    let command = match words.as_slice() {
        ["league", rest @ ..] => {
            let caller = crate::league::Caller {
                user,
                admin: req.moderator,
                roles: Vec::new(),
            };
            let now = registry.clock().now();
            return crate::league::commands::run(league, guild, &caller, rest, now, locale)
                .await
                .map(|r| json!({"messages": [r.text], "data": r.data}))
                .map_err(|e| crate::league::text::error(&e, locale));
        }
        ["table", "new", game, options @ ..] => {
            let kind = GameKind::from_name(game).ok_or_else(|| format!("unknown game `{game}`"))?;
            let mut options = Options::parse_pairs(options.iter().copied());
            if let Some(g) = guild {
                // As on Discord: a table the league will rate has no hints unless it asks.
                options = league
                    .table_defaults(g, kind, options)
                    .await
                    .map_err(|e| crate::league::text::error(&e, locale))?;
            }
            return match registry.open(channel, guild, kind, options, &ctx).await {
                Ok((_, handled)) => Ok(reply_at(handled.table(), &handled.outbox, locale)),
                Err(e) => duplicate(registry, channel, e, locale).await,
            };
        }
        ["table", "join"] => Command::Join,
        ["table", "leave"] => Command::Leave,
        ["table", "start"] => Command::Start { deal: None },
        ["table", "end"] => Command::End,
        ["table", "bot"] => Command::add_bot(),
        ["table", "bot", level] => Command::AddBot {
            level: Some(
                level
                    .parse()
                    .map_err(|e: crate::games::bots::UnknownLevel| e.to_string())?,
            ),
            name: None,
        },
        ["table", "back"] => Command::Back,
        ["hand"] | ["status"] => {
            let shared = registry
                .table(channel)
                .await
                .map_err(|e| error_text(&e, locale))?;
            let shared = shared.ok_or_else(|| error_text(&TableError::NoTable.into(), locale))?;
            let table = shared.lock().await;
            let names = table.names();
            let ctx = RenderCtx {
                locale,
                names: &names,
            };
            let text = if words[0] == "hand" {
                table
                    .hand(user)
                    .map(|v| render::view(&v, &ctx))
                    .map_err(|e| render::errors::table_error(&e, &ctx))?
            } else {
                render::status(&table.status_view(registry.clock().now()), locale)
            };
            return Ok(json!({"messages": [text], "to_act": to_act(&table)}));
        }
        [_, ..] => Command::Typed {
            text: req.command.clone(),
        },
        [] => return Err("empty command".into()),
    };
    let command = rated_command(registry, league, channel, user, req.moderator, command)
        .await
        .map_err(|e| crate::league::text::error(&e, locale))?;
    match registry.execute(channel, &ctx, command).await {
        Ok(handled) => {
            if handled
                .outbox
                .iter()
                .any(|o| crate::league::derive::ends_a_result(&o.notice))
            {
                record_results(registry, league, handled.table().id()).await;
            }
            Ok(reply_at(handled.table(), &handled.outbox, locale))
        }
        Err(e) => duplicate(registry, channel, e, locale).await,
    }
}

/// A refusal, unless the request was applied before: then `ok` with `"duplicate": true` and
/// the messages the first time gave (told again from the log), with who acts now.
async fn duplicate<S: Store>(
    registry: &Registry<S>,
    channel: ChannelId,
    e: ServiceError,
    locale: Locale,
) -> Result<Value, String> {
    let (retold, outbox) = match &e {
        ServiceError::Duplicate(record) => match registry.retell(record).await {
            Ok((table, handled)) => (Some(table), handled.outbox),
            Err(err) => {
                tracing::warn!(key = %record.key, "a duplicate's outcome not retold: {err}");
                (None, Vec::new())
            }
        },
        // A key the table's log has but no record kept (recorded before keys were).
        _ if e.table_error() == Some(&TableError::AlreadyApplied) => (None, Vec::new()),
        _ => return Err(error_text(&e, locale)),
    };
    // The channel's table as it is now; the table the request left, when that one has
    // closed since (a resent `table end`).
    let mut v = match (registry.table(channel).await, retold) {
        (Ok(Some(shared)), _) => reply_at(&**shared.lock().await, &outbox, locale),
        (_, Some(table)) => reply_at(&table, &outbox, locale),
        _ => json!({"messages": [], "to_act": []}),
    };
    v["duplicate"] = json!(true);
    Ok(v)
}

/// `End` and `Remove` at a table the league rates (`League::table_command`); `"moderator"`
/// is the league admin over stdio, as for league commands.
async fn rated_command<S: Store>(
    registry: &Registry<S>,
    league: &League,
    channel: ChannelId,
    user: UserId,
    moderator: bool,
    command: Command,
) -> Result<Command, crate::league::LeagueError> {
    let Ok(Some(shared)) = registry.table(channel).await else {
        return Ok(command);
    };
    let header = shared.lock().await.header().clone();
    let caller = crate::league::Caller {
        user,
        admin: moderator,
        roles: Vec::new(),
    };
    league.table_command(&header, &caller, command).await
}

/// A game (or a Dou Dizhu hand) ended: its table's results go to the league now (should this
/// fail, the log is derived again at the next start: `League::catch_up_all`).
async fn record_results<S: Store>(
    registry: &Registry<S>,
    league: &League,
    table: crate::table::TableId,
) {
    if let Ok(Some(record)) = registry.store().load(table).await
        && let Err(e) = league.record(&record).await
    {
        tracing::warn!(%table, "league results not recorded yet: {e}");
    }
}

/// The rendered messages (channel ones plain, private ones as `@user: …`), with the names,
/// turn (who acts next, with their legal moves) and status of `table`.
fn reply_at(
    table: &crate::table::Table,
    outbox: &[crate::table::Outgoing],
    locale: Locale,
) -> Value {
    let names = table.names();
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    let messages: Vec<String> = outbox
        .iter()
        .filter_map(|o| {
            let text = match &o.notice {
                Notice::Opened { .. } => opened(&o.notice, table.header().channel, &ctx)?,
                notice => render::notice(notice, &ctx)?,
            };
            Some(match o.to {
                Recipient::Channel => text,
                Recipient::User(u) => format!("@{u}: {text}"),
            })
        })
        .collect();
    json!({"messages": messages, "to_act": to_act(table), "status": table.status()})
}

/// "Ann opened a table": here nobody types `/table join` (a Discord command), so the line
/// gives the request that sits a player down.
fn opened(notice: &Notice, channel: ChannelId, ctx: &RenderCtx) -> Option<String> {
    let Notice::Opened {
        kind,
        creator,
        options,
    } = notice
    else {
        return None;
    };
    let request = json!({"channel": channel.0, "user": "…", "name": "…", "command": "table join"});
    let mut s = crate::t!(
        ctx.locale,
        "stdio-opened",
        creator = creator,
        game = render::game_name(ctx.locale, *kind),
        request = request.to_string()
    );
    if !options.0.is_empty() {
        s.push_str(&render::options_note(ctx.locale, &options.0));
    }
    Some(s)
}

fn to_act(table: &crate::table::Table) -> Value {
    let users: Vec<Value> = table
        .users_to_act()
        .into_iter()
        .map(|u| json!({"user": u.0, "moves": table.legal_commands(u)}))
        .collect();
    json!(users)
}

fn error_text(e: &ServiceError, locale: Locale) -> String {
    render::errors::service_error(e, &RenderCtx { locale, names: &[] })
}

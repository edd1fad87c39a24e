//! `/league …` and `/settings`: the league of the server the command comes from. Standings
//! page with buttons (`lg:st:PAGE:GAME:SCOPE`), the caller's row marked; `/league player`
//! attaches the rating chart (PNG), `/league export` a CSV, and a history button the table's
//! log (JSON). Permission to run the league is the league's own check (`League::is_admin`).

use super::Leagues;
use super::commands::options::{int_option, option, string_option};
use super::commands::spec::{Help, OptionSpec};
use super::commands::{Call, CommandSpec, Slash};
use super::markdown;
use super::respond::Reply;
use super::who::Who;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::league::{Caller, GuildSettings, League, LeagueError, Scope, chart, text};
use crate::t;
use crate::table::store::Store;
use crate::table::{GuildId, TableId, TableOp, TableRecord, UserId};
use serenity::all::{
    ButtonStyle, CommandInteraction, ComponentInteraction, CreateActionRow, CreateButton,
    ResolvedOption, ResolvedValue,
};

/// Standings rows per page.
const PAGE: usize = 10;

fn mention(u: UserId) -> String {
    format!("<@{u}>")
}

fn refused(e: &LeagueError, loc: Locale) -> Reply {
    Reply::text(format!("✗ {}", markdown::league_error(e, loc)))
}

pub struct LeagueCommand;

impl Slash for LeagueCommand {
    const SPEC: CommandSpec = CommandSpec::new(
        "league",
        &[
            OptionSpec::group(
                "season",
                &[
                    OptionSpec::sub(
                        "start",
                        &[
                            OptionSpec::string("name").required(),
                            OptionSpec::string("game").games(),
                        ],
                    ),
                    OptionSpec::sub("end", &[]),
                    OptionSpec::sub("list", &[]),
                ],
            ),
            OptionSpec::sub(
                "standings",
                &[
                    OptionSpec::string("game").games(),
                    OptionSpec::string("season"),
                ],
            ),
            OptionSpec::sub(
                "player",
                &[OptionSpec::user("user"), OptionSpec::string("game").games()],
            ),
            OptionSpec::sub("history", &[OptionSpec::string("game").games()]),
            OptionSpec::sub("export", &[OptionSpec::string("season")]),
            OptionSpec::sub(
                "void",
                &[
                    OptionSpec::integer("result").required(),
                    OptionSpec::string("reason").required(),
                ],
            ),
            OptionSpec::sub(
                "correct",
                &[
                    OptionSpec::integer("result").required(),
                    OptionSpec::string("scores").required(),
                    OptionSpec::string("reason").required(),
                ],
            ),
        ],
        Help::Line { rank: 16 },
    )
    .guild_only();
    // Read subcommand by subcommand as the league's commands run (`league_sub`).
    type Options = ();
    type Service<S: Store> = Leagues<S>;

    async fn run<S: Store>(leagues: &Leagues<S>, call: &Call<'_>, (): ()) -> Reply {
        leagues.league_command(call.interaction, call.who).await
    }
}

pub struct Settings;

impl Slash for Settings {
    const SPEC: CommandSpec = CommandSpec::new(
        "settings",
        &[
            OptionSpec::role("admin_role"),
            OptionSpec::string("table_options"),
            OptionSpec::string("language").choices(&["en-US", "zh-CN", "ja", "auto"]),
            OptionSpec::string("web").choices(&["on", "off"]),
        ],
        Help::Line { rank: 17 },
    )
    .guild_only()
    // Manage Server: a server's admins see it until the server gives it to others.
    .permissions("32");
    type Options = ();
    type Service<S: Store> = Leagues<S>;

    async fn run<S: Store>(leagues: &Leagues<S>, call: &Call<'_>, (): ()) -> Reply {
        leagues.league_command(call.interaction, call.who).await
    }
}

impl<S: Store> Leagues<S> {
    async fn league_command(&self, c: &CommandInteraction, who: &Who) -> Reply {
        let loc = who.locale;
        let (Some(league), Some(guild)) = (&self.league, who.guild) else {
            return refused(&LeagueError::NoGuild, loc);
        };
        let caller = &who.caller;
        let options = c.data.options();
        let result = if c.data.name == "settings" {
            self.settings_command(league, guild, caller, &options, who)
                .await
        } else {
            match options.first() {
                Some(ResolvedOption {
                    name,
                    value: ResolvedValue::SubCommandGroup(sub),
                    ..
                }) if *name == "season" => match sub.first() {
                    Some(ResolvedOption {
                        name,
                        value: ResolvedValue::SubCommand(o),
                        ..
                    }) => {
                        self.season_command(league, guild, caller, name, o, loc)
                            .await
                    }
                    _ => Ok(Reply::text(t!(loc, "league-usage"))),
                },
                Some(ResolvedOption {
                    name,
                    value: ResolvedValue::SubCommand(o),
                    ..
                }) => self.league_sub(league, guild, caller, name, o, loc).await,
                _ => Ok(Reply::text(t!(loc, "league-usage"))),
            }
        };
        match result {
            Ok(reply) if c.data.name == "league" => self.with_page_link(reply, guild, loc).await,
            Ok(reply) => reply,
            Err(e) => refused(&e, loc),
        }
    }

    async fn season_command(
        &self,
        league: &League,
        guild: GuildId,
        caller: &Caller,
        sub: &str,
        o: &[ResolvedOption<'_>],
        loc: Locale,
    ) -> Result<Reply, LeagueError> {
        let now = self.registry.clock().now();
        Ok(Reply::text(match sub {
            "start" => {
                let kind = string_option(o, "game").and_then(GameKind::from_name);
                let name = string_option(o, "name").unwrap_or("");
                let s = league.start_season(guild, caller, name, kind, now).await?;
                let name = markdown::escape(&s.name);
                match s.kind {
                    Some(k) => t!(
                        loc,
                        "league-season-started-game",
                        name = name,
                        id = s.id,
                        game = text::game_name(Some(k), loc)
                    ),
                    None => t!(loc, "league-season-started", name = name, id = s.id),
                }
            }
            "end" => {
                let s = league.end_season(guild, caller, now).await?;
                t!(
                    loc,
                    "league-season-ended",
                    name = markdown::escape(&s.name),
                    id = s.id
                )
            }
            _ => text::seasons(&markdown::seasons(league.seasons(guild).await?), loc),
        }))
    }

    async fn league_sub(
        &self,
        league: &League,
        guild: GuildId,
        caller: &Caller,
        sub: &str,
        o: &[ResolvedOption<'_>],
        loc: Locale,
    ) -> Result<Reply, LeagueError> {
        let now = self.registry.clock().now();
        match sub {
            "standings" => {
                let scope = league
                    .resolve_scope(guild, string_option(o, "season"))
                    .await?;
                let kind = league
                    .resolve_game(guild, string_option(o, "game"), scope)
                    .await?;
                standings_page(league, guild, kind, scope, None, caller.user, loc).await
            }
            "player" => {
                let user = match option(o, "user") {
                    Some(ResolvedValue::User(u, _)) => UserId(u.id.get()),
                    _ => caller.user,
                };
                let scope = league.resolve_scope(guild, None).await?;
                let kind = league
                    .resolve_game(guild, string_option(o, "game"), scope)
                    .await?
                    .ok_or(LeagueError::WhichGame)?;
                let mut card = league
                    .player(guild, kind, scope, user, Some(caller.user))
                    .await?;
                card.recent = markdown::results(card.recent);
                let seasons = markdown::seasons(league.seasons(guild).await?);
                let scope_text = text::scope_name(scope, &seasons, loc);
                let content = text::player_card(&card, kind, &scope_text, &mention, loc);
                let ratings: Vec<f64> = card.timeline.iter().map(|(_, r)| *r).collect();
                let png =
                    chart::rating_png(&ratings).map_err(|e| LeagueError::Store(e.to_string()))?;
                Ok(Reply::Files {
                    content,
                    components: Vec::new(),
                    files: vec![("rating.png".to_string(), png)],
                })
            }
            "history" => {
                let kind = match string_option(o, "game") {
                    Some(g) => Some(
                        GameKind::from_name(g)
                            .ok_or_else(|| LeagueError::UnknownGame(g.to_string()))?,
                    ),
                    None => None,
                };
                let mut results = markdown::results(league.results(guild, kind).await?);
                results.reverse();
                results.truncate(10);
                let actions = markdown::actions(league.actions(guild, 10).await?);
                let mut lines = vec![t!(loc, "league-results-title")];
                if results.is_empty() {
                    lines.push(t!(loc, "league-results-empty"));
                }
                lines.extend(results.iter().map(|r| text::result_line(r, &mention, loc)));
                lines.push(String::new());
                lines.push(t!(loc, "league-history-title"));
                if actions.is_empty() {
                    lines.push(t!(loc, "league-history-empty"));
                }
                lines.extend(actions.iter().map(|a| text::action_line(a, &mention, loc)));
                let mut tables: Vec<(TableId, i64)> = Vec::new();
                for r in &results {
                    if !tables.iter().any(|(t, _)| *t == r.table) && tables.len() < 5 {
                        tables.push((r.table, r.id));
                    }
                }
                let buttons: Vec<CreateButton> = tables
                    .iter()
                    .map(|(t, id)| {
                        CreateButton::new(format!("lg:log:{t}"))
                            .label(t!(loc, "league-log-button", id = *id))
                            .style(ButtonStyle::Secondary)
                    })
                    .collect();
                let components = if buttons.is_empty() {
                    Vec::new()
                } else {
                    vec![CreateActionRow::Buttons(buttons)]
                };
                Ok(Reply::Message {
                    content: lines.join("\n"),
                    components,
                })
            }
            "export" => {
                let scope = league
                    .resolve_scope(guild, string_option(o, "season"))
                    .await?;
                let mut results = league.results(guild, None).await?;
                if let Scope::Season(id) = scope {
                    results.retain(|r| r.season == Some(id));
                }
                let mut standings = Vec::new();
                for kind in GameKind::ALL {
                    if results.iter().any(|r| r.kind == kind && r.counts()) {
                        standings.extend(league.standings(guild, kind, scope).await?);
                    }
                }
                let csv = text::csv(&results, &standings);
                Ok(Reply::Files {
                    content: t!(loc, "league-export-done"),
                    components: Vec::new(),
                    files: vec![("league.csv".to_string(), csv.into_bytes())],
                })
            }
            "void" => {
                let id = int_option(o, "result").unwrap_or(0);
                let reason = string_option(o, "reason").unwrap_or("");
                league.void(guild, caller, id, reason, now).await?;
                Ok(Reply::text(t!(loc, "league-voided", id = id)))
            }
            "correct" => {
                let id = int_option(o, "result").unwrap_or(0);
                let reason = string_option(o, "reason").unwrap_or("");
                let scores = string_option(o, "scores").unwrap_or("");
                league
                    .correct_typed(guild, caller, id, scores, reason, now)
                    .await?;
                Ok(Reply::text(t!(loc, "league-corrected", id = id)))
            }
            _ => Ok(Reply::text(t!(loc, "league-usage"))),
        }
    }

    async fn settings_command(
        &self,
        league: &League,
        guild: GuildId,
        caller: &Caller,
        o: &[ResolvedOption<'_>],
        who: &Who,
    ) -> Result<Reply, LeagueError> {
        let loc = who.locale;
        let mut settings = league.settings(guild).await?;
        if !o.is_empty() {
            if let Some(ResolvedValue::Role(r)) = option(o, "admin_role") {
                settings.admin_role = Some(r.id.get());
            }
            if let Some(opts) = string_option(o, "table_options") {
                settings.table_options = Some(opts.to_string());
            }
            if let Some(lang) = string_option(o, "language") {
                // `auto` lifts the override: each member reads in their own language again.
                settings.locale = match lang {
                    "auto" => None,
                    "en-US" | "zh-CN" | "ja" => Some(lang.to_string()),
                    _ => return Err(LeagueError::BadLanguage(lang.to_string())),
                };
            }
            league
                .set_settings(guild, caller, &settings, self.registry.clock().now())
                .await?;
            self.discord
                .readers
                .set_override(guild, settings.locale.as_deref().map(Locale::from_tag));
            // This very answer is already in the server's new language.
            let loc = self.discord.readers.reply(Some(guild), who.own_locale);
            let mut answer = settings_text(&settings, loc, true);
            // The page is turned on or off once the caller is known to be a league admin
            // (`set_settings` checked it).
            if let Some(on) = string_option(o, "web") {
                answer.push('\n');
                answer.push_str(&self.set_web_page(guild, on == "on", loc).await?);
            }
            return Ok(Reply::text(answer));
        }
        Ok(Reply::text(settings_text(&settings, loc, !o.is_empty())))
    }

    /// A league button (`lg:…`), if this is one.
    pub(super) async fn league_component(
        &self,
        c: &ComponentInteraction,
        who: &Who,
    ) -> Option<Reply> {
        let rest = c.data.custom_id.strip_prefix("lg:")?;
        let loc = who.locale;
        let (Some(league), Some(guild)) = (&self.league, who.guild) else {
            return Some(refused(&LeagueError::NoGuild, loc));
        };
        let parts: Vec<&str> = rest.split(':').collect();
        let reply = match parts.as_slice() {
            ["st", page, game, scope] => {
                let page = page.parse().unwrap_or(0);
                let kind = GameKind::from_name(game);
                let scope = match scope.parse::<i64>() {
                    Ok(id) if id > 0 => Scope::Season(id),
                    _ => Scope::AllTime,
                };
                standings_page(league, guild, kind, scope, Some(page), who.user, loc)
                    .await
                    .map(|r| match r {
                        Reply::Message {
                            content,
                            components,
                        } => Reply::Update {
                            content,
                            components,
                        },
                        other => other,
                    })
            }
            ["log", table] => {
                let id = TableId(table.parse().unwrap_or(0));
                match self.registry.store().load(id).await {
                    Ok(Some(record)) if record.header.guild == Some(guild) => {
                        if !self.may_read_log(league, guild, &record, who).await {
                            return Some(refused(&LeagueError::LogNotVisible, loc));
                        }
                        // A table still in play (a Dou Dizhu match between hands) gives only
                        // what its channel was told: its log would show the hands.
                        crate::render::transcript::log_file(&record, loc)
                            .map(|file| Reply::Files {
                                content: format!("table {id}"),
                                components: Vec::new(),
                                files: vec![file],
                            })
                            .map_err(|e| LeagueError::Store(e.to_string()))
                    }
                    _ => Err(LeagueError::NoResult(0)),
                }
            }
            _ => return None,
        };
        Some(reply.unwrap_or_else(|e| refused(&e, loc)))
    }
}

impl<S: Store> Leagues<S> {
    /// Whether `who` may download a table's log: what its channel was shown is for those who
    /// could see that channel. Computing Discord's channel permissions here would need the
    /// guild's roles and overwrites, so the rule is a simple sound one: the button was pressed
    /// in the table's own channel, or the caller sat at the table, or is a league moderator.
    async fn may_read_log(
        &self,
        league: &League,
        guild: GuildId,
        record: &TableRecord,
        who: &Who,
    ) -> bool {
        let seated = record
            .entries
            .iter()
            .any(|e| matches!(&e.op, TableOp::Join { user, .. } if *user == who.user));
        if record.header.channel == who.channel || seated {
            return true;
        }
        league
            .is_admin(guild, &who.caller)
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(%guild, "league admins not read: {e}");
                false
            })
    }
}

fn settings_text(s: &GuildSettings, loc: Locale, saved: bool) -> String {
    let none = || t!(loc, "league-settings-none");
    let mut lines = Vec::new();
    if saved {
        lines.push(t!(loc, "league-settings-saved"));
    }
    lines.push(t!(loc, "league-settings-title"));
    lines.push(t!(
        loc,
        "league-settings-admin-role",
        role = s.admin_role.map_or_else(none, |r| format!("<@&{r}>"))
    ));
    lines.push(t!(
        loc,
        "league-settings-table-options",
        options = s.table_options.clone().unwrap_or_else(none)
    ));
    lines.push(t!(
        loc,
        "league-settings-locale",
        locale = s.locale.clone().unwrap_or_else(none)
    ));
    lines.join("\n")
}

/// One page of the standings: `page` `None` opens on the caller's page.
async fn standings_page(
    league: &League,
    guild: GuildId,
    kind: Option<GameKind>,
    scope: Scope,
    page: Option<usize>,
    me: UserId,
    loc: Locale,
) -> Result<Reply, LeagueError> {
    let Some(kind) = kind else {
        return Ok(Reply::text(t!(loc, "league-standings-empty")));
    };
    let rows = league.standings(guild, kind, scope).await?;
    let pages = rows.len().div_ceil(PAGE).max(1);
    let page = page
        .or_else(|| rows.iter().position(|s| s.user == me).map(|p| p / PAGE))
        .unwrap_or(0)
        .min(pages - 1);
    let seasons = markdown::seasons(league.seasons(guild).await?);
    let mut lines = vec![t!(
        loc,
        "league-standings-title",
        game = text::game_name(Some(kind), loc),
        scope = text::scope_name(scope, &seasons, loc)
    )];
    if rows.is_empty() {
        lines.push(t!(loc, "league-standings-empty"));
    }
    // The reader's own row in bold.
    let you = t!(loc, "league-you");
    lines.extend(
        text::standings_lines(&rows, page * PAGE, PAGE, Some(me), &mention, loc)
            .into_iter()
            .map(|l| match l.strip_suffix(you.as_str()) {
                Some(row) => format!("**{}** {you}", row.trim_end()),
                None => l,
            }),
    );
    lines.push(t!(
        loc,
        "league-standings-page",
        page = page + 1,
        pages = pages
    ));
    let id = |p: usize| format!("lg:st:{p}:{}:{}", kind.name(), scope.key());
    let components = if pages > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(id(page.saturating_sub(1)))
                .label("◀")
                .style(ButtonStyle::Secondary)
                .disabled(page == 0),
            CreateButton::new(id(page + 1))
                .label("▶")
                .style(ButtonStyle::Secondary)
                .disabled(page + 1 >= pages),
        ])]
    } else {
        Vec::new()
    };
    Ok(Reply::Message {
        content: lines.join("\n"),
        components,
    })
}

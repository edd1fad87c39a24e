//! Interactions in, answers out: a slash command, a button or a menu becomes a table command
//! (or a read-only question), and its answer is ephemeral — only the user sees it; what the
//! table says to everyone goes through the outbox as channel messages. `respond` keeps the
//! answers within Discord's time limits.

use super::App;
use super::autocomplete;
use super::commands;
use super::components::{self, CustomId};
use super::hand;
use super::respond::{DEFER_AFTER, Reply};
use super::retry::{self, Policy};
use crate::games::any::GameKind;
use crate::games::{Options, Seat, Verb};
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::registry::ServiceError;
use crate::table::store::Store;
use crate::table::{ChannelId, Command, Ctx, GuildId, TableError, UserId};
use serenity::all::{
    AutocompleteChoice, CommandInteraction, ComponentInteraction, ComponentInteractionDataKind,
    Context, CreateAutocompleteResponse, CreateInteractionResponse, Event, EventHandler, Guild,
    Interaction, InteractionId, Member, RawEventHandler, Ready, ResolvedOption, ResolvedValue,
    User,
};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

pub struct Handler<S: Store> {
    pub app: Arc<App<S>>,
}

#[serenity::async_trait]
impl<S: Store> EventHandler for Handler<S> {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        self.app.http.set_application_id(ready.application.id);
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), shard = ?ready.shard, "connected");
        let first_shard = ready.shard.is_none_or(|s| s.id.0 == 0);
        if first_shard && !self.app.registered.swap(true, Ordering::SeqCst) {
            self.app.register_commands().await;
        }
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        self.app
            .readers
            .remember_guild(GuildId(guild.id.get()), &guild.preferred_locale);
    }

    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        let received = Instant::now();
        match interaction {
            Interaction::Command(c) => self.app.on_command(c, received).await,
            Interaction::Component(c) => self.app.on_component(c, received).await,
            Interaction::Autocomplete(c) => self.app.on_autocomplete(c).await,
            other => tracing::debug!(kind = ?other.kind(), "ignored interaction"),
        }
    }
}

/// Serenity hands over, as unknown events, the interactions it cannot read. A subcommand sent
/// without its (empty) `options` is one such shape: repaired and handled normally. Anything
/// else is answered with an apology, so the user is not left with "interaction failed".
#[serenity::async_trait]
impl<S: Store> RawEventHandler for Handler<S> {
    async fn raw_event(&self, _ctx: Context, event: Event) {
        let Event::Unknown(unknown) = event else {
            return;
        };
        if unknown.kind != "INTERACTION_CREATE" {
            return;
        }
        let received = Instant::now();
        let mut value = unknown.value;
        repair_subcommands(&mut value["data"]);
        match serde_json::from_value::<Interaction>(value.clone()) {
            Ok(Interaction::Command(c)) => self.app.on_command(c, received).await,
            Ok(Interaction::Component(c)) => self.app.on_component(c, received).await,
            Ok(Interaction::Autocomplete(c)) => self.app.on_autocomplete(c).await,
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(error = %e, "an interaction serenity cannot read");
                let (Some(id), Some(token)) = (
                    value["id"].as_str().and_then(|i| i.parse::<u64>().ok()),
                    value["token"].as_str(),
                ) else {
                    return;
                };
                let locale = Locale::from_tag(value["locale"].as_str().unwrap_or(""));
                let reply = Reply::text(format!("✗ {}", t!(locale, "discord-unknown")));
                let id = InteractionId::new(id.max(1));
                self.app.callback(id, token, reply.response()).await;
            }
        }
    }
}

/// Gives subcommands and groups without `options` an empty list.
fn repair_subcommands(node: &mut serde_json::Value) {
    if let Some(options) = node.get_mut("options").and_then(|o| o.as_array_mut()) {
        for o in options {
            let kind = o["type"].as_u64();
            if matches!(kind, Some(1 | 2)) && o.get("options").is_none() {
                o["options"] = serde_json::json!([]);
            }
            repair_subcommands(o);
        }
    }
}

/// Who is asking, and from where.
struct Who {
    user: UserId,
    name: String,
    moderator: bool,
    guild: Option<GuildId>,
    /// Where the interaction happened (a DM channel for DMs).
    channel: ChannelId,
    locale: Locale,
    /// The interaction id: the table applies a key once.
    key: String,
}

impl Who {
    fn new(
        id: InteractionId,
        user: &User,
        member: Option<&Member>,
        guild: Option<serenity::all::GuildId>,
        channel: serenity::all::ChannelId,
        locale: &str,
    ) -> Who {
        let name = member.map_or_else(
            || user.display_name().to_string(),
            |m| m.display_name().to_string(),
        );
        Who {
            user: UserId(user.id.get()),
            name,
            moderator: member
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.manage_channels()),
            guild: guild.map(|g| GuildId(g.get())),
            channel: ChannelId(channel.get()),
            locale: Locale::from_tag(locale),
            key: id.to_string(),
        }
    }
}

fn option<'a>(options: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a ResolvedValue<'a>> {
    options.iter().find(|o| o.name == name).map(|o| &o.value)
}

fn string_option<'a>(options: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a str> {
    match option(options, name)? {
        ResolvedValue::String(s) => Some(s),
        ResolvedValue::Autocomplete { value, .. } => Some(value),
        _ => None,
    }
}

fn int_option(options: &[ResolvedOption<'_>], name: &str) -> Option<i64> {
    match option(options, name)? {
        ResolvedValue::Integer(n) => Some(*n),
        ResolvedValue::Autocomplete { value, .. } => value.trim().parse().ok(),
        _ => None,
    }
}

/// The argument of a verb command: its one option other than `table`.
fn verb_argument(options: &[ResolvedOption<'_>]) -> String {
    options
        .iter()
        .filter(|o| o.name != "table")
        .find_map(|o| match &o.value {
            ResolvedValue::String(s) => Some(s.to_string()),
            ResolvedValue::Autocomplete { value, .. } => Some(value.to_string()),
            ResolvedValue::Integer(n) => Some(n.to_string()),
            _ => None,
        })
        .unwrap_or_default()
}

/// Why a command does not reach a table.
enum Refusal {
    Table(TableError),
    Store,
    NoTables,
    Ambiguous(Vec<ChannelId>),
    BadTable(String),
    GuildOnly,
}

impl From<ServiceError> for Refusal {
    fn from(e: ServiceError) -> Refusal {
        match e {
            ServiceError::Table(t) => Refusal::Table(t),
            ServiceError::Store(s) => {
                tracing::error!(error = %s, "store failure");
                Refusal::Store
            }
        }
    }
}

impl From<TableError> for Refusal {
    fn from(e: TableError) -> Refusal {
        Refusal::Table(e)
    }
}

impl<S: Store> App<S> {
    /// Registers the slash commands: to the dev guild (instant) or globally (bulk overwrite).
    pub async fn register_commands(&self) {
        let defs = commands::definitions();
        let http = &self.http;
        let result = match self.config.dev_guild {
            Some(g) => {
                let guild = serenity::all::GuildId::new(g.0);
                retry::retry("register guild commands", Policy::DELIVERY, |_| {
                    http.create_guild_commands(guild, &defs)
                })
                .await
            }
            None => {
                retry::retry("register global commands", Policy::DELIVERY, |_| {
                    http.create_global_commands(&defs)
                })
                .await
            }
        };
        match result {
            Ok(c) => {
                tracing::info!(count = c.len(), guild = ?self.config.dev_guild, "slash commands registered")
            }
            Err(e) => tracing::error!(error = %e, "registering the slash commands failed"),
        }
    }

    fn ctx(&self, who: &Who) -> Ctx {
        let mut ctx = self
            .registry
            .ctx(who.user, &who.name, Some(who.key.clone()));
        ctx.moderator = who.moderator;
        ctx.entropy = (self.entropy)();
        ctx
    }

    /// Renders a refusal for `who`, with the names of the table it concerns.
    async fn refusal(&self, r: &Refusal, channel: Option<ChannelId>, locale: Locale) -> String {
        match r {
            Refusal::Table(e) => {
                let names = match channel {
                    Some(c) => match self.registry.table(c).await {
                        Ok(Some(t)) => t.lock().await.names(),
                        _ => Vec::new(),
                    },
                    None => Vec::new(),
                };
                let ctx = RenderCtx {
                    locale,
                    names: &names,
                };
                format!("✗ {}", render::errors::table_error(e, &ctx))
            }
            Refusal::Store => format!("✗ {}", t!(locale, "discord-error-store")),
            Refusal::NoTables => format!("✗ {}", t!(locale, "discord-no-tables")),
            Refusal::Ambiguous(channels) => {
                let list: Vec<String> = channels.iter().map(|c| format!("<#{c}>")).collect();
                format!(
                    "✗ {}",
                    t!(locale, "discord-which-table", tables = list.join(", "))
                )
            }
            Refusal::BadTable(text) => {
                format!("✗ {}", t!(locale, "discord-bad-table", table = text))
            }
            Refusal::GuildOnly => format!("✗ {}", t!(locale, "discord-guild-only")),
        }
    }

    /// The table a command is for: the `table` option if given, else the channel's table in a
    /// server, else (in a DM) the one table the user sits at.
    async fn target(&self, who: &Who, explicit: Option<&str>) -> Result<ChannelId, Refusal> {
        if let Some(text) = explicit.map(str::trim).filter(|t| !t.is_empty()) {
            let id = text
                .trim_start_matches("<#")
                .trim_end_matches('>')
                .parse::<u64>()
                .ok()
                .filter(|&n| n != 0)
                .ok_or_else(|| Refusal::BadTable(text.to_string()))?;
            return Ok(ChannelId(id));
        }
        if who.guild.is_some() {
            return Ok(who.channel);
        }
        match self.registry.tables_of(who.user).await.as_slice() {
            [] => Err(Refusal::NoTables),
            [one] => Ok(*one),
            many => Err(Refusal::Ambiguous(many.to_vec())),
        }
    }

    /// Runs a command on a table and queues what it announces.
    async fn run(&self, who: &Who, channel: ChannelId, command: Command) -> Result<(), Refusal> {
        let order = self.delivery.order(channel);
        let _order = order.lock().await;
        let ctx = self.ctx(who);
        let handled = self.registry.execute(channel, &ctx, command).await?;
        self.publish(channel, &handled.outbox, false).await;
        Ok(())
    }

    /// `user`'s hand panel at `channel`'s table, with `header` on top.
    async fn panel(
        &self,
        channel: ChannelId,
        user: UserId,
        locale: Locale,
        selected: &[String],
        header: Option<String>,
    ) -> Result<hand::Panel, Refusal> {
        let table = self
            .registry
            .table(channel)
            .await?
            .ok_or(TableError::NoTable)?;
        let table = table.lock().await;
        let mut panel = hand::panel(&table, channel, user, locale, selected)?;
        if let Some(h) = header {
            panel.content = format!("{h}\n{}", panel.content);
        }
        Ok(panel)
    }

    /// After an action: a check mark and the player's hand as it is now.
    async fn acted(&self, who: &Who, channel: ChannelId, command: String, update: bool) -> Reply {
        let header = t!(who.locale, "discord-acted", command = command);
        match self
            .panel(channel, who.user, who.locale, &[], Some(header.clone()))
            .await
        {
            Ok(p) if update => Reply::Update {
                content: p.content,
                components: p.components,
            },
            Ok(p) => Reply::Message {
                content: p.content,
                components: p.components,
            },
            // The table closed with this action (or the player has no hand): just confirm.
            Err(_) if update => Reply::Update {
                content: header,
                components: Vec::new(),
            },
            Err(_) => Reply::text(header),
        }
    }

    // ---- slash commands ----

    async fn on_command(&self, c: CommandInteraction, received: Instant) {
        let who = Who::new(
            c.id,
            &c.user,
            c.member.as_deref(),
            c.guild_id,
            c.channel_id,
            &c.locale,
        );
        self.readers.remember_user(who.user, &c.locale);
        if let (Some(g), Some(l)) = (who.guild, &c.guild_locale) {
            self.readers.remember_guild(g, l);
        }
        tracing::debug!(command = %c.data.name, user = %who.user, channel = %who.channel, "command");
        let work = self.command_reply(&c, &who);
        self.answer(c.id, &c.token, received, false, work).await;
    }

    async fn command_reply(&self, c: &CommandInteraction, who: &Who) -> Reply {
        let options = c.data.options();
        let loc = who.locale;
        let result = match c.data.name.as_str() {
            "table" => {
                let Some(ResolvedOption {
                    name: sub,
                    value: ResolvedValue::SubCommand(sub_options),
                    ..
                }) = options.first()
                else {
                    return Reply::text(t!(loc, "discord-unknown"));
                };
                self.table_command(who, sub, sub_options).await
            }
            "hand" => match self.target(who, string_option(&options, "table")).await {
                Ok(channel) => self
                    .panel(channel, who.user, loc, &[], None)
                    .await
                    .map(|p| Reply::Message {
                        content: p.content,
                        components: p.components,
                    })
                    .map_err(|e| (e, Some(channel))),
                Err(e) => Err((e, None)),
            },
            "rules" => Ok(Reply::text(rules(
                loc,
                string_option(&options, "game").and_then(GameKind::from_name),
            ))),
            name => match Verb::from_word(name) {
                Some(verb) => self.verb_command(who, verb, &options).await,
                None => Ok(Reply::text(t!(loc, "discord-unknown"))),
            },
        };
        match result {
            Ok(r) => r,
            Err((refusal, channel)) => Reply::text(self.refusal(&refusal, channel, loc).await),
        }
    }

    async fn verb_command(
        &self,
        who: &Who,
        verb: Verb,
        options: &[ResolvedOption<'_>],
    ) -> Result<Reply, (Refusal, Option<ChannelId>)> {
        let channel = self
            .target(who, string_option(options, "table"))
            .await
            .map_err(|e| (e, None))?;
        let args = verb_argument(options);
        let command = format!("{} {args}", verb.word()).trim().to_string();
        self.run(who, channel, Command::Act { verb, args })
            .await
            .map_err(|e| (e, Some(channel)))?;
        Ok(self.acted(who, channel, command, false).await)
    }

    async fn table_command(
        &self,
        who: &Who,
        sub: &str,
        options: &[ResolvedOption<'_>],
    ) -> Result<Reply, (Refusal, Option<ChannelId>)> {
        let loc = who.locale;
        let Some(guild) = who.guild else {
            return Err((Refusal::GuildOnly, None));
        };
        let channel = who.channel;
        let fail = |e: Refusal| (e, Some(channel));
        let done = || Reply::text(format!("✓ {}", t!(loc, "discord-done")));
        match sub {
            "new" => {
                let Some(kind) = string_option(options, "game").and_then(GameKind::from_name)
                else {
                    return Ok(Reply::text(format!("✗ {}", t!(loc, "discord-unknown"))));
                };
                let mut opts = Options::parse_pairs(
                    string_option(options, "options")
                        .unwrap_or("")
                        .split_whitespace(),
                );
                if let Some(p) = int_option(options, "players") {
                    opts = opts.with("players", p);
                }
                self.open_table(who, guild, kind, opts)
                    .await
                    .map_err(fail)?;
                Ok(Reply::text(format!("✓ {}", t!(loc, "discord-opened"))))
            }
            "join" => {
                self.run(who, channel, Command::Join).await.map_err(fail)?;
                Ok(done())
            }
            "leave" => {
                self.run(who, channel, Command::Leave).await.map_err(fail)?;
                Ok(done())
            }
            "bot" => {
                self.run(who, channel, Command::AddBot)
                    .await
                    .map_err(fail)?;
                Ok(done())
            }
            "back" => {
                self.run(who, channel, Command::Back).await.map_err(fail)?;
                Ok(done())
            }
            "end" => {
                self.run(who, channel, Command::End).await.map_err(fail)?;
                Ok(done())
            }
            "remove" => {
                let n = int_option(options, "seat").unwrap_or(0);
                let seat = Seat(u8::try_from(n - 1).unwrap_or(u8::MAX));
                self.run(who, channel, Command::Remove { seat })
                    .await
                    .map_err(fail)?;
                Ok(done())
            }
            "start" => {
                self.run(who, channel, Command::Start { deal: None })
                    .await
                    .map_err(fail)?;
                let header = format!("✓ {}", t!(loc, "discord-done"));
                Ok(
                    match self
                        .panel(channel, who.user, loc, &[], Some(header.clone()))
                        .await
                    {
                        Ok(p) => Reply::Message {
                            content: p.content,
                            components: p.components,
                        },
                        Err(_) => Reply::text(header),
                    },
                )
            }
            "status" => {
                let table = self
                    .registry
                    .table(channel)
                    .await
                    .map_err(|e| fail(e.into()))?
                    .ok_or_else(|| fail(TableError::NoTable.into()))?;
                let view = table.lock().await.status_view(self.registry.clock().now());
                Ok(Reply::text(render::status(&view, loc)))
            }
            _ => Ok(Reply::text(t!(loc, "discord-unknown"))),
        }
    }

    async fn open_table(
        &self,
        who: &Who,
        guild: GuildId,
        kind: GameKind,
        options: Options,
    ) -> Result<(), Refusal> {
        let channel = who.channel;
        let order = self.delivery.order(channel);
        let _order = order.lock().await;
        let ctx = self.ctx(who);
        let (_, handled) = self
            .registry
            .open(channel, Some(guild), kind, options, &ctx)
            .await?;
        self.publish(channel, &handled.outbox, true).await;
        Ok(())
    }

    // ---- components ----

    async fn on_component(&self, c: ComponentInteraction, received: Instant) {
        let who = Who::new(
            c.id,
            &c.user,
            c.member.as_ref(),
            c.guild_id,
            c.channel_id,
            &c.locale,
        );
        self.readers.remember_user(who.user, &c.locale);
        tracing::debug!(custom_id = %c.data.custom_id, user = %who.user, "component");
        let work = self.component_reply(&c, &who);
        self.answer(c.id, &c.token, received, true, work).await;
    }

    async fn component_reply(&self, c: &ComponentInteraction, who: &Who) -> Reply {
        let loc = who.locale;
        let Some(id) = CustomId::decode(&c.data.custom_id) else {
            return Reply::text(t!(loc, "discord-unknown"));
        };
        let channel = id.channel();
        let result = match id {
            CustomId::Act { command, .. } => match components::split_command(&command) {
                Some((verb, args)) => {
                    let cmd = Command::Act {
                        verb,
                        args: args.to_string(),
                    };
                    match self.run(who, channel, cmd).await {
                        Ok(()) => Ok(self.acted(who, channel, command.clone(), true).await),
                        Err(e) => Err(e),
                    }
                }
                None => Ok(Reply::text(t!(loc, "discord-unknown"))),
            },
            CustomId::Go { verb, cards, .. } => {
                if cards.is_empty() {
                    Ok(Reply::text(t!(loc, "discord-nothing-selected")))
                } else {
                    let command = format!("{} {cards}", verb.word());
                    let cmd = Command::Act { verb, args: cards };
                    match self.run(who, channel, cmd).await {
                        Ok(()) => Ok(self.acted(who, channel, command, true).await),
                        Err(e) => Err(e),
                    }
                }
            }
            CustomId::Pick { menu, .. } => {
                let mut selected = components::selected_in(&c.message, menu);
                if let ComponentInteractionDataKind::StringSelect { values } = &c.data.kind {
                    selected.extend(values.iter().cloned());
                }
                self.panel(channel, who.user, loc, &selected, None)
                    .await
                    .map(|p| Reply::Update {
                        content: p.content,
                        components: p.components,
                    })
            }
            CustomId::Hand { .. } => self
                .panel(channel, who.user, loc, &[], None)
                .await
                .map(|p| Reply::Update {
                    content: p.content,
                    components: p.components,
                }),
        };
        match result {
            Ok(r) => r,
            // Errors are a new ephemeral message: the panel stays usable.
            Err(e) => Reply::text(self.refusal(&e, Some(channel), loc).await),
        }
    }

    // ---- autocomplete ----

    async fn on_autocomplete(&self, c: CommandInteraction) {
        let who = Who::new(
            c.id,
            &c.user,
            c.member.as_deref(),
            c.guild_id,
            c.channel_id,
            &c.locale,
        );
        // Autocomplete cannot be deferred: a table busy past Discord's deadline gets no
        // suggestions rather than an error.
        let choices = tokio::time::timeout(DEFER_AFTER, self.suggestions(&c, &who))
            .await
            .unwrap_or_default();
        let response = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        self.callback(c.id, &c.token, response).await;
    }

    async fn suggestions(&self, c: &CommandInteraction, who: &Who) -> Vec<AutocompleteChoice> {
        let Some(focused) = c.data.autocomplete() else {
            return Vec::new();
        };
        let typed = focused.value;
        let options = c.data.options();
        if focused.name == "table" {
            return self.table_choices(who.user, who.locale).await;
        }
        if c.data.name == "table" {
            // `/table remove seat:`: the seats of this channel's table.
            let Ok(Some(table)) = self.registry.table(who.channel).await else {
                return Vec::new();
            };
            let names = table.lock().await.names();
            return names
                .iter()
                .enumerate()
                .map(|(i, n)| AutocompleteChoice::new(format!("{}. {n}", i + 1), (i + 1) as i64))
                .take(autocomplete::MAX)
                .collect();
        }
        let Some(verb) = Verb::from_word(&c.data.name) else {
            return Vec::new();
        };
        let Ok(channel) = self.target(who, string_option(&options, "table")).await else {
            return Vec::new();
        };
        let Ok(Some(table)) = self.registry.table(channel).await else {
            return Vec::new();
        };
        let choices = hand::choices(&*table.lock().await, who.user, who.locale);
        autocomplete::suggest(&choices, verb, typed)
            .into_iter()
            .map(|(name, value)| AutocompleteChoice::new(name, value))
            .collect()
    }

    /// The tables `user` sits at, for the `table` option.
    async fn table_choices(&self, user: UserId, locale: Locale) -> Vec<AutocompleteChoice> {
        let mut out = Vec::new();
        for channel in self.registry.tables_of(user).await {
            let Ok(Some(table)) = self.registry.table(channel).await else {
                continue;
            };
            let t = table.lock().await;
            let label = t!(
                locale,
                "discord-table-choice",
                game = render::game_name(locale, t.header().kind),
                names = render::join_names(locale, &t.names())
            );
            let label: String = label.chars().take(100).collect();
            out.push(AutocompleteChoice::new(label, channel.to_string()));
        }
        out.truncate(autocomplete::MAX);
        out
    }
}

/// `/rules GAME`: how the game is played here and its table options.
fn rules(locale: Locale, kind: Option<GameKind>) -> String {
    let kind = kind.unwrap_or(GameKind::Doudizhu);
    let body = match kind {
        GameKind::Doudizhu => t!(locale, "rules-doudizhu"),
        GameKind::Chicago => t!(locale, "rules-chicago"),
        GameKind::Chowdah => t!(locale, "rules-chowdah"),
        GameKind::Yaodiren => t!(locale, "rules-yaodiren"),
    };
    let options: Vec<String> = kind
        .option_specs()
        .iter()
        .map(|s| format!("`{}={}` ({})", s.key, s.expected(), s.default))
        .collect();
    format!(
        "**{}**\n{body}\n{}",
        render::game_name(locale, kind),
        t!(locale, "rules-options", options = options.join(", "))
    )
}

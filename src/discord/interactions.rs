//! Interactions in, answers out: a slash command, a button or a menu becomes a table command
//! (or a read-only question), and its answer is ephemeral — only the user sees it; what the
//! table says to everyone goes through the outbox as channel messages. `respond` keeps the
//! answers within Discord's time limits.

use super::commands;
use super::hand;
use super::refusal::Refusal;
use super::respond::Reply;
use super::retry::{self, Policy};
use super::undo_rows;
use super::who::Who;
use super::{App, Discord, Tables};
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::registry::Durable;
use crate::table::store::Store;
use crate::table::{Actor, ChannelId, Command, Ctx, GuildId, TableError, TableOp, UserId};
use serenity::all::{
    Context, Event, EventHandler, Guild, GuildChannel, Interaction, InteractionId,
    PartialGuildChannel, RawEventHandler, Ready, UnavailableGuild,
};
use std::sync::Arc;
use std::sync::atomic::Ordering;

pub struct Handler<S: Store> {
    pub app: Arc<App<S>>,
}

#[serenity::async_trait]
impl<S: Store> EventHandler for Handler<S> {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        self.app
            .discord
            .http
            .set_application_id(ready.application.id);
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), shard = ?ready.shard, "connected");
        if let (Some(node), Some(shard)) = (self.app.cluster.get(), ready.shard) {
            node.gateways.mark_ready(shard.id.0);
        }
        let first_shard = ready.shard.is_none_or(|s| s.id.0 == 0);
        if first_shard && !self.app.discord.registered.swap(true, Ordering::SeqCst) {
            self.app.discord.register_commands().await;
        }
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        self.app
            .discord
            .readers
            .remember_guild(GuildId(guild.id.get()), &guild.preferred_locale);
        if let Some(web) = &self.app.discord.web {
            web.learn_guild(&guild);
        }
    }

    // Which channels are public, for the league's web page (`web_pages`).
    async fn channel_create(&self, _ctx: Context, channel: GuildChannel) {
        if let Some(web) = &self.app.discord.web {
            web.learn_channel(&channel);
        }
    }

    async fn channel_update(&self, _ctx: Context, _old: Option<GuildChannel>, new: GuildChannel) {
        if let Some(web) = &self.app.discord.web {
            web.learn_channel(&new);
        }
    }

    async fn thread_create(&self, _ctx: Context, thread: GuildChannel) {
        if let Some(web) = &self.app.discord.web {
            web.learn_channel(&thread);
        }
    }

    /// A table's channel was deleted: its table is closed (logged; the closing post has
    /// nowhere to go and is dropped).
    async fn channel_delete(
        &self,
        _ctx: Context,
        channel: GuildChannel,
        _messages: Option<Vec<serenity::all::Message>>,
    ) {
        self.app
            .tables
            .channel_gone(ChannelId(channel.id.get()))
            .await;
    }

    async fn thread_delete(
        &self,
        _ctx: Context,
        thread: PartialGuildChannel,
        _full: Option<GuildChannel>,
    ) {
        self.app
            .tables
            .channel_gone(ChannelId(thread.id.get()))
            .await;
    }

    /// The bot was removed from a guild (not a guild going briefly unavailable): every table
    /// there is closed.
    async fn guild_delete(
        &self,
        _ctx: Context,
        incomplete: UnavailableGuild,
        _full: Option<Guild>,
    ) {
        if !incomplete.unavailable {
            self.app
                .tables
                .guild_gone(GuildId(incomplete.id.get()))
                .await;
        }
    }

    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        self.app.receive(interaction).await;
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
        let mut value = unknown.value;
        repair_subcommands(&mut value["data"]);
        match serde_json::from_value::<Interaction>(value.clone()) {
            Ok(i) => self.app.receive(i).await,
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
                self.app
                    .discord
                    .callback(id, token, reply.response(false))
                    .await;
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

/// What the player's own last move in `done` was, as the game offers it (`bid 2`, `play
/// 99944`): the "✓" of the reply.
pub(super) fn acted_text(done: &Durable, user: UserId) -> String {
    let table = done.table();
    done.entries
        .iter()
        .rev()
        .find_map(|e| match (&e.actor, &e.op) {
            (Actor::User(u), TableOp::Act { seat, action }) if *u == user => {
                Some(table.move_text(*seat, action))
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// The player's own last move in `done` in their language (`叫 2 分`, `33344を出す`), for the
/// "✓" of a reply to a zh/ja reader: the English command text is what an English reader typed,
/// not what a Chinese or Japanese one did.
fn acted_label(done: &Durable, user: UserId, locale: Locale) -> Option<String> {
    let action = done
        .entries
        .iter()
        .rev()
        .find_map(|e| match (&e.actor, &e.op) {
            (Actor::User(u), TableOp::Act { action, .. }) if *u == user => Some(action),
            _ => None,
        })?;
    let table = done.table();
    let view = table.hand(user).ok()?;
    let names = super::markdown::names(&table.names());
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    Some(render::acted_label(action, &view, &ctx))
}

/// The "✓" line of the reply to `user`'s move: the move as they typed it (`bid 2`) for an
/// English reader, as their language says it (`叫 2 分`, `2点で入札`) for the others.
pub fn acted_header(done: &Durable, user: UserId, locale: Locale, typed: String) -> String {
    let echo = match locale {
        Locale::EnUs => typed,
        loc => acted_label(done, user, loc).unwrap_or(typed),
    };
    t!(locale, "discord-acted", command = echo)
}

impl Discord {
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
                tracing::info!(count = c.len(), guild = ?self.config.dev_guild, "slash commands registered");
            }
            Err(e) => tracing::error!(error = %e, "registering the slash commands failed"),
        }
    }
}

impl<S: Store> Tables<S> {
    pub(super) fn ctx(&self, who: &Who) -> Ctx {
        let mut ctx = self
            .registry
            .ctx(who.user, &who.name, Some(who.key.clone()));
        ctx.moderator = who.moderator;
        ctx.entropy = (self.entropy)();
        ctx
    }

    /// Renders a refusal for `who`, with the names of the table it concerns.
    pub(super) fn refusal(&self, r: &Refusal, locale: Locale) -> String {
        match r {
            Refusal::Table { error, names } => {
                let names = super::markdown::names(names);
                let ctx = RenderCtx {
                    locale,
                    names: &names,
                };
                format!("✗ {}", render::errors::slash_error(error, &ctx))
            }
            Refusal::Store => format!("✗ {}", t!(locale, "error-store-unavailable")),
            Refusal::NoTables => format!("✗ {}", t!(locale, "discord-no-tables")),
            Refusal::Ambiguous(channels) => {
                let list: Vec<String> = channels.iter().map(|c| format!("<#{c}>")).collect();
                format!(
                    "✗ {}",
                    t!(
                        locale,
                        "discord-which-table",
                        tables = crate::i18n::series(locale, &list)
                    )
                )
            }
            Refusal::BadTable(text) => {
                // What the user typed, shortened: the reason after it must fit in the reply.
                let shown: String = if text.chars().count() > 60 {
                    text.chars().take(59).chain(['…']).collect()
                } else {
                    text.clone()
                };
                format!("✗ {}", t!(locale, "discord-bad-table", table = shown))
            }
            Refusal::GuildOnly => format!("✗ {}", t!(locale, "discord-guild-only")),
        }
    }

    /// The table a command is for: the `table` option if given, else the channel's table in a
    /// server, else (in a DM) the one table the user sits at.
    pub(super) async fn target(
        &self,
        who: &Who,
        explicit: Option<&str>,
    ) -> Result<ChannelId, Refusal> {
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

    /// Runs a command on `channel`'s table and queues what it announced; the result carries
    /// the table right after it (for the actor's panel: no second lookup).
    pub(super) async fn run(
        &self,
        who: &Who,
        channel: ChannelId,
        command: Command,
    ) -> Result<Durable, Refusal> {
        self.run_answering(who, channel, command, false).await
    }

    /// `run` for a button pressed on `who`'s DM panel (`answer_is_panel`): the answer replaces
    /// that panel, so the table's posts leave it alone.
    pub(super) async fn run_answering(
        &self,
        who: &Who,
        channel: ChannelId,
        command: Command,
        answer_is_panel: bool,
    ) -> Result<Durable, Refusal> {
        let order = self.discord.delivery.order(channel);
        let _order = order.lock().await;
        let ctx = self.ctx(who);
        let done = self
            .registry
            .execute_answering(channel, &ctx, command, answer_is_panel)
            .await?;
        self.publish(channel, &done, false);
        self.record_results(&done).await;
        Ok(done)
    }

    /// Deals a new game at `channel`'s table (`/table start`, the live message's Start and Play
    /// again) and answers with the starter's hand panel, or just ✓ when a spectator started it.
    pub(super) async fn start_game(
        &self,
        who: &Who,
        channel: ChannelId,
        locale: Locale,
    ) -> Result<Reply, Refusal> {
        self.run(who, channel, Command::Start { deal: None })
            .await?;
        let header = format!("✓ {}", t!(locale, "discord-done"));
        Ok(
            match self
                .panel(channel, who.user, locale, &[], Some(header.clone()))
                .await
            {
                Ok(p) => Reply::panel(p, false, None),
                // A spectator started it: no hand to show.
                Err(_) => Reply::text(header),
            },
        )
    }

    /// `user`'s hand panel at `channel`'s table, with `header` on top.
    pub(super) async fn panel(
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
        panel.picture = super::pictures::hand(&table, user, &self.discord.readers);
        if let Some(h) = header {
            panel.content = format!("{h}\n{}", panel.content);
        }
        Ok(panel)
    }

    /// The reply to the player who acted: "✓ <their move>" over their hand panel, built from
    /// the table the move led to.
    pub(super) fn acted(
        &self,
        who: &Who,
        channel: ChannelId,
        done: &Durable,
        update: bool,
    ) -> Reply {
        self.acted_as(who, channel, done, acted_text(done, who.user), update)
    }

    /// `acted`, echoing the move as the player gave it (`meld 9d Td` from the card menus)
    /// rather than as the game completed it.
    pub(super) fn acted_as(
        &self,
        who: &Who,
        channel: ChannelId,
        done: &Durable,
        echo: String,
        update: bool,
    ) -> Reply {
        let header = acted_header(done, who.user, who.locale, echo);
        let panel = hand::panel(done.table(), channel, who.user, who.locale, &[]);
        let panel = panel.map(|mut p| {
            let table = done.table();
            undo_rows::with_undo_button(table, channel, who.user, who.locale, &mut p.components);
            p
        });
        match panel {
            Ok(mut p) => {
                p.content = format!("{header}\n{}", p.content);
                // The move changed the hand: its picture is new. A command's answer (a new
                // message in the channel) carries it only for a player without a live DM
                // panel at this table: the panel's picture is brought up to date anyway, and
                // each picture on a new message is one more upload.
                if update || !self.discord.delivery.has_panel(channel, who.user) {
                    p.picture =
                        super::pictures::hand(done.table(), who.user, &self.discord.readers);
                }
                Reply::panel(p, update, None)
            }
            // The table closed with this action (or the player has no hand): just confirm.
            Err(_) if update => Reply::Update {
                content: header,
                components: Vec::new(),
            },
            Err(_) => Reply::text(header),
        }
    }
}

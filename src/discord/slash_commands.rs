//! Slash commands: `/table …`, the verbs (`/play`, `/bid` …), `/hand`, `/rules`. Each becomes a
//! table command (or a read-only question) answered ephemerally.

use super::App;
use super::interactions::{Refusal, Who, int_option, string_option, verb_argument};
use super::respond::Reply;
use crate::games::any::GameKind;
use crate::games::{Options, Seat, Verb};
use crate::i18n::Locale;
use crate::render;
use crate::t;
use crate::table::store::Store;
use crate::table::timing::parse_duration;
use crate::table::{Command, GuildId, TableError};
use serenity::all::{CommandInteraction, ResolvedOption, ResolvedValue};
use std::time::Instant;
impl<S: Store> App<S> {
    pub(super) async fn on_command(&self, c: CommandInteraction, received: Instant) {
        let mut who = Who::new(
            c.id,
            &c.user,
            c.member.as_deref(),
            c.guild_id,
            c.channel_id,
            &c.locale,
        );
        self.readers.remember_user(who.user, &c.locale);
        // A server's language override answers its members in that language.
        who.locale = self.readers.reply(who.guild, who.locale);
        if let (Some(g), Some(l)) = (who.guild, &c.guild_locale) {
            self.readers.remember_guild(g, l);
        }
        tracing::debug!(command = %c.data.name, user = %who.user, channel = %who.channel, "command");
        let work = self.command_reply(&c, &who);
        self.answer(c.id, &c.token, received, false, work).await;
    }

    async fn command_reply(&self, c: &CommandInteraction, who: &Who) -> Reply {
        if matches!(c.data.name.as_str(), "league" | "settings") {
            return self.league_command(c, who).await;
        }
        if c.data.name == "notify" {
            return self.notify_command(c, who).await;
        }
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
                    return Reply::text(format!("✗ {}", t!(loc, "discord-unknown")));
                };
                self.table_command(who, sub, sub_options).await
            }
            "hand" => match self.target(who, string_option(&options, "table")).await {
                Ok(channel) => self
                    .panel(channel, who.user, loc, &[], None)
                    .await
                    .map(|p| Reply::panel(p, false, None)),
                Err(e) => Err(e),
            },
            "hint" => match self.target(who, string_option(&options, "table")).await {
                Ok(channel) => self.hint(channel, who).await,
                Err(e) => Err(e),
            },
            "help" => Ok(Reply::text(render::help::help(loc))),
            "rules" => Ok(Reply::text(rules(
                loc,
                string_option(&options, "game").and_then(GameKind::from_name),
            ))),
            name => match Verb::from_word(name) {
                Some(verb) => self.verb_command(who, verb, &options).await,
                None => Ok(Reply::text(format!("✗ {}", t!(loc, "discord-unknown")))),
            },
        };
        match result {
            Ok(r) => r,
            Err(refusal) => Reply::text(self.refusal(&refusal, loc)),
        }
    }

    /// `/hint`: the suggested move for the asker, from their seat's information only,
    /// answered to them alone like every slash reply.
    async fn hint(&self, channel: crate::table::ChannelId, who: &Who) -> Result<Reply, Refusal> {
        let table = self
            .registry
            .table(channel)
            .await?
            .ok_or(TableError::NoTable)?;
        // Checked under the lock, searched (up to 50 ms) on the blocking pool from a copy of
        // the game: the async workers, and the table's other players, do not wait for it.
        let (job, view, names) = {
            let table = table.lock().await;
            (
                table.hint_job(who.user)?,
                table.hand(who.user)?,
                table.names(),
            )
        };
        let moment = crate::table::hint::moment_of(&view);
        let hint = crate::table::registry::off_the_runtime(move || job.run()).await?;
        // Named as the slash command to type here, in the asker's language; a move the slash
        // command cannot send (`/play` requires cards, joining a 幺地人 hand takes none) by
        // its button's words, and the button below makes it.
        let shown = if super::commands::button_only(&hint.command) {
            let names = super::markdown::names(&names);
            let ctx = render::RenderCtx {
                locale: who.locale,
                names: &names,
            };
            format!("**{}**", render::action_label(&hint.action, &view, &ctx))
        } else {
            render::help::slash_move(who.locale, &hint.command)
        };
        let content = format!("💡 {}", render::hint::hint(who.locale, &hint, &shown));
        // One button makes the move, as the hand panel's buttons do, but only at this moment
        // of the game: an ephemeral hint stays on the screen, and its move was not suggested
        // for a later turn.
        let label = t!(who.locale, "hint-make-move");
        let components = super::components::make_move(channel, moment, hint.action.id(), &label);
        Ok(Reply::Message {
            content,
            components: components.into_iter().collect(),
        })
    }

    async fn verb_command(
        &self,
        who: &Who,
        verb: Verb,
        options: &[ResolvedOption<'_>],
    ) -> Result<Reply, Refusal> {
        let channel = self.target(who, string_option(options, "table")).await?;
        let args = verb_argument(options);
        let echo = format!("{} {args}", verb.word()).trim().to_string();
        match self.run(who, channel, Command::Act { verb, args }).await {
            Ok(done) => Ok(self.acted_as(who, channel, &done, echo, false)),
            Err(refusal) => self.refused_with_buttons(who, channel, refusal).await,
        }
    }

    /// A refused move, with a button for each move the player could make now that no slash
    /// command can send (a move without an argument whose command requires one: joining a
    /// 幺地人 hand, Chowdah's extra turn; `/play` requires cards). Without those buttons the
    /// refusal's "your moves: play …" would send the player round to `/play` again.
    async fn refused_with_buttons(
        &self,
        who: &Who,
        channel: crate::table::ChannelId,
        refusal: Refusal,
    ) -> Result<Reply, Refusal> {
        let Ok(Some(table)) = self.registry.table(channel).await else {
            return Err(refusal);
        };
        let (moves, view, names) = {
            let table = table.lock().await;
            let moves: Vec<_> = table
                .legal_moves(who.user)
                .into_iter()
                .filter(|(_, typed)| super::commands::button_only(typed))
                .map(|(action, _)| action)
                .collect();
            (moves, table.hand(who.user), table.names())
        };
        let (Ok(view), false) = (view, moves.is_empty()) else {
            return Err(refusal);
        };
        let moment = crate::table::hint::moment_of(&view);
        // The buttons' labels name players as they are; the message text escapes them.
        let ctx = render::RenderCtx {
            locale: who.locale,
            names: &names,
        };
        let escaped = super::markdown::names(&names);
        let text_ctx = render::RenderCtx {
            locale: who.locale,
            names: &escaped,
        };
        let mut content = self.refusal(&refusal, who.locale);
        let mut components = Vec::new();
        for action in &moves {
            let label = render::action_label(action, &view, &ctx);
            content.push('\n');
            content.push_str(&t!(
                who.locale,
                "discord-button-move",
                label = render::action_label(action, &view, &text_ctx)
            ));
            components.extend(super::components::make_move(
                channel,
                moment.clone(),
                action.id(),
                &label,
            ));
        }
        Ok(Reply::Message {
            content,
            components,
        })
    }

    async fn table_command(
        &self,
        who: &Who,
        sub: &str,
        options: &[ResolvedOption<'_>],
    ) -> Result<Reply, Refusal> {
        let loc = who.locale;
        let Some(guild) = who.guild else {
            return Err(Refusal::GuildOnly);
        };
        let channel = who.channel;
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
                    // A game of a fixed count (幺地人: three) has no `players` option: the
                    // count is accepted when it is that one (any other is refused as before).
                    let seats = kind.seats();
                    let has_option = kind.option_specs().iter().any(|s| s.key == "players");
                    let fixed_and_matching = !has_option
                        && seats.start() == seats.end()
                        && usize::try_from(p) == Ok(*seats.start());
                    if !fixed_and_matching {
                        opts = opts.with("players", p);
                    }
                }
                let opts = self.with_guild_defaults(guild, kind, opts).await;
                self.open_table(who, guild, kind, opts).await?;
                Ok(Reply::text(format!("✓ {}", t!(loc, "discord-opened"))))
            }
            "join" => {
                self.run(who, channel, Command::Join).await?;
                Ok(done())
            }
            "leave" => {
                self.run(who, channel, Command::Leave).await?;
                Ok(done())
            }
            "bot" => {
                // The choices are the level names, so a value that does not parse is not sent.
                let level = string_option(options, "level").and_then(|l| l.parse().ok());
                self.run(who, channel, Command::AddBot { level, name: None })
                    .await?;
                Ok(done())
            }
            "back" => {
                self.run(who, channel, Command::Back).await?;
                Ok(done())
            }
            "away" => {
                let for_ms = match string_option(options, "for").map(str::trim) {
                    None | Some("") => None,
                    Some(text) => match parse_duration(text) {
                        Ok(Some(ms)) => Some(ms),
                        Ok(None) | Err(_) => {
                            return Ok(Reply::text(format!(
                                "✗ {}",
                                t!(loc, "discord-bad-away-duration", value = text)
                            )));
                        }
                    },
                };
                self.run(who, channel, Command::Away { for_ms }).await?;
                Ok(done())
            }
            "end" => {
                let command = self.league_rules(who, channel, Command::End).await?;
                self.run(who, channel, command).await?;
                Ok(done())
            }
            "undo" => {
                let command = match string_option(options, "answer") {
                    Some("agree") => Command::UndoAnswer { agree: true },
                    Some("refuse") => Command::UndoAnswer { agree: false },
                    _ => Command::Undo { button: None },
                };
                self.run(who, channel, command).await?;
                Ok(done())
            }
            "remove" => {
                let n = int_option(options, "seat").unwrap_or(0);
                let seat = Seat(u8::try_from(n - 1).unwrap_or(u8::MAX));
                let command = self
                    .league_rules(who, channel, Command::Remove { seat })
                    .await?;
                self.run(who, channel, command).await?;
                Ok(done())
            }
            "start" => self.start_game(who, channel, loc).await,
            "status" => {
                let table = self
                    .registry
                    .table(channel)
                    .await?
                    .ok_or(TableError::NoTable)?;
                let view = table.lock().await.status_view(self.registry.clock().now());
                let view = super::markdown::status_view(view);
                Ok(Reply::text(render::status(&view, loc)))
            }
            "log" => {
                let table = self
                    .registry
                    .table(channel)
                    .await?
                    .ok_or(TableError::NoTable)?;
                let id = table.lock().await.id();
                let record = self
                    .registry
                    .store()
                    .load(id)
                    .await
                    .ok()
                    .flatten()
                    .ok_or(TableError::NoTable)?;
                let (name, bytes) = render::transcript::log_file(&record, loc)?;
                let content = if name.ends_with(".json") {
                    t!(loc, "discord-log-full")
                } else {
                    t!(loc, "discord-log-public")
                };
                Ok(Reply::Files {
                    content,
                    components: Vec::new(),
                    files: vec![(name, bytes)],
                })
            }
            _ => Ok(Reply::text(format!("✗ {}", t!(loc, "discord-unknown")))),
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
        self.publish(channel, &handled, true);
        Ok(())
    }
}

/// `/rules GAME`: how the game is played here and its table options (the same text as the
/// terminal's `rules`).
fn rules(locale: Locale, kind: Option<GameKind>) -> String {
    super::live::rules(locale, kind.unwrap_or(GameKind::Doudizhu))
}

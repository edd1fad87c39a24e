//! Slash commands: `/hand`, `/hint`, `/help`, `/rules` and the moves (`/play`, `/bid` …), each
//! declared beside its handler, and the way in for every slash command (`on_command`). Each
//! becomes a table command (or a read-only question) answered ephemerally.

use super::commands::spec::{Help, OptionSpec, TABLE};
use super::commands::{Call, CommandSpec, MoveOptions, Slash, TableChoice};
use super::refusal::Refusal;
use super::respond::{Arrival, Reply};
use super::who::Who;
use super::{App, Discord, Tables};
use crate::games::Verb;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::render;
use crate::t;
use crate::table::store::Store;
use crate::table::{Command, TableError};
use serenity::all::{AutocompleteChoice, CommandInteraction, ResolvedOption};

impl<S: Store> App<S> {
    pub(super) async fn on_command(&self, c: CommandInteraction, received: Arrival) {
        let mut who = Who::new(
            c.id,
            &c.user,
            c.member.as_deref(),
            c.guild_id,
            c.channel_id,
            &c.locale,
        );
        let readers = &self.discord.readers;
        readers.remember_user(who.user, &c.locale);
        // A server's language override answers its members in that language.
        who.locale = readers.reply(who.guild, who.locale);
        if let (Some(g), Some(l)) = (who.guild, &c.guild_locale) {
            readers.remember_guild(g, l);
        }
        tracing::debug!(command = %c.data.name, user = %who.user, channel = %who.channel, "command");
        let work = async {
            let call = Call {
                who: &who,
                interaction: &c,
            };
            match self.dispatch(&call).await {
                Some(reply) => reply,
                None => Reply::text(format!("✗ {}", t!(who.locale, "discord-unknown"))),
            }
        };
        self.discord
            .answer(c.id, &c.token, received, None, work)
            .await;
    }
}

impl<S: Store> Tables<S> {
    /// A handler's result as the reply: its refusal, rendered for the caller, if refused.
    pub(super) fn reply_or_refusal(&self, result: Result<Reply, Refusal>, locale: Locale) -> Reply {
        match result {
            Ok(r) => r,
            Err(refusal) => Reply::text(self.refusal(&refusal, locale)),
        }
    }

    /// `/hand`: the caller's hand panel.
    async fn hand_command(&self, who: &Who, table: Option<&str>) -> Result<Reply, Refusal> {
        let channel = self.target(who, table).await?;
        self.panel(channel, who.user, who.locale, &[], None)
            .await
            .map(|p| Reply::panel(p, false, None))
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
        let (job, view, names, kind) = {
            let table = table.lock().await;
            (
                table.hint_job(who.user)?,
                table.hand(who.user)?,
                table.names(),
                table.header().kind,
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
            render::help::slash_move(who.locale, kind, &hint.command)
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
        options: MoveOptions,
    ) -> Result<Reply, Refusal> {
        let channel = self.target(who, options.table.as_deref()).await?;
        let args = options.argument;
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
}

/// `/rules GAME`: how the game is played here and its table options (the same text as the
/// terminal's `rules`); without a game, the first of the list `/table new` offers.
fn rules(locale: Locale, kind: Option<GameKind>) -> String {
    super::live::rules(locale, kind.unwrap_or(GameKind::ALL[0]))
}

pub struct Hand;

impl Slash for Hand {
    const SPEC: CommandSpec = CommandSpec::new("hand", &[TABLE], Help::Line { rank: 12 });
    type Options = TableChoice;
    type Service<S: Store> = Tables<S>;

    async fn run<S: Store>(tables: &Tables<S>, call: &Call<'_>, o: TableChoice) -> Reply {
        let result = tables.hand_command(call.who, o.table.as_deref()).await;
        tables.reply_or_refusal(result, call.who.locale)
    }
}

pub struct Hint;

impl Slash for Hint {
    const SPEC: CommandSpec = CommandSpec::new("hint", &[TABLE], Help::Line { rank: 13 });
    type Options = TableChoice;
    type Service<S: Store> = Tables<S>;

    async fn run<S: Store>(tables: &Tables<S>, call: &Call<'_>, o: TableChoice) -> Reply {
        let result = match tables.target(call.who, o.table.as_deref()).await {
            Ok(channel) => tables.hint(channel, call.who).await,
            Err(e) => Err(e),
        };
        tables.reply_or_refusal(result, call.who.locale)
    }
}

pub struct HelpCommand;

impl Slash for HelpCommand {
    const SPEC: CommandSpec = CommandSpec::new("help", &[], Help::Line { rank: 18 });
    type Options = ();
    type Service<S: Store> = Discord;

    async fn run<S: Store>(_: &Discord, call: &Call<'_>, (): ()) -> Reply {
        let entries = super::commands::help_entries();
        Reply::text(render::help::help(call.who.locale, &entries))
    }
}

/// `/rules GAME`'s options.
pub struct RulesOptions {
    game: Option<GameKind>,
}

impl super::commands::FromOptions for RulesOptions {
    fn from_options(options: &[ResolvedOption<'_>]) -> Self {
        let game = super::commands::Options(options).string("game");
        RulesOptions {
            game: game.as_deref().and_then(GameKind::from_name),
        }
    }
}

pub struct Rules;

impl Slash for Rules {
    const SPEC: CommandSpec = CommandSpec::new(
        "rules",
        &[OptionSpec::string("game").required().games()],
        Help::Line { rank: 15 },
    );
    type Options = RulesOptions;
    type Service<S: Store> = Discord;

    async fn run<S: Store>(_: &Discord, call: &Call<'_>, o: RulesOptions) -> Reply {
        Reply::text(rules(call.who.locale, o.game))
    }
}

/// A move's argument option (`/play cards:`): suggested from the caller's legal moves.
const fn argument(name: &'static str) -> OptionSpec {
    OptionSpec::string(name).autocomplete().max_length(100)
}

/// The moves' commands: each sends its verb with its argument to the caller's table.
macro_rules! moves {
    ($($command:ident = $verb:ident $word:literal [$($option:expr),*];)*) => {$(
        pub struct $command;

        impl Slash for $command {
            const SPEC: CommandSpec =
                CommandSpec::verb(Verb::$verb, $word, &[$($option,)* TABLE]);
            type Options = MoveOptions;
            type Service<S: Store> = Tables<S>;

            async fn run<S: Store>(tables: &Tables<S>, call: &Call<'_>, o: MoveOptions) -> Reply {
                let result = tables.verb_command(call.who, Verb::$verb, o).await;
                tables.reply_or_refusal(result, call.who.locale)
            }

            async fn suggest<S: Store>(
                tables: &Tables<S>,
                call: &Call<'_>,
                _focused: &str,
                typed: &str,
            ) -> Vec<AutocompleteChoice> {
                tables.move_choices(call, Verb::$verb, typed).await
            }
        }
    )*};
}

moves! {
    Bid = Bid "bid" [argument("value").required()];
    Play = Play "play" [argument("cards").required()];
    Pass = Pass "pass" [];
    Draw = Draw "draw" [argument("pile")];
    Discard = Discard "discard" [argument("cards").optional()];
    Meld = Meld "meld" [argument("cards").optional()];
    Swap = Swap "swap" [argument("cards").required()];
    Declare = Declare "declare" [argument("what").optional()];
    Claim = Claim "claim" [argument("what").required()];
    Open = Open "open" [];
    Fold = Fold "fold" [];
}

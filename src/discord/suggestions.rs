//! Suggestions while a slash command is typed: the legal moves of the caller's hand, their
//! tables, the seats of a table.

use super::commands::{Call, Options};
use super::respond::DEFER_AFTER;
use super::who::Who;
use super::{App, Tables};
use super::{autocomplete, hand};
use crate::games::Verb;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::render;
use crate::t;
use crate::table::store::Store;
use crate::table::{ChannelId, UserId};
use serenity::all::{
    AutocompleteChoice, CommandInteraction, CreateAutocompleteResponse, CreateInteractionResponse,
};
use std::sync::Arc;

impl<S: Store> App<S> {
    pub(super) async fn on_autocomplete(&self, c: CommandInteraction) {
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
        self.discord.callback(c.id, &c.token, response).await;
    }

    async fn suggestions(&self, c: &CommandInteraction, who: &Who) -> Vec<AutocompleteChoice> {
        let Some(focused) = c.data.autocomplete() else {
            return Vec::new();
        };
        // The `table` option, wherever it is, offers the caller's tables.
        if focused.name == "table" {
            return self.tables.table_choices(who.user, who.locale).await;
        }
        let call = Call {
            who,
            interaction: c,
        };
        self.dispatch_suggest(&call, focused.name, focused.value)
            .await
    }
}

impl<S: Store> Tables<S> {
    /// The seats of `channel`'s table (`/table remove seat:`).
    pub(super) async fn seat_choices(&self, channel: ChannelId) -> Vec<AutocompleteChoice> {
        let Ok(Some(table)) = self.registry.table(channel).await else {
            return Vec::new();
        };
        let names = table.lock().await.names();
        names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                AutocompleteChoice::new(
                    format!("{}. {n}", i + 1),
                    i64::try_from(i + 1).unwrap_or(i64::MAX),
                )
            })
            .take(autocomplete::MAX)
            .collect()
    }

    /// The caller's legal moves of `verb` matching `typed` (`/play cards:33`).
    pub(super) async fn move_choices(
        &self,
        call: &Call<'_>,
        verb: Verb,
        typed: &str,
    ) -> Vec<AutocompleteChoice> {
        let who = call.who;
        let options = call.interaction.data.options();
        let table = Options(&options).string("table");
        let Ok(channel) = self.target(who, table.as_deref()).await else {
            return Vec::new();
        };
        let Ok(Some(table)) = self.registry.table(channel).await else {
            return Vec::new();
        };
        // The state as it is now, without holding the table's lock while suggestions are built.
        let table = Arc::clone(&*table.lock().await);
        let offers = hand::offers(&table, who.user, who.locale);
        let mut choices = autocomplete::suggest(&offers, verb, typed);
        // Following a play nothing in the hand beats (a pass its only offer; a pass-bid is a
        // `bid`), in a game that says so: an empty list would only puzzle, so the one choice
        // says so and passes (`/play cards:pass` is a pass).
        let only_pass = verb == Verb::Play
            && !offers.is_empty()
            && offers.iter().all(|o| o.choice.verb == Verb::Pass);
        if choices.is_empty()
            && only_pass
            && let Some(note) = render::nothing_beats(who.locale, table.header().kind)
        {
            choices.push((note, "pass".into()));
        }
        choices
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

/// `/table new options:`: the keys and values the chosen game (until one is chosen, the first
/// game of the list, the one `/table new` offers first) and the table accept.
pub(super) fn table_option_choices(
    options: &[serenity::all::ResolvedOption<'_>],
    typed: &str,
) -> Vec<AutocompleteChoice> {
    let sub = options.iter().find_map(|o| match &o.value {
        serenity::all::ResolvedValue::SubCommand(inner) => Some(inner.as_slice()),
        _ => None,
    });
    let kind = Options(sub.unwrap_or(options))
        .string("game")
        .as_deref()
        .and_then(GameKind::from_name)
        .unwrap_or(GameKind::ALL[0]);
    let specs: Vec<_> = kind
        .option_specs()
        .iter()
        .chain(crate::table::timing::TABLE_OPTION_SPECS)
        .collect();
    super::option_choices::option_choices(&specs, typed)
        .into_iter()
        .map(|s| AutocompleteChoice::new(s.clone(), s))
        .collect()
}

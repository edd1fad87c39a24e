//! Dou Dizhu's front: its words (`text`, `errors`) and pictures (`scene`), and the
//! [`Front`] that hands them to the rest of the app.

mod errors;
mod hint;
mod scene;
mod text;
pub mod tool;

pub use errors::{invalid, rule_error};
pub use text::{action_label, cards, combo_cards, event, kind_name, tokens, view};

use crate::games::Options;
use crate::games::doudizhu::{
    Action, DouDizhu, Event, Players, RankCounts, Reason, RuleError, View,
};
use crate::i18n::Locale;
use crate::images::scenes::{Scenes, TypedHandError};
use crate::images::{Row, Scene, Style};
use crate::render::RenderCtx;
use crate::render::front::Front;
use crate::t;

impl Front for DouDizhu {
    fn name(locale: Locale) -> String {
        t!(locale, "game-doudizhu")
    }

    fn rules(locale: Locale) -> String {
        t!(locale, "rules-doudizhu")
    }

    fn terminal_help(locale: Locale) -> String {
        t!(locale, "local-help-doudizhu")
    }

    fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
        text::event(e, ctx)
    }

    fn view(v: &View, ctx: &RenderCtx) -> String {
        text::view(v, ctx)
    }

    fn hand_tokens(v: &View) -> Vec<String> {
        v.hand.as_ref().map(tokens).unwrap_or_default()
    }

    fn hand_labels(v: &View, locale: Locale) -> Vec<String> {
        v.hand
            .iter()
            .flat_map(RankCounts::to_ranks)
            .map(|r| text::rank_name(locale, r))
            .collect()
    }

    fn action_label(a: &Action, v: &View, ctx: &RenderCtx) -> String {
        // A view says 3 or 4 players; anything else reads as the 3-player game.
        let players = v.players.try_into().unwrap_or(Players::Three);
        text::action_label(a, players, ctx.locale)
    }

    fn command_args(locale: Locale, command: &str) -> String {
        text::command_args(locale, command)
    }

    fn is_hand(e: &Event) -> bool {
        matches!(e, Event::Hand { .. })
    }

    /// Following a play nothing in the hand beats (a pass its only offer): an empty list would
    /// only puzzle, so the one choice says so (and passes).
    fn nothing_beats(locale: Locale) -> Option<String> {
        Some(t!(locale, "discord-nothing-beats"))
    }

    fn hint_reason(locale: Locale, r: Reason) -> String {
        hint::reason(locale, r)
    }

    fn rule_error(e: &RuleError, ctx: &RenderCtx) -> String {
        errors::rule_error(e, ctx)
    }
}

impl Scenes for DouDizhu {
    fn hand_picture(v: &View) -> Option<Scene> {
        v.hand.as_ref().map(scene::hand)
    }

    fn typed_hand_picture(text: &str, options: &Options) -> Result<Scene, TypedHandError> {
        let hand = RankCounts::parse(text)?;
        // One deck at 3 players, two at 4 (docs/rules/doudizhu.md#players-cards-seats).
        let players = <DouDizhu as crate::games::Game>::configure(options)
            .map_or(Players::Three, |c| c.players);
        if let Some(rank) = crate::games::doudizhu::combos::beyond_the_deck(&hand, players) {
            let (each, jokers) = players.copies();
            let most = if rank.is_joker() { jokers } else { each };
            return Err(TypedHandError::BeyondDeck {
                card: rank.to_string(),
                most,
            });
        }
        Ok(scene::hand(&hand))
    }

    fn table_picture(v: &View) -> Vec<Row> {
        scene::table(v)
    }

    fn showdown_picture(events: &[&Event], _options: &Options) -> Vec<Row> {
        scene::showdown(events)
    }

    fn samples() -> crate::images::scenes::Samples {
        crate::images::scenes::Samples {
            hand: Some(("333 77 8 99 TT JJ K 22 B R", Style { four_colour: false })),
            game: Some((5, 20)),
        }
    }
}

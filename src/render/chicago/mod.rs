//! Chicago's front: its words (`text`, `errors`) and pictures (`scene`), and the [`Front`]
//! that hands them to the rest of the app.

mod errors;
mod hint;
mod scene;
mod text;
pub mod tool;

pub use errors::{hand_error, rule_error};
pub use text::{action_label, category, event, view};

use crate::cards::notation::parse_naturals;
use crate::games::chicago::{Action, Chicago, Event, Reason, RuleError, View};
use crate::games::{Options, Verb};
use crate::i18n::Locale;
use crate::images::scenes::{Scenes, TypedHandError};
use crate::images::{Row, Scene, Style};
use crate::render::RenderCtx;
use crate::render::cards::{card, card_tokens};
use crate::render::front::Front;
use crate::t;

impl Front for Chicago {
    fn name(locale: Locale) -> String {
        t!(locale, "game-chicago")
    }

    fn rules(locale: Locale) -> String {
        t!(locale, "rules-chicago")
    }

    fn terminal_help(locale: Locale) -> String {
        t!(locale, "local-help-chicago")
    }

    fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
        text::event(e, ctx)
    }

    fn view(v: &View, ctx: &RenderCtx) -> String {
        text::view(v, ctx)
    }

    fn hand_tokens(v: &View) -> Vec<String> {
        card_tokens(v.hand.as_deref())
    }

    fn hand_labels(v: &View, locale: Locale) -> Vec<String> {
        v.hand.iter().flatten().map(|&c| card(locale, c)).collect()
    }

    fn action_label(a: &Action, _v: &View, ctx: &RenderCtx) -> String {
        text::action_label(a, ctx.locale)
    }

    /// A discard is an exchange here: 换牌, 交換.
    fn verb_label(locale: Locale, verb: Verb) -> Option<String> {
        (verb == Verb::Discard).then(|| t!(locale, "verb-discard-chicago"))
    }

    fn command_args(locale: Locale, command: &str) -> String {
        crate::render::cards::command_cards(locale, command)
    }

    fn is_hand(e: &Event) -> bool {
        matches!(e, Event::Hand { .. })
    }

    fn hint_reason(locale: Locale, r: Reason) -> String {
        hint::reason(locale, r)
    }

    fn rule_error(e: &RuleError, ctx: &RenderCtx) -> String {
        errors::rule_error(e, ctx)
    }
}

impl Scenes for Chicago {
    fn hand_picture(v: &View) -> Option<Scene> {
        v.hand.as_deref().map(scene::hand)
    }

    fn typed_hand_picture(text: &str, _options: &Options) -> Result<Scene, TypedHandError> {
        let hand = parse_naturals(text)?;
        // One 52-card deck (docs/rules/chicago.md).
        if let Some(card) = hand
            .iter()
            .find(|c| hand.iter().filter(|d| d == c).count() > 1)
        {
            return Err(TypedHandError::BeyondDeck {
                card: card.to_string(),
                most: 1,
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
            hand: Some(("Ah Kh 10c 3d 3s", Style { four_colour: false })),
            game: None,
        }
    }
}

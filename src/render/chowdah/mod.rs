//! Chowdah's front: its words (`text`, `errors`) and pictures (`scene`), and the [`Front`]
//! that hands them to the rest of the app.

mod errors;
mod hint;
mod scene;
mod text;
pub mod tool;

pub use errors::{contract_error, meld_error, rule_error, score_error};
pub use text::{action_label, contract, event, view};

use crate::cards::notation::parse_cards;
use crate::games::Options;
use crate::games::chowdah::config::ACE_SCORING;
use crate::games::chowdah::{Action, Chowdah, Event, Reason, RuleError, Source, View};
use crate::i18n::Locale;
use crate::images::scenes::{Scenes, TypedHandError};
use crate::images::{Row, Scene, Style};
use crate::render::RenderCtx;
use crate::render::cards::{card, card_tokens};
use crate::render::front::Front;
use crate::t;

impl Front for Chowdah {
    fn name(locale: Locale) -> String {
        t!(locale, "game-chowdah")
    }

    fn rules(locale: Locale) -> String {
        t!(locale, "rules-chowdah")
    }

    fn terminal_help(locale: Locale) -> String {
        t!(locale, "local-help-chowdah")
    }

    fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
        text::event(e, ctx)
    }

    fn view(v: &View, ctx: &RenderCtx) -> String {
        text::view(v, ctx)
    }

    /// The pile tops: a turn draws from them, and today's prompt would otherwise need `hand`.
    fn turn_line(v: &View, ctx: &RenderCtx) -> Option<String> {
        Some(text::piles_line(v, ctx.locale))
    }

    fn hand_tokens(v: &View) -> Vec<String> {
        card_tokens(v.hand.as_deref())
    }

    fn hand_labels(v: &View, locale: Locale) -> Vec<String> {
        v.hand.iter().flatten().map(|&c| card(locale, c)).collect()
    }

    fn action_label(a: &Action, v: &View, ctx: &RenderCtx) -> String {
        text::action_label(a, v, ctx)
    }

    /// A pile draw is named by its pile: the pile now shows another card.
    fn acted_label(a: &Action, v: &View, ctx: &RenderCtx) -> String {
        match a {
            Action::Draw(Source::Pile(p)) => t!(ctx.locale, "chowdah-acted-draw-pile", pile = p.0),
            _ => text::action_label(a, v, ctx),
        }
    }

    /// The cards as the hand shows them, and the word between a swap's two cards in the
    /// reader's language (`swap 9♦ 换 百搭`), which the parser reads too.
    fn command_args(locale: Locale, command: &str) -> String {
        let command = crate::render::cards::command_cards(locale, command);
        if locale == Locale::EnUs {
            return command;
        }
        let between = t!(locale, "chowdah-swap-for");
        command
            .split(' ')
            .map(|w| if w == "for" { between.as_str() } else { w })
            .collect::<Vec<_>>()
            .join(" ")
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

impl Scenes for Chowdah {
    fn hand_picture(v: &View) -> Option<Scene> {
        v.hand.as_deref().map(|h| scene::hand(h, v.drawn))
    }

    fn typed_hand_picture(text: &str, _options: &Options) -> Result<Scene, TypedHandError> {
        let hand = parse_cards(text)?;
        // Two 52-card decks; the jokers' number is a table setting, any number.
        if let Some(card) = hand
            .iter()
            .find(|c| !c.is_joker() && hand.iter().filter(|d| d == c).count() > 2)
        {
            return Err(TypedHandError::BeyondDeck {
                card: card.to_string(),
                most: 2,
            });
        }
        Ok(scene::hand(&hand, None))
    }

    fn table_picture(v: &View) -> Vec<Row> {
        scene::table(v)
    }

    fn showdown_picture(events: &[&Event], options: &Options) -> Vec<Row> {
        scene::showdown(events, options.flag(&ACE_SCORING).unwrap_or(false))
    }

    fn samples() -> crate::images::scenes::Samples {
        crate::images::scenes::Samples {
            hand: Some(("Ah 2h 3h Kc Kd Ks 10s JK 5d", Style { four_colour: true })),
            game: Some((3, 12)),
        }
    }
}

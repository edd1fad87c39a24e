//! 幺地人's front: its words (`text`, `errors`) and pictures (`scene`), and the [`Front`]
//! that hands them to the rest of the app.

mod errors;
mod hint;
mod scene;
mod text;
pub mod tool;

pub use crate::render::tiles::{tile, tiles};
pub use errors::{no_split, rule_error};
pub use text::{action_label, claim_name, event, fan_source, view};

use crate::cards::tiles::parse_tiles;
use crate::games::yaodiren::{Action, ClaimKind, Event, Reason, RuleError, View, Yaodiren};
use crate::games::{Options, Verb};
use crate::i18n::Locale;
use crate::images::scenes::{Scenes, TypedHandError};
use crate::images::{Row, Scene, Style};
use crate::render::RenderCtx;
use crate::render::front::Front;
use crate::t;

impl Front for Yaodiren {
    fn name(locale: Locale) -> String {
        t!(locale, "game-yaodiren")
    }

    fn rules(locale: Locale) -> String {
        t!(locale, "rules-yaodiren")
    }

    fn terminal_help(locale: Locale) -> String {
        t!(locale, "local-help-yaodiren")
    }

    fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
        text::event(e, ctx)
    }

    fn view(v: &View, ctx: &RenderCtx) -> String {
        text::view(v, ctx)
    }

    fn hand_tokens(v: &View) -> Vec<String> {
        v.concealed
            .iter()
            .flatten()
            .map(|t| t.name().to_string())
            .collect()
    }

    fn hand_labels(v: &View, locale: Locale) -> Vec<String> {
        v.concealed
            .iter()
            .flatten()
            .map(|&t| crate::render::tiles::hand_tile(locale, t))
            .collect()
    }

    fn action_label(a: &Action, v: &View, ctx: &RenderCtx) -> String {
        text::action_label(a, v, ctx)
    }

    /// Playing is joining the hand: 打这一轮, 参加.
    fn verb_label(locale: Locale, verb: Verb) -> Option<String> {
        (verb == Verb::Play).then(|| t!(locale, "verb-play-yaodiren"))
    }

    fn command_args(locale: Locale, command: &str) -> String {
        crate::render::tiles::command_tiles(locale, command)
    }

    fn plays_tiles() -> bool {
        true
    }

    fn is_hand(e: &Event) -> bool {
        matches!(e, Event::Hand { .. })
    }

    fn claim_word(locale: Locale, word: &str) -> Option<String> {
        ClaimKind::from_word(word).map(|k| claim_name(locale, k))
    }

    fn hint_reason(locale: Locale, r: Reason) -> String {
        hint::reason(locale, r)
    }

    fn rule_error(e: &RuleError, ctx: &RenderCtx) -> String {
        errors::rule_error(e, ctx)
    }
}

impl Scenes for Yaodiren {
    fn hand_picture(v: &View) -> Option<Scene> {
        v.concealed.as_deref().map(scene::hand)
    }

    fn typed_hand_picture(text: &str, _options: &Options) -> Result<Scene, TypedHandError> {
        let tiles = parse_tiles(text)?;
        let deck = crate::cards::tiles::TileCounts::deck();
        if let Some(tile) = tiles
            .iter()
            .find(|t| tiles.iter().filter(|u| u == t).count() > usize::from(deck.count(**t)))
        {
            return Err(TypedHandError::BeyondDeck {
                card: tile.to_string(),
                most: deck.count(*tile),
            });
        }
        Ok(scene::hand(&tiles))
    }

    fn table_picture(v: &View) -> Vec<Row> {
        scene::table(v)
    }

    fn showdown_picture(events: &[&Event], _options: &Options) -> Vec<Row> {
        scene::showdown(events)
    }

    fn samples() -> crate::images::scenes::Samples {
        crate::images::scenes::Samples {
            hand: Some((
                "天 地 人 和 梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五 平八 黑九 \
                 二红 丁丁 三四",
                Style { four_colour: false },
            )),
            game: Some((3, 30)),
        }
    }
}

//! Why a move was refused, in the reader's language.

use super::text::{bid_text, cards, kind_name};
use crate::games::TurnError;
use crate::games::doudizhu::RuleError;
use crate::games::doudizhu::combos::Invalid;
use crate::i18n::Locale;
use crate::render::RenderCtx;
use crate::t;

pub fn invalid(locale: Locale, why: &Invalid) -> String {
    match why {
        Invalid::Empty => t!(locale, "ddz-invalid-empty"),
        Invalid::MoreThanTheDeckHolds { rank } => {
            t!(
                locale,
                "ddz-invalid-deck",
                rank = super::text::rank_name(locale, *rank)
            )
        }
        Invalid::NotWithFourPlayers { kind } => {
            t!(
                locale,
                "ddz-invalid-four-players",
                kind = kind_name(locale, *kind),
                code = kind.name()
            )
        }
        Invalid::BothJokersAsKickers => t!(locale, "ddz-invalid-both-jokers"),
        Invalid::KickersMustDiffer => t!(locale, "ddz-invalid-kickers"),
        Invalid::ChainThroughTwoOrJoker => t!(locale, "ddz-invalid-chain-two"),
        Invalid::ChainTooShort { kind, min } => t!(
            locale,
            "ddz-invalid-chain-short",
            kind = kind_name(locale, *kind),
            code = kind.name(),
            min = *min
        ),
        Invalid::MixedJokerPair => t!(locale, "ddz-invalid-mixed-jokers"),
        Invalid::NotACombination => t!(locale, "ddz-invalid-none"),
    }
}

pub fn rule_error(e: &RuleError, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    match e {
        RuleError::Turn(TurnError::GameOver) => t!(loc, "ddz-error-over"),
        RuleError::Turn(TurnError::NotYourTurn { to_act }) => {
            crate::render::turn::not_your_turn(to_act, ctx)
        }
        RuleError::NotBidding => t!(loc, "ddz-error-not-bidding"),
        RuleError::StillBidding => t!(loc, "ddz-error-still-bidding"),
        RuleError::BidTooLow { bid, top } => t!(
            loc,
            "ddz-error-bid-too-low",
            bid = bid_text(loc, *bid),
            top = top.value()
        ),
        RuleError::NotHeld { missing } => {
            t!(loc, "ddz-error-not-held", cards = cards(loc, missing))
        }
        RuleError::NotACombination { cards: c, why } => t!(
            loc,
            "ddz-error-not-combo",
            cards = cards(loc, c),
            why = invalid(loc, why)
        ),
        RuleError::MustMatch { play, to_beat } => t!(
            loc,
            "ddz-error-must-match",
            kind = kind_name(loc, play.kind),
            code = play.kind.name(),
            target = cards(loc, &to_beat.cards),
            target_kind = kind_name(loc, to_beat.kind)
        ),
        RuleError::TooLow { play, to_beat } => t!(
            loc,
            "ddz-error-too-low",
            cards = cards(loc, &play.cards),
            target = cards(loc, &to_beat.cards)
        ),
        RuleError::MustLead => t!(loc, "ddz-error-must-lead"),
    }
}

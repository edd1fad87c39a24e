//! Why a move was refused, in the reader's language.

use super::text::kind_name;
use crate::games::TurnError;
use crate::games::chowdah::{ContractError, MeldError, RuleError, ScoreError};
use crate::i18n::Locale;
use crate::render::RenderCtx;
use crate::render::cards::{card, cards};
use crate::t;

pub fn meld_error(loc: Locale, e: &MeldError) -> String {
    match e {
        MeldError::Size { size } => t!(loc, "chowdah-meld-size", size = *size),
        MeldError::JokerInPair => t!(loc, "chowdah-meld-joker-pair"),
        MeldError::PairNotIdentical => t!(loc, "chowdah-meld-pair-identical"),
        MeldError::OnlyJokers => t!(loc, "chowdah-meld-only-jokers"),
        MeldError::NotSetOrRun => t!(loc, "chowdah-meld-not-set-or-run"),
    }
}

pub fn contract_error(loc: Locale, e: &ContractError) -> String {
    match e {
        ContractError::TooMany { kind, allowed } => t!(
            loc,
            "chowdah-contract-too-many",
            kind = kind_name(loc, *kind),
            allowed = *allowed
        ),
        ContractError::RepeatedPairRank { rank } => {
            t!(
                loc,
                "chowdah-contract-repeated-rank",
                rank = rank.letter().to_string()
            )
        }
    }
}

pub fn score_error(loc: Locale, e: &ScoreError) -> String {
    match e {
        ScoreError::InvalidMeld { cards: c, why } => {
            t!(
                loc,
                "chowdah-error-invalid-meld",
                cards = cards(loc, c),
                why = meld_error(loc, why)
            )
        }
        ScoreError::Contract { why } => {
            t!(
                loc,
                "chowdah-error-contract",
                why = contract_error(loc, why)
            )
        }
        ScoreError::TooManyCards { max, got } => {
            t!(loc, "chowdah-score-too-many-cards", max = *max, got = *got)
        }
        ScoreError::TooManyCopies { card: c } => {
            t!(loc, "chowdah-score-too-many-copies", card = card(loc, *c))
        }
        ScoreError::NotChowdah => t!(loc, "chowdah-error-not-chowdah"),
    }
}

pub fn rule_error(e: &RuleError, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    match e {
        RuleError::Turn(TurnError::GameOver) => t!(loc, "chowdah-error-over"),
        RuleError::Turn(TurnError::NotYourTurn { to_act }) => {
            crate::render::turn::not_your_turn(to_act, ctx)
        }
        RuleError::MustDrawFirst => t!(loc, "chowdah-error-draw-first"),
        RuleError::AlreadyDrew => t!(loc, "chowdah-error-already-drew"),
        RuleError::ExtraTurnChoice => t!(loc, "chowdah-error-extra-turn-choice"),
        RuleError::NoExtraTurn => t!(loc, "chowdah-error-no-extra-turn"),
        RuleError::MustMeldDrawnCard { card: c } => {
            t!(loc, "chowdah-error-meld-drawn", card = card(loc, *c))
        }
        RuleError::NothingToMeld => t!(loc, "chowdah-error-nothing-to-meld"),
        RuleError::StockEmpty => t!(loc, "chowdah-error-stock-empty"),
        RuleError::StockNotEmpty => t!(loc, "chowdah-error-stock-not-empty"),
        RuleError::NoSuchPile { pile } => t!(loc, "chowdah-error-no-such-pile", pile = pile.0),
        RuleError::EmptyPile { pile } => t!(loc, "chowdah-error-empty-pile", pile = pile.0),
        RuleError::CannotMeld { card: c } => {
            t!(loc, "chowdah-error-cannot-meld", card = card(loc, *c))
        }
        RuleError::MeldNeedsCards {
            card: c,
            exposed,
            with,
        } => t!(
            loc,
            "chowdah-error-meld-needs-cards",
            card = card(loc, *c),
            exposed = if *exposed { "yes" } else { "no" },
            with = cards(loc, with)
        ),
        RuleError::InvalidMeld { cards: c, why } => {
            t!(
                loc,
                "chowdah-error-invalid-meld",
                cards = cards(loc, c),
                why = meld_error(loc, why)
            )
        }
        RuleError::ExceedsContract { why } => {
            t!(
                loc,
                "chowdah-error-contract",
                why = contract_error(loc, why)
            )
        }
        RuleError::LeavesOut { cards: c } => {
            t!(loc, "chowdah-error-leaves-out", cards = cards(loc, c))
        }
        RuleError::NotInHand { cards: c } => {
            t!(loc, "chowdah-error-not-in-hand", cards = cards(loc, c))
        }
        RuleError::HoldsFewer {
            card: c,
            held,
            named,
        } => t!(
            loc,
            "chowdah-error-holds-fewer",
            card = card(loc, *c),
            held = u32::from(*held),
            named = u32::from(*named)
        ),
        RuleError::NothingToDiscard => t!(loc, "chowdah-error-nothing-to-discard"),
        RuleError::NoSuchMeld { owner, meld: m } => t!(
            loc,
            "chowdah-error-no-such-meld",
            name = ctx.name(*owner),
            meld = u32::from(*m) + 1
        ),
        RuleError::NotAJokerSwap => t!(loc, "chowdah-error-not-a-joker-swap"),
        RuleError::NotInMeld {
            card: c,
            elsewhere: false,
            ..
        } => t!(loc, "chowdah-error-in-no-meld", card = card(loc, *c)),
        RuleError::NotInMeld {
            card: c,
            owner,
            meld: m,
            elsewhere: true,
        } => t!(
            loc,
            "chowdah-error-not-in-meld",
            card = card(loc, *c),
            name = ctx.name(*owner),
            meld = u32::from(*m) + 1
        ),
        RuleError::SwapBreaksMeld { why } => {
            t!(loc, "chowdah-error-swap-breaks", why = meld_error(loc, why))
        }
        RuleError::MustUseEmptyPile { empty } => {
            t!(loc, "chowdah-error-use-empty-pile", pile = empty.0)
        }
        RuleError::NotChowdah { missing } => {
            t!(
                loc,
                "chowdah-error-not-chowdah",
                missing = u32::from(*missing)
            )
        }
        RuleError::MustDeclare => t!(loc, "chowdah-error-must-declare"),
    }
}

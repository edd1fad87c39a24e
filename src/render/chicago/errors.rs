//! Why a move was refused, in the reader's language.

use crate::games::TurnError;
use crate::games::chicago::RuleError;
use crate::i18n::Locale;
use crate::render::RenderCtx;
use crate::render::cards::card;
use crate::t;

pub fn hand_error(e: &crate::games::chicago::HandError, loc: Locale) -> String {
    use crate::games::chicago::HandError;
    match e {
        HandError::WrongCount { got } => t!(loc, "chicago-hand-count", got = *got),
        HandError::Repeated { card: c } => t!(loc, "chicago-error-repeated", card = card(loc, *c)),
        HandError::Joker { card: c } => t!(loc, "chicago-hand-joker", card = card(loc, *c)),
    }
}

pub fn rule_error(e: &RuleError, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    match e {
        RuleError::Turn(TurnError::GameOver) => t!(loc, "chicago-error-over"),
        RuleError::Turn(TurnError::NotYourTurn { to_act }) => {
            crate::render::turn::not_your_turn(to_act, ctx)
        }
        RuleError::NotExchanging => t!(loc, "chicago-error-not-exchanging"),
        RuleError::NotHeld { card: c } => t!(loc, "chicago-error-not-held", card = card(loc, *c)),
        RuleError::Repeated { card: c } => t!(loc, "chicago-error-repeated", card = card(loc, *c)),
        RuleError::CallNotPlayed => t!(loc, "chicago-error-call-not-played"),
        RuleError::NotCalling => t!(loc, "chicago-error-not-calling"),
        RuleError::NotPlaying => t!(loc, "chicago-error-not-playing"),
        RuleError::MustFollowSuit { card: c, lead } => t!(
            loc,
            "chicago-error-follow-suit",
            card = card(loc, *c),
            lead = card(loc, *lead)
        ),
    }
}

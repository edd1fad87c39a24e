//! Why a move was refused, in the reader's language.

use super::text::claim_name;
use crate::games::TurnError;
use crate::games::yaodiren::{NoSplit, RuleError};
use crate::i18n::Locale;
use crate::render::RenderCtx;
use crate::render::tiles::{tile, tiles};
use crate::t;

pub fn no_split(e: &NoSplit, loc: Locale) -> String {
    match e {
        NoSplit::TileCount { got, min, max } => {
            t!(
                loc,
                "ydr-no-split-count",
                got = *got,
                min = *min,
                max = *max
            )
        }
        NoSplit::TooManyCopies { tile: t, count } => {
            t!(
                loc,
                "ydr-no-split-copies",
                tile = tile(loc, *t),
                count = *count
            )
        }
        NoSplit::NoSevenKans {
            most_kans,
            leftover,
            ..
        } => t!(
            loc,
            "ydr-no-split-kans",
            kans = *most_kans,
            leftover = tiles(loc, leftover)
        ),
    }
}

pub fn rule_error(e: &RuleError, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    match e {
        RuleError::Turn(TurnError::GameOver) => t!(loc, "ydr-error-over"),
        // Who may claim is hidden: the refusal names nobody then.
        RuleError::Turn(TurnError::NotYourTurn { to_act }) if to_act.is_empty() => {
            t!(loc, "ydr-error-not-your-turn")
        }
        RuleError::Turn(TurnError::NotYourTurn { to_act }) => {
            crate::render::turn::not_your_turn(to_act, ctx)
        }
        RuleError::NotNow { .. } => t!(loc, "ydr-error-not-now"),
        RuleError::CannotOpen {
            tuo,
            kans,
            threshold,
        } => t!(
            loc,
            "ydr-error-cannot-open",
            tuo = *tuo,
            kans = *kans,
            threshold = *threshold
        ),
        RuleError::NotHeld { tile: t } => t!(loc, "ydr-error-not-held", tile = tile(loc, *t)),
        RuleError::NotEntitled { claim } => {
            t!(
                loc,
                "ydr-error-not-entitled",
                claim = claim_name(loc, *claim)
            )
        }
        RuleError::PengBarred { tile: t } => t!(loc, "ydr-error-peng-barred", tile = tile(loc, *t)),
        RuleError::WinBarred { tile: t } => t!(loc, "ydr-error-win-barred", tile = tile(loc, *t)),
        RuleError::NoSuchChi { tile: t, with } => t!(
            loc,
            "ydr-error-no-such-chi",
            tile = tile(loc, *t),
            with = tiles(loc, with)
        ),
        RuleError::MustClaim { claim } => {
            t!(loc, "ydr-error-must-claim", claim = claim_name(loc, *claim))
        }
        RuleError::NotAWin => t!(loc, "ydr-error-not-a-win"),
        RuleError::WinAfterClaim => t!(loc, "ydr-error-win-after-claim"),
        RuleError::StandingPassOverWin => t!(loc, "ydr-error-standing-pass-over-win"),
    }
}

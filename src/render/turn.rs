//! The refusal every game gives out of turn. It sits apart from `errors` because each game's
//! own refusals use it while `errors` dispatches to each game's: one file both ways would loop.

use super::RenderCtx;
use crate::games::Seat;
use crate::t;

/// "Not your turn", naming who is to act — or nobody, during a claim window (who may claim
/// would tell what they hold).
pub fn not_your_turn(to_act: &[Seat], ctx: &RenderCtx) -> String {
    if to_act.is_empty() {
        t!(ctx.locale, "error-not-your-turn-claims")
    } else {
        t!(
            ctx.locale,
            "error-not-your-turn",
            names = ctx.names_of(to_act)
        )
    }
}

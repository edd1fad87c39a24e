//! `/hint` and the terminal's `hint`: the suggested command and its one reason.

use crate::games::HintReason;
use crate::i18n::Locale;
use crate::t;
use crate::table::hint::Hint;

pub fn hint(loc: Locale, hint: &Hint) -> String {
    hint_as(loc, hint, &hint.action.command_text())
}

/// The hint with its move shown as `command` (the terminal shows it in the reader's own
/// words, `换 3h` for `discard 3h`, as its move list does).
pub fn hint_as(loc: Locale, hint: &Hint, command: &str) -> String {
    t!(
        loc,
        "hint-move",
        command = command,
        reason = reason(loc, hint.reason)
    )
}

pub fn reason(loc: Locale, reason: HintReason) -> String {
    match reason {
        HintReason::GoOut => t!(loc, "hint-reason-go-out"),
        HintReason::Block { cards } => t!(loc, "hint-reason-block", cards = i64::from(cards)),
        HintReason::LeavePartner => t!(loc, "hint-reason-leave-partner"),
        HintReason::KeepBomb { cards } => {
            t!(loc, "hint-reason-keep-bomb", cards = i64::from(cards))
        }
        HintReason::Bomb { cards } => t!(loc, "hint-reason-bomb", cards = i64::from(cards)),
        HintReason::Cheapest => t!(loc, "hint-reason-cheapest"),
        HintReason::Pass => t!(loc, "hint-reason-pass"),
        HintReason::Bid => t!(loc, "hint-reason-bid"),
        HintReason::Best => t!(loc, "hint-reason-best"),
    }
}

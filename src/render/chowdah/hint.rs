//! Why a bot suggests a move here, in the reader's words (`/hint`, the terminal's `hint`).

use crate::games::chowdah::Reason;
use crate::i18n::Locale;
use crate::t;

pub fn reason(loc: Locale, r: Reason) -> String {
    match r {
        Reason::Contract => t!(loc, "hint-reason-contract"),
        Reason::TakePile => t!(loc, "hint-reason-take-pile"),
        Reason::MeldWay => t!(loc, "hint-reason-meld-way"),
        Reason::DrawStock => t!(loc, "hint-reason-draw-stock"),
        Reason::NoPileMelds => t!(loc, "hint-reason-no-pile-melds"),
        Reason::ExtraTurn => t!(loc, "hint-reason-extra-turn"),
        Reason::NothingToDraw => t!(loc, "hint-reason-nothing-to-draw"),
        Reason::Loose { missing } => {
            t!(loc, "hint-reason-loose", missing = i64::from(missing))
        }
        Reason::LooseCover { missing, card } => t!(
            loc,
            "hint-reason-loose-cover",
            missing = i64::from(missing),
            card = crate::render::cards::card(loc, card),
            joker = if card.is_joker() { "yes" } else { "no" }
        ),
        Reason::TakeJoker => t!(loc, "hint-reason-take-joker"),
    }
}

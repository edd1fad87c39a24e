//! Why a bot suggests a move here, in the reader's words (`/hint`, the terminal's `hint`).

use crate::games::doudizhu::Reason;
use crate::i18n::Locale;
use crate::t;

pub fn reason(loc: Locale, r: Reason) -> String {
    match r {
        Reason::GoOut => t!(loc, "hint-reason-go-out"),
        Reason::Block { cards } => t!(loc, "hint-reason-block", cards = i64::from(cards)),
        Reason::LeavePartner => t!(loc, "hint-reason-leave-partner"),
        Reason::KeepBomb { cards } => {
            t!(loc, "hint-reason-keep-bomb", cards = i64::from(cards))
        }
        Reason::Bomb { cards } => t!(loc, "hint-reason-bomb", cards = i64::from(cards)),
        Reason::Cheapest => t!(loc, "hint-reason-cheapest"),
        Reason::Pass => t!(loc, "hint-reason-pass"),
        Reason::Bid => t!(loc, "hint-reason-bid"),
        Reason::Unbeatable => t!(loc, "hint-reason-unbeatable"),
        Reason::FewAbove { cards } => {
            t!(loc, "hint-reason-few-above", cards = i64::from(cards))
        }
        Reason::KeepsWhole { turns } => {
            t!(loc, "hint-reason-keeps-whole", turns = i64::from(turns))
        }
    }
}

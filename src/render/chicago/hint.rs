//! Why a bot suggests a move here, in the reader's words (`/hint`, the terminal's `hint`).

use crate::games::chicago::Reason;
use crate::i18n::Locale;
use crate::t;

pub fn reason(loc: Locale, r: Reason) -> String {
    match r {
        Reason::StandPat { hand } => t!(
            loc,
            "hint-reason-stand-pat",
            hand = super::text::category(loc, hand)
        ),
        Reason::KeepMade { hand, draw, high } if high.is_empty() => t!(
            loc,
            "hint-reason-keep-made",
            hand = super::text::category(loc, hand),
            draw = i64::from(draw)
        ),
        Reason::KeepMade { hand, draw, high } => {
            let named: Vec<String> = high
                .iter()
                .map(|&c| crate::render::cards::card(loc, c))
                .collect();
            t!(
                loc,
                "hint-reason-keep-made-high",
                hand = super::text::category(loc, hand),
                cards = crate::i18n::list(loc, &named),
                draw = i64::from(draw)
            )
        }
        Reason::DrawTo { hand } => t!(
            loc,
            "hint-reason-draw-to",
            hand = super::text::category(loc, hand)
        ),
        Reason::KeepTopCard { draw } => {
            t!(loc, "hint-reason-keep-top-card", draw = i64::from(draw))
        }
        Reason::TopCardOverPair { draw } => {
            t!(
                loc,
                "hint-reason-top-card-over-pair",
                draw = i64::from(draw)
            )
        }
        Reason::DrawFive => t!(loc, "hint-reason-draw-five"),
        Reason::DrawFiveOverTop => t!(loc, "hint-reason-draw-five-over-top"),
        Reason::DrawFiveOverPair => t!(loc, "hint-reason-draw-five-over-pair"),
        Reason::ThreeToFlush => t!(loc, "hint-reason-three-to-flush"),
        Reason::KeepHighCards { draw } => {
            t!(loc, "hint-reason-keep-high-cards", draw = i64::from(draw))
        }
        Reason::Shed => t!(loc, "hint-reason-shed"),
        Reason::TakeLead => t!(loc, "hint-reason-take-lead"),
        Reason::TakeCheaply => t!(loc, "hint-reason-take-cheaply"),
        Reason::KeepForLast { cards } => {
            let named: Vec<String> = cards
                .iter()
                .map(|&c| crate::render::cards::card(loc, c))
                .collect();
            t!(
                loc,
                "hint-reason-keep-for-last",
                card = crate::i18n::alternatives(loc, &named)
            )
        }
        Reason::CallChicago => t!(loc, "hint-reason-call-chicago"),
    }
}

//! Why a bot suggests a move here, in the reader's words (`/hint`, the terminal's `hint`).

use crate::games::yaodiren::Reason;
use crate::i18n::Locale;
use crate::t;

pub fn reason(loc: Locale, r: Reason) -> String {
    match r {
        Reason::Win => t!(loc, "hint-reason-win"),
        Reason::Fold => t!(loc, "hint-reason-fold"),
        Reason::Opens { tuo, threshold } => t!(
            loc,
            "hint-reason-opens",
            tuo = i64::from(tuo),
            threshold = i64::from(threshold)
        ),
        Reason::BelowThreshold { tuo, threshold } => t!(
            loc,
            "hint-reason-below-threshold",
            tuo = i64::from(tuo),
            threshold = i64::from(threshold)
        ),
        Reason::PlayOn { tuo, threshold } => t!(
            loc,
            "hint-reason-play-on",
            tuo = i64::from(tuo),
            threshold = i64::from(threshold),
            // How far the best case falls short: a hand played 8 砣 short is not "close".
            short = i64::from(threshold.saturating_sub(tuo))
        ),
        Reason::StayOut => t!(loc, "hint-reason-stay-out"),
        Reason::Spare => t!(loc, "hint-reason-spare"),
        Reason::ClaimImproves => t!(loc, "hint-reason-claim-improves"),
        Reason::ClaimNoBetter => t!(loc, "hint-reason-claim-no-better"),
    }
}

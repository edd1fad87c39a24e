//! Which Chowdah moves may be taken back (docs/rules/chowdah.md#undo).

use super::{Action, Event, Source};
use crate::games::Irreversible;

/// docs/rules/chowdah.md#undo: a draw from a pile (its top card is face up), a meld, a joker
/// swap, a discard and the joker's extra-turn answer may be taken back; a draw from the stock
/// shows a hidden card, and a call (or a pass on an empty stock) ends the round.
pub(super) fn irreversible(action: &Action, events: &[&Event]) -> Option<Irreversible> {
    if matches!(action, Action::Draw(Source::Stock)) {
        return Some(Irreversible::Drew);
    }
    events.iter().find_map(|e| match e {
        Event::StockCard { .. } => Some(Irreversible::Drew),
        Event::RoundStarted { .. } => Some(Irreversible::Dealt),
        Event::Declared { .. }
        | Event::Passed { .. }
        | Event::CannotDraw { .. }
        | Event::RoundScored { .. }
        | Event::MatchOver { .. }
        | Event::Forfeited { .. } => Some(Irreversible::HandOver),
        _ => None,
    })
}

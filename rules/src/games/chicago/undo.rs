//! Which Chicago moves may be taken back (docs/rules/chicago.md#undo).

use super::{Action, Event};
use crate::games::Irreversible;

/// docs/rules/chicago.md#undo: a card played to a trick and an answer to the Chicago call may
/// be taken back; an exchange (even standing pat, which ends the seat's part of the round)
/// draws or settles, and the last card of a deal ends it.
pub(super) fn irreversible(action: &Action, events: &[&Event]) -> Option<Irreversible> {
    if matches!(action, Action::Discard(_)) {
        return Some(Irreversible::Exchanged);
    }
    events.iter().find_map(|e| match e {
        Event::Drew { .. } | Event::StockReshuffled { .. } => Some(Irreversible::Drew),
        Event::Dealt { .. } => Some(Irreversible::Dealt),
        Event::Showdown { .. }
        | Event::Points { .. }
        | Event::DealOver { .. }
        | Event::MatchOver { .. }
        | Event::Forfeited { .. } => Some(Irreversible::HandOver),
        _ => None,
    })
}

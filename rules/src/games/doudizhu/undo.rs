//! Which Dou Dizhu moves may be taken back (docs/rules/doudizhu.md#undo).

use super::{Action, Event};
use crate::games::Irreversible;

/// docs/rules/doudizhu.md#undo: a bid, a play or a pass may be taken back, unless it turned
/// up the kitty (the bid that made the landlord), dealt again (everyone passed) or ended the
/// hand.
pub(super) fn irreversible(_action: &Action, events: &[&Event]) -> Option<Irreversible> {
    events.iter().find_map(|e| match e {
        Event::Landlord { .. } => Some(Irreversible::Kitty),
        Event::AllPassed | Event::Dealt { .. } => Some(Irreversible::Dealt),
        Event::Settled { .. } | Event::Forfeited { .. } => Some(Irreversible::HandOver),
        _ => None,
    })
}

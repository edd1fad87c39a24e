//! Which 幺地人 moves may be taken back (docs/rules/yaodiren.md#undo).

use super::{Action, Event};
use crate::games::Irreversible;

/// docs/rules/yaodiren.md#undo: opening or not, playing or folding, a discard nobody has
/// claimed yet, a pass in a claim window and the standing pass may be taken back, unless they
/// led to a tile from the stock (a flip, an extra draw); a claim never may, nor what ends the
/// hand.
pub(super) fn irreversible(action: &Action, events: &[&Event]) -> Option<Irreversible> {
    if matches!(action, Action::Claim(_)) {
        return Some(Irreversible::Claimed);
    }
    events.iter().find_map(|e| match e {
        Event::Drew { .. }
        | Event::Flipped { .. }
        | Event::ExtraDraws { .. }
        | Event::KillDraw { .. } => Some(Irreversible::Drew),
        Event::Claimed { .. } => Some(Irreversible::Claimed),
        Event::Dealt { .. } | Event::NobodyOpened => Some(Irreversible::Dealt),
        Event::Won { .. }
        | Event::Exhausted
        | Event::Uncontested
        | Event::HandOver { .. }
        | Event::Forfeited { .. }
        | Event::MatchOver { .. } => Some(Irreversible::HandOver),
        _ => None,
    })
}

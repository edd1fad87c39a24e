//! What the league reads off a game without knowing which game it is: who conceded, which
//! event settles a rated hand, and how that hand's seats are sided (docs/league.md). Each
//! game answers through `Game` in its own folder; `any::AnyEvent` forwards the answers.

use super::{Outcome, Seat};

/// How the seats of one result are sided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sides {
    /// Free-for-all: every seat is its own side.
    EachSeat,
    /// One seat against all the others together, who share a side (Dou Dizhu's landlord
    /// against the farmers).
    OneAgainstRest(Seat),
}

impl Sides {
    /// Whether `seat` is the lone seat of `OneAgainstRest`.
    pub fn is_lone(self, seat: Seat) -> bool {
        self == Sides::OneAgainstRest(seat)
    }
}

/// A hand that is a rated result of its own (`Game::RATES_EACH_HAND`), as the event that
/// settles it tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedHand {
    pub outcome: Outcome,
    pub sides: Sides,
}

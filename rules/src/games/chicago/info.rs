//! What one Chicago seat knows when it is to act: its view, which already carries the public
//! history (every exchange's card count, the showdowns, the tricks played), and the cards it
//! threw itself. Bots decide from this alone.

use super::view::View;
use super::{Chicago, Config};
use crate::cards::Card;
use crate::games::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub seat: Seat,
    pub config: Config,
    pub view: View,
    /// The cards this seat threw this deal that are still face down: it saw them go, so they
    /// are in nobody's hand and not in the stock (docs/rules/chicago.md#what-is-public: which
    /// cards a player threw is private to that player).
    pub thrown: Vec<Card>,
}

impl Chicago {
    pub(super) fn build_info(&self, seat: Seat) -> Info {
        Info {
            seat,
            config: self.config().clone(),
            view: self.view(seat),
            thrown: self.thrown.get(seat.index()).cloned().unwrap_or_default(),
        }
    }
}

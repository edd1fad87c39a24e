//! What one Chowdah seat knows when it is to act: its view (its hand, every exposed meld, the
//! face-up piles, the stock's size, the totals) and what the rules say it may do now, which
//! depends on nothing hidden. Bots decide from this alone.

use super::view::{Stage, View};
use super::{Action, Chowdah, Config, Pile};
use crate::games::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub seat: Seat,
    pub config: Config,
    pub view: View,
    /// The piles the seat may draw from (drawing stage).
    pub drawable_piles: Vec<Pile>,
    /// Whether the seat may declare (Chowdah) now.
    pub can_declare: bool,
    /// Joker swaps made so far this turn (public: every swap is announced).
    pub swaps_this_turn: usize,
    /// A legal meld of the drawn pile card, when melding it.
    pub first_legal: Option<Action>,
    /// The timeout default, when discarding.
    pub auto: Option<Action>,
}

impl Chowdah {
    pub(super) fn build_info(&self, seat: Seat) -> Info {
        let view = self.view(seat);
        let first_legal = match view.stage {
            Stage::Meld { .. } => self.legal_actions(seat).into_iter().next(),
            _ => None,
        };
        let auto = match view.stage {
            Stage::Discard => self.auto_action(seat),
            _ => None,
        };
        Info {
            seat,
            config: self.config().clone(),
            drawable_piles: self.drawable_piles(seat),
            can_declare: self.can_declare(seat),
            swaps_this_turn: self.swaps_this_turn(),
            first_legal,
            auto,
            view,
        }
    }
}

//! What one 幺地人 seat knows when it is to act: its view (its concealed tiles, every exposed
//! kan, the river, the open claim window) and the answers the rules allow it now, which depend
//! on its own tiles only. Bots decide from this alone.

use super::kan::Kan;
use super::view::{Stage, View};
use super::{Action, Yaodiren};
use crate::cards::tiles::{Tile, TileCounts};
use crate::games::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub seat: Seat,
    pub stage: Stage,
    pub dealer: Seat,
    pub concealed: TileCounts,
    pub exposed: Vec<Kan>,
    /// The tile of the open claim window.
    pub window_tile: Option<Tile>,
    pub legal: Vec<Action>,
    pub view: View,
}

impl Yaodiren {
    pub(super) fn build_info(&self, seat: Seat) -> Info {
        Info {
            seat,
            stage: self.stage(),
            dealer: self.dealer(),
            concealed: *self.concealed(seat),
            exposed: self.exposed(seat).to_vec(),
            window_tile: self.window_tile(),
            legal: self.legal_actions(seat),
            view: self.view(seat),
        }
    }
}

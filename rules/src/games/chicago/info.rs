//! What one Chicago seat knows when it is to act: its view, which already carries the public
//! history (every exchange's card count, the showdowns, the tricks played). Bots decide from
//! this alone.

use super::view::View;
use super::{Chicago, Config};
use crate::games::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub seat: Seat,
    pub config: Config,
    pub view: View,
}

impl Chicago {
    pub(super) fn build_info(&self, seat: Seat) -> Info {
        Info {
            seat,
            config: self.config().clone(),
            view: self.view(seat),
        }
    }
}

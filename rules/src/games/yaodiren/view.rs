//! What one seat, or the channel, may see of a 幺地人 table.

use super::claims::Origin;
use super::estimate::{Estimate, opening_estimate};
use super::kan::Kan;
use super::settlement::HandResult;
use super::{PLAYERS, Phase, Player, Yaodiren};
use crate::cards::tiles::Tile;
use crate::games::{Game, Seat, count_u8};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// 起牌: from the dealer, each player opens or not.
    Opening,
    /// The players who did not open play or fold.
    Joining,
    /// A player discards (or declares a win on its own tiles).
    Discard,
    /// Players answer a claim window.
    Claim,
    Over,
}

/// Where a seat stands in the current hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Not asked yet at the opening.
    Waiting,
    Opened,
    /// Did not open; not yet asked whether it plays.
    DidNotOpen,
    Playing,
    Folded,
}

impl Status {
    /// In the hand: claims, turns, payments.
    pub fn active(self) -> bool {
        matches!(self, Status::Opened | Status::Playing)
    }
}

/// Public facts about one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub status: Status,
    /// Concealed tiles held (a count only).
    pub concealed: u8,
    /// Kans laid down after claims, in the order claimed.
    pub exposed: Vec<Kan>,
    /// 偷牌 extra draws this hand.
    pub extra_draws: u8,
}

/// The claim window, as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WindowView {
    pub tile: Tile,
    pub source: Seat,
    pub origin: Origin,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// `None` for the channel's view.
    pub viewer: Option<Seat>,
    /// The hand being played, from 1, and the match length.
    pub hand: u32,
    pub hands: u32,
    pub deal: u32,
    pub dealer: Seat,
    pub stage: Stage,
    /// Who is to act. In a claim window only the viewer itself (if asked): who else may claim
    /// is hidden.
    pub to_act: Vec<Seat>,
    /// The viewer's concealed tiles; never in the channel's view.
    pub concealed: Option<Vec<Tile>>,
    /// The viewer's opening estimate, while the opening (and the play-or-fold round) lasts.
    pub estimate: Option<Estimate>,
    /// Kinds the viewer may no longer 碰 / win on with a 碰-type kan this hand.
    pub peng_barred: Option<Vec<Tile>>,
    pub win_barred: Option<Vec<Tile>>,
    pub seats: Vec<SeatView>,
    pub stock: u8,
    /// Discards and unclaimed flips, oldest first, with who put them there.
    pub river: Vec<(Seat, Tile)>,
    pub window: Option<WindowView>,
    /// Match totals per seat.
    pub scores: Vec<i64>,
    pub last_hand: Option<HandResult>,
}

impl Yaodiren {
    pub(super) fn build_view(&self, viewer: Option<Seat>) -> View {
        let window = match &self.phase {
            Phase::Window(w) => Some(WindowView {
                tile: w.tile,
                source: w.source,
                origin: w.origin,
            }),
            _ => None,
        };
        let to_act = if window.is_some() {
            // Who else is asked would tell who holds what.
            self.to_act()
                .into_iter()
                .filter(|s| Some(*s) == viewer)
                .collect()
        } else {
            self.to_act()
        };
        let own = viewer.map(|s| self.player(s));
        let opening = matches!(self.phase, Phase::Opening { .. } | Phase::Joining { .. });
        View {
            viewer,
            hand: self.hand,
            hands: self.config.hands,
            deal: self.deal,
            dealer: self.dealer,
            stage: self.stage(),
            to_act,
            concealed: own.map(|p| p.concealed.tiles()),
            estimate: viewer
                .filter(|_| opening)
                .map(|s| opening_estimate(&self.player(s).concealed, self.is_dealer(s))),
            peng_barred: own.map(|p| Player::barred_tiles(p.peng_barred)),
            win_barred: own.map(|p| Player::barred_tiles(p.win_barred)),
            seats: Seat::all(PLAYERS)
                .map(|seat| {
                    let p = self.player(seat);
                    SeatView {
                        seat,
                        status: p.status,
                        concealed: count_u8(p.concealed.len()),
                        exposed: p.exposed.clone(),
                        extra_draws: p.extra_draws,
                    }
                })
                .collect(),
            stock: count_u8(self.stock_left()),
            river: self.river.clone(),
            window,
            scores: self.scores.clone(),
            last_hand: self.results.last().cloned(),
        }
    }
}

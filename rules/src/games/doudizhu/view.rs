//! What one seat, or the channel, may see of a Dou Dizhu hand.

use super::auction::Bid;
use super::combos::Combo;
use super::rank::RankCounts;
use super::settlement::Settlement;
use crate::games::Seat;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Auction,
    Play,
    Over,
}

/// One turn of the current trick: a play, or a pass (`None`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickTurn {
    pub seat: Seat,
    pub play: Option<Combo>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// `None` for the channel's view.
    pub viewer: Option<Seat>,
    pub players: u8,
    pub deal: u32,
    pub stage: Stage,
    /// The viewer's own hand; never present in the channel's view.
    pub hand: Option<RankCounts>,
    /// Cards held by each seat (public knowledge).
    pub hand_sizes: Vec<u8>,
    pub to_act: Vec<Seat>,
    pub first_bidder: Seat,
    pub bids: Vec<(Seat, Bid)>,
    pub landlord: Option<Seat>,
    pub bid: Option<Bid>,
    /// Shown to everyone once the landlord is known.
    pub kitty: Option<RankCounts>,
    pub trick: Vec<TrickTurn>,
    /// The play to beat now, and who made it.
    pub to_beat: Option<(Seat, Combo)>,
    pub doublings: u32,
    /// The stake per opponent so far (bid × 2^doublings).
    pub stake: i64,
    pub settlement: Option<Settlement>,
}

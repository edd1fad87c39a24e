//! What one seat, or the channel, may see of a Dou Dizhu hand.

use super::auction::Bid;
use super::combos::Combo;
use super::rank::RankCounts;
use super::settlement::Settlement;
use super::{DouDizhu, Phase};
use crate::games::{Game, Seat, count_u8};
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
    /// The hand of the match (from 1) and the match's hands
    /// (docs/rules/doudizhu.md#a-match-of-several-hands).
    pub hand_no: u32,
    pub hands: u32,
    /// Each seat's sum of the settlements of the hands booked so far.
    pub totals: Vec<i64>,
}

impl DouDizhu {
    pub(super) fn build_view(&self, viewer: Option<Seat>) -> View {
        let hand = viewer.map(|s| self.hands[s.index()]);
        let hand_sizes = self.hands.iter().map(|h| count_u8(h.len())).collect();
        let mut v = View {
            viewer,
            players: u8::from(self.config.players),
            deal: self.deal_no,
            stage: Stage::Auction,
            hand,
            hand_sizes,
            to_act: self.to_act(),
            first_bidder: self.first_bidder,
            bids: Vec::new(),
            landlord: None,
            bid: None,
            kitty: None,
            trick: Vec::new(),
            to_beat: None,
            doublings: 0,
            stake: 0,
            settlement: None,
            hand_no: self.hand_no,
            hands: self.config.hands,
            totals: self.totals.clone(),
        };
        let play = match &self.phase {
            Phase::Auction(a) => {
                v.bids = a.history().to_vec();
                v.stake = a.top().map_or(0, |(_, b)| i64::from(b.value()));
                return v;
            }
            Phase::Play(p) => {
                v.stage = Stage::Play;
                Some(p)
            }
            Phase::Over { play, settlement } => {
                v.stage = Stage::Over;
                v.settlement = Some(settlement.clone());
                v.landlord = Some(settlement.landlord);
                v.bid = Some(settlement.bid);
                v.stake = settlement.stake;
                play.as_ref()
            }
        };
        if let Some(p) = play {
            v.landlord = Some(p.landlord);
            v.bid = Some(p.bid);
            v.kitty = Some(p.kitty);
            v.trick = p.trick.clone();
            v.to_beat = p.to_beat;
            v.doublings = p.doublings;
            if v.stage == Stage::Play {
                v.stake = Self::stake_so_far(p.bid, p.doublings);
            }
        }
        v
    }
}

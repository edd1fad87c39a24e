//! What one seat, or the channel, may see of a Chicago match.

use super::hands::HandValue;
use super::scoring::{Scoring, Showdown};
use super::tricks::Trick;
use super::{Chicago, Phase, hands};
use crate::cards::Card;
use crate::games::{Game, Seat, count_u8};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    FirstExchange,
    SecondExchange,
    ChicagoCall,
    Tricks,
    Over,
}

/// One player's exchange (public: how many cards, never which).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ExchangeRecord {
    pub round: u8,
    pub seat: Seat,
    /// Cards thrown and drawn; 0 when standing pat or locked.
    pub count: u8,
    /// At or above the lock: the turn was skipped.
    pub locked: bool,
}

/// A showdown of the current deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShowdownRecord {
    pub scoring: Scoring,
    pub showdown: Showdown,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// `None` for the channel's view.
    pub viewer: Option<Seat>,
    pub players: u8,
    pub target: u32,
    /// From this score on a player may not exchange.
    pub lock: u32,
    pub chicago_call: bool,
    /// The deal number, from 1.
    pub deal: u32,
    pub dealer: Seat,
    pub scores: Vec<u32>,
    pub stage: Stage,
    pub to_act: Vec<Seat>,
    /// The viewer's own hand; never present in the channel's view.
    pub hand: Option<Vec<Card>>,
    /// What the viewer's hand is worth now.
    pub hand_value: Option<HandValue>,
    /// Cards held by each seat (public knowledge).
    pub hand_sizes: Vec<u8>,
    pub stock_size: u8,
    /// Face-down discards not yet shuffled back into the stock.
    pub discard_size: u8,
    /// This deal's exchanges, in order.
    pub exchanges: Vec<ExchangeRecord>,
    /// This deal's showdowns, in order.
    pub showdowns: Vec<ShowdownRecord>,
    /// During the call window: the seats still to be asked, next first.
    pub call_queue: Vec<Seat>,
    pub declarer: Option<Seat>,
    /// This deal's finished tricks, and who won each.
    pub tricks: Vec<Trick>,
    pub trick_winners: Vec<Seat>,
    /// The trick being played.
    pub trick: Trick,
    /// Once the match is over.
    pub winners: Option<Vec<Seat>>,
}

impl Chicago {
    pub(super) fn build_view(&self, viewer: Option<Seat>) -> View {
        let stage = self.stage();
        let hand = viewer.map(|s| self.hands[s.index()].clone());
        View {
            viewer,
            players: u8::from(self.config.players),
            target: self.config.target.points(),
            lock: self.config.target.lock(),
            chicago_call: self.config.chicago_call,
            deal: self.deal_no,
            dealer: self.dealer,
            scores: self.scores.clone(),
            stage,
            to_act: self.to_act(),
            hand_value: hand.as_deref().map(hands::value_of),
            hand,
            hand_sizes: self.hands.iter().map(|h| count_u8(h.len())).collect(),
            stock_size: count_u8(self.stock.len()),
            discard_size: count_u8(self.stock.discard_count()),
            exchanges: self.exchanges.clone(),
            showdowns: self.showdowns.clone(),
            call_queue: match &self.phase {
                Phase::Call { queue } => queue.clone(),
                _ => Vec::new(),
            },
            declarer: self.declarer,
            tricks: self.tricks.clone(),
            trick_winners: self.trick_winners.clone(),
            trick: self.trick.clone(),
            winners: match &self.phase {
                Phase::Over { winners, .. } => Some(winners.clone()),
                _ => None,
            },
        }
    }
}

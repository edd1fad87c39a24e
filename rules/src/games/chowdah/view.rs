//! What one seat, or the channel, may see of a Chowdah table.

use super::contract::Contract;
use super::events::RoundResult;
use super::melds::Meld;
use super::{Chowdah, Pile, Source, Step};
use crate::cards::Card;
use crate::games::{Game, Seat, count_u8};
use serde::Serialize;

/// Where the player to act is in their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// To draw (or, stock empty, to pass).
    Draw,
    /// Drew `card` from `pile`: to meld it.
    Meld {
        pile: Pile,
        card: Card,
    },
    /// Drew: may swap jokers, then discard or declare.
    Discard,
    /// Discarded a joker (`joker-extra-turn`): to take the extra turn or not.
    ExtraTurn,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// `None` for the channel's view.
    pub viewer: Option<Seat>,
    pub players: u8,
    pub round: u32,
    pub rounds: u8,
    pub contract: Contract,
    pub dealer: Seat,
    pub to_act: Vec<Seat>,
    pub stage: Stage,
    /// Where the player to act drew from this turn.
    pub drew_from: Option<Source>,
    /// The viewer's concealed hand; never in the channel's view.
    pub hand: Option<Vec<Card>>,
    /// The card the viewer drew from the stock this turn (its own view only).
    pub drawn: Option<Card>,
    pub hand_sizes: Vec<u8>,
    /// Every seat's exposed melds (public).
    pub exposed: Vec<Vec<Meld>>,
    /// The discard piles, bottom to top (everything in them was face up).
    pub piles: [Vec<Card>; 3],
    pub stock: usize,
    pub totals: Vec<i64>,
    /// The last scored round.
    pub last_round: Option<RoundResult>,
    /// Set once the match is over.
    pub winners: Option<Vec<Seat>>,
}

impl Chowdah {
    pub(super) fn build_view(&self, viewer: Option<Seat>) -> View {
        let mine = viewer == Some(self.turn);
        let (drew_from, drawn) = match self.step {
            Step::Draw | Step::ExtraTurn => (None, None),
            Step::Meld { pile, .. } => (Some(Source::Pile(pile)), None),
            Step::Play { from, drawn, .. } => (Some(from), if mine { drawn } else { None }),
        };
        View {
            viewer,
            players: self.config.players,
            round: self.round,
            rounds: self.config.rounds,
            contract: self.contract,
            dealer: self.dealer,
            to_act: self.to_act(),
            stage: self.stage(),
            drew_from: if self.over.is_some() { None } else { drew_from },
            hand: viewer.map(|s| self.hands[s.index()].clone()),
            drawn: if self.over.is_some() { None } else { drawn },
            hand_sizes: self.hands.iter().map(|h| count_u8(h.len())).collect(),
            exposed: self.exposed.clone(),
            piles: self.piles.clone(),
            stock: self.stock.len(),
            totals: self.totals.clone(),
            last_round: self.last_round.clone(),
            winners: self.over.as_ref().map(|o| o.winners.clone()),
        }
    }
}

//! What one Dou Dizhu seat knows when it is to act: its view (its hand, the counts, the
//! auction, the landlord's face-up bottom cards, the trick) plus the public history every
//! seat has seen: the cards each seat has played. Bots decide from this alone.

use super::combos::Combo;
use super::config::Players;
use super::deal::full_deck;
use super::rank::{DdzRank, RankCounts};
use super::view::View;
use super::{DouDizhu, Phase};
use crate::games::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub seat: Seat,
    pub players: Players,
    pub view: View,
    /// The cards each seat has played this deal, in seat order (empty past the last seat).
    pub played_by: [RankCounts; 4],
}

impl DouDizhu {
    pub(super) fn build_info(&self, seat: Seat) -> Info {
        let played_by = match &self.phase {
            Phase::Play(p) => p.played_by,
            _ => [RankCounts::new(); 4],
        };
        Info {
            seat,
            players: self.config.players,
            view: self.view(seat),
            played_by,
        }
    }
}

impl Info {
    pub fn hand(&self) -> RankCounts {
        self.view.hand.unwrap_or_default()
    }

    pub fn in_auction(&self) -> bool {
        self.view.landlord.is_none()
    }

    pub fn seats(&self) -> usize {
        self.players.count()
    }

    pub fn hand_size(&self, seat: Seat) -> usize {
        usize::from(self.view.hand_sizes[seat.index()])
    }

    pub fn to_beat(&self) -> Option<(Seat, Combo)> {
        self.view.to_beat
    }

    /// Whether `a` and `b` play on the same side (both farmers, or the same seat).
    pub fn partners(&self, a: Seat, b: Seat) -> bool {
        match self.view.landlord {
            Some(l) => a == b || (a != l && b != l),
            None => a == b,
        }
    }

    /// The landlord's cards everyone knows it still holds: the face-up bottom cards it has not
    /// played (a lower bound: a played rank may have come from its own hand).
    pub fn landlord_known(&self) -> RankCounts {
        let (Some(landlord), Some(kitty)) = (self.view.landlord, self.view.kitty) else {
            return RankCounts::new();
        };
        if landlord == self.seat {
            return RankCounts::new();
        }
        let played = &self.played_by[landlord.index()];
        let mut known = RankCounts::new();
        for r in DdzRank::all() {
            known.add(r, kitty.count(r).saturating_sub(played.count(r)));
        }
        known
    }

    /// The cards this seat cannot place: the deck less its hand, everything played and the
    /// landlord's known cards. They are in the other hands (or the kitty, during the auction).
    pub fn unseen(&self) -> RankCounts {
        let mut unseen = full_deck(self.players);
        unseen.remove(&self.hand());
        for p in &self.played_by {
            unseen.remove(p);
        }
        unseen.remove(&self.landlord_known());
        unseen
    }
}

//! A Dou Dizhu deal with every hand known: the `hard` bot's sampled worlds, played out by
//! the `normal` policy (a rollout) or solved exactly (`endgame`).

use super::combos::Combo;
use super::config::Players;
use super::rank::RankCounts;
use super::strategy::{self, Spot};
use crate::games::Seat;

/// No rollout lasts longer than this many turns (a deal takes well under 100).
const MAX_TURNS: usize = 400;

/// A deal being played out with every hand known.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct World {
    pub players: Players,
    pub n: usize,
    pub hands: [RankCounts; 4],
    pub landlord: Seat,
    pub turn: Seat,
    pub to_beat: Option<(Seat, Combo)>,
    /// Passes since `to_beat` was played.
    pub passes: usize,
    /// Plays so far that doubled the stake.
    pub bombs: u32,
}

impl World {
    pub fn sizes(&self) -> [u8; 4] {
        let mut s = [0u8; 4];
        for (i, h) in self.hands.iter().enumerate().take(self.n) {
            s[i] = u8::try_from(h.len()).unwrap_or(u8::MAX);
        }
        s
    }

    pub fn apply(&mut self, play: Option<Combo>) {
        match play {
            Some(c) => {
                self.hands[self.turn.index()].remove(&c.cards);
                if c.doubles_stake(self.players) {
                    self.bombs += 1;
                }
                self.to_beat = Some((self.turn, c));
                self.passes = 0;
            }
            None => {
                self.passes += 1;
                if self.passes + 1 >= self.n {
                    self.to_beat = None;
                    self.passes = 0;
                }
            }
        }
        // After everyone else passed, the turn is back with the trick's winner, who leads.
        self.turn = self.turn.next(self.n);
    }

    pub fn winner(&self) -> Option<Seat> {
        Seat::all(self.n).find(|s| self.hands[s.index()].is_empty())
    }

    /// Plays to the end with the normal policy; the result for `me`'s side: the stake won
    /// or lost, in units of the base stake, softened so a bomb-heavy deal does not swamp
    /// the average.
    pub fn rollout(mut self, me: Seat, steps: &mut usize) -> f64 {
        for _ in 0..MAX_TURNS {
            *steps += 1;
            if let Some(w) = self.winner() {
                let mine = (w == self.landlord) == (me == self.landlord);
                let size = 1.0 + 0.5 * f64::from(self.bombs.min(6));
                return if mine { size } else { -size };
            }
            let hand = self.hands[self.turn.index()];
            let spot = Spot {
                players: self.players,
                me: self.turn,
                hand: &hand,
                sizes: self.sizes(),
                n: self.n,
                landlord: self.landlord,
                to_beat: self.to_beat,
            };
            let play = strategy::play(&spot);
            self.apply(play);
        }
        0.0
    }
}

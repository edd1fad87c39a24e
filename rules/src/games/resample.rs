//! A full game state that one seat cannot tell from the true one: OpenSpiel's
//! `ResampleFromInfostate`, for the games here.
//!
//! The hard bots search over worlds of their own (light structs on card bits, thousands a
//! decision); `Resample` deals a whole `Game` state with the same samplers, so that what the
//! samplers assume can be checked against the engine (`rules/tests/resample.rs`: the seat's
//! information is unchanged, the cards are conserved, the bots decide the same) and so that
//! any code holding a state (a test, an analysis tool, a future search over full states) can
//! ask for a determinization.
//!
//! It is a companion trait rather than a method of `Game` because it needs the true state:
//! an `Info` carries what the seat knows, not the rest of the state (the rules' bookkeeping,
//! the auction, the trick) that a full state is built from. What is taken from the true state
//! is only what every seat may see; the hidden cards are dealt from `info_state(seat)` alone,
//! so two states the seat cannot tell apart resample alike (the property test checks it).

use crate::games::{Game, Seat};
use rand_chacha::ChaCha8Rng;

/// A game whose hidden cards can be dealt again as one seat might believe them to lie.
pub trait Resample: Game {
    /// This state with everything `seat` cannot see dealt at random among the places it could
    /// be: the other hands (their sizes kept), the stock, an untaken kitty, face-down throws,
    /// respecting every card played, shown or known and the game's sampler's reading of the
    /// play (a suit not followed, a kan exposed). The future deals' RNG is seeded anew from
    /// `rng` (the next deal is hidden too). `None` when `seat` is not to act (it has no
    /// information state then), or where the game cannot deal again yet (幺地人's open claims
    /// window: see its `resample.rs`).
    fn resample(&self, seat: Seat, rng: &mut ChaCha8Rng) -> Option<Self>;
}

/// A deal RNG seeded from the resampling one (the bots' `BotRng`, named here by its type so
/// that this module names nothing of the bots'): the future deals of a resampled state.
pub(crate) fn fresh_deal_rng(rng: &mut ChaCha8Rng) -> crate::games::shuffle::DealRng {
    use rand::Rng;
    crate::games::shuffle::rng(rng.next_u64())
}

//! 幺地人's hidden tiles dealt again for one seat (`Resample`), by the `hard` bot's sampler:
//! the tiles it cannot see (not its own, not in an exposed kan, the river or on offer;
//! docs/rules/yaodiren.md#play) dealt to the other seats by their public counts of concealed
//! tiles, the rest the stock still to draw.
//!
//! Only tiles are dealt again: the other seats' standing choices (a 碰 passed and so barred,
//! the standing pass) stay as they were. Not while a claims window is open: who it waits for,
//! what each seat may claim and the answers already given were all worked out from the true
//! hands, and a redeal would leave them without their tiles (the property test found a world
//! that lost tiles one move later); recomputing the window for the new hands is still to do.

use super::Yaodiren;
use super::bot::hard::sample;
use crate::games::bots::BotRng;
use crate::games::resample::{Resample, fresh_deal_rng};
use crate::games::{Game, Seat};

impl Resample for Yaodiren {
    fn resample(&self, seat: Seat, rng: &mut BotRng) -> Option<Yaodiren> {
        if matches!(self.phase, super::Phase::Window(_)) {
            return None;
        }
        let info = self.info_state(seat)?;
        let sim = sample(&info, rng);
        let mut out = self.clone();
        for (s, player) in out.players.iter_mut().enumerate() {
            if s != seat.index() {
                player.concealed = sim.seats[s].concealed;
            }
        }
        out.stock.truncate(out.drawn);
        out.stock.extend(sim.stock);
        out.rng = fresh_deal_rng(rng);
        Some(out)
    }
}

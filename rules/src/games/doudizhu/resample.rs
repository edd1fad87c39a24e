//! Dou Dizhu's hidden cards dealt again for one seat (`Resample`): the other hands and, in the
//! auction, the kitty, by the `hard` bot's own sampler (the counts, the cards played, the
//! landlord's face-up bottom cards it still holds; docs/rules/doudizhu.md#the-deal).

use super::bot::hard::sample;
use super::{DouDizhu, Phase};
use crate::games::bots::BotRng;
use crate::games::resample::{Resample, fresh_deal_rng};
use crate::games::{Game, Seat};

impl Resample for DouDizhu {
    fn resample(&self, seat: Seat, rng: &mut BotRng) -> Option<DouDizhu> {
        let info = self.info_state(seat)?;
        let (hands, kitty) = sample(&info, rng);
        let mut world = self.clone();
        for (s, hand) in world.hands.iter_mut().enumerate() {
            if s != seat.index() {
                *hand = hands[s];
            }
        }
        // Once a landlord took it, the kitty is face up (and in its hand): nothing to deal.
        if matches!(world.phase, Phase::Auction(_)) {
            world.kitty = kitty;
        }
        world.rng = fresh_deal_rng(rng);
        Some(world)
    }
}

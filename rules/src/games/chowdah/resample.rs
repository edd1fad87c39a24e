//! Chowdah's hidden cards dealt again for one seat (`Resample`): the cards it has not seen
//! (the `hard` bot's pool: not in its hand, an exposed meld or a face-up pile;
//! docs/rules/chowdah.md#what-is-public-and-when) shuffled, dealt to the other hands by their
//! public sizes, the rest the stock.

use super::Chowdah;
use super::bot::hard::unseen_cards;
use crate::games::bots::{BotRng, pick};
use crate::games::resample::{Resample, fresh_deal_rng};
use crate::games::{Game, Seat};

impl Resample for Chowdah {
    fn resample(&self, seat: Seat, rng: &mut BotRng) -> Option<Chowdah> {
        let info = self.info_state(seat)?;
        let mut pool = unseen_cards(&info);
        for i in (1..pool.len()).rev() {
            let j = pick(rng, i + 1);
            pool.swap(i, j);
        }
        let mut out = self.clone();
        for (s, hand) in out.hands.iter_mut().enumerate() {
            if s != seat.index() {
                let size = usize::from(info.view.hand_sizes[s]).min(pool.len());
                *hand = pool.split_off(pool.len() - size);
            }
        }
        out.stock = pool;
        out.rng = fresh_deal_rng(rng);
        Some(out)
    }
}

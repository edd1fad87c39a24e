//! Chicago's hidden cards dealt again for one seat (`Resample`), by the `hard` bot's sampler
//! (`bot::sample`: the voids shown, the showdowns, what the exchanges and plays suggest;
//! docs/rules/chicago.md#what-is-public): the other hands, the stock, and the face-down
//! throws of the other seats.

use super::bot::sample;
use super::scoring::Showdown;
use super::stock::Stock;
use super::{Chicago, mask};
use crate::cards::Card;
use crate::games::bots::BotRng;
use crate::games::resample::{Resample, fresh_deal_rng};
use crate::games::{Game, Seat};

impl Resample for Chicago {
    fn resample(&self, seat: Seat, rng: &mut BotRng) -> Option<Chicago> {
        let info = self.info_state(seat)?;
        let world = sample::world(&info, rng);
        let me = seat.index();
        let mut out = self.clone();
        for (s, hand) in out.hands.iter_mut().enumerate() {
            if s != me {
                *hand = mask::iter(world.hands[s]).map(mask::card).collect();
            }
        }
        // The sampler's stock is drawn from the back, the engine's from the front.
        let stock: Vec<Card> = world.stock.iter().rev().map(|&i| mask::card(i)).collect();
        let mine = mask::of(&info.thrown);
        let mut rest: Vec<Card> = world
            .discards
            .iter()
            .filter(|&&i| mine & (1 << i) == 0)
            .map(|&i| mask::card(i))
            .collect();
        // Each other seat threw as many as it did (the counts are public); a seat that showed
        // its hand at a showdown and exchanged since threw from the cards it showed, which the
        // sampler put among the discards: those go back to it first.
        for (s, thrown) in out.thrown.iter_mut().enumerate() {
            if s == me {
                continue;
            }
            let shown = info
                .view
                .showdowns
                .iter()
                .filter_map(|r| match &r.showdown {
                    Showdown::Best { seat, hand, .. } if seat.index() == s => Some(mask::of(hand)),
                    _ => None,
                })
                .fold(0u64, |m, h| m | h);
            let want = thrown.len();
            thrown.clear();
            rest.sort_by_key(|&c| mask::bit(c) & shown == 0);
            let take = want.min(rest.len());
            thrown.extend(rest.drain(..take));
        }
        // The face-down pile is everyone's throws; its order is nobody's to see (a reshuffle
        // shuffles it).
        let discards: Vec<Card> = out.thrown.iter().flatten().copied().collect();
        out.stock = Stock::dealt(stock, discards);
        out.rng = fresh_deal_rng(rng);
        Some(out)
    }
}

//! The `hard` Chowdah bot: the normal bot's discards, compared over sampled futures.
//!
//! The normal bot values a discard by the next stock draw's expected gain, one draw ahead.
//! Hard looks two of its own draws ahead: it deals the cards it cannot see (the other hands
//! and the stock; docs/rules/chowdah.md#what-is-public-and-when) in random orders, and in each
//! such world plays the normal bot's best few discards on: the next card it would draw, its
//! best discard then (greedily, by the score now), the card after, its best discard again — a
//! Chowdah on the way counts its bonus and the round it ends. Every discard meets the same
//! worlds, so the comparison is fair; the one with the best exact one-draw value plus sampled
//! two-draw value is played. The other decisions (draws, melds, swaps) are the normal bot's.
//!
//! The work is counted in worlds, not time (see `bots`), sized to stay within 50 ms at p99
//! on one core (benches/bots.rs); `ctx.out_of_time()` only caps it further.

use super::bot::without;
use super::deck::{self, JOKER};
use super::scoring::penalty;
use super::strategy::{self, Eval};
use super::{Action, Info, Meld, Stage};
use crate::cards::Card;
use crate::games::BotCtx;
use crate::games::bots::pick;

/// Sampled worlds per discard decision (shared by every candidate).
const WORLDS: usize = 6;
/// Discards compared at most: the normal bot's best ones.
const CANDIDATES: usize = 2;
/// Candidates further than this below the normal bot's best (in `worth` units) are not
/// worth sampling.
const WITHIN: i64 = 16;
/// Greedy discards tried in a sampled turn (the costliest unmelded cards first).
const GREEDY: usize = 3;

pub fn choose(info: &Info, ctx: &mut BotCtx) -> Action {
    let view = &info.view;
    if view.stage != Stage::Discard || info.can_declare {
        return strategy::choose(info);
    }
    let hand = view.hand.clone().unwrap_or_default();
    let exposed = &view.exposed[info.seat.index()];
    let eval = Eval::new(info);
    if info.swaps_this_turn < strategy::MAX_SWAPS
        && let Some(swap) = eval.ctx.good_swap(&hand, exposed, &view.exposed, info.seat)
    {
        return Action::Swap(swap);
    }
    let pile = strategy::pile_for(info);
    let mut cands = eval.discards(info, &hand, exposed);
    let Some(&(top, first)) = cands.first() else {
        return strategy::choose(info);
    };
    let normal = Action::Discard { card: first, pile };
    cands.retain(|&(v, _)| v >= top - WITHIN);
    cands.truncate(CANDIDATES);
    if cands.len() < 2 {
        return normal;
    }
    let pool = unseen_cards(info);
    if pool.len() < 2 {
        return normal;
    }
    let mut totals = vec![0i64; cands.len()];
    let mut worlds = 0i64;
    for _ in 0..WORLDS {
        if ctx.out_of_time() {
            break;
        }
        // Two distinct unseen cards: the next two this seat draws from the stock.
        let i = pick(ctx.rng(), pool.len());
        let mut j = pick(ctx.rng(), pool.len() - 1);
        if j >= i {
            j += 1;
        }
        let (c1, c2) = (pool[i], pool[j]);
        for (k, &(_, d)) in cands.iter().enumerate() {
            totals[k] += two_draws(&eval, &without(&hand, d), exposed, c1, c2);
        }
        worlds += 1;
    }
    if worlds == 0 {
        return normal;
    }
    // The normal bot's best wins ties (first maximum kept).
    let mut best = 0;
    let mut best_v = i64::MIN;
    for (k, &(v, _)) in cands.iter().enumerate() {
        let total = v + totals[k] / worlds;
        if total > best_v {
            best_v = total;
            best = k;
        }
    }
    Action::Discard {
        card: cands[best].1,
        pile,
    }
}

/// Every card the seat has not seen, one entry per copy, in a fixed order (the sampling
/// must not depend on anything hidden).
fn unseen_cards(info: &Info) -> Vec<Card> {
    let unseen = strategy::unseen(info);
    let mut out = Vec::with_capacity(unseen.len());
    for (i, &k) in unseen.naturals.iter().enumerate() {
        out.extend(std::iter::repeat_n(deck::card_at(i), usize::from(k)));
    }
    out.extend(std::iter::repeat_n(JOKER, usize::from(unseen.jokers)));
    out
}

/// A hand of 13 that draws `c1`, discards greedily, draws `c2`: what it is worth then.
fn two_draws(eval: &Eval, hand: &[Card], exposed: &[Meld], c1: Card, c2: Card) -> i64 {
    let mut h = hand.to_vec();
    h.push(c1);
    let Some((unmelded, chowdah)) = eval.unmelded_or_chowdah(&h, exposed) else {
        return i64::MIN / 8;
    };
    if let Some(v) = chowdah {
        return v;
    }
    let ace = eval.ctx.config.ace_scoring;
    let mut options: Vec<Card> = unmelded.into_iter().filter(|c| !c.is_joker()).collect();
    options.sort_by_key(|&c| std::cmp::Reverse((penalty(c, ace), c)));
    options.dedup();
    options.truncate(GREEDY);
    let next = options
        .into_iter()
        .map(|d| without(&h, d))
        .max_by_key(|rest| eval.now(rest, exposed));
    let Some(mut rest) = next else {
        return eval.after_draw(&h, exposed);
    };
    rest.push(c2);
    eval.after_draw(&rest, exposed)
}

//! The `hard` Chowdah bot: the normal bot's discards, compared over sampled futures.
//!
//! The normal bot values a discard by the next stock draw's expected gain, one draw ahead.
//! Hard looks two of its own draws ahead: it deals the cards it cannot see (the other hands
//! and the stock; docs/rules/chowdah.md#what-is-public-and-when) in random orders, and in each
//! such world plays the normal bot's best few discards on: the next card it would draw, its
//! best discard then (greedily, by the normal bot's yardstick now: points and the cards still
//! missing from the contract), the card after, its best discard again — a Chowdah on the way
//! counts its bonus and the round it ends. Every discard meets the same worlds, so the
//! comparison is fair; the one with the best exact one-draw value plus sampled two-draw value
//! is played. A pile card against the stock is weighed over the same kind of
//! worlds (the pile's meld and a discard, then one stock draw, against two stock draws); the
//! melds and swaps are the normal bot's.
//!
//! The work is counted in worlds, not time (see `bots`), sized to stay within 50 ms at p99
//! on one core (benches/bots.rs); `ctx.out_of_time()` only caps it further.

use super::easy::{MAX_SWAPS, hand_after, without};
use super::normal::{self, Eval};
use crate::cards::Card;
use crate::games::BotCtx;
use crate::games::bots::{BotRng, pick};
use crate::games::chowdah::deck::{self, JOKER};
use crate::games::chowdah::scoring::penalty;
use crate::games::chowdah::{Action, Info, Meld, Source, Stage};
use crate::games::search::{self, Budget};

/// Sampled worlds per discard decision (shared by every candidate).
const WORLDS: usize = 6;
/// Sampled worlds for a pile card against the stock at a table of four: one choice per turn,
/// each world far cheaper than a discard's, and six left the choice to the luck of the draws
/// (smaller tables keep `WORLDS`: three players did no better with more).
const DRAW_WORLDS_AT_FOUR: usize = 24;
/// Discards compared at most: the normal bot's best ones.
const CANDIDATES: usize = 2;
/// Candidates further than this below the normal bot's best (in `worth` units) are not
/// worth sampling.
const WITHIN: i64 = 16;
/// Greedy discards tried in a sampled turn (the costliest unmelded cards first).
const GREEDY: usize = 3;
/// How much more a pile draw must be worth on average than the stock (in `worth` units).
const PILE_MARGIN: i64 = 0;
/// Fewer sampled worlds than this (a decision its deadline cut short) leave the normal bot's
/// choice standing (`bots::cut_short`): a discard's whole plan, a quarter of a draw's.
const MIN_WORLDS: usize = WORLDS;

pub fn choose(info: &Info, ctx: &mut BotCtx) -> Action {
    let view = &info.view;
    if view.stage == Stage::Draw && view.stock > 0 && !info.drawable_piles.is_empty() {
        return draw(info, ctx);
    }
    if view.stage != Stage::Discard || info.can_declare {
        return normal::choose(info);
    }
    let hand = view.hand.clone().unwrap_or_default();
    let exposed = &view.exposed[info.seat.index()];
    let eval = Eval::new(info);
    if info.swaps_this_turn < MAX_SWAPS
        && let Some(swap) = eval.ctx.good_swap(&hand, exposed, &view.exposed, info.seat)
    {
        return Action::Swap(swap);
    }
    let pile = normal::pile_for(info);
    let mut cands = eval.discards(info, &hand, exposed);
    let Some(&(top, first)) = cands.first() else {
        return normal::choose(info);
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
    let out = search::run(
        ctx,
        &cands,
        &Budget::worlds(WORLDS, MIN_WORLDS),
        |rng| next_two(&pool, rng),
        |&mut (c1, c2), &(_, d), _| two_draws(&eval, &without(&hand, d), exposed, c1, c2),
    );
    let Some(out) = out.filter(|out| !out.short) else {
        return normal;
    };
    let worlds = i64::try_from(out.worlds).unwrap_or(i64::MAX);
    // The exact one-draw value plus the sampled two-draw mean; the normal bot's best wins ties
    // (first maximum kept).
    let mut best = 0;
    let mut best_v = i64::MIN;
    for (k, &(v, _)) in cands.iter().enumerate() {
        let total = v + out.totals[k] / worlds;
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

/// Two distinct unseen cards: the next two this seat draws from the stock in one world.
fn next_two(pool: &[Card], rng: &mut BotRng) -> (Card, Card) {
    let i = pick(rng, pool.len());
    let mut j = pick(rng, pool.len() - 1);
    if j >= i {
        j += 1;
    }
    (pool[i], pool[j])
}

/// A pile card or the stock: the pile's best meld and greedy discard then one stock draw,
/// against two stock draws with a greedy discard between, over the same sampled worlds.
/// Exposing costs what it costs there: the melds are fixed and the hand plays around them.
fn draw(info: &Info, ctx: &mut BotCtx) -> Action {
    let view = &info.view;
    let hand = view.hand.clone().unwrap_or_default();
    let exposed = &view.exposed[info.seat.index()];
    let eval = Eval::new(info);
    let Some((_, pile)) = normal::best_pile(info, &eval, &hand, exposed) else {
        return normal::choose(info);
    };
    let Some(&top) = view.piles[pile.index().expect("1..=3")].last() else {
        return normal::choose(info);
    };
    let Some((v, melds)) = eval.best_meld(&hand, exposed, top) else {
        return normal::choose(info);
    };
    if v >= i64::MAX / 4 {
        // It completes the contract.
        return Action::Draw(Source::Pile(pile));
    }
    let rest = hand_after(&hand, exposed, &melds, top);
    let Some((unmelded, _)) = eval.unmelded_or_chowdah(&rest, &melds) else {
        return normal::choose(info);
    };
    let Some(after_pile) = greedy_discard(&eval, &rest, &melds, unmelded) else {
        return normal::choose(info);
    };
    let pool = unseen_cards(info);
    if pool.len() < 2 {
        return normal::choose(info);
    }
    let draw_worlds = if view.players >= 4 {
        DRAW_WORLDS_AT_FOUR
    } else {
        WORLDS
    };
    let sources = [Source::Stock, Source::Pile(pile)];
    let out = search::run(
        ctx,
        &sources,
        &Budget::worlds(draw_worlds, MIN_WORLDS),
        |rng| next_two(&pool, rng),
        |&mut (c1, c2), source, _| match source {
            Source::Stock => two_draws(&eval, &hand, exposed, c1, c2),
            Source::Pile(_) => {
                let mut h = after_pile.clone();
                h.push(c1);
                eval.after_draw(&h, &melds)
            }
        },
    );
    let Some(out) = out.filter(|out| !out.short) else {
        return normal::choose(info);
    };
    let (by_stock, by_pile) = (out.totals[0], out.totals[1]);
    if by_pile > by_stock + PILE_MARGIN * i64::try_from(out.worlds).unwrap_or(i64::MAX) {
        Action::Draw(Source::Pile(pile))
    } else {
        Action::Draw(Source::Stock)
    }
}

/// The greedy discard of a sampled turn: of the costliest unmelded cards, the one whose loss
/// leaves the most (`None` when every card is melded).
fn greedy_discard(
    eval: &Eval,
    hand: &[Card],
    exposed: &[Meld],
    unmelded: Vec<Card>,
) -> Option<Vec<Card>> {
    let ace = eval.ctx.config.ace_scoring;
    let mut options: Vec<Card> = unmelded.into_iter().filter(|c| !c.is_joker()).collect();
    options.sort_by_key(|&c| std::cmp::Reverse((penalty(c, ace), c)));
    options.dedup();
    options.truncate(GREEDY);
    options
        .into_iter()
        .map(|d| without(hand, d))
        .max_by_key(|rest| eval.now(rest, exposed))
}

/// Every card the seat has not seen, one entry per copy, in a fixed order (the sampling
/// must not depend on anything hidden).
pub(crate) fn unseen_cards(info: &Info) -> Vec<Card> {
    let unseen = normal::unseen(info);
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
    let Some(mut rest) = greedy_discard(eval, &h, exposed, unmelded) else {
        return eval.after_draw(&h, exposed);
    };
    rest.push(c2);
    eval.after_draw(&rest, exposed)
}

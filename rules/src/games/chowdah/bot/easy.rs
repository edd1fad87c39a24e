//! Chowdah's `easy` bot, and the yardsticks the other levels share with it: it pursues the round's contract, looking only at what its seat may see (its
//! `view`: its hand, every exposed meld, the piles).
//!
//! Its yardstick is the score its cards would make if the round ended now (best colour, best
//! arrangement into contract melds, unmelded cards costing points), plus a little for unmelded
//! cards that are one card short of a meld. With it the bot:
//! - calls Chowdah whenever it can;
//! - draws from a pile only when melding that card clearly beats a blind stock draw (or
//!   completes the contract);
//! - trades a hand card for an exposed joker when that helps, and its joker for a natural only
//!   when that helps more;
//! - discards the unmelded card whose loss hurts least, onto the empty pile if there is one,
//!   else covering the pile top most useful to others (a joker, then the highest card).

use crate::cards::Card;
use crate::games::Seat;
use crate::games::chowdah::moves;
use crate::games::chowdah::scoring::{self, penalty};
use crate::games::chowdah::{Action, Config, Contract, Info, Meld, Pile, Source, Stage, Swap};

/// How much a pile card must beat the current hand by (in `worth` units) to be taken over a
/// blind draw from the stock.
const PILE_MARGIN: i64 = 8;
/// Swaps a bot makes in one turn at most.
pub(crate) const MAX_SWAPS: usize = 2;

pub fn choose(info: &Info) -> Action {
    let view = &info.view;
    let seat = info.seat;
    let hand = view.hand.clone().unwrap_or_default();
    let exposed = view.exposed[seat.index()].clone();
    let ctx = Ctx {
        config: &info.config,
        contract: view.contract,
    };
    turn(
        info,
        || draw(info, &ctx, &hand, &exposed),
        |card| ctx.best_meld(&hand, &exposed, card).map(|(_, m)| m),
        || ctx.good_swap(&hand, &exposed, &view.exposed, seat),
        || {
            ctx.discard(&hand, &exposed)
                .map(|card| (card, choose_pile(&view.piles)))
        },
    )
}

/// A turn's decisions, the same shape at every level: each level says how it draws, melds a
/// pile card, swaps and discards; declaring whenever it can, taking the joker's extra turn and
/// the defaults when a level has nothing to say are shared.
pub(crate) fn turn(
    info: &Info,
    draw: impl FnOnce() -> Action,
    meld: impl FnOnce(Card) -> Option<Vec<Meld>>,
    swap: impl FnOnce() -> Option<Swap>,
    discard: impl FnOnce() -> Option<(Card, Pile)>,
) -> Action {
    let view = &info.view;
    match view.stage {
        // docs/rules/chowdah.md#variants: another turn is another draw towards the contract;
        // the bot takes it unless there is nothing to draw.
        Stage::ExtraTurn => Action::ExtraTurn(view.stock > 0 || !info.drawable_piles.is_empty()),
        Stage::Draw => draw(),
        Stage::Meld { card, .. } => match meld(card) {
            Some(melds) => Action::Meld(melds.into_iter().map(Vec::from).collect()),
            None => info
                .first_legal
                .clone()
                .expect("a pile draw is only allowed when the card can be melded"),
        },
        Stage::Discard => {
            if info.can_declare {
                return Action::Declare;
            }
            if info.swaps_this_turn < MAX_SWAPS
                && let Some(swap) = swap()
            {
                return Action::Swap(swap);
            }
            match discard() {
                Some((card, pile)) => Action::Discard { card, pile },
                None => info.auto.clone().expect("the seat to act has a default"),
            }
        }
        Stage::Over => Action::Pass,
    }
}

/// Easy's draw: a pile card when melding it clearly beats a blind draw from the stock.
fn draw(info: &Info, ctx: &Ctx, hand: &[Card], exposed: &[Meld]) -> Action {
    let view = &info.view;
    let now = ctx.worth(hand, exposed);
    let mut best: Option<(i64, Pile)> = None;
    for &pile in &info.drawable_piles {
        let top = *view.piles[pile.index().expect("1..=3")]
            .last()
            .expect("drawable piles are not empty");
        if let Some((v, _)) = ctx.best_meld(hand, exposed, top)
            && best.is_none_or(|(b, _)| v > b)
        {
            best = Some((v, pile));
        }
    }
    let margin = if view.stock == 0 { 1 } else { PILE_MARGIN };
    match best {
        Some((v, pile)) if v >= now + margin => Action::Draw(Source::Pile(pile)),
        _ if view.stock > 0 => Action::Draw(Source::Stock),
        // Stock empty and no pile worth taking: let the round end.
        _ => Action::Pass,
    }
}

pub(crate) struct Ctx<'a> {
    pub(super) config: &'a Config,
    pub(super) contract: Contract,
}

impl Ctx<'_> {
    /// What cards are worth to the bot: four times the score they would make now, plus one
    /// per unmelded card one card short of a meld with another unmelded card.
    pub(super) fn worth(&self, hand: &[Card], exposed: &[Meld]) -> i64 {
        let Ok(d) = scoring::score_melds(
            hand,
            exposed,
            self.contract,
            false,
            self.config.score_rules(),
        ) else {
            return i64::MIN / 4;
        };
        4 * d.scored.points + near_melds(&d.scored.unmelded)
    }

    /// Worth of a hand of 14 after its best discard, estimated from one search: all cards
    /// melded is a Chowdah; else the costliest unmelded card goes.
    pub(super) fn worth_after_discard(&self, hand: &[Card], exposed: &[Meld]) -> i64 {
        let Ok(d) = scoring::score_melds(
            hand,
            exposed,
            self.contract,
            false,
            self.config.score_rules(),
        ) else {
            return i64::MIN / 4;
        };
        let unmelded = &d.scored.unmelded;
        let ace = self.config.ace_scoring;
        let Some((at, worst)) = costliest_loose(unmelded, ace) else {
            return i64::MAX / 4;
        };
        let mut rest = unmelded.clone();
        rest.remove(at);
        4 * (d.scored.points + worst) + near_melds(&rest)
    }

    /// The best way to meld a pile card, and what the result is worth.
    pub(super) fn best_meld(
        &self,
        hand: &[Card],
        exposed: &[Meld],
        card: Card,
    ) -> Option<(i64, Vec<Meld>)> {
        best_meld_by(hand, exposed, self.contract, card, |rest, melds| {
            self.worth_after_discard(rest, melds)
        })
    }

    /// A swap that makes the hand worth more (jokers are kept unless giving one pays).
    pub(super) fn good_swap(
        &self,
        hand: &[Card],
        exposed: &[Meld],
        all: &[Vec<Meld>],
        seat: Seat,
    ) -> Option<Swap> {
        let now = self.worth_after_discard(hand, exposed);
        let mut best: Option<(i64, Swap)> = None;
        for swap in moves::swaps(hand, all).into_iter().take(24) {
            let mut h = without(hand, swap.give);
            h.push(swap.take);
            let mut ex = exposed.to_vec();
            if swap.owner == seat {
                let m = &all[seat.index()][usize::from(swap.meld)];
                ex[usize::from(swap.meld)] = moves::swapped(m, swap.give, swap.take)?;
            }
            let v = self.worth_after_discard(&h, &ex);
            let needed = if swap.give.is_joker() { 8 } else { 1 };
            if v >= now + needed && best.is_none_or(|(b, _)| v > b) {
                best = Some((v, swap));
            }
        }
        best.map(|(_, s)| s)
    }

    /// The unmelded card whose discard leaves the most (jokers last, unless a joker discard
    /// earns an extra turn).
    fn discard(&self, hand: &[Card], exposed: &[Meld]) -> Option<Card> {
        let d = scoring::score_melds(
            hand,
            exposed,
            self.contract,
            false,
            self.config.score_rules(),
        )
        .ok()?;
        let mut candidates: Vec<Card> = d.scored.unmelded.clone();
        candidates.dedup();
        let joker_pays = self.config.joker_extra_turn;
        if !joker_pays && candidates.iter().any(|c| !c.is_joker()) {
            candidates.retain(|c| !c.is_joker());
        }
        if candidates.is_empty() {
            let mut all = hand.to_vec();
            all.dedup();
            candidates = all;
        }
        let ace = self.config.ace_scoring;
        candidates
            .into_iter()
            .map(|c| {
                let bonus = if c.is_joker() && joker_pays { 1000 } else { 0 };
                (
                    self.worth(&without(hand, c), exposed) + bonus,
                    penalty(c, ace),
                    c,
                )
            })
            .max_by_key(|&(v, p, _)| (v, p))
            .map(|(_, _, c)| c)
    }
}

/// The hand after melding `card` into `melds`: hand cards that went into the melds removed.
/// The way to meld pile card `card` (of the first few the rules allow) whose result `worth`
/// values most, and that value; a meld that leaves no card in hand (Chowdah) is worth the most.
/// Each level brings its own yardstick.
pub(crate) fn best_meld_by(
    hand: &[Card],
    exposed: &[Meld],
    contract: Contract,
    card: Card,
    worth: impl Fn(&[Card], &[Meld]) -> i64,
) -> Option<(i64, Vec<Meld>)> {
    let mut best: Option<(i64, Vec<Meld>)> = None;
    for melds in moves::meld_options(hand, exposed, contract, card, 4) {
        let rest = hand_after(hand, exposed, &melds, card);
        let v = if rest.is_empty() {
            i64::MAX / 4
        } else {
            worth(&rest, &melds)
        };
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, melds));
        }
    }
    best
}

/// The loose card whose penalty is highest (the first of equals), where it is and its penalty:
/// the one a hand of 14 discards, so a hand is valued without it.
pub(crate) fn costliest_loose(unmelded: &[Card], ace: bool) -> Option<(usize, i64)> {
    unmelded
        .iter()
        .enumerate()
        .map(|(i, &c)| (i, penalty(c, ace)))
        .max_by_key(|&(i, p)| (p, std::cmp::Reverse(i)))
}

pub(crate) fn hand_after(hand: &[Card], exposed: &[Meld], melds: &[Meld], card: Card) -> Vec<Card> {
    use crate::games::chowdah::deck::Counts;
    let mut laid = Counts::default();
    for m in melds {
        for &c in m.cards() {
            laid.add(c);
        }
    }
    let mut before = Counts::default();
    for m in exposed {
        for &c in m.cards() {
            before.add(c);
        }
    }
    before.add(card);
    let from_hand = laid.minus(&before).unwrap_or_default();
    Counts::of(hand)
        .minus(&from_hand)
        .map(|c| c.cards())
        .unwrap_or_else(|| hand.to_vec())
}

pub(crate) fn without(hand: &[Card], card: Card) -> Vec<Card> {
    let mut h = hand.to_vec();
    if let Some(at) = h.iter().position(|&c| c == card) {
        h.remove(at);
    }
    h
}

/// Unmelded cards one card short of a meld with another unmelded card: same suit within two
/// ranks, or the same rank and colour.
pub(crate) fn near_melds(unmelded: &[Card]) -> i64 {
    let mut n = 0;
    for (i, a) in unmelded.iter().enumerate() {
        let (Some(ra), Some(sa)) = (a.rank(), a.suit()) else {
            continue;
        };
        let near = unmelded.iter().enumerate().any(|(j, b)| {
            let (Some(rb), Some(sb)) = (b.rank(), b.suit()) else {
                return false;
            };
            j != i
                && ((sa == sb && ra.number().abs_diff(rb.number()) <= 2)
                    || (ra == rb && sa.colour() == sb.colour()))
        });
        if near {
            n += 1;
        }
    }
    n
}

/// The empty pile if any; else cover a joker, else the highest top card.
pub(crate) fn choose_pile(piles: &[Vec<Card>; 3]) -> Pile {
    if let Some(p) = Pile::ALL
        .into_iter()
        .find(|p| piles[p.index().expect("1..=3")].is_empty())
    {
        return p;
    }
    Pile::ALL
        .into_iter()
        .max_by_key(|p| {
            let top = piles[p.index().expect("1..=3")].last().copied();
            match top {
                Some(c) if c.is_joker() => (2, 0, std::cmp::Reverse(p.0)),
                Some(c) => (
                    1,
                    c.rank().map_or(0, crate::cards::french::Rank::number),
                    std::cmp::Reverse(p.0),
                ),
                None => (0, 0, std::cmp::Reverse(p.0)),
            }
        })
        .expect("three piles")
}

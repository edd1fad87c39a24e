//! The `normal` Chowdah bot: draws and discards by expected improvement.
//!
//! It keeps the easy bot's yardstick (`easy::Ctx::worth`: four times the points the cards would
//! score now, plus a little for near melds), less a price for every card the hand still misses
//! from the contract (`distance`: the race to call Chowdah), and looks one draw ahead. A hand
//! of 13 is worth that now plus what the next stock draw is expected to add: every card the
//! seat has not seen (other hands and stock: docs/rules/chowdah.md#what-is-public-and-when) is
//! weighed by how many copies are unseen, and each is valued by the hand it makes after its
//! best discard, a Chowdah counting its +5 and the round it ends
//! (docs/rules/chowdah.md#scoring). With it:
//! - it draws from a pile when melding that card (the best way, by the same yardstick) beats
//!   the expected stock draw (exposing cards costs a little: they are fixed and shown);
//! - it discards the card that leaves the best hand, less what the card would feed the next
//!   player: a card that goes straight onto the next player's exposed melds is worth more to
//!   them than to the pile;
//! - it covers the pile top most useful to the next player.

use super::easy::{Ctx, best_meld_by, choose_pile, costliest_loose, near_melds, turn, without};
use crate::cards::Card;
use crate::games::chowdah::deck::{self, Counts, JOKER, NATURALS};
use crate::games::chowdah::distance;
use crate::games::chowdah::moves;
use crate::games::chowdah::scoring::{self, penalty};
use crate::games::chowdah::{Action, Info, Meld, Pile, Source, Stage};

/// What calling Chowdah is worth beyond its points and bonus, in `worth` units: the round
/// ends with the others still holding their unmelded cards.
const CALL_EXTRA: i64 = 24;
/// How much the expected gain of the next draw counts against the score now (in 1/4ths).
const OUTS_WEIGHT: i64 = 6;
/// What exposing cards costs (they are fixed, shown, and no longer concealed), `worth` units.
const EXPOSE_COST: i64 = 4;
/// What feeding the next player a card for their exposed melds costs, `worth` units.
const FEED_COST: i64 = 8;
/// Discards weighed by their expected improvement at most (the rest by the score now).
const DISCARD_CANDIDATES: usize = 5;
/// What each card the hand still misses from the contract costs (`distance`), `worth` units:
/// the race to call Chowdah is won by the hand that needs the fewest cards, and every card
/// missing is about another turn of the others' hands growing (measured: 12–96 tried, 24–48
/// best against easy).
const RACE: i64 = 32;

/// The cards the seat has not seen: the other hands and the stock.
pub fn unseen(info: &Info) -> Counts {
    let view = &info.view;
    let mut all = Counts {
        naturals: [2; NATURALS],
        jokers: u8::try_from(info.config.jokers.total(usize::from(view.players))).unwrap_or(0),
    };
    let mut take = |c: Card| match deck::index(c) {
        Some(i) => all.naturals[i] = all.naturals[i].saturating_sub(1),
        None => all.jokers = all.jokers.saturating_sub(1),
    };
    for &c in view.hand.iter().flatten() {
        take(c);
    }
    for m in view.exposed.iter().flatten() {
        for &c in m.cards() {
            take(c);
        }
    }
    for &c in view.piles.iter().flatten() {
        take(c);
    }
    if let Stage::Meld { card, .. } = view.stage {
        take(card);
    }
    all
}

/// About how many cards `hand`, with the seat's exposed melds, is from the contract, counted
/// as the bots count it (`distance`, over the seat's `unseen` cards): what a hint and a
/// refused call tell the player.
pub fn cards_missing(info: &Info, hand: &[Card]) -> u8 {
    let view = &info.view;
    let missing = distance::missing_with(
        &Counts::of(hand),
        &view.exposed[info.seat.index()],
        view.contract,
        &unseen(info),
        distance::branches_for(view.players),
    );
    u8::try_from(missing).unwrap_or(u8::MAX)
}

/// The normal bot's evaluation of hands, from one seat's information.
pub struct Eval<'a> {
    pub(super) ctx: Ctx<'a>,
    unseen: Counts,
    total: i64,
    /// `distance::missing_with`'s branches: more at a table of four.
    branches: usize,
}

impl<'a> Eval<'a> {
    pub fn new(info: &'a Info) -> Eval<'a> {
        Eval::with_unseen(info, unseen(info))
    }

    pub fn with_unseen(info: &'a Info, unseen: Counts) -> Eval<'a> {
        let total = i64::try_from(unseen.len()).unwrap_or(0);
        Eval {
            branches: distance::branches_for(info.view.players),
            ctx: Ctx {
                config: &info.config,
                contract: info.view.contract,
            },
            unseen,
            total,
        }
    }

    fn scored(&self, hand: &[Card], exposed: &[Meld]) -> Option<(i64, Vec<Card>)> {
        let d = scoring::score_melds(
            hand,
            exposed,
            self.ctx.contract,
            false,
            self.ctx.config.score_rules(),
        )
        .ok()?;
        Some((d.scored.points, d.scored.unmelded))
    }

    fn chowdah_points(&self, hand: &[Card], exposed: &[Meld]) -> Option<i64> {
        scoring::score_melds(
            hand,
            exposed,
            self.ctx.contract,
            true,
            self.ctx.config.score_rules(),
        )
        .ok()
        .map(|d| d.scored.points)
    }

    /// A hand of 13 (after the discard) as it stands: `easy::Ctx::worth`.
    pub fn now(&self, hand: &[Card], exposed: &[Meld]) -> i64 {
        self.ctx.worth(hand, exposed) - self.distance(hand, exposed)
    }

    /// The best way to meld a pile card, and what the hand is worth after its discard
    /// (`after_draw`: points, and the cards still missing from the contract); a meld that
    /// completes the contract is worth the most.
    pub fn best_meld(
        &self,
        hand: &[Card],
        exposed: &[Meld],
        card: Card,
    ) -> Option<(i64, Vec<Meld>)> {
        best_meld_by(hand, exposed, self.ctx.contract, card, |rest, melds| {
            self.after_draw(rest, melds)
        })
    }

    /// What the cards still missing from the contract cost (`distance`).
    fn distance(&self, hand: &[Card], exposed: &[Meld]) -> i64 {
        RACE * distance::missing_with(
            &Counts::of(hand),
            exposed,
            self.ctx.contract,
            &self.unseen,
            self.branches,
        )
    }

    /// A hand of 14 (after the draw), after its best discard; a Chowdah counts its bonus
    /// and the round it ends.
    pub fn after_draw(&self, hand: &[Card], exposed: &[Meld]) -> i64 {
        let Some((points, unmelded)) = self.scored(hand, exposed) else {
            return i64::MIN / 4;
        };
        if unmelded.len() <= 2
            && let Some(p) = self.chowdah_points(hand, exposed)
        {
            return 4 * p + CALL_EXTRA;
        }
        let ace = self.ctx.config.ace_scoring;
        let Some((at, worst)) = costliest_loose(&unmelded, ace) else {
            return 4 * points;
        };
        let mut rest = unmelded;
        rest.remove(at);
        4 * (points + worst) + near_melds(&rest) - self.distance(hand, exposed)
    }

    /// A hand of 14's unmelded cards, or what it is worth as a Chowdah (`after_draw`'s).
    pub fn unmelded_or_chowdah(
        &self,
        hand: &[Card],
        exposed: &[Meld],
    ) -> Option<(Vec<Card>, Option<i64>)> {
        let (_, unmelded) = self.scored(hand, exposed)?;
        if unmelded.len() <= 2
            && let Some(p) = self.chowdah_points(hand, exposed)
        {
            return Some((unmelded, Some(4 * p + CALL_EXTRA)));
        }
        Some((unmelded, None))
    }

    /// A hand of 13: its worth now plus the expected gain of the next stock draw.
    pub fn value(&self, hand: &[Card], exposed: &[Meld]) -> i64 {
        let Some((points, unmelded)) = self.scored(hand, exposed) else {
            return i64::MIN / 4;
        };
        let base = 4 * points + near_melds(&unmelded) - self.distance(hand, exposed);
        base + OUTS_WEIGHT * self.expected_gain(hand, exposed, base, &unmelded) / 4
    }

    /// The mean over unseen cards of what drawing one adds to a hand of 13 worth `base`.
    fn expected_gain(&self, hand: &[Card], exposed: &[Meld], base: i64, unmelded: &[Card]) -> i64 {
        if self.total == 0 {
            return 0;
        }
        let ace = self.ctx.config.ace_scoring;
        let worst = unmelded.iter().map(|&c| penalty(c, ace)).max().unwrap_or(0);
        let mut sum = 0;
        let mut h = hand.to_vec();
        // Two cards of a suit more than two ranks apart meld only through jokers.
        let reach = 2 + i32::try_from(hand.iter().filter(|c| c.is_joker()).count()).unwrap_or(0);
        for (c, k) in self.unseen_cards() {
            let gain = if relevant(c, hand, reach) {
                h.push(c);
                let v = self.after_draw(&h, exposed);
                h.pop();
                (v - base).max(0)
            } else {
                // It melds with nothing: at best it replaces a costlier unmelded card.
                4 * (worst - penalty(c, ace)).max(0)
            };
            sum += k * gain;
        }
        sum / self.total
    }

    /// The mean over unseen cards of a stock draw's hand after its best discard.
    pub fn stock_draw(&self, hand: &[Card], exposed: &[Meld]) -> i64 {
        if self.total == 0 {
            return i64::MIN / 4;
        }
        let Some((points, unmelded)) = self.scored(hand, exposed) else {
            return i64::MIN / 4;
        };
        let base = 4 * points + near_melds(&unmelded) - self.distance(hand, exposed);
        base + self.expected_gain(hand, exposed, base, &unmelded)
    }

    /// Distinct unseen cards with their unseen copies.
    fn unseen_cards(&self) -> impl Iterator<Item = (Card, i64)> + '_ {
        let naturals = self
            .unseen
            .naturals
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k > 0)
            .map(|(i, &k)| (deck::card_at(i), i64::from(k)));
        let jokers = (self.unseen.jokers > 0).then_some((JOKER, i64::from(self.unseen.jokers)));
        naturals.chain(jokers)
    }

    /// Discard candidates of a hand of 14, best first, with their values.
    pub fn discards(&self, info: &Info, hand: &[Card], exposed: &[Meld]) -> Vec<(i64, Card)> {
        let Some((_, unmelded)) = self.scored(hand, exposed) else {
            return Vec::new();
        };
        let mut cands: Vec<Card> = unmelded;
        cands.sort();
        cands.dedup();
        let joker_pays = self.ctx.config.joker_extra_turn;
        if !joker_pays && cands.iter().any(|c| !c.is_joker()) {
            cands.retain(|c| !c.is_joker());
        }
        if cands.is_empty() {
            cands = hand.to_vec();
            cands.sort();
            cands.dedup();
        }
        let ace = self.ctx.config.ace_scoring;
        // A first cut by the worth now, then the expected improvement.
        let mut quick: Vec<(i64, i64, Card)> = cands
            .into_iter()
            .map(|c| (self.now(&without(hand, c), exposed), penalty(c, ace), c))
            .collect();
        quick.sort_by_key(|&(v, p, c)| std::cmp::Reverse((v, p, c)));
        quick.truncate(DISCARD_CANDIDATES);
        let mut out: Vec<(i64, Card)> = quick
            .into_iter()
            .map(|(_, p, c)| {
                let mut v = self.value(&without(hand, c), exposed) + p - feed_cost(info, c);
                if c.is_joker() && joker_pays {
                    v += 1000;
                }
                (v, c)
            })
            .collect();
        out.sort_by_key(|&(v, c)| std::cmp::Reverse((v, c)));
        out
    }
}

/// Whether `card` can make a meld with some card of `hand` (or is a joker): only then can
/// drawing it change the hand's melds. `reach`: how far apart two cards of a suit may be
/// (two, plus one per joker held, which can fill the gap).
pub fn relevant(card: Card, hand: &[Card], reach: i32) -> bool {
    let (Some(r), Some(s)) = (card.rank(), card.suit()) else {
        return true;
    };
    let rn = i32::from(r.number());
    hand.iter().any(|h| {
        let (Some(hr), Some(hs)) = (h.rank(), h.suit()) else {
            return false;
        };
        if hr == r && hs.colour() == s.colour() {
            return true;
        }
        if hs != s {
            return false;
        }
        let hn = i32::from(hr.number());
        // The ace is also 14 (Q-K-A).
        let d = (rn - hn).abs();
        let d_high = |a: i32, b: i32| if a == 1 { (14 - b).abs() } else { i32::MAX };
        d <= reach || d_high(rn, hn) <= reach || d_high(hn, rn) <= reach
    })
}

/// Whether `card` on a pile top is of use to the next player at once: a joker, or a card
/// that goes straight onto their exposed melds.
pub(crate) fn feeds_next(info: &Info, card: Card) -> bool {
    feed_cost(info, card) > 0
}

/// What discarding `card` gives the next player: it goes straight onto their exposed melds.
fn feed_cost(info: &Info, card: Card) -> i64 {
    let view = &info.view;
    let next = info.seat.next(usize::from(view.players));
    let theirs = &view.exposed[next.index()];
    if card.is_joker() {
        return FEED_COST;
    }
    if !theirs.is_empty() && moves::pile_meldable(&[], theirs, view.contract, card) {
        FEED_COST
    } else {
        0
    }
}

/// The pile to discard on: an empty one if any (the rules demand it), else cover the top the
/// next player could use most: a joker, a card for their exposed melds, else the costliest.
pub(crate) fn pile_for(info: &Info) -> Pile {
    let view = &info.view;
    if view.piles.iter().any(Vec::is_empty) {
        return choose_pile(&view.piles);
    }
    let best = Pile::ALL.into_iter().max_by_key(|p| {
        let top = view.piles[p.index().expect("1..=3")].last().copied();
        let score = top.map_or(0, |c| feed_cost(info, c) * 4 + penalty(c, false));
        (score, std::cmp::Reverse(p.0))
    });
    best.unwrap_or_else(|| choose_pile(&view.piles))
}

pub fn choose(info: &Info) -> Action {
    let view = &info.view;
    let seat = info.seat;
    let hand = view.hand.clone().unwrap_or_default();
    let exposed = view.exposed[seat.index()].clone();
    let eval = Eval::new(info);
    turn(
        info,
        || draw(info, &eval, &hand, &exposed),
        |card| eval.best_meld(&hand, &exposed, card).map(|(_, m)| m),
        || eval.ctx.good_swap(&hand, &exposed, &view.exposed, seat),
        || {
            eval.discards(info, &hand, &exposed)
                .first()
                .map(|&(_, card)| (card, pile_for(info)))
        },
    )
}

/// The best pile to draw from, with its value, if any pile can be melded.
pub fn best_pile(info: &Info, eval: &Eval, hand: &[Card], exposed: &[Meld]) -> Option<(i64, Pile)> {
    let view = &info.view;
    let mut best: Option<(i64, Pile)> = None;
    for &pile in &info.drawable_piles {
        let Some(&top) = view.piles[pile.index().expect("1..=3")].last() else {
            continue;
        };
        if let Some((v, _)) = eval.best_meld(hand, exposed, top)
            && best.is_none_or(|(b, _)| v > b)
        {
            best = Some((v, pile));
        }
    }
    best
}

fn draw(info: &Info, eval: &Eval, hand: &[Card], exposed: &[Meld]) -> Action {
    let view = &info.view;
    let pile = best_pile(info, eval, hand, exposed);
    if view.stock == 0 {
        let now = eval.now(hand, exposed);
        return match pile {
            Some((v, p)) if v > now => Action::Draw(Source::Pile(p)),
            _ => Action::Pass,
        };
    }
    if let Some((v, p)) = pile {
        let stock = eval.stock_draw(hand, exposed);
        if v - EXPOSE_COST > stock {
            return Action::Draw(Source::Pile(p));
        }
    }
    Action::Draw(Source::Stock)
}

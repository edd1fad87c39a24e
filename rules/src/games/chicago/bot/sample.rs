//! Deals the cards a seat cannot see, consistently with everything public, into a `World`
//! the `hard` bot can play out.
//!
//! What is known (docs/rules/chicago.md#what-is-public): the seat's own hand and the cards
//! it threw (face down until a reshuffle), every card played, the hands shown at the
//! showdowns (the scoring seat's whole hand; of a seat that exchanged since, the cards it most
//! likely kept), the suits a seat failed to follow, and that every other hand was below the
//! shown one (or below a pair when nobody scored).
//! What is likely: how many cards a seat exchanged says what it kept (`keeps`: a seat that
//! threw three kept a pair or its top cards), so a hand is a kept set and fresh draws; and the
//! cards a seat played to the tricks are the ones the usual play would have chosen from its
//! hand (the `easy` policy: keep the highest card for the last trick, shed the lowest before
//! it), so a seat that shed a nine holds nothing lower but its last card (`ruled_out`). Of
//! the tries for a seat, the hand that contradicts the fewest of these is dealt.

use super::easy;
use super::keeps;
use super::normal::{self, Call, TrickSpot};
use super::world::World;
use crate::games::bots::{BotRng, pick};
use crate::games::chicago::hands::{Category, Strength};
use crate::games::chicago::info::Info;
use crate::games::chicago::mask;
use crate::games::chicago::scoring::{Scoring, Showdown};
use crate::games::chicago::view::{Stage, View};

/// Tries per seat to find a hand that fits what its exchanges suggest and its plays. A world
/// that fits is found within the first few tries nearly always; the rest are for the worlds
/// where it takes many (paired against 40 on 1,200 matches of four: +0.018 ± 0.016 matches
/// won; 1,000 did no better than 200).
const TRIES: usize = 200;

/// What the sampler knows about one other seat.
#[derive(Clone, Copy, Debug, Default)]
struct Seen {
    /// Cards known to be in its hand now.
    known: u64,
    /// Cards it played this deal.
    played: u64,
    /// Suits it showed void in (bit per suit).
    void: u8,
    /// Its five-card hand was below this at the last showdown that still holds.
    below: Option<Strength>,
    /// The cards it last exchanged (`None`: locked, or no exchange yet).
    last_count: Option<u8>,
    /// Its plays to the tricks, each with what the table showed when it played.
    plays: [Play; 5],
    n_plays: usize,
}

/// One card a seat played and the spot it played it in, but for its hand.
#[derive(Clone, Copy, Debug, Default)]
struct Play {
    /// The seat's cards played before this trick.
    before: u64,
    led: Option<u32>,
    winning: Option<u32>,
    gone: u64,
    call: Call,
    card: u32,
}

/// How many of a seat's plays a hand `now` (what it holds now) contradicts under the
/// `easy` policy: keep the highest card, shed the lowest legal card before it.
fn misplays(seen: &Seen, now: u64) -> u32 {
    let whole = now | seen.played;
    let mut miss = 0;
    for p in &seen.plays[..seen.n_plays] {
        let spot = TrickSpot {
            hand: whole & !p.before,
            led: p.led,
            winning: p.winning,
            gone: p.gone,
            call: p.call,
        };
        if normal::easy_play(&spot) != p.card {
            miss += 1;
        }
    }
    miss
}

/// The cards a seat cannot hold now if it played its tricks the `easy` way (see `misplays`):
/// following suit it played its lowest card of the suit, so none lower is left; leading or
/// throwing off it played its lowest card but the highest, so nothing lower is left at all (the
/// highest is above it anyway). A card forced as the only legal one says no more than this.
fn ruled_out(seen: &Seen) -> u64 {
    let mut out = 0u64;
    for p in &seen.plays[..seen.n_plays] {
        if p.call != Call::None {
            continue;
        }
        let c = p.card;
        let below_in_suit = mask::suit(mask::suit_of(c)) & ((1u64 << c) - 1);
        match p.led {
            Some(led) if led == mask::suit_of(c) => out |= below_in_suit,
            _ => {
                // Lower by (value, suit): lower values of every suit, and the same value in
                // the suits before (`mask::lowest`'s order).
                let rank = c % 13;
                for suit in 0..4 {
                    out |= ((1u64 << rank) - 1) << (13 * suit);
                    if suit < mask::suit_of(c) {
                        out |= 1u64 << (13 * suit + rank);
                    }
                }
            }
        }
    }
    out & !seen.played
}

fn round_of(stage: Stage) -> u8 {
    match stage {
        Stage::FirstExchange => 1,
        Stage::SecondExchange => 2,
        _ => 3,
    }
}

/// The cards a seat kept of a hand shown at showdown 1 when it then exchanged `count`: what
/// the fast policy keeps, or the shown cards that made its hand first.
fn kept_of(hand: u64, count: u8) -> u64 {
    let thrown = easy::exchange_bits(hand);
    if thrown.count_ones() == u32::from(count) {
        return hand & !thrown;
    }
    let mut cards: Vec<u32> = mask::iter(hand).collect();
    cards.sort_by_key(|&i| std::cmp::Reverse(mask::value_of(i)));
    cards
        .into_iter()
        .take(5 - usize::from(count).min(5))
        .fold(0, |m, i| m | (1 << i))
}

fn read(view: &View, me: usize) -> ([Seen; 4], u64) {
    let n = usize::from(view.players);
    let mut seen = [Seen::default(); 4];
    let mut out = 0u64;
    let mut gone = 0u64;
    for (k, t) in view
        .tricks
        .iter()
        .chain(std::iter::once(&view.trick))
        .enumerate()
    {
        let led = t.led_suit();
        let live = view
            .declarer
            .filter(|d| view.trick_winners.iter().take(k).all(|w| w == d));
        let mut winning: Option<u32> = None;
        for p in &t.plays {
            let s = p.seat.index();
            let c = mask::bit(p.card).trailing_zeros();
            if seen[s].n_plays < 5 {
                let before = seen[s].played;
                seen[s].plays[seen[s].n_plays] = Play {
                    before,
                    led: winning.map(mask::suit_of),
                    winning,
                    gone,
                    call: match live {
                        Some(d) if d.index() == s => Call::Mine,
                        Some(_) => Call::Theirs,
                        None => Call::None,
                    },
                    card: c,
                };
                seen[s].n_plays += 1;
            }
            gone |= 1 << c;
            if winning.is_none_or(|w| mask::suit_of(c) == mask::suit_of(w) && c > w) {
                winning = Some(c);
            }
            seen[s].played |= mask::bit(p.card);
            if led.is_some() && p.card.suit() != led {
                let suit = mask::bit(t.plays[0].card).trailing_zeros() / 13;
                seen[s].void |= 1 << suit;
            }
        }
    }
    let round2: Vec<_> = view.exchanges.iter().filter(|e| e.round == 2).collect();
    for e in &view.exchanges {
        let s = &mut seen[e.seat.index()];
        s.last_count = if e.locked { None } else { Some(e.count) };
    }
    for rec in &view.showdowns {
        // A seat's round-2 exchange after showdown 1 changed what that showdown says of it.
        let later = |seat: usize| {
            if rec.scoring == Scoring::FirstExchange {
                round2.iter().find(|e| e.seat.index() == seat).copied()
            } else {
                None
            }
        };
        let unchanged = |seat: usize| later(seat).is_none_or(|e| e.count == 0);
        match &rec.showdown {
            Showdown::Best { seat, hand, .. } => {
                let w = seat.index();
                let shown = mask::of(hand);
                let strength = mask::strength_of(shown);
                for (i, s) in seen.iter_mut().enumerate().take(n) {
                    if i != w && i != me && unchanged(i) {
                        s.below = Some(s.below.map_or(strength, |b| b.min(strength)));
                    }
                }
                if w != me {
                    let kept = match later(w) {
                        Some(e) if e.count > 0 => kept_of(shown, e.count),
                        _ => shown,
                    };
                    seen[w].known = kept & !seen[w].played;
                    out |= shown & !kept;
                }
            }
            Showdown::NoPair => {
                for (i, s) in seen.iter_mut().enumerate().take(n) {
                    if i != me && unchanged(i) {
                        s.below = Some(lowest_pair());
                    }
                }
            }
            Showdown::Tie { .. } => {}
        }
    }
    (seen, out)
}

/// The weakest pair there is: every high card is below it.
fn lowest_pair() -> Strength {
    // 2♣ 2♦ 3♣ 4♣ 5♣.
    mask::strength_of(1 | 1 << 13 | 1 << 1 | 1 << 2 | 1 << 3)
}

/// Whether a hand fits the last exchange of `count` cards (see the module comment).
fn fits(hand: u64, count: Option<u8>, below: Option<Strength>) -> bool {
    let s = mask::strength_of(hand);
    if below.is_some_and(|b| s >= b) {
        return false;
    }
    let cat = s.category();
    match count {
        Some(0) => cat >= Category::TwoPair,
        Some(1) => cat >= Category::TwoPair || four_to_flush(hand) || four_to_straight(hand),
        Some(2) => cat >= Category::Pair,
        Some(3) => {
            cat >= Category::Pair || mask::highest(hand).is_some_and(|i| mask::value_of(i) >= 13)
        }
        _ => true,
    }
}

/// Four cards (or more) of one suit.
pub(crate) fn four_to_flush(hand: u64) -> bool {
    (0..4).any(|s| (hand & mask::suit(s)).count_ones() >= 4)
}

/// Four values (or more) within five in a row, the ace high or low.
pub(crate) fn four_to_straight(hand: u64) -> bool {
    let mut values: u32 = 0;
    for i in mask::iter(hand) {
        values |= 1 << mask::value_of(i);
        if mask::value_of(i) == 14 {
            values |= 1 << 1;
        }
    }
    (1..=10).any(|low| (values >> low & 0b11111).count_ones() >= 4)
}

/// The hand of seat `s`, which shows no cards, dealt as its exchanges say it kept (`keeps`):
/// of `TRIES` tries, the one that contradicts fewest of its showdowns and plays. `None` when
/// its exchanges say nothing (none yet, or locked) or no try fits its cards.
fn dealt_by_counts(
    view: &View,
    s: usize,
    seen: &Seen,
    pool: &[u32],
    rng: &mut BotRng,
) -> Option<u64> {
    if seen.known != 0 {
        return None;
    }
    let mut counts = Vec::with_capacity(2);
    for e in view.exchanges.iter().filter(|e| e.seat.index() == s) {
        if e.locked {
            return None;
        }
        counts.push(e.count);
    }
    let last = u32::from(*counts.last()?);
    let sets = keeps::kept_sets(&counts);
    // A suit the seat failed to follow is not in its hand.
    let void = (0..4)
        .filter(|&suit| seen.void & (1 << suit) != 0)
        .fold(0, |m, suit| m | mask::suit(suit));
    let free = pool.iter().fold(0u64, |m, &c| m | (1 << c)) & !void & !ruled_out(seen);
    let mut best: Option<(u32, u64)> = None;
    for _ in 0..TRIES {
        let Some(whole) = keeps::deal(sets, last, free, seen.played, rng) else {
            continue;
        };
        let now = whole & !seen.played;
        let miss = u32::from(!fits(whole, None, seen.below)) + misplays(seen, now);
        if best.is_none_or(|(m, _)| miss < m) {
            best = Some((miss, now));
        }
        if miss == 0 {
            break;
        }
    }
    best.map(|(_, now)| now)
}

/// A random world consistent with `info`, at the moment `info`'s seat is to act.
pub fn world(info: &Info, rng: &mut BotRng) -> World {
    let view = &info.view;
    let n = usize::from(view.players);
    let me = info.seat.index();
    let hand = mask::of(view.hand.as_deref().unwrap_or(&[]));
    let (mut seen, out) = read(view, me);
    let gone = seen.iter().fold(0, |m, s| m | s.played);
    // A guess about a shown hand never contradicts what the seat holds or saw played.
    for (i, s) in seen.iter_mut().enumerate() {
        s.known &= !hand & !gone;
        // A guess of what a seat kept of a shown hand that its plays refuted (it played a card
        // the guess had it throw) is more cards than it holds: not known after all (else the
        // world dealt it too many; `Resample`'s property test found it).
        let size = view.hand_sizes.get(i).copied().unwrap_or(0);
        if s.known.count_ones() > u32::from(size) {
            s.known = 0;
        }
    }
    let known = seen.iter().fold(0, |m, s| m | s.known);
    // The seat's own face-down throws are in nobody's hand and not in the stock. A later
    // showdown beats an earlier guess: a card guessed thrown after showdown 1 that the same
    // seat showed again at showdown 2 is in its hand, not face down (else the world held it
    // twice; `Resample`'s property test found it).
    let out = (out | mask::of(&info.thrown)) & !hand & !gone & !known;
    let mut pool: Vec<u32> = mask::iter(mask::FULL & !hand & !gone & !known & !out).collect();
    let mut hands = [0u64; 4];
    hands[me] = hand;
    for (s, info_s) in seen.iter().enumerate().take(n) {
        if s == me {
            continue;
        }
        if let Some(h) = dealt_by_counts(view, s, info_s, &pool, rng) {
            hands[s] = h;
            pool.retain(|&c| h & (1 << c) == 0);
            continue;
        }
        let want =
            usize::from(view.hand_sizes[s]).saturating_sub(info_s.known.count_ones() as usize);
        let out_by_plays = ruled_out(info_s);
        let mut allowed: Vec<usize> = (0..pool.len())
            .filter(|&i| {
                info_s.void & (1 << mask::suit_of(pool[i])) == 0
                    && out_by_plays & (1 << pool[i]) == 0
            })
            .collect();
        if allowed.len() < want {
            allowed = (0..pool.len()).collect();
        }
        let mut chosen = Vec::new();
        let mut best: Option<(u32, Vec<usize>)> = None;
        for _ in 0..TRIES {
            chosen.clear();
            let mut idx = allowed.clone();
            for k in 0..want.min(idx.len()) {
                let j = k + pick(rng, idx.len() - k);
                idx.swap(k, j);
                chosen.push(idx[k]);
            }
            let drawn = chosen.iter().fold(0u64, |m, &i| m | (1 << pool[i]));
            let whole = drawn | info_s.known | info_s.played;
            let miss = u32::from(!fits(whole, info_s.last_count, info_s.below))
                + misplays(info_s, drawn | info_s.known);
            if best.as_ref().is_none_or(|(m, _)| miss < *m) {
                best = Some((miss, chosen.clone()));
            }
            if miss == 0 {
                break;
            }
        }
        if let Some((_, b)) = best {
            chosen = b;
        }
        hands[s] = info_s.known | chosen.iter().fold(0u64, |m, &i| m | (1 << pool[i]));
        chosen.sort_unstable_by(|a, b| b.cmp(a));
        for i in chosen {
            pool.swap_remove(i);
        }
    }
    // The rest: the stock, then the face-down discards (a shown hand's throws among them).
    for i in (1..pool.len()).rev() {
        let j = pick(rng, i + 1);
        pool.swap(i, j);
    }
    let stock_size = usize::from(view.stock_size).min(pool.len());
    let stock: Vec<u32> = pool[..stock_size].to_vec();
    let mut discards: Vec<u32> = pool[stock_size..].to_vec();
    discards.extend(mask::iter(out));
    let mut order = [0usize; 4];
    for (k, o) in order.iter_mut().enumerate().take(n) {
        *o = view.dealer.after(k + 1, n).index();
    }
    let round = round_of(view.stage);
    let mut scores = [0u32; 4];
    scores[..n].copy_from_slice(&view.scores[..n]);
    let mut final_hands = [0u64; 4];
    for s in 0..n {
        final_hands[s] = hands[s] | seen[s].played;
    }
    World {
        n,
        order,
        hands,
        stock,
        discards,
        scores,
        lock: view.lock,
        points: [0; 4],
        round,
        next: view.exchanges.iter().filter(|e| e.round == round).count(),
        // At the call the seat to act is the one asked, but the first trick is led by the
        // dealer's left unless someone declares (docs/rules/chicago.md#the-chicago-call).
        turn: if view.stage == Stage::ChicagoCall {
            order[0]
        } else {
            view.to_act.first().map_or(me, |s| s.index())
        },
        gone,
        trick: view
            .trick
            .plays
            .iter()
            .map(|p| (p.seat.index(), mask::bit(p.card).trailing_zeros()))
            .collect(),
        tricks_done: u8::try_from(view.tricks.len()).unwrap_or(5),
        declarer: view.declarer.map(crate::games::Seat::index),
        call_failed: view
            .declarer
            .is_some_and(|d| view.trick_winners.iter().any(|&w| w != d)),
        final_hands,
        base: scores,
        race: Some(super::playouts::race(n, view.target, view.lock)),
        hero: Some(me),
    }
}

#[cfg(test)]
mod tests {
    use super::super::easy::each_easy_decision;
    use super::*;
    use crate::games::Seat;

    #[test]
    fn the_easy_bots_real_hands_explain_their_plays_and_hold_nothing_they_rule_out() {
        let mut checked = 0;
        each_easy_decision(|game, info, _| {
            if info.view.stage == Stage::Tricks {
                let (seen, _) = read(&info.view, info.seat.index());
                for s in 0..4u8 {
                    let now = mask::of(game.hand(Seat(s)));
                    assert_eq!(misplays(&seen[usize::from(s)], now), 0);
                    // What the plays rule out, the real hand never holds.
                    assert_eq!(now & ruled_out(&seen[usize::from(s)]), 0);
                    checked += seen[usize::from(s)].n_plays;
                }
            }
        });
        assert!(checked > 1000);
    }
}

//! The `normal` Chicago bot: the players' known strategy, without search.
//!
//! Exchange by the expected value of the draws: for each of the 32 ways to throw, deal the
//! unseen cards at random (the same draws for every choice) and average what the hand would
//! be worth — its points times the chance it is the single best hand at the showdowns (only
//! the best hand scores, docs/rules/chicago.md#showdowns), plus a high card's chance at the
//! 5-point last trick (docs/rules/chicago.md#the-last-trick).
//!
//! Tricks: only the fifth trick scores, so keep the card most likely to win it — the top card
//! left in its suit when there is one — shed the lowest cards before it, and take the fourth
//! trick when it costs nothing, to lead that card to the last one.

use super::easy;
use super::odds;
use crate::cards::Card;
use crate::games::bots::{BotRng, pick};
use crate::games::chicago::hands::Category;
use crate::games::chicago::mask;
use crate::games::chicago::tricks::Trick;
use crate::games::chicago::view::{Stage, View};
use crate::games::chicago::{Action, Info};
use crate::games::{BotCtx, Seat};

/// Random draws per way of throwing.
const DRAWS: usize = 48;

pub fn choose(info: &Info, ctx: &mut BotCtx) -> Action {
    let view = &info.view;
    let hand = view.hand.as_deref().unwrap_or(&[]);
    match view.stage {
        Stage::FirstExchange | Stage::SecondExchange => {
            let round = if view.stage == Stage::FirstExchange {
                1
            } else {
                2
            };
            let unseen =
                mask::FULL & !mask::of(hand) & !seen_elsewhere(view) & !mask::of(&info.thrown);
            Action::Discard(exchange(hand, unseen, round, view, ctx.rng()))
        }
        Stage::ChicagoCall if easy::sure_chicago(hand) => Action::DeclareChicago,
        Stage::ChicagoCall | Stage::Over => Action::Pass,
        Stage::Tricks => match play_from_view(view) {
            Some(card) => Action::Play(card),
            None => Action::Pass,
        },
    }
}

/// Cards the viewer knows are out of the stock: played to tricks, or shown at a showdown by
/// a seat that has not exchanged since.
fn seen_elsewhere(view: &View) -> u64 {
    let mut m = 0;
    for t in view.tricks.iter().chain(std::iter::once(&view.trick)) {
        for p in &t.plays {
            m |= mask::bit(p.card);
        }
    }
    m
}

/// What a hand is worth to its holder, in expected points, at exchange `round`.
pub fn hand_worth(m: u64, round: u8, seats: usize) -> f64 {
    let s = mask::strength_of(m);
    let points = f64::from(s.category().points());
    let poker = if s.category() < Category::Pair {
        0.0
    } else if round == 1 {
        points * (odds::best_of(s, 1, seats) + 2.0 * odds::best_of(s, 2, seats))
    } else {
        2.0 * points * odds::best_of(s, 2, seats)
    };
    poker + trick_worth(m, seats)
}

/// A rough chance at the last trick from the top card: an ace often takes it, a king less.
fn trick_worth(m: u64, seats: usize) -> f64 {
    #[allow(clippy::cast_precision_loss)]
    let ace = (1.4 / seats as f64).min(0.8);
    let top = mask::highest(m).map_or(0, mask::value_of);
    let p = match top {
        14 => ace,
        13 => ace * 0.4,
        _ => 0.0,
    };
    5.0 * p
}

/// The cards to throw: the way that averages best over the same random draws.
pub fn exchange(hand: &[Card], unseen: u64, round: u8, view: &View, rng: &mut BotRng) -> Vec<Card> {
    let ranked = rank_exchanges(hand, unseen, round, usize::from(view.players), rng);
    ranked.first().map_or_else(Vec::new, |(t, _)| t.clone())
}

/// Every way to throw with its average worth over `DRAWS` random draws, best first (standing
/// pat first among equals).
pub fn rank_exchanges(
    hand: &[Card],
    unseen: u64,
    round: u8,
    seats: usize,
    rng: &mut BotRng,
) -> Vec<(Vec<Card>, f64)> {
    let pool: Vec<u32> = mask::iter(unseen).collect();
    // The same draws for every choice: each row is the first five of a random order.
    let mut rows = Vec::with_capacity(DRAWS);
    let mut order = pool.clone();
    for _ in 0..DRAWS {
        for i in 0..5.min(order.len()) {
            let j = i + pick(rng, order.len() - i);
            order.swap(i, j);
        }
        rows.push(order.iter().take(5).fold(Vec::new(), |mut v, &i| {
            v.push(1u64 << i);
            v
        }));
    }
    let bits: Vec<u64> = hand.iter().map(|&c| mask::bit(c)).collect();
    let full = mask::of(hand);
    let mut out: Vec<(Vec<Card>, f64)> = (0u32..1 << hand.len())
        .map(|set| {
            let thrown: u64 = (0..hand.len())
                .filter(|i| set & (1 << i) != 0)
                .fold(0, |m, i| m | bits[i]);
            let k = thrown.count_ones() as usize;
            let kept = full & !thrown;
            let worth = if k == 0 {
                hand_worth(full, round, seats)
            } else {
                #[allow(clippy::cast_precision_loss)]
                let n = rows.len().max(1) as f64;
                rows.iter()
                    .map(|r| {
                        hand_worth(kept | r.iter().take(k).fold(0, |m, b| m | b), round, seats)
                    })
                    .sum::<f64>()
                    / n
            };
            (mask::cards_in(hand, thrown), worth)
        })
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.len().cmp(&b.0.len())));
    out
}

/// Whose call is live in the tricks, as the trick policy sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Call {
    #[default]
    None,
    /// I declared and have won every trick so far.
    Mine,
    /// Someone else declared and has won every trick so far.
    Theirs,
}

/// What the trick policy looks at: its hand, the trick so far and the cards gone.
#[derive(Clone, Copy, Debug)]
pub struct TrickSpot {
    pub hand: u64,
    /// The suit led to this trick, if it has been led.
    pub led: Option<u32>,
    /// The card winning the trick so far.
    pub winning: Option<u32>,
    /// Every card played this deal, this trick's included.
    pub gone: u64,
    pub call: Call,
}

impl TrickSpot {
    /// The cards it may play: docs/rules/chicago.md#tricks, follow the led suit if able.
    pub fn legal(&self) -> u64 {
        match self.led {
            Some(s) if self.hand & mask::suit(s) != 0 => self.hand & mask::suit(s),
            _ => self.hand,
        }
    }
}

/// The card to play (a bit number). docs/rules/chicago.md#tricks: follow suit when able.
pub fn play(spot: &TrickSpot) -> u32 {
    let hand = spot.hand;
    let legal = spot.legal();
    if legal.count_ones() <= 1 {
        return legal.trailing_zeros();
    }
    let taking = spot.winning.map_or(legal, |w| legal & mask::above(w));
    match spot.call {
        Call::Mine => return mask::highest(legal).unwrap_or(0),
        Call::Theirs => {
            return match spot.winning {
                Some(_) => mask::lowest(taking).or_else(|| mask::lowest(legal)),
                None => mask::highest(legal),
            }
            .unwrap_or(0);
        }
        Call::None => {}
    }
    let unseen = mask::FULL & !spot.gone & !hand;
    let reserve = reserve(hand, unseen);
    let spare = legal & !(1u64 << reserve);
    if spare == 0 {
        return reserve;
    }
    // The fourth trick: taking it leads the reserve to the last one. Take it with the spare
    // card when it can, else shed it.
    if hand.count_ones() == 2
        && spot.led.is_some()
        && let Some(t) = mask::lowest(spare & taking)
    {
        return t;
    }
    mask::lowest(spare).unwrap_or(reserve)
}

/// The `easy` bot's card (`easy::play`) on card bits: keep the highest card for the last
/// trick and shed the lowest legal card before it; with a live call, as `play`.
pub fn easy_play(spot: &TrickSpot) -> u32 {
    let hand = spot.hand;
    let legal = spot.legal();
    if legal.count_ones() <= 1 || spot.call != Call::None {
        return play(spot);
    }
    let reserve = mask::highest(hand).unwrap_or(0);
    let spare = legal & !(1u64 << reserve);
    mask::lowest(spare)
        .or_else(|| mask::lowest(legal))
        .unwrap_or(0)
}

/// A defender's card against a live call in a play-out that knows the declarer's cards (the
/// call search's worlds): take the trick if it can, as cheaply as possible; else shed the
/// lowest card that beats none of the declarer's cards left in its suit, keeping those that
/// can still break the call. This defender knows which card to keep, so a call is judged by
/// what it wins against a defence that guesses right, not by an `easy` defender's tie-break
/// between cards alike (docs/rules/chicago.md#bots).
pub fn defend(spot: &TrickSpot, declarer: u64) -> u32 {
    let legal = spot.legal();
    let Some(w) = spot.winning else {
        return play(spot);
    };
    if let Some(c) = mask::lowest(legal & mask::above(w)) {
        return c;
    }
    // The cards above one the declarer still holds in their suit: those can break the call.
    let threats = mask::iter(declarer).fold(0, |m, d| m | mask::above(d));
    mask::lowest(legal & !threats)
        .or_else(|| mask::lowest(legal))
        .unwrap_or(0)
}

/// The card kept for the last trick: the highest card that nothing unseen can beat in its
/// suit, else the highest card.
pub fn reserve(hand: u64, unseen: u64) -> u32 {
    let boss = mask::iter(hand).filter(|&i| mask::above(i) & unseen == 0);
    boss.max_by_key(|&i| (mask::value_of(i), mask::suit_of(i)))
        .or_else(|| mask::highest(hand))
        .unwrap_or(0)
}

fn trick_bits(trick: &Trick) -> u64 {
    trick.plays.iter().fold(0, |m, p| m | mask::bit(p.card))
}

/// The trick spot of the viewer, from its view.
pub fn spot_of(view: &View) -> Option<TrickSpot> {
    let me = view.viewer?;
    let hand = mask::of(view.hand.as_deref()?);
    let gone = view
        .tricks
        .iter()
        .fold(trick_bits(&view.trick), |m, t| m | trick_bits(t));
    let call = match view.declarer {
        Some(d) if view.trick_winners.iter().all(|&w| w == d) => {
            if d == me {
                Call::Mine
            } else {
                Call::Theirs
            }
        }
        _ => Call::None,
    };
    Some(TrickSpot {
        hand,
        led: view
            .trick
            .led_suit()
            .map(|s| mask::bit(Card::new(crate::cards::Rank::Two, s)).trailing_zeros() / 13),
        winning: view
            .trick
            .winning()
            .map(|p| mask::bit(p.card).trailing_zeros()),
        gone,
        call,
    })
}

fn play_from_view(view: &View) -> Option<Card> {
    let spot = spot_of(view)?;
    if spot.hand == 0 {
        return None;
    }
    Some(mask::card(play(&spot)))
}

/// The seats in exchange order this deal: from the dealer's left.
pub fn exchange_order(view: &View) -> Vec<Seat> {
    let n = usize::from(view.players);
    (1..=n).map(|k| view.dealer.after(k, n)).collect()
}

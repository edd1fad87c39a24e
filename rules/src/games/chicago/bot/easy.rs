//! Chicago's `easy` bot, simple and honest: it decides from its own `View` only (its hand and the table).
//!
//! Exchange: keep a made hand (straight or better: stand pat; pairs, two pair, trips: keep
//! them, and an ace kicker for the last trick); with nothing, keep a four-card flush or
//! straight draw, else the high cards (docs/rules/chicago.md#bots: keep pairs, do not throw
//! everything).
//! Call: declare only a sure Chicago — every card the top of its suit, so each lead wins.
//! Tricks: keep the highest card for the last trick and shed low cards before it (the same
//! advice in docs/rules/chicago.md#bots); a declarer plays high; against a live Chicago, win a
//! trick if possible.

use crate::cards::{Card, Suit};
use crate::games::chicago::hands::{Category, rank_value};
use crate::games::chicago::mask;
use crate::games::chicago::tricks::legal_plays;
use crate::games::chicago::view::{Stage, View};
use crate::games::chicago::{Action, HAND_SIZE};

/// The `easy` bot's move.
pub fn choose(view: &View) -> Action {
    let hand = view.hand.as_deref().unwrap_or(&[]);
    match view.stage {
        Stage::FirstExchange | Stage::SecondExchange => Action::Discard(exchange(hand)),
        Stage::ChicagoCall if sure_chicago(hand) => Action::DeclareChicago,
        Stage::ChicagoCall | Stage::Over => Action::Pass,
        Stage::Tricks => match play(view, hand) {
            Some(card) => Action::Play(card),
            None => Action::Pass,
        },
    }
}

fn value(card: Card) -> u8 {
    card.rank().map_or(0, rank_value)
}

/// The cards to throw, in the hand's order.
pub fn exchange(hand: &[Card]) -> Vec<Card> {
    mask::cards_in(hand, exchange_bits(mask::of(hand)))
}

/// `exchange` on a hand of five as bits (`mask`), the cards thrown as bits: the play-outs'
/// form, which allocates nothing.
pub fn exchange_bits(hand: u64) -> u64 {
    let aces = hand & mask::value(12);
    let mut grouped = 0u64;
    let mut biggest = 0;
    let mut groups = 0;
    for i in 0..13 {
        let k = (hand & mask::value(i)).count_ones();
        if k >= 2 {
            grouped |= hand & mask::value(i);
            groups += 1;
        }
        biggest = biggest.max(k);
    }
    // A full house or four of a kind is made: stand pat (quads keep their kicker).
    if biggest == 4 || (biggest == 3 && groups == 2) {
        return 0;
    }
    if grouped != 0 {
        // A pair, two pair or trips: keep them, and an ace kicker for the last trick.
        return hand & !(grouped | aces);
    }
    let strength = mask::strength_of(hand);
    if strength.category() >= Category::Straight {
        return 0;
    }
    hand & !keep_for_a_draw(hand)
}

/// Nothing made (five different values): a four-card flush or straight draw, or else the
/// high cards.
fn keep_for_a_draw(hand: u64) -> u64 {
    for s in 0..4 {
        let same = hand & mask::suit(s);
        if same.count_ones() as usize == HAND_SIZE - 1 {
            return same;
        }
    }
    // Straight windows from the top (T-A) down to the wheel (A-5, the ace as 1).
    for low in (1..=10u32).rev() {
        let in_window = mask::iter(hand)
            .filter(|&i| {
                let v = mask::value_of(i);
                (low..low + 5).contains(&v) || (low == 1 && v == 14)
            })
            .fold(0u64, |m, i| m | 1 << i);
        if in_window.count_ones() as usize == HAND_SIZE - 1 {
            return in_window;
        }
    }
    // The top card, and the second with it when it is a king or an ace.
    let Some(top) = mask::highest(hand) else {
        return 0;
    };
    let rest = hand & !(1 << top);
    match mask::highest(rest) {
        Some(second) if mask::value_of(second) >= 13 => 1 << top | 1 << second,
        _ => 1 << top,
    }
}

/// Every card is the top of its suit given the others held: A, A-K, A-K-Q … Leading them from
/// the top, no card can ever be beaten (no trumps).
pub fn sure_chicago(hand: &[Card]) -> bool {
    !hand.is_empty()
        && Suit::ALL.iter().all(|&suit| {
            let mut ranks: Vec<u8> = hand
                .iter()
                .filter(|c| c.suit() == Some(suit))
                .map(|&c| value(c))
                .collect();
            ranks.sort_unstable_by(|a, b| b.cmp(a));
            ranks
                .iter()
                .enumerate()
                .all(|(i, &v)| usize::from(v) == 14 - i)
        })
}

fn highest(cards: &[Card]) -> Option<Card> {
    cards.iter().copied().max_by_key(|&c| (value(c), c.suit()))
}

fn lowest(cards: &[Card]) -> Option<Card> {
    cards.iter().copied().min_by_key(|&c| (value(c), c.suit()))
}

fn play(view: &View, hand: &[Card]) -> Option<Card> {
    let legal = legal_plays(hand, &view.trick);
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let me = view.viewer?;
    if let Some(declarer) = view.declarer
        && view.trick_winners.iter().all(|&w| w == declarer)
    {
        // A live call: the declarer plays high to keep winning; the others beat it once, as
        // cheaply as they can, and the call fails.
        if declarer == me {
            return highest(&legal);
        }
        return match view.trick.winning() {
            Some(best) => legal
                .iter()
                .copied()
                .filter(|c| c.suit() == best.card.suit() && value(*c) > value(best.card))
                .min_by_key(|&c| value(c))
                .or_else(|| lowest(&legal)),
            None => highest(&legal),
        };
    }
    let reserve = highest(hand);
    let spare: Vec<Card> = legal
        .iter()
        .copied()
        .filter(|&c| Some(c) != reserve)
        .collect();
    if spare.is_empty() {
        lowest(&legal)
    } else {
        lowest(&spare)
    }
}

#[cfg(test)]
use crate::games::Game;
#[cfg(test)]
use crate::games::chicago::{Chicago, Config, Info};

#[cfg(test)]
/// Every decision of the first three deals of 20 matches played by easy bots: `visit` sees
/// the game before the move, the information of the seat to act and the easy bot's move.
pub(crate) fn each_easy_decision(mut visit: impl FnMut(&Chicago, &Info, &Action)) {
    for seed in 0..20 {
        let mut game = Chicago::new(Config::default(), seed).unwrap().game;
        while game.outcome().is_none() && game.deal_number() < 4 {
            let seat = game.to_act()[0];
            let info = game.info_state(seat).unwrap();
            let action = choose(&info.view);
            visit(&game, &info, &action);
            game.apply(seat, action).unwrap();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::cards::notation::{format_cards, parse_cards};

    fn h(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn exchange_keeps_made_hands() {
        // docs/rules/chicago.md#examples, the opening exchange: two kings, an 8, a 5, a 2 —
        // keep the kings, throw three.
        let hand = h("Ks Kh 8c 5d 2s");
        let t = exchange(&hand);
        assert_eq!(t.len(), 3);
        assert!(t.iter().all(|c| c.rank() != Some(Rank::King)));
        // An ace kicker stays for the last trick.
        assert_eq!(exchange(&h("Ks Kh 8c Ad 2s")).len(), 2);
        assert!(exchange(&h("5s 6h 7c 8d 9s")).is_empty());
        assert!(exchange(&h("2h 7h 9h Jh Kh")).is_empty());
        assert!(exchange(&h("Ks Kh Kd 2s 2c")).is_empty());
        assert_eq!(format_cards(&exchange(&h("Ks Kh Kd 7s 2c"))), "7s 2c");
        assert_eq!(exchange(&h("Ks Kh 7d 7s 2c")), h("2c"));
    }

    #[test]
    fn exchange_keeps_draws_and_high_cards() {
        assert_eq!(exchange(&h("2h 7h 9h Jh Ks")), h("Ks"));
        assert_eq!(exchange(&h("5s 6h 7c 8d Ks")), h("Ks"));
        assert_eq!(exchange(&h("As 2h 3c 4d 9s")), h("9s"));
        assert_eq!(exchange(&h("Ts Jh Qc Kd 3s")), h("3s"));
        // Nothing at all: keep the ace and a king, never throw all five.
        let t = exchange(&h("As Kh 8c 5d 2s"));
        assert_eq!(t.len(), 3);
        assert!(!t.contains(&h("As")[0]) && !t.contains(&h("Kh")[0]));
        assert_eq!(exchange(&h("Js 9h 7c 4d 2s")).len(), 4);
    }

    /// The easy exchange as first written, on cards: the reference for `exchange_bits`.
    fn exchange_by_cards(hand: &[Card]) -> Vec<Card> {
        use crate::games::chicago::hands::value_of;
        let made = value_of(hand);
        let keep: Vec<Card> = match made.category {
            Category::HighCard => {
                let value = |c: &Card| c.rank().map_or(0, rank_value);
                let four = |keep: Vec<Card>| (keep.len() == HAND_SIZE - 1).then_some(keep);
                let flush = Suit::ALL.into_iter().find_map(|suit| {
                    four(
                        hand.iter()
                            .copied()
                            .filter(|c| c.suit() == Some(suit))
                            .collect(),
                    )
                });
                let straight = (1..=10u8).rev().find_map(|low| {
                    four(
                        hand.iter()
                            .copied()
                            .filter(|c| {
                                let v = value(c);
                                (low..low + 5).contains(&v) || (low == 1 && v == 14)
                            })
                            .collect(),
                    )
                });
                flush.or(straight).unwrap_or_else(|| {
                    let mut by_value = hand.to_vec();
                    by_value.sort_by_key(|c| std::cmp::Reverse(value(c)));
                    let mut keep = vec![by_value[0]];
                    keep.extend(by_value.iter().skip(1).take(1).filter(|c| value(c) >= 13));
                    keep
                })
            }
            Category::Pair | Category::TwoPair | Category::ThreeOfAKind => {
                let mut keep = made.cards.clone();
                keep.extend(
                    hand.iter()
                        .find(|c| c.rank() == Some(Rank::Ace) && !made.cards.contains(c)),
                );
                keep
            }
            _ => hand.to_vec(),
        };
        hand.iter().copied().filter(|c| !keep.contains(c)).collect()
    }

    #[test]
    fn the_exchange_on_bits_throws_what_the_exchange_on_cards_throws() {
        let mut rng = <crate::games::bots::BotRng as rand::SeedableRng>::seed_from_u64(11);
        for _ in 0..100_000 {
            let mut m = 0u64;
            while m.count_ones() < 5 {
                m |= 1 << crate::games::bots::pick(&mut rng, 52);
            }
            let hand = mask::cards(m);
            assert_eq!(
                exchange(&hand),
                exchange_by_cards(&hand),
                "{}",
                format_cards(&hand)
            );
        }
    }

    #[test]
    fn only_sure_chicagos_are_declared() {
        assert!(sure_chicago(&h("As Ks Ah Ad Ac")));
        assert!(sure_chicago(&h("As Ks Qs Js Ah")));
        assert!(!sure_chicago(&h("As Ks Qs Js 9s")));
        assert!(!sure_chicago(&h("As Qs Ah Ad Ac")));
        assert!(!sure_chicago(&h("Ks Ah Ad Ac Qs")));
        assert!(!sure_chicago(&[]));
    }
}

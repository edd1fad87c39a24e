//! Why the Chicago bot suggests a move (`/hint`), in one reason a learner can check against
//! their own cards: an exchange by what it keeps (docs/rules/chicago.md#exchanges and
//! #poker-hands), a trick card by the 5-point last trick (docs/rules/chicago.md#the-last-trick).
//! Each reason is read off the move and the seat's view, so it is true of the move suggested.

use super::bot::normal::spot_of;
use super::bot::sample::{four_to_flush, four_to_straight};
use super::hands::{Category, rank_value, strength};
use super::mask;
use super::tricks::{TRICKS, legal_plays};
use super::{Action, Info};
use crate::cards::{Card, Rank};
use crate::games::HintReason;
use serde::Serialize;

/// Why the Chicago bot suggests a move, beyond the reasons every game gives
/// (`HintReason`): this game's `Game::Reason`. Serialized as `HintReason` tags it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// Stand pat, the hand is already `hand` (a pair or better).
    StandPat { hand: Category },
    /// Keep the `hand` (a pair or better) and draw `draw` cards to improve it;
    /// `high`: the high cards (tens or better) kept beside it, for the 5-point last trick.
    KeepMade {
        hand: Category,
        draw: u8,
        high: Vec<Card>,
    },
    /// Keep four cards to a `hand` (a flush or a straight) and draw one.
    DrawTo { hand: Category },
    /// Nothing to keep but the top card, for the 5-point last trick; draw `draw`.
    KeepTopCard { draw: u8 },
    /// Throw a one pair (1 point at best, docs/rules/chicago.md#poker-hands) and keep
    /// the top card for the 5-point last trick; draw `draw`.
    TopCardOverPair { draw: u8 },
    /// No pair and nothing higher than a jack: throw all five.
    DrawFive,
    /// No pair, and one queen, king or ace alone is little to build on: throw all
    /// five.
    DrawFiveOverTop,
    /// Throw a one pair with the rest (1 point at best, docs/rules/chicago.md#poker-hands)
    /// for five new cards.
    DrawFiveOverPair,
    /// Keep three cards of one suit towards a flush and draw two.
    ThreeToFlush,
    /// Keep three or more unpaired cards, the top one among them, for the 5-point
    /// last trick; draw `draw`.
    KeepHighCards { draw: u8 },
    /// Shed the lowest card before the last trick, keeping the best one for it.
    Shed,
    /// Take the fourth trick, to lead the last one.
    TakeLead,
    /// Take the trick with the cheapest card that does, and lead the next one.
    TakeCheaply,
    /// Play this card and keep the hand's best card for the 5-point last trick:
    /// `cards` are the cards equally good for it (the same rank, as many higher cards still
    /// unseen in their suits), usually one.
    KeepForLast { cards: Vec<Card> },
    /// Every card wins its trick: call Chicago.
    CallChicago,
}

pub fn hint_reason(info: &Info, action: &Action) -> HintReason<Reason> {
    let view = &info.view;
    let hand = view.hand.as_deref().unwrap_or(&[]);
    match action {
        Action::Discard(thrown) => exchange_reason(hand, thrown),
        // Only a sure Chicago (each card the top of its suit, docs/rules/chicago.md#the-chicago-call)
        // is "every card can win its trick"; any other call is the search's gamble, and says so.
        Action::DeclareChicago if super::bot::easy::sure_chicago(hand) => {
            HintReason::Game(Reason::CallChicago)
        }
        Action::DeclareChicago => HintReason::Best,
        Action::Pass => HintReason::Best,
        Action::Play(card) => trick_reason(info, hand, *card),
    }
}

fn exchange_reason(hand: &[Card], thrown: &[Card]) -> HintReason<Reason> {
    let kept: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| !thrown.contains(c))
        .collect();
    let draw = u8::try_from(thrown.len()).unwrap_or(u8::MAX);
    if thrown.is_empty() {
        let made = (hand.len() == 5).then(|| strength(hand).category());
        return match made {
            // A hand whose five cards all count: nothing to draw to. Standing pat on a pair,
            // two pair or three of a kind keeps high cards for the last trick, a choice the
            // search made, not what the hand already is.
            Some(hand) if hand >= Category::Straight => HintReason::Game(Reason::StandPat { hand }),
            _ => HintReason::Best,
        };
    }
    // Fewer than five cards: `strength` reads only their groups (a pair or better).
    let made = strength(&kept).category();
    if made >= Category::Pair {
        // Cards kept beside the pairs or trips are kept for the last trick, when they are
        // high enough to hope to take it (else the hint does not guess why).
        let single = |c: &&Card| kept.iter().filter(|k| k.rank() == c.rank()).count() == 1;
        let high: Vec<Card> = kept.iter().filter(single).copied().collect();
        let high = if all_high(&high) { high } else { Vec::new() };
        return HintReason::Game(Reason::KeepMade {
            hand: made,
            draw,
            high,
        });
    }
    if let Some(hand) = four_to(&kept) {
        return HintReason::Game(Reason::DrawTo { hand });
    }
    if kept.len() == 3 && same_suit(&kept) {
        return HintReason::Game(Reason::ThreeToFlush);
    }
    // "Nothing to build on" only of a hand without a pair; a one pair thrown for the top card
    // is named as such (a pair scores 1 at best, the last trick 5).
    let had = strength(hand).category();
    let top = hand.iter().filter_map(|c| c.rank().map(rank_value)).max();
    let keeps_top = kept.iter().any(|c| c.rank().map(rank_value) == top);
    match had {
        Category::HighCard if kept.is_empty() && top < Some(rank_value(Rank::Queen)) => {
            HintReason::Game(Reason::DrawFive)
        }
        Category::HighCard if kept.is_empty() => HintReason::Game(Reason::DrawFiveOverTop),
        Category::Pair if kept.is_empty() => HintReason::Game(Reason::DrawFiveOverPair),
        Category::HighCard if kept.len() <= 2 && keeps_top => {
            HintReason::Game(Reason::KeepTopCard { draw })
        }
        Category::Pair if kept.len() <= 2 && keeps_top => {
            HintReason::Game(Reason::TopCardOverPair { draw })
        }
        // Three or four unpaired cards, tens or better, the top one among them: high cards
        // for the last trick.
        Category::HighCard | Category::Pair if keeps_top && all_high(&kept) => {
            HintReason::Game(Reason::KeepHighCards { draw })
        }
        _ => HintReason::Best,
    }
}

fn all_high(cards: &[Card]) -> bool {
    cards
        .iter()
        .all(|c| c.rank().map(rank_value) >= Some(rank_value(Rank::Ten)))
}

fn same_suit(cards: &[Card]) -> bool {
    cards.windows(2).all(|w| w[0].suit() == w[1].suit())
}

/// Four kept cards of one suit (a flush draw) or of four values within five in a row (a
/// straight draw), as the sampler reads a seat's kept cards.
fn four_to(kept: &[Card]) -> Option<Category> {
    if kept.len() != 4 {
        return None;
    }
    let m = mask::of(kept);
    if four_to_flush(m) {
        Some(Category::Flush)
    } else if four_to_straight(m) {
        Some(Category::Straight)
    } else {
        None
    }
}

fn trick_reason(info: &Info, hand: &[Card], card: Card) -> HintReason<Reason> {
    let view = &info.view;
    let legal = legal_plays(hand, &view.trick);
    if legal.len() <= 1 {
        return HintReason::Only;
    }
    let value = |c: &Card| c.rank().map_or(0, rank_value);
    // The fourth trick (three done): winning it with the lower card leads the kept, higher
    // one to the last trick.
    let fourth = view.tricks.len() + 2 == usize::from(TRICKS);
    // Whether a card beats the trick's winning card so far (a lead beats nothing yet).
    let beats = |c: &Card| match view.trick.winning() {
        None => false,
        Some(best) => c.suit() == best.card.suit() && value(c) > value(&best.card),
    };
    let takes = view.trick.winning().is_none() || beats(&card);
    // An ace takes any trick it leads or follows, so it too leads the last trick.
    let ace = value(&card) == rank_value(Rank::Ace);
    if fourth && takes && (ace || hand.iter().any(|c| value(c) > value(&card))) {
        return HintReason::Game(Reason::TakeLead);
    }
    if legal.iter().all(|c| value(c) >= value(&card)) {
        return HintReason::Game(Reason::Shed);
    }
    // Following suit with the cheapest card that takes the trick: the lead is the prize.
    if beats(&card)
        && legal
            .iter()
            .filter(|c| beats(c))
            .all(|c| value(c) >= value(&card))
    {
        return HintReason::Game(Reason::TakeCheaply);
    }
    // Any other card before the last trick keeps a higher one for it: the highest left, and
    // of those the one with the fewest higher cards still unseen in its suit. Cards alike in
    // both are named together, so that the next hint, which may play one of them, does not
    // contradict this one.
    let gone = spot_of(view).map_or(0, |spot| spot.gone);
    let unseen = mask::FULL & !gone & !mask::of(hand);
    let prospect = |c: &Card| {
        let above = mask::above(mask::bit(*c).trailing_zeros()) & unseen;
        (value(c), std::cmp::Reverse(above.count_ones()))
    };
    let others = hand.iter().filter(|&&c| c != card);
    match others.clone().map(prospect).max() {
        Some(best) if best.0 >= value(&card) => HintReason::Game(Reason::KeepForLast {
            cards: others.filter(|c| prospect(c) == best).copied().collect(),
        }),
        _ => HintReason::Best,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).expect("cards")
    }

    /// Seat 0's information in the tricks of a deal at the default table: `hand`, the current trick's
    /// plays and `done` tricks already played.
    fn in_tricks(hand: &str, trick: &[(u8, &str)], done: usize) -> Info {
        use super::super::{Chicago, Config, Play, Stage, Trick};
        use crate::games::{Game, Seat};
        let game = Chicago::new(Config::default(), 1).unwrap().game;
        let mut info = game.info_state(game.to_act()[0]).unwrap();
        info.seat = Seat(0);
        info.view.stage = Stage::Tricks;
        info.view.hand = Some(cards(hand));
        info.view.trick = Trick {
            plays: trick
                .iter()
                .map(|&(s, c)| Play {
                    seat: Seat(s),
                    card: c.parse().unwrap(),
                })
                .collect(),
        };
        info.view.tricks = vec![Trick::default(); done];
        info
    }

    fn play(c: &str) -> Action {
        Action::Play(c.parse().unwrap())
    }

    #[test]
    fn a_call_is_every_card_winning_its_trick_only_when_each_is_the_top_of_its_suit() {
        let sure = in_tricks("As Ks Ah Ad Ac", &[], 0);
        assert_eq!(
            hint_reason(&sure, &Action::DeclareChicago),
            HintReason::Game(Reason::CallChicago)
        );
        // The hand a search called on in a terminal game: a higher spade or heart may be out.
        let gamble = in_tricks("Kh Js Ts Th 7h", &[], 0);
        assert_eq!(
            hint_reason(&gamble, &Action::DeclareChicago),
            HintReason::Best
        );
    }

    #[test]
    fn following_with_the_lowest_card_sheds_it_for_the_last_trick() {
        let info = in_tricks("3h 9h Ah", &[(3, "Th")], 2);
        assert_eq!(
            hint_reason(&info, &play("3h")),
            HintReason::Game(Reason::Shed)
        );
    }

    #[test]
    fn a_card_that_neither_sheds_nor_takes_the_trick_keeps_the_highest_for_the_last() {
        let info = in_tricks("3h 9h Ah", &[(3, "Th")], 2);
        assert_eq!(
            hint_reason(&info, &play("9h")),
            HintReason::Game(Reason::KeepForLast { cards: cards("Ah") })
        );
        // A lead from the middle of the hand, in the first trick.
        let lead = in_tricks("Qs 9d 8h 6h 3s", &[], 0);
        assert_eq!(
            hint_reason(&lead, &play("9d")),
            HintReason::Game(Reason::KeepForLast { cards: cards("Qs") })
        );
        // Leading the queen keeps nothing higher: the search's own call.
        assert_eq!(hint_reason(&lead, &play("Qs")), HintReason::Best);
    }

    #[test]
    fn the_card_kept_for_the_last_trick_is_the_one_fewest_unseen_cards_beat() {
        // Two jacks left, and a club led: the ace of diamonds has been thrown off on it, so the
        // jack of diamonds is beaten by two unseen cards, the jack of spades by three.
        let info = in_tricks("Js Jd 8s 7h", &[(1, "2c"), (2, "Ad"), (3, "3c")], 1);
        assert_eq!(
            hint_reason(&info, &play("8s")),
            HintReason::Game(Reason::KeepForLast { cards: cards("Jd") })
        );
    }

    #[test]
    fn cards_equally_good_for_the_last_trick_are_named_together() {
        // Nothing higher than a jack has been seen in either suit: either jack may be the one
        // kept, so the hint names both, and the next hint playing one of them is no surprise.
        let info = in_tricks("Js Jh Jd 7s 7h", &[], 0);
        assert_eq!(
            hint_reason(&info, &play("Jh")),
            HintReason::Game(Reason::KeepForLast {
                cards: cards("Js Jd")
            })
        );
    }

    #[test]
    fn taking_a_trick_with_the_cheapest_card_that_can_is_named_so() {
        let info = in_tricks("3h 9h Jh Ah", &[(3, "Th")], 1);
        assert_eq!(
            hint_reason(&info, &play("Jh")),
            HintReason::Game(Reason::TakeCheaply)
        );
        // The ace takes it too, but not as cheaply, and keeps nothing as high.
        assert_eq!(hint_reason(&info, &play("Ah")), HintReason::Best);
        // One ace of two led keeps the other for the last trick.
        let aces = in_tricks("Ah Ad Th", &[], 2);
        assert_eq!(
            hint_reason(&aces, &play("Ad")),
            HintReason::Game(Reason::KeepForLast { cards: cards("Ah") })
        );
        // Thrown off another suit, a card takes nothing.
        let void = in_tricks("3c Kd Ad", &[(3, "Th")], 2);
        assert_eq!(
            hint_reason(&void, &play("Kd")),
            HintReason::Game(Reason::KeepForLast { cards: cards("Ad") })
        );
    }

    #[test]
    fn taking_the_fourth_trick_is_to_lead_the_last_one() {
        let info = in_tricks("9h As", &[], 3);
        assert_eq!(
            hint_reason(&info, &play("9h")),
            HintReason::Game(Reason::TakeLead)
        );
        // Leading the ace takes the fourth trick too.
        assert_eq!(
            hint_reason(&info, &play("As")),
            HintReason::Game(Reason::TakeLead)
        );
        // A queen led might not: the search's own call.
        let queen = in_tricks("Qh 8h", &[], 3);
        assert_eq!(hint_reason(&queen, &play("Qh")), HintReason::Best);
        // One card of the led suit: no choice at all.
        let forced = in_tricks("5c Ks", &[(3, "Qs")], 3);
        assert_eq!(hint_reason(&forced, &play("Ks")), HintReason::Only);
    }

    #[test]
    fn standing_pat_names_the_made_hand() {
        let hand = cards("2h 3h 4h 5h 6h");
        assert_eq!(
            exchange_reason(&hand, &[]),
            HintReason::Game(Reason::StandPat {
                hand: Category::StraightFlush
            })
        );
    }

    #[test]
    fn standing_pat_on_a_pair_is_not_explained_by_the_pair() {
        // A pair of aces kept with three high cards: the search's call for the last trick.
        let hand = cards("As Ad Kd Jc Th");
        assert_eq!(exchange_reason(&hand, &[]), HintReason::Best);
        let two_pair = cards("As Ad Kd Kc Th");
        assert_eq!(exchange_reason(&two_pair, &[]), HintReason::Best);
        let straight = cards("9s Td Jd Qc Kh");
        assert_eq!(
            exchange_reason(&straight, &[]),
            HintReason::Game(Reason::StandPat {
                hand: Category::Straight
            })
        );
    }

    #[test]
    fn keeping_two_kings_names_the_pair_and_the_cards_drawn() {
        // docs/rules/chicago.md#examples: two kings, an 8, a 5 and a 2: keep the kings.
        let hand = cards("Kh Ks 8d 5c 2h");
        assert_eq!(
            exchange_reason(&hand, &cards("8d 5c 2h")),
            HintReason::Game(Reason::KeepMade {
                hand: Category::Pair,
                draw: 3,
                high: Vec::new()
            })
        );
        // Keeping an ace beside them is for the last trick, and the hint says so.
        let hand = cards("Kh Ks Ad 5c 2h");
        assert_eq!(
            exchange_reason(&hand, &cards("5c 2h")),
            HintReason::Game(Reason::KeepMade {
                hand: Category::Pair,
                draw: 2,
                high: cards("Ad")
            })
        );
        // A low card kept beside a pair is not explained by the last trick.
        let hand = cards("Kh Ks 8d 5c 2h");
        assert_eq!(
            exchange_reason(&hand, &cards("5c 2h")),
            HintReason::Game(Reason::KeepMade {
                hand: Category::Pair,
                draw: 2,
                high: Vec::new()
            })
        );
    }

    #[test]
    fn four_to_a_flush_or_a_straight_is_a_draw_to_it() {
        let flush = cards("2h 7h 9h Kh 4s");
        assert_eq!(
            exchange_reason(&flush, &cards("4s")),
            HintReason::Game(Reason::DrawTo {
                hand: Category::Flush
            })
        );
        let wheel = cards("Ah 2s 3d 5c Kh");
        assert_eq!(
            exchange_reason(&wheel, &cards("Kh")),
            HintReason::Game(Reason::DrawTo {
                hand: Category::Straight
            })
        );
        let apart = cards("2h 3s 7d 8c Kh");
        assert_eq!(exchange_reason(&apart, &cards("Kh")), HintReason::Best);
    }

    #[test]
    fn three_of_a_suit_kept_are_three_to_a_flush() {
        let hand = cards("2h 7h Kh 4s 9c");
        assert_eq!(
            exchange_reason(&hand, &cards("4s 9c")),
            HintReason::Game(Reason::ThreeToFlush)
        );
        // Three of mixed suits are not.
        assert_eq!(exchange_reason(&hand, &cards("7h 4s")), HintReason::Best);
    }

    #[test]
    fn three_unpaired_cards_kept_with_the_top_one_are_high_cards_for_the_last_trick() {
        // The hand (A Q J 3 2) keeps A Q J and draws two.
        let hand = cards("Ah Qc Jd 3c 2h");
        assert_eq!(
            exchange_reason(&hand, &cards("3c 2h")),
            HintReason::Game(Reason::KeepHighCards { draw: 2 })
        );
        // Without the ace among them, or with a low card, it is the search's own call.
        assert_eq!(exchange_reason(&hand, &cards("Ah 2h")), HintReason::Best);
        assert_eq!(exchange_reason(&hand, &cards("Jd 2h")), HintReason::Best);
    }

    #[test]
    fn keeping_only_the_ace_is_for_the_last_trick() {
        let hand = cards("Ah 3s 7d 9c Jh");
        assert_eq!(
            exchange_reason(&hand, &cards("3s 7d 9c Jh")),
            HintReason::Game(Reason::KeepTopCard { draw: 4 })
        );
        // Keeping a low card instead has no such reason.
        assert_eq!(
            exchange_reason(&hand, &cards("Ah 7d 9c Jh")),
            HintReason::Best
        );
    }

    #[test]
    fn throwing_a_pair_to_keep_the_ace_says_what_the_pair_was_worth() {
        // The hand held a pair of fives: not "nothing to build on", but a pair that scores 1
        // at best, given up for the last trick's 5.
        let hand = cards("Ac 8h 5h 5c 2s");
        assert_eq!(
            exchange_reason(&hand, &cards("8h 5h 5c 2s")),
            HintReason::Game(Reason::TopCardOverPair { draw: 4 })
        );
        // Keeping the pair is a pair kept, and throwing two pair is the search's own call.
        assert_eq!(
            exchange_reason(&hand, &cards("8h 2s")),
            HintReason::Game(Reason::KeepMade {
                hand: Category::Pair,
                draw: 2,
                high: cards("Ac")
            })
        );
        let two_pair = cards("Ac 8h 8c 5c 5h");
        assert_eq!(
            exchange_reason(&two_pair, &cards("8h 8c 5c 5h")),
            HintReason::Best
        );
    }

    #[test]
    fn throwing_all_five_names_what_the_hand_gave_up() {
        let low = cards("Th 9s 7c 6h 2s");
        assert_eq!(
            exchange_reason(&low, &low),
            HintReason::Game(Reason::DrawFive)
        );
        let jack = cards("Jh 9s 7c 6h 2s");
        assert_eq!(
            exchange_reason(&jack, &jack),
            HintReason::Game(Reason::DrawFive)
        );
        // A queen alone, or a pair, thrown with the rest: each named for what it was.
        let queen = cards("Qh 9s 7c 6h 2s");
        assert_eq!(
            exchange_reason(&queen, &queen),
            HintReason::Game(Reason::DrawFiveOverTop)
        );
        let pair = cards("9h 9s 7c 6h 2s");
        assert_eq!(
            exchange_reason(&pair, &pair),
            HintReason::Game(Reason::DrawFiveOverPair)
        );
    }
}

//! Property tests of Chowdah: the scoring search is never worse (nor better) than a brute force
//! over every arrangement of small hands; arbitrary actions never panic, a refused one changes
//! nothing, and cards are conserved.

use paiju::cards::{Card, Colour, Rank, Suit};
use paiju::games::chowdah::deck::{self, Counts, JOKER};
use paiju::games::chowdah::scoring::{meld_points, penalty};
use paiju::games::chowdah::{
    Action, Chowdah, Config, Contract, Jokers, Meld, Pile, ScoreRules, Source, Swap, score,
};
use paiju::games::{Game, Seat};
use proptest::prelude::*;

/// Small hands from a narrow slice of the deck (so that melds are common): ranks A–5 and
/// J–K of hearts, diamonds and spades, and jokers.
fn small_hand() -> impl Strategy<Value = Vec<Card>> {
    let ranks = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];
    let suits = [Suit::Hearts, Suit::Diamonds, Suit::Spades];
    let card = prop_oneof![
        6 => (0..ranks.len(), 0..suits.len()).prop_map(move |(r, s)| Card::new(ranks[r], suits[s])),
        1 => Just(JOKER),
    ];
    proptest::collection::vec(card, 1..=8).prop_filter("two decks: at most two of a card", |h| {
        let c = Counts::of(h);
        c.naturals.iter().all(|&n| n <= 2)
    })
}

/// Best points by trying every way to split `hand` into melds (fitting the contract after the
/// exposed melds) and unmelded cards, in both colours.
fn brute_force(hand: &[Card], exposed: &[Meld], contract: Contract, ace: bool) -> i64 {
    fn rec(
        rest: &[Card],
        chosen: &mut Vec<Meld>,
        left: &mut Vec<Card>,
        exposed: &[Meld],
        contract: Contract,
        ace: bool,
        best: &mut i64,
    ) {
        let Some((&first, others)) = rest.split_first() else {
            let mut all = exposed.to_vec();
            all.extend(chosen.iter().cloned());
            if contract.room_after(&all).is_err() {
                return;
            }
            for colour in [Colour::Red, Colour::Black] {
                let melded: i64 = all
                    .iter()
                    .map(|m| meld_points(m, colour, ace, false).unwrap())
                    .sum();
                let lost: i64 = left.iter().map(|&c| penalty(c, ace)).sum();
                *best = (*best).max(melded - lost);
            }
            return;
        };
        // `first` stays out …
        left.push(first);
        rec(others, chosen, left, exposed, contract, ace, best);
        left.pop();
        // … or leads a meld with 1–4 of the other cards.
        let n = others.len();
        for mask in 1u32..(1 << n) {
            let k = mask.count_ones() as usize;
            if k > 4 {
                continue;
            }
            let mut cards = vec![first];
            let mut remaining = Vec::new();
            for (i, &c) in others.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    cards.push(c);
                } else {
                    remaining.push(c);
                }
            }
            if let Ok(m) = Meld::new(cards) {
                chosen.push(m);
                rec(&remaining, chosen, left, exposed, contract, ace, best);
                chosen.pop();
            }
        }
    }
    let mut best = i64::MIN;
    rec(
        hand,
        &mut Vec::new(),
        &mut Vec::new(),
        exposed,
        contract,
        ace,
        &mut best,
    );
    best
}

proptest! {
    #![proptest_config(crate::proptest_config(400))]

    #[test]
    fn search_matches_brute_force_on_small_hands(
        hand in small_hand(),
        contract in 1u8..=8,
        ace in any::<bool>(),
        expose_first in any::<bool>(),
    ) {
        let contract = Contract::new(contract).unwrap();
        // Sometimes a first meld found in the hand is exposed, to test the reduced room.
        let mut exposed: Vec<Meld> = Vec::new();
        let mut hand = hand;
        if expose_first {
            let s = score(&hand, &[], contract, false, ScoreRules { ace_scoring: ace, double_score: false }).unwrap();
            if let Some(m) = s.melds.first() {
                let mut rest = Counts::of(&hand).minus(&Counts::of(m.cards())).unwrap().cards();
                deck::sort_cards(&mut rest);
                hand = rest;
                exposed.push(m.clone());
            }
        }
        let rules = ScoreRules { ace_scoring: ace, double_score: false };
        let groups: Vec<Vec<Card>> = exposed.iter().map(|m| m.cards().to_vec()).collect();
        let s = score(&hand, &groups, contract, false, rules).unwrap();
        let want = brute_force(&hand, &exposed, contract, ace);
        prop_assert_eq!(s.points, want, "hand {:?} exposed {:?}", hand, groups);
        // What it shows is a real arrangement of exactly these cards, worth what it says.
        prop_assert!(contract.room_after(&s.melds).is_ok());
        let mut shown: Vec<Card> = s.melds.iter().flat_map(|m| m.cards().iter().copied()).collect();
        shown.extend(s.unmelded.iter().copied());
        let mut all = hand.clone();
        all.extend(groups.iter().flatten().copied());
        prop_assert_eq!(Counts::of(&shown), Counts::of(&all));
        let melded: i64 = s.melds.iter().map(|m| meld_points(m, s.colour, ace, false).unwrap()).sum();
        let lost: i64 = s.unmelded.iter().map(|&c| penalty(c, ace)).sum();
        prop_assert_eq!(melded - lost, s.points);
    }
}

/// Any action at all, most of them illegal.
fn any_action() -> impl Strategy<Value = Action> {
    let card = prop_oneof![
        (1u8..=13, 0usize..4)
            .prop_map(|(r, s)| Card::new(Rank::from_number(r).unwrap(), Suit::ALL[s])),
        Just(JOKER),
    ];
    let pile = (0u8..=4).prop_map(Pile);
    prop_oneof![
        Just(Action::Draw(Source::Stock)),
        pile.clone().prop_map(|p| Action::Draw(Source::Pile(p))),
        proptest::collection::vec(proptest::collection::vec(card.clone(), 0..6), 0..4)
            .prop_map(Action::Meld),
        (0u8..5, 0u8..4, card.clone(), card.clone()).prop_map(|(o, m, give, take)| Action::Swap(
            Swap {
                owner: Seat(o),
                meld: m,
                give,
                take
            }
        )),
        (card, pile).prop_map(|(card, pile)| Action::Discard { card, pile }),
        Just(Action::Declare),
        Just(Action::Pass),
    ]
}

proptest! {
    #![proptest_config(crate::proptest_config(40))]

    #[test]
    fn arbitrary_actions_never_panic_and_refusals_change_nothing(
        seed in 0u64..1000,
        players in 2u8..=4,
        picks in proptest::collection::vec((0usize..5, any_action(), 0usize..64), 1..300),
    ) {
        let config = Config { jokers: Jokers::Two, joker_extra_turn: true, ..Config::standard(players) };
        let n = config.seats();
        let deck = Counts::of(&deck::full_deck(config.jokers.total(n)));
        let mut g = Chowdah::new(config, seed).unwrap().game;
        for (who, action, legal_pick) in picks {
            if g.outcome().is_some() {
                break;
            }
            let seat = Seat::from_index(who % n);
            // Half the time a legal action of the seat to act, else anything from anyone.
            let turn = g.to_act()[0];
            let legal = g.legal_actions(turn);
            let (seat, action) = if legal_pick % 2 == 0 {
                (turn, legal[legal_pick % legal.len()].clone())
            } else {
                (seat, action)
            };
            let before = format!("{g:?}");
            match g.apply(seat, action) {
                Ok(_) => {}
                Err(_) => prop_assert_eq!(&before, &format!("{g:?}")),
            }
            prop_assert_eq!(Counts::of(&g.all_cards()), deck);
        }
    }
}

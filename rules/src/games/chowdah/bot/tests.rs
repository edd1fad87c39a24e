//! Concrete decisions of the normal and hard Chowdah bots (normal.rs, hard.rs), each on a
//! seat's information built by hand: the cards that matter and nothing else.

use super::normal::{self, Eval, relevant};
use crate::cards::notation::parse_cards;
use crate::games::chowdah::*;
use crate::games::{Bot, BotCtx, BotParams, Game, Level, Seat};

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// Seat 0's information in a fresh two-player game, with `hand` and the stage given, the
/// piles `piles` (bottom to top) and seat 1's exposed melds `theirs`.
fn info(hand: &str, stage: Stage, piles: [&str; 3], theirs: &[&str]) -> Info {
    let game = Chowdah::new(Config::standard(2), 3).unwrap().game;
    let seat = game.to_act()[0];
    let mut info = game.info_state(seat).unwrap();
    info.seat = Seat(0);
    info.view.stage = stage;
    info.view.hand = Some(cards(hand));
    info.view.piles = piles.map(cards);
    info.view.exposed = vec![
        Vec::new(),
        theirs
            .iter()
            .map(|m| Meld::new(cards(m)).unwrap())
            .collect(),
    ];
    info.view.hand_sizes = vec![
        13,
        13 - u8::try_from(cards(&theirs.join(" ")).len()).unwrap(),
    ];
    info.drawable_piles = Pile::ALL
        .into_iter()
        .filter(|p| {
            info.view.piles[p.index().unwrap()]
                .last()
                .is_some_and(|&top| {
                    moves::pile_meldable(&cards(hand), &[], info.view.contract, top)
                })
        })
        .collect();
    info.can_declare = false;
    info.auto = None;
    info
}

fn decide(info: &Info, level: Level) -> Action {
    super::ChowdahBot::decide(info, &mut BotCtx::new(&BotParams::new(level, 5)))
}

/// A hand one card short of Chowdah: pair K♥K♥, trey 2♥3♥4♥, quad 7♦8♦9♦T♦, and 5♠6♠7♠8♠
/// waiting for 4♠ or 9♠ (or a joker) to make the quint.
const WAITING: &str = "Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 8s";

#[test]
fn a_pile_card_that_completes_the_contract_is_drawn() {
    let i = info(WAITING, Stage::Draw, ["Qc", "9s", "2c"], &[]);
    for level in [Level::Normal, Level::Hard] {
        assert_eq!(
            decide(&i, level),
            Action::Draw(Source::Pile(Pile(2))),
            "{level}"
        );
    }
}

#[test]
fn a_waiting_hand_is_worth_less_once_its_winning_cards_are_in_sight() {
    let open = info(WAITING, Stage::Draw, ["Qc", "2c", "3c"], &[]);
    // Both 4♠ and both 9♠ lie buried in the piles: only the jokers can still finish it.
    let dead = info(WAITING, Stage::Draw, ["4s 4s Qc", "9s 9s 2c", "3c"], &[]);
    let hand = cards(WAITING);
    let v_open = Eval::new(&open).stock_draw(&hand, &[]);
    let v_dead = Eval::new(&dead).stock_draw(&hand, &[]);
    assert!(v_open > v_dead, "{v_open} <= {v_dead}");
}

#[test]
fn unseen_cards_are_the_deck_less_everything_in_sight() {
    let i = info(WAITING, Stage::Draw, ["4s 4s Qc", "9s", "3c"], &[]);
    let u = normal::unseen(&i);
    // Two decks and two jokers (one per player), less 13 in hand and 5 in the piles.
    assert_eq!(u.len(), 104 + 2 - 13 - 5);
    assert_eq!(u.get(card("4s")), 0);
    assert_eq!(u.get(card("9s")), 1);
    assert_eq!(u.get(card("Kh")), 0);
    assert_eq!(u.get(card("Ks")), 2);
}

#[test]
fn only_cards_within_reach_of_the_hand_can_change_its_melds() {
    let hand = cards("5s 9h");
    assert!(relevant(card("7s"), &hand, 2));
    assert!(!relevant(card("8s"), &hand, 2));
    assert!(relevant(card("8s"), &hand, 3));
    // Same rank and colour makes a set; the other colour does not.
    assert!(relevant(card("9d"), &hand, 2));
    assert!(!relevant(card("9c"), &hand, 2));
    // The ace is high too: Q-K-A.
    assert!(relevant(card("As"), &cards("Qs"), 2));
    assert!(relevant(JOKER_CARD, &hand, 2));
}

const JOKER_CARD: Card = deck::JOKER;

#[test]
fn a_card_for_the_next_players_exposed_run_is_kept_back() {
    // After the draw: the contract is made but for two loose cards, T♣ and T♥ (both cost 1).
    // T♥ would go straight onto seat 1's exposed 7♥8♥9♥; T♣ helps nobody in sight.
    let hand = "Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s Tc Th";
    let alone = info(hand, Stage::Discard, ["Qc", "2c", "3c"], &[]);
    let fed = info(hand, Stage::Discard, ["Qc", "2c", "3c"], &["7h 8h 9h"]);
    for level in [Level::Normal, Level::Hard] {
        let Action::Discard { card: c, .. } = decide(&fed, level) else {
            panic!("{level}: a discard");
        };
        assert_eq!(c, card("Tc"), "{level} feeds the next player");
    }
    // Without the exposed run T♥ goes: the choice above is the feeding, not the hand.
    let Action::Discard { card: c, .. } = decide(&alone, Level::Normal) else {
        panic!("a discard");
    };
    assert_eq!(c, card("Th"));
}

#[test]
fn the_discard_covers_the_pile_top_the_next_player_could_meld() {
    let hand = "Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 2d Jc";
    let i = info(hand, Stage::Discard, ["Qc", "Tc", "3d"], &["7c 8c 9c"]);
    let Action::Discard { pile, .. } = decide(&i, Level::Normal) else {
        panic!("a discard");
    };
    assert_eq!(pile, Pile(2), "T♣ would extend seat 1's run");
}

#[test]
fn the_same_seed_gives_the_hard_bot_the_same_discard() {
    let hand = "Kh Kh 2h 3h 4h 7d 8d 9d Qs 5s 6s Jc 3c 9h";
    let i = info(hand, Stage::Discard, ["Qc", "Tc", "3d"], &[]);
    let a = decide(&i, Level::Hard);
    assert_eq!(a, decide(&i, Level::Hard));
    assert!(matches!(a, Action::Discard { .. }));
}

//! The `normal` and `hard` bots' decisions in concrete spots, and the sampler's promises.

use super::easy::{self, each_easy_decision};
use super::normal::{self, Call, TrickSpot, play, rank_exchanges, reserve};
use super::{ChicagoBot, playouts, sample, world};
use crate::cards::notation::parse_cards;
use crate::games::bots::BotRng;
use crate::games::chicago::*;
use crate::games::{BotCtx, BotParams, Game, Level, Seat};
use rand::SeedableRng;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn m(s: &str) -> u64 {
    mask::of(&cards(s))
}

fn bit(s: &str) -> u32 {
    m(s).trailing_zeros()
}

fn two_player_deal(hands: [&str; 2]) -> Deal {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let stock = Card::deck52()
        .into_iter()
        .filter(|c| !hands.iter().flatten().any(|h| h == c))
        .collect();
    Deal {
        hands,
        stock,
        dealer: Some(Seat(1)),
        scores: None,
    }
}

fn act(game: &mut Chicago, action: Action) {
    let seat = game.to_act()[0];
    game.apply(seat, action).unwrap();
}

fn play_card(game: &mut Chicago, card: &str) {
    act(game, Action::Play(card.parse().unwrap()));
}

fn decide(game: &Chicago, level: Level, seed: u64) -> Action {
    let seat = game.to_act()[0];
    game.bot_action_with(seat, &BotParams::new(level, seed))
        .unwrap()
}

/// Two players (A♥ 2♥ 9♣ 7♣ 5♦ against 3♥ 3♠ K♠ Q♦ J♦) stand pat in both exchanges; seat 1's
/// pair of threes is shown at both showdowns.
fn two_standing_pat() -> Chicago {
    let config = Config {
        players: Players::Two,
        ..Config::default()
    };
    let deal = two_player_deal(["Ah 2h 9c 7c 5d", "3h 3s Ks Qd Jd"]);
    let mut game = Chicago::with_deal(config, deal, 1).unwrap().game;
    for _ in 0..4 {
        act(&mut game, Action::Discard(Vec::new()));
    }
    game
}

/// `two_standing_pat`, then tricks 1–3 leave seat 0 with A♥ 2♥ against seat 1's 3♥ K♠, and
/// seat 1 leads the 3♥ to the fourth trick.
fn fourth_trick_spot() -> Chicago {
    let mut game = two_standing_pat();
    for card in ["5d", "Qd", "Jd", "7c", "3s", "9c", "3h"] {
        play_card(&mut game, card);
    }
    game
}

#[test]
fn hard_takes_the_fourth_trick_with_the_ace_to_lead_the_last_one() {
    let game = fourth_trick_spot();
    assert_eq!(game.hand(Seat(0)), cards("Ah 2h").as_slice());
    // Ducking with the 2♥ lets seat 1 lead its K♠ to the last trick; the A♥ takes the fourth
    // trick, and the 2♥ then takes the last one (seat 1 cannot follow hearts).
    for seed in 0..3 {
        assert_eq!(
            decide(&game, Level::Hard, seed),
            Action::Play("Ah".parse().unwrap())
        );
    }
}

#[test]
fn the_card_kept_for_the_last_trick_is_the_top_of_its_suit() {
    // The A♥ is gone: the K♥ cannot be beaten, the Q♠ can.
    let gone = m("Ah");
    let hand = m("Kh Qs 3c");
    assert_eq!(reserve(hand, mask::FULL & !gone & !hand), bit("Kh"));
    // With the A♥ still out, the highest card.
    assert_eq!(reserve(hand, mask::FULL & !hand), bit("Kh"));
    let hand = m("Qh Js 3c");
    assert_eq!(
        reserve(hand, mask::FULL & !m("As Ks Qs") & !hand),
        bit("Js")
    );
}

#[test]
fn early_tricks_shed_the_lowest_card_and_keep_the_reserve() {
    let spot = TrickSpot {
        hand: m("Ah 9c 4c 3d 2s"),
        led: None,
        winning: None,
        gone: 0,
        call: Call::None,
    };
    assert_eq!(play(&spot), bit("2s"));
    // Following clubs: the lowest club.
    let spot = TrickSpot {
        led: Some(0),
        winning: Some(bit("7c")),
        gone: m("7c"),
        ..spot
    };
    assert_eq!(play(&spot), bit("4c"));
}

#[test]
fn the_fourth_trick_is_taken_with_the_spare_card_when_it_can_be() {
    // Holding 9♦ and the boss A♠, 7♦ led: the 9♦ takes the trick and the A♠ leads the last.
    let spot = TrickSpot {
        hand: m("9d As"),
        led: Some(1),
        winning: Some(bit("7d")),
        gone: m("7d 2c 3c 4c 5c 6c 7c"),
        call: Call::None,
    };
    assert_eq!(play(&spot), bit("9d"));
}

#[test]
fn a_call_is_played_out_against_a_defence_that_keeps_the_card_that_breaks_it() {
    // The defender's hand was shown at a showdown: 10♠ 10♣ 9♠ 9♣ 5♥. Declaring on
    // A♦ J♦ 8♥ 7♥ 5♣ takes every trick only if the defender throws its 10♣ away before the
    // 5♣ is led. Of two tens alike `easy` sheds the club; a person may keep either.
    let declarer = m("Ad Jd 8h 7h 5c");
    let spot = TrickSpot {
        hand: m("Ts Tc"),
        led: Some(2),
        winning: Some(bit("7h")),
        gone: m("Ad 5h Jd 9s 8h 9c 7h"),
        call: Call::Theirs,
    };
    assert_eq!(normal::easy_play(&spot), bit("Tc"));
    assert_eq!(normal::defend(&spot, m("5c")), bit("Ts"));
    // A card that can take the trick takes it, the cheapest first.
    let spot = TrickSpot {
        hand: m("Kh Qh 2c"),
        ..spot
    };
    assert_eq!(normal::defend(&spot, declarer), bit("Qh"));

    // Played out in that world, the searched seat's call now fails, as it did at the table.
    let world = world::World {
        n: 2,
        order: [0, 1, 0, 0],
        hands: [m("Ts Tc 9s 9c 5h"), declarer, 0, 0],
        stock: Vec::new(),
        discards: Vec::new(),
        scores: [22, 34, 0, 0],
        lock: 46,
        points: [0; 4],
        round: 3,
        next: 0,
        turn: 1,
        gone: 0,
        trick: Vec::new(),
        tricks_done: 0,
        declarer: Some(1),
        call_failed: false,
        final_hands: [m("Ts Tc 9s 9c 5h"), declarer, 0, 0],
        base: [22, 34, 0, 0],
        race: None,
        hero: Some(1),
    };
    let mut rng = BotRng::seed_from_u64(1);
    let mut w = world.clone();
    w.finish(&mut rng);
    assert!(w.call_failed, "the defence keeps the 10♣ for the 5♣");
    // With no seat searched for, every seat plays `normal`'s rule, whose tie-break is
    // `easy`'s: the call would have been made.
    let mut w = world::World {
        hero: None,
        ..world
    };
    w.finish(&mut rng);
    assert!(!w.call_failed);
}

#[test]
fn the_exchange_keeps_a_pair_and_stands_pat_on_a_flush() {
    let mut rng = BotRng::seed_from_u64(3);
    let hand = cards("Ks Kh 8c 5d 2s");
    let ranked = rank_exchanges(&hand, mask::FULL & !mask::of(&hand), 1, 4, &mut rng);
    let (thrown, _) = &ranked[0];
    assert!(thrown.len() >= 2, "{thrown:?}");
    assert!(
        thrown
            .iter()
            .all(|c| c.rank() != Some(crate::cards::Rank::King))
    );
    let flush = cards("2h 7h 9h Jh Kh");
    let ranked = rank_exchanges(&flush, mask::FULL & !mask::of(&flush), 2, 4, &mut rng);
    assert!(ranked[0].0.is_empty());
}

#[test]
fn sampled_worlds_respect_the_shown_hand_the_voids_and_the_cards_seen() {
    let game = fourth_trick_spot();
    let info = game.info_state(Seat(0)).unwrap();
    let mut ctx = BotCtx::new(&BotParams::new(Level::Hard, 5));
    for _ in 0..50 {
        let w = sample::world(&info, ctx.rng());
        assert_eq!(w.hands[0], m("Ah 2h"));
        // Seat 1's pair was shown at showdown 2: its last card is known.
        assert_eq!(w.hands[1], m("Ks"));
        assert_eq!(w.hands[0] & w.gone, 0);
        assert_eq!(w.stock.len() + w.discards.len() + 10, 52);
    }
}

#[test]
fn a_seat_asked_to_call_chicago_plays_its_worlds_out_with_the_dealers_left_leading() {
    // Seat 1 alone has 15 points, so it is asked; seat 0, the dealer's left, leads the tricks
    // unless seat 1 declares. A pass played out from seat 1's lead would be another deal.
    let config = Config {
        players: Players::Two,
        chicago_call: true,
        ..Config::default()
    };
    let mut deal = two_player_deal(["Ah 2h 9c 7c 5d", "3h 3s Ks Qd Jd"]);
    deal.scores = Some(vec![0, 15]);
    let mut game = Chicago::with_deal(config, deal, 1).unwrap().game;
    for _ in 0..4 {
        act(&mut game, Action::Discard(Vec::new()));
    }
    assert_eq!(game.to_act(), vec![Seat(1)]);
    let info = game.info_state(Seat(1)).unwrap();
    let mut ctx = BotCtx::new(&BotParams::new(Level::Hard, 3));
    for _ in 0..20 {
        let w = sample::world(&info, ctx.rng());
        assert_eq!(w.order[0], 0);
        assert_eq!(w.turn, 0);
    }
}

#[test]
fn a_seat_that_failed_to_follow_is_dealt_none_of_that_suit() {
    let mut game = two_standing_pat();
    // Seat 0 throws a club on the J♦: it has no diamond left.
    for card in ["5d", "Qd", "Jd", "7c"] {
        play_card(&mut game, card);
    }
    let info = game.info_state(Seat(1)).unwrap();
    let diamonds = mask::suit(1);
    let mut ctx = BotCtx::new(&BotParams::new(Level::Hard, 2));
    for _ in 0..50 {
        let w = sample::world(&info, ctx.rng());
        assert_eq!(w.hands[0] & diamonds, 0);
        assert_eq!(w.hands[0].count_ones(), 3);
        assert_eq!(w.hands[1], m("3h 3s Ks"));
    }
}

#[test]
fn a_seat_knows_the_cards_it_threw_and_no_sampled_world_deals_them_to_anyone() {
    let mut game = Chicago::new(Config::default(), 11).unwrap().game;
    let seat = game.to_act()[0];
    let thrown: Vec<Card> = game.hand(seat)[..3].to_vec();
    act(&mut game, Action::Discard(thrown.clone()));
    // The others exchange as the easy bot does, until the seat's second exchange.
    while game.to_act()[0] != seat {
        let other = game.to_act()[0];
        let action = easy::choose(&game.info_state(other).unwrap().view);
        act(&mut game, action);
    }
    let info = game.info_state(seat).unwrap();
    assert_eq!(info.thrown, thrown);
    // Nobody else is told: the others' information holds only their own throws.
    let mut ctx = BotCtx::new(&BotParams::new(Level::Hard, 4));
    for _ in 0..50 {
        let w = sample::world(&info, ctx.rng());
        for c in &thrown {
            let b = mask::bit(*c);
            assert!(w.hands.iter().all(|h| h & b == 0));
            assert!(!w.stock.contains(&b.trailing_zeros()));
            assert!(w.discards.contains(&b.trailing_zeros()));
        }
    }
}

#[test]
fn a_reshuffle_puts_the_cards_a_seat_threw_back_out_of_its_knowledge() {
    // Four players throwing five cards each twice draw 40 from a stock of 32: the last
    // exchanges reshuffle the earlier discards into the stock.
    let mut game = Chicago::new(Config::default(), 5).unwrap().game;
    let first = game.to_act()[0];
    while game
        .info_state(first)
        .is_some_and(|i| i.view.stage == view::Stage::FirstExchange)
        || game.to_act()[0] != first
    {
        let s = game.to_act()[0];
        let all = game.hand(s).to_vec();
        act(&mut game, Action::Discard(all));
    }
    assert_eq!(game.info_state(first).unwrap().thrown.len(), 5);
    let mut reshuffled = false;
    while game
        .info_state(game.to_act()[0])
        .is_some_and(|i| i.view.stage == view::Stage::SecondExchange)
    {
        let s = game.to_act()[0];
        let all = game.hand(s).to_vec();
        let events = game.apply(s, Action::Discard(all.clone())).unwrap();
        if events
            .iter()
            .any(|e| matches!(e.event, Event::StockReshuffled { .. }))
        {
            reshuffled = true;
            // Only the cards just thrown are still face down.
            for other in Seat::all(4).filter(|&o| o != s) {
                assert!(game.thrown[other.index()].is_empty());
            }
        }
        assert!(game.thrown[s.index()].len() >= all.len());
    }
    assert!(reshuffled);
}

#[test]
fn the_easy_policy_on_card_bits_plays_as_the_easy_bot() {
    let mut checked = 0;
    each_easy_decision(|_, info, action| {
        if let (Action::Play(card), Some(spot)) = (action, normal::spot_of(&info.view)) {
            assert_eq!(mask::card(normal::easy_play(&spot)), *card);
            checked += 1;
        }
    });
    assert!(checked > 1000);
}

#[test]
fn every_level_names_the_cards_it_throws_in_the_order_of_the_hand() {
    let deal = two_player_deal(["Kh Qc 5s 5d 4h", "3h 3s Ks Qd Jd"]);
    let config = Config {
        players: Players::Two,
        ..Config::default()
    };
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        for seed in 0..4 {
            let game = Chicago::with_deal(config.clone(), deal.clone(), 1)
                .unwrap()
                .game;
            let seat = game.to_act()[0];
            let hand = game.view(seat).hand.unwrap_or_default();
            let Action::Discard(thrown) = decide(&game, level, seed) else {
                panic!("{level:?} did not exchange");
            };
            assert!(thrown.len() >= 2, "{level:?}: {thrown:?}");
            let places: Vec<usize> = thrown
                .iter()
                .map(|c| {
                    hand.iter()
                        .position(|h| h == c)
                        .expect("a card of the hand")
                })
                .collect();
            assert!(
                places.windows(2).all(|w| w[0] < w[1]),
                "{level:?} threw {thrown:?} from {hand:?}"
            );
        }
    }
}

#[test]
fn a_hard_decision_prepares_the_tables_it_reads_before_its_clock_starts() {
    // The only test at three players and the 30-point target: nothing built its race table.
    let config = Config {
        players: Players::Three,
        target: config::Target::Thirty,
        chicago_call: false,
    };
    let game = Chicago::new(config, 3).unwrap().game;
    let info = game.info_state(game.to_act()[0]).unwrap();
    assert!(!playouts::built(3, 30));
    // `Game::hint` and `bot_action_with` call `prepare` before the clock starts: a first
    // hint does not spend its 50 ms on the tables and fall back to the `normal` move, where
    // a second hint would offer another. Lower levels build nothing here.
    <ChicagoBot as crate::games::Bot<Chicago>>::prepare(&info, Level::Normal);
    assert!(!playouts::built(3, 30));
    <ChicagoBot as crate::games::Bot<Chicago>>::prepare(&info, Level::Hard);
    assert!(playouts::built(3, 30));
}

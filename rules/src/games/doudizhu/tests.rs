//! Whole-hand tests of the Dou Dizhu state machine: auction, tricks, refusals, settlement.

use super::*;
use crate::games::{Audience, Game, Seat, TurnError};

fn rc(s: &str) -> RankCounts {
    RankCounts::parse(s).unwrap()
}

/// A fixed 3-player deal.
fn deal3() -> Deal {
    Deal {
        hands: vec![
            rc("3334445556667778B"),
            rc("9999TTTTJJJJQQQQK"),
            rc("34567KKKAAAA2222R"),
        ],
        kitty: rc("888"),
        first_bidder: Seat(0),
        face_up: None,
    }
}

fn start(deal: Deal, players: Players, spring: bool) -> DouDizhu {
    DouDizhu::with_deal(
        Config {
            players,
            spring,
            hands: 1,
        },
        deal,
        0,
    )
    .unwrap()
    .game
}

fn act(g: &mut DouDizhu, seat: u8, cmd: &str) -> Vec<Event> {
    let (verb, args) = cmd.split_once(' ').unwrap_or((cmd, ""));
    let verb = crate::games::Verb::from_word(verb).unwrap();
    let action = g.parse_command(Seat(seat), verb, args).unwrap();
    g.apply(Seat(seat), action)
        .unwrap_or_else(|e| panic!("{cmd}: {e}"))
        .into_iter()
        .map(|t| t.event)
        .collect()
}

fn refused(g: &mut DouDizhu, seat: u8, cmd: &str) -> RuleError {
    let before = format!("{g:?}");
    let (verb, args) = cmd.split_once(' ').unwrap_or((cmd, ""));
    let verb = crate::games::Verb::from_word(verb).unwrap();
    let action = g.parse_command(Seat(seat), verb, args).unwrap();
    let err = g.apply(Seat(seat), action).unwrap_err();
    assert_eq!(
        before,
        format!("{g:?}"),
        "a refused action changed the state"
    );
    err
}

#[test]
fn fixed_deal_has_54_cards() {
    assert_eq!(deal::validate(Players::Three, &deal3()), Ok(()));
}

#[test]
fn auction_then_kitty_then_landlord_leads() {
    let mut g = start(deal3(), Players::Three, false);
    assert_eq!(g.to_act(), vec![Seat(0)]);
    act(&mut g, 0, "bid 1");
    act(&mut g, 1, "pass");
    let events = act(&mut g, 2, "bid 3");
    assert!(events.contains(&Event::Landlord {
        seat: Seat(2),
        bid: Bid::Three,
        kitty: rc("888")
    }));
    assert_eq!(g.hand(Seat(2)).len(), 20);
    assert_eq!(g.to_act(), vec![Seat(2)], "the landlord leads");
    assert_eq!(g.public_view().kitty, Some(rc("888")));
}

#[test]
fn refusals_change_nothing_and_say_why() {
    let mut g = start(deal3(), Players::Three, false);
    assert!(matches!(
        refused(&mut g, 1, "bid 1"),
        RuleError::Turn(TurnError::NotYourTurn { .. })
    ));
    assert!(matches!(
        refused(&mut g, 0, "play 3"),
        RuleError::StillBidding
    ));
    act(&mut g, 0, "bid 2");
    assert_eq!(
        refused(&mut g, 1, "bid 1"),
        RuleError::BidTooLow {
            bid: Bid::One,
            top: Bid::Two
        }
    );
    act(&mut g, 1, "pass");
    act(&mut g, 2, "pass");
    // Seat 0 is the landlord with 20 cards: 3334445556667778B + 888.
    assert_eq!(g.landlord(), Some(Seat(0)));
    assert_eq!(refused(&mut g, 0, "pass"), RuleError::MustLead);
    assert!(matches!(refused(&mut g, 0, "bid 3"), RuleError::NotBidding));
    assert_eq!(
        refused(&mut g, 0, "play 22"),
        RuleError::NotHeld { missing: rc("22") }
    );
    assert!(matches!(
        refused(&mut g, 0, "play 35"),
        RuleError::NotACombination {
            why: Invalid::NotACombination,
            ..
        }
    ));
    act(&mut g, 0, "play 34567");
    assert!(matches!(
        refused(&mut g, 1, "play 9"),
        RuleError::MustMatch { .. }
    ));
    assert!(matches!(
        refused(&mut g, 2, "play 34567"),
        RuleError::Turn(TurnError::NotYourTurn { .. })
    ));
    act(&mut g, 1, "pass");
    // Seat 2 holds 34567 too: equal is not higher.
    assert!(matches!(
        refused(&mut g, 2, "play 34567"),
        RuleError::TooLow { .. }
    ));
}

/// A complete hand: the landlord (seat 2) plays out with one bomb; the stake doubles once.
#[test]
fn whole_hand_with_a_bomb() {
    let mut g = start(deal3(), Players::Three, false);
    act(&mut g, 0, "pass");
    act(&mut g, 1, "pass");
    act(&mut g, 2, "bid 1");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "pass");
    // Seat 2: 34567KKKAAAA2222R + 888.
    assert_eq!(g.hand(Seat(2)).to_string(), "34567888KKKAAAA2222R");
    act(&mut g, 2, "play 34567");
    act(&mut g, 0, "play 45678");
    act(&mut g, 1, "pass");
    let events = act(&mut g, 2, "play 2222");
    assert!(events.contains(&Event::StakeDoubled {
        doublings: 1,
        stake: 2
    }));
    act(&mut g, 0, "pass");
    let events = act(&mut g, 1, "pass");
    assert!(events.contains(&Event::TrickWon { seat: Seat(2) }));
    act(&mut g, 2, "play KKKAAA");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "pass");
    act(&mut g, 2, "play 888A");
    act(&mut g, 0, "pass");
    // Seat 1 bombs the trio: the stake doubles again.
    act(&mut g, 1, "play 9999");
    act(&mut g, 2, "pass");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "play K");
    let events = act(&mut g, 2, "play R");
    // docs/rules/doudizhu.md#showing-the-hands: the cards left in every hand, in public,
    // just before the settlement; the landlord went out and holds none.
    let revealed = events
        .iter()
        .position(|e| matches!(e, Event::Revealed { .. }))
        .expect("the hands are shown");
    assert_eq!(
        events[revealed],
        Event::Revealed {
            hands: vec![rc("33344556677B"), rc("TTTTJJJJQQQQ"), RankCounts::new()]
        }
    );
    assert!(matches!(events[revealed + 1], Event::Settled { .. }));
    assert!(g.outcome().is_some());
    let outcome = g.outcome().unwrap();
    // Bid 1, two bombs (one each side): stake 4; the landlord wins 4 from each.
    assert_eq!(outcome.scores, vec![-4, -4, 8]);
    assert_eq!(outcome.winners, vec![Seat(2)]);
    assert_eq!(g.to_act(), Vec::<Seat>::new());
    assert_eq!(
        g.apply(Seat(0), Action::Pass).unwrap_err(),
        RuleError::Turn(TurnError::GameOver)
    );
}

#[test]
fn spring_doubles_when_the_farmers_never_play() {
    for (spring, want) in [(false, 4), (true, 8)] {
        let mut g = start(deal3(), Players::Three, spring);
        act(&mut g, 0, "pass");
        act(&mut g, 1, "pass");
        act(&mut g, 2, "bid 2");
        act(&mut g, 0, "pass");
        act(&mut g, 1, "pass");
        act(&mut g, 2, "play 2222");
        act(&mut g, 0, "pass");
        act(&mut g, 1, "pass");
        act(&mut g, 2, "play 34567");
        act(&mut g, 0, "pass");
        act(&mut g, 1, "pass");
        act(&mut g, 2, "play KKKAAA");
        act(&mut g, 0, "pass");
        act(&mut g, 1, "pass");
        act(&mut g, 2, "play 888A");
        act(&mut g, 0, "pass");
        act(&mut g, 1, "pass");
        act(&mut g, 2, "play R");
        let s = g.outcome().unwrap();
        // Bid 2 × one bomb = 4 per farmer; × 2 for spring.
        assert_eq!(s.scores, vec![-want, -want, 2 * want], "spring={spring}");
    }
}

#[test]
fn all_pass_redeals_from_the_seed() {
    let config = Config::default();
    let mut g = DouDizhu::new(config, 5).unwrap().game;
    let first = g.to_act()[0];
    let mut events = Vec::new();
    for k in 0..3 {
        let seat = first.after(k, 3);
        events = g.apply(seat, Action::Bid(Bid::Pass)).unwrap();
    }
    let kinds: Vec<&Event> = events.iter().map(|t| &t.event).collect();
    assert!(kinds.contains(&&Event::AllPassed));
    assert!(
        events
            .iter()
            .any(|t| matches!(t.event, Event::Dealt { deal: 2, .. }))
    );
    assert_eq!(g.public_view().deal, 2);
    assert!(g.in_auction());
    let total: usize = (0..3).map(|s| g.hand(Seat(s)).len()).sum();
    assert_eq!(total, 51);
}

#[test]
fn four_players_small_bombs_do_not_double() {
    // 4p deal built by hand: seat 0 has a 4-bomb of 3s and a 6-bomb of 4s.
    let deck = deal::full_deck(Players::Four);
    let h0 = rc("333344444455555556666666J");
    let mut rest = deck;
    rest.remove(&h0);
    let mut cards = rest.to_ranks().into_iter();
    let mut hands = vec![h0];
    for _ in 0..3 {
        hands.push(RankCounts::from_ranks(cards.by_ref().take(25)));
    }
    let kitty = RankCounts::from_ranks(cards);
    let deal = Deal {
        hands,
        kitty,
        first_bidder: Seat(0),
        face_up: None,
    };
    let mut g = start(deal, Players::Four, false);
    act(&mut g, 0, "bid 3");
    let events = act(&mut g, 0, "play 3333");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::StakeDoubled { .. }))
    );
    for s in 1..4 {
        act(&mut g, s, "pass");
    }
    let events = act(&mut g, 0, "play 444444");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::StakeDoubled {
            doublings: 1,
            stake: 6
        }
    )));
}

#[test]
fn forfeit_ends_the_hand_with_the_quitter_losing() {
    let mut g = start(deal3(), Players::Three, false);
    act(&mut g, 0, "bid 2");
    act(&mut g, 1, "pass");
    act(&mut g, 2, "pass");
    let events = g.forfeit(Seat(1));
    assert!(
        events
            .iter()
            .any(|t| t.event == Event::Forfeited { seat: Seat(1) })
    );
    // A farmer quits: the landlord (seat 0) wins the bid from each.
    assert_eq!(g.outcome().unwrap().scores, vec![4, -2, -2]);
    assert!(
        g.forfeit(Seat(2)).is_empty(),
        "a finished hand stays finished"
    );
}

#[test]
fn auto_action_is_safe() {
    let mut g = start(deal3(), Players::Three, false);
    assert_eq!(g.auto_action(Seat(0)), Some(Action::Bid(Bid::Pass)));
    assert_eq!(g.auto_action(Seat(1)), None);
    act(&mut g, 0, "bid 1");
    act(&mut g, 1, "pass");
    act(&mut g, 2, "pass");
    // Seat 0 leads: the lowest single.
    assert_eq!(g.auto_action(Seat(0)), Some(Action::Play(rc("3"))));
    act(&mut g, 0, "play 3");
    assert_eq!(g.auto_action(Seat(1)), Some(Action::Pass));
}

#[test]
fn a_timeout_plays_out_a_hand_that_goes_out_in_one_play() {
    // docs/rules/doudizhu.md#conceding-turn-clocks-leaving: 20 cards that are one airplane
    // with wings once the kitty is taken.
    let deal = Deal {
        hands: vec![
            rc("3334445556667779J"),
            rc("345678888999TTTTB"),
            rc("JJJQQQKKKAAA2222R"),
        ],
        kitty: rc("QKA"),
        first_bidder: Seat(0),
        face_up: None,
    };
    let mut g = start(deal, Players::Three, false);
    act(&mut g, 0, "bid 3");
    assert_eq!(g.auto_action(Seat(0)), Some(Action::Play(rc("3"))));
    assert_eq!(
        g.timeout_action(Seat(0)),
        Some(Action::Play(rc("3334445556667779JQKA")))
    );
    // Otherwise the usual safe move.
    let mut g = start(deal3(), Players::Three, false);
    assert_eq!(g.timeout_action(Seat(0)), Some(Action::Bid(Bid::Pass)));
    act(&mut g, 0, "bid 1");
    act(&mut g, 1, "pass");
    act(&mut g, 2, "pass");
    assert_eq!(g.timeout_action(Seat(0)), Some(Action::Play(rc("3"))));
}

#[test]
fn views_show_only_the_viewers_hand() {
    let g = start(deal3(), Players::Three, false);
    assert_eq!(g.public_view().hand, None);
    assert_eq!(g.view(Seat(1)).hand, Some(rc("9999TTTTJJJJQQQQK")));
    assert_eq!(g.public_view().hand_sizes, vec![17, 17, 17]);
    assert_eq!(
        g.public_view().kitty,
        None,
        "the kitty is hidden until the auction ends"
    );
}

#[test]
fn deal_events_are_private_per_seat() {
    let started = DouDizhu::with_deal(Config::default(), deal3(), 0).unwrap();
    for t in &started.events {
        match (&t.event, t.audience) {
            (Event::Hand { seat, .. }, Audience::Private(to)) => assert_eq!(*seat, to),
            (Event::Hand { .. }, Audience::Public) => panic!("a hand in a public event"),
            _ => assert!(t.is_public()),
        }
    }
}

#[test]
fn a_hand_conceded_in_the_auction_keeps_every_card_accounted_for() {
    let mut g = start(deal3(), Players::Three, false);
    act(&mut g, 0, "bid 1");
    g.forfeit(Seat(1));
    // Seat 1 pays as a losing landlord at the top bid (1) to each other seat.
    assert_eq!(g.outcome().unwrap().scores, vec![1, -2, 1]);
    assert_eq!(g.audit(), Ok(()), "the untaken kitty is still counted");
}

#[test]
fn suggested_plays_put_the_most_cards_first() {
    let mut g = start(deal3(), Players::Three, false);
    act(&mut g, 0, "bid 3");
    let suggested = g.suggested_actions(Seat(0));
    let sizes: Vec<usize> = suggested
        .iter()
        .map(|a| match a {
            Action::Play(c) => c.len(),
            _ => 0,
        })
        .collect();
    assert!(sizes.windows(2).all(|w| w[0] >= w[1]), "{sizes:?}");
    assert_eq!(suggested.len(), g.legal_actions(Seat(0)).len());
}

#[test]
fn extra_words_and_the_word_joker_are_refused_by_name() {
    use crate::games::{CommandError, Verb};
    let mut g = start(deal3(), Players::Three, true);
    assert_eq!(
        g.parse_command(Seat(0), Verb::Pass, "黑九"),
        Err(CommandError::ExtraWords {
            verb: Verb::Pass,
            extra: "黑九".into()
        })
    );
    act(&mut g, 0, "bid 3");
    for text in ["joker", "B JOKER", "jokers"] {
        let token = text.split_whitespace().last().unwrap();
        assert_eq!(
            g.parse_command(Seat(0), Verb::Play, text),
            Err(CommandError::JokerWord {
                token: token.into()
            }),
            "{text}"
        );
    }
    assert_eq!(
        g.parse_command(Seat(0), Verb::Pass, "now"),
        Err(CommandError::ExtraWords {
            verb: Verb::Pass,
            extra: "now".into()
        })
    );
    assert!(g.parse_command(Seat(0), Verb::Play, "B").is_ok());
}

#[test]
fn a_play_with_attached_cards_is_offered_main_part_first() {
    let g = start(deal3(), Players::Three, false);
    let offered = |cards: &str| Game::choice(&g, Seat(0), &Action::Play(rc(cards))).args;
    // As the table shows it once played: the trio, then what it carries.
    assert_eq!(offered("44999"), "99944");
    assert_eq!(offered("3KKKAAA5"), "KKKAAA35");
    assert_eq!(offered("357777"), "777735");
    // Plays without attached cards read as they always did.
    assert_eq!(offered("33344"), "33344");
    assert_eq!(offered("34567"), "34567");
    assert_eq!(offered("BR"), "BR");
}

#[test]
fn a_pass_is_forced_only_when_nothing_in_the_hand_beats_the_play() {
    let mut g = start(deal3(), Players::Three, false);
    // The auction is never forced: a bid is always possible.
    assert_eq!(g.forced_pass(Seat(0)), None);
    act(&mut g, 0, "pass");
    act(&mut g, 1, "pass");
    act(&mut g, 2, "bid 1");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "pass");
    // Leading, a pass is refused, so it is never forced.
    assert_eq!(g.forced_pass(Seat(2)), None);
    act(&mut g, 2, "play 34567");
    assert_eq!(g.forced_pass(Seat(0)), None, "45678 beats it");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "pass");
    // 2222 is the top bomb and nobody else holds both jokers.
    act(&mut g, 2, "play 2222");
    let Some((Action::Pass, Event::CannotBeat { seat, play })) = g.forced_pass(Seat(0)) else {
        panic!("{:?}", g.forced_pass(Seat(0)))
    };
    assert_eq!((seat, play.kind), (Seat(0), Kind::Bomb));
    act(&mut g, 0, "pass");
    assert!(g.forced_pass(Seat(1)).is_some(), "9999 does not beat 2222");
    assert_eq!(g.forced_pass(Seat(0)), None, "not seat 0's turn");
}

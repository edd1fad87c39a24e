//! 幺地人 benchmarks: the best-split search (what the win test and `paiju rules yaodiren kans`
//! run), the opening estimate, and whole bot-vs-bot hands (`paiju sim yaodiren`).
//!
//! `cargo bench --bench yaodiren`

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::cards::tiles::{TileCounts, parse_tiles};
use paiju::games::Game;
use paiju::games::yaodiren::{Config, Yaodiren, best_split, opening_estimate};
use std::hint::black_box;

/// Hands that make the search work: many 7s and 6/8 partners (several decompositions each),
/// a hand of fives, and the slowest no-split found by a random search over hard kinds (the
/// "why not" answer searches for the most kans).
const HANDS: &[(&str, &str)] = &[
    (
        "win_21_sevens",
        "高脚高脚高脚高脚高脚 二五二五二五二五二五 三四三四三四三四三四 猫猫 猫猫 猫猫 猫猫 平八 三五",
    ),
    (
        "win_27_partners",
        "猫猫猫猫猫猫猫猫 二红二红二红二红 长三长三长三长三 平八平八平八平八 三五三五三五三五 人人人人 高脚 二五 三四",
    ),
    (
        "win_30_fives",
        "猫猫猫猫猫猫猫猫猫猫 二红二红二红二红二红 长三长三长三长三长三 平八平八平八平八平八 三五三五三五三五三五 人人人人人",
    ),
    (
        "no_split_24",
        "猫猫猫猫猫猫 二红二红二红 长三长三长三 平八平八平八 三五三五三五 人人人 高脚高脚 二五二五 三四三四",
    ),
    (
        "no_split_33_worst",
        "人 人 人 长二 长二 长二 长二 长二 长三 长三 长三 四六 猫猫 高脚 高脚 高脚 高脚 二五 二五 二五 三五 三五 三五 平八 平八 二红 二红 二红 二红 二红 三四 三四 三四",
    ),
];

fn split(c: &mut Criterion) {
    let config = Config::default();
    let mut group = c.benchmark_group("best_split");
    for (name, hand) in HANDS {
        let tiles = parse_tiles(hand).unwrap();
        group.bench_function(*name, |b| {
            b.iter(|| best_split(black_box(&tiles), false, &config));
        });
    }
    group.finish();
}

fn estimate(c: &mut Criterion) {
    let hand = TileCounts::from_tiles(
        parse_tiles(
            "天天 地地 人人 和和 四六四六 梅子梅子 长三长三 斧头 拐子 黑九 丁丁 平八 二五 猫猫",
        )
        .unwrap(),
    );
    c.bench_function("opening_estimate_21", |b| {
        b.iter(|| opening_estimate(black_box(&hand), true));
    });
}

fn bot_hand(c: &mut Criterion) {
    let config = Config {
        hands: 1,
        ..Config::default()
    };
    let mut seed = 0u64;
    c.bench_function("bot_game_one_hand", |b| {
        b.iter(|| {
            seed += 1;
            let mut g = Yaodiren::new(config.clone(), seed).unwrap().game;
            while g.outcome().is_none() {
                let seat = g.to_act()[0];
                let a = g.bot_action(seat).unwrap();
                g.apply(seat, a).unwrap();
            }
            g.outcome()
        });
    });
}

criterion_group!(benches, split, estimate, bot_hand);
criterion_main!(benches);

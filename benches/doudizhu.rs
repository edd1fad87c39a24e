//! Legal-move generation: leading and following, 20-card (3p landlord) and 33-card (4p
//! landlord) hands.

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::games::doudizhu::moves::legal_plays;
use paiju::games::doudizhu::{Players, RankCounts, classify};
use std::hint::black_box;

fn rc(s: &str) -> RankCounts {
    RankCounts::parse(s).unwrap()
}

fn bench(c: &mut Criterion) {
    // A rich 20-card hand: trios for airplanes, pairs, a bomb, both jokers.
    let hand20 = rc("33344455566778899TJQ");
    let hand20b = rc("3344556677889TJQKA2BR");
    let hand33 = rc("333344445555666677788899TTJQKA22BR");
    let follow_single = classify(&rc("5"), Players::Three).unwrap();
    let follow_airplane = classify(&rc("33344456"), Players::Three).unwrap();
    let follow_pair4 = classify(&rc("55"), Players::Four).unwrap();

    c.bench_function("ddz lead 20 cards (trios)", |b| {
        b.iter(|| legal_plays(black_box(&hand20), Players::Three, None));
    });
    c.bench_function("ddz lead 20 cards (runs, jokers)", |b| {
        b.iter(|| legal_plays(black_box(&hand20b), Players::Three, None));
    });
    c.bench_function("ddz lead 33 cards 4p", |b| {
        b.iter(|| legal_plays(black_box(&hand33), Players::Four, None));
    });
    c.bench_function("ddz follow single 20 cards", |b| {
        b.iter(|| legal_plays(black_box(&hand20b), Players::Three, Some(&follow_single)));
    });
    c.bench_function("ddz follow airplane 20 cards", |b| {
        b.iter(|| legal_plays(black_box(&hand20), Players::Three, Some(&follow_airplane)));
    });
    c.bench_function("ddz follow pair 33 cards 4p", |b| {
        b.iter(|| legal_plays(black_box(&hand33), Players::Four, Some(&follow_pair4)));
    });
    c.bench_function("ddz classify airplane+singles", |b| {
        let cards = rc("33344455578T");
        b.iter(|| classify(black_box(&cards), Players::Three));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);

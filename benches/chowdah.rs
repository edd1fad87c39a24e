//! The Chowdah best-arrangement search (`scoring::score`: both colours, the best melds of the
//! hand within the contract), on the examples of docs/rules/chowdah.md#worked-examples and on
//! the worst hands a scan of 20 000 joker-rich, one-suit-heavy random hands found (most search
//! states). Also the pile-draw check every turn makes once the stock is empty.
//!
//! `cargo bench --bench chowdah`

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::cards::Card;
use paiju::cards::notation::parse_cards;
use paiju::games::chowdah::{Contract, Meld, ScoreRules, moves, score};
use std::hint::black_box;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

const PLAIN: ScoreRules = ScoreRules {
    ace_scoring: false,
    double_score: false,
};

fn bench_score(c: &mut Criterion) {
    let mut g = c.benchmark_group("chowdah_score");
    let cases: [(&str, &str, u8, bool); 5] = [
        (
            "seed_example_1_chowdah",
            "Kc Kc 8d JK 8h Ad 2d 3d 4d 8h 9h Th Jh Qh",
            1,
            true,
        ),
        (
            "seed_example_2",
            "Js Qs Ks As 6c JK 8c 9c Tc 3c 4c 2h 4h Kd",
            1,
            false,
        ),
        // The worst non-caller hands of the scan (812 search states per colour).
        (
            "worst_13_three_jokers",
            "JK JK JK 8h 7h 8h Jh 6h 9h 6h 9h 7h Th",
            1,
            false,
        ),
        (
            "worst_13_four_jokers",
            "JK JK JK JK 7h 4h 2h 5h 3h 3h 5h 6h 4h",
            1,
            false,
        ),
        // A Chowdah check with five jokers (contract 2).
        (
            "caller_14_five_jokers",
            "JK JK JK JK JK Jd 6d Th 9h 9d 7d 7h 8h Jh",
            2,
            true,
        ),
    ];
    for (name, hand, contract, chowdah) in cases {
        let hand = cards(hand);
        let contract = Contract::new(contract).unwrap();
        g.bench_function(name, |b| {
            b.iter(|| score(black_box(&hand), &[], contract, chowdah, PLAIN));
        });
    }
    g.finish();
}

fn bench_pile_draw(c: &mut Criterion) {
    let exposed = vec![Meld::new(cards("3h 4h 5h 6h 7h")).unwrap()];
    let hand = cards("JK 8h 9h 8d 9s 9c Kc Qc 2s");
    c.bench_function("chowdah_pile_meldable", |b| {
        b.iter(|| {
            moves::pile_meldable(
                black_box(&hand),
                &exposed,
                Contract::STANDARD,
                cards("9d")[0],
            )
        });
    });
    c.bench_function("chowdah_meld_options", |b| {
        b.iter(|| {
            moves::meld_options(
                black_box(&hand),
                &exposed,
                Contract::STANDARD,
                cards("9d")[0],
                12,
            )
        });
    });
}

criterion_group!(benches, bench_score, bench_pile_draw);
criterion_main!(benches);

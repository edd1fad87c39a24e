//! Image benches: drawing a 20-card hand and a full table, scene to PNG bytes (the work done
//! per DM panel or table message), and each split into drawing and encoding.
//! `cargo bench --bench images`; the PNG sizes and pixel counts are printed.

use criterion::{Criterion, criterion_group, criterion_main};
use paiju::cards::tiles::parse_tiles;
use paiju::games::any::GameKind;
use paiju::images::{self, Face, Row, Scene, Style, canvas, layout, scenes};
use std::hint::black_box;

/// A landlord's 20 cards, grouped by rank.
fn hand20() -> Scene {
    scenes::typed_hand(
        GameKind::Doudizhu,
        "333 44 5 66 777 8 99 TT J Q KK 2 R",
        &paiju::games::Options::new(),
    )
    .unwrap()
}

/// A busy 幺地人 table as seat 0 sees it: its 21 tiles face up in its row, three other seats
/// with exposed kans, the claim window, a long river, each labelled and titled as the game
/// draws them.
fn full_table() -> Scene {
    let tiles = |s: &str| -> Vec<Face> {
        parse_tiles(s)
            .unwrap()
            .into_iter()
            .map(Face::Tile)
            .collect()
    };
    let kan = |s: &str| scenes::captioned(scenes::side_by_side(tiles(s)), "8 TUO");
    let held = |n: u32| scenes::held(n as usize, true);
    let own = scenes::typed_hand(
        GameKind::Yaodiren,
        "天天地地人人和和梅子梅子长二长二长三斧头四六猫猫高脚红九幺四二五拐子",
        &paiju::games::Options::new(),
    )
    .unwrap()
    .rows
    .remove(0)
    .groups;
    let rows = vec![
        Row {
            seat: Some(0),
            you: true,
            label: Some(scenes::YOU.into()),
            groups: own,
            ..Row::default()
        },
        Row {
            seat: Some(1),
            turn: true,
            groups: vec![held(15), kan("天 天 天"), kan("地 地 地")],
            ..Row::default()
        },
        Row {
            seat: Some(2),
            groups: vec![held(18), kan("人 人 人")],
            ..Row::default()
        },
        Row {
            seat: Some(3),
            groups: vec![held(21)],
            ..Row::default()
        },
        scenes::middle(vec![
            scenes::titled(held(40), "STOCK"),
            scenes::titled(
                scenes::captioned(scenes::side_by_side(tiles("和")), "FROM 2"),
                "OFFER",
            ),
            scenes::titled(
                scenes::side_by_side(tiles(
                    "梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五",
                )),
                "RIVER",
            ),
        ]),
    ];
    Scene { rows }
}

fn bench(c: &mut Criterion) {
    let style = Style::default();
    let (hand, table) = (hand20(), full_table());
    for (name, scene) in [("20-card hand", &hand), ("full table", &table)] {
        let png = images::png(scene, style).unwrap();
        eprintln!("{name}: {} bytes", png.len());
    }
    let mut group = c.benchmark_group("images");
    group.bench_function("20-card hand", |b| {
        b.iter(|| images::png(black_box(&hand), style).unwrap());
    });
    group.bench_function("full table", |b| {
        b.iter(|| images::png(black_box(&table), style).unwrap());
    });
    // Where the time goes: drawing (copies of kept sprites) and the palette PNG encoding.
    for (name, scene) in [("hand", &hand), ("table", &table)] {
        group.bench_function(format!("{name}: draw only"), |b| {
            b.iter(|| layout::draw(black_box(scene), style, images::SCALE).unwrap());
        });
        let pix = layout::draw(scene, style, images::SCALE).unwrap();
        eprintln!("{name}: {}×{} pixels", pix.width(), pix.height());
        group.bench_function(format!("{name}: encode only"), |b| {
            b.iter(|| canvas::encode(black_box(&pix)).unwrap());
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

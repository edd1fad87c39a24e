//! Pictures of views, drawn: a whole hand and table per game (snapshotted), that a public view
//! never draws a hidden hand, hands grouped as each game groups them, and that kept sprites
//! draw what the paths draw.

use crate::cards::notation::parse_cards;
use crate::games::any::{AnyGame, GameKind};
use crate::games::{Options, Seat};
use crate::images::scenes;
use crate::images::{self, Face, Group, Row, Scene, Style, layout};
use std::collections::BTreeMap;
use tiny_skia::Pixmap;

fn fingerprint(p: &Pixmap) -> String {
    images::hash(p.data())
}

fn one_row(groups: Vec<Group>) -> Scene {
    Scene {
        rows: vec![Row {
            groups,
            ..Row::default()
        }],
    }
}

fn game(kind: GameKind, seed: u64) -> AnyGame {
    let config = kind.configure(&Options::new()).expect("default options");
    AnyGame::start(config, None, seed).expect("a deal").0
}

const KINDS: [GameKind; 4] = [
    GameKind::Doudizhu,
    GameKind::Chicago,
    GameKind::Chowdah,
    GameKind::Yaodiren,
];

#[test]
fn a_dealt_hand_of_every_game_draws_as_snapshotted() {
    let mut prints = BTreeMap::new();
    for kind in KINDS {
        let g = game(kind, 7);
        let scene = scenes::hand(&g.view(Seat(0))).expect("a dealt hand");
        let pix = layout::draw(&scene, Style::default(), images::SCALE).unwrap();
        prints.insert(
            format!("{kind:?}"),
            format!("{}x{} {}", pix.width(), pix.height(), fingerprint(&pix)),
        );
        let table = scenes::table(&g.view(Seat(0)));
        let pix = layout::draw(&table, Style::default(), images::SCALE).unwrap();
        prints.insert(
            format!("{kind:?} table"),
            format!("{}x{} {}", pix.width(), pix.height(), fingerprint(&pix)),
        );
    }
    insta::assert_json_snapshot!("dealt_hands", prints);
}

/// The largest difference in any channel of any pixel, and how many pixels differ by more
/// than 2 in some channel.
fn difference(a: &Pixmap, b: &Pixmap) -> (u8, usize) {
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let per_pixel: Vec<u8> = a
        .data()
        .chunks_exact(4)
        .zip(b.data().chunks_exact(4))
        .map(|(x, y)| {
            x.iter()
                .zip(y)
                .map(|(p, q)| p.abs_diff(*q))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let max = per_pixel.iter().copied().max().unwrap_or(0);
    (max, per_pixel.iter().filter(|&&d| d > 2).count())
}

#[test]
fn kept_sprites_draw_what_the_paths_draw() {
    for kind in KINDS {
        for seed in 0..3 {
            let g = game(kind, seed);
            for four_colour in [false, true] {
                let style = Style { four_colour };
                let mut scenes = vec![scenes::table(&g.view(Seat(0)))];
                scenes.extend(scenes::hand(&g.view(Seat(1))));
                for scene in scenes {
                    let kept = layout::draw(&scene, style, images::SCALE).unwrap();
                    let paths = layout::draw_from_paths(&scene, style, images::SCALE).unwrap();
                    // A sprite is drawn on transparent and then laid on the felt: its edges
                    // round a step or two differently, and where two anti-aliased shapes
                    // share an edge (a badge's ring) a few pixels a little more.
                    let (max, over) = difference(&kept, &paths);
                    let pixels = (kept.width() * kept.height()) as usize;
                    assert!(max <= 24, "{kind:?} seed {seed}: {max}");
                    assert!(over * 500 < pixels, "{kind:?} seed {seed}: {over} pixels");
                }
            }
        }
    }
}

#[test]
fn hands_are_grouped_as_each_game_groups_them() {
    let g = game(GameKind::Doudizhu, 3);
    let scene = scenes::hand(&g.view(Seat(0))).unwrap();
    for group in &scene.rows[0].groups {
        let first = group.faces[0];
        assert!(
            group.faces.iter().all(|&f| f == first),
            "one rank per group"
        );
    }
    let g = game(GameKind::Chowdah, 3);
    let scene = scenes::hand(&g.view(Seat(0))).unwrap();
    for group in &scene.rows[0].groups {
        let suits: Vec<_> = group
            .faces
            .iter()
            .map(|f| match f {
                Face::Card(c) => c.suit(),
                _ => None,
            })
            .collect();
        assert!(suits.windows(2).all(|w| w[0] == w[1]), "one suit per group");
    }
    let g = game(GameKind::Yaodiren, 3);
    let scene = scenes::hand(&g.view(Seat(0))).unwrap();
    for group in &scene.rows[0].groups {
        let first = group.faces[0];
        assert!(
            group.faces.iter().all(|&f| f == first),
            "one kind per group"
        );
    }
}

#[test]
fn a_chicago_hand_reads_high_to_low() {
    let cards = parse_cards("3h As Tc 3d Kd").unwrap();
    let g = Group {
        faces: cards.iter().map(|&c| Face::Card(c)).collect(),
        fanned: true,
        ..Group::default()
    };
    let scene = one_row(vec![g]);
    assert!(images::png(&scene, Style::default()).is_ok());
}

#[test]
fn the_public_view_never_draws_a_hidden_hand() {
    for kind in KINDS {
        for seed in 0..5 {
            let g = game(kind, seed);
            let public = g.public_view();
            assert!(
                scenes::hand(&public).is_none(),
                "{kind:?}: no hand in public"
            );
            let table = scenes::table(&public);
            let shown: Vec<Face> = table
                .rows
                .iter()
                .flat_map(|r| &r.groups)
                .flat_map(|g| g.faces.iter().copied())
                .filter(|f| !matches!(f, Face::Back | Face::TileBack))
                .collect();
            // A fresh deal shows nothing face up but Chowdah's three open discard piles.
            let open: Vec<Face> = match &public {
                crate::games::any::AnyView::Chowdah(v) => v
                    .piles
                    .iter()
                    .filter_map(|p| p.last().map(|&c| Face::Card(c)))
                    .collect(),
                _ => Vec::new(),
            };
            assert_eq!(shown, open, "{kind:?} seed {seed}");
        }
    }
}

#[test]
fn a_png_is_a_valid_image_of_the_laid_out_size() {
    let g = game(GameKind::Yaodiren, 11);
    let scene = scenes::hand(&g.view(Seat(0))).unwrap();
    let bytes = images::png(&scene, Style::default()).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
    let reader = decoder.read_info().expect("a PNG header");
    let info = reader.info();
    assert!(info.width <= images::canvas::px(layout::MAX_WIDTH, images::SCALE));
    assert!(info.height > 0);
    assert_eq!(
        images::png(&scene, Style::default()).unwrap(),
        bytes,
        "deterministic"
    );
}

#[test]
fn nothing_to_draw_is_an_error_not_an_empty_image() {
    assert!(images::png(&Scene::default(), Style::default()).is_err());
}

#[test]
fn every_dealt_table_and_hand_is_well_under_150_kb() {
    for kind in KINDS {
        for four_colour in [false, true] {
            let g = game(kind, 5);
            let style = Style { four_colour };
            for scene in [
                scenes::table(&g.view(Seat(0))),
                scenes::hand(&g.view(Seat(0))).unwrap(),
            ] {
                let bytes = images::png(&scene, style).unwrap();
                assert!(bytes.len() < 150_000, "{kind:?}: {} bytes", bytes.len());
            }
        }
    }
}

#[test]
fn seats_are_numbered_and_named_as_the_text_names_them() {
    for kind in KINDS {
        let g = game(kind, 4);
        let n = g.seat_count();
        let viewer = Seat(1);
        let scene = scenes::table(&g.view(viewer));
        let seated: Vec<&Row> = scene.rows.iter().filter(|r| r.seat.is_some()).collect();
        // From 0, in seat order, as `--seat`, `/table remove` and `@0.1` count seats.
        let numbers: Vec<u8> = seated.iter().filter_map(|r| r.seat).collect();
        let expected: Vec<u8> = (0..n).map(|i| u8::try_from(i).unwrap()).collect();
        assert_eq!(numbers, expected, "{kind:?}");
        // Only the viewer's row is marked as theirs, and says so.
        for r in &seated {
            let own = r.seat == Some(viewer.0);
            assert_eq!(r.you, own, "{kind:?}");
            assert_eq!(r.label_lines().any(|l| l == scenes::YOU), own, "{kind:?}");
        }
        // The names the text uses, where the alphabet writes them; a name in another script
        // leaves the number alone.
        let names: Vec<String> = ["Ann", "小明", "bo 2", "Cy"][..n]
            .iter()
            .map(|s| (*s).to_string())
            .collect();
        let named = scenes::with_names(scene.clone(), &names);
        for r in named.rows.iter().filter(|r| r.seat.is_some()) {
            let first = r.label_lines().next().map(str::to_string);
            let expected = match r.seat {
                Some(0) => Some("ANN".to_string()),
                Some(1) => Some("YOU".to_string()),
                Some(2) => Some("BO 2".to_string()),
                Some(3) => Some("CY".to_string()),
                _ => None,
            };
            assert_eq!(first, expected, "{kind:?}: {r:?}");
            for line in r.label_lines() {
                assert!(line.chars().all(images::glyphs::has_glyph), "{line}");
            }
        }
        assert!(images::png(&named, Style::default()).is_ok());
    }
}

#[test]
fn a_seats_table_differs_from_the_public_one_only_in_its_own_row() {
    for kind in KINDS {
        for seed in 0..3 {
            let g = game(kind, seed);
            let public = scenes::table(&g.public_view());
            assert!(public.rows.iter().all(|r| !r.you), "{kind:?}: nobody's own");
            for seat in 0..g.seat_count() {
                let seat = Seat::from_index(seat);
                let mine = scenes::table(&g.view(seat));
                assert_eq!(mine.rows.len(), public.rows.len(), "{kind:?}");
                for (m, p) in mine.rows.iter().zip(&public.rows) {
                    if m.you {
                        // Its own hand face up, where the public sees backs.
                        let hand = scenes::hand(&g.view(seat)).unwrap();
                        let up: Vec<Face> = m.groups.iter().flat_map(|g| g.faces.clone()).collect();
                        let held: Vec<Face> = hand.rows[0]
                            .groups
                            .iter()
                            .flat_map(|g| g.faces.clone())
                            .collect();
                        assert!(up.starts_with(&held), "{kind:?} seed {seed}");
                    } else {
                        assert_eq!(m, p, "{kind:?} seed {seed}: another seat's row");
                    }
                }
            }
        }
    }
}

//! Image tests: every piece drawn and fingerprinted (insta snapshot of pixel hashes), the pips
//! of every tile counted by colour from the pixels, a whole hand per game, and that a public
//! view never draws a hidden hand.

use super::canvas::{self, CARD_H, CARD_W, Canvas, FELT, TILE_H, TILE_W};
use super::layout;
use super::pieces;
use super::{Face, Group, Row, Scene, Style, scenes};
use crate::cards::notation::parse_cards;
use crate::cards::tiles::Tile;
use crate::cards::{Card, Joker};
use crate::games::any::{AnyGame, GameKind};
use crate::games::{Options, Seat};
use std::collections::BTreeMap;
use tiny_skia::Pixmap;

/// One piece alone on the felt, at 2 pixels per unit.
fn piece(f: Face, style: Style) -> Pixmap {
    let (w, h) = if f.is_tile() {
        (TILE_W, TILE_H)
    } else {
        (CARD_W, CARD_H)
    };
    let mut c = Canvas {
        pix: Pixmap::new(canvas::px(w, 2.0) + 4, canvas::px(h, 2.0) + 4).unwrap(),
        s: 2.0,
    };
    c.pix.fill(FELT.color());
    pieces::draw_face(&mut c, f, 1.0, 1.0, style);
    c.pix
}

fn fingerprint(p: &Pixmap) -> String {
    super::hash(p.data())
}

fn every_face() -> Vec<Face> {
    let mut faces: Vec<Face> = Card::deck52().into_iter().map(Face::Card).collect();
    faces.extend([Joker::Black, Joker::Red, Joker::Wild].map(|j| Face::Card(Card::Joker(j))));
    faces.extend("3456789TJQKA2BR".chars().map(Face::Rank));
    faces.extend(Tile::ALL.map(Face::Tile));
    faces.extend([Face::Back, Face::TileBack]);
    faces
}

fn name(f: Face) -> String {
    match f {
        Face::Card(c) => format!("card {c}"),
        Face::Rank(r) => format!("ddz {r}"),
        Face::Tile(t) => format!("tile {}-{}", t.pips().0, t.pips().1),
        Face::Back => "back".into(),
        Face::TileBack => "tile back".into(),
    }
}

#[test]
fn every_card_tile_and_back_draws_as_snapshotted() {
    let mut prints = BTreeMap::new();
    for f in every_face() {
        prints.insert(name(f), fingerprint(&piece(f, Style::default())));
    }
    for c in Card::deck52() {
        let four = Style { four_colour: true };
        prints.insert(
            format!("four-colour {c}"),
            fingerprint(&piece(Face::Card(c), four)),
        );
    }
    insta::assert_json_snapshot!("every_piece", prints);
}

#[test]
fn every_piece_looks_different_from_every_other() {
    let mut seen = BTreeMap::new();
    // Dou Dizhu's jokers are the jokers: the same picture on purpose.
    for f in every_face()
        .into_iter()
        .filter(|f| !matches!(f, Face::Rank('B' | 'R')))
    {
        let print = fingerprint(&piece(f, Style::default()));
        if let Some(other) = seen.insert(print, name(f)) {
            panic!("{} draws exactly like {other}", name(f));
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Ink {
    Red,
    Black,
    Other,
}

fn ink(p: tiny_skia::PremultipliedColorU8) -> Ink {
    let (r, g, b) = (p.red(), p.green(), p.blue());
    if r > 150 && g < 100 && b < 100 {
        Ink::Red
    } else if r < 70 && g < 70 && b < 70 {
        Ink::Black
    } else {
        Ink::Other
    }
}

/// Counts blobs of red and of black pixels (4-connected, at least `min` pixels each).
fn count_blobs(p: &Pixmap, min: usize) -> (usize, usize) {
    let (w, h) = (p.width() as usize, p.height() as usize);
    let inks: Vec<Ink> = p.pixels().iter().map(|&px| ink(px)).collect();
    let mut seen = vec![false; w * h];
    let (mut red, mut black) = (0, 0);
    for start in 0..w * h {
        if seen[start] || inks[start] == Ink::Other {
            continue;
        }
        let colour = inks[start];
        let mut stack = vec![start];
        seen[start] = true;
        let mut size = 0;
        while let Some(i) = stack.pop() {
            size += 1;
            let (x, y) = (i % w, i / w);
            let mut visit = |j: usize| {
                if !seen[j] && inks[j] == colour {
                    seen[j] = true;
                    stack.push(j);
                }
            };
            if x > 0 {
                visit(i - 1);
            }
            if x + 1 < w {
                visit(i + 1);
            }
            if y > 0 {
                visit(i - w);
            }
            if y + 1 < h {
                visit(i + w);
            }
        }
        if size >= min {
            match colour {
                Ink::Red => red += 1,
                _ => black += 1,
            }
        }
    }
    (red, black)
}

/// The convention, written out independently of the drawing code: 1s and 4s red, 天's two
/// 6s half red (docs/images.md#tiles).
fn expected_pips(t: Tile) -> (usize, usize) {
    let (a, b) = t.pips();
    if t == Tile::Tian {
        return (6, 6);
    }
    let red = |p: u8| if p == 1 || p == 4 { usize::from(p) } else { 0 };
    let black = |p: u8| if p == 1 || p == 4 { 0 } else { usize::from(p) };
    (red(a) + red(b), black(a) + black(b))
}

#[test]
fn every_tile_has_its_pips_in_the_right_colours() {
    for t in Tile::ALL {
        let counted = count_blobs(&piece(Face::Tile(t), Style::default()), 20);
        assert_eq!(
            counted,
            expected_pips(t),
            "{} ({:?}): (red, black) pips counted from the pixels",
            t.name(),
            t.pips()
        );
    }
    // The counter itself: a tile back has no pips at all.
    assert_eq!(
        count_blobs(&piece(Face::TileBack, Style::default()), 20),
        (0, 0)
    );
}

#[test]
fn red_tiles_by_the_rules_are_exactly_those_with_red_pips() {
    for t in Tile::ALL {
        let (red, _) = count_blobs(&piece(Face::Tile(t), Style::default()), 20);
        assert_eq!(red > 0, t.is_red(), "{}", t.name());
    }
}

fn one_row(groups: Vec<Group>) -> Scene {
    Scene {
        rows: vec![Row {
            seat: None,
            turn: false,
            groups,
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
        let pix = layout::draw(&scene, Style::default(), super::SCALE).unwrap();
        prints.insert(
            format!("{kind:?}"),
            format!("{}x{} {}", pix.width(), pix.height(), fingerprint(&pix)),
        );
        let table = scenes::table(&g.view(Seat(0)));
        let pix = layout::draw(&table, Style::default(), super::SCALE).unwrap();
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
                    let kept = layout::draw(&scene, style, super::SCALE).unwrap();
                    let paths = layout::draw_from_paths(&scene, style, super::SCALE).unwrap();
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
        caption: None,
    };
    let scene = one_row(vec![g]);
    assert!(super::png(&scene, Style::default()).is_ok());
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
    let bytes = super::png(&scene, Style::default()).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
    let reader = decoder.read_info().expect("a PNG header");
    let info = reader.info();
    assert!(info.width <= canvas::px(layout::MAX_WIDTH, super::SCALE));
    assert!(info.height > 0);
    assert_eq!(
        super::png(&scene, Style::default()).unwrap(),
        bytes,
        "deterministic"
    );
}

#[test]
fn nothing_to_draw_is_an_error_not_an_empty_image() {
    assert!(super::png(&Scene::default(), Style::default()).is_err());
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
                let bytes = super::png(&scene, style).unwrap();
                assert!(bytes.len() < 150_000, "{kind:?}: {} bytes", bytes.len());
            }
        }
    }
}

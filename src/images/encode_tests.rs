//! The PNG encoding: what a viewer decodes is exactly the picture drawn, and the palette is in
//! the order colours first appear (row by row, left to right), whichever shortcut found them.

use super::canvas::{self, FELT};
use super::{Style, layout, scenes};
use crate::games::Options;
use crate::games::any::GameKind;
use tiny_skia::{Color, Pixmap};

/// The RGB rows a viewer gets from `png` bytes (palette expanded).
fn decoded(png: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let palette = reader.info().palette.as_ref().unwrap().to_vec();
    let mut out = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut out).unwrap();
    out.truncate(frame.buffer_size());
    (out, palette)
}

fn rgb_of(pix: &Pixmap) -> Vec<u8> {
    pix.data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect()
}

/// The palette a plain pass pixel by pixel gives.
fn first_appearance(pix: &Pixmap) -> Vec<u8> {
    let mut seen: Vec<[u8; 3]> = Vec::new();
    for p in pix.data().chunks_exact(4) {
        let c = [p[0], p[1], p[2]];
        if !seen.contains(&c) {
            seen.push(c);
        }
    }
    seen.concat()
}

fn hand(game: GameKind, cards: &str) -> Pixmap {
    let scene = scenes::typed_hand(game, cards, &Options::new()).unwrap();
    layout::draw(&scene, Style::default(), super::SCALE).unwrap()
}

#[test]
fn a_drawn_hand_decodes_to_exactly_its_pixels_with_colours_in_order_of_appearance() {
    for (game, cards) in [
        (GameKind::Doudizhu, "333 44 5 66 777 8 99 TT J Q KK 2 R"),
        (GameKind::Chicago, "Ah Kd Tc 7s 2h"),
        (GameKind::Yaodiren, "天地人和梅子长二长三斧头四六"),
    ] {
        let pix = hand(game, cards);
        let (rgb, palette) = decoded(&canvas::encode(&pix).unwrap());
        assert_eq!(rgb, rgb_of(&pix), "{game:?}: the pixels decoded");
        assert_eq!(palette, first_appearance(&pix), "{game:?}: the palette");
    }
}

#[test]
fn a_row_that_differs_from_the_one_above_only_past_a_span_is_still_exact() {
    // Rows equal to the row above except in their last pixel, and a colour first seen there:
    // the copy of equal spans must not carry the above row's index into that pixel.
    let mut pix = Pixmap::new(37, 5).unwrap();
    pix.fill(FELT.color());
    let colours = [
        Color::from_rgba8(200, 10, 10, 255),
        Color::from_rgba8(10, 200, 10, 255),
        Color::from_rgba8(10, 10, 200, 255),
    ];
    for (y, c) in colours.iter().enumerate() {
        let i = (y + 1) * 37 - 1;
        pix.pixels_mut()[i] = c.premultiply().to_color_u8();
    }
    let (rgb, palette) = decoded(&canvas::encode(&pix).unwrap());
    assert_eq!(rgb, rgb_of(&pix));
    assert_eq!(palette, first_appearance(&pix));
    assert_eq!(palette.len(), 4 * 3, "the felt and three colours");
}

#[test]
fn a_picture_after_a_bigger_one_is_exact_though_the_kept_buffers_hold_the_old_one() {
    // The drawing thread keeps its buffers (`buffers`): the second, smaller picture is drawn
    // and indexed over what the first left behind.
    let big = hand(
        GameKind::Yaodiren,
        "天天地地人人和和梅子梅子长二长二长三斧头四六",
    );
    let _ = canvas::encode(&big).unwrap();
    super::buffers::keep_pixels(big.take());
    let small = hand(GameKind::Chicago, "Ah Kd");
    let (rgb, palette) = decoded(&canvas::encode(&small).unwrap());
    assert_eq!(rgb, rgb_of(&small));
    assert_eq!(palette, first_appearance(&small));
}

#[test]
fn a_filled_pixmap_is_the_colour_everywhere_as_a_fill_makes_it() {
    for (w, h) in [(1, 1), (3, 1), (37, 5), (64, 64)] {
        let mut filled_after = Pixmap::new(w, h).unwrap();
        filled_after.fill(FELT.color());
        let filled = canvas::filled(w, h, FELT).unwrap();
        assert_eq!(filled.data(), filled_after.data(), "{w}×{h}");
    }
}

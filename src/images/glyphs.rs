//! paiju's own vector lettering: a small single-stroke alphabet (the capitals, digits and
//! signs: card indices, `JOKER`, labels such as `KITTY` or `PILE 2`) and the four suit shapes, drawn from paths so no font — system or embedded —
//! is needed. Glyphs live on an 8 × 12 grid (y down), stroked with round ends; suits on a unit
//! square, filled.

use tiny_skia::{FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, Transform};

/// Grid width and height of a glyph.
pub const GLYPH_W: f32 = 8.0;
pub const GLYPH_H: f32 = 12.0;

/// One glyph's strokes in a tiny path language: `M x y`, `L x y`, `C x1 y1 x2 y2 x y`,
/// `E cx cy rx ry` (an ellipse), on the 8 × 12 grid.
fn strokes(c: char) -> Option<&'static str> {
    Some(match c {
        // The 0 narrower than the O.
        '0' => "E 4 6 3.3 6",
        'O' => "E 4 6 4 6",
        '1' => "M 1.5 2.5 L 4.5 0 L 4.5 12",
        '2' => "M 0.6 3 C 0.6 -0.9 7.6 -0.9 7.6 3.1 C 7.6 6.2 0.4 8.6 0.2 12 L 8 12",
        '3' => {
            "M 0.4 1.6 C 2.2 -0.6 7.6 -0.5 7.6 3 C 7.6 5.4 5.4 6 3.2 6 \
             C 5.6 6 8 6.6 8 9 C 8 12.8 1.8 12.9 0.2 10.4"
        }
        '4' => "M 6 12 L 6 0 L 0 8.4 L 8 8.4",
        '5' => "M 7.4 0 L 1.2 0 L 0.6 5.4 C 2.4 4.2 8 3.9 8 8.2 C 8 12.9 1.6 12.8 0.2 10.4",
        '6' => "M 7 1 C 3.8 -0.9 0.2 1 0.2 7.6 E 4.1 8.4 3.9 3.6",
        '7' => "M 0 0 L 8 0 L 3 12",
        '8' => "E 4 3 3.1 3 E 4 8.9 3.8 3.1",
        '9' => "E 3.9 3.6 3.9 3.6 M 7.8 3.6 C 7.8 10.6 4.4 13 0.8 11",
        // The capitals, for labels (`KITTY`, `PILE 2`, `LANDLORD`, a seat's name).
        'A' => "M 0 12 L 4 0 L 8 12 M 1.4 8 L 6.6 8",
        'B' => {
            "M 0.6 12 L 0.6 0 L 4.2 0 C 7.8 0 7.8 5.8 4.2 5.8 L 0.6 5.8 \
             M 4.2 5.8 C 8.4 5.8 8.4 12 4.4 12 L 0.6 12"
        }
        'C' => "M 7.6 2.2 C 6 -0.8 0.3 -0.7 0.3 6 C 0.3 12.7 6 12.8 7.6 9.8",
        'D' => "M 0.6 0 L 0.6 12 L 3.4 12 C 8.8 12 8.8 0 3.4 0 L 0.6 0",
        'E' => "M 7.6 0 L 0.6 0 L 0.6 12 L 7.6 12 M 0.6 6 L 6 6",
        'F' => "M 7.6 0 L 0.6 0 L 0.6 12 M 0.6 6 L 6 6",
        'G' => "M 7.6 2.2 C 6 -0.8 0.3 -0.7 0.3 6 C 0.3 12.7 7.6 12.8 7.6 7.2 L 4.4 7.2",
        'H' => "M 0.6 0 L 0.6 12 M 7.4 0 L 7.4 12 M 0.6 6 L 7.4 6",
        'I' => "M 4 0 L 4 12 M 1.6 0 L 6.4 0 M 1.6 12 L 6.4 12",
        'J' => "M 2.6 0 L 7 0 L 7 8.6 C 7 12.9 0.8 12.9 0.4 9.2",
        'K' => "M 0.6 0 L 0.6 12 M 7.6 0 L 0.6 7.4 M 2.9 5 L 8 12",
        'L' => "M 0.6 0 L 0.6 12 L 7.4 12",
        'M' => "M 0.4 12 L 0.4 0 L 4 7.5 L 7.6 0 L 7.6 12",
        'N' => "M 0.6 12 L 0.6 0 L 7.4 12 L 7.4 0",
        'P' => "M 0.6 12 L 0.6 0 L 4.6 0 C 8.8 0 8.8 6.4 4.6 6.4 L 0.6 6.4",
        'Q' => "E 4 6 3.9 6 M 4.6 8.6 L 8 12.6",
        'R' => "M 0.6 12 L 0.6 0 L 4.6 0 C 8.8 0 8.8 6.4 4.6 6.4 L 0.6 6.4 M 3.8 6.4 L 8 12",
        'S' => {
            "M 7.4 1.9 C 5.8 -0.8 0.6 -0.5 0.6 3 C 0.6 6.6 7.6 5.2 7.6 9 C 7.6 12.8 1.8 12.9 0.3 10"
        }
        'T' => "M 0 0 L 8 0 M 4 0 L 4 12",
        'U' => "M 0.6 0 L 0.6 8 C 0.6 12.7 7.4 12.7 7.4 8 L 7.4 0",
        'V' => "M 0 0 L 4 12 L 8 0",
        'W' => "M 0 0 L 2 12 L 4 4 L 6 12 L 8 0",
        'X' => "M 0.4 0 L 7.6 12 M 7.6 0 L 0.4 12",
        'Y' => "M 0 0 L 4 6 L 8 0 M 4 6 L 4 12",
        'Z' => "M 0.4 0 L 7.6 0 L 0.4 12 L 7.6 12",
        '+' => "M 4 2.5 L 4 9.5 M 0.5 6 L 7.5 6",
        '-' => "M 0.8 6 L 7.2 6",
        '=' => "M 0.8 4 L 7.2 4 M 0.8 8 L 7.2 8",
        '/' => "M 7 0 L 1 12",
        '×' => "M 1 3 L 7 9 M 7 3 L 1 9",
        _ => return None,
    })
}

/// Where a glyph sits in its advance (grid units to shift it left) and how far the pen moves:
/// the `1` is narrow, so `10` stays tight and clear of a card's edge; the rest are 8 wide.
fn advance(c: char) -> (f32, f32) {
    match c {
        '1' => (1.2, 4.6),
        _ => (0.0, GLYPH_W),
    }
}

/// The path of one glyph on its grid, or `None` for a character the alphabet lacks.
fn glyph_path(c: char) -> Option<Path> {
    let text = strokes(c)?;
    let mut pb = PathBuilder::new();
    let nums: Vec<&str> = text.split_whitespace().collect();
    let mut i = 0;
    let num = |k: usize| nums[k].parse::<f32>().expect("a glyph number");
    while i < nums.len() {
        match nums[i] {
            "M" => {
                pb.move_to(num(i + 1), num(i + 2));
                i += 3;
            }
            "L" => {
                pb.line_to(num(i + 1), num(i + 2));
                i += 3;
            }
            "C" => {
                pb.cubic_to(
                    num(i + 1),
                    num(i + 2),
                    num(i + 3),
                    num(i + 4),
                    num(i + 5),
                    num(i + 6),
                );
                i += 7;
            }
            "E" => {
                let (cx, cy, rx, ry) = (num(i + 1), num(i + 2), num(i + 3), num(i + 4));
                if let Some(r) = tiny_skia::Rect::from_ltrb(cx - rx, cy - ry, cx + rx, cy + ry) {
                    pb.push_oval(r);
                }
                i += 5;
            }
            other => unreachable!("unknown glyph command {other}"),
        }
    }
    pb.finish()
}

/// Every character `text` may use.
pub fn has_glyph(c: char) -> bool {
    c == ' ' || strokes(c).is_some()
}

/// Text made drawable: capitals for small letters, and `None` when a character is still not
/// in the alphabet (a name in another script: the picture shows the seat number alone).
pub fn drawable(text: &str) -> Option<String> {
    let up: String = text.chars().map(|c| c.to_ascii_uppercase()).collect();
    up.chars().all(has_glyph).then_some(up)
}

/// Between glyphs, in grid units.
const SPACING: f32 = 2.5;

/// How wide `text` is drawn at `height` (each glyph's advance plus a gap).
pub fn text_width(text: &str, height: f32) -> f32 {
    let scale = height / GLYPH_H;
    let n = text.chars().count() as f32;
    let advances: f32 = text.chars().map(|c| advance(c).1).sum();
    (advances + (n - 1.0).max(0.0) * SPACING) * scale
}

/// Draws `text` with its top-left corner at (x, y), `height` tall (the stroke grows with it).
pub fn draw_text(pix: &mut Pixmap, text: &str, x: f32, y: f32, height: f32, paint: &Paint) {
    let scale = height / GLYPH_H;
    let stroke = Stroke {
        width: 1.7,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    let mut pen = x;
    for c in text.chars() {
        let (shift, width) = advance(c);
        if let Some(path) = glyph_path(c) {
            let t = Transform::from_row(scale, 0.0, 0.0, scale, pen - shift * scale, y);
            pix.stroke_path(&path, paint, &stroke, t, None);
        }
        pen += (width + SPACING) * scale;
    }
}

/// Draws `text` centred on (cx, y-top).
pub fn draw_text_centred(pix: &mut Pixmap, text: &str, cx: f32, y: f32, h: f32, paint: &Paint) {
    let w = text_width(text, h);
    draw_text(pix, text, cx - w / 2.0, y, h, paint);
}

/// The four suit shapes, each filling the unit square (0..1, y down).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Heart,
    Diamond,
    Spade,
    Club,
    Star,
}

fn shape_path(shape: Shape) -> Option<Path> {
    let mut pb = PathBuilder::new();
    match shape {
        Shape::Heart => {
            pb.move_to(0.5, 0.98);
            pb.cubic_to(0.28, 0.74, -0.02, 0.58, 0.0, 0.3);
            pb.cubic_to(0.02, 0.02, 0.4, -0.06, 0.5, 0.22);
            pb.cubic_to(0.6, -0.06, 0.98, 0.02, 1.0, 0.3);
            pb.cubic_to(1.02, 0.58, 0.72, 0.74, 0.5, 0.98);
            pb.close();
        }
        Shape::Diamond => {
            pb.move_to(0.5, 0.0);
            pb.line_to(0.9, 0.5);
            pb.line_to(0.5, 1.0);
            pb.line_to(0.1, 0.5);
            pb.close();
        }
        Shape::Spade => {
            pb.move_to(0.5, 0.0);
            pb.cubic_to(0.72, 0.26, 1.02, 0.4, 1.0, 0.64);
            pb.cubic_to(0.98, 0.88, 0.66, 0.92, 0.53, 0.72);
            pb.line_to(0.62, 1.0);
            pb.line_to(0.38, 1.0);
            pb.line_to(0.47, 0.72);
            pb.cubic_to(0.34, 0.92, 0.02, 0.88, 0.0, 0.64);
            pb.cubic_to(-0.02, 0.4, 0.28, 0.26, 0.5, 0.0);
            pb.close();
        }
        Shape::Club => {
            pb.push_circle(0.5, 0.25, 0.23);
            pb.push_circle(0.24, 0.6, 0.23);
            pb.push_circle(0.76, 0.6, 0.23);
            pb.push_circle(0.5, 0.52, 0.12);
            pb.move_to(0.46, 0.55);
            pb.line_to(0.37, 1.0);
            pb.line_to(0.63, 1.0);
            pb.line_to(0.54, 0.55);
            pb.close();
        }
        Shape::Star => {
            for k in 0..10u8 {
                let angle = std::f32::consts::PI * (f32::from(k) / 5.0 - 0.5);
                let r = if k % 2 == 0 { 0.5 } else { 0.2 };
                let (x, y) = (0.5 + r * angle.cos(), 0.53 + r * angle.sin());
                if k == 0 {
                    pb.move_to(x, y);
                } else {
                    pb.line_to(x, y);
                }
            }
            pb.close();
        }
    }
    pb.finish()
}

/// Fills `shape` into the square at (x, y) of side `size`.
pub fn draw_shape(pix: &mut Pixmap, shape: Shape, x: f32, y: f32, size: f32, paint: &Paint) {
    if let Some(path) = shape_path(shape) {
        let t = Transform::from_row(size, 0.0, 0.0, size, x, y);
        pix.fill_path(&path, paint, FillRule::Winding, t, None);
    }
}

/// The same, upside down about the square's centre (the lower corner index of a card).
pub fn draw_shape_flipped(pix: &mut Pixmap, shape: Shape, x: f32, y: f32, size: f32, p: &Paint) {
    if let Some(path) = shape_path(shape) {
        let t = Transform::from_row(-size, 0.0, 0.0, -size, x + size, y + size);
        pix.fill_path(&path, p, FillRule::Winding, t, None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_index_and_digit_has_a_glyph() {
        for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-=/×".chars() {
            assert!(glyph_path(c).is_some(), "no glyph for {c}");
        }
        assert!(!has_glyph('z'));
        assert_eq!(drawable("Ann 2"), Some("ANN 2".to_string()));
        assert_eq!(drawable("小明"), None);
    }

    #[test]
    fn every_suit_shape_is_a_path() {
        for s in [
            Shape::Heart,
            Shape::Diamond,
            Shape::Spade,
            Shape::Club,
            Shape::Star,
        ] {
            assert!(shape_path(s).is_some(), "{s:?}");
        }
    }
}

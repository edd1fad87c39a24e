//! paiju's own vector lettering: a small single-stroke alphabet (the card indices, digits,
//! `JOKER`, signs) and the four suit shapes, drawn from paths so no font — system or embedded —
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
        '0' | 'O' => "E 4 6 3.8 6",
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
        'A' => "M 0 12 L 4 0 L 8 12 M 1.4 8 L 6.6 8",
        'K' => "M 0.6 0 L 0.6 12 M 7.6 0 L 0.6 7.4 M 2.9 5 L 8 12",
        'Q' => "E 4 6 3.9 6 M 4.6 8.6 L 8 12.6",
        'J' => "M 2.6 0 L 7 0 L 7 8.6 C 7 12.9 0.8 12.9 0.4 9.2",
        'E' => "M 7.6 0 L 0.6 0 L 0.6 12 L 7.6 12 M 0.6 6 L 6 6",
        'R' => "M 0.6 12 L 0.6 0 L 4.6 0 C 8.8 0 8.8 6.4 4.6 6.4 L 0.6 6.4 M 3.8 6.4 L 8 12",
        '+' => "M 4 2.5 L 4 9.5 M 0.5 6 L 7.5 6",
        '-' => "M 0.8 6 L 7.2 6",
        '×' => "M 1 3 L 7 9 M 7 3 L 1 9",
        _ => return None,
    })
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

/// How wide `text` is drawn at `height` (glyph advance: the grid width plus a gap; `10` is
/// drawn tighter so it fits a card corner).
pub fn text_width(text: &str, height: f32) -> f32 {
    let scale = height / GLYPH_H;
    let n = text.chars().count() as f32;
    let squeeze = if text == "10" { 0.8 } else { 1.0 };
    (n * GLYPH_W * squeeze + (n - 1.0).max(0.0) * 2.5) * scale
}

/// Draws `text` with its top-left corner at (x, y), `height` tall (the stroke grows with it).
pub fn draw_text(pix: &mut Pixmap, text: &str, x: f32, y: f32, height: f32, paint: &Paint) {
    let scale = height / GLYPH_H;
    let squeeze: f32 = if text == "10" { 0.8 } else { 1.0 };
    let stroke = Stroke {
        width: (1.7 / squeeze).max(1.2),
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    let mut pen = x;
    for c in text.chars() {
        if let Some(path) = glyph_path(c) {
            let t = Transform::from_row(scale * squeeze, 0.0, 0.0, scale, pen, y);
            pix.stroke_path(&path, paint, &stroke, t, None);
        }
        pen += (GLYPH_W * squeeze + 2.5) * scale;
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
        for c in "A23456789JQK10JOKER+-×".chars() {
            assert!(glyph_path(c).is_some(), "no glyph for {c}");
        }
        assert!(!has_glyph('z'));
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

//! Drawing in layout units on a pixmap: the colours, the piece sizes, rounded rectangles,
//! lines, glyph text and shapes, and the PNG encoding of the result. What goes where is
//! `layout`'s business; this file knows no scene.

use super::glyphs::{self, Shape};
use tiny_skia::{Color, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

/// A card's and a tile's size, in units.
pub const CARD_W: f32 = 52.0;
pub const CARD_H: f32 = 74.0;
pub const TILE_W: f32 = 26.0;
pub const TILE_H: f32 = 72.0;

pub const FELT: Rgb = rgb(0x1d, 0x5c, 0x3b);
pub const INK_LIGHT: Rgb = rgb(0xf5, 0xf5, 0xf0);
pub const TURN: Rgb = rgb(0xf2, 0xc2, 0x30);
pub const DARK: Rgb = rgb(0x1a, 0x1a, 0x1a);

/// An opaque colour (tiny-skia's `Color` cannot be made in a `const`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn color(self) -> Color {
        Color::from_rgba8(self.0, self.1, self.2, 255)
    }
}

pub const fn rgb(r: u8, g: u8, b: u8) -> Rgb {
    Rgb(r, g, b)
}

pub fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c.color());
    p.anti_alias = true;
    p
}

/// A `w`×`h` pixmap of colour `c`, in this thread's kept buffer (`buffers`), each byte
/// written once (`Pixmap::new` zeroes it, then a fill writes it again).
pub fn filled(w: u32, h: u32, c: Rgb) -> Option<Pixmap> {
    let size = tiny_skia::IntSize::from_wh(w, h)?;
    let total = w as usize * h as usize * 4;
    let mut data = super::buffers::pixels();
    // Opaque, so premultiplied is the colour itself; doubled by copies of what is written.
    data.extend_from_slice(&[c.0, c.1, c.2, 255]);
    while data.len() < total {
        let more = (total - data.len()).min(data.len());
        data.extend_from_within(..more);
    }
    Pixmap::from_vec(data, size)
}

/// A pixmap with drawing in layout units.
pub struct Canvas {
    pub pix: Pixmap,
    pub s: f32,
}

impl Canvas {
    pub fn rrect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, fill: Rgb) {
        if let Some(path) = rrect_path(x * self.s, y * self.s, w * self.s, h * self.s, r * self.s) {
            self.pix.fill_path(
                &path,
                &paint(fill),
                tiny_skia::FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    /// The outline of a rounded rectangle `(x, y, w, h)`.
    pub fn rrect_stroke(&mut self, rect: (f32, f32, f32, f32), r: f32, c: Rgb, width: f32) {
        let (x, y, w, h) = rect;
        if let Some(path) = rrect_path(x * self.s, y * self.s, w * self.s, h * self.s, r * self.s) {
            let stroke = Stroke {
                width: width * self.s,
                ..Stroke::default()
            };
            self.pix
                .stroke_path(&path, &paint(c), &stroke, Transform::identity(), None);
        }
    }

    /// A straight line; one of no length draws nothing (tiny-skia would only warn).
    pub fn line(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, c: Rgb, width: f32) {
        if (x0, y0) == (x1, y1) {
            return;
        }
        let mut pb = PathBuilder::new();
        pb.move_to(x0 * self.s, y0 * self.s);
        pb.line_to(x1 * self.s, y1 * self.s);
        if let Some(path) = pb.finish() {
            let stroke = Stroke {
                width: width * self.s,
                ..Stroke::default()
            };
            self.pix
                .stroke_path(&path, &paint(c), &stroke, Transform::identity(), None);
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgb) {
        if let Some(path) = PathBuilder::from_circle(cx * self.s, cy * self.s, r * self.s) {
            self.pix.fill_path(
                &path,
                &paint(c),
                tiny_skia::FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    pub fn text(&mut self, text: &str, x: f32, y: f32, h: f32, c: Rgb) {
        glyphs::draw_text(
            &mut self.pix,
            text,
            x * self.s,
            y * self.s,
            h * self.s,
            &paint(c),
        );
    }

    pub fn text_centred(&mut self, text: &str, cx: f32, y: f32, h: f32, c: Rgb) {
        glyphs::draw_text_centred(
            &mut self.pix,
            text,
            cx * self.s,
            y * self.s,
            h * self.s,
            &paint(c),
        );
    }

    pub fn shape(&mut self, shape: Shape, x: f32, y: f32, size: f32, c: Rgb) {
        glyphs::draw_shape(
            &mut self.pix,
            shape,
            x * self.s,
            y * self.s,
            size * self.s,
            &paint(c),
        );
    }

    pub fn shape_flipped(&mut self, shape: Shape, x: f32, y: f32, size: f32, c: Rgb) {
        let (s, p) = (self.s, paint(c));
        glyphs::draw_shape_flipped(&mut self.pix, shape, x * s, y * s, size * s, &p);
    }
}

fn rrect_path(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.quad_to(x + w, y, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.quad_to(x + w, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.quad_to(x, y + h, x, y + h - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

/// Whole pixels for a length in units at `scale`.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
pub fn px(units: f32, scale: f32) -> u32 {
    // Clamped first: layouts are a few hundred units, so this is a small positive count.
    (units * scale).ceil().clamp(1.0, 8192.0) as u32
}

/// PNG bytes of a drawn picture, with a palette (one byte a pixel). The pictures are flat
/// colours with anti-aliased edges, most of them under 256 colours: one pass gives each
/// colour an index as it first appears (a lookup only where the colour changes along a row).
/// A picture with more colours keeps its 256 commonest and any rarer edge shade takes the
/// nearest of them (invisible at this size). A palette makes files several times smaller than
/// RGB. Rows are filtered `Up` (many rows repeat the one above) and compressed fast.
/// Deterministic: the same pixels always give the same bytes.
pub fn encode(pix: &Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let n = pix.width() as usize * pix.height() as usize;
    let mut kept = super::buffers::indices(n);
    let indexed = &mut kept[..n];
    let palette = match first_seen(pix, indexed) {
        Some(palette) => palette,
        None => commonest(pix, indexed),
    };
    let written = write(pix, palette, indexed);
    super::buffers::keep_indices(kept);
    written
}

fn write(pix: &Pixmap, palette: Vec<u8>, indexed: &[u8]) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, pix.width(), pix.height());
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::FilterType::Up);
        enc.set_color(png::ColorType::Indexed);
        enc.set_palette(palette);
        enc.write_header()?.write_image_data(indexed)?;
    }
    Ok(out)
}

/// A colour packed in a u32 (0RGB).
fn packed(p: tiny_skia::PremultipliedColorU8) -> u32 {
    u32::from(p.red()) << 16 | u32::from(p.green()) << 8 | u32::from(p.blue())
}

fn rgb_bytes(c: u32) -> [u8; 3] {
    let [_, r, g, b] = c.to_be_bytes();
    [r, g, b]
}

/// Pixels compared with the row above at a time: equal ones take the above row's indices.
const SPAN: usize = 16;

/// The palette in order of first appearance, the pixels' indices written to `indexed`;
/// `None` past 256 colours.
///
/// Most of a picture repeats the row above (felt, card bodies, the straight sides of pieces):
/// a row equal to the one above copies its indices at once; otherwise it is compared with the
/// one above `SPAN` pixels at a time, and an equal span copies the indices already found. Only
/// spans that differ are looked at pixel by pixel, with a lookup only where the colour changes
/// along the row. A copied span holds only colours the
/// row above already gave an index, so the palette's order is still that of first appearance.
fn first_seen(pix: &Pixmap, indexed: &mut [u8]) -> Option<Vec<u8>> {
    let data = pix.data();
    let width = pix.width() as usize;
    let mut table = ColourTable::new();
    let mut palette: Vec<u8> = Vec::with_capacity(256 * 3);
    let mut last: Option<(u32, u8)> = None;
    for (y, row) in data.chunks_exact(width * 4).enumerate() {
        let here = y * width;
        let above = (y > 0).then(|| &data[(here - width) * 4..here * 4]);
        if above == Some(row) {
            indexed.copy_within(here - width..here, here);
            continue;
        }
        let mut x = 0;
        while x < width {
            let end = (x + SPAN).min(width);
            if let Some(above) = above
                && same_span(&row[x * 4..end * 4], &above[x * 4..end * 4])
            {
                indexed.copy_within(here - width + x..here - width + end, here + x);
                x = end;
                continue;
            }
            for (p, out) in row[x * 4..end * 4]
                .chunks_exact(4)
                .zip(&mut indexed[here + x..here + end])
            {
                let c = u32::from_be_bytes([0, p[0], p[1], p[2]]);
                *out = match last {
                    Some((lc, li)) if lc == c => li,
                    _ => {
                        let i = index_of(&mut table, &mut palette, c)?;
                        last = Some((c, i));
                        i
                    }
                };
            }
            x = end;
        }
    }
    Some(palette)
}

/// Colour `c`'s palette index (a new colour takes the next one); `None` past 256 colours.
fn index_of(table: &mut ColourTable, palette: &mut Vec<u8>, c: u32) -> Option<u8> {
    let slot = table.slot(c);
    if *slot == 0 {
        if palette.len() == 256 * 3 {
            return None;
        }
        palette.extend_from_slice(&rgb_bytes(c));
        // Stored plus one: 0 is a new colour.
        *slot = u32::try_from(palette.len() / 3).expect("at most 256");
    }
    Some(u8::try_from(*slot - 1).expect("a palette index"))
}

/// Whether two spans of pixels are equal: a whole span as eight-byte words folded together
/// (inlined and vectorised, where a slice comparison calls `memcmp` for each span).
fn same_span(a: &[u8], b: &[u8]) -> bool {
    match (
        <&[u8; SPAN * 4]>::try_from(a),
        <&[u8; SPAN * 4]>::try_from(b),
    ) {
        (Ok(a), Ok(b)) => {
            let word = |s: &[u8]| u64::from_ne_bytes(s.try_into().expect("eight bytes"));
            a.chunks_exact(8)
                .zip(b.chunks_exact(8))
                .fold(0, |diff, (x, y)| diff | (word(x) ^ word(y)))
                == 0
        }
        _ => a == b,
    }
}

/// The 256 commonest colours (commonest first, ties by colour), the pixels' indices written
/// to `indexed`, a rarer colour taking the nearest kept one.
fn commonest(pix: &Pixmap, indexed: &mut [u8]) -> Vec<u8> {
    let pixels = pix.pixels();
    let mut table = ColourTable::new();
    let mut run: Option<(u32, u32)> = None;
    for p in pixels {
        let c = packed(*p);
        run = match run {
            Some((rc, n)) if rc == c => Some((rc, n + 1)),
            Some((rc, n)) => {
                *table.slot(rc) += n;
                Some((c, 1))
            }
            None => Some((c, 1)),
        };
    }
    if let Some((rc, n)) = run {
        *table.slot(rc) += n;
    }
    let mut colours: Vec<(u32, u32)> = table.entries().collect();
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let kept = colours.len().min(256);
    let mut palette = Vec::with_capacity(kept * 3);
    // The table now maps each colour to its palette index.
    for (i, (c, _)) in colours[..kept].iter().enumerate() {
        palette.extend_from_slice(&rgb_bytes(*c));
        *table.slot(*c) = u32::try_from(i).expect("at most 256 colours kept");
    }
    for (c, _) in &colours[kept..] {
        let rgb = rgb_bytes(*c);
        let dist = |k: &[u8]| -> u32 {
            rgb.iter()
                .zip(k)
                .map(|(&a, &b)| u32::from(a.abs_diff(b)).pow(2))
                .sum()
        };
        let nearest = palette
            .chunks_exact(3)
            .enumerate()
            .min_by_key(|(_, k)| dist(k))
            .map_or(0, |(i, _)| i);
        *table.slot(*c) = u32::try_from(nearest).expect("a palette index");
    }
    let mut last: Option<(u32, u8)> = None;
    for (p, out) in pixels.iter().zip(indexed) {
        let c = packed(*p);
        let i = match last {
            Some((lc, li)) if lc == c => li,
            _ => u8::try_from(*table.slot(c)).expect("a palette index"),
        };
        last = Some((c, i));
        *out = i;
    }
    palette
}

/// Colour → value, open addressing with linear probing; grows when half full.
struct ColourTable {
    keys: Vec<u32>,
    values: Vec<u32>,
    len: usize,
}

/// No colour is this (colours are 24-bit).
const EMPTY: u32 = u32::MAX;

impl ColourTable {
    fn new() -> ColourTable {
        ColourTable {
            keys: vec![EMPTY; 1024],
            values: vec![0; 1024],
            len: 0,
        }
    }

    fn find(&self, c: u32) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (c.wrapping_mul(0x9E37_79B1) >> 8) as usize & mask;
        while self.keys[i] != EMPTY && self.keys[i] != c {
            i = (i + 1) & mask;
        }
        i
    }

    /// The value of colour `c`, made 0 if new.
    fn slot(&mut self, c: u32) -> &mut u32 {
        let mut i = self.find(c);
        if self.keys[i] == EMPTY {
            if 2 * (self.len + 1) > self.keys.len() {
                self.grow();
                i = self.find(c);
            }
            self.keys[i] = c;
            self.len += 1;
        }
        &mut self.values[i]
    }

    fn grow(&mut self) {
        let old: Vec<(u32, u32)> = self.entries().collect();
        let size = self.keys.len() * 2;
        self.keys = vec![EMPTY; size];
        self.values = vec![0; size];
        self.len = 0;
        for (k, v) in old {
            *self.slot(k) = v;
        }
    }

    fn entries(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.keys
            .iter()
            .zip(&self.values)
            .filter(|(k, _)| **k != EMPTY)
            .map(|(&k, &v)| (k, v))
    }
}

/// A rectangle in units (for tests that look at one piece).
pub fn rect(x: f32, y: f32, w: f32, h: f32) -> Option<Rect> {
    Rect::from_xywh(x, y, w, h)
}

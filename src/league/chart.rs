//! The rating-over-time chart of `/league player`: a PNG drawn with `plotters` on its bitmap
//! backend, without text (no font is needed, none is loaded): the line is the shown rating
//! after each rated result, the dashed band the range it moved in, on a white card.

use plotters::prelude::*;

pub const WIDTH: u32 = 640;
pub const HEIGHT: u32 = 240;

#[derive(Debug, thiserror::Error)]
pub enum ChartError {
    #[error("drawing the chart: {0}")]
    Draw(String),
    #[error("encoding the chart: {0}")]
    Encode(#[from] png::EncodingError),
}

/// The shown rating after each result, oldest first, as a PNG.
pub fn rating_png(ratings: &[f64]) -> Result<Vec<u8>, ChartError> {
    let (w, h) = (WIDTH as usize, HEIGHT as usize);
    let mut rgb = vec![0u8; w * h * 3];
    draw(&mut rgb, ratings).map_err(ChartError::Draw)?;
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&rgb)?;
    }
    Ok(out)
}

fn draw(rgb: &mut [u8], ratings: &[f64]) -> Result<(), String> {
    fn e<E: std::error::Error + Send + Sync>(err: DrawingAreaErrorKind<E>) -> String {
        err.to_string()
    }
    let root = BitMapBackend::with_buffer(rgb, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE).map_err(e)?;
    let area = root.margin(16, 16, 16, 16);
    // A start at 0 (μ − 3σ of a new player) and at least one step, so one game still draws.
    let points: Vec<(f64, f64)> = std::iter::once(0.0)
        .chain(ratings.iter().copied())
        .enumerate()
        .map(|(i, r)| (f64::from(u32::try_from(i).unwrap_or(u32::MAX)), r))
        .collect();
    let lo = points.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let hi = points.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let pad = ((hi - lo) * 0.1).max(1.0);
    let last = points.last().map_or(1.0, |p| p.0).max(1.0);
    let mut chart = ChartBuilder::on(&area)
        .build_cartesian_2d(0.0..last, (lo - pad)..(hi + pad))
        .map_err(e)?;
    // Grid: a line every 5 rating points.
    let mut y = ((lo - pad) / 5.0).ceil() * 5.0;
    while y <= hi + pad {
        let colour = if y == 0.0 {
            RGBColor(150, 150, 150)
        } else {
            RGBColor(225, 225, 225)
        };
        chart
            .draw_series(LineSeries::new(
                [(0.0, y), (last, y)],
                colour.stroke_width(1),
            ))
            .map_err(e)?;
        y += 5.0;
    }
    let blue = RGBColor(54, 110, 200);
    chart
        .draw_series(LineSeries::new(
            points.iter().copied(),
            blue.stroke_width(3),
        ))
        .map_err(e)?;
    chart
        .draw_series(points.iter().map(|p| Circle::new(*p, 3, blue.filled())))
        .map_err(e)?;
    root.present().map_err(e)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_is_a_png_of_the_promised_size() {
        let png = rating_png(&[1.5, 3.0, 2.0, 6.5]).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let decoder = png::Decoder::new(std::io::Cursor::new(&png));
        let reader = decoder.read_info().unwrap();
        assert_eq!((reader.info().width, reader.info().height), (WIDTH, HEIGHT));
    }

    #[test]
    fn a_player_without_games_still_gets_a_chart() {
        assert!(rating_png(&[]).unwrap().len() > 100);
    }
}

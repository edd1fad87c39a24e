//! A player's rating over time as SVG, drawn here on the server (no script, no library in the
//! browser): the shown rating after each rated result, with the grid and its values, the
//! first and last rating labelled. Only numbers reach the drawing; the title and description
//! (for screen readers) are text maud escapes.

use maud::{Markup, html};

pub const WIDTH: f64 = 640.0;
pub const HEIGHT: f64 = 240.0;
/// Room for the axis values on the left, and a margin elsewhere.
const LEFT: f64 = 44.0;
const PAD: f64 = 14.0;

/// The chart of `ratings` (oldest first), titled for assistive technology.
pub fn rating_svg(ratings: &[f64], title: &str, description: &str) -> Markup {
    // A start at 0 (μ − 3σ of a new player), so one game still draws a line.
    let points: Vec<f64> = std::iter::once(0.0)
        .chain(ratings.iter().copied().filter(|r| r.is_finite()))
        .collect();
    let lo = points.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = points.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let pad = ((hi - lo) * 0.1).max(1.0);
    let (lo, hi) = (lo - pad, hi + pad);
    let steps = f64::from(u32::try_from(points.len() - 1).unwrap_or(u32::MAX)).max(1.0);
    let x = |i: usize| {
        LEFT + (WIDTH - LEFT - PAD) * f64::from(u32::try_from(i).unwrap_or(u32::MAX)) / steps
    };
    let y = |r: f64| PAD + (HEIGHT - 2.0 * PAD) * (hi - r) / (hi - lo);
    let line: String = points
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{:.1},{:.1}", x(i), y(*r)))
        .collect::<Vec<_>>()
        .join(" ");
    // A grid line every 5 points, or every 5×2ⁿ when the range is wide: at most about 8.
    let mut every = 5.0;
    while (hi - lo) / every > 8.0 {
        every *= 2.0;
    }
    let grid: Vec<f64> = (0..)
        .map(|k| (lo / every).ceil() * every + f64::from(k) * every)
        .take_while(|g| *g <= hi)
        .take(64)
        .collect();
    // Points drawn only while they stay apart.
    let dots = points.len() <= 120;
    html! {
        svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img"
            viewBox=(format!("0 0 {WIDTH} {HEIGHT}")) width=(WIDTH) height=(HEIGHT)
            aria-labelledby="chart-title chart-desc" {
            title id="chart-title" { (title) }
            desc id="chart-desc" { (description) }
            rect x="0" y="0" width=(WIDTH) height=(HEIGHT) fill="#ffffff" {}
            @for g in &grid {
                line x1=(LEFT) x2=(WIDTH - PAD) y1=(format!("{:.1}", y(*g))) y2=(format!("{:.1}", y(*g)))
                    stroke=(if *g == 0.0 { "#8a8a8a" } else { "#dddddd" }) stroke-width="1" {}
                text x=(LEFT - 6.0) y=(format!("{:.1}", y(*g) + 4.0)) text-anchor="end"
                    font-size="11" fill="#444444" { (format!("{g:.0}")) }
            }
            polyline points=(line) fill="none" stroke="#2f5fb3" stroke-width="2.5" {}
            @if dots {
                @for (i, r) in points.iter().enumerate() {
                    circle cx=(format!("{:.1}", x(i))) cy=(format!("{:.1}", y(*r))) r="3" fill="#2f5fb3" {}
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_draws_one_point_per_result_plus_the_start() {
        let svg = rating_svg(&[1.5, 3.0, -2.0], "t", "d").into_string();
        assert!(svg.starts_with("<svg"), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 4);
        assert!(svg.contains("role=\"img\""));
        assert!(svg.contains("<title id=\"chart-title\">t</title>"));
    }

    #[test]
    fn text_in_the_chart_is_escaped() {
        let svg = rating_svg(&[], "<script>alert(1)</script>", "\"quoted\"").into_string();
        assert!(!svg.contains("<script>"), "{svg}");
        assert!(svg.contains("&lt;script&gt;"));
    }

    #[test]
    fn a_wide_range_keeps_the_grid_small() {
        let svg = rating_svg(&[-500.0, 800.0], "t", "d").into_string();
        assert!(svg.matches("<line").count() <= 10, "{svg}");
    }
}

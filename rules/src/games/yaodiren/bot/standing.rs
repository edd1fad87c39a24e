//! What a hand's payments are worth to a seat: the chance they leave it of winning the match.
//!
//! docs/rules/yaodiren.md#table-seats-and-the-match: the match goes to the top score after the
//! last hand, and ties at the top all win (nobody when all scores are equal). So a payment
//! matters by how it moves the seat against the best other seat: on the last hand only
//! finishing top counts; earlier, a lead is worth the chance it holds up over the hands left,
//! measured in `normal`-versus-`easy` matches (a seat ahead sits hands out, so leads last).

use crate::games::Seat;
use crate::games::yaodiren::PLAYERS;

/// The chance to win the match with `lead` over the best other seat (in stakes of a 0-番
/// win, base 1) and `left` hands still to play, measured at the start of the second and the
/// third hand of 3-hand matches (`left` 2 and 1); between the points, linear.
const AFTER: [&[(i64, f64)]; 2] = [
    // One hand left: behind, only a win of the last hand catches up.
    &[
        (-9, 0.05),
        (-6, 0.19),
        (-3, 0.30),
        (-1, 0.36),
        (0, 0.50),
        (1, 0.81),
        (2, 0.87),
        (3, 0.90),
        (4, 0.95),
        (6, 0.975),
        (9, 0.995),
    ],
    // Two hands left.
    &[
        (-9, 0.07),
        (-6, 0.26),
        (-3, 0.365),
        (0, 0.48),
        (3, 0.79),
        (6, 0.92),
        (9, 0.985),
    ],
];

/// The chance that `scores` (each seat's match total) win `me` the match with `left` hands
/// still to play.
pub fn match_chance(scores: &[i64; PLAYERS], me: Seat, left: u32) -> f64 {
    let mine = scores[me.index()];
    let best_other = Seat::all(PLAYERS)
        .filter(|&s| s != me)
        .map(|s| scores[s.index()])
        .max()
        .unwrap_or(mine);
    if left == 0 {
        // Ties at the top win, unless every score is equal.
        let all_equal = scores.iter().all(|&s| s == mine);
        return f64::from(u8::from(mine >= best_other && !all_equal));
    }
    let lead = mine - best_other;
    // Longer matches: a lead counts for less the more hands are left.
    let (table, lead) = match left {
        1 => (AFTER[0], lead as f64),
        2 => (AFTER[1], lead as f64),
        n => (AFTER[1], lead as f64 * (2.0 / f64::from(n)).sqrt()),
    };
    interpolate(table, lead)
}

fn interpolate(points: &[(i64, f64)], x: f64) -> f64 {
    let first = points[0];
    let last = points[points.len() - 1];
    if x <= first.0 as f64 {
        return first.1;
    }
    if x >= last.0 as f64 {
        return last.1;
    }
    for w in points.windows(2) {
        let (x0, y0) = (w[0].0 as f64, w[0].1);
        let (x1, y1) = (w[1].0 as f64, w[1].1);
        if x <= x1 {
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0);
        }
    }
    last.1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_the_last_hand_only_finishing_top_counts() {
        let me = Seat::from_index(0);
        assert_eq!(match_chance(&[2, 2, -4], me, 0), 1.0);
        assert_eq!(match_chance(&[1, 2, -3], me, 0), 0.0);
        assert_eq!(match_chance(&[0, 0, 0], me, 0), 0.0);
    }

    #[test]
    fn a_bigger_lead_is_never_worth_less() {
        let me = Seat::from_index(1);
        for left in 1..4 {
            let mut last = 0.0;
            for lead in -12..12 {
                let v = match_chance(&[0, lead, 0], me, left);
                assert!(v >= last, "lead {lead} left {left}");
                last = v;
            }
        }
    }
}

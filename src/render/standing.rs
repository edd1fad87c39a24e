//! The one "match over" summary every game ends with (Dou Dizhu's hands, Chicago's deals,
//! Chowdah's rounds, 幺地人's hands): the final standing, best first, equal scores sharing a
//! place, each seat's match score and the table's running total, the winners crowned.

use super::{RenderCtx, signed};
use crate::games::{Outcome, Seat};
use crate::t;

/// Each seat's place (1 = best) and whether it shares it, best first (seat order among equals):
/// a winner places above a non-winner on the same score (a concession decides, not points).
pub fn placings(outcome: &Outcome) -> Vec<(Seat, u32, bool)> {
    let key = |s: Seat| {
        (
            outcome.winners.contains(&s),
            outcome.scores.get(s.index()).copied().unwrap_or(0),
        )
    };
    let mut seats: Vec<Seat> = Seat::all(outcome.scores.len()).collect();
    seats.sort_by_key(|&s| std::cmp::Reverse(key(s)));
    seats
        .iter()
        .map(|&s| {
            let better = seats.iter().filter(|&&o| key(o) > key(s)).count();
            let tied = seats
                .iter()
                .filter(|&&o| o != s && key(o) == key(s))
                .count()
                > 0;
            (s, u32::try_from(better).unwrap_or(u32::MAX) + 1, tied)
        })
        .collect()
}

/// The summary posted once when a game (a match) is over.
pub fn match_over(outcome: &Outcome, totals: &[i64], ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    let mut lines = vec![t!(loc, "table-game-over")];
    for (seat, place, tied) in placings(outcome) {
        let score = outcome.scores[seat.index()];
        let total = totals.get(seat.index()).copied().unwrap_or(score);
        let line = t!(
            loc,
            "table-result-line",
            name = ctx.name(seat),
            score = signed(score),
            total = signed(total)
        );
        let place = if tied {
            t!(loc, "table-place-tied", place = place)
        } else {
            t!(loc, "table-place", place = place)
        };
        let crown = if outcome.winners.contains(&seat) {
            "🏆 "
        } else {
            ""
        };
        lines.push(format!("{crown}{line} · {place}"));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(scores: &[i64], winners: &[u8]) -> Outcome {
        Outcome {
            scores: scores.to_vec(),
            winners: winners.iter().map(|&s| Seat(s)).collect(),
        }
    }

    #[test]
    fn equal_scores_share_a_place_and_the_next_place_is_skipped() {
        let p = placings(&outcome(&[-3, 6, -3], &[1]));
        assert_eq!(
            p,
            vec![(Seat(1), 1, false), (Seat(0), 2, true), (Seat(2), 2, true)]
        );
        let p = placings(&outcome(&[2, 2, -4, 0], &[0, 1]));
        assert_eq!(
            p,
            vec![
                (Seat(0), 1, true),
                (Seat(1), 1, true),
                (Seat(3), 3, false),
                (Seat(2), 4, false)
            ]
        );
    }

    #[test]
    fn a_winner_by_concession_places_first_whatever_the_points() {
        let p = placings(&outcome(&[5, -1, -4], &[1, 2]));
        assert_eq!(p[0].0, Seat(1));
        assert_eq!(p[2], (Seat(0), 3, false));
    }
}

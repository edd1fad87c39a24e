//! Dou Dizhu's pictures: one fanned group per rank, as the game counts cards. No hand is shown
//! at the end (docs/rules/doudizhu.md): the end-of-hand picture is the play that went out,
//! which everyone saw.

use crate::games::Seat;
use crate::games::doudizhu::combos::Combo;
use crate::games::doudizhu::{Event, RankCounts, View};
use crate::images::scenes::{fan, held_rows, middle, one_row, shown_row, side_by_side};
use crate::images::{Face, Group, Row, Scene};

/// A Dou Dizhu hand: one fanned group per rank, low to high.
pub fn hand(c: &RankCounts) -> Scene {
    one_row(groups(c))
}

fn faces(c: &RankCounts) -> Vec<Face> {
    c.to_ranks()
        .iter()
        .map(|r| Face::Rank(r.letter()))
        .collect()
}

/// A play's faces as the text shows it: the main part first (`999 44`).
fn play_faces(combo: &Combo) -> Vec<Face> {
    combo.reading_parts().iter().flat_map(faces).collect()
}

/// One fanned group per rank, low to high, as the game counts them.
fn groups(c: &RankCounts) -> Vec<Group> {
    c.ranks()
        .map(|r| fan(vec![Face::Rank(r.letter()); usize::from(c.count(r))]))
        .collect()
}

/// Each seat's cards held and its latest play in the trick, then the kitty once shown.
pub fn table(v: &View) -> Vec<Row> {
    let mut rows = held_rows(&v.hand_sizes, &v.to_act, |seat| {
        // What the seat played in the trick so far (its latest play).
        v.trick
            .iter()
            .rev()
            .find(|t| t.seat == seat)
            .and_then(|t| t.play.as_ref())
            .map(|play| side_by_side(play_faces(play)))
            .into_iter()
            .collect()
    });
    if let Some(kitty) = &v.kitty {
        rows.push(middle(vec![side_by_side(faces(kitty))]));
    }
    rows
}

/// The end of a hand: the latest play, which is the one that went out when the hand is
/// settled (none after a forfeit).
pub fn showdown(events: &[&Event]) -> Vec<Row> {
    let mut last_play: Option<(Seat, Vec<Face>)> = None;
    crate::images::scenes::last_shown(events, |e| {
        match e {
            Event::Played { seat, combo, .. } => last_play = Some((*seat, play_faces(combo))),
            Event::Forfeited { .. } | Event::Dealt { .. } => last_play = None,
            Event::Settled { .. } => {
                if let Some((seat, faces)) = last_play.take() {
                    return vec![shown_row(seat, vec![side_by_side(faces)])];
                }
            }
            _ => {}
        }
        Vec::new()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doudizhu::{Players, classify};

    #[test]
    fn a_dou_dizhu_play_is_drawn_main_part_first_as_the_text_shows_it() {
        let drawn = |text: &str| {
            let combo = classify(&RankCounts::parse(text).unwrap(), Players::Three).unwrap();
            play_faces(&combo)
                .into_iter()
                .map(|f| match f {
                    Face::Rank(r) => r,
                    other => panic!("{other:?}"),
                })
                .collect::<String>()
        };
        assert_eq!(drawn("44999"), "99944");
        assert_eq!(drawn("3KKKAAA5"), "KKKAAA35");
        assert_eq!(drawn("34567"), "34567");
    }
}

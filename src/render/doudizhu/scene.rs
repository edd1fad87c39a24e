//! Dou Dizhu's pictures: one fanned group per rank, as the game counts cards; the landlord
//! and the kitty named. At the end of a hand every seat's remaining cards, which the rules
//! show then (docs/rules/doudizhu.md#showing-the-hands), the play that went out, each seat's
//! side and result, and how the stake was reached (docs/rules/doudizhu.md#settlement).
//!
//! The deck is dealt as ranks (`RankCounts`: the rules never look at suits), so the cards are
//! drawn without suits: suits made up for the picture would show the same card twice at one
//! table (docs/images.md#colours).

use crate::games::Seat;
use crate::games::doudizhu::combos::Combo;
use crate::games::doudizhu::{Event, RankCounts, Settlement, Spring, View};
use crate::images::scenes::{
    captioned, fan, held_rows, last_shown, middle, one_row, result_label, shown_row, side_by_side,
    text, titled,
};
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

/// What the landlord's row says.
const LANDLORD: &str = "LANDLORD";
const FARMER: &str = "FARMER";

/// Adds a line to a row's label.
fn add_label(row: &mut Row, line: &str) {
    row.label = Some(match row.label.take() {
        Some(l) => format!("{l}\n{line}"),
        None => line.to_string(),
    });
}

/// Each seat's cards held (the viewer's own face up) and its latest play in the trick, the
/// landlord named; then the kitty, titled, once shown, and the stake so far.
pub fn table(v: &View) -> Vec<Row> {
    let own = v.hand.as_ref().map(groups).unwrap_or_default();
    let mut rows = held_rows(&v.hand_sizes, &v.to_act, v.viewer, own, |seat| {
        // What the seat played in the trick so far (its latest play).
        v.trick
            .iter()
            .rev()
            .find(|t| t.seat == seat)
            .and_then(|t| t.play.as_ref())
            .map(|play| titled(side_by_side(play_faces(play)), "PLAYED"))
            .into_iter()
            .collect()
    });
    if let Some(landlord) = v.landlord
        && let Some(row) = rows.get_mut(landlord.index())
    {
        add_label(row, LANDLORD);
    }
    let mut centre = Vec::new();
    if let Some(kitty) = &v.kitty {
        centre.push(titled(side_by_side(faces(kitty)), "KITTY"));
    }
    if v.landlord.is_some() {
        centre.push(text(format!("STAKE {}", v.stake)));
    }
    if !centre.is_empty() {
        rows.push(middle(centre));
    }
    rows
}

/// The end of a hand: every seat's side, result and remaining cards, the play that went out
/// beside the seat that made it, and the stake's sum; after a concession, who conceded.
pub fn showdown(events: &[&Event]) -> Vec<Row> {
    let mut last_play: Option<(Seat, Vec<Face>)> = None;
    let mut revealed: Option<Vec<RankCounts>> = None;
    let mut conceded: Option<Seat> = None;
    last_shown(events, |e| {
        match e {
            Event::Played { seat, combo, .. } => last_play = Some((*seat, play_faces(combo))),
            Event::Dealt { .. } => {
                (last_play, revealed, conceded) = (None, None, None);
            }
            Event::Forfeited { seat } => {
                last_play = None;
                conceded = Some(*seat);
            }
            Event::Revealed { hands } => revealed = Some(hands.clone()),
            Event::Settled { settlement } => {
                return settled_rows(
                    settlement,
                    revealed.take().unwrap_or_default(),
                    last_play.take(),
                    conceded.take(),
                );
            }
            _ => {}
        }
        Vec::new()
    })
}

fn settled_rows(
    s: &Settlement,
    hands: Vec<RankCounts>,
    last_play: Option<(Seat, Vec<Face>)>,
    conceded: Option<Seat>,
) -> Vec<Row> {
    let n = s.payments.len();
    let winners = s.winners(n);
    let mut rows: Vec<Row> = (0..n)
        .map(|i| {
            let seat = Seat::from_index(i);
            let mut label = vec![if seat == s.landlord { LANDLORD } else { FARMER }.to_string()];
            if conceded == Some(seat) {
                label.push("CONCEDED".into());
            }
            label.push(result_label(winners.contains(&seat), s.payments[i]));
            let mut groups = Vec::new();
            if let Some(hand) = hands.get(i).filter(|h| !h.is_empty()) {
                groups.push(captioned(fan(faces(hand)), format!("{} LEFT", hand.len())));
            }
            if let Some((_, play)) = last_play.as_ref().filter(|(by, _)| *by == seat) {
                groups.push(titled(side_by_side(play.clone()), "WENT OUT"));
            }
            shown_row(seat, Some(label.join("\n")), groups)
        })
        .collect();
    rows.push(middle(vec![text(stake_sum(s))]));
    rows
}

/// `BID 1 DOUBLED ×2 ×2 = STAKE 4`: the bid, each bomb or rocket that doubled it, spring.
fn stake_sum(s: &Settlement) -> String {
    let mut sum = format!("BID {}", s.bid.value().max(1));
    if s.doublings > 0 {
        sum.push_str(" DOUBLED");
        for _ in 0..s.doublings.min(8) {
            sum.push_str(" ×2");
        }
    }
    match s.spring {
        Some(Spring::Spring) => sum.push_str(" SPRING ×2"),
        Some(Spring::ReverseSpring) => sum.push_str(" REVERSE SPRING ×2"),
        None => {}
    }
    format!("{sum} = STAKE {}", s.stake)
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

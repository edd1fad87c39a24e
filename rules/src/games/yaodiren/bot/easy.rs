//! 幺地人's `easy` bot, simple and honest: it looks only at its own tiles, its own claim options and the
//! public table.
//!
//! Opening: open whenever the estimate allows; when asked whether to play, play a hand whose
//! best case is near the threshold. Play: win whenever it can; otherwise claim (吃 / 碰) when the
//! claimed kan plus the best hand after the following discard is worth more than the hand as
//! it is, and discard the tile whose loss costs least. A hand is valued by its best choice of
//! groups (complete kans weigh most, pairs and 14-point partners less, 砣 on top).

use crate::cards::tiles::{Tile, TileCounts};
use crate::games::yaodiren::claims::{Claim, chi_kan};
use crate::games::yaodiren::estimate::{Group, Grouping, opening_estimate, tuo_weight};
use crate::games::yaodiren::kan::{KANS_TO_WIN, Kan, kans_u8};
use crate::games::yaodiren::view::Stage;
use crate::games::yaodiren::{Action, Info};

/// The `easy` bot's move.
pub fn choose(info: &Info) -> Action {
    let legal = &info.legal;
    match info.stage {
        Stage::Opening if legal.contains(&Action::Open) => Action::Open,
        Stage::Opening => Action::Pass,
        Stage::Joining => {
            let e = opening_estimate(&info.concealed, info.dealer == info.seat);
            if e.kans >= 6 && e.tuo + 8 >= e.threshold {
                Action::Play
            } else {
                Action::Fold
            }
        }
        Stage::Discard if legal.contains(&Action::Claim(Claim::Hu)) => Action::Claim(Claim::Hu),
        Stage::Discard => Action::Discard(choose_discard(&info.concealed, info.exposed.len())),
        Stage::Claim => choose_claim(info, legal),
        Stage::Over => Action::Pass,
    }
}

/// The tile whose discard leaves the most valuable hand; among equals the one with the fewest
/// red pips' worth (black before red), then the lowest kind.
pub fn choose_discard(hand: &TileCounts, exposed: usize) -> Tile {
    let hand = *hand;
    let room = KANS_TO_WIN.saturating_sub(exposed);
    best_discard(&hand, room)
        .map(|(t, _)| t)
        .or_else(|| hand.kinds().next())
        .unwrap_or(Tile::Tian)
}

fn best_discard(hand: &TileCounts, room: usize) -> Option<(Tile, i32)> {
    let mut search = valuer(room);
    hand.kinds()
        .map(|t| {
            let mut rest = *hand;
            rest.take(t, 1);
            let v = search.run(&rest).unwrap_or(0);
            (t, v * 2 + i32::from(!t.is_red()))
        })
        .max_by_key(|&(t, v)| (v, std::cmp::Reverse(t)))
}

fn choose_claim(info: &Info, legal: &[Action]) -> Action {
    if legal.contains(&Action::Claim(Claim::Hu)) {
        return Action::Claim(Claim::Hu);
    }
    // A mandatory 杀 / 吐火 is the only other answer when pass is not offered.
    if !legal.contains(&Action::Pass) {
        return legal.first().copied().unwrap_or(Action::Pass);
    }
    let Some(tile) = info.window_tile else {
        return Action::Pass;
    };
    let hand = info.concealed;
    let room = KANS_TO_WIN.saturating_sub(info.exposed.len());
    let now = value(&hand, room) * 2;
    let mut best = (now, Action::Pass);
    for &action in legal {
        let Action::Claim(claim) = action else {
            continue;
        };
        let (used, kan) = match claim {
            Claim::Peng => (
                TileCounts::from_tiles([tile, tile]),
                Kan::Identical { tile, count: 3 },
            ),
            Claim::Chi { with } => match chi_kan(tile, with) {
                Some(kan) => (TileCounts::from_tiles(with), kan),
                None => continue,
            },
            _ => continue,
        };
        let mut rest = hand;
        if !rest.take_all(&used) {
            continue;
        }
        let after = best_discard(&rest, room.saturating_sub(1)).map_or(0, |(_, v)| v);
        let v = after + 2 * kan_weight(kan);
        if v > best.0 {
            best = (v, action);
        }
    }
    best.1
}

fn kan_weight(kan: Kan) -> i32 {
    100 + 4 * tuo_weight(kan.tuo())
}

fn group_weight(g: Group) -> i32 {
    match g {
        Group::Kan { kan } => kan_weight(kan),
        Group::Pair { .. } => 45 + 2 * tuo_weight(g.estimated_tuo()),
        Group::Partners { .. } => 35 + 2 * tuo_weight(g.estimated_tuo()),
    }
}

/// Values concealed hands that still need `room` kans.
fn valuer(room: usize) -> Grouping {
    Grouping::new(group_weight as fn(Group) -> i32, true, kans_u8(room), None)
}

/// The worth of a concealed hand that still needs `room` kans.
fn value(hand: &TileCounts, room: usize) -> i32 {
    valuer(room).run(hand).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tiles::parse_tiles;

    fn counts(s: &str) -> TileCounts {
        TileCounts::from_tiles(parse_tiles(s).unwrap())
    }

    #[test]
    fn discards_the_loose_tile() {
        let hand = counts("天天天 地地地 人人人 和和和 四六四六和 长三长三长三 猫猫 平八 斧头");
        let (t, _) = best_discard(&hand, 7).unwrap();
        // 猫猫 + 平八 are partners (14); 斧头 stands alone.
        assert_eq!(t, Tile::Futou);
    }

    #[test]
    fn complete_kans_are_worth_more_than_pairs() {
        assert!(value(&counts("天天天"), 7) > value(&counts("天天 地"), 7));
        assert!(value(&counts("天天 地"), 7) > value(&counts("天 地"), 7));
    }
}

//! The `normal` 幺地人 bot: the game's known strategy, without search.
//!
//! - **Opening and play-or-fold by the match** (docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌):
//!   a folded seat neither pays nor is paid, and the match goes to the top score (ties at the top
//!   all win), so a seat that leads stays out of every hand (it does not open, then folds); the
//!   others play by their estimate's distance from the threshold, how many seats are already
//!   in and whether the match is level (`plays_hand`, rules measured by playing the same deals
//!   both ways against `easy`).
//! - **Hands valued by kans and 砣**: the easy bot's grouping value (complete kans, pairs and
//!   14-point partners), less a penalty for every 砣 the best-case groups fall short of the
//!   threshold: a hand of seven kans that cannot reach 33 (34) 砣 never wins
//!   (docs/rules/yaodiren.md#winning-胡).
//! - **Claims (吃 / 碰) by improvement**: claim when the kan laid down plus the best hand after
//!   the discard that follows is worth more than the hand as it is.
//! - **Discards by least loss, then least danger**: among discards that lose (almost) nothing,
//!   the one least likely to complete an opponent's hand: a kind whose copies are mostly in
//!   sight cannot make a 碰-type win, and opponents with many exposed kans are the close ones.

use crate::cards::tiles::{COPIES, Tile, TileCounts};
use crate::games::Seat;
use crate::games::yaodiren::claims::{Claim, chi_kan};
use crate::games::yaodiren::estimate::{Estimate, Group, Grouping, opening_estimate, tuo_weight};
use crate::games::yaodiren::fan::threshold;
use crate::games::yaodiren::kan::{KANS_TO_WIN, Kan, kans_u8, partners};
use crate::games::yaodiren::view::{Stage, View};
use crate::games::yaodiren::{Action, Info};

/// 砣 short of the threshold cost this much each (a kan is worth about 100).
const SHORTFALL: i32 = 12;
/// 砣 above the threshold that make a hand worth playing on the last hand when tied at the top.
const STRONG: u32 = 9;
/// Discards within this much of the best are compared by danger instead.
const DANGER_SLACK: i32 = 6;

/// The normal bot's move.
pub fn choose(info: &Info) -> Action {
    let legal = &info.legal;
    let hu = Action::Claim(Claim::Hu);
    match info.stage {
        Stage::Opening => {
            if legal.contains(&Action::Open) && !stays_out(info) {
                Action::Open
            } else {
                Action::Pass
            }
        }
        Stage::Joining => {
            if joins(info) {
                Action::Play
            } else {
                Action::Fold
            }
        }
        Stage::Discard if legal.contains(&hu) => hu,
        Stage::Discard => {
            let mut v = Valuer::new(info);
            Action::Discard(v.discard(&info.concealed, info.exposed.len(), &info.view))
        }
        Stage::Claim => claim(info),
        Stage::Over => Action::Pass,
    }
}

/// Where a seat stands when it decides whether to be in a hand: its lead over the best other
/// seat and over the other one (negative when behind), whether this is the last hand, and how
/// many other seats are already in the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub lead: i64,
    pub second: i64,
    pub last_hand: bool,
    pub others_in: usize,
}

impl Standing {
    pub fn of(info: &Info) -> Standing {
        Standing::at(&info.view, info.seat)
    }

    /// Where seat `me` stands at the table `view` shows.
    pub fn at(view: &View, me: Seat) -> Standing {
        let mine = view.scores.get(me.index()).copied().unwrap_or(0);
        let mut others: Vec<i64> = view
            .scores
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != me.index())
            .map(|(_, &s)| s)
            .collect();
        others.sort_unstable();
        let best = others.last().copied().unwrap_or(mine);
        let worst = others.first().copied().unwrap_or(mine);
        Standing {
            lead: mine - best,
            second: mine - worst,
            last_hand: view.hand >= view.hands,
            others_in: view
                .seats
                .iter()
                .filter(|s| s.seat != me && s.status.active())
                .count(),
        }
    }
}

/// Whether the seat opens (when it may): as it would play.
fn stays_out(info: &Info) -> bool {
    let e = opening_estimate(&info.concealed, info.dealer == info.seat);
    !plays_hand(&e, Standing::of(info))
}

/// Whether a seat that did not open plays the hand.
fn joins(info: &Info) -> bool {
    let e = opening_estimate(&info.concealed, info.dealer == info.seat);
    plays_hand(&e, Standing::of(info))
}

/// Whether a seat standing so plays a hand estimated `e`. A folded seat is paid nothing and
/// pays nothing, and ties at the top all win the match
/// (docs/rules/yaodiren.md#table-seats-and-the-match), so the rules below — measured by
/// playing the same deals both ways against `easy` — keep a seat out of the hands it would
/// more likely lose the match by playing:
/// - a leader sits every hand out, whatever it holds;
/// - on the last hand a seat tied at the top with one other seat sits out unless its hand is
///   strong (the third seat cannot catch both); a seat behind, or tied with both, plays
///   whatever it holds (sitting out cannot win);
/// - earlier, with both other seats already in, a seat plays only a hand at or above the
///   threshold when all are level, not far below it when behind; with one other seat in, a
///   hand not far below; otherwise a hand near the threshold (closer when behind).
pub fn plays_hand(e: &Estimate, st: Standing) -> bool {
    if st.lead > 0 {
        return false;
    }
    let margin = i64::from(e.tuo) - i64::from(e.threshold);
    if st.last_hand {
        let tied_with_one = st.lead == 0 && st.second > 0;
        return !tied_with_one || margin >= i64::from(STRONG);
    }
    if e.kans < 6 {
        return false;
    }
    let need = match (st.lead, st.others_in) {
        (0, 2) => 3,
        (_, 2) | (0, 1) => -3,
        (0, _) => -6,
        _ => -10,
    };
    margin >= need
}

fn claim(info: &Info) -> Action {
    let legal = &info.legal;
    let hu = Action::Claim(Claim::Hu);
    if legal.contains(&hu) {
        return hu;
    }
    // A mandatory 杀 / 吐火 is the only other answer when pass is not offered.
    if !legal.contains(&Action::Pass) {
        return legal.first().copied().unwrap_or(Action::Pass);
    }
    let Some(tile) = info.window_tile else {
        return Action::Pass;
    };
    let mut v = Valuer::new(info);
    let ranked = v.rank_claims(info, tile);
    ranked.first().map_or(Action::Pass, |&(a, _)| a)
}

/// The tiles this seat cannot see: the deck less its own, the exposed kans, the river and the
/// tile on offer.
pub fn unseen(info: &Info) -> TileCounts {
    let mut seen = info.concealed;
    for s in &info.view.seats {
        for k in &s.exposed {
            seen.add_all(&k.counts());
        }
    }
    for &(_, t) in &info.view.river {
        seen.add(t, 1);
    }
    if let Some(t) = info.window_tile {
        seen.add(t, 1);
    }
    let mut out = TileCounts::new();
    for t in Tile::ALL {
        out.add(t, COPIES.saturating_sub(seen.count(t)));
    }
    out
}

/// Values hands: the grouping value and the 砣 the best case reaches, with memos kept across
/// the hands one decision compares.
pub struct Valuer {
    dealer: bool,
    exposed_tuo: u32,
    /// By room (kans still needed): the grouping value, and the best-case 砣 of full groups.
    value: Vec<Option<Grouping>>,
    tuo: Vec<Option<Grouping>>,
}

fn group_weight(g: Group) -> i32 {
    match g {
        Group::Kan { kan } => 100 + 4 * tuo_weight(kan.tuo()),
        Group::Pair { .. } => 45 + 2 * tuo_weight(g.estimated_tuo()),
        Group::Partners { .. } => 35 + 2 * tuo_weight(g.estimated_tuo()),
    }
}

/// The most groups first, then their best-case 砣.
fn tuo_group_weight(g: Group) -> i32 {
    1000 + tuo_weight(g.estimated_tuo())
}

impl Valuer {
    pub fn new(info: &Info) -> Valuer {
        Valuer::for_hand(info.dealer == info.seat, &info.exposed)
    }

    pub fn for_hand(dealer: bool, exposed: &[Kan]) -> Valuer {
        Valuer {
            dealer,
            exposed_tuo: exposed.iter().map(|k| k.tuo()).sum(),
            value: (0..=KANS_TO_WIN).map(|_| None).collect(),
            tuo: (0..=KANS_TO_WIN).map(|_| None).collect(),
        }
    }

    /// Switches to another seat's hand, keeping the memos (they do not depend on it).
    pub fn set_hand(&mut self, dealer: bool, exposed_tuo: u32) {
        self.dealer = dealer;
        self.exposed_tuo = exposed_tuo;
    }

    /// Forgets memos grown past `max` states (long searches).
    pub fn trim(&mut self, max: usize) {
        for g in self.value.iter_mut().chain(self.tuo.iter_mut()).flatten() {
            if g.memo_len() > max {
                g.clear_memo();
            }
        }
    }

    /// The worth of concealed `hand` still needing `room` kans, with `extra_tuo` more 砣 laid
    /// down than the valuer's exposed kans (a kan about to be claimed).
    pub fn value(&mut self, hand: &TileCounts, room: usize, extra_tuo: u32) -> i32 {
        let room = room.min(KANS_TO_WIN);
        let base = self.value[room]
            .get_or_insert_with(|| Grouping::new(group_weight, true, kans_u8(room), None))
            .run(hand)
            .unwrap_or(0);
        let best = self.tuo[room]
            .get_or_insert_with(|| Grouping::new(tuo_group_weight, true, kans_u8(room), None))
            .run(hand)
            .unwrap_or(0);
        // Groups still missing count as 0 砣: at worst they are black kans.
        let tuo = best % 1000;
        let reach = tuo_weight(self.exposed_tuo + extra_tuo) + tuo;
        let need = tuo_weight(threshold(self.dealer));
        let short = (need - reach).max(0);
        base - SHORTFALL * short
    }

    /// The groups of the best grouping of concealed `hand` still needing `room` kans, and the
    /// tiles outside them.
    pub fn groups(&mut self, hand: &TileCounts, room: usize) -> (Vec<Group>, TileCounts) {
        let room = room.min(KANS_TO_WIN);
        let g = self.value[room]
            .get_or_insert_with(|| Grouping::new(group_weight, true, kans_u8(room), None));
        g.run(hand);
        g.rebuild()
    }

    /// Every discard with the value of the hand it leaves, best first.
    pub fn discards(&mut self, hand: &TileCounts, room: usize, extra_tuo: u32) -> Vec<(Tile, i32)> {
        let mut out: Vec<(Tile, i32)> = hand
            .kinds()
            .map(|t| {
                let mut rest = *hand;
                rest.take(t, 1);
                let v = self.value(&rest, room, extra_tuo);
                (t, v * 2 + i32::from(!t.is_red()))
            })
            .collect();
        out.sort_by_key(|&(t, v)| (std::cmp::Reverse(v), t));
        out
    }

    /// The discard: least loss, then least danger.
    pub fn discard(&mut self, hand: &TileCounts, exposed: usize, view: &View) -> Tile {
        let room = KANS_TO_WIN.saturating_sub(exposed);
        let list = self.discards(hand, room, 0);
        let Some(&(_, top)) = list.first() else {
            return hand.kinds().next().unwrap_or(Tile::Tian);
        };
        list.iter()
            .take_while(|&&(_, v)| v + 2 * DANGER_SLACK >= top)
            .min_by_key(|&&(t, v)| (danger(t, hand, view), std::cmp::Reverse(v), t))
            .map_or(list[0].0, |&(t, _)| t)
    }

    /// The answers to a claim window other than 胡 and the mandatory claims, best first, with
    /// their values; `Pass` among them.
    pub fn rank_claims(&mut self, info: &Info, tile: Tile) -> Vec<(Action, i32)> {
        let hand = info.concealed;
        let room = KANS_TO_WIN.saturating_sub(info.exposed.len());
        let mut out = vec![(Action::Pass, self.value(&hand, room, 0) * 2)];
        for &action in &info.legal {
            if let Action::Claim(claim) = action
                && let Some(v) = self.claim_value(&hand, room, tile, claim)
            {
                out.push((action, v));
            }
        }
        out.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        out
    }

    /// What a 吃 or 碰 of `tile` is worth (on the scale of `value` × 2, as a pass is): the kan
    /// laid down plus the best hand after the discard that follows.
    pub fn claim_value(
        &mut self,
        hand: &TileCounts,
        room: usize,
        tile: Tile,
        claim: Claim,
    ) -> Option<i32> {
        let (used, kan) = match claim {
            Claim::Peng => (
                TileCounts::from_tiles([tile, tile]),
                Kan::Identical { tile, count: 3 },
            ),
            Claim::Chi { with } => (TileCounts::from_tiles(with), chi_kan(tile, with)?),
            _ => return None,
        };
        let mut rest = *hand;
        if !rest.take_all(&used) {
            return None;
        }
        let after = self
            .discards(&rest, room.saturating_sub(1), kan.tuo())
            .first()
            .map_or(0, |&(_, v)| v);
        Some(after + 2 * group_weight(Group::Kan { kan }))
    }
}

/// How likely discarding `tile` hands an opponent a kan or a win: the copies an opponent may
/// still hold (a 碰 or 碰-type win needs two of them), its partners' likewise (吃-type), weighted
/// by how close the opponents are (their exposed kans).
pub fn danger(tile: Tile, hand: &TileCounts, view: &View) -> i32 {
    let mut seen = *hand;
    for s in &view.seats {
        for k in &s.exposed {
            seen.add_all(&k.counts());
        }
    }
    for &(_, t) in &view.river {
        seen.add(t, 1);
    }
    let hidden = |t: Tile| i32::from(COPIES.saturating_sub(seen.count(t)));
    // A 碰 or a 碰-type win needs two copies in one opponent's hand.
    let same = hidden(tile);
    let same = if same >= 2 { same } else { 0 };
    let partner: i32 = partners(tile).map(|p| hidden(p).min(2)).sum();
    let closeness: i32 = view
        .seats
        .iter()
        .filter(|s| Some(s.seat) != view.viewer && s.status.active())
        .map(|s| 1 + i32::try_from(s.exposed.len()).unwrap_or(0))
        .max()
        .unwrap_or(0);
    (2 * same + partner) * closeness
}

#[cfg(test)]
mod tests;

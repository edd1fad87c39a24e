//! The `normal` Dou Dizhu bot, and the policy the `hard` bot's rollouts play with.
//!
//! It judges a play by the hand it leaves (`plan`): fewer turns, fewer low loose cards, bombs
//! kept. On top of that, the known strategy (docs/rules/doudizhu.md for the rules; the
//! strategy is the players' common lore):
//! - go out when one play empties the hand;
//! - farmers cooperate: leave a partner's winning play alone, but overtake it when the
//!   landlord plays next and could go out; lead a low single (pair) to a partner who holds
//!   one (two) cards;
//! - never lead a low single (pair) into an opponent holding one (two) cards;
//! - keep bombs for control: bomb to stop an opponent who is close to going out, or when the
//!   bomb leaves a hand that finishes in two turns;
//! - the farmer who plays last before the landlord is the last chance to stop it, so it beats
//!   more readily than the one who has a partner behind it.

use super::easy;
use crate::games::Seat;
use crate::games::doudizhu::Action;
use crate::games::doudizhu::auction::Bid;
use crate::games::doudizhu::combos::{Combo, Kind};
use crate::games::doudizhu::config::Players;
use crate::games::doudizhu::info::Info;
use crate::games::doudizhu::moves::legal_plays;
use crate::games::doudizhu::plan::plan;
use crate::games::doudizhu::rank::{DdzRank, RankCounts};

/// One seat's decision point, in the terms the policy needs (built from an `Info`, or from a
/// rollout's sampled hands).
#[derive(Clone, Copy, Debug)]
pub struct Spot<'a> {
    pub players: Players,
    pub me: Seat,
    pub hand: &'a RankCounts,
    /// Cards held by each seat.
    pub sizes: [u8; 4],
    pub n: usize,
    pub landlord: Seat,
    pub to_beat: Option<(Seat, Combo)>,
}

impl Spot<'_> {
    fn opponent(&self, s: Seat) -> bool {
        s != self.me && (self.me == self.landlord || s == self.landlord)
    }

    fn size(&self, s: Seat) -> usize {
        usize::from(self.sizes[s.index()])
    }

    /// The fewest cards any opponent holds.
    fn closest_opponent(&self) -> usize {
        Seat::all(self.n)
            .filter(|&s| self.opponent(s))
            .map(|s| self.size(s))
            .min()
            .unwrap_or(usize::MAX)
    }
}

pub fn is_bomb(c: &Combo) -> bool {
    matches!(c.kind, Kind::Bomb | Kind::Rocket)
}

/// The hand `c` leaves, judged: lower is better.
pub fn after_cost(hand: &RankCounts, c: &Combo, players: Players) -> i32 {
    let mut rest = *hand;
    rest.remove(&c.cards);
    plan(&rest, players).cost()
}

fn main_rank(c: &Combo) -> i32 {
    i32::try_from(c.main.index()).unwrap_or(0)
}

fn len_i32(c: &Combo) -> i32 {
    i32::try_from(c.cards.len()).unwrap_or(0)
}

/// How good `c` is as a lead (lower is better): the hand it leaves, low cards first, many
/// cards at once, and no low single or pair into an opponent about to go out.
pub fn lead_score(spot: &Spot, c: &Combo) -> i32 {
    let mut v = after_cost(spot.hand, c, spot.players) * 2 + main_rank(c) - len_i32(c);
    let close = spot.closest_opponent();
    let high_single = spot.hand.ranks().last().map_or(0, DdzRank::index);
    if close == 1 && c.kind == Kind::Single && c.main.index() < high_single {
        v += 60;
    }
    if close == 2 && c.kind == Kind::Pair && c.main < DdzRank::ACE {
        v += 40;
    }
    if is_bomb(c) {
        v += 30;
    }
    v
}

/// The play `spot`'s seat makes, or `None` to pass.
pub fn play(spot: &Spot) -> Option<Combo> {
    let follow = spot.to_beat.map(|(_, c)| c);
    let plays = legal_plays(spot.hand, spot.players, follow.as_ref());
    choose_among(spot, &plays)
}

/// The plays worth judging: of those that differ only in their kickers, the one with the
/// lowest kickers (the rest only throw away better cards), which keeps the policy cheap
/// enough for rollouts.
pub fn distinct(plays: &[Combo]) -> Vec<Combo> {
    // Sorted, the plays that differ only in their kickers sit together, lowest kickers
    // first: one pass keeps the first of each run (rollouts call this at every lead).
    let mut keyed: Vec<(Kind, DdzRank, u8, usize, Combo)> = plays
        .iter()
        .map(|c| (c.kind, c.main, c.len, rank_sum(&c.cards), *c))
        .collect();
    keyed.sort_unstable_by(|x, y| {
        (x.0, x.1, x.2, x.3, x.4.cards).cmp(&(y.0, y.1, y.2, y.3, y.4.cards))
    });
    keyed.dedup_by(|later, first| (later.0, later.1, later.2) == (first.0, first.1, first.2));
    keyed.into_iter().map(|k| k.4).collect()
}

fn rank_sum(cards: &RankCounts) -> usize {
    cards
        .counts()
        .iter()
        .enumerate()
        .map(|(i, &n)| i * usize::from(n))
        .sum()
}

/// `play`, given the legal plays already listed.
pub fn choose_among(spot: &Spot, plays: &[Combo]) -> Option<Combo> {
    if plays.is_empty() {
        return None;
    }
    let hand_len = spot.hand.len();
    if let Some(out) = plays.iter().find(|c| c.cards.len() == hand_len) {
        return Some(*out);
    }
    let plays = &distinct(plays)[..];
    let farmer = spot.me != spot.landlord;
    let next = spot.me.next(spot.n);
    let Some((winner, combo)) = spot.to_beat else {
        return Some(lead(spot, plays, farmer, next));
    };
    if !spot.opponent(winner) {
        // A partner is winning the trick. Overtake only to block a landlord who plays next
        // and could go out over the partner's play.
        if must_block(spot, &combo) && combo.high() < DdzRank::TWO {
            return plays
                .iter()
                .filter(|c| !is_bomb(c))
                .max_by_key(|c| c.main)
                .copied();
        }
        return None;
    }
    let base = plan(spot.hand, spot.players).cost();
    let danger = close_to_out(spot.size(winner)) || spot.closest_opponent() <= 2;
    // The last farmer before the landlord has no partner behind it to stop the landlord.
    let last_chance = farmer && next == spot.landlord;
    let slack = if danger {
        i32::MAX
    } else if last_chance {
        12
    } else if farmer {
        4
    } else {
        8
    };
    let best = plays
        .iter()
        .filter(|c| !is_bomb(c))
        .map(|c| (after_cost(spot.hand, c, spot.players) - base, c))
        .min_by_key(|(d, c)| (*d, c.main));
    if let Some((delta, c)) = best
        && delta <= slack
    {
        return Some(*c);
    }
    // Bombs: to stop an opponent close to going out, or to take control of a hand that
    // finishes in two more turns.
    let bomb = plays
        .iter()
        .filter(|c| is_bomb(c))
        .min_by_key(|c| (c.kind == Kind::Rocket, c.len, c.main))?;
    let mut rest = *spot.hand;
    rest.remove(&bomb.cards);
    let finishes = plan(&rest, spot.players).turns <= 2;
    (close_to_out(spot.size(winner)) || finishes).then_some(*bomb)
}

/// Whether a farmer must overtake its partner's `combo`: the landlord plays next and could go
/// out over it.
pub(crate) fn must_block(spot: &Spot, combo: &Combo) -> bool {
    let landlord_next = spot.me != spot.landlord && spot.me.next(spot.n) == spot.landlord;
    landlord_next && spot.size(spot.landlord) <= combo.cards.len().max(2)
}

/// Whether a seat holding `cards` is close enough to going out to spend a bomb on.
pub(crate) fn close_to_out(cards: usize) -> bool {
    cards <= 4
}

fn lead(spot: &Spot, plays: &[Combo], farmer: bool, next: Seat) -> Combo {
    // A partner next with one (two) cards: feed it the lowest single (pair).
    if farmer && next != spot.landlord {
        let want = match spot.size(next) {
            1 => Some(Kind::Single),
            2 => Some(Kind::Pair),
            _ => None,
        };
        if let Some(kind) = want
            && let Some(c) = plays
                .iter()
                .filter(|c| c.kind == kind)
                .min_by_key(|c| c.main)
        {
            return *c;
        }
    }
    *plays
        .iter()
        .min_by_key(|c| (lead_score(spot, c), c.main))
        .expect("a non-empty hand has a lead")
}

/// The `normal` level: bid by the plan of the hand, play by `play`.
pub fn choose(info: &Info) -> Action {
    let hand = info.hand();
    if info.in_auction() {
        return Action::Bid(choose_bid(info, &hand));
    }
    let spot = spot_of(info, &hand);
    match play(&spot) {
        Some(c) => Action::Play(c.cards),
        None => Action::Pass,
    }
}

/// The easy bot's strength count, less a little for a hand that needs many turns.
pub(crate) fn choose_bid(info: &Info, hand: &RankCounts) -> Bid {
    let top = info.view.bids.iter().map(|(_, b)| *b).max();
    let turns = plan(hand, info.players).turns;
    let base = easy::choose_bid(hand, info.players, top);
    if base != Bid::Pass && turns >= 9 {
        Bid::Pass
    } else {
        base
    }
}

/// The decision point of `info`'s seat during play.
pub fn spot_of<'a>(info: &Info, hand: &'a RankCounts) -> Spot<'a> {
    let mut sizes = [0u8; 4];
    for (i, s) in info.view.hand_sizes.iter().enumerate() {
        sizes[i] = *s;
    }
    Spot {
        players: info.players,
        me: info.seat,
        hand,
        sizes,
        n: info.seats(),
        landlord: info.view.landlord.unwrap_or(info.seat),
        to_beat: info.to_beat(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rc(s: &str) -> RankCounts {
        RankCounts::parse(s).unwrap()
    }

    fn spot<'a>(hand: &'a RankCounts, sizes: [u8; 4], to_beat: Option<(Seat, Combo)>) -> Spot<'a> {
        Spot {
            players: Players::Three,
            me: Seat(1),
            hand,
            sizes,
            n: 3,
            landlord: Seat(0),
            to_beat,
        }
    }

    fn combo(s: &str) -> Combo {
        crate::games::doudizhu::classify(&rc(s), Players::Three).unwrap()
    }

    #[test]
    fn no_low_single_is_led_into_a_landlord_with_one_card() {
        let hand = rc("3 8 KK");
        let s = spot(&hand, [1, 4, 10, 0], None);
        let c = play(&s).unwrap();
        assert!(c.kind != Kind::Single || c.main == DdzRank::new(10));
    }

    #[test]
    fn a_farmer_leaves_its_partners_trick_alone_unless_the_landlord_can_go_out() {
        let hand = rc("9 Q KK");
        // Seat 2 follows its partner (seat 1, who played a 7); the landlord (seat 0) is next.
        let mut s = spot(&hand, [10, 4, 10, 0], Some((Seat(0), combo("7"))));
        s.me = Seat(2);
        s.to_beat = Some((Seat(1), combo("7")));
        assert_eq!(play(&s), None, "partner winning, landlord far from out");
        s.sizes = [1, 4, 4, 0];
        let c = play(&s).expect("block the landlord who holds one card");
        assert!(c.main >= DdzRank::new(9));
    }

    #[test]
    fn bombs_stop_a_landlord_about_to_go_out_but_are_kept_otherwise() {
        let hand = rc("5555 4 9 J");
        let s = spot(&hand, [12, 6, 10, 0], Some((Seat(0), combo("2"))));
        assert_eq!(play(&s), None);
        let s = spot(&hand, [2, 6, 10, 0], Some((Seat(0), combo("2"))));
        assert_eq!(play(&s).map(|c| c.kind), Some(Kind::Bomb));
    }
}

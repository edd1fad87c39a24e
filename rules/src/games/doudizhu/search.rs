//! The `hard` Dou Dizhu bot: determinized Monte Carlo search.
//!
//! It deals the cards it cannot see at random among the other seats, consistently with
//! everything public (the counts, the cards played, the landlord's face-up bottom cards it
//! still holds), plays each shortlisted move in every such world and finishes the deal with
//! the `normal` policy for all seats, and keeps the move that scores best on average (the
//! same worlds for every move, so the comparison is fair). The shortlist is the normal
//! policy's choice, passing, and the plays that look best by the plan of the hand left.
//!
//! The work is counted in rollouts, not time (see `bots`), sized to stay within 50 ms at p99
//! on one core (benches/doudizhu.rs).

use super::auction::Bid;
use super::combos::Combo;
use super::config::Players;
use super::info::Info;
use super::moves::legal_plays;
use super::rank::RankCounts;
use super::strategy::{self, Spot, is_bomb, lead_score};
use super::{Action, bot};
use crate::games::bots::pick;
use crate::games::{BotCtx, Seat};

/// Rollouts per play decision, over all candidates.
const ROLLOUTS: usize = 320;
/// Rollouts per bid decision.
const BID_ROLLOUTS: usize = 96;
/// Moves compared besides the policy's own choice and a pass.
const SHORTLIST: usize = 6;
/// No rollout lasts longer than this many turns (a deal takes well under 100).
const MAX_TURNS: usize = 400;

/// A deal being played out with every hand known.
#[derive(Clone, Debug)]
struct World {
    players: Players,
    n: usize,
    hands: [RankCounts; 4],
    landlord: Seat,
    turn: Seat,
    to_beat: Option<(Seat, Combo)>,
    passes: usize,
    bombs: u32,
}

impl World {
    fn sizes(&self) -> [u8; 4] {
        let mut s = [0u8; 4];
        for (i, h) in self.hands.iter().enumerate().take(self.n) {
            s[i] = u8::try_from(h.len()).unwrap_or(u8::MAX);
        }
        s
    }

    fn apply(&mut self, play: Option<Combo>) {
        match play {
            Some(c) => {
                self.hands[self.turn.index()].remove(&c.cards);
                if c.doubles_stake(self.players) {
                    self.bombs += 1;
                }
                self.to_beat = Some((self.turn, c));
                self.passes = 0;
            }
            None => {
                self.passes += 1;
                if self.passes + 1 >= self.n {
                    self.to_beat = None;
                    self.passes = 0;
                }
            }
        }
        // After everyone else passed, the turn is back with the trick's winner, who leads.
        self.turn = self.turn.next(self.n);
    }

    fn winner(&self) -> Option<Seat> {
        Seat::all(self.n).find(|s| self.hands[s.index()].is_empty())
    }

    /// Plays to the end with the normal policy; the result for `me`'s side: the stake won
    /// or lost, in units of the base stake, softened so a bomb-heavy deal does not swamp
    /// the average.
    fn rollout(mut self, me: Seat) -> f64 {
        for _ in 0..MAX_TURNS {
            if let Some(w) = self.winner() {
                let mine = (w == self.landlord) == (me == self.landlord);
                let size = 1.0 + 0.5 * f64::from(self.bombs.min(6));
                return if mine { size } else { -size };
            }
            let hand = self.hands[self.turn.index()];
            let spot = Spot {
                players: self.players,
                me: self.turn,
                hand: &hand,
                sizes: self.sizes(),
                n: self.n,
                landlord: self.landlord,
                to_beat: self.to_beat,
            };
            let play = strategy::play(&spot);
            self.apply(play);
        }
        0.0
    }
}

/// Deals the cards `info`'s seat cannot see to the other seats (and, in the auction, the
/// kitty, returned second).
fn sample(info: &Info, ctx: &mut BotCtx) -> ([RankCounts; 4], RankCounts) {
    let mut pool = info.unseen().to_ranks();
    for i in (1..pool.len()).rev() {
        let j = pick(ctx.rng(), i + 1);
        pool.swap(i, j);
    }
    let mut hands = [RankCounts::new(); 4];
    hands[info.seat.index()] = info.hand();
    let known = info.landlord_known();
    let mut it = pool.into_iter();
    for s in Seat::all(info.seats()).filter(|&s| s != info.seat) {
        let mut h = if Some(s) == info.view.landlord {
            known
        } else {
            RankCounts::new()
        };
        let want = info.hand_size(s);
        while h.len() < want {
            match it.next() {
                Some(r) => h.add(r, 1),
                None => break,
            }
        }
        hands[s.index()] = h;
    }
    let kitty = RankCounts::from_ranks(it);
    (hands, kitty)
}

pub fn choose(info: &Info, ctx: &mut BotCtx) -> Action {
    let hand = info.hand();
    if info.in_auction() {
        return Action::Bid(choose_bid(info, &hand, ctx));
    }
    let spot = strategy::spot_of(info, &hand);
    let follow = spot.to_beat.map(|(_, c)| c);
    let plays = legal_plays(&hand, info.players, follow.as_ref());
    let policy = strategy::choose_among(&spot, &plays);
    let mut candidates: Vec<Option<Combo>> = vec![policy];
    if plays.is_empty() {
        return Action::Pass;
    }
    if let Some(out) = plays.iter().find(|c| c.cards.len() == hand.len()) {
        return Action::Play(out.cards);
    }
    if follow.is_some() && policy.is_some() {
        candidates.push(None);
    }
    let mut ranked: Vec<(i32, Combo)> = strategy::distinct(&plays)
        .iter()
        .filter(|c| Some(**c) != policy)
        .map(|c| {
            let v = if follow.is_some() {
                strategy::after_cost(&hand, c, info.players) * 2 + i32::from(is_bomb(c)) * 20
            } else {
                lead_score(&spot, c)
            };
            (v, *c)
        })
        .collect();
    ranked.sort_by_key(|(v, c)| (*v, c.main, c.kind));
    candidates.extend(ranked.into_iter().take(SHORTLIST).map(|(_, c)| Some(c)));
    if candidates.len() == 1 {
        return to_action(policy);
    }
    let worlds = (ROLLOUTS / candidates.len()).max(1);
    let mut totals = vec![0.0f64; candidates.len()];
    let landlord = info.view.landlord.unwrap_or(info.seat);
    for _ in 0..worlds {
        if ctx.out_of_time() {
            break;
        }
        let (hands, _) = sample(info, ctx);
        let world = World {
            players: info.players,
            n: info.seats(),
            hands,
            landlord,
            turn: info.seat,
            to_beat: spot.to_beat,
            passes: passes_since(info),
            bombs: 0,
        };
        for (i, c) in candidates.iter().enumerate() {
            let mut w = world.clone();
            w.apply(*c);
            totals[i] += w.rollout(info.seat);
        }
    }
    // The policy's own choice wins ties (index 0, first maximum kept).
    let mut best = 0;
    for i in 1..candidates.len() {
        if totals[i] > totals[best] + 1e-9 {
            best = i;
        }
    }
    to_action(candidates[best])
}

fn to_action(c: Option<Combo>) -> Action {
    match c {
        Some(c) => Action::Play(c.cards),
        None => Action::Pass,
    }
}

/// Passes since the play to beat was made, from the trick so far.
fn passes_since(info: &Info) -> usize {
    info.view
        .trick
        .iter()
        .rev()
        .take_while(|t| t.play.is_none())
        .count()
}

/// Bids by playing the deal out as landlord in sampled worlds: the share of wins says how
/// much to bid.
fn choose_bid(info: &Info, hand: &RankCounts, ctx: &mut BotCtx) -> Bid {
    let top = info.view.bids.iter().map(|(_, b)| *b).max();
    let top_value = top.map_or(0, Bid::value);
    if top_value >= 3 {
        return Bid::Pass;
    }
    let mut score = 0.0;
    let mut played = 0u32;
    for _ in 0..BID_ROLLOUTS {
        if ctx.out_of_time() {
            break;
        }
        let (mut hands, kitty) = sample(info, ctx);
        hands[info.seat.index()].add_all(&kitty);
        let world = World {
            players: info.players,
            n: info.seats(),
            hands,
            landlord: info.seat,
            turn: info.seat,
            to_beat: None,
            passes: 0,
            bombs: 0,
        };
        if world.rollout(info.seat) > 0.0 {
            score += 1.0;
        }
        played += 1;
    }
    if played == 0 {
        return bot::choose_bid(hand, info.players, top);
    }
    let p = score / f64::from(played);
    let want: u8 = if p >= 0.68 {
        3
    } else if p >= 0.6 {
        2
    } else if p >= 0.52 {
        1
    } else {
        0
    };
    if want > top_value {
        Bid::from_value(want).unwrap_or(Bid::Pass)
    } else {
        Bid::Pass
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doudizhu::DouDizhu;
    use crate::games::{BotParams, Game, Level};

    #[test]
    fn sampled_worlds_hold_every_card_once_and_respect_the_counts() {
        let mut game = DouDizhu::new(Default::default(), 5).unwrap().game;
        let mut ctx = BotCtx::new(&BotParams::new(Level::Hard, 3));
        for _ in 0..30 {
            let Some(&seat) = game.to_act().first() else {
                break;
            };
            let info = game.info_state(seat).unwrap();
            let (hands, kitty) = sample(&info, &mut ctx);
            let mut all = kitty;
            for (i, h) in hands.iter().enumerate().take(info.seats()) {
                assert_eq!(h.len(), info.hand_size(Seat::from_index(i)));
                all.add_all(h);
            }
            for p in &info.played_by {
                all.add_all(p);
            }
            if !info.in_auction() {
                assert!(kitty.is_empty());
                let l = info.view.landlord.unwrap();
                assert!(hands[l.index()].contains(&info.landlord_known()));
            }
            assert_eq!(all, super::super::deal::full_deck(info.players));
            let a = game.bot_action(seat).unwrap();
            game.apply(seat, a).unwrap();
        }
    }
}

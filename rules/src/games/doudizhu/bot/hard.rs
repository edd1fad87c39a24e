//! The `hard` Dou Dizhu bot: determinized Monte Carlo search.
//!
//! It deals the cards it cannot see at random among the other seats, consistently with
//! everything public (the counts, the cards played, the landlord's face-up bottom cards it
//! still holds), plays each shortlisted move in every such world and finishes the deal with
//! the `normal` policy for all seats, and keeps the move that scores best on average (the
//! same worlds for every move, so the comparison is fair). The shortlist is the normal
//! policy's choice, passing, and the plays that look best by the plan of the hand left; the
//! rollouts go to them by successive halving, so the close calls get most of them.
//!
//! The work is counted in turns played out, not time (see `bots`), sized to stay within 50 ms at p99
//! on one core (benches/doudizhu.rs).

use super::endgame::{self, Solver};
use super::normal::{self, Spot, is_bomb, lead_score};
use super::world::World;
use crate::games::bots::{BotRng, pick};
use crate::games::doudizhu::Action;
use crate::games::doudizhu::auction::Bid;
use crate::games::doudizhu::combos::Combo;
use crate::games::doudizhu::info::Info;
use crate::games::doudizhu::moves::legal_plays;
use crate::games::doudizhu::rank::RankCounts;
use crate::games::search::{self, Budget};
use crate::games::{BotCtx, ChanceOf, Seat};

/// Turns played out per play decision, over all candidates and rounds: a budget in turns
/// rather than rollouts gives the short endgames, where precision matters most, many more
/// rollouts for the same time.
const STEP_BUDGET: usize = 24_000;
/// No candidate gets more worlds than this (a tiny endgame would otherwise take thousands).
const MAX_WORLDS: usize = 1_500;
/// With this many cards or fewer left in all hands, each world is solved exactly.
const ENDGAME_CARDS: usize = 12;
/// Positions one world's exact solution may search before it falls back to rollouts.
const ENDGAME_NODES: usize = 4_000;
/// Rollouts per bid decision.
const BID_ROLLOUTS: usize = 96;
/// Fewer worlds than this in the first round (a decision its deadline cut short), or bid
/// rollouts, leave the normal policy's choice standing (`bots::cut_short`).
const MIN_WORLDS: usize = 8;
/// Moves compared at most (more only when a lead has more kinds of play than this).
const SHORTLIST: usize = 10;
/// Deals the cards `info`'s seat cannot see to the other seats (and, in the auction, the
/// kitty, returned second).
pub(crate) fn sample(info: &Info, rng: &mut BotRng) -> ([RankCounts; 4], RankCounts) {
    let mut pool = info.unseen().to_ranks();
    for i in (1..pool.len()).rev() {
        let j = pick(rng, i + 1);
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
    let spot = normal::spot_of(info, &hand);
    let follow = spot.to_beat.map(|(_, c)| c);
    let plays = legal_plays(&hand, info.players, follow.as_ref());
    if plays.is_empty() {
        return Action::Pass;
    }
    if let Some(out) = plays.iter().find(|c| c.cards.len() == hand.len()) {
        return Action::Play(out.cards);
    }
    let policy = normal::choose_among(&spot, &plays);
    let candidates = shortlist(&spot, &plays, policy);
    if candidates.len() == 1 {
        return to_action(policy);
    }
    let landlord = info.view.landlord.unwrap_or(info.seat);
    let root = |hands| World {
        players: info.players,
        n: info.seats(),
        hands,
        landlord,
        turn: info.seat,
        to_beat: spot.to_beat,
        passes: passes_since(info),
        bombs: 0,
    };
    // Successive halving over the turns played out: the close calls get most of the rollouts.
    let budget = Budget {
        worlds: MAX_WORLDS,
        min_worlds: MIN_WORLDS,
        steps: STEP_BUDGET,
        steps_after: 1,
        halving: true,
    };
    let out = search::run(
        ctx,
        &candidates,
        &budget,
        |rng| {
            let world = root(sample(info, rng).0);
            // One solver a world: its memo serves every candidate played there.
            let solver =
                (endgame::cards_left(&world) <= ENDGAME_CARDS).then(|| Solver::new(ENDGAME_NODES));
            (world, solver)
        },
        |(world, solver), &candidate, work| {
            let mut w = world.clone();
            w.apply(candidate);
            value(w, info.seat, solver.as_mut(), work.steps)
        },
    );
    let Some(out) = out else {
        return to_action(policy);
    };
    let best = out.survivor();
    if let Some((chance, usual)) = out.win_rates(best) {
        ctx.found(ChanceOf::Hand, chance, usual);
    }
    to_action(candidates[best])
}

/// The moves worth searching: the policy's choice first, a pass when following, then the
/// best-looking play of each kind (a lead) or the cheapest, the highest and the smallest
/// bomb (a follow), then the next best by the plan of the hand left.
fn shortlist(spot: &Spot, plays: &[Combo], policy: Option<Combo>) -> Vec<Option<Combo>> {
    let hand = spot.hand;
    let following = spot.to_beat.is_some();
    let mut out: Vec<Option<Combo>> = vec![policy];
    if following && policy.is_some() {
        out.push(None);
    }
    // No bomb over a partner's play that the landlord, next, could not go out over: the
    // rollouts' landlord answers a farmer's bomb more meekly than a person would, so the
    // search came to value taking the lead from a partner with a bomb (a 4-player farmer
    // did it in 65 of 2,277 decisions over a partner's play, once with that partner holding
    // its last card, and the deal lost). Without these, over 200 deals × 4 seatings × 2 at
    // 4 players, seed 5150: a `hard` farmer with `easy` partners 0.690 → 0.713, farmers
    // 0.872 → 0.876; at 3 players it had happened in 2 of 1,272 decisions.
    let spare_partner = spot.to_beat.is_some_and(|(w, c)| {
        spot.me != spot.landlord && w != spot.landlord && !normal::must_block(spot, &c)
    });
    let mut ranked: Vec<(i32, Combo)> = normal::distinct(plays)
        .into_iter()
        .filter(|c| !(spare_partner && is_bomb(c)))
        .map(|c| {
            let v = if following {
                normal::after_cost(hand, &c, spot.players) * 2 + i32::from(is_bomb(&c)) * 20
            } else {
                lead_score(spot, &c)
            };
            (v, c)
        })
        .collect();
    ranked.sort_by_key(|(v, c)| (*v, c.main, c.kind));
    let push = |c: Combo, out: &mut Vec<Option<Combo>>| {
        if !out.contains(&Some(c)) {
            out.push(Some(c));
        }
    };
    if following {
        if let Some((_, c)) = ranked.iter().find(|(_, c)| !is_bomb(c)) {
            push(*c, &mut out);
        }
        if let Some(c) = ranked
            .iter()
            .filter(|(_, c)| !is_bomb(c))
            .map(|(_, c)| *c)
            .max_by_key(|c| c.main)
        {
            push(c, &mut out);
        }
        if let Some(c) = ranked
            .iter()
            .filter(|(_, c)| is_bomb(c))
            .map(|(_, c)| *c)
            .min_by_key(|c| (c.kind, c.len, c.main))
        {
            push(c, &mut out);
        }
    } else {
        let mut kinds = Vec::new();
        for (_, c) in &ranked {
            if !kinds.contains(&c.kind) {
                kinds.push(c.kind);
                push(*c, &mut out);
            }
        }
    }
    for (_, c) in ranked {
        if out.len() >= SHORTLIST {
            break;
        }
        push(c, &mut out);
    }
    out
}

/// What `world` (the candidate just played) is worth to `me`'s side: solved exactly when a
/// solver is given and its node limit holds, else played out by the policy.
fn value(world: World, me: Seat, solver: Option<&mut Solver>, steps: &mut usize) -> f64 {
    if let Some(solver) = solver {
        let before = solver.nodes;
        let solved = solver.landlord_wins(&world);
        *steps += solver.nodes - before;
        if let Some(landlord_won) = solved {
            return world.result_for(me, landlord_won);
        }
    }
    world.rollout(me, steps)
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
        let (mut hands, kitty) = sample(info, ctx.rng());
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
        if world.rollout(info.seat, &mut 0) > 0.0 {
            score += 1.0;
        }
        played += 1;
    }
    if ctx.cut_short(
        usize::try_from(played).unwrap_or(0),
        BID_ROLLOUTS,
        MIN_WORLDS,
    ) {
        return normal::choose_bid(info, hand);
    }
    let p = score / f64::from(played);
    let want: u8 = if p >= 0.74 {
        3
    } else if p >= 0.66 {
        2
    } else if p >= 0.58 {
        1
    } else {
        0
    };
    Bid::worth(want, top_value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doudizhu::{DdzRank, Kind, Players, classify};

    fn rc(s: &str) -> RankCounts {
        RankCounts::parse(s).unwrap()
    }

    #[test]
    fn a_follow_weighs_passing_the_cheapest_the_highest_and_the_smallest_bomb() {
        let hand = rc("4 6 9 K 2 7777 BR");
        let to_beat = classify(&rc("5"), Players::Three).unwrap();
        let spot = Spot {
            players: Players::Three,
            me: Seat(1),
            hand: &hand,
            sizes: [9, 11, 17, 0],
            n: 3,
            landlord: Seat(0),
            to_beat: Some((Seat(0), to_beat)),
        };
        let plays = legal_plays(&hand, Players::Three, Some(&to_beat));
        let policy = normal::choose_among(&spot, &plays);
        let list = shortlist(&spot, &plays, policy);
        assert_eq!(list[0], policy, "the policy's own choice comes first");
        assert!(list.contains(&None), "passing is weighed");
        let mains: Vec<_> = list.iter().flatten().map(|c| (c.kind, c.main)).collect();
        assert!(mains.contains(&(Kind::Single, DdzRank::TWO)), "{mains:?}");
        assert!(
            mains.iter().any(|m| m.0 == Kind::Bomb),
            "the bomb, not the rocket: {mains:?}"
        );
        assert!(list.len() <= SHORTLIST);
    }

    #[test]
    fn a_farmer_weighs_no_bomb_over_its_partners_play_unless_the_landlord_could_go_out() {
        // 4 players, seat 3 a farmer; its partner (seat 1) bombed and the landlord (seat 2)
        // passed: bombing over the partner gives the landlord another chance for nothing.
        let hand = rc("5 77 89 TT J QQQQ KKK 222 BB");
        let eights = classify(&rc("8888"), Players::Four).unwrap();
        let mut spot = Spot {
            players: Players::Four,
            me: Seat(3),
            hand: &hand,
            sizes: [20, 21, 28, 20],
            n: 4,
            landlord: Seat(2),
            to_beat: Some((Seat(1), eights)),
        };
        let plays = legal_plays(&hand, Players::Four, Some(&eights));
        assert!(plays.iter().any(is_bomb), "the hand can bomb");
        let list = shortlist(&spot, &plays, normal::choose_among(&spot, &plays));
        assert_eq!(list, vec![None], "nothing but a pass is weighed");
        // The landlord, next, holds one card over the partner's single five: the bomb is
        // the only way to stop it going out.
        let five = classify(&rc("5"), Players::Four).unwrap();
        let hand = rc("3 4444");
        spot.hand = &hand;
        spot.me = Seat(1);
        spot.landlord = Seat(2);
        spot.sizes = [20, 5, 1, 20];
        spot.to_beat = Some((Seat(0), five));
        let plays = legal_plays(&hand, Players::Four, Some(&five));
        let list = shortlist(&spot, &plays, normal::choose_among(&spot, &plays));
        assert!(
            list.iter().flatten().any(is_bomb),
            "the block is weighed: {list:?}"
        );
    }

    #[test]
    fn a_lead_weighs_one_play_of_every_kind_the_hand_holds() {
        let hand = rc("33 444 56789 QQ");
        let spot = Spot {
            players: Players::Three,
            me: Seat(0),
            hand: &hand,
            sizes: [13, 17, 17, 0],
            n: 3,
            landlord: Seat(0),
            to_beat: None,
        };
        let plays = legal_plays(&hand, Players::Three, None);
        let list = shortlist(&spot, &plays, normal::choose_among(&spot, &plays));
        let kinds: Vec<Kind> = list.iter().flatten().map(|c| c.kind).collect();
        for kind in [
            Kind::Single,
            Kind::Pair,
            Kind::Trio,
            Kind::TrioSingle,
            Kind::TrioPair,
            Kind::Straight,
        ] {
            assert!(kinds.contains(&kind), "{kind:?} missing from {kinds:?}");
        }
        assert!(!list.contains(&None), "a lead cannot pass");
    }
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
            let (hands, kitty) = sample(&info, ctx.rng());
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
            assert_eq!(all, crate::games::doudizhu::deal::full_deck(info.players));
            let a = game.bot_action(seat).unwrap();
            game.apply(seat, a).unwrap();
        }
    }
}

//! The `hard` 幺地人 bot: determinized search on top of the normal strategy.
//!
//! On a discard, on an optional 吃 / 碰 and on play-or-fold, it deals the tiles it cannot see
//! at random — to the other seats by their public counts of concealed tiles, the rest as the
//! stock — consistently with everything public (its own tiles, every exposed kan, the river,
//! the tile on offer). In each such world it plays every shortlisted move and finishes the hand
//! with a fast plan-following policy for all seats (`sim.rs`). A hand's payments are scored by the
//! chance they leave the seat of winning the match (`standing.rs`: the match goes to the top
//! score, ties at the top win), not by their size. Every move meets the same worlds, and the
//! normal policy's own move is kept unless another beats it clearly — by `CONFIDENCE`
//! standard errors of the paired differences; the best of a few noisy averages is otherwise
//! mostly luck. The shortlist: the normal move first, then the discards that lose least; for a
//! claim, passing and every claim on offer; playing and folding (the seats still to answer
//! answer as the normal policy would with their sampled tiles). Wins (胡), mandatory claims
//! and the opening are the normal strategy's.
//!
//! The work is counted in steps played out, not time (see `bots`), sized to stay within 50 ms
//! at p99 on one core (benches/bots.rs).

use super::normal::{self, Standing, Valuer, plays_hand, unseen};
use super::sim::{Answer, Next, Payments, Sim, SimSeat, Tools};
use super::standing::match_chance;
use crate::cards::tiles::Tile;
use crate::games::Seat;
use crate::games::bots::{BotRng, pick};
use crate::games::search::{self, Budget};
use crate::games::yaodiren::claims::Claim;
use crate::games::yaodiren::estimate::opening_estimate;
use crate::games::yaodiren::view::{Stage, Status};
use crate::games::yaodiren::{Action, Info, PLAYERS};
use crate::games::{BotCtx, ChanceOf};

/// The work per decision: steps (discards and claim windows) played out over all rollouts.
/// Early in a hand a rollout is long and its groupings are not yet remembered, so a budget in
/// steps keeps the first decisions of a hand (the slowest) within the time budget and gives
/// the short rollouts near the end more worlds. 9,000 keeps the p99 decision within 50 ms on a
/// 2.3 GHz core (11,000 took it to 47–57 ms there; paired on 4,800 matches the two differed by
/// −0.007 ± 0.009 matches won).
const STEPS: usize = 9_000;
/// The work for play-or-fold: its rollouts play the whole hand from 偷牌 on with nothing yet
/// remembered, so a step costs most there; on half the steps it stays within the budget (the
/// full budget took it past 60 ms on a 2.3 GHz core, and the choice rarely turns).
const JOIN_STEPS: usize = STEPS / 2;
/// Rollouts per decision at most, over all candidates.
const ROLLOUTS: usize = 480;
/// Worlds every candidate meets at least, whatever the steps: a paired spread needs a few.
/// A decision its deadline cut short before them keeps the normal move (`bots::cut_short`).
const MIN_WORLDS: usize = 8;
/// Moves compared at most.
const SHORTLIST: usize = 4;
/// Standard errors by which a move's average must beat the normal move's to be chosen
/// instead (paired over the same worlds): with 60 worlds a move, most differences are noise.
const CONFIDENCE: f64 = 1.5;
/// Discards further than this below the best (on the valuer's scale) are not tried.
const DISCARD_SLACK: i32 = 120;

/// The hard bot's move.
pub fn choose(info: &Info, ctx: &mut BotCtx) -> Action {
    let legal = &info.legal;
    let hu = Action::Claim(Claim::Hu);
    let normal = normal::choose(info);
    if legal.contains(&hu) {
        return hu;
    }
    let candidates: Vec<Action> = match info.stage {
        Stage::Discard => discard_candidates(info, normal),
        Stage::Claim if legal.contains(&Action::Pass) => {
            let mut c = vec![normal];
            c.extend(
                legal
                    .iter()
                    .copied()
                    .filter(|a| {
                        matches!(
                            a,
                            Action::Pass | Action::Claim(Claim::Peng | Claim::Chi { .. })
                        )
                    })
                    .filter(|a| *a != normal),
            );
            c.truncate(SHORTLIST);
            c
        }
        Stage::Joining => {
            let other = if normal == Action::Play {
                Action::Fold
            } else {
                Action::Play
            };
            vec![normal, other]
        }
        _ => return normal,
    };
    if candidates.len() < 2 {
        return normal;
    }
    let budget = Budget {
        worlds: (ROLLOUTS / candidates.len()).max(1),
        min_worlds: MIN_WORLDS,
        steps: if info.stage == Stage::Joining {
            JOIN_STEPS
        } else {
            STEPS
        },
        steps_after: MIN_WORLDS,
        halving: false,
    };
    // The rollouts share their searches' memos (they do not depend on the world).
    let mut tools = Tools::new();
    let out = search::run(
        ctx,
        &candidates,
        &budget,
        |rng| sample(info, rng),
        |world, &action, work| {
            let before = tools.steps;
            let pay = rollout(info, world.clone(), action, &mut tools);
            *work.steps += tools.steps - before;
            worth(info, &pay)
        },
    );
    let Some(out) = out.filter(|out| !out.short) else {
        return normal;
    };
    // Leave the normal move only for one clearly better in these worlds: with few worlds, the
    // best of several noisy averages is mostly luck.
    let (best, edge) = out.clearly_better(CONFIDENCE);
    if best != 0 {
        #[allow(clippy::cast_precision_loss)]
        let usual = out.totals[0] / out.worlds.max(2) as f64;
        ctx.found(ChanceOf::Match, usual + edge, usual);
    }
    candidates[best]
}

/// What a hand's `payments` are worth to `info`'s seat: its chance to win the match after
/// them (docs/rules/yaodiren.md#table-seats-and-the-match).
fn worth(info: &Info, payments: &Payments) -> f64 {
    let view = &info.view;
    let scores: [i64; PLAYERS] =
        std::array::from_fn(|i| view.scores.get(i).copied().unwrap_or(0) + i64::from(payments[i]));
    match_chance(&scores, info.seat, view.hands.saturating_sub(view.hand))
}

/// The normal policy's discard, then the discards that lose least.
fn discard_candidates(info: &Info, normal: Action) -> Vec<Action> {
    let mut valuer = Valuer::new(info);
    let room = crate::games::yaodiren::kan::KANS_TO_WIN.saturating_sub(info.exposed.len());
    let list = valuer.discards(&info.concealed, room, 0);
    let top = list.first().map_or(0, |&(_, v)| v);
    let mut out = vec![normal];
    for &(t, v) in &list {
        if out.len() >= SHORTLIST || v + DISCARD_SLACK < top {
            break;
        }
        let a = Action::Discard(t);
        if a != normal {
            out.push(a);
        }
    }
    out
}

/// The hand as `info`'s seat sees it, with the hidden tiles dealt at random.
pub(crate) fn sample(info: &Info, rng: &mut BotRng) -> Sim {
    let mut pool: Vec<Tile> = unseen(info).tiles();
    for i in (1..pool.len()).rev() {
        let j = pick(rng, i + 1);
        pool.swap(i, j);
    }
    let mut it = pool.into_iter();
    let view = &info.view;
    let seats: [SimSeat; PLAYERS] = std::array::from_fn(|i| {
        let s = Seat::from_index(i);
        let public = view.seats.iter().find(|v| v.seat == s);
        let exposed = public.map(|p| p.exposed.clone()).unwrap_or_default();
        let active = public.is_some_and(|p| p.status.active());
        let concealed = if s == info.seat {
            info.concealed
        } else {
            let n = public.map_or(0, |p| usize::from(p.concealed));
            crate::cards::tiles::TileCounts::from_tiles(it.by_ref().take(n))
        };
        let mut seat = SimSeat::new(concealed, exposed, active, view.dealer == s);
        if s == info.seat {
            for t in view.peng_barred.iter().flatten() {
                seat.peng_barred |= 1 << t.index();
            }
        }
        seat
    });
    Sim {
        seats,
        stock: it.collect(),
        drawn: 0,
        me: info.seat,
    }
}

/// Plays `action` in `world` and the hand out: what each seat is paid.
fn rollout(info: &Info, mut world: Sim, action: Action, tools: &mut Tools) -> Payments {
    let me = info.seat;
    match action {
        Action::Discard(t) => {
            world.seats[me.index()].concealed.take(t, 1);
            let next = Next::Window {
                tile: t,
                source: me,
                flip: false,
            };
            world.play(next, None, tools)
        }
        Action::Pass | Action::Claim(_) => {
            let (Some(tile), Some(w)) = (info.window_tile, info.view.window.as_ref()) else {
                return [0; PLAYERS];
            };
            let answer = match action {
                Action::Claim(c) => Answer::Claim(c),
                _ => Answer::Pass,
            };
            let next = Next::Window {
                tile,
                source: w.source,
                flip: w.origin == crate::games::yaodiren::claims::Origin::Flip,
            };
            world.play(next, Some(answer), tools)
        }
        Action::Play | Action::Fold => {
            world.seats[me.index()].active = action == Action::Play;
            join_the_rest(info, &mut world);
            match world.begin() {
                Some(next) => world.play(next, None, tools),
                None => [0; PLAYERS],
            }
        }
        _ => [0; PLAYERS],
    }
}

/// The seats still to answer play-or-fold after this one answer as the normal policy would
/// with their sampled tiles (docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: asked in
/// turn from the dealer, so each sees the answers before it).
fn join_the_rest(info: &Info, world: &mut Sim) {
    let view = &info.view;
    let dealer = view.dealer;
    for s in (0..PLAYERS).map(|k| dealer.after(k, PLAYERS)) {
        let waiting = view
            .seats
            .iter()
            .any(|p| p.seat == s && p.status == Status::DidNotOpen);
        if s == info.seat || !waiting {
            continue;
        }
        let mut standing = Standing::at(view, s);
        standing.others_in = Seat::all(PLAYERS)
            .filter(|&o| o != s && world.seats[o.index()].active)
            .count();
        let estimate = opening_estimate(&world.seats[s.index()].concealed, s == dealer);
        world.seats[s.index()].active = plays_hand(&estimate, standing);
    }
}

//! Chicago's bots. `ChicagoBot` picks the level: `easy` is the heuristic of `easy.rs`,
//! `normal` the known strategy of `normal.rs`, `hard` the search over the unseen cards of
//! `hard.rs`. The search's worlds are dealt by `sample.rs` (with the exchanges' keeps of
//! `keeps.rs` and the odds of `odds.rs`) and played out in `world.rs`, valued by the race to
//! the target (`race.rs`, its tables built in `playouts.rs`).

pub mod easy;
mod hard;
mod keeps;
pub mod normal;
mod odds;
mod playouts;
mod race;
pub(crate) mod sample;
mod world;

#[cfg(test)]
mod tests;

use super::config::Target;
use super::strength;
use super::{Action, Chicago, Info};
use crate::games::{Bot, BotCtx, Level};

/// Chicago's bot at every level.
pub struct ChicagoBot;

impl Bot<Chicago> for ChicagoBot {
    fn decide(info: &Info, ctx: &mut BotCtx) -> Action {
        match ctx.level {
            Level::Easy => easy::choose(&info.view),
            Level::Normal => normal::choose(info, ctx),
            Level::Hard => hard::choose(info, ctx),
        }
    }

    fn prepare(info: &Info, level: Level) {
        if level == Level::Hard {
            warm_up_for(
                usize::from(info.view.players),
                info.view.target,
                info.view.lock,
            );
        }
    }

    /// The `hard` bot's tables for every table size and target.
    fn warm_up() {
        for n in 2..=4 {
            for target in [Target::FiftyTwo, Target::Thirty] {
                warm_up_for(n, target.points(), target.lock());
            }
        }
    }
}

/// Builds the `hard` bot's tables for `n` players and `target` (a fraction of a second, once
/// per process): the race to the target, the exchanges' keeps and odds.
pub(crate) fn warm_up_for(n: usize, target: u32, lock: u32) {
    playouts::race(n, target, lock);
    keeps::kept_sets(&[3]);
    odds::beats_one(strength(&[]), 1);
}

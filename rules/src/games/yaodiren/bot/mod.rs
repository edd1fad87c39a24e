//! 幺地人's bots. `YaodirenBot` picks the level: `easy` is the heuristic of `easy.rs`, `normal`
//! the strategy of `normal.rs` (what it knows of the others' standing in `standing.rs`), `hard`
//! the determinized search of `hard.rs` over the hands played out by `sim.rs`.

pub mod easy;
pub(crate) mod hard;
pub mod normal;
mod sim;
mod standing;

use super::{Action, Info, Yaodiren};
use crate::games::{Bot, BotCtx, Level};

/// 幺地人's bot at every level.
pub struct YaodirenBot;

impl Bot<Yaodiren> for YaodirenBot {
    fn decide(info: &Info, ctx: &mut BotCtx) -> Action {
        match ctx.level {
            Level::Easy => easy::choose(info),
            Level::Normal => normal::choose(info),
            Level::Hard => hard::choose(info, ctx),
        }
    }
}

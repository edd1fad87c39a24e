//! Chowdah's bots. `ChowdahBot` picks the level: `easy` is the heuristic of `easy.rs` (whose
//! yardsticks the others share), `normal` the expected improvement of `normal.rs`, `hard` the
//! determinized search of `hard.rs`.

pub mod easy;
pub mod hard;
pub mod normal;

#[cfg(test)]
mod tests;

use super::{Action, Chowdah, Info};
use crate::games::{Bot, BotCtx, Level};

/// Chowdah's bot at every level.
pub struct ChowdahBot;

impl Bot<Chowdah> for ChowdahBot {
    fn decide(info: &Info, ctx: &mut BotCtx) -> Action {
        match ctx.level {
            Level::Easy => easy::choose(info),
            Level::Normal => normal::choose(info),
            Level::Hard => hard::choose(info, ctx),
        }
    }
}

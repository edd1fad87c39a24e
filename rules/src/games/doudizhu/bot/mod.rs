//! Dou Dizhu's bots. `DdzBot` picks the level: `easy` is the simple, honest heuristic of
//! `easy.rs`, `normal` the strategy of `normal.rs`, `hard` the determinized search of `hard.rs`
//! (its worlds in `world.rs`, the exact endgame in `endgame.rs`); `naive.rs` is the public
//! yardstick the arena measures them against (`Bot::NAIVE`). All of them decide from the
//! seat's `Info` only.

pub mod easy;
mod endgame;
pub mod hard;
pub mod naive;
pub mod normal;
mod world;

use super::info::Info;
use super::{Action, DouDizhu};
use crate::games::bots::Agent;
use crate::games::{Bot, BotCtx, Level};

/// Dou Dizhu's bot at every level.
pub struct DdzBot;

impl Bot<DouDizhu> for DdzBot {
    const NAIVE: Option<Agent<DouDizhu>> = Some(naive::choose);

    fn decide(info: &Info, ctx: &mut BotCtx) -> Action {
        match ctx.level {
            Level::Easy => easy::choose(info),
            Level::Normal => normal::choose(info),
            Level::Hard => hard::choose(info, ctx),
        }
    }
}

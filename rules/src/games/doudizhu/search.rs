//! The `hard` Dou Dizhu bot: placeholder, the normal strategy.

use super::info::Info;
use super::{Action, strategy};
use crate::games::BotCtx;

pub fn choose(info: &Info, _ctx: &mut BotCtx) -> Action {
    strategy::choose(info)
}

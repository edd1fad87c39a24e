//! The `normal` Dou Dizhu bot: placeholder, the easy heuristic.

use super::info::Info;
use super::{Action, bot};

pub fn choose(info: &Info) -> Action {
    bot::choose(info)
}

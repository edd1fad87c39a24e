//! The load tests' traffic: the next move at a table, sent as its player would send it, and
//! the percentiles of what came back.

use super::Harness;
use super::users::{self, Player, Where};
use paiju::table::store::Store;
use paiju::table::{ChannelId, Status};
use serde_json::Value;
use std::time::Duration;

/// The next move at the table in `channel` as a slash command of the person to act (one of
/// `players`), with its interaction id, if the game is still on. The person plays as the fast
/// bot would: what a load test measures is the table's answer.
pub async fn next_move<S: Store>(
    h: &Harness<S>,
    channel: ChannelId,
    players: &[Player],
) -> Option<(u64, Value)> {
    let (user, verb, args) = {
        let shared = h.registry.table(channel).await.ok()??;
        let table = shared.lock().await;
        if table.status() != Status::Playing {
            return None;
        }
        let user = *table.users_to_act().first()?;
        let seat = table.seat_of(user)?;
        let action = table.game()?.bot_action(seat)?;
        let choice = table.game()?.choice(seat, &action)?;
        (user, choice.verb, choice.args)
    };
    let p = players.iter().find(|p| p.id == user.0)?;
    let option = match verb {
        paiju::games::Verb::Bid => Some(("value", args.as_str())),
        paiju::games::Verb::Play => Some(("cards", args.as_str())),
        _ => None,
    };
    Some(users::interaction(
        &h.fake,
        2,
        p,
        Where::Channel(channel.0),
        users::command_data(verb.word(), users::verb_options(option)),
    ))
}

/// The `p`-th quantile (0 to 1) of `sorted`, which is not empty.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

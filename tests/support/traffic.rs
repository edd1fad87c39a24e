//! The load tests' traffic: their tables of Dou Dizhu, the next move at a table sent as its
//! player would send it, and the percentiles of what came back.

use super::Harness;
use super::users::{self, Player, Where};
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::table::store::Store;
use paiju::table::{ChannelId, Command, GuildId, Status, UserId};
use serde_json::Value;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Ann, Bob and Cy, with user ids from `base` on.
pub fn three_players(base: u64) -> [Player; 3] {
    [
        Player::new(base, "Ann"),
        Player::new(base + 1, "Bob"),
        Player::new(base + 2, "Cy"),
    ]
}

/// Opens a 3-player Dou Dizhu table in `channel` through the registry (a load test's setup,
/// not measured), opened by the first of `players`; the other two seats are those players, or
/// two bots the opener adds when `bots`. Then deals.
pub async fn open_doudizhu<S: Store>(
    h: &Harness<S>,
    channel: ChannelId,
    players: &[Player; 3],
    bots: bool,
) {
    open_doudizhu_with(h, channel, players, bots, Options::new()).await;
}

/// `open_doudizhu` with table `options` besides `players=3`.
pub async fn open_doudizhu_with<S: Store>(
    h: &Harness<S>,
    channel: ChannelId,
    players: &[Player; 3],
    bots: bool,
    options: Options,
) {
    let ctx = |p: &Player| h.registry.ctx(UserId(p.id), p.name, None);
    h.registry
        .open(
            channel,
            Some(GuildId(super::GUILD)),
            GameKind::Doudizhu,
            options.with("players", 3),
            &ctx(&players[0]),
        )
        .await
        .unwrap();
    for p in &players[1..] {
        let (command, who) = if bots {
            (Command::add_bot(), &players[0])
        } else {
            (Command::Join, p)
        };
        h.registry
            .execute(channel, &ctx(who), command)
            .await
            .unwrap();
    }
    h.registry
        .execute(channel, &ctx(&players[0]), Command::Start { deal: None })
        .await
        .unwrap();
}

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

/// What an open-loop run sent and got back.
pub struct Run {
    /// Each move sent: its table and its interaction id.
    pub sent: Vec<(u64, u64)>,
    pub elapsed: Duration,
    /// The time spent building the moves.
    pub generator: Duration,
    /// The callbacks since the run began: one for every move sent, at least.
    pub callbacks: Vec<super::fake::Callback>,
}

impl Run {
    /// Moves sent per second.
    pub fn rate(&self) -> f64 {
        f64::from(u32::try_from(self.sent.len()).unwrap()) / self.elapsed.as_secs_f64()
    }
}

/// Sends moves at `rate`/s for `seconds` s, round-robin over `tables` tables (`next(t)`:
/// table `t`'s next move, if its game is on), then waits up to `patience` for every callback.
/// A table gets its next move only once its last was answered: when few games are left (the
/// rest finished), the round comes back to a table within milliseconds, and a move worked out
/// from the state before its last one landed would be refused as out of turn.
pub async fn open_loop<S: Store>(
    h: &Harness<S>,
    rate: u64,
    seconds: u64,
    tables: u64,
    mut next: impl AsyncFnMut(u64) -> Option<(u64, Value)>,
    patience: Duration,
) -> Run {
    let fake = &h.fake;
    let before = fake.callback_count();
    let total = rate * seconds;
    let period = Duration::from_secs_f64(1.0 / f64::from(u32::try_from(rate).unwrap()));
    let start = Instant::now();
    let mut sent = Vec::new();
    let mut t = 0u64;
    let mut generator = Duration::ZERO;
    // Tables with a move not yet answered, by interaction id; the callbacks read so far.
    let mut unanswered: HashMap<u64, u64> = HashMap::new();
    let mut read = before;
    while (sent.len() as u64) < total {
        let due = start + period * u32::try_from(sent.len()).unwrap();
        tokio::time::sleep_until(due.into()).await;
        let took = Instant::now();
        let move_ = loop {
            for c in fake.callbacks_from(read) {
                read += 1;
                unanswered.remove(&c.interaction);
            }
            let mut found = None;
            for _ in 0..tables {
                t = (t + 1) % tables;
                if unanswered.values().any(|&w| w == t) {
                    continue;
                }
                found = next(t).await;
                if found.is_some() {
                    break;
                }
            }
            if found.is_some() || unanswered.is_empty() {
                break found;
            }
            // Every game still on waits for its answer.
            tokio::time::sleep(Duration::from_millis(1)).await;
        };
        let Some((id, payload)) = move_ else { break };
        fake.dispatch("INTERACTION_CREATE", payload);
        generator += took.elapsed();
        unanswered.insert(id, t);
        sent.push((t, id));
    }
    let elapsed = start.elapsed();
    fake.wait_for("every callback", patience, |f| {
        f.callback_count() >= before + sent.len()
    })
    .await;
    let callbacks = fake.callbacks_from(before);
    assert!(callbacks.len() >= sent.len());
    Run {
        sent,
        elapsed,
        generator,
        callbacks,
    }
}

//! `paiju sim GAME --games G`: bot-vs-bot games straight on the engine, as fast as it goes,
//! failing loudly on any invariant: a game that does not end, an action the engine refuses
//! from its own bot, a card lost or duplicated, payments that do not balance.

use super::cli::SimArgs;
use crate::games::any::{AnyGame, GameKind};
use crate::games::arena::decision_seed;
use crate::games::{BotParams, Level};
use std::time::Instant;

/// No game needs this many actions.
const MAX_ACTIONS: usize = 200_000;

#[derive(Debug, Default, Clone, Copy)]
pub struct SimReport {
    pub games: u64,
    pub actions: u64,
    pub seconds: f64,
}

/// Plays `games` bot-vs-bot games from `seed`, `seed + 1`, …, every seat at `level`.
pub fn simulate(
    kind: GameKind,
    options: &crate::games::Options,
    games: u64,
    seed: u64,
    level: Level,
) -> Result<SimReport, String> {
    let config = kind.configure(options).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let mut actions = 0u64;
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let (mut game, _) = AnyGame::start(config.clone(), None, game_seed)
            .map_err(|e| format!("seed {game_seed}: {e}"))?;
        let mut steps = 0;
        while game.outcome().is_none() {
            let to_act = game.to_act();
            let Some(&seat) = to_act.first() else {
                return Err(format!("seed {game_seed}: nobody to act but no outcome"));
            };
            let params = BotParams::new(level, decision_seed(game_seed, steps, seat));
            let action = game
                .bot_action_with(seat, &params)
                .ok_or_else(|| format!("seed {game_seed}: no bot action for seat {seat}"))?;
            game.apply(seat, action.clone()).map_err(|e| {
                format!(
                    "seed {game_seed}: seat {seat} {}: {e}",
                    action.command_text()
                )
            })?;
            game.audit()
                .map_err(|e| format!("seed {game_seed} after {steps} actions: {e}"))?;
            steps += 1;
            if steps > MAX_ACTIONS {
                return Err(format!(
                    "seed {game_seed}: no end after {MAX_ACTIONS} actions"
                ));
            }
        }
        actions += steps as u64;
        check_outcome(&game, game_seed)?;
    }
    Ok(SimReport {
        games,
        actions,
        seconds: start.elapsed().as_secs_f64(),
    })
}

fn check_outcome(game: &AnyGame, seed: u64) -> Result<(), String> {
    let outcome = game.outcome().expect("checked by the caller");
    if outcome.scores.len() != game.seat_count() {
        return Err(format!(
            "seed {seed}: {} scores for {} seats",
            outcome.scores.len(),
            game.seat_count()
        ));
    }
    if outcome
        .winners
        .iter()
        .any(|w| w.index() >= game.seat_count())
    {
        return Err(format!("seed {seed}: a winner is not a seat"));
    }
    if !game.to_act().is_empty() {
        return Err(format!("seed {seed}: seats still to act after the end"));
    }
    Ok(())
}

/// A rate with the digits that say something: 34064, 44.2, 0.35 (the searching bots play a
/// Chicago match in seconds, which "0 games/s" would hide).
fn per_second(count: u64, seconds: f64) -> String {
    let rate = count as f64 / seconds.max(1e-9);
    match rate {
        r if r >= 100.0 => format!("{r:.0}"),
        r if r >= 1.0 => format!("{r:.1}"),
        r => format!("{r:.2}"),
    }
}

pub fn run(args: SimArgs) -> anyhow::Result<i32> {
    let locale = super::locale(None);
    let (kind, options) =
        match super::game_and_options(&args.game, args.players, &args.options, locale) {
            Ok(found) => found,
            Err(e) => {
                eprintln!("{e}");
                return Ok(2);
            }
        };
    if let Err(e) = kind.configure(&options) {
        eprintln!("{}", crate::render::errors::option_error(&e, locale));
        eprintln!("{}", super::option_list(kind, locale));
        return Ok(2);
    }
    match simulate(kind, &options, args.games, args.seed, args.level) {
        Ok(r) => {
            crate::outln!(
                "{} {} {} ({} bots), {} actions in {:.2}s: {} games/s, {} actions/s — all invariants held",
                kind,
                r.games,
                if r.games == 1 { "game" } else { "games" },
                args.level,
                r.actions,
                r.seconds,
                per_second(r.games, r.seconds),
                per_second(r.actions, r.seconds)
            );
            Ok(0)
        }
        Err(e) => {
            eprintln!("FAILED: {e}");
            Ok(1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::per_second;

    #[test]
    fn a_slow_rate_keeps_its_first_digits_and_a_fast_one_drops_its_decimals() {
        assert_eq!(per_second(150, 424.65), "0.35");
        assert_eq!(per_second(20, 0.45), "44.4");
        assert_eq!(per_second(30_000, 0.88), "34091");
    }
}

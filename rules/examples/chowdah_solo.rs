//! How fast a Chowdah level races alone: the level in seat 0 and seats that only ever draw
//! from the stock and throw the card back (the timeout default), so nobody else calls. Per
//! first round of each deal: how often the level called, after how many of its turns, and for
//! how many points. A cheap yardstick for the race, beside the arena's match wins (see
//! docs/bots.md, "What wins a Chowdah match").
//! `cargo run -p paiju-rules --release --example chowdah_solo -- LEVEL DEALS [SEED]`; table
//! options from `ARENA_OPTIONS`; `SOLO_DUMP=FILE` writes one line per deal (1: called) to
//! compare two versions deal by deal; `SOLO_SALT=N` gives the bot other random draws on the
//! same deals (how far apart two runs of one version come out); `SOLO_SHOW=N` prints the
//! first N rounds it did not call.

use paiju_rules::cards::notation::format_cards;
use paiju_rules::games::chowdah::{Chowdah, Event, RoundEnd};
use paiju_rules::games::{BotParams, Game, Level, Options, Seat};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level: Level = args[0].parse().expect("level");
    let deals: u64 = args[1].parse().expect("deals");
    let seed: u64 = args.get(2).map_or(1, |s| s.parse().expect("seed"));
    let options = std::env::var("ARENA_OPTIONS").map_or_else(
        |_| Options::new(),
        |s| Options::parse_pairs(s.split_whitespace()),
    );
    let config = Chowdah::configure(&options).expect("config");
    let focal = Seat::from_index(0);
    let (mut called, mut turns_sum, mut points_sum) = (0u64, 0u64, 0i64);
    let mut by_turn = [0u64; 16];
    let show: usize = std::env::var("SOLO_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut shown = 0;
    // `SOLO_SALT=N`: another stream of the bots' own random draws on the same deals.
    let salt: u64 = std::env::var("SOLO_SALT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
        << 40;
    // `SOLO_DUMP=FILE`: one line per deal (1 if the level called, else 0), for paired
    // comparisons of two versions on the same deals.
    let mut dump = String::new();
    for d in 0..deals {
        let mut game = Chowdah::new(config.clone(), seed + d).expect("deal").game;
        let mut turns = 0u64;
        'round: for step in 0u64.. {
            let seat = game.to_act()[0];
            let action = if seat == focal {
                let s = (seed + d)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .wrapping_add(step)
                    .wrapping_add(salt);
                game.bot_action_with(seat, &BotParams::new(level, s))
            } else {
                game.auto_action(seat)
            }
            .expect("a move");
            for e in game.apply(seat, action).expect("legal") {
                match e.event {
                    Event::Drew { seat: s, .. } if s == focal => turns += 1,
                    Event::RoundScored { result } => {
                        let won =
                            matches!(result.ending, RoundEnd::Chowdah { seat: s } if s == focal);
                        dump.push_str(if won { "1\n" } else { "0\n" });
                        if won {
                            called += 1;
                            turns_sum += turns;
                            by_turn[usize::try_from(turns).unwrap_or(15).min(15)] += 1;
                            let r = &result.scores[0];
                            points_sum += r.card_points + r.bonus;
                        } else if shown < show {
                            // `SOLO_SHOW=N`: the first N rounds the level did not call.
                            shown += 1;
                            let r = &result.scores[0];
                            let melds: Vec<String> = r
                                .scored
                                .melds
                                .iter()
                                .map(|m| format_cards(m.cards()))
                                .collect();
                            println!(
                                "  no call, deal {}: melds [{}] unmelded [{}]",
                                seed + d,
                                melds.join(" | "),
                                format_cards(&r.scored.unmelded)
                            );
                        }
                        break 'round;
                    }
                    _ => {}
                }
            }
        }
    }
    if let Ok(path) = std::env::var("SOLO_DUMP") {
        std::fs::write(path, dump).expect("SOLO_DUMP file");
    }
    #[allow(clippy::cast_precision_loss)]
    {
        let c = called.max(1) as f64;
        println!(
            "{level}: {deals} rounds, called {:.3}, turns to call {:.2}, points at call {:.2}",
            called as f64 / deals as f64,
            turns_sum as f64 / c,
            points_sum as f64 / c
        );
        let mut cum = 0u64;
        let curve: Vec<String> = by_turn
            .iter()
            .enumerate()
            .map(|(t, &k)| {
                cum += k;
                format!("{t}:{:.2}", cum as f64 / deals as f64)
            })
            .collect();
        println!("  called by turn: {}", curve.join(" "));
    }
}

//! Where a Chicago bot's points come from, against `easy` in the same seat of the same deal:
//! `cargo run -p paiju-rules --release --example chicago_profile -- LEVEL DEALS SEED`
//! (table options from `ARENA_OPTIONS`; `SKIPEASY=1` skips the easy reference matches).
//! Each deal is a match played once per seat with LEVEL there and `easy` elsewhere, then again
//! with `easy` there. Per deal of play it prints the points the seat won at each showdown and
//! at the last trick, and the same less the other seats' average: the leak to look for first.

use paiju_rules::games::any::{AnyEvent, AnyGame, GameKind};
use paiju_rules::games::chicago::{Event, PointsFor, Scoring};
use paiju_rules::games::{BotParams, Level, Options, Seat};

/// The sources of points: showdowns 1 and 2, the final hands, the last trick, the call.
const SOURCES: [&str; 5] = ["s1", "s2", "final", "last", "call"];

#[derive(Default, Clone, Copy)]
struct Tally {
    matches: f64,
    wins: f64,
    deals: f64,
    /// The seat's points less the others' average, by source.
    diff: [f64; 5],
    mine: [f64; 5],
}

fn source(reason: PointsFor) -> usize {
    match reason {
        PointsFor::Hand(Scoring::FirstExchange) => 0,
        PointsFor::Hand(Scoring::SecondExchange) => 1,
        PointsFor::Hand(Scoring::FinalHand) => 2,
        PointsFor::LastTrick => 3,
        _ => 4,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level: Level = args[0].parse().expect("level");
    let deals: u64 = args[1].parse().expect("deals");
    let seed: u64 = args.get(2).map_or(1, |s| s.parse().expect("seed"));
    let skip_easy = std::env::var("SKIPEASY").is_ok();
    let opts = std::env::var("ARENA_OPTIONS").unwrap_or_default();
    let config = GameKind::Chicago
        .configure(&Options::parse_pairs(opts.split_whitespace()))
        .expect("config");
    let n = config.seat_count();
    #[allow(clippy::cast_precision_loss)]
    let others = (n - 1) as f64;
    let mut tallies = [Tally::default(); 2];
    for d in seed..seed + deals {
        for hero in 0..n {
            for (li, lv) in [level, Level::Easy].into_iter().enumerate() {
                if skip_easy && li == 1 {
                    continue;
                }
                let (mut game, _) = AnyGame::start(config.clone(), None, d).expect("start");
                let t = &mut tallies[li];
                t.matches += 1.0;
                let mut step = 0u64;
                while game.outcome().is_none() {
                    let seat = game.to_act()[0];
                    let l = if seat.index() == hero {
                        lv
                    } else {
                        Level::Easy
                    };
                    // The arena's seeds (games::arena), so the figures match its runs.
                    let s = d
                        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        .wrapping_add(step << 3)
                        .wrapping_add(seat.index() as u64);
                    let action = game
                        .bot_action_with(seat, &BotParams::new(l, s))
                        .expect("move");
                    step += 1;
                    for e in game.apply(seat, action).expect("legal") {
                        match e.event {
                            AnyEvent::Chicago(Event::Points {
                                seat,
                                change,
                                reason,
                                ..
                            }) => {
                                let k = source(reason);
                                let c = f64::from(change);
                                if seat.index() == hero {
                                    t.diff[k] += c;
                                    t.mine[k] += c;
                                } else {
                                    t.diff[k] -= c / others;
                                }
                            }
                            AnyEvent::Chicago(Event::DealOver { .. }) => t.deals += 1.0,
                            _ => {}
                        }
                    }
                }
                let outcome = game.outcome().expect("over");
                if outcome.winners.contains(&Seat::from_index(hero)) {
                    t.wins += 1.0;
                }
            }
        }
    }
    for (t, name) in tallies.iter().zip([level.to_string(), "easy".into()]) {
        if t.matches == 0.0 {
            continue;
        }
        println!(
            "{name:6} matches {} won {:.3}, {:.2} deals a match",
            t.matches,
            t.wins / t.matches,
            t.deals / t.matches
        );
        for (k, label) in SOURCES.iter().enumerate() {
            println!(
                "  {label:6} a deal: won {:.3}, less the others' average {:+.3}",
                t.mine[k] / t.deals,
                t.diff[k] / t.deals
            );
        }
    }
}

//! How Chowdah rounds end with level A in one seat and B in the others, next to the same deals
//! played by B in every seat: who calls Chowdah, after how many turns, and the score spreads.
//! `cargo run -p paiju-rules --release --example chowdah_rounds -- A B DEALS [SEED]`;
//! table options from `ARENA_OPTIONS` (`ARENA_OPTIONS="players=3"`).

use paiju_rules::games::chowdah::{Chowdah, Event, RoundEnd, Source};
use paiju_rules::games::{BotParams, Game, Level, Options, Seat};

#[derive(Default, Debug)]
struct Tally {
    rounds: u64,
    matches: u64,
    won: u64,
    /// Rounds the focal seat called Chowdah, another seat did, nobody did.
    focal_out: u64,
    other_out: u64,
    nobody: u64,
    /// Turns (draws by anyone) in the round.
    turns: u64,
    /// The focal seat's turns to its call, when it called.
    focal_turns_to_out: u64,
    focal_pile_draws: u64,
    focal_draws: u64,
    focal_points: i64,
    others_points: i64,
    /// Focal points minus the best other seat's, per round.
    spread: i64,
    /// Focal round points when another seat called, and when it called.
    focal_points_other_out: i64,
    focal_points_self_out: i64,
    /// Rounds another seat called right after drawing from a pile, and of those the card
    /// was the focal seat's discard.
    other_out_pile: u64,
    other_out_fed: u64,
    /// Matches and matches won, by how many rounds of the match the focal seat called.
    by_calls: [(u64, u64); 5],
    /// Matches by the focal seat's final margin over the best other seat, in bands of 5.
    margins: std::collections::BTreeMap<i64, u64>,
}

fn play(
    config: &paiju_rules::games::chowdah::Config,
    deal: u64,
    level: impl Fn(Seat) -> Level,
    focal: Seat,
    t: &mut Tally,
) {
    let n = Chowdah::seat_count(config);
    let started = Chowdah::new(config.clone(), deal).expect("deal");
    let mut game = started.game;
    let mut turns = 0u64;
    let mut focal_turns = 0u64;
    let mut discarders: [Vec<Option<Seat>>; 3] = Default::default();
    let mut last_draw_fed: Vec<(bool, bool)> = vec![(false, false); n];
    let mut calls = 0usize;
    for step in 0u64.. {
        if game.outcome().is_some() {
            break;
        }
        let seat = game.to_act()[0];
        let seed = deal
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(step << 3)
            .wrapping_add(seat.index() as u64);
        let action = game
            .bot_action_with(seat, &BotParams::new(level(seat), seed))
            .expect("move");
        let events = game.apply(seat, action).expect("legal");
        for e in events {
            match e.event {
                Event::RoundStarted { piles, .. } => {
                    for (d, p) in discarders.iter_mut().zip(piles.iter()) {
                        *d = vec![None; p.len()];
                    }
                }
                Event::Discarded { seat: s, pile, .. } => {
                    discarders[pile.index().expect("pile")].push(Some(s));
                }
                Event::Drew {
                    seat: s, source, ..
                } => {
                    let (pile, fed) = match source {
                        Source::Pile(p) => {
                            let who = discarders[p.index().expect("pile")].pop().flatten();
                            (true, who == Some(focal))
                        }
                        Source::Stock => (false, false),
                    };
                    last_draw_fed[s.index()] = (pile, fed);
                    turns += 1;
                    if s == focal {
                        focal_turns += 1;
                        t.focal_draws += 1;
                        if matches!(source, Source::Pile(_)) {
                            t.focal_pile_draws += 1;
                        }
                    }
                }
                Event::RoundScored { result } => {
                    t.rounds += 1;
                    t.turns += turns;
                    match result.ending {
                        RoundEnd::Chowdah { seat: s } if s == focal => {
                            t.focal_out += 1;
                            calls += 1;
                            t.focal_turns_to_out += focal_turns;
                        }
                        RoundEnd::Chowdah { seat: s } => {
                            t.other_out += 1;
                            let (pile, fed) = last_draw_fed[s.index()];
                            t.other_out_pile += u64::from(pile);
                            t.other_out_fed += u64::from(fed);
                        }
                        _ => t.nobody += 1,
                    }
                    let pts: Vec<i64> = result
                        .scores
                        .iter()
                        .map(|d| d.card_points + d.bonus)
                        .collect();
                    let f = pts[focal.index()];
                    let others: Vec<i64> = (0..n)
                        .filter(|&i| i != focal.index())
                        .map(|i| pts[i])
                        .collect();
                    t.focal_points += f;
                    t.others_points +=
                        others.iter().sum::<i64>() / i64::try_from(n - 1).expect("seats");
                    t.spread += f - others.iter().max().copied().unwrap_or(0);
                    match result.ending {
                        RoundEnd::Chowdah { seat: s } if s == focal => t.focal_points_self_out += f,
                        RoundEnd::Chowdah { .. } => t.focal_points_other_out += f,
                        _ => {}
                    }
                    turns = 0;
                    focal_turns = 0;
                }
                _ => {}
            }
        }
    }
    t.matches += 1;
    let outcome = game.outcome().expect("over");
    let won = outcome.winners.contains(&focal);
    let best_other = (0..n)
        .filter(|&i| i != focal.index())
        .map(|i| outcome.scores[i])
        .max()
        .unwrap_or(0);
    let margin = outcome.scores[focal.index()] - best_other;
    *t.margins.entry(margin.div_euclid(5) * 5).or_default() += 1;
    t.won += u64::from(won);
    let bucket = &mut t.by_calls[calls.min(4)];
    bucket.0 += 1;
    bucket.1 += u64::from(won);
}

#[allow(clippy::cast_precision_loss)]
fn show(name: &str, t: &Tally) {
    let r = t.rounds.max(1) as f64;
    println!(
        "{name}: matches {} won {:.3} | rounds {} focal-out {:.3} other-out {:.3} nobody {:.3} | turns/round {:.1} focal turns to out {:.1} | pile draws {:.3} | pts focal {:.2} others {:.2} spread {:.2} | focal pts when other out {:.2}, self out {:.2} | other out by pile {} fed by focal {}",
        t.matches,
        t.won as f64 / t.matches.max(1) as f64,
        t.rounds,
        t.focal_out as f64 / r,
        t.other_out as f64 / r,
        t.nobody as f64 / r,
        t.turns as f64 / r,
        t.focal_turns_to_out as f64 / t.focal_out.max(1) as f64,
        t.focal_pile_draws as f64 / t.focal_draws.max(1) as f64,
        t.focal_points as f64 / r,
        t.others_points as f64 / r,
        t.spread as f64 / r,
        t.focal_points_other_out as f64 / t.other_out.max(1) as f64,
        t.focal_points_self_out as f64 / t.focal_out.max(1) as f64,
        t.other_out_pile,
        t.other_out_fed,
    );
    let bands: Vec<String> = t.margins.iter().map(|(b, m)| format!("{b}:{m}")).collect();
    println!("  final margin by bands of 5: {}", bands.join(" "));
    for (calls, &(m, w)) in t.by_calls.iter().enumerate() {
        if m > 0 {
            println!(
                "  called {calls} rounds: {m} matches, won {:.3}",
                w as f64 / m as f64
            );
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let a: Level = args[0].parse().expect("level a");
    let b: Level = args[1].parse().expect("level b");
    let deals: u64 = args[2].parse().expect("deals");
    let seed: u64 = args.get(3).map_or(1, |s| s.parse().expect("seed"));
    // `nobase`: skip the all-B baseline (it does not change while A is tuned).
    let base = args.get(4).is_none_or(|s| s != "nobase");
    let options = std::env::var("ARENA_OPTIONS").map_or_else(
        |_| Options::new(),
        |s| Options::parse_pairs(s.split_whitespace()),
    );
    let config = Chowdah::configure(&options).expect("config");
    let n = Chowdah::seat_count(&config);
    let (mut with_a, mut all_b) = (Tally::default(), Tally::default());
    for d in 0..deals {
        for i in 0..n {
            let focal = Seat::from_index(i);
            play(
                &config,
                seed + d,
                |s| if s == focal { a } else { b },
                focal,
                &mut with_a,
            );
            if base {
                play(&config, seed + d, |_| b, focal, &mut all_b);
            }
        }
    }
    show(&format!("{a} in the seat"), &with_a);
    if base {
        show(&format!("{b} in the seat"), &all_b);
    }
}

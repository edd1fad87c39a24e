//! `paiju arena GAME --a LEVEL --b LEVEL --games N`: duplicate matches between two bot levels
//! (`games::arena` plays them), split over `--threads`, and the tallies with their 95%
//! confidence intervals. A developer's tool, like `sim`: its report is in English.

use super::cli::ArenaArgs;
use crate::games::any::AnyConfig;
use crate::games::arena::{self, Agent, Record, RoleSummary};
use std::time::Instant;

/// One worker's share: each deal's index and records.
type Share = Result<Vec<(u64, Vec<Record>)>, String>;

/// Plays `deals` deals from `seed` on `threads` threads: the records of every `a` seat,
/// in deal order whatever the thread count.
pub fn run_deals(
    config: &AnyConfig,
    a: Agent,
    b: Agent,
    deals: u64,
    seed: u64,
    threads: u64,
    both: bool,
) -> Result<Vec<Record>, String> {
    let threads = threads.clamp(1, 64);
    let per_thread: Vec<Share> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    (0..deals)
                        .filter(|d| d % threads == t)
                        .map(|d| {
                            let deal_seed = seed.wrapping_add(d);
                            let mut records = arena::play_deal(config, a, b, deal_seed)?;
                            if both {
                                records.extend(arena::play_deal_reversed(config, a, b, deal_seed)?);
                            }
                            Ok((d, records))
                        })
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("a worker panicked".into())))
            .collect()
    });
    let mut all = Vec::new();
    for part in per_thread {
        all.extend(part?);
    }
    all.sort_by_key(|(d, _)| *d);
    Ok(all.into_iter().flat_map(|(_, r)| r).collect())
}

/// What one of the arena's games is, for the report: a single deal of Dou Dizhu (its default),
/// else a match (Chicago to its target, Chowdah's rounds, 幺地人's hands), whose points are a
/// whole match's, not one deal's.
fn unit(config: &AnyConfig) -> (&'static str, &'static str) {
    if config.single_deal() {
        ("deal", "deals")
    } else {
        ("match", "matches")
    }
}

/// One role's lines: the results, then the same read against par (`b`'s results in the same
/// seats with the same cards). `seats` is given for games without roles: there an even player
/// wins 1/seats of the matches, which is what the win rate is read against (0.25 at 4
/// players); above par, an even player is at 0.5 at any table. Those games also get a line
/// head to head: the share of the `b` seats `a` finished ahead of in the same match (0.5 for
/// an even player; in Dou Dizhu's roles it says no more than the win rate).
fn line(s: &RoleSummary, seats: Option<usize>, b: Agent, unit: &str) -> String {
    let even = match seats {
        #[allow(clippy::cast_precision_loss)]
        Some(n) => format!("   (an even player: {:.3})", 1.0 / n as f64),
        None => String::new(),
    };
    let head_to_head = match seats {
        Some(_) => format!(
            "\n{:25}head to head {}   (the {b} seats it finished ahead of; an even player: 0.500)",
            "",
            s.ahead.show(false),
        ),
        None => String::new(),
    };
    format!(
        "{:9} {:7} seats   win rate {}   points/{unit} {}{even}\n{:25}above par {}   over par {}   (par: {b} in the seat; an even player: 0.500){head_to_head}",
        s.role.name(),
        s.win_rate.n,
        s.win_rate.show(false),
        s.points.show(true),
        "",
        s.above_par.show(false),
        s.over_par.show(true),
    )
}

pub fn run(args: ArenaArgs) -> anyhow::Result<i32> {
    let locale = super::locale(None);
    let (kind, options) =
        match super::game_and_options(&args.game, args.players, &args.options, locale) {
            Ok(found) => found,
            Err(e) => {
                eprintln!("{e}");
                return Ok(2);
            }
        };
    let config = match kind.configure(&options) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{}", crate::render::errors::option_error(&e, locale));
            return Ok(2);
        }
    };
    if let Err(arena::NaiveOnly(refused)) = args.a.can_play(kind).and(args.b.can_play(kind)) {
        let game = crate::render::game_name(locale, refused);
        eprintln!(
            "{}",
            crate::t!(locale, "local-arena-naive-only", game = game)
        );
        return Ok(2);
    }
    let start = Instant::now();
    match run_deals(
        &config,
        args.a,
        args.b,
        args.games,
        args.seed,
        // The result is the same at any count (each deal has its own seed), so use the machine.
        args.threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get() as u64)),
        args.both,
    ) {
        Ok(records) => {
            let (one, many) = unit(&config);
            crate::outln!(
                "{kind}: {} against {}, {} {} × {} seatings{} in {:.1}s (95% intervals)",
                args.a,
                args.b,
                args.games,
                if args.games == 1 { one } else { many },
                config.seat_count(),
                if args.both { " × 2" } else { "" },
                start.elapsed().as_secs_f64()
            );
            let summaries = arena::summarize(&records);
            // Dou Dizhu has roles (several lines); elsewhere every seat is alike.
            let seats = (summaries.len() == 1).then(|| config.seat_count());
            for s in summaries {
                crate::outln!("{}", line(&s, seats, args.b, one));
            }
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
    use super::*;
    use crate::games::any::GameKind;
    use crate::games::{Level, Options};

    #[test]
    fn the_thread_count_does_not_change_the_records() {
        let config = GameKind::Doudizhu.configure(&Options::new()).unwrap();
        let (a, b) = (Agent::Bot(Level::Normal), Agent::Bot(Level::Easy));
        let one = run_deals(&config, a, b, 12, 5, 1, false).unwrap();
        let three = run_deals(&config, a, b, 12, 5, 3, false).unwrap();
        assert_eq!(one.len(), 36);
        assert_eq!(one, three);
    }

    #[test]
    fn a_game_without_roles_reads_its_win_rate_against_an_even_players_share() {
        let config = GameKind::Chicago.configure(&Options::new()).unwrap();
        let (a, b) = (Agent::Bot(Level::Easy), Agent::Bot(Level::Easy));
        let records = run_deals(&config, a, b, 2, 9, 1, false).unwrap();
        let summaries = arena::summarize(&records);
        assert_eq!(summaries.len(), 1);
        assert_eq!(unit(&config), ("match", "matches"));
        let text = line(&summaries[0], Some(config.seat_count()), b, "match");
        let (results, par) = text.split_once('\n').unwrap();
        assert!(results.starts_with("player"), "{text}");
        assert!(results.contains("points/match"), "{text}");
        assert!(results.ends_with("(an even player: 0.250)"), "{text}");
        // Easy against easy is the same game in every seat: exactly par.
        assert!(
            par.trim_start().starts_with("above par 0.500 (95%: "),
            "{text}"
        );
        let (par, head_to_head) = par.split_once('\n').unwrap();
        assert!(
            par.ends_with("(par: easy in the seat; an even player: 0.500)"),
            "{text}"
        );
        // Head to head, each pair of seats of a match shares one win between them: a half.
        assert!(
            head_to_head
                .trim_start()
                .starts_with("head to head 0.500 (95%: "),
            "{text}"
        );
        assert!(
            head_to_head.ends_with("(the easy seats it finished ahead of; an even player: 0.500)"),
            "{text}"
        );
        // Dou Dizhu's roles are not alike: no even share of wins is printed for them.
        let roles = line(&summaries[0], None, b, "deal");
        assert!(!roles.split_once('\n').unwrap().0.contains("even"));
        assert!(!roles.contains("head to head"), "{roles}");
    }
}

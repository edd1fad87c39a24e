//! Quick duplicate matches on the rules crate alone (`paiju arena` is the real command):
//! `cargo run -p paiju-rules --release --example arena -- GAME A B DEALS [SEED] [THREADS]`;
//! table options from `ARENA_OPTIONS` (`ARENA_OPTIONS="players=3"`). `-- GAME LEVEL time N`
//! times LEVEL's decisions instead (`timing`).

use paiju_rules::games::any::GameKind;
use paiju_rules::games::arena::{Agent, Record, play_deal, play_deal_reversed, summarize};
use paiju_rules::games::{Level, Options};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kind = GameKind::from_name(&args[0]).expect("a game");
    if args[2] == "time" {
        let level: Level = args[1].parse().expect("level");
        timing(kind, level, args[3].parse().expect("games"));
        return;
    }
    let a: Agent = args[1].parse().expect("agent a");
    let b: Agent = args[2].parse().expect("agent b");
    let deals: u64 = args[3].parse().expect("deals");
    let seed: u64 = args.get(4).map_or(1, |s| s.parse().expect("seed"));
    let threads: u64 = args.get(5).map_or(1, |s| s.parse().expect("threads"));
    // `reversed`: only the other half of the duplicate (`b` in one seat, `a` in the others).
    let reversed = args.get(6).is_some_and(|s| s == "reversed");
    let config = kind.configure(&options()).expect("config");
    let start = Instant::now();
    let records: Vec<Record> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let config = &config;
                s.spawn(move || {
                    (0..deals)
                        .filter(|d| d % threads == t)
                        .flat_map(|d| {
                            if reversed {
                                play_deal_reversed(config, a, b, seed + d).expect("deal")
                            } else {
                                play_deal(config, a, b, seed + d).expect("deal")
                            }
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    println!(
        "{kind} {a} vs {b}: {deals} deals in {:.1}s",
        start.elapsed().as_secs_f64()
    );
    // `ARENA_DUMP=FILE`: one line per match (won, score) in play order, for paired
    // comparisons of two versions on the same deals (run with one thread: the order is then fixed).
    if let Ok(path) = std::env::var("ARENA_DUMP") {
        let lines: String = records
            .iter()
            .map(|r| {
                format!(
                    "{} {} {} {} {}\n",
                    r.role.name(),
                    u8::from(r.won),
                    r.score,
                    r.par,
                    r.ahead
                )
            })
            .collect();
        std::fs::write(path, lines).expect("ARENA_DUMP file");
    }
    for s in summarize(&records) {
        println!(
            "{:9} n={:6} win {}  points {}  above par {}  over par {}  ahead {}",
            s.role.name(),
            s.win_rate.n,
            s.win_rate.show(false),
            s.points.show(true),
            s.above_par.show(false),
            s.over_par.show(true),
            s.ahead.show(false),
        );
    }
}

/// `arena GAME LEVEL time N`: the decision times of LEVEL over N games' decisions (p50, p90,
/// p99, max), over all and by the kind of move chosen (an exchange, a claim, a fold …), which
/// is where a slow p99 comes from. The once-per-process tables are built first, as the running
/// bot builds them at start-up.
fn timing(kind: GameKind, level: Level, games: u64) {
    use paiju_rules::games::BotParams;
    use paiju_rules::games::any::AnyGame;
    use std::collections::BTreeMap;
    let config = kind.configure(&options()).expect("config");
    paiju_rules::games::any::warm_up();
    let mut by_kind: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for g in 0..games {
        let (mut game, _) = AnyGame::start(config.clone(), None, g).expect("start");
        let mut step = 0u64;
        while game.outcome().is_none() {
            let seat = game.to_act()[0];
            let t = Instant::now();
            let cpu = thread_cpu_ns();
            let action = game
                .bot_action_with(seat, &BotParams::new(level, step))
                .expect("move");
            // On a loaded machine the thread's own CPU time is the fairer measure of the
            // work (Linux: /proc/thread-self/schedstat); elsewhere, the wall clock.
            let ms = match (cpu, thread_cpu_ns()) {
                (Some(a), Some(b)) => (b - a) as f64 / 1e6,
                _ => t.elapsed().as_secs_f64() * 1000.0,
            };
            // `Game(Verb(…))`: the verb names the kind of move.
            let verb: String = format!("{action:?}")
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .nth(1)
                .unwrap_or_default()
                .to_owned();
            by_kind.entry(verb).or_default().push(ms);
            by_kind.entry(String::new()).or_default().push(ms);
            game.apply(seat, action).expect("legal");
            step += 1;
        }
    }
    for (verb, mut times) in by_kind {
        times.sort_by(f64::total_cmp);
        let q = |percent: usize| times[(times.len() - 1) * percent / 100];
        let label = if verb.is_empty() { "all" } else { &verb };
        println!(
            "{kind} {level} {label:>8}: {:5} decisions, p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            times.len(),
            q(50),
            q(90),
            q(99),
            q(100)
        );
    }
}

/// The table options in `ARENA_OPTIONS`, space-separated `key=value` pairs.
fn options() -> Options {
    let pairs = std::env::var("ARENA_OPTIONS").unwrap_or_default();
    Options::parse_pairs(pairs.split_whitespace())
}

/// Nanoseconds this thread has spent on a CPU, where the system tells.
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

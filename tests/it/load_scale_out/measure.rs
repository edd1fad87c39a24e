//! What the load harness reports: latency percentiles by kind and by process, who answered,
//! the faults it tolerates and the ones it does not, CPU by process and PostgreSQL's own
//! counters.

use super::*;

pub(super) fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// `n p50 p99 max` of some latencies.
pub(super) fn stats(mut v: Vec<Duration>) -> String {
    if v.is_empty() {
        return format!("{:>6} {:>8} {:>8} {:>8}", 0, "-", "-", "-");
    }
    v.sort();
    format!(
        "{:>6} {:>8.2} {:>8.2} {:>8.2}",
        v.len(),
        ms(percentile(&v, 0.5)),
        ms(percentile(&v, 0.99)),
        ms(*v.last().unwrap()),
    )
}

/// Who answered each interaction (the process's shard, by the token on the call): its
/// callback, and the edit of its deferred answer.
pub(super) struct Answerers {
    pub(super) callback: HashMap<u64, u32>,
    pub(super) edit: HashMap<u64, u32>,
}

pub(super) fn answerers(fake: &Fake) -> Answerers {
    let by_token: HashMap<String, u32> = (0..SHARDS)
        .map(|s| (format!("Bot {}", token(s)), s))
        .collect();
    let mut out = Answerers {
        callback: HashMap::new(),
        edit: HashMap::new(),
    };
    for c in fake.callers() {
        let shard = by_token.get(&c.authorization).copied().unwrap_or(u32::MAX);
        if let Some(rest) = c.path.strip_prefix("/api/v10/interactions/")
            && c.path.ends_with("/callback")
            && let Some(id) = rest.split('/').next().and_then(|i| i.parse().ok())
        {
            out.callback.entry(id).or_insert(shard);
        } else if c.method == "PATCH"
            && c.path.ends_with("/messages/@original")
            && let Some(id) = c
                .path
                .split('/')
                .find_map(|part| part.strip_prefix("tok-"))
                .and_then(|id| id.parse().ok())
        {
            out.edit.insert(id, shard);
        }
    }
    out
}

/// What went wrong, each with what it was.
#[derive(Default)]
pub(super) struct Faults {
    /// No callback, or deferred and never edited in.
    pub(super) unanswered: Vec<String>,
    /// The same at a rate above `STRICT_UP_TO`, where this machine is overloaded (and the
    /// fake Discord with it: the bot's requests time out): told, not failed.
    pub(super) lost_overloaded: Vec<String>,
    /// Their interaction ids, both kinds.
    pub(super) unanswered_ids: Vec<u64>,
    /// Answered (or its deferred answer edited in) by another process than the table's.
    pub(super) not_owner: Vec<String>,
    pub(super) refused: Vec<String>,
    /// Deferred (callback type 5 or 6) and then edited in: allowed, counted.
    pub(super) deferred: usize,
}

pub(super) fn report(
    name: &str,
    run: &Run,
    strict: bool,
    tabs: &[Tab],
    who: &Answerers,
    f: &mut Faults,
) {
    println!(
        "\n{name}: {} sent in {:.2} s = {:.1}/s achieved (generator {:.3} ms per send, at worst \
         {:.1} ms behind schedule; {} sends skipped: no free table of the kind; {} DM presses \
         on a message the fake never saw; PostgreSQL quiet {:.1} s before)",
        run.sent.len(),
        run.elapsed.as_secs_f64(),
        run.rate(),
        ms(run.generator) / f64::from(u32::try_from(run.sent.len().max(1)).unwrap()),
        ms(run.behind),
        run.skipped,
        run.blank_panels,
        run.waited.as_secs_f64(),
    );
    // (process, class) → latencies to the answer: the callback's, or for a deferred
    // interaction, the edit's (as the generator saw it).
    let mut by: BTreeMap<(u32, Class), Vec<Duration>> = BTreeMap::new();
    let mut by_class: BTreeMap<Class, Vec<Duration>> = BTreeMap::new();
    let mut deferred: BTreeMap<(u32, Class), usize> = BTreeMap::new();
    let answers = &run.answers;
    for s in &run.sent {
        let what = format!(
            "{} {} (a shard-{} table)",
            s.class.name(),
            s.id,
            tabs[s.table].shard
        );
        let unanswered = if strict {
            &mut f.unanswered
        } else {
            &mut f.lost_overloaded
        };
        let Some(cb) = answers.callbacks.get(&s.id) else {
            unanswered.push(format!("{what}: no callback"));
            f.unanswered_ids.push(s.id);
            continue;
        };
        let (process, latency, said) = if matches!(cb.kind, 5 | 6) {
            let Some((latency, said)) = answers.edited.get(&s.id) else {
                unanswered.push(format!("{what}: deferred, never edited in"));
                f.unanswered_ids.push(s.id);
                continue;
            };
            let process = who.edit.get(&s.id).copied().unwrap_or(u32::MAX);
            f.deferred += 1;
            *deferred.entry((process, s.class)).or_default() += 1;
            (process, *latency, said.as_str())
        } else {
            let process = who.callback.get(&s.id).copied().unwrap_or(u32::MAX);
            let said = cb.data["content"].as_str().unwrap_or_default();
            (process, cb.latency, said)
        };
        if process != tabs[s.table].shard {
            f.not_owner.push(format!(
                "{what} answered by the process of shard {process}: {said}"
            ));
        }
        if said.starts_with('✗') {
            f.refused.push(format!("{what}: {said}"));
        }
        by.entry((process, s.class)).or_default().push(latency);
        by_class.entry(s.class).or_default().push(latency);
    }
    if !deferred.is_empty() {
        println!("  deferred, then edited in (counted at the edit below): {deferred:?}");
    }
    println!(
        "  {:<14} {:<13} {:>6} {:>8} {:>8} {:>8}",
        "answered by", "kind", "n", "p50 ms", "p99 ms", "max ms"
    );
    for ((process, class), v) in &by {
        let who = if *process == u32::MAX {
            "?".to_string()
        } else {
            format!("shard-{process}")
        };
        println!("  {who:<14} {:<13} {}", class.name(), stats(v.clone()));
    }
    for p in 0..SHARDS {
        let all: Vec<Duration> = by
            .iter()
            .filter(|((q, _), _)| *q == p)
            .flat_map(|(_, v)| v.iter().copied())
            .collect();
        println!(
            "  {:<14} {:<13} {}",
            format!("shard-{p}"),
            "all",
            stats(all)
        );
    }
    for (class, v) in &by_class {
        println!("  {:<14} {:<13} {}", "all", class.name(), stats(v.clone()));
    }
    let quantile = |c: Class, q: f64| {
        let mut v = by_class.get(&c).cloned().unwrap_or_default();
        v.sort();
        (!v.is_empty()).then(|| ms(percentile(&v, q)))
    };
    if let (Some(f50), Some(f99), Some(d50), Some(d99)) = (
        quantile(Class::Forwarded, 0.5),
        quantile(Class::Forwarded, 0.99),
        quantile(Class::DmAtOwner, 0.5),
        quantile(Class::DmAtOwner, 0.99),
    ) {
        println!(
            "  forwarding overhead (forwarded DM − DM at owner): p50 {:+.2} ms, p99 {:+.2} ms",
            f50 - d50,
            f99 - d99
        );
    }
    let seconds = run.busy.as_secs_f64();
    let pct = |ticks: u64| ticks as f64 / seconds;
    let mut cpu: Vec<String> = (0..SHARDS as usize)
        .map(|p| format!("shard-{p} {:.0}%", pct(run.cpu[p])))
        .collect();
    cpu.push(format!("postgres {:.0}%", pct(run.cpu[SHARDS as usize])));
    cpu.push(format!(
        "test (fake + generator) {:.0}%",
        pct(run.cpu[SHARDS as usize + 1])
    ));
    // Anything else on the machine meanwhile (another build, another test) skews the run.
    let ours: u64 = run.cpu[..SHARDS as usize + 2].iter().sum();
    cpu.push(format!(
        "anything else {:.0}%",
        pct(run.cpu[SHARDS as usize + 2].saturating_sub(ours))
    ));
    println!(
        "  CPU from the first send to the last answer, {:.1} s (100% = one core of {}): {}",
        seconds,
        std::thread::available_parallelism().map_or(0, std::num::NonZero::get),
        cpu.join(", ")
    );
}

/// The lines of a process's log at WARN or above, and the ones about recovery and leases.
pub(super) fn log_lines(path: &Path) -> (Vec<String>, Vec<String>) {
    let log = std::fs::read_to_string(path).unwrap_or_default();
    let bad = log
        .lines()
        .filter(|l| l.contains(" WARN ") || l.contains(" ERROR "))
        .map(str::to_string)
        .collect();
    let about = log
        .lines()
        .filter(|l| l.contains("recovered") || l.contains("lease"))
        .map(str::to_string)
        .collect();
    (bad, about)
}

/// A rate's run with its CPU and store counters (by process, by table).
pub(super) type RateRun = (
    u64,
    Run,
    BTreeMap<String, [i64; 5]>,
    BTreeMap<String, [i64; 5]>,
);

/// One line per rate: achieved, and p50 / p99 / max by kind (every process), the overhead.
pub(super) fn summary(count: u64, pictures: bool, runs: &[RateRun], tabs: &[Tab]) {
    println!(
        "\nsummary: 3 processes, {count} tables, pictures {} — interaction → answer, ms \
         (p50 / p99 / max)",
        if pictures { "on" } else { "off" }
    );
    println!(
        "  {:>6} {:>9} {:>23} {:>23} {:>23} {:>15} {:>8}",
        "target", "achieved", "forwarded DM", "DM at owner", "slash", "overhead 50/99", "deferred"
    );
    for (rate, run, _, _) in runs {
        let mut by: BTreeMap<Class, Vec<Duration>> = BTreeMap::new();
        let mut deferred = 0;
        for s in &run.sent {
            let Some(cb) = run.answers.callbacks.get(&s.id) else {
                continue;
            };
            let latency = if matches!(cb.kind, 5 | 6) {
                deferred += 1;
                match run.answers.edited.get(&s.id) {
                    Some((l, _)) => *l,
                    None => continue,
                }
            } else {
                cb.latency
            };
            by.entry(s.class).or_default().push(latency);
        }
        let q = |c: Class| {
            let mut v = by.get(&c).cloned().unwrap_or_default();
            v.sort();
            if v.is_empty() {
                return (0.0, 0.0, "-".to_string());
            }
            let (a, b, m) = (
                ms(percentile(&v, 0.5)),
                ms(percentile(&v, 0.99)),
                ms(*v.last().unwrap()),
            );
            (a, b, format!("{a:.1} / {b:.1} / {m:.0}"))
        };
        let (f50, f99, f) = q(Class::Forwarded);
        let (d50, d99, d) = q(Class::DmAtOwner);
        let (_, _, sl) = q(Class::Slash);
        println!(
            "  {rate:>6} {:>9.1} {f:>23} {d:>23} {sl:>23} {:>15} {deferred:>8}",
            run.rate(),
            format!("{:+.1} / {:+.1}", f50 - d50, f99 - d99),
        );
    }
    let by_shard: Vec<usize> = (0..SHARDS)
        .map(|s| tabs.iter().filter(|t| t.shard == s).count())
        .collect();
    println!("  tables per process: {by_shard:?}");
}

/// PostgreSQL's counters for the schema's tables: name → (rows inserted, updated, deleted,
/// sequential scans, index scans), and "(transactions)" → the database's commits.
pub(super) async fn pg_counters(url: &str) -> BTreeMap<String, [i64; 5]> {
    use sqlx::{Connection, Row};
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    // The statistics backends report are flushed about once a second.
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    let mut out = BTreeMap::new();
    let rows = sqlx::query(
        "SELECT relname::text, n_tup_ins, n_tup_upd, n_tup_del, seq_scan, \
         COALESCE(idx_scan, 0) FROM pg_stat_user_tables WHERE schemaname = current_schema()",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    for r in rows {
        let name: String = r.get(0);
        out.insert(
            name,
            [r.get(1), r.get(2), r.get(3), r.get(4), r.get::<i64, _>(5)],
        );
    }
    let commits: i64 = sqlx::query_scalar(
        "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()",
    )
    .fetch_one(&mut conn)
    .await
    .unwrap();
    out.insert("(transactions)".into(), [commits, 0, 0, 0, 0]);
    conn.close().await.unwrap();
    out
}

/// Waits (at most a minute) until the schema's tables see fewer than 20 rows written a second:
/// what came before (the warm-up's posts, each process's league catch-up at start, which
/// reads every table) is done before a rate is measured.
pub(super) async fn pg_quiet(url: &str) -> Duration {
    let written = |c: &BTreeMap<String, [i64; 5]>| -> i64 {
        c.iter()
            .filter(|(name, _)| !name.starts_with('('))
            .map(|(_, v)| v[0] + v[1] + v[2])
            .sum()
    };
    let started = Instant::now();
    let mut last = written(&pg_counters(url).await);
    while started.elapsed() < Duration::from_secs(60) {
        let now = written(&pg_counters(url).await);
        // `pg_counters` takes a little over a second.
        if now - last < 20 {
            break;
        }
        last = now;
    }
    started.elapsed()
}

/// What PostgreSQL did per interaction sent between two `pg_counters`.
pub(super) fn report_pg(
    before: &BTreeMap<String, [i64; 5]>,
    after: &BTreeMap<String, [i64; 5]>,
    sent: usize,
) {
    #[allow(clippy::cast_precision_loss)]
    let per = |n: i64| n as f64 / sent.max(1) as f64;
    println!("  PostgreSQL per interaction (inserted, updated, deleted rows; seq, index scans):");
    for (name, a) in after {
        let b = before.get(name).copied().unwrap_or_default();
        let d: Vec<i64> = a.iter().zip(b).map(|(a, b)| a - b).collect();
        if d.iter().all(|&x| x == 0) {
            continue;
        }
        if name == "(transactions)" {
            println!(
                "    {name:<16} {:.2} commits (the whole database)",
                per(d[0])
            );
        } else {
            println!(
                "    {name:<16} {:>6.2} {:>6.2} {:>6.2}   {:>6.2} {:>6.2}",
                per(d[0]),
                per(d[1]),
                per(d[2]),
                per(d[3]),
                per(d[4])
            );
        }
    }
}

/// Log lines told apart by what they say (less the time and the values), most frequent first,
/// each with how many and its first line.
pub(super) fn kinds_of(lines: &[String]) -> Vec<(String, usize, String)> {
    let mut kinds: HashMap<String, (usize, String)> = HashMap::new();
    for l in lines {
        // `2026-…Z  WARN target: message key=value …`: the level, target and message.
        let l = l
            .split_once(' ')
            .map_or(l.as_str(), |(_, rest)| rest.trim_start());
        let kind: String = l
            .split(' ')
            .take_while(|w| !w.contains('='))
            .collect::<Vec<_>>()
            .join(" ");
        kinds.entry(kind).or_insert_with(|| (0, l.to_string())).0 += 1;
    }
    let mut v: Vec<(String, usize, String)> = kinds
        .into_iter()
        .map(|(k, (n, first))| (k, n, first))
        .collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

/// The CPU time a process used so far (clock ticks, 100 a second).
pub(super) fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After the command: state is field 3, utime 14 and stime 15.
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some(utime + stime)
}

/// The CPU time every PostgreSQL process on this machine used so far.
pub(super) fn postgres_ticks() -> u64 {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return 0;
    };
    dir.filter_map(Result::ok)
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|pid| pid.bytes().all(|b| b.is_ascii_digit()))
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm"))
                .is_ok_and(|c| c.trim() == "postgres")
        })
        .filter_map(|pid| cpu_ticks(&pid))
        .sum()
}

/// The CPU time the whole machine was busy so far (ticks; `/proc/stat`).
pub(super) fn machine_ticks() -> u64 {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let Some(cpu) = stat.lines().next() else {
        return 0;
    };
    // user nice system idle iowait irq softirq steal …: all but idle and iowait.
    cpu.split_whitespace()
        .skip(1)
        .take(8)
        .enumerate()
        .filter(|(i, _)| *i != 3 && *i != 4)
        .filter_map(|(_, t)| t.parse::<u64>().ok())
        .sum()
}

/// CPU ticks of each process, PostgreSQL, the test itself, and the whole machine.
pub(super) fn cpu_now(procs: &[Proc]) -> Vec<u64> {
    let mut v: Vec<u64> = procs
        .iter()
        .map(|p| cpu_ticks(&p.pid().to_string()).unwrap_or(0))
        .collect();
    v.push(postgres_ticks());
    v.push(cpu_ticks("self").unwrap_or(0));
    v.push(machine_ticks());
    v
}

/// What the interaction queue says of interactions not answered (the first few): whether
/// they were forwarded, in which state, taken by whom.
pub(super) async fn forwarded_rows(url: &str, ids: &[u64]) {
    use sqlx::{Connection, Row};
    if ids.is_empty() {
        return;
    }
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    for &id in ids.iter().take(8) {
        let row = sqlx::query("SELECT shard, state, by, at FROM forwarded WHERE interaction = $1")
            .bind(id.cast_signed())
            .fetch_optional(&mut conn)
            .await
            .unwrap();
        match row {
            Some(r) => println!(
                "  queue: {id} for shard {} is {:?}, by {:?}, queued at {} ms",
                r.get::<i64, _>(0),
                r.get::<String, _>(1),
                r.get::<Option<String>, _>(2),
                r.get::<i64, _>(3)
            ),
            None => println!("  queue: {id} was never forwarded"),
        }
    }
    conn.close().await.unwrap();
}

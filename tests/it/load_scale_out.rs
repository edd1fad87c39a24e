//! Capacity of a scaled-out bot (issue 60): three real `paiju` processes on one PostgreSQL,
//! one gateway shard each (`SHARD_RANGE=0-0/3`, `1-1/3`, `2-2/3`), live Dou Dizhu tables
//! spread over guilds of the three shards, and moves sent through Discord's real gateway path
//! (the fake's websocket → serenity → the bot → durable append → callback), open loop at 100,
//! 200, 300 and 1,000 interactions/s (the issue asks for 300 and 1,000; the two below show
//! where this machine saturates and what forwarding costs before it does). Half of them are
//! DM buttons of tables the shard-0 process does not own: Discord sends every DM interaction
//! to shard 0, so that process must hand each to the table's owner through PostgreSQL, and
//! the owner answers it (its token is on the callback).
//! The other half are answered where they land: `/bid`, `/play` and `/pass` in the table's
//! channel (any shard), and DM buttons of shard-0 tables, which are the same press as a
//! forwarded one less the forwarding, so the difference between the two is its overhead.
//!
//! Setup (not measured): the tables are opened, seated and dealt through a registry over the
//! same PostgreSQL before the processes start, so each process recovers its shard's tables; the
//! generator keeps a replica of every table and moves it on with each move it sends (a move is
//! the easy bot's, as `tests/support/traffic.rs` plays). A table gets its next move only once
//! its last was answered. Then one move per table through its channel (warm-up: every process
//! has loaded its tables, and the player to act has a turn DM whose buttons they press).
//!
//! Reports, per rate: the rate achieved, and interaction → answer p50 / p99 / max per process
//! (the process is who answered: each has its own `DISCORD_TOKEN`, and the fake records every
//! call's `Authorization`) and per kind (forwarded DM presses, DM presses at the owner, slash
//! commands), the forwarding overhead, the CPU each process, PostgreSQL, the test process
//! (the fake Discord and the generator) and anything else on the machine used (a build
//! beside it skews a run: it says so), and PostgreSQL's rows written and scans per
//! interaction; then a summary line per rate, and what each process logged at WARN or above.
//! Before each rate it waits for PostgreSQL to go quiet (each process's league catch-up at
//! start reads every table). The answer is the callback, or for an interaction deferred
//! (callback type 5 or 6, allowed and counted) the edit of its original response. It fails
//! afterwards if an interaction was answered by another process than its table's owner, or
//! refused, or (up to 300/s; above, this machine is overloaded and what was lost is told)
//! not answered; for the first few unanswered it says what the interaction queue holds of
//! them. The processes' logs are kept in a temporary folder it names.
//!
//! Two sizes, 1,000 tables in all and 1,000 per process (3,000), each with pictures (the
//! default) and without (`images=off`: what drawing and uploading them costs); 1½ to 2½
//! minutes each. By hand, in release (the numbers mean nothing in a debug build), with
//! PostgreSQL (skipped without it), one test at a time:
//! `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test cargo test --release --test it
//! load_scale_out -- --ignored --nocapture`

use crate::store_conformance::pg_db::PgDb;
use crate::support::fake::{Callback, Fake};
use crate::support::traffic::percentile;
use crate::support::users::{self, Player, Where};
use paiju::games::Options;
use paiju::games::Verb;
use paiju::games::any::GameKind;
use paiju::table::registry::Registry;
use paiju::table::{ChannelId, Command, Ctx, GuildId, Status, SystemClock, Table, UserId};
use serde_json::{Value, json};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const SHARDS: u32 = 3;
/// Table `t` is in guild `((GUILD_BASE + t) << 22) | 17`, on shard `t % 3` (`GUILD_BASE` is a
/// multiple of 3); one guild per table.
const GUILD_BASE: u64 = 999_999;
const CHANNEL_BASE: u64 = 730_000_000_000_000_000;
/// Table `t`'s players are users `USER_BASE + 3t` to `USER_BASE + 3t + 2`.
const USER_BASE: u64 = 5_000_000;
/// The measured rates (interactions/s) and how long each is sent: the 300 and 1,000,
/// and 100 and 200 below them (where this machine saturates, and what forwarding costs
/// before it does).
const RATES: [(u64, u64); 4] = [(100, 10), (200, 10), (300, 10), (1_000, 5)];
/// Up to this rate every interaction must be answered; above it this machine is overloaded
/// (the fake Discord in the test process too, and the bot's requests to it time out), and
/// what was lost is told, not failed.
const STRICT_UP_TO: u64 = 300;
/// One move per table at this rate before measuring.
const WARM_UP_RATE: u64 = 300;
/// How long the last interactions of a rate may take to be answered.
const PATIENCE: Duration = Duration::from_secs(60);
/// Tables opened at once during the setup.
const SETUP_TASKS: usize = 16;

/// The tests would share the machine: one at a time.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn three_processes_a_thousand_tables_in_all() {
    load(1_000, true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn three_processes_a_thousand_tables_each() {
    load(3_000, true).await;
}

/// The same without pictures (`images=off` at every table): what drawing and uploading the
/// hands and tables costs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn three_processes_a_thousand_tables_in_all_without_pictures() {
    load(1_000, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn three_processes_a_thousand_tables_each_without_pictures() {
    load(3_000, false).await;
}

async fn load(tables: u64, pictures: bool) {
    let _alone = ONE_AT_A_TIME.lock().await;
    let Some(db) = PgDb::new().await else {
        println!("TEST_DATABASE_URL is not set: the scale-out load test was skipped");
        return;
    };
    let outcome = tokio::spawn(scenario(db.url.clone(), tables, pictures)).await;
    db.drop_schema().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

fn guild_of(t: u64) -> u64 {
    ((GUILD_BASE + t) << 22) | 17
}

fn shard_of(guild: u64) -> u32 {
    u32::try_from((guild >> 22) % u64::from(SHARDS)).unwrap()
}

fn token(shard: u32) -> String {
    format!("fake-token-load-shard-{shard}-of-{SHARDS}")
}

/// A live table as the generator knows it.
struct Tab {
    channel: u64,
    guild: u64,
    shard: u32,
    players: [Player; 3],
    /// The table as it is once every move sent to it is applied.
    table: Table,
    /// A move sent and not answered yet.
    busy: bool,
    /// Sent no more moves: a move of it was refused (its replica may be wrong).
    parked: bool,
}

impl Tab {
    fn ready(&self) -> bool {
        !self.busy
            && !self.parked
            && self.table.status() == Status::Playing
            && !self.table.users_to_act().is_empty()
    }
}

/// What an interaction is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Class {
    /// A DM button of a table not of shard 0: it lands on the shard-0 process, the owner
    /// answers.
    Forwarded,
    /// A DM button of a shard-0 table: it lands on its owner.
    DmAtOwner,
    /// `/bid`, `/play` or `/pass` in the table's channel: on its owner's shard.
    Slash,
}

impl Class {
    fn name(self) -> &'static str {
        match self {
            Class::Forwarded => "forwarded DM",
            Class::DmAtOwner => "DM at owner",
            Class::Slash => "slash",
        }
    }

    /// The tables this kind of interaction goes to.
    fn takes(self, shard: u32) -> bool {
        match self {
            Class::Forwarded => shard != 0,
            Class::DmAtOwner => shard == 0,
            Class::Slash => true,
        }
    }
}

/// The measured mix: half forwarded DM presses, a quarter slash commands, a quarter DM presses
/// at the owner.
const MIX: [Class; 4] = [
    Class::Forwarded,
    Class::Slash,
    Class::Forwarded,
    Class::DmAtOwner,
];

/// One bot process.
struct Proc {
    shard: u32,
    child: tokio::process::Child,
    log: PathBuf,
}

impl Proc {
    fn pid(&self) -> u32 {
        self.child.id().unwrap_or(0)
    }
}

fn spawn(dir: &Path, url: &str, fake: &Fake, shard: u32) -> Proc {
    let log = dir.join(format!("shard-{shard}.log"));
    let file = std::fs::File::create(&log).unwrap();
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .env("DISCORD_TOKEN", token(shard))
        .env("DISCORD_PROXY_URL", fake.url())
        .env("DEV_GUILD_ID", guild_of(0).to_string())
        .env("SHARD_RANGE", format!("{shard}-{shard}/{SHARDS}"))
        .env("PAIJU_PROCESS", format!("load-shard-{shard}"))
        .env("RUST_LOG", "warn,paiju::discord=info")
        .env("NO_COLOR", "1")
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    Proc { shard, child, log }
}

/// An interaction sent.
struct Sent {
    id: u64,
    table: usize,
    class: Class,
}

/// What an open-loop run sent and got back.
struct Run {
    sent: Vec<Sent>,
    elapsed: Duration,
    generator: Duration,
    /// How far behind its schedule the generator got at worst.
    behind: Duration,
    /// Sends left out: no table of the kind was free for a move.
    skipped: u64,
    /// DM presses on a message the fake never saw (the player had no turn DM).
    blank_panels: u64,
    answers: Answers,
    /// CPU ticks from the first send to the last answer: each process, PostgreSQL, the
    /// test, the whole machine.
    cpu: Vec<u64>,
    /// From the first send to the last answer.
    busy: Duration,
    /// How long PostgreSQL took to go quiet before the run.
    waited: Duration,
}

impl Run {
    fn rate(&self) -> f64 {
        f64::from(u32::try_from(self.sent.len()).unwrap()) / self.elapsed.as_secs_f64()
    }
}

/// A refusal (`✗ …`).
fn refusal(content: &Value) -> bool {
    content.as_str().is_some_and(|c| c.starts_with('✗'))
}

/// Follows the interactions sent to their answers, from what the fake recorded since: a
/// table is free for its next move once its last was answered (or parked when refused); a
/// deferred one (callback type 5 or 6) is answered when its owner edits the original
/// response in.
#[derive(Default)]
struct Answers {
    seen_callbacks: usize,
    seen_requests: usize,
    /// When each interaction was sent.
    sent_at: HashMap<u64, Instant>,
    /// Sent, no callback yet: interaction → table.
    in_flight: HashMap<u64, usize>,
    /// Deferred, its answer not edited in yet: interaction → table.
    deferred: HashMap<u64, usize>,
    /// The first callback of each interaction sent.
    callbacks: HashMap<u64, Callback>,
    /// Deferred interactions whose answer was edited in: how long after they were sent (as
    /// the generator saw it), and what it said.
    edited: HashMap<u64, (Duration, String)>,
}

impl Answers {
    fn new(fake: &Fake) -> Answers {
        Answers {
            seen_callbacks: fake.callback_count(),
            seen_requests: fake.request_count(),
            ..Answers::default()
        }
    }

    fn sent(&mut self, id: u64, table: usize) {
        self.sent_at.insert(id, Instant::now());
        self.in_flight.insert(id, table);
    }

    fn waiting(&self) -> bool {
        !self.in_flight.is_empty() || !self.deferred.is_empty()
    }

    fn absorb(&mut self, fake: &Fake, tabs: &mut [Tab]) {
        // Counted before the callbacks are read: a deferral not read yet is edited in after.
        let requests = fake.request_count();
        for cb in fake.callbacks_from(self.seen_callbacks) {
            self.seen_callbacks += 1;
            let Some(t) = self.in_flight.remove(&cb.interaction) else {
                continue;
            };
            if matches!(cb.kind, 5 | 6) {
                self.deferred.insert(cb.interaction, t);
            } else {
                tabs[t].busy = false;
                tabs[t].parked |= refusal(&cb.data["content"]);
            }
            self.callbacks.insert(cb.interaction, cb);
        }
        if self.deferred.is_empty() {
            self.seen_requests = self.seen_requests.max(requests);
            return;
        }
        // Only up to the count taken before the callbacks were read: an edit after it may be
        // of a deferral not read yet, and is read with it next time.
        let new = requests.saturating_sub(self.seen_requests);
        for r in fake.requests_from(self.seen_requests).into_iter().take(new) {
            self.seen_requests += 1;
            if r.method != "PATCH" || !r.path.ends_with("/messages/@original") {
                continue;
            }
            let Some(id) = r
                .path
                .split('/')
                .find_map(|part| part.strip_prefix("tok-"))
                .and_then(|id| id.parse::<u64>().ok())
            else {
                continue;
            };
            let Some(t) = self.deferred.remove(&id) else {
                continue;
            };
            tabs[t].busy = false;
            tabs[t].parked |= refusal(&r.body["content"]);
            let content = r.body["content"].as_str().unwrap_or_default().to_string();
            self.edited
                .insert(id, (self.sent_at[&id].elapsed(), content));
        }
    }
}

/// Sends `total` moves at `rate`/s, the kinds in turn from `mix`, each to the next table of its
/// kind that is free, then waits for every answer (at most `PATIENCE`).
async fn drive(
    fake: &Fake,
    procs: &[Proc],
    tabs: &mut [Tab],
    mix: &[Class],
    rate: u64,
    total: u64,
) -> Run {
    let pools: BTreeMap<Class, Vec<usize>> = mix
        .iter()
        .map(|&c| {
            let pool = (0..tabs.len())
                .filter(|&t| c.takes(tabs[t].shard))
                .collect();
            (c, pool)
        })
        .collect();
    let mut cursors: BTreeMap<Class, usize> = BTreeMap::new();
    let mut answers = Answers::new(fake);
    let mut sent = Vec::new();
    let (mut skipped, mut blank_panels) = (0, 0);
    let mut generator = Duration::ZERO;
    let mut behind = Duration::ZERO;
    let period = Duration::from_secs_f64(1.0 / f64::from(u32::try_from(rate).unwrap()));
    let cpu_before = cpu_now(procs);
    let start = Instant::now();
    for i in 0..total {
        let due = start + period * u32::try_from(i).unwrap();
        tokio::time::sleep_until(due.into()).await;
        let took = Instant::now();
        behind = behind.max(took - due);
        answers.absorb(fake, tabs);
        let class = mix[usize::try_from(i).unwrap() % mix.len()];
        let pool = &pools[&class];
        let cursor = cursors.entry(class).or_insert(0);
        let mut pick = None;
        for _ in 0..pool.len() {
            *cursor = (*cursor + 1) % pool.len();
            if tabs[pool[*cursor]].ready() {
                pick = Some(pool[*cursor]);
                break;
            }
        }
        let Some(t) = pick else {
            skipped += 1;
            continue;
        };
        let (id, payload, blank) = next_move(fake, &mut tabs[t], class);
        blank_panels += u64::from(blank);
        answers.sent(id, t);
        fake.dispatch("INTERACTION_CREATE", payload);
        tabs[t].busy = true;
        sent.push(Sent {
            id,
            table: t,
            class,
        });
        generator += took.elapsed();
    }
    let elapsed = start.elapsed();
    let deadline = Instant::now() + PATIENCE;
    while answers.waiting() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(5)).await;
        answers.absorb(fake, tabs);
    }
    let cpu = cpu_now(procs)
        .into_iter()
        .zip(cpu_before)
        .map(|(a, b)| a.saturating_sub(b))
        .collect();
    let busy = start.elapsed();
    // Whatever the moves caused (posts, DMs) is delivered before the next run.
    fake.settle(Duration::from_millis(500)).await;
    Run {
        sent,
        elapsed,
        generator,
        behind,
        skipped,
        blank_panels,
        answers,
        cpu,
        busy,
        waited: Duration::ZERO,
    }
}

async fn scenario(url: String, count: u64, pictures: bool) {
    let fake = Fake::start().await;
    fake.serve_shards(SHARDS);
    let started = Instant::now();
    let mut tabs = open_tables(&url, count, pictures).await;
    for tab in &tabs {
        fake.set_channel_guild(tab.channel, tab.guild);
    }
    let per_shard: Vec<usize> = (0..SHARDS)
        .map(|s| tabs.iter().filter(|t| t.shard == s).count())
        .collect();
    println!(
        "\n=== 3 processes, {count} live Dou Dizhu tables ({per_shard:?} by shard), pictures \
         {}, one PostgreSQL; setup {:.1} s",
        if pictures { "on" } else { "off" },
        started.elapsed().as_secs_f64()
    );

    // Kept afterwards: the processes' logs, for what went wrong.
    let dir = tempfile::Builder::new()
        .prefix("load_scale_out-")
        .tempdir()
        .unwrap()
        .keep();
    let started = Instant::now();
    let mut procs: Vec<Proc> = (0..SHARDS).map(|s| spawn(&dir, &url, &fake, s)).collect();
    fake.wait_for(
        "every shard at the gateway",
        Duration::from_secs(180),
        |f| f.connected_shards().len() == SHARDS as usize && !f.commands().is_empty(),
    )
    .await;
    // Connected is not yet serving everywhere (a process may take its shard's lease and
    // recover after it connected): up to 60 s for each log to say what it recovered.
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline
        && !procs
            .iter()
            .all(|p| log_lines(&p.log).1.iter().any(|l| l.contains("recovered")))
    {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!(
        "processes serving in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    for p in &procs {
        for l in log_lines(&p.log).1 {
            println!("  shard-{}: {l}", p.shard);
        }
    }

    // Warm-up: a move at every table through its channel.
    let warm = drive(
        &fake,
        &procs,
        &mut tabs,
        &[Class::Slash],
        WARM_UP_RATE,
        count,
    )
    .await;
    let who = answerers(&fake);
    let mut faults = Faults::default();
    report(
        &format!("warm-up, one slash move per table at {WARM_UP_RATE}/s"),
        &warm,
        true,
        &tabs,
        &who,
        &mut faults,
    );

    let mut runs = Vec::new();
    for (rate, seconds) in RATES {
        let waited = pg_quiet(&url).await;
        let before = pg_counters(&url).await;
        let mut run = drive(&fake, &procs, &mut tabs, &MIX, rate, rate * seconds).await;
        run.waited = waited;
        let after = pg_counters(&url).await;
        runs.push((rate, run, before, after));
    }
    let who = answerers(&fake);
    for (rate, run, before, after) in &runs {
        report(
            &format!("{rate}/s target, half forwarded DM presses"),
            run,
            *rate <= STRICT_UP_TO,
            &tabs,
            &who,
            &mut faults,
        );
        report_pg(before, after, run.sent.len());
    }
    summary(count, pictures, &runs, &tabs);
    let live = tabs
        .iter()
        .filter(|t| t.table.status() == Status::Playing)
        .count();
    println!("\ntables still playing at the end: {live} of {count}");

    for p in &mut procs {
        let (bad, _) = log_lines(&p.log);
        println!(
            "shard-{}: {} log lines at WARN or above",
            p.shard,
            bad.len()
        );
        for (kind, n, first) in kinds_of(&bad).into_iter().take(8) {
            println!("  {n:>6} × {kind}");
            println!(
                "           first: {}",
                first.chars().take(400).collect::<String>()
            );
        }
        let _ = p.child.kill().await;
    }
    println!("the processes' logs: {}", dir.display());
    measure::forwarded_rows(&url, &faults.unanswered_ids).await;
    println!(
        "faults: {} unanswered, {} answered by another process than the owner, {} refused; \
         {} deferred (allowed); above {STRICT_UP_TO}/s, {} unanswered (told, not failed)",
        faults.unanswered.len(),
        faults.not_owner.len(),
        faults.refused.len(),
        faults.deferred,
        faults.lost_overloaded.len(),
    );
    for l in faults
        .unanswered
        .iter()
        .chain(&faults.lost_overloaded)
        .chain(&faults.not_owner)
        .chain(&faults.refused)
        .take(8)
    {
        println!("  {l}");
    }
    assert!(faults.unanswered.is_empty(), "{}", faults.unanswered[0]);
    assert!(faults.not_owner.is_empty(), "{}", faults.not_owner[0]);
    assert!(faults.refused.is_empty(), "{}", faults.refused[0]);
}

mod measure;
mod replicas;
use measure::*;
use replicas::*;

//! Capacity of a scaled-out bot (issue 60): three real `paiju` processes on one PostgreSQL,
//! one gateway shard each (`SHARD_RANGE=0-0/3`, `1-1/3`, `2-2/3`), live Dou Dizhu tables
//! spread over guilds of the three shards, and moves sent through Discord's real gateway path
//! (the fake's websocket → serenity → the bot → durable append → callback), open loop at 300
//! and 1,000 interactions/s. Half of them are DM buttons of tables the shard-0 process does not
//! own: Discord sends every DM interaction to shard 0, so that process must hand each to the
//! table's owner through PostgreSQL, and the owner answers it (its token is on the callback).
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
//! commands), the forwarding overhead, and the CPU each process, PostgreSQL and the test
//! process (the fake Discord and the generator) used; then what each process logged at WARN
//! or above. The answer is the callback, or for an interaction deferred (callback type 5 or
//! 6, allowed and counted) the edit of its original response. It fails afterwards if an
//! interaction was not answered, not answered by its table's owner, or refused.
//!
//! Two sizes: 1,000 tables in all, and 1,000 per process (3,000). By hand, in release (the
//! numbers mean nothing in a debug build), with PostgreSQL (skipped without it):
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
/// The measured rates (interactions/s) and how long each is sent.
const RATES: [(u64, u64); 2] = [(300, 10), (1_000, 5)];
/// One move per table at this rate before measuring.
const WARM_UP_RATE: u64 = 300;
/// How long the last interactions of a rate may take to be answered.
const PATIENCE: Duration = Duration::from_secs(60);
/// Tables opened at once during the setup.
const SETUP_TASKS: usize = 16;

/// The two tests would share the machine: one at a time.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn three_processes_a_thousand_tables_in_all() {
    load(1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: run by hand in release (see the module docs)"]
async fn three_processes_a_thousand_tables_each() {
    load(3_000).await;
}

async fn load(tables: u64) {
    let _alone = ONE_AT_A_TIME.lock().await;
    let Some(db) = PgDb::new().await else {
        println!("TEST_DATABASE_URL is not set: the scale-out load test was skipped");
        return;
    };
    let outcome = tokio::spawn(scenario(db.url.clone(), tables)).await;
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

fn now() -> paiju::table::Timestamp {
    paiju::table::Timestamp(
        i64::try_from(
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_millis(),
        )
        .unwrap(),
    )
}

/// Opens, seats and deals `count` tables in the store at `url` (the setup), and returns their
/// replicas.
async fn open_tables(url: &str, count: u64) -> Vec<Tab> {
    let store = paiju::store::SqlStore::connect(url).await.unwrap();
    let registry = Arc::new(Registry::new(store, Arc::new(SystemClock)));
    let mut tabs = Vec::new();
    let mut tasks = tokio::task::JoinSet::new();
    for t in 0..count {
        if tasks.len() >= SETUP_TASKS {
            tabs.push(tasks.join_next().await.unwrap().unwrap());
        }
        let registry = registry.clone();
        tasks.spawn(async move { open_one(&registry, t).await });
    }
    while let Some(tab) = tasks.join_next().await {
        tabs.push(tab.unwrap());
    }
    tabs.sort_by_key(|t| t.channel);
    registry.store().shutdown().await;
    tabs
}

async fn open_one(registry: &Registry<paiju::store::SqlStore>, t: u64) -> Tab {
    let base = USER_BASE + 3 * t;
    let players = [
        Player::new(base, "Ann"),
        Player::new(base + 1, "Bob"),
        Player::new(base + 2, "Cy"),
    ];
    let channel = ChannelId(CHANNEL_BASE + t);
    let guild = guild_of(t);
    let ctx = |p: &Player| registry.ctx(UserId(p.id), p.name, None);
    let options = Options::new()
        .with("players", 3)
        .with("turn-timeout", "off")
        .with("reminders", "off");
    registry
        .open(
            channel,
            Some(GuildId(guild)),
            GameKind::Doudizhu,
            options,
            &ctx(&players[0]),
        )
        .await
        .unwrap();
    for p in &players[1..] {
        registry
            .execute(channel, &ctx(p), Command::Join)
            .await
            .unwrap();
    }
    registry
        .execute(channel, &ctx(&players[0]), Command::Start { deal: None })
        .await
        .unwrap();
    let shared = registry.table(channel).await.unwrap().unwrap();
    let table = Table::clone(&**shared.lock().await);
    Tab {
        channel: channel.0,
        guild,
        shard: shard_of(guild),
        players,
        table,
        busy: false,
        parked: false,
    }
}

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

/// The CPU time a process used so far (clock ticks, 100 a second).
fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After the command: state is field 3, utime 14 and stime 15.
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some(utime + stime)
}

/// The CPU time every PostgreSQL process on this machine used so far.
fn postgres_ticks() -> u64 {
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

/// CPU ticks of each process, PostgreSQL and the test itself.
fn cpu_now(procs: &[Proc]) -> Vec<u64> {
    let mut v: Vec<u64> = procs
        .iter()
        .map(|p| cpu_ticks(&p.pid().to_string()).unwrap_or(0))
        .collect();
    v.push(postgres_ticks());
    v.push(cpu_ticks("self").unwrap_or(0));
    v
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
    /// test.
    cpu: Vec<u64>,
    /// From the first send to the last answer.
    busy: Duration,
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
        for r in fake.requests_from(self.seen_requests) {
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
    }
}

/// The next move at `tab` as `class` sends it, its interaction id, and whether a DM press
/// had to go on a message the fake never saw; the replica moves on.
fn next_move(fake: &Fake, tab: &mut Tab, class: Class) -> (u64, Value, bool) {
    let table = &tab.table;
    let user = table.users_to_act()[0];
    let seat = table.seat_of(user).expect("the player to act is seated");
    let game = table.game().expect("a game is on");
    let action = game.bot_action(seat).expect("a move to make");
    let choice = game.choice(seat, &action).expect("a Dou Dizhu move");
    let p = tab
        .players
        .iter()
        .find(|p| p.id == user.0)
        .expect("one of the table's players")
        .clone();
    let (id, payload, blank) = match class {
        Class::Slash => {
            let option = match choice.verb {
                Verb::Bid => Some(("value", choice.args.as_str())),
                Verb::Play => Some(("cards", choice.args.as_str())),
                _ => None,
            };
            let data = users::command_data(choice.verb.word(), users::verb_options(option));
            let (id, v) = users::interaction(fake, 2, &p, Where::Channel(tab.channel), data);
            (id, v, false)
        }
        Class::Forwarded | Class::DmAtOwner => {
            let mut custom = format!("pj:{}:do:{}", tab.channel, action.id());
            if custom.len() > paiju::discord::custom_id::MAX_ID {
                // Too long for a button: the card menu's "play the selected" does it.
                custom = format!(
                    "pj:{}:go:{}:{}",
                    tab.channel,
                    choice.verb.word(),
                    choice.args
                );
            }
            let data = json!({"custom_id": custom, "component_type": 2});
            let (id, mut v) = users::interaction(fake, 3, &p, Where::Dm, data);
            let panel = fake.last_dm_panel(p.id);
            let blank = panel.is_none();
            v["message"] = panel.unwrap_or_else(|| fake.blank_message_json(fake.dm_channel(p.id)));
            (id, v, blank)
        }
    };
    let ctx = Ctx {
        user,
        name: p.name.to_string(),
        now: now(),
        key: Some(id.to_string()),
        moderator: false,
        entropy: 0,
    };
    tab.table
        .handle(&ctx, Command::Action { action })
        .expect("the replica takes the move it chose");
    (id, payload, blank)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// `n p50 p99 max` of some latencies.
fn stats(mut v: Vec<Duration>) -> String {
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
struct Answerers {
    callback: HashMap<u64, u32>,
    edit: HashMap<u64, u32>,
}

fn answerers(fake: &Fake) -> Answerers {
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
struct Faults {
    /// No callback, or deferred and never edited in.
    unanswered: Vec<String>,
    /// Answered (or its deferred answer edited in) by another process than the table's.
    not_owner: Vec<String>,
    refused: Vec<String>,
    /// Deferred (callback type 5 or 6) and then edited in: allowed, counted.
    deferred: usize,
}

fn report(name: &str, run: &Run, tabs: &[Tab], who: &Answerers, f: &mut Faults) {
    println!(
        "\n{name}: {} sent in {:.2} s = {:.1}/s achieved (generator {:.3} ms per send, at worst \
         {:.1} ms behind schedule; {} sends skipped: no free table of the kind; {} DM presses \
         on a message the fake never saw)",
        run.sent.len(),
        run.elapsed.as_secs_f64(),
        run.rate(),
        ms(run.generator) / f64::from(u32::try_from(run.sent.len().max(1)).unwrap()),
        ms(run.behind),
        run.skipped,
        run.blank_panels,
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
        let Some(cb) = answers.callbacks.get(&s.id) else {
            f.unanswered.push(format!("{what}: no callback"));
            continue;
        };
        let (process, latency, said) = if matches!(cb.kind, 5 | 6) {
            let Some((latency, said)) = answers.edited.get(&s.id) else {
                f.unanswered
                    .push(format!("{what}: deferred, never edited in"));
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
    println!(
        "  CPU from the first send to the last answer, {:.1} s (100% = one core of {}): {}",
        seconds,
        std::thread::available_parallelism().map_or(0, std::num::NonZero::get),
        cpu.join(", ")
    );
}

/// The lines of a process's log at WARN or above, and the ones about recovery and leases.
fn log_lines(path: &Path) -> (Vec<String>, Vec<String>) {
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

/// Log lines told apart by what they say (less the time and the values), most frequent first.
fn kinds_of(lines: &[String]) -> Vec<(String, usize)> {
    let mut kinds: HashMap<String, usize> = HashMap::new();
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
        *kinds.entry(kind).or_default() += 1;
    }
    let mut v: Vec<(String, usize)> = kinds.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

async fn scenario(url: String, count: u64) {
    let fake = Fake::start().await;
    fake.serve_shards(SHARDS);
    let started = Instant::now();
    let mut tabs = open_tables(&url, count).await;
    for tab in &tabs {
        fake.set_channel_guild(tab.channel, tab.guild);
    }
    let per_shard: Vec<usize> = (0..SHARDS)
        .map(|s| tabs.iter().filter(|t| t.shard == s).count())
        .collect();
    println!(
        "\n=== 3 processes, {count} live Dou Dizhu tables ({per_shard:?} by shard), one \
         PostgreSQL; setup {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let dir = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let mut procs: Vec<Proc> = (0..SHARDS)
        .map(|s| spawn(dir.path(), &url, &fake, s))
        .collect();
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
        &tabs,
        &who,
        &mut faults,
    );

    let mut runs = Vec::new();
    for (rate, seconds) in RATES {
        let run = drive(&fake, &procs, &mut tabs, &MIX, rate, rate * seconds).await;
        runs.push((rate, run));
    }
    let who = answerers(&fake);
    for (rate, run) in &runs {
        report(
            &format!("{rate}/s target, half forwarded DM presses"),
            run,
            &tabs,
            &who,
            &mut faults,
        );
    }
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
        for (kind, n) in kinds_of(&bad).into_iter().take(8) {
            println!("  {n:>6} × {kind}");
        }
        let _ = p.child.kill().await;
    }
    println!(
        "faults: {} unanswered, {} answered by another process than the owner, {} refused; \
         {} deferred (allowed)",
        faults.unanswered.len(),
        faults.not_owner.len(),
        faults.refused.len(),
        faults.deferred
    );
    for l in faults
        .unanswered
        .iter()
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

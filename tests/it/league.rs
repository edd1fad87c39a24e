//! Leagues end to end on SQLite and PostgreSQL: rated games played through the registry,
//! results derived from the logs, permissions, voids and corrections recomputing ratings
//! exactly as rating the corrected results from scratch, and a rebuild from the logs.

use crate::store_conformance::pg_db::with_pg;
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::league::rating;
use paiju::league::{
    Caller, League, LeagueError, Scope, SqlLeagueStore, Standing, StoredResult, Unrated,
};
use paiju::store::SqlStore;
use paiju::table::registry::Registry;
use paiju::table::{ChannelId, Command, GuildId, ManualClock, Timestamp, UserId};
use std::sync::Arc;

const GUILD: GuildId = GuildId(77 << 22);

fn admin(user: u64) -> Caller {
    Caller {
        user: UserId(user),
        admin: true,
        roles: Vec::new(),
    }
}

fn member(user: u64) -> Caller {
    Caller {
        user: UserId(user),
        admin: false,
        roles: Vec::new(),
    }
}

pub(crate) struct Lobby<'a> {
    pub registry: &'a Registry<SqlStore>,
    pub clock: &'a ManualClock,
}

impl Lobby<'_> {
    fn ctx(&self, user: u64) -> paiju::table::Ctx {
        self.clock.advance(1000);
        let mut ctx = self.registry.ctx(UserId(user), &format!("p{user}"), None);
        ctx.entropy = u64::try_from(self.clock.now_ms()).unwrap();
        ctx
    }

    /// Opens a table in `channel` and seats `users` (and `bots` bots).
    pub async fn open(
        &self,
        channel: u64,
        kind: GameKind,
        options: &[&str],
        users: &[u64],
        bots: usize,
    ) {
        let ch = ChannelId(channel);
        let options = Options::parse_pairs(options.iter().copied());
        self.registry
            .open(ch, Some(GUILD), kind, options, &self.ctx(users[0]))
            .await
            .unwrap();
        for u in &users[1..] {
            self.registry
                .execute(ch, &self.ctx(*u), Command::Join)
                .await
                .unwrap();
        }
        for _ in 0..bots {
            self.registry
                .execute(ch, &self.ctx(users[0]), Command::add_bot())
                .await
                .unwrap();
        }
    }

    /// Starts a game and plays it to its end, every person playing what a bot would.
    pub async fn play(&self, channel: u64, starter: u64) {
        let ch = ChannelId(channel);
        self.registry
            .execute(ch, &self.ctx(starter), Command::Start { deal: None })
            .await
            .unwrap();
        for _ in 0..5000 {
            let shared = self.registry.table(ch).await.unwrap().unwrap();
            let table = shared.lock().await.clone();
            if table.status() != paiju::table::Status::Playing {
                return;
            }
            let seat = *table.to_act().first().expect("someone acts");
            let action = table.game().unwrap().bot_action(seat).unwrap();
            let user = table.user_at(seat).unwrap().0;
            drop(shared);
            self.registry
                .execute(ch, &self.ctx(user), Command::Action { action })
                .await
                .unwrap();
        }
        panic!("the game did not end");
    }
}

trait NowMs {
    fn now_ms(&self) -> i64;
}
impl NowMs for ManualClock {
    fn now_ms(&self) -> i64 {
        paiju::table::Clock::now(self).0
    }
}

fn ratings_of(results: &[StoredResult]) -> Vec<Standing> {
    let counted = results
        .iter()
        .filter(|r| r.counts())
        .map(|r| r.seats.as_slice());
    rating::ordered(&rating::rate(counted))
        .into_iter()
        .map(|(user, r)| Standing {
            user,
            mu: r.mu,
            sigma: r.sigma,
            rating: r.shown(),
            games: r.games,
            wins: r.wins,
        })
        .collect()
}

fn assert_same(a: &[Standing], b: &[Standing]) {
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(b) {
        assert_eq!((x.user, x.games, x.wins), (y.user, y.games, y.wins));
        assert!((x.mu - y.mu).abs() < 1e-9 && (x.sigma - y.sigma).abs() < 1e-9);
        assert!((x.rating - y.rating).abs() < 1e-9);
    }
}

async fn season_end_to_end(url: String) {
    let store = SqlStore::connect(&url).await.unwrap();
    let league = League::new(SqlLeagueStore::new(&store));
    let clock = Arc::new(ManualClock::new(Timestamp(1_000_000)));
    let registry = Registry::new(store.clone(), clock.clone());
    let lobby = Lobby {
        registry: &registry,
        clock: &clock,
    };
    let now = || Timestamp(clock.now_ms());

    // A table before any season: recorded, not rated.
    lobby.open(9, GameKind::Doudizhu, &[], &[1, 2, 3], 0).await;
    lobby.play(9, 1).await;
    registry
        .execute(ChannelId(9), &lobby.ctx(1), Command::End)
        .await
        .unwrap();

    // Only an admin starts a season; a refusal changes nothing.
    assert_eq!(
        league
            .start_season(GUILD, &member(5), "Spring", None, now())
            .await,
        Err(LeagueError::NotAdmin)
    );
    assert!(league.seasons(GUILD).await.unwrap().is_empty());
    let season = league
        .start_season(GUILD, &admin(9), "Spring", None, now())
        .await
        .unwrap();
    assert!(matches!(
        league
            .start_season(GUILD, &admin(9), "Again", None, now())
            .await,
        Err(LeagueError::SeasonRunning(_))
    ));

    // Rated: three Dou Dizhu hands among 1, 2, 3 and one among 1, 2, 4.
    lobby.open(1, GameKind::Doudizhu, &[], &[1, 2, 3], 0).await;
    for _ in 0..3 {
        lobby.play(1, 1).await;
    }
    lobby.open(2, GameKind::Doudizhu, &[], &[4, 2, 1], 0).await;
    lobby.play(2, 4).await;
    // Not rated: a bot seat; rated=off; a Chicago match among people (rated, its own game).
    lobby.open(3, GameKind::Doudizhu, &[], &[1, 2], 1).await;
    lobby.play(3, 1).await;
    lobby
        .open(4, GameKind::Doudizhu, &["rated=off"], &[1, 2, 3], 0)
        .await;
    lobby.play(4, 1).await;
    lobby.open(5, GameKind::Chicago, &[], &[5, 6], 0).await;
    lobby.play(5, 5).await;

    // Nothing was recorded by hand: the league derives everything from the logs.
    league.catch_up(GUILD).await.unwrap();
    let results = league.results(GUILD, None).await.unwrap();
    assert_eq!(results.len(), 8, "{results:#?}");
    let why: Vec<Option<Unrated>> = results.iter().map(|r| r.unrated).collect();
    assert_eq!(why[0], Some(Unrated::NoSeason));
    assert_eq!(why.iter().filter(|w| **w == Some(Unrated::Bot)).count(), 1);
    assert_eq!(
        why.iter()
            .filter(|w| **w == Some(Unrated::OptedOut))
            .count(),
        1
    );
    assert_eq!(results.iter().filter(|r| r.counts()).count(), 5);
    for r in results.iter().filter(|r| r.kind == GameKind::Doudizhu) {
        let landlords = r
            .seats
            .iter()
            .filter(|s| s.team == paiju::league::Team::Landlord)
            .count();
        assert_eq!(landlords, 1);
        assert!(r.seats.iter().all(|s| s.rank == 1 || s.rank == 2));
    }
    // Deriving again changes nothing.
    assert_eq!(league.catch_up(GUILD).await.unwrap(), 0);

    let scope = Scope::Season(season.id);
    let ddz: Vec<StoredResult> = league
        .results(GUILD, Some(GameKind::Doudizhu))
        .await
        .unwrap();
    let in_season: Vec<StoredResult> = ddz
        .iter()
        .filter(|r| r.season == Some(season.id))
        .cloned()
        .collect();
    let standings = league
        .standings(GUILD, GameKind::Doudizhu, scope)
        .await
        .unwrap();
    assert_same(&standings, &ratings_of(&in_season));
    assert_eq!(standings.len(), 4, "bots and unrated tables move no rating");
    // The snapshot answers the same.
    assert_same(
        &league
            .standings(GUILD, GameKind::Doudizhu, scope)
            .await
            .unwrap(),
        &standings,
    );

    // A member cannot void or correct; an admin can, and ratings follow from scratch.
    let target = in_season[1].id;
    assert_eq!(
        league.void(GUILD, &member(2), target, "no", now()).await,
        Err(LeagueError::NotAdmin)
    );
    assert!(!league.result(GUILD, target).await.unwrap().unwrap().void);
    league
        .void(GUILD, &admin(9), target, "misdeal", now())
        .await
        .unwrap();
    let fixed = in_season[2].id;
    let flipped: Vec<i64> = in_season[2].seats.iter().map(|s| -s.score).collect();
    // Typed scores: a member is refused before anything is read; a bad list names the count.
    assert_eq!(
        league
            .correct_typed(GUILD, &member(2), fixed, "1,x", "typo", now())
            .await,
        Err(LeagueError::NotAdmin)
    );
    for typed in ["1,x,2", "1,2", ""] {
        assert_eq!(
            league
                .correct_typed(GUILD, &admin(9), fixed, typed, "typo", now())
                .await,
            Err(LeagueError::BadScores {
                expected: in_season[2].seats.len()
            }),
            "{typed:?}"
        );
    }
    assert!(
        !league
            .result(GUILD, fixed)
            .await
            .unwrap()
            .unwrap()
            .corrected
    );
    league
        .correct(GUILD, &admin(9), fixed, &flipped, "scores swapped", now())
        .await
        .unwrap();
    let after: Vec<StoredResult> = league
        .results(GUILD, Some(GameKind::Doudizhu))
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.season == Some(season.id))
        .collect();
    assert!(after.iter().find(|r| r.id == target).unwrap().void);
    let corrected = after.iter().find(|r| r.id == fixed).unwrap();
    assert!(corrected.corrected);
    for (a, b) in corrected.seats.iter().zip(&in_season[2].seats) {
        assert_eq!(a.score, -b.score);
        assert_ne!(a.rank, b.rank, "the winning side changed");
    }
    let recomputed = league
        .standings(GUILD, GameKind::Doudizhu, scope)
        .await
        .unwrap();
    assert_same(&recomputed, &ratings_of(&after));
    let history = league.actions(GUILD, 10).await.unwrap();
    let kinds: Vec<&str> = history.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(kinds, vec!["correct", "void", "season_start"]);
    assert_eq!(history[1].reason.as_deref(), Some("misdeal"));
    assert_eq!(history[1].by, UserId(9));

    // A rebuild derives the same results again and keeps the corrections.
    let before = league.results(GUILD, None).await.unwrap();
    assert_eq!(league.rebuild().await.unwrap(), before.len());
    let rebuilt = league.results(GUILD, None).await.unwrap();
    assert_eq!(rebuilt, before);
    assert_same(
        &league
            .standings(GUILD, GameKind::Doudizhu, scope)
            .await
            .unwrap(),
        &recomputed,
    );

    // All-time counts every rated result of the game; ending the season keeps its results.
    let ended = league.end_season(GUILD, &admin(9), now()).await.unwrap();
    assert!(ended.ended_at.is_some());
    assert_eq!(
        league.end_season(GUILD, &admin(9), now()).await,
        Err(LeagueError::NoSeason)
    );
    assert_same(
        &league
            .standings(GUILD, GameKind::Doudizhu, Scope::AllTime)
            .await
            .unwrap(),
        &ratings_of(
            &league
                .results(GUILD, Some(GameKind::Doudizhu))
                .await
                .unwrap(),
        ),
    );
    store.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_on_sqlite_rates_people_only_and_corrections_recompute_from_scratch() {
    let dir = tempfile::tempdir().unwrap();
    season_end_to_end(format!("sqlite://{}/paiju.db", dir.path().display())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_on_postgres_rates_people_only_and_corrections_recompute_from_scratch() {
    with_pg("league_season", season_end_to_end).await;
}

#[tokio::test]
async fn server_languages_are_listed_for_the_bot_to_apply_at_start_and_lifted_by_clearing() {
    let league = League::memory().await.unwrap();
    let g = GuildId(5);
    assert!(league.language_overrides().await.unwrap().is_empty());
    let mut settings = paiju::league::GuildSettings {
        locale: Some("ja".into()),
        ..Default::default()
    };
    league
        .set_settings(g, &admin(1), &settings, Timestamp(1))
        .await
        .unwrap();
    league
        .set_settings(GuildId(6), &admin(1), &Default::default(), Timestamp(2))
        .await
        .unwrap();
    assert_eq!(
        league.language_overrides().await.unwrap(),
        vec![(g, "ja".to_string())]
    );
    settings.locale = None;
    league
        .set_settings(g, &admin(1), &settings, Timestamp(3))
        .await
        .unwrap();
    assert!(league.language_overrides().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_table_the_season_will_rate_defaults_to_no_hints_unless_it_asks_or_is_unrated() {
    let league = League::memory().await.unwrap();
    let g = GuildId(8);
    let given = |s: &str| Options::parse_pairs(s.split_whitespace());
    let hints = |o: &Options| o.get("hints").map(str::to_string);
    // No season: nothing is rated, hints stay as the table says.
    let o = league
        .table_defaults(g, GameKind::Chicago, given(""))
        .await
        .unwrap();
    assert_eq!(hints(&o), None);
    league
        .start_season(
            g,
            &admin(1),
            "Dizhu only",
            Some(GameKind::Doudizhu),
            Timestamp(5),
        )
        .await
        .unwrap();
    let for_kind = |k, s: &'static str| {
        let league = &league;
        async move { hints(&league.table_defaults(g, k, given(s)).await.unwrap()) }
    };
    assert_eq!(
        for_kind(GameKind::Doudizhu, "").await.as_deref(),
        Some("off")
    );
    assert_eq!(
        for_kind(GameKind::Chicago, "").await,
        None,
        "the season rates only Dou Dizhu"
    );
    assert_eq!(
        for_kind(GameKind::Doudizhu, "hints=on").await.as_deref(),
        Some("on")
    );
    assert_eq!(for_kind(GameKind::Doudizhu, "rated=off").await, None);
}

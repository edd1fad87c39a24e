//! What a request reads: the league (`League`), the consent records and the tables' logs,
//! and what is worth keeping between requests — per guild, a view of its league built once
//! per league version (results, seasons, the names shown, the slugs, the games listed), the
//! boards replayed from it, the replays of its games and the pictures drawn.
//!
//! A view is also rebuilt after [`FRESH_FOR`]: consent (a hidden name, a channel made public)
//! does not move the league version, and shows within that time.

use super::board::Board;
use super::pictures::Pictures;
use super::replay::{GameReplay, replay};
use super::slugs;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::league::consent::{WebConsent, WebPage};
use crate::league::{League, LeagueError, Scope, Season, SqlLeagueStore, StoredResult};
use crate::store::SqlStore;
use crate::t;
use crate::table::store::Store;
use crate::table::{GuildId, TableId, Timestamp, UserId};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long a view may serve before consent is read again.
pub const FRESH_FOR: Duration = Duration::from_secs(10);
/// At most this many replays are kept per view (a replay is a few kilobytes per move).
const MAX_REPLAYS: usize = 256;

/// The site: what every page reads. Cheap to share (`Arc`).
#[derive(Debug)]
pub struct Site {
    pub(super) league: League,
    pub(super) consent: WebConsent,
    store: SqlStore,
    views: Mutex<HashMap<GuildId, Arc<LeagueView>>>,
    pub(super) pictures: Pictures,
}

/// A listed game: a table of a public channel with a counted result.
#[derive(Clone, Debug)]
pub struct ListedGame {
    pub table: TableId,
    pub slug: String,
    pub kind: GameKind,
    pub ended_at: Timestamp,
    /// Its results (indexes into `LeagueView::results`), in order.
    pub results: Vec<usize>,
}

/// A guild's league as its page shows it, at one league version.
#[derive(Debug)]
pub struct LeagueView {
    pub page: WebPage,
    pub version: i64,
    built: Instant,
    /// Every result of the guild, in the order they apply.
    pub results: Vec<StoredResult>,
    pub seasons: Vec<Season>,
    /// Hidden players' numbers ("Player N").
    aliases: HashMap<UserId, u32>,
    /// The name each player last played a recorded game under.
    names: HashMap<UserId, String>,
    player_slugs: HashMap<UserId, String>,
    players_by_slug: HashMap<String, UserId>,
    /// Listed games, newest first.
    pub games: Vec<ListedGame>,
    games_by_slug: HashMap<String, usize>,
    boards: Mutex<HashMap<(GameKind, i64), Arc<Board>>>,
    replays: Mutex<HashMap<TableId, Arc<GameReplay>>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Site {
    /// The site over `store` (its league and consent records in the same database).
    /// `read_only`: the store's connection cannot write (`paiju web`), so standings computed
    /// here are not kept in it.
    pub fn new(store: &SqlStore, read_only: bool) -> Site {
        let league = League::new(SqlLeagueStore::new(store));
        Site {
            league: if read_only {
                league.read_only()
            } else {
                league
            },
            consent: WebConsent::new(store),
            store: store.clone(),
            views: Mutex::default(),
            pictures: Pictures::default(),
        }
    }

    /// The league view behind a page's slug, `None` when no page is on at that address.
    pub async fn view(&self, slug: &str) -> Result<Option<Arc<LeagueView>>, LeagueError> {
        if !slugs::well_formed(slug) {
            return Ok(None);
        }
        let Some(page) = self.consent.page_at(slug).await? else {
            return Ok(None);
        };
        let version = self.league.version(page.guild).await?;
        if let Some(v) = lock(&self.views).get(&page.guild)
            && v.version == version
            && v.page == page
            && v.built.elapsed() < FRESH_FOR
        {
            return Ok(Some(v.clone()));
        }
        let view = Arc::new(self.build(page, version).await?);
        lock(&self.views).insert(view.page.guild, view.clone());
        Ok(Some(view))
    }

    async fn build(&self, page: WebPage, version: i64) -> Result<LeagueView, LeagueError> {
        let guild = page.guild;
        let results = self.league.results(guild, None).await?;
        let seasons = self.league.seasons(guild).await?;
        let hidden = self.consent.hidden_names().await?;
        let public = self.consent.public_tables(guild).await?;
        let mut names = HashMap::new();
        let mut aliases = HashMap::new();
        let mut player_slugs = HashMap::new();
        let mut listed: HashMap<TableId, ListedGame> = HashMap::new();
        for (i, r) in results.iter().enumerate() {
            for seat in &r.seats {
                let Some(user) = seat.user else { continue };
                names.insert(user, seat.name.clone());
                if hidden.contains(&user) && !aliases.contains_key(&user) {
                    let n = u32::try_from(aliases.len() + 1).unwrap_or(u32::MAX);
                    aliases.insert(user, n);
                }
                player_slugs
                    .entry(user)
                    .or_insert_with(|| slugs::player_slug(&page.secret, user));
            }
            if r.counts() && public.contains(&r.table) {
                let game = listed.entry(r.table).or_insert_with(|| ListedGame {
                    table: r.table,
                    slug: slugs::game_slug(&page.secret, r.table),
                    kind: r.kind,
                    ended_at: r.ended_at,
                    results: Vec::new(),
                });
                game.ended_at = game.ended_at.max(r.ended_at);
                game.results.push(i);
            }
        }
        let mut games: Vec<ListedGame> = listed.into_values().collect();
        games.sort_by_key(|g| std::cmp::Reverse((g.ended_at, g.table)));
        let games_by_slug = games
            .iter()
            .enumerate()
            .map(|(i, g)| (g.slug.clone(), i))
            .collect();
        let players_by_slug = player_slugs.iter().map(|(u, s)| (s.clone(), *u)).collect();
        Ok(LeagueView {
            page,
            version,
            built: Instant::now(),
            results,
            seasons,
            aliases,
            names,
            player_slugs,
            players_by_slug,
            games,
            games_by_slug,
            boards: Mutex::default(),
            replays: Mutex::default(),
        })
    }

    /// A listed game's public replay (kept while the view is).
    pub async fn replay(
        &self,
        view: &LeagueView,
        game: &ListedGame,
    ) -> Result<Arc<GameReplay>, LeagueError> {
        if let Some(r) = lock(&view.replays).get(&game.table) {
            return Ok(r.clone());
        }
        let record = self
            .store
            .load(game.table)
            .await
            .map_err(|e| LeagueError::Store(e.to_string()))?;
        let Some(record) = record else {
            return Ok(Arc::new(GameReplay {
                kind: game.kind,
                steps: Vec::new(),
                finished: false,
            }));
        };
        // "Player N" in the language-free form the picture's alphabet can write; the page
        // words it in the reader's language.
        let aliases = view.aliases.clone();
        let replayed = tokio::task::spawn_blocking(move || {
            let alias = |u: UserId| aliases.get(&u).map(|n| format!("Player {n}"));
            replay(&record, &alias)
        })
        .await
        .map_err(|e| LeagueError::Store(format!("replaying a game: {e}")))?;
        let replayed = Arc::new(replayed);
        let mut kept = lock(&view.replays);
        if kept.len() >= MAX_REPLAYS {
            kept.clear();
        }
        kept.insert(game.table, replayed.clone());
        Ok(replayed)
    }

    /// Whether the database answers (`/health`).
    pub async fn healthy(&self) -> bool {
        sqlx::query("SELECT 1")
            .fetch_one(self.store.pool())
            .await
            .is_ok()
    }
}

impl LeagueView {
    /// The name a player is shown by, in `loc`.
    pub fn name(&self, user: UserId, loc: Locale) -> String {
        match self.aliases.get(&user) {
            Some(n) => t!(loc, "web-player-hidden", n = *n),
            None => self
                .names
                .get(&user)
                .cloned()
                .unwrap_or_else(|| t!(loc, "web-player-unknown")),
        }
    }

    pub fn player_slug(&self, user: UserId) -> Option<&str> {
        self.player_slugs.get(&user).map(String::as_str)
    }

    pub fn player_at(&self, slug: &str) -> Option<UserId> {
        self.players_by_slug.get(slug).copied()
    }

    pub fn game_at(&self, slug: &str) -> Option<&ListedGame> {
        self.games_by_slug.get(slug).map(|i| &self.games[*i])
    }

    /// The listed game a result belongs to, if it is listed.
    pub fn game_of(&self, table: TableId) -> Option<&ListedGame> {
        let slug = slugs::game_slug(&self.page.secret, table);
        self.game_at(&slug)
    }

    /// The ratings of `kind` in `scope` replayed result by result (kept per view).
    pub fn board(&self, kind: GameKind, scope: Scope) -> Arc<Board> {
        let key = (kind, scope.key());
        if let Some(b) = lock(&self.boards).get(&key) {
            return b.clone();
        }
        let board = Arc::new(Board::of(&self.results, kind, scope));
        lock(&self.boards).insert(key, board.clone());
        board
    }

    /// The games the guild has rated results of, in the league's order of games.
    pub fn kinds(&self) -> Vec<GameKind> {
        let rated: HashSet<GameKind> = self
            .results
            .iter()
            .filter(|r| r.counts())
            .map(|r| r.kind)
            .collect();
        GameKind::ALL
            .into_iter()
            .filter(|k| rated.contains(k))
            .collect()
    }
}

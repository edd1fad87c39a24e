//! Every game played from the table's live message alone, against the fake Discord: the
//! players press [Join] on it, [Start], open their hand from [My hand] and move with that
//! panel's buttons and card menus until the game is over, then [Results] and [Play again].
//!
//! Checked all along: the live message is edited in place while it is near the bottom of the
//! channel and posted anew (the old one losing its buttons) only once enough messages came
//! after it; its buttons follow the table's state; no line of any player's private view ever
//! appears in a channel message or the live message.

use crate::support::fake::Msg;
use crate::support::{Answer, CHANNEL, Harness, Player, Where};
use paiju::discord::delivery::REPOST_AFTER;
use paiju::games::any::GameKind;
use paiju::i18n::Locale;
use paiju::render::{self, RenderCtx};
use paiju::table::store::MemoryStore;
use paiju::table::{Status, UserId};
use serde_json::{Value, json};
use std::collections::HashSet;

const SEED: u64 = 5;
/// A bound on the interactions of one game (a bug guard, far above any real game).
const MOST_MOVES: usize = 1500;

/// The live messages in the channel, oldest first: the bot's messages with an embed.
fn live_messages(h: &Harness) -> Vec<Msg> {
    h.fake
        .channel_all(CHANNEL)
        .into_iter()
        .filter(|m| m.embeds.as_array().is_some_and(|e| !e.is_empty()))
        .collect()
}

fn live(h: &Harness) -> Msg {
    live_messages(h)
        .pop()
        .expect("the table has a live message")
}

/// The custom id of the live message's button `word` (`join`, `hand` …).
fn table_button(m: &Msg, word: &str) -> Option<String> {
    m.custom_ids()
        .into_iter()
        .find(|id| id.ends_with(&format!(":t:{word}")))
}

fn buttons_of(m: &Msg) -> Vec<String> {
    m.custom_ids()
        .iter()
        .filter_map(|id| id.rsplit_once(":t:").map(|(_, w)| w.to_string()))
        .collect()
}

fn ok(a: &Answer) -> bool {
    let content = a.message.as_ref().map_or(&a.content, |m| &m.content);
    content.starts_with('✓')
}

async fn press(h: &Harness, who: &Player, word: &str) -> Answer {
    let m = live(h);
    let id = table_button(&m, word)
        .unwrap_or_else(|| panic!("[{word}] on the live message: {:?}", buttons_of(&m)));
    let a = h.click(who, Where::Channel(CHANNEL), &m, &id).await;
    assert_eq!(
        a.kind, 4,
        "a live button is answered with a new message: {a:?}"
    );
    assert!(a.ephemeral, "only the presser sees the answer: {a:?}");
    a
}

/// The enabled buttons of a panel that make a move, in order: (custom id, declines).
fn moves(panel: &Msg) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for row in panel.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or("");
            let is_move = id.contains(":do:") || id.contains(":go:");
            if c["type"] == 2 && is_move && c["disabled"] != true {
                out.push((id.to_string(), c["style"] == 2));
            }
        }
    }
    out
}

/// `who` makes a move from their hand panel (opened from [My hand]): a move that does not
/// decline if one is accepted (a button, or a card chosen in the menu and its button), else
/// one that declines.
async fn one_move(h: &Harness, who: &Player) {
    let a = press(h, who, "hand").await;
    let panel = a.message.expect("the hand panel");
    assert!(
        !moves(&panel).is_empty() || !panel.menus().is_empty(),
        "{}",
        panel.content
    );
    let at = Where::Channel(CHANNEL);
    for (id, _) in moves(&panel).into_iter().filter(|(_, d)| !d) {
        if ok(&h.click(who, at, &panel, &id).await) {
            return;
        }
    }
    if let Some((menu, values)) = panel.menus().into_iter().next() {
        for v in values {
            let a = h.select(who, at, &panel, &menu, &[v]).await;
            let chosen = a.message.expect("the panel with the card chosen");
            for (id, _) in moves(&chosen).into_iter().filter(|(_, d)| !d) {
                if ok(&h.click(who, at, &chosen, &id).await) {
                    return;
                }
            }
        }
    }
    for (id, _) in moves(&panel).into_iter().filter(|(_, d)| *d) {
        if ok(&h.click(who, at, &panel, &id).await) {
            return;
        }
    }
    panic!("{} found no move in {}", who.name, panel.content);
}

/// The lines of each player's private view that the public view does not show.
async fn private_lines(h: &Harness, players: &[Player]) -> HashSet<String> {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let names = t.names();
    let ctx = RenderCtx {
        locale: Locale::EnUs,
        names: &names,
    };
    let public = t
        .status_view(paiju::table::Timestamp(0))
        .game
        .map(|g| render::view(&g, &ctx))
        .unwrap_or_default();
    let mut out = HashSet::new();
    for p in players {
        if let Ok(v) = t.hand(UserId(p.id)) {
            for line in render::view(&v, &ctx).lines() {
                if line.chars().count() > 12 && !public.contains(line) {
                    out.insert(line.to_string());
                }
            }
        }
    }
    out
}

async fn status(h: &Harness) -> (Status, Vec<u64>) {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    (
        t.status(),
        t.users_to_act().into_iter().map(|u| u.0).collect(),
    )
}

/// The live messages were posted anew only after enough messages had scrolled them up, and
/// every old one has lost its buttons.
fn reposted_only_when_scrolled(h: &Harness) {
    let all = h.fake.channel_all(CHANNEL);
    let lives: Vec<usize> = (0..all.len())
        .filter(|&i| all[i].embeds.as_array().is_some_and(|e| !e.is_empty()))
        .collect();
    for pair in lives.windows(2) {
        let between = pair[1] - pair[0] - 1;
        assert!(
            between >= REPOST_AFTER as usize,
            "a live message posted anew after only {between} messages"
        );
        let old = &all[pair[0]];
        assert!(
            old.custom_ids().is_empty(),
            "an old live message keeps its buttons"
        );
    }
}

/// Opens a `kind` table, seats `players` from the live message and plays one game to its end
/// from the live message and the hand panels it opens (checking that nothing hidden shows).
async fn play_one(h: &Harness, kind: GameKind, options: &str, players: &[Player]) {
    // 幺地人 is always three: `players:3` is accepted all the same.
    let opts = vec![
        json!({"type": 3, "name": "game", "value": kind.name()}),
        json!({"type": 3, "name": "options", "value": options}),
        json!({"type": 4, "name": "players", "value": players.len()}),
    ];
    let a = h
        .table(&players[0], CHANNEL, "new", Value::Array(opts))
        .await;
    assert!(ok(&a), "{a:?}");
    let first = live(h);
    assert_eq!(buttons_of(&first), ["join", "leave", "bot", "start"]);
    for p in &players[1..] {
        assert!(ok(&press(h, p, "join").await));
    }
    let seated = live(h);
    assert_eq!(
        seated.id, first.id,
        "the live message is edited, not posted again"
    );
    assert_eq!(
        seated.history.len(),
        players.len() - 1,
        "one edit per player who joined"
    );
    for p in players {
        assert!(seated.text().contains(p.name), "{}", seated.text());
    }
    assert!(ok(&press(h, &players[0], "start").await));
    assert_eq!(buttons_of(&live(h)), ["hand", "rules"]);
    let rules = press(h, &players[1], "rules").await;
    assert!(!rules.content.starts_with('✗'), "{}", rules.content);
    assert!(
        rules.content.contains("Clock options") && rules.content.contains("on-timeout="),
        "the rules name the table-wide clock options: {}",
        rules.content
    );

    let mut made = 0;
    loop {
        let (s, to_act) = status(h).await;
        if s == Status::Finished {
            break;
        }
        assert_eq!(s, Status::Playing);
        let secret = private_lines(h, players).await;
        for m in h.fake.channel_all(CHANNEL) {
            let text = m.text();
            for line in &secret {
                assert!(!text.contains(line.as_str()), "{line:?} shown in {text}");
            }
        }
        let who = players
            .iter()
            .find(|p| to_act.first() == Some(&p.id))
            .expect("a player to act");
        one_move(h, who).await;
        made += 1;
        assert!(made < MOST_MOVES, "the game did not end");
    }
    reposted_only_when_scrolled(h);
}

async fn play(kind: GameKind, options: &str, players: &[Player]) {
    let h = Harness::start_full(MemoryStore::new(), SEED, false, None, true).await;
    play_one(&h, kind, options, players).await;
    let end = live(&h);
    assert_eq!(buttons_of(&end), ["again", "results"]);
    let results = press(&h, &players[1], "results").await;
    assert!(
        results.content.contains(players[0].name),
        "{}",
        results.content
    );
    assert!(ok(&press(&h, &players[1], "again").await));
    let (s, _) = status(&h).await;
    assert_eq!(s, Status::Playing, "play again deals a new game");
    assert_eq!(buttons_of(&live(&h)), ["hand", "rules"]);
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
}

/// The channel messages of one 幺地人 hand (not counting the live message), with the log
/// appended to its last message or one message per command.
async fn yaodiren_hand_messages(append_log: bool) -> (usize, usize) {
    let h = Harness::start_full(MemoryStore::new(), SEED, false, None, append_log).await;
    play_one(&h, GameKind::Yaodiren, "hands=1", &three()).await;
    let log: Vec<Msg> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.embeds.as_array().is_none_or(Vec::is_empty))
        .collect();
    let lines = log.iter().map(|m| m.content.lines().count()).sum();
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
    (log.len(), lines)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_yaodiren_hand_posts_a_few_messages_and_the_same_history() {
    let (before, lines_before) = yaodiren_hand_messages(false).await;
    let (after, lines_after) = yaodiren_hand_messages(true).await;
    println!(
        "幺地人, one hand: {before} channel messages one per command, {after} with the log appended"
    );
    assert_eq!(lines_after, lines_before, "the same history, line for line");
    assert!(after * 4 <= before, "{after} messages against {before}");
}

fn three() -> Vec<Player> {
    vec![
        Player::new(401, "Ann"),
        Player::new(402, "Bob"),
        Player::new(403, "Cy"),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dou_dizhu_table_is_played_from_the_live_message_alone() {
    play(GameKind::Doudizhu, "", &three()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dou_dizhu_match_of_three_hands_is_played_from_the_live_message_alone() {
    let h = Harness::start_full(MemoryStore::new(), SEED, false, None, true).await;
    play_one(&h, GameKind::Doudizhu, "hands=3", &three()).await;
    let channel: String = h
        .fake
        .channel_all(CHANNEL)
        .iter()
        .map(Msg::text)
        .collect::<Vec<_>>()
        .join("\n");
    for k in 1..=3 {
        let over = format!("Hand {k} of 3 is over. Match totals:");
        assert_eq!(channel.matches(&over).count(), 1, "{over} in {channel}");
    }
    assert_eq!(channel.matches("Game over.").count(), 1, "{channel}");
    assert!(
        channel.matches("Cards dealt (deal 1)").count() >= 3,
        "{channel}"
    );
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chicago_table_is_played_from_the_live_message_alone() {
    play(GameKind::Chicago, "target=30", &three()[..2]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chowdah_table_is_played_from_the_live_message_alone() {
    play(GameKind::Chowdah, "rounds=1", &three()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn yaodiren_refuses_a_player_count_other_than_three() {
    let h = Harness::start(SEED).await;
    let opts = json!([
        {"type": 3, "name": "game", "value": "yaodiren"},
        {"type": 4, "name": "players", "value": 4}
    ]);
    let a = h.table(&three()[0], CHANNEL, "new", opts).await;
    assert!(a.content.starts_with('✗'), "{a:?}");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_yaodiren_table_is_played_from_the_live_message_alone() {
    play(GameKind::Yaodiren, "hands=1", &three()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_whose_dms_are_closed_is_mentioned_on_each_turn() {
    let h = Harness::start(SEED).await;
    let players = three();
    let bob = &players[1];
    h.fake.close_dms(bob.id);
    play_one(&h, GameKind::Doudizhu, "", &players).await;
    let channel = h.fake.channel_messages(CHANNEL);
    let told: Vec<&Msg> = channel
        .iter()
        .filter(|m| m.content.contains("can't send you direct messages"))
        .collect();
    assert_eq!(told.len(), 1, "the explanation once");
    let turns: Vec<&Msg> = channel
        .iter()
        .filter(|m| m.content.contains("it's your turn: press [My hand]"))
        .collect();
    assert!(
        !turns.is_empty(),
        "Bob is mentioned when his turn comes again"
    );
    for m in turns {
        assert!(
            m.content.contains(&format!("<@{}>", bob.id)),
            "{}",
            m.content
        );
        assert_eq!(
            m.allowed_users,
            vec![bob.id.to_string()],
            "only Bob is pinged"
        );
    }
    h.shutdown().await;
}

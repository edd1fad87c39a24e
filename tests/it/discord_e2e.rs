//! The Discord frontend end to end: the real serenity client against a fake Discord on
//! loopback (REST + gateway), driven by interactions from several users.

use crate::support::fake::{Msg, Place};
use crate::support::{Answer, CHANNEL, Harness, Player, Where, refused};
use paiju::games::any::AnyView;
use paiju::games::doudizhu::RankCounts;
use paiju::render::doudizhu::cards;

/// The tests read the channel and DMs in English.
const EN: paiju::i18n::Locale = paiju::i18n::Locale::EnUs;
use paiju::table::{Status, UserId};
use serde_json::json;
use std::collections::HashMap;

pub(crate) const SEED: u64 = 7;

pub(crate) fn players() -> (Player, Player, Player) {
    (
        Player::new(101, "Ann"),
        Player::new(102, "Bob"),
        Player::new(103, "Cy"),
    )
}

pub(crate) fn ephemeral_ok(a: &Answer) {
    assert_eq!(a.kind, 4, "a new message: {a:?}");
    assert!(a.ephemeral, "only the user sees it: {a:?}");
    assert!(a.content.starts_with('✓'), "success: {}", a.content);
}

/// Each seated user's hand right now.
async fn hands(h: &Harness, users: &[&Player]) -> HashMap<u64, RankCounts> {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let mut out = HashMap::new();
    for p in users {
        if let Ok(AnyView::Doudizhu(v)) = t.hand(UserId(p.id))
            && let Some(hand) = v.hand
        {
            out.insert(p.id, hand);
        }
    }
    out
}

/// No channel message shows a hidden hand: neither a hand line nor any player's whole hand.
fn assert_no_leak(messages: &[Msg], hands: &HashMap<u64, RankCounts>) {
    for m in messages {
        assert!(
            !m.content.contains("Your hand"),
            "a hand in the channel: {}",
            m.content
        );
        // The end of a hand shows what everyone still held (docs/rules/doudizhu.md#showing-the-hands):
        // that line may name a whole hand; nothing else may.
        let said: String = m
            .content
            .lines()
            .filter(|l| !l.starts_with("Cards left:"))
            .collect::<Vec<_>>()
            .join("\n");
        for hand in hands.values() {
            if hand.len() >= 4 {
                let text = cards(EN, hand);
                assert!(
                    !said.contains(&text),
                    "the hidden hand {text} shows in the channel: {}",
                    m.content
                );
            }
        }
    }
}

/// `ann` opens a three-player Dou Dizhu table at `CHANNEL`, with `options` (`""`: none).
async fn open_doudizhu(h: &Harness, ann: &Player, options: &str) {
    let mut args = vec![
        json!({"type": 3, "name": "game", "value": "doudizhu"}),
        json!({"type": 4, "name": "players", "value": 3}),
    ];
    if !options.is_empty() {
        args.push(json!({"type": 3, "name": "options", "value": options}));
    }
    let a = h.table(ann, CHANNEL, "new", json!(args)).await;
    ephemeral_ok(&a);
}

/// Opens a Dou Dizhu table with the three players seated and checks the lobby messages.
pub(crate) async fn seat_three(h: &Harness, ann: &Player, bob: &Player, cy: &Player) {
    seat_three_with(h, [ann, bob, cy], "", "players=3").await;
}

/// `seat_three` at a table opened with `options`, which the channel lists as `listed`.
async fn seat_three_with(h: &Harness, people: [&Player; 3], options: &str, listed: &str) {
    let [ann, bob, cy] = people;
    open_doudizhu(h, ann, options).await;
    for p in [bob, cy] {
        ephemeral_ok(&h.table(p, CHANNEL, "join", json!([])).await);
    }
    let channel = h.fake.channel_texts(CHANNEL);
    assert_eq!(
        channel,
        vec![
            format!(
                "Ann opened a Dou Dizhu table. Join with /table join. ({listed})\nAnn sits down (1/3)."
            ),
            "Bob sits down (2/3).".to_string(),
            "Cy sits down (3/3).".to_string(),
        ]
    );
}

/// The last DM to `p` that carries components (the turn prompt).
pub(crate) fn turn_dm(h: &Harness, p: &Player) -> Msg {
    h.fake
        .dms(p.id)
        .into_iter()
        .rev()
        .find(|m| !m.custom_ids().is_empty())
        .unwrap_or_else(|| panic!("{} has no turn DM", p.name))
}

/// Selects `play` (e.g. `33344`) in the card menus of `message` and returns the updated
/// message.
async fn select_cards(h: &Harness, p: &Player, at: Where, message: &Msg, play: &str) -> Msg {
    let mut message = message.clone();
    let mut wanted: Vec<char> = play.chars().collect();
    for (menu, values) in message.menus() {
        let mut chosen = Vec::new();
        for v in values {
            let token = v.split('.').next().unwrap().chars().next().unwrap();
            if let Some(i) = wanted.iter().position(|&c| c == token) {
                wanted.remove(i);
                chosen.push(v);
            }
        }
        if chosen.is_empty() {
            continue;
        }
        let a = h.select(p, at, &message, &menu, &chosen).await;
        assert_eq!(a.kind, 7, "selecting updates the panel: {a:?}");
        message = a.message.expect("the updated message");
    }
    assert!(
        wanted.is_empty(),
        "{play}: cards not in the menus: {wanted:?}"
    );
    message
}

pub(crate) fn go_button(message: &Msg) -> String {
    message
        .id_containing(":go:")
        .expect("a Play selected button")
}

#[tokio::test]
async fn a_bot_is_announced_with_the_level_it_plays_at() {
    let h = Harness::start(47).await;
    let ann = Player::new(101, "Ann");
    open_doudizhu(&h, &ann, "").await;
    let easy = json!([{"type": 3, "name": "level", "value": "easy"}]);
    ephemeral_ok(&h.table(&ann, CHANNEL, "bot", easy).await);
    // No level chosen: the default, the strongest.
    ephemeral_ok(&h.table(&ann, CHANNEL, "bot", json!([])).await);
    let channel = h.fake.channel_texts(CHANNEL);
    assert_eq!(
        channel[1..],
        [
            "Bot 1 (bot, easy) sits down.",
            "Bot 2 (bot, hard) sits down."
        ],
        "{channel:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_three_player_game() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    let all = [&ann, &bob, &cy];
    // Passes are typed here, even where nothing beats the table (`/play` then offers only
    // the pass): the automatic ones have their own test (discord_auto_pass).
    seat_three_with(
        &h,
        [&ann, &bob, &cy],
        "auto-pass=off",
        "auto-pass=off, players=3",
    )
    .await;

    // The slash commands were registered to the dev guild, with translations.
    let registered = h.fake.commands();
    // Every definition (15 game and table commands with /hint, /league, /settings, /help and
    // /notify).
    assert_eq!(
        registered.len(),
        paiju::discord::commands::DEFINITIONS.len()
    );
    assert_eq!(registered.len(), 19);
    assert!(h.fake.requests().iter().any(|r| {
        r.method == "PUT"
            && r.path
                .ends_with(&format!("/guilds/{}/commands", crate::support::GUILD))
    }));
    let play = registered.iter().find(|c| c["name"] == "play").unwrap();
    assert_eq!(play["name_localizations"]["zh-CN"], "出牌");

    // Start: the starter sees their hand; everyone gets it by DM; the channel sees no card.
    let a = h.table(&ann, CHANNEL, "start", json!([])).await;
    ephemeral_ok(&a);
    assert!(a.content.contains("Your hand (17)"), "{}", a.content);
    // The auction is bidding, and the panel says so, as the channel does.
    assert!(
        a.content.contains(" to bid.") && !a.content.contains(" to play."),
        "{}",
        a.content
    );
    let dealt = hands(&h, &all).await;
    for p in all {
        let dm = h.fake.dms(p.id);
        let text = format!("Your hand (17): {}", cards(EN, &dealt[&p.id]));
        assert!(
            dm.iter().any(|m| m.content.contains(&text)),
            "{} got their hand by DM: {dm:?}",
            p.name
        );
    }
    let start_msg = h.fake.channel_messages(CHANNEL).last().unwrap().clone();
    assert!(
        start_msg
            .content
            .starts_with("Dou Dizhu, game 1: Ann, Bob and Cy.\nCards dealt (deal 1).")
    );
    assert_no_leak(&h.fake.channel_messages(CHANNEL), &dealt);

    // Play to the end, each move the bot strategy would make, through every input path.
    let by_id: HashMap<u64, &Player> = all.iter().map(|p| (p.id, *p)).collect();
    let mut step = 0;
    let mut forced_passes = 0;
    loop {
        let (status, user, command, forced) = {
            let table = h.shared_table(CHANNEL).await;
            let t = table.lock().await;
            if t.status() != Status::Playing {
                (t.status(), 0, String::new(), false)
            } else {
                let user = t.users_to_act()[0];
                let seat = t.seat_of(user).unwrap();
                let game = t.game().unwrap();
                let action = game.bot_action(seat).unwrap();
                // Nothing beats the play on the table: a pass is all there is.
                let forced = t.turn_kind() != paiju::games::TurnKind::Bid
                    && game.legal_actions(seat).len() == 1;
                (t.status(), user.0, action.command_text(), forced)
            }
        };
        if status != Status::Playing {
            assert_eq!(status, Status::Finished);
            break;
        }
        let p = by_id[&user];
        let before = h.log_len(CHANNEL).await;
        let channel_before = h.fake.channel_messages(CHANNEL).len();
        let (verb, args) = command.split_once(' ').unwrap_or((command.as_str(), ""));
        let answer = match (verb, step % 3) {
            ("bid", 0) | ("pass", 0) => {
                // The button in the turn DM.
                let dm = turn_dm(&h, p);
                let label = match args {
                    "" | "pass" => "Pass".to_string(),
                    n => format!("Bid {n}"),
                };
                let id = dm
                    .button(&label)
                    .unwrap_or_else(|| panic!("{label} in {dm:?}"));
                let a = h.click(p, Where::Dm, &dm, &id).await;
                assert_eq!(a.kind, 7, "the DM panel is replaced: {a:?}");
                let m = a.message.clone().unwrap();
                assert!(
                    m.content.starts_with(&format!("✓ {command}")),
                    "{}",
                    m.content
                );
                assert_eq!(m.place, Place::Dm(p.id));
                a
            }
            ("bid", _) => {
                let a = h
                    .verb(p, Where::Channel(CHANNEL), "bid", Some(("value", args)))
                    .await;
                ephemeral_ok(&a);
                a
            }
            ("pass", 1 | 2) if forced => {
                // /play with nothing that beats the table: autocomplete says so, and its one
                // choice passes.
                let offered = h
                    .autocomplete(p, Where::Channel(CHANNEL), "play", "cards", "")
                    .await;
                assert_eq!(
                    offered,
                    vec![(
                        "Nothing in your hand beats it: pick this to pass".to_string(),
                        json!("pass")
                    )]
                );
                let a = h
                    .verb(p, Where::Channel(CHANNEL), "play", Some(("cards", "pass")))
                    .await;
                ephemeral_ok(&a);
                forced_passes += 1;
                a
            }
            ("pass", _) => {
                let a = h.verb(p, Where::Channel(CHANNEL), "pass", None).await;
                ephemeral_ok(&a);
                a
            }
            ("play", 0) => {
                // Autocomplete offers the play; the slash command plays it.
                let offered = h
                    .autocomplete(p, Where::Channel(CHANNEL), "play", "cards", args)
                    .await;
                assert!(
                    offered.iter().any(|(_, v)| v == args),
                    "{args} offered: {offered:?}"
                );
                let a = h
                    .verb(p, Where::Channel(CHANNEL), "play", Some(("cards", args)))
                    .await;
                ephemeral_ok(&a);
                a
            }
            ("play", 1) => {
                // The card menu and "Play selected" in the turn DM.
                let dm = turn_dm(&h, p);
                let dm = select_cards(&h, p, Where::Dm, &dm, args).await;
                let a = h.click(p, Where::Dm, &dm, &go_button(&dm)).await;
                assert_eq!(a.kind, 7, "{a:?}");
                a
            }
            ("play", _) => {
                // The same from the ephemeral /hand panel in the channel.
                let hand = h.slash(p, Where::Channel(CHANNEL), "hand", json!([])).await;
                assert!(
                    hand.ephemeral && hand.content.contains("Your hand"),
                    "{hand:?}"
                );
                let panel = hand.message.clone().expect("the /hand message");
                let panel = select_cards(&h, p, Where::Channel(CHANNEL), &panel, args).await;
                let a = h
                    .click(p, Where::Channel(CHANNEL), &panel, &go_button(&panel))
                    .await;
                assert_eq!(a.kind, 7, "{a:?}");
                assert!(matches!(
                    a.message.as_ref().unwrap().place,
                    Place::Ephemeral(_)
                ));
                a
            }
            other => panic!("unexpected command {other:?}"),
        };
        assert!(
            !answer.content.starts_with('✗'),
            "{command} by {} refused: {}",
            p.name,
            answer.content
        );
        assert_eq!(
            h.log_len(CHANNEL).await,
            before + 1,
            "exactly one entry for {command}"
        );
        let new: Vec<Msg> = h.fake.channel_messages(CHANNEL)[channel_before..].to_vec();
        assert_eq!(new.len(), 1, "one channel message per command: {new:?}");
        let now = hands(&h, &all).await;
        assert_no_leak(&new, &now);
        // Whoever's hand changed got it by DM.
        let actor_hand = &now[&p.id];
        if verb == "play" && !actor_hand.is_empty() {
            let text = format!(
                "Your hand ({}): {}",
                actor_hand.len(),
                cards(EN, actor_hand)
            );
            assert!(
                h.fake.dms(p.id).iter().any(|m| m.content.contains(&text)),
                "{} got the new hand {text} by DM",
                p.name
            );
        }
        step += 1;
        assert!(step < 200, "the game ends");
    }
    assert!(
        forced_passes > 0,
        "a pass with nothing to beat went through /play"
    );

    // The result, and a DM prompt for every turn each player had.
    let last = h
        .fake
        .channel_messages(CHANNEL)
        .last()
        .unwrap()
        .content
        .clone();
    assert!(last.contains("Game over."), "{last}");
    for p in all {
        assert!(last.contains(&format!("{}: ", p.name)), "{last}");
    }
    let status = h
        .shared_table(CHANNEL)
        .await
        .lock()
        .await
        .status_view(paiju::table::Timestamp(0));
    assert_eq!(status.totals.iter().sum::<i64>(), 0);
    for p in all {
        assert!(
            h.fake
                .dms(p.id)
                .iter()
                .any(|m| m.content.contains("It's your turn")
                    || m.history.iter().any(|c| c.contains("It's your turn"))),
            "{} was prompted by DM",
            p.name
        );
    }
    // Every channel message over the whole game, against the final hands too.
    assert_no_leak(&h.fake.channel_messages(CHANNEL), &hands(&h, &all).await);
    // Every interaction was answered exactly once, and the fake saw no unknown route.
    let callbacks = h.fake.callbacks();
    let mut ids: Vec<u64> = callbacks.iter().map(|c| c.interaction).collect();
    ids.dedup();
    assert_eq!(ids.len(), callbacks.len());
    assert!(
        h.fake.requests().iter().all(|r| r.status != 404),
        "{:?}",
        h.fake.requests()
    );
    assert!(
        h.fake.invalid().is_empty(),
        "within Discord's limits: {:?}",
        h.fake.invalid()
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dm_commands_and_autocomplete_find_the_table() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    seat_three(&h, &ann, &bob, &cy).await;
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    // One table: /hand in a DM finds it.
    let a = h.slash(&bob, Where::Dm, "hand", json!([])).await;
    assert!(a.ephemeral && a.content.contains("Your hand (17)"), "{a:?}");
    // Two tables: say which.
    let other = CHANNEL + 1;
    ephemeral_ok(
        &h.table(
            &bob,
            other,
            "new",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await,
    );
    refused(
        &h.slash(&bob, Where::Dm, "hand", json!([])).await,
        "several tables",
    );
    let choices = h.autocomplete(&bob, Where::Dm, "hand", "table", "").await;
    assert_eq!(choices.len(), 2, "{choices:?}");
    assert!(
        choices
            .iter()
            .any(|(n, v)| n.contains("Ann, Bob and Cy") && v == &json!(CHANNEL.to_string()))
    );
    let a = h
        .slash(
            &bob,
            Where::Dm,
            "hand",
            json!([{"type": 3, "name": "table", "value": CHANNEL.to_string()}]),
        )
        .await;
    assert!(a.content.contains("Your hand (17)"), "{a:?}");
    // Bad options are refused with the reason.
    refused(
        &h.table(
            &cy,
            other + 2,
            "new",
            json!([
            {"type": 3, "name": "game", "value": "doudizhu"},
            {"type": 3, "name": "options", "value": "sprung=on"}]),
        )
        .await,
        "Unknown option “sprung”",
    );
    // Another language: the reply and the rules in Japanese.
    let mut yuki = Player::new(106, "Yuki");
    yuki.locale = "ja";
    let a = h
        .slash(
            &yuki,
            Where::Channel(CHANNEL),
            "rules",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await;
    assert!(a.content.contains("地主"), "{}", a.content);
    let a = h
        .slash(&yuki, Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    assert!(
        a.content.contains("着席していません") || a.content.contains("not seated"),
        "{}",
        a.content
    );
    h.shutdown().await;
}

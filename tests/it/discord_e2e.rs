//! The Discord frontend end to end: the real serenity client against a fake Discord on
//! loopback (REST + gateway), driven by interactions from several users.

use crate::support::fake::{Fault, Msg, Place};
use crate::support::{Answer, CHANNEL, Harness, MANAGE_CHANNELS, Player, Where, refused};
use paiju::games::any::AnyView;
use paiju::games::doudizhu::RankCounts;
use paiju::render::doudizhu::cards;
use paiju::table::{ChannelId, Status, UserId};
use serde_json::json;
use std::collections::HashMap;

const SEED: u64 = 7;

fn players() -> (Player, Player, Player) {
    (
        Player::new(101, "Ann"),
        Player::new(102, "Bob"),
        Player::new(103, "Cy"),
    )
}

fn ephemeral_ok(a: &Answer) {
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
        for hand in hands.values() {
            if hand.len() >= 4 {
                let text = cards(hand);
                assert!(
                    !m.content.contains(&text),
                    "the hidden hand {text} shows in the channel: {}",
                    m.content
                );
            }
        }
    }
}

/// Opens a Dou Dizhu table with the three players seated and checks the lobby messages.
async fn seat_three(h: &Harness, ann: &Player, bob: &Player, cy: &Player) {
    let a = h
        .table(
            ann,
            CHANNEL,
            "new",
            json!([
            {"type": 3, "name": "game", "value": "doudizhu"},
            {"type": 4, "name": "players", "value": 3}]),
        )
        .await;
    ephemeral_ok(&a);
    for p in [bob, cy] {
        ephemeral_ok(&h.table(p, CHANNEL, "join", json!([])).await);
    }
    let channel: Vec<String> = h
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .map(|m| m.content.clone())
        .collect();
    assert_eq!(
        channel,
        vec![
            "Ann opened a Dou Dizhu table. Join with /table join. (players=3)\nAnn sits down (1/3).",
            "Bob sits down (2/3).",
            "Cy sits down (3/3).",
        ]
    );
}

/// The last DM to `p` that carries components (the turn prompt).
fn turn_dm(h: &Harness, p: &Player) -> Msg {
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

fn go_button(message: &Msg) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|id| id.contains(":go:"))
        .expect("a Play selected button")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_three_player_game() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    let all = [&ann, &bob, &cy];
    seat_three(&h, &ann, &bob, &cy).await;

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
    let dealt = hands(&h, &all).await;
    for p in all {
        let dm = h.fake.dms(p.id);
        let text = format!("Your hand (17): {}", cards(&dealt[&p.id]));
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
    loop {
        let (status, user, command) = {
            let table = h.shared_table(CHANNEL).await;
            let t = table.lock().await;
            if t.status() != Status::Playing {
                (t.status(), 0, String::new())
            } else {
                let user = t.users_to_act()[0];
                let seat = t.seat_of(user).unwrap();
                let action = t.game().unwrap().bot_action(seat).unwrap();
                (t.status(), user.0, action.command_text())
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
            let text = format!("Your hand ({}): {}", actor_hand.len(), cards(actor_hand));
            assert!(
                h.fake.dms(p.id).iter().any(|m| m.content.contains(&text)),
                "{} got the new hand {text} by DM",
                p.name
            );
        }
        step += 1;
        assert!(step < 200, "the game ends");
    }

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
async fn closed_dms_fall_back_to_the_channel_once() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    h.fake.close_dms(bob.id);
    seat_three(&h, &ann, &bob, &cy).await;
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    // Drive the auction by slash commands until Bob has been prompted at least once.
    for _ in 0..3 {
        let user = {
            let t = h.shared_table(CHANNEL).await;
            let t = t.lock().await;
            t.users_to_act().first().map(|u| u.0)
        };
        let Some(user) = user else { break };
        let p = [&ann, &bob, &cy]
            .into_iter()
            .find(|p| p.id == user)
            .unwrap();
        ephemeral_ok(&h.verb(p, Where::Channel(CHANNEL), "pass", None).await);
    }
    let notices: Vec<Msg> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.content.contains("can't send you direct messages"))
        .collect();
    assert_eq!(notices.len(), 1, "told once: {notices:?}");
    assert!(notices[0].content.starts_with(&format!("<@{}>", bob.id)));
    assert!(notices[0].content.contains("/hand"));
    assert_eq!(
        notices[0].allowed_users,
        vec![bob.id.to_string()],
        "only Bob is pinged"
    );
    assert!(h.fake.dms(bob.id).is_empty());
    assert!(!h.fake.dms(ann.id).is_empty() && !h.fake.dms(cy.id).is_empty());
    // Bob still sees his cards, ephemerally.
    let hand = h
        .slash(&bob, Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    assert!(
        hand.ephemeral && hand.content.contains("Your hand"),
        "{hand:?}"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outsiders_and_out_of_turn_players_change_nothing() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    let dave = Player::new(104, "Dave");
    seat_three(&h, &ann, &bob, &cy).await;
    // Only the creator or a moderator may close the table.
    refused(
        &h.table(&bob, CHANNEL, "end", json!([])).await,
        "Only the table's creator",
    );
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    let (first, waiting) = {
        let t = h.shared_table(CHANNEL).await;
        let t = t.lock().await;
        let first = t.users_to_act()[0].0;
        let name = t.names()[t.seat_of(UserId(first)).unwrap().index()].clone();
        (first, name)
    };
    let other = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id != first)
        .unwrap();
    let log = h.log_len(CHANNEL).await;
    let channel = h.fake.channel_messages(CHANNEL).len();
    let dms = h.fake.messages().len();

    refused(
        &h.verb(&dave, Where::Channel(CHANNEL), "bid", Some(("value", "1")))
            .await,
        "not seated",
    );
    refused(
        &h.verb(other, Where::Channel(CHANNEL), "bid", Some(("value", "1")))
            .await,
        &format!("Not your turn: waiting for {waiting}"),
    );
    refused(
        &h.verb(other, Where::Channel(CHANNEL), "play", Some(("cards", "3")))
            .await,
        "Not your turn",
    );
    // A button of someone else's DM, pressed by an outsider (stateless ids name no user).
    let first_player = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == first)
        .unwrap();
    let dm = turn_dm(&h, first_player);
    let id = dm.button("Bid 1").unwrap();
    refused(&h.click(&dave, Where::Dm, &dm, &id).await, "not seated");
    refused(&h.click(other, Where::Dm, &dm, &id).await, "Not your turn");
    // A bad card string says which token is wrong.
    refused(
        &h.verb(
            first_player,
            Where::Channel(CHANNEL),
            "play",
            Some(("cards", "33X")),
        )
        .await,
        "“X” is not understood",
    );

    assert_eq!(h.log_len(CHANNEL).await, log, "nothing was applied");
    assert_eq!(
        h.fake.channel_messages(CHANNEL).len(),
        channel,
        "nothing announced"
    );
    // The only new messages are the ephemeral refusals.
    assert!(
        h.fake.messages()[dms..]
            .iter()
            .all(|m| matches!(m.place, Place::Ephemeral(_)))
    );
    // A moderator may end someone else's table.
    let mut mod_eve = Player::new(105, "Eve");
    mod_eve.permissions = MANAGE_CHANNELS;
    ephemeral_ok(&h.table(&mod_eve, CHANNEL, "end", json!([])).await);
    assert_eq!(
        h.fake.channel_messages(CHANNEL).last().unwrap().content,
        "The table is closed."
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_actions_apply_once() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    seat_three(&h, &ann, &bob, &cy).await;
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    let first = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let p = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == first)
        .unwrap();
    let log = h.log_len(CHANNEL).await;
    let channel = h.fake.channel_messages(CHANNEL).len();

    // Two different actions at once: one wins, the other is told it is not their turn.
    let (id1, v1) = h.slash_payload(
        p,
        Where::Channel(CHANNEL),
        "bid",
        json!([{"type": 3, "name": "value", "value": "1"}]),
    );
    let (id2, v2) = h.slash_payload(
        p,
        Where::Channel(CHANNEL),
        "bid",
        json!([{"type": 3, "name": "value", "value": "2"}]),
    );
    h.fake.dispatch("INTERACTION_CREATE", v1);
    h.fake.dispatch("INTERACTION_CREATE", v2);
    let (a1, a2) = tokio::join!(h.wait_answer(id1), h.wait_answer(id2));
    let ok = [&a1, &a2]
        .iter()
        .filter(|a| a.content.starts_with('✓'))
        .count();
    assert_eq!(ok, 1, "exactly one applied: {a1:?} {a2:?}");
    assert!(
        [&a1, &a2]
            .iter()
            .any(|a| a.content.contains("Not your turn"))
    );
    assert_eq!(h.log_len(CHANNEL).await, log + 1);
    assert_eq!(h.fake.channel_messages(CHANNEL).len(), channel + 1);

    // The same interaction delivered twice (a gateway replay): applied once.
    let next = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let q = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == next)
        .unwrap();
    let (id, v) = h.slash_payload(q, Where::Channel(CHANNEL), "pass", json!([]));
    h.fake.dispatch("INTERACTION_CREATE", v.clone());
    h.fake.dispatch("INTERACTION_CREATE", v);
    let a = h.wait_answer(id).await;
    // Let the second copy finish too.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    h.bot.idle().await;
    assert!(
        a.content.starts_with('✓') || a.content.contains("already"),
        "{a:?}"
    );
    assert_eq!(h.log_len(CHANNEL).await, log + 2, "applied once");
    assert_eq!(h.fake.channel_messages(CHANNEL).len(), channel + 2);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_server_errors_neither_lose_nor_double() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    let channel_path = format!("/channels/{CHANNEL}/messages");
    // A 429 on the next channel message, then a 500 that comes after the message was posted
    // (only the answer is lost): the retry carries the same nonce, so it is not shown twice.
    h.fake.inject(Fault {
        method: "POST",
        path: channel_path.clone(),
        status: 429,
        after_effect: false,
        times: 1,
    });
    h.fake.inject(Fault {
        method: "POST",
        path: channel_path.clone(),
        status: 500,
        after_effect: true,
        times: 1,
    });
    seat_three(&h, &ann, &bob, &cy).await;
    assert_eq!(h.fake.faults_left(), 0);

    // A 500 on an interaction callback before it arrived, and one after it arrived.
    h.fake.inject(Fault {
        method: "POST",
        path: "/callback".into(),
        status: 500,
        after_effect: false,
        times: 1,
    });
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    h.fake.inject(Fault {
        method: "POST",
        path: "/callback".into(),
        status: 500,
        after_effect: true,
        times: 1,
    });
    // And failures on DM creation and on a DM.
    h.fake.inject(Fault {
        method: "POST",
        path: "/messages".into(),
        status: 502,
        after_effect: false,
        times: 2,
    });
    let first = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let p = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == first)
        .unwrap();
    let log = h.log_len(CHANNEL).await;
    let a = h
        .verb(p, Where::Channel(CHANNEL), "bid", Some(("value", "1")))
        .await;
    ephemeral_ok(&a);
    assert_eq!(h.fake.faults_left(), 0, "every fault was hit");
    assert_eq!(h.log_len(CHANNEL).await, log + 1, "applied once");

    let channel = h.fake.channel_messages(CHANNEL);
    let count = |text: &str| channel.iter().filter(|m| m.content.contains(text)).count();
    assert_eq!(count("sits down"), 3, "{channel:#?}");
    assert_eq!(count("game 1"), 1);
    assert_eq!(count(&format!("{} bids 1", p.name)), 1);
    // Retried requests were really retried.
    let requests = h.fake.requests();
    for status in [429, 500, 502] {
        assert!(
            requests.iter().any(|r| r.status == status),
            "a {status} was served"
        );
    }
    // Every hand still arrived, once each.
    for q in [&ann, &bob, &cy] {
        let n = h
            .fake
            .dms(q.id)
            .iter()
            .filter(|m| m.content.contains("Your hand (17)"))
            .count();
        assert!(n >= 1, "{} got the hand", q.name);
    }
    let callbacks = h.fake.callbacks();
    let mut ids: Vec<u64> = callbacks.iter().map(|c| c.interaction).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), callbacks.len(), "one callback per interaction");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_gateway_url_means_no_start() {
    use paiju::discord::{Bot, Config, StartError};
    use paiju::table::registry::Registry;
    use paiju::table::store::MemoryStore;
    let fake = crate::support::fake::Fake::start().await;
    fake.fail_gateway_url();
    let config = Config {
        token: "fake-token".into(),
        dev_guild: None,
        proxy: Some(fake.url()),
        shards: None,
    };
    let registry = std::sync::Arc::new(Registry::new(
        MemoryStore::new(),
        std::sync::Arc::new(paiju::table::SystemClock),
    ));
    let result = Bot::new(config, registry).start().await;
    assert!(
        matches!(result, Err(StartError::Gateway(_))),
        "must not fall back to the real gateway"
    );
    assert_eq!(fake.identified(), 0);
}

/// A store that takes its time to make entries durable (a busy database).
struct SlowStore {
    inner: paiju::table::store::MemoryStore,
    delay: std::time::Duration,
}

impl paiju::table::store::Store for SlowStore {
    async fn create_with_posts(
        &self,
        header: &paiju::table::TableHeader,
        first: &[paiju::table::LogEntry],
        posts: &[paiju::table::posts::Post],
    ) -> Result<(), paiju::table::store::StoreError> {
        tokio::time::sleep(self.delay).await;
        self.inner.create_with_posts(header, first, posts).await
    }
    async fn append_with_posts(
        &self,
        table: paiju::table::TableId,
        entries: &[paiju::table::LogEntry],
        posts: &[paiju::table::posts::Post],
    ) -> Result<(), paiju::table::store::StoreError> {
        tokio::time::sleep(self.delay).await;
        self.inner.append_with_posts(table, entries, posts).await
    }
    async fn pending_posts(
        &self,
        shards: paiju::table::store::Shards,
    ) -> Result<Vec<paiju::table::posts::Post>, paiju::table::store::StoreError> {
        self.inner.pending_posts(shards).await
    }
    async fn mark_delivered(
        &self,
        post: paiju::table::posts::PostId,
        panel: Option<paiju::table::posts::PanelAt>,
    ) -> Result<(), paiju::table::store::StoreError> {
        self.inner.mark_delivered(post, panel).await
    }
    async fn live_panels(
        &self,
        shards: paiju::table::store::Shards,
    ) -> Result<Vec<paiju::table::posts::LivePanel>, paiju::table::store::StoreError> {
        self.inner.live_panels(shards).await
    }
    async fn close(
        &self,
        table: paiju::table::TableId,
    ) -> Result<(), paiju::table::store::StoreError> {
        self.inner.close(table).await
    }
    async fn load(
        &self,
        table: paiju::table::TableId,
    ) -> Result<Option<paiju::table::TableRecord>, paiju::table::store::StoreError> {
        self.inner.load(table).await
    }
    async fn open_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Option<paiju::table::TableId>, paiju::table::store::StoreError> {
        self.inner.open_in_channel(channel).await
    }
    async fn open_tables(
        &self,
    ) -> Result<Vec<paiju::table::TableRecord>, paiju::table::store::StoreError> {
        self.inner.open_tables().await
    }
    async fn history(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<paiju::table::store::TableSummary>, paiju::table::store::StoreError> {
        self.inner.history(channel, limit).await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_work_is_deferred_then_edited_in() {
    let store = SlowStore {
        inner: paiju::table::store::MemoryStore::new(),
        delay: std::time::Duration::from_millis(2_600),
    };
    let h = Harness::start_with(store, SEED).await;
    let (ann, bob, _) = players();
    // Opening writes the table with its creator's seat: slow, so deferred.
    let a = h
        .table(
            &ann,
            CHANNEL,
            "new",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await;
    assert_eq!(a.kind, 5, "deferred within 3 s: {a:?}");
    assert!(a.ephemeral, "the deferred answer is ephemeral: {a:?}");
    assert!(
        a.latency < std::time::Duration::from_millis(2_900),
        "{:?}",
        a.latency
    );
    h.fake
        .wait_for(
            "the edited answer",
            std::time::Duration::from_secs(10),
            |f| {
                f.requests()
                    .iter()
                    .any(|r| r.method == "PATCH" && r.path.ends_with("/messages/@original"))
            },
        )
        .await;
    let edit = h
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PATCH")
        .unwrap();
    assert!(
        edit.body["content"]
            .as_str()
            .unwrap()
            .starts_with("✓ Table opened"),
        "{edit:?}"
    );
    // Every slow command is deferred, and still applied and announced.
    h.bot.idle().await;
    let join = h.table(&bob, CHANNEL, "join", json!([])).await;
    assert_eq!(join.kind, 5);
    h.fake
        .wait_for("Bob seated", std::time::Duration::from_secs(10), |f| {
            f.channel_messages(CHANNEL)
                .iter()
                .any(|m| m.content.contains("Bob sits down"))
        })
        .await;
    h.shutdown().await;
}

#[test]
fn without_a_token_the_binary_explains_and_exits() {
    // Run where no `.env` can be found (an empty folder of its own), with no token in the
    // environment.
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
    assert!(
        err.contains("https://discord.com/developers/applications"),
        "{err}"
    );
    assert!(
        err.contains("cargo run --release -- play doudizhu"),
        "{err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_split_the_landlords_cards_across_two_menus() {
    let h = Harness::start(SEED).await;
    let ps = [
        Player::new(101, "Ann"),
        Player::new(102, "Bob"),
        Player::new(103, "Cy"),
        Player::new(104, "Di"),
    ];
    ephemeral_ok(
        &h.table(
            &ps[0],
            CHANNEL,
            "new",
            json!([
            {"type": 3, "name": "game", "value": "doudizhu"},
            {"type": 4, "name": "players", "value": 4}]),
        )
        .await,
    );
    for p in &ps[1..] {
        ephemeral_ok(&h.table(p, CHANNEL, "join", json!([])).await);
    }
    ephemeral_ok(&h.table(&ps[0], CHANNEL, "start", json!([])).await);
    let first = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let p = ps.iter().find(|p| p.id == first).unwrap();
    ephemeral_ok(
        &h.verb(p, Where::Channel(CHANNEL), "bid", Some(("value", "3")))
            .await,
    );
    // 25 + 8 cards: two menus.
    let hand = h.slash(p, Where::Channel(CHANNEL), "hand", json!([])).await;
    assert!(hand.content.contains("Your hand (33)"), "{}", hand.content);
    let panel = hand.message.unwrap();
    let menus = panel.menus();
    assert_eq!(
        menus.iter().map(|(_, v)| v.len()).collect::<Vec<_>>(),
        vec![25, 8]
    );
    // A card from each menu: the selection of the first survives choosing in the second.
    let a = h
        .select(
            p,
            Where::Channel(CHANNEL),
            &panel,
            &menus[0].0,
            &menus[0].1[..1],
        )
        .await;
    assert_eq!(a.kind, 7);
    let panel = a.message.unwrap();
    let a = h
        .select(
            p,
            Where::Channel(CHANNEL),
            &panel,
            &menus[1].0,
            &menus[1].1[7..],
        )
        .await;
    let panel = a.message.unwrap();
    let low = menus[0].1[0].split('.').next().unwrap();
    let high = menus[1].1[7].split('.').next().unwrap();
    let go = go_button(&panel);
    assert!(go.ends_with(&format!(":go:play:{low}{high}")), "{go}");
    // Not a combination: refused in a new ephemeral message, the panel stays.
    let log = h.log_len(CHANNEL).await;
    let a = h.click(p, Where::Channel(CHANNEL), &panel, &go).await;
    refused(&a, "not a combination");
    assert_eq!(h.log_len(CHANNEL).await, log);
    assert_eq!(h.fake.message(panel.id).unwrap().content, panel.content);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_serenity_cannot_read_are_repaired_or_answered() {
    let h = Harness::start(SEED).await;
    let (ann, bob, _) = players();
    ephemeral_ok(
        &h.table(
            &ann,
            CHANNEL,
            "new",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await,
    );
    // A subcommand without its empty `options`: repaired and handled.
    let (id, v) = h.slash_payload(
        &bob,
        Where::Channel(CHANNEL),
        "table",
        json!([{"type": 1, "name": "join"}]),
    );
    let a = h.send(id, v).await;
    ephemeral_ok(&a);
    assert!(
        h.fake
            .channel_messages(CHANNEL)
            .last()
            .unwrap()
            .content
            .contains("Bob sits down")
    );
    // Something unreadable: an apology rather than "interaction failed".
    let (id, mut v) = h.slash_payload(&bob, Where::Channel(CHANNEL), "hand", json!([]));
    v["data"] = json!({"id": "1", "type": 1});
    let a = h.send(id, v).await;
    refused(&a, "I don't know that command");
    h.shutdown().await;
}

//! `/notify` on Discord: it shows and saves where turn prompts go, quiet hours and the time
//! zone; bad values are refused with what would be right and change nothing; channel mode
//! mentions the player in the table's channel instead of the turn DM; quiet hours hold the
//! reminder DMs (the fake records every DM); the turn DM says what happened since your move.

use crate::support::{CHANNEL, Harness, Player, Where, refused};
use paiju::table::{Clock, Timestamp, UserId};
use serde_json::{Value, json};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
/// 2026-01-10 18:00 UTC.
const EVENING: Timestamp = Timestamp(1_768_068_000_000);

fn players() -> Vec<Player> {
    vec![
        Player::new(401, "Ann"),
        Player::new(402, "Bob"),
        Player::new(403, "Cy"),
    ]
}

async fn notify(h: &Harness, p: &Player, options: &[(&str, &str)]) -> String {
    let opts: Vec<Value> = options
        .iter()
        .map(|(k, v)| json!({"type": 3, "name": k, "value": v}))
        .collect();
    let a = h
        .slash(p, Where::Channel(CHANNEL), "notify", Value::Array(opts))
        .await;
    assert!(a.ephemeral, "only the asker sees /notify: {a:?}");
    a.content
}

async fn to_act(h: &Harness, players: &[Player]) -> Player {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let user = t.users_to_act()[0];
    players
        .iter()
        .find(|p| UserId(p.id) == user)
        .unwrap()
        .clone()
}

fn dm_texts(h: &Harness, p: &Player) -> Vec<String> {
    h.fake.dms(p.id).iter().map(|m| m.content.clone()).collect()
}

#[tokio::test]
async fn notify_shows_the_defaults_and_saves_what_is_given() {
    let h = Harness::start(3).await;
    let ann = &players()[0];
    let shown = notify(&h, ann, &[]).await;
    assert!(shown.contains("come by DM"), "{shown}");
    assert!(
        shown.contains("Time zone: UTC. Quiet hours: none."),
        "{shown}"
    );
    assert!(
        shown.contains("at most one night"),
        "the rule is explained: {shown}"
    );
    let saved = notify(
        &h,
        ann,
        &[
            ("mode", "channel"),
            ("quiet", "22:00-07:00"),
            ("timezone", "europe/berlin"),
        ],
    )
    .await;
    assert!(saved.starts_with("✓ Saved."), "{saved}");
    assert!(
        saved.contains("by a mention in the table's channel"),
        "{saved}"
    );
    assert!(
        saved.contains("Time zone: Europe/Berlin. Quiet hours: 22:00-07:00."),
        "{saved}"
    );
    assert_eq!(
        notify(&h, ann, &[]).await.lines().next(),
        saved.lines().nth(1)
    );
}

#[tokio::test]
async fn bad_values_are_refused_with_what_would_be_right_and_change_nothing() {
    let h = Harness::start(3).await;
    let ann = &players()[0];
    let a = notify(&h, ann, &[("mode", "both"), ("timezone", "Berlin")]).await;
    assert!(a.starts_with('✗'), "{a}");
    assert!(a.contains("Did you mean Europe/Berlin"), "{a}");
    let a = notify(&h, ann, &[("quiet", "10pm-7am")]).await;
    assert!(a.starts_with('✗') && a.contains("like 22:00-07:00"), "{a}");
    let a = notify(&h, ann, &[("timezone", "Mars/Olympus")]).await;
    assert!(a.contains("IANA name, like Europe/Berlin"), "{a}");
    let shown = notify(&h, ann, &[]).await;
    assert!(
        shown.contains("come by DM") && shown.contains("Time zone: UTC"),
        "the good mode given with a bad time zone was not saved either: {shown}"
    );
    // In Chinese too, saying what would be right.
    let zh = Player {
        locale: "zh-CN",
        ..Player::new(405, "Zhang")
    };
    let a = h
        .slash(
            &zh,
            Where::Channel(CHANNEL),
            "notify",
            json!([{"type": 3, "name": "quiet", "value": "晚上"}]),
        )
        .await;
    refused(&a, "22:00-07:00");
    assert!(a.content.contains("设置没有改动"), "{}", a.content);
}

#[tokio::test]
async fn time_zones_are_suggested_as_you_type() {
    let h = Harness::start(3).await;
    let ann = &players()[0];
    let choices = h
        .autocomplete(ann, Where::Channel(CHANNEL), "notify", "timezone", "berl")
        .await;
    assert_eq!(choices.first().map(|c| c.0.as_str()), Some("Europe/Berlin"));
}

#[tokio::test]
async fn channel_mode_mentions_the_player_in_the_channel_instead_of_the_turn_dm() {
    let h = Harness::start(11).await;
    let ps = players();
    for p in &ps {
        notify(&h, p, &[("mode", "channel")]).await;
    }
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    let p = to_act(&h, &ps).await;
    let mention = format!("<@{}>", p.id);
    let pinged: Vec<_> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.content.contains(&mention))
        .collect();
    assert_eq!(pinged.len(), 1, "one mention for the turn");
    assert!(
        pinged[0].content.contains("it's your turn"),
        "{}",
        pinged[0].content
    );
    assert_eq!(
        pinged[0].allowed_users,
        vec![p.id.to_string()],
        "only they are pinged"
    );
    assert!(
        !dm_texts(&h, &p).iter().any(|d| d.contains("▶")),
        "no turn DM: {:?}",
        dm_texts(&h, &p)
    );
}

#[tokio::test]
async fn no_reminder_dm_arrives_inside_quiet_hours() {
    let h = Harness::start(12).await;
    let ps = players();
    for p in &ps {
        notify(&h, p, &[("quiet", "22:00-07:00"), ("timezone", "UTC")]).await;
    }
    h.clock.set(EVENING);
    h.open_and_start(
        &ps,
        CHANNEL,
        "doudizhu",
        "turn_timeout=12h reminders=50%,1h",
    )
    .await;
    let p = to_act(&h, &ps).await;
    let reminders = |h: &Harness| {
        dm_texts(h, &p)
            .iter()
            .filter(|d| d.contains("Reminder"))
            .count()
    };
    // Through the night (22:00-07:00 UTC), every 10 minutes: nothing, though the plain clock
    // would have reminded at 00:00 (halfway) and 05:00.
    while h.clock.now() < EVENING.plus_millis(12 * HOUR + 40 * MINUTE) {
        h.clock.advance(10 * MINUTE);
        h.bot.app.tick().await;
        h.bot.idle().await;
        assert_eq!(reminders(&h), 0, "at {:?}", h.clock.now());
    }
    // 18:00 + 12 h + the 8 quiet hours inside = 14:00; halfway (04:00) waits for 07:00.
    h.clock.set(EVENING.plus_millis(13 * HOUR));
    h.bot.app.tick().await;
    h.bot.idle().await;
    assert_eq!(reminders(&h), 1, "the held reminder, at 07:00");
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let seat = t.seat_of(UserId(p.id)).unwrap();
    assert_eq!(t.deadline(seat), Some(EVENING.plus_millis(20 * HOUR)));
}

#[tokio::test]
async fn the_turn_dm_says_what_the_others_did_since_your_last_move() {
    let h = Harness::start(13).await;
    let ps = players();
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    let first = to_act(&h, &ps).await;
    let a = h.verb(&first, Where::Channel(CHANNEL), "pass", None).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    let second = to_act(&h, &ps).await;
    let a = h.verb(&second, Where::Channel(CHANNEL), "pass", None).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    let third = to_act(&h, &ps).await;
    let dms = dm_texts(&h, &third);
    let turn = dms.iter().rev().find(|d| d.contains("▶")).unwrap();
    assert!(turn.contains("While you were away:"), "{turn}");
    assert!(
        turn.contains(&format!("· {} passes.", first.name))
            && turn.contains(&format!("· {} passes.", second.name)),
        "{turn}"
    );
    // Who just moved is told nothing old: their digest starts again.
    let a = h.verb(&third, Where::Channel(CHANNEL), "pass", None).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
}

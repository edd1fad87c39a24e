//! The table guides its players on Discord: `/help` in every language, `/table new options:`
//! suggesting only what the game and the table accept, a bad option answered with the allowed
//! values, and `/table status` for anyone in the channel, seated or not.

use crate::support::users;
use crate::support::{CHANNEL, Harness, Player, Where};
use serde_json::{Value, json};

const SEED: u64 = 7;

fn in_locale(id: u64, name: &'static str, locale: &'static str) -> Player {
    Player {
        locale,
        ..Player::new(id, name)
    }
}

/// The suggestions for `/table new game:<game> options:<typed>`.
async fn option_choices(h: &Harness, who: &Player, game: &str, typed: &str) -> Vec<String> {
    let sub = json!([{"type": 1, "name": "new", "options": [
        {"type": 3, "name": "game", "value": game},
        {"type": 3, "name": "options", "value": typed, "focused": true},
    ]}]);
    let (id, v) = users::interaction(
        &h.fake,
        4,
        who,
        Where::Channel(CHANNEL),
        users::command_data("table", sub),
    );
    let a = h.send(id, v).await;
    assert_eq!(a.kind, 8, "an autocomplete answer");
    users::choices(&a)
        .into_iter()
        .map(|(name, value)| {
            assert_eq!(Value::String(name.clone()), value, "shown as sent");
            name
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_says_what_paiju_is_and_lists_every_command_in_three_languages() {
    let h = Harness::start(SEED).await;
    for (id, locale) in (500..).zip(["en-US", "zh-CN", "ja"]) {
        let who = in_locale(id, "Ann", locale);
        let a = h
            .slash(&who, Where::Channel(CHANNEL), "help", json!([]))
            .await;
        assert!(a.ephemeral, "only the asker sees /help");
        insta::assert_snapshot!(format!("help-{locale}"), a.content);
    }
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn table_new_options_suggest_only_the_keys_and_values_the_table_accepts() {
    let h = Harness::start(SEED).await;
    let ann = Player::new(511, "Ann");
    let keys = option_choices(&h, &ann, "doudizhu", "").await;
    assert!(keys.contains(&"hands=".to_string()), "{keys:?}");
    assert!(keys.contains(&"turn-timeout=".to_string()), "{keys:?}");
    assert!(
        !keys.iter().any(|k| k.contains('_')),
        "one spelling: {keys:?}"
    );
    assert!(
        !keys.contains(&"fan-cap=".to_string()),
        "not a Dou Dizhu key"
    );
    assert_eq!(
        option_choices(&h, &ann, "doudizhu", "spring=on players=").await,
        ["spring=on players=3", "spring=on players=4"]
    );
    assert_eq!(
        option_choices(&h, &ann, "doudizhu", "players=4 on_timeout=").await,
        [
            "players=4 on-timeout=auto",
            "players=4 on-timeout=bot",
            "players=4 on-timeout=forfeit"
        ]
    );
    assert!(
        option_choices(&h, &ann, "doudizhu", "players=4 p")
            .await
            .is_empty(),
        "players is given already"
    );
    assert!(
        option_choices(&h, &ann, "doudizhu", "players=7")
            .await
            .is_empty()
    );
    let yaodiren = option_choices(&h, &ann, "yaodiren", "fan").await;
    assert_eq!(yaodiren, ["fan-cap="]);
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_option_is_refused_with_the_allowed_values_and_either_spelling_is_accepted() {
    let h = Harness::start(SEED).await;
    let ann = Player::new(521, "Ann");
    let new = |options: &str| {
        json!([
            {"type": 3, "name": "game", "value": "doudizhu"},
            {"type": 3, "name": "options", "value": options},
        ])
    };
    let a = h.table(&ann, CHANNEL, "new", new("hands=0")).await;
    assert!(a.content.starts_with('✗'), "{}", a.content);
    assert!(
        a.content.contains("hands") && a.content.contains("1..50"),
        "{}",
        a.content
    );
    let a = h.table(&ann, CHANNEL, "new", new("spring=maybe")).await;
    assert!(a.content.contains("on|off"), "{}", a.content);
    let a = h.table(&ann, CHANNEL, "new", new("kitty=4")).await;
    for key in [
        "kitty",
        "players",
        "spring",
        "hands",
        "turn-timeout",
        "on-timeout",
    ] {
        assert!(a.content.contains(key), "{key} in {}", a.content);
    }
    let zh = in_locale(522, "Bo", "zh-CN");
    let a = h.table(&zh, CHANNEL, "new", new("kitty=4")).await;
    assert!(a.content.contains("可用的选项"), "{}", a.content);
    // Nothing was opened by the refusals; both spellings of a clock key open a table.
    let a = h
        .table(&ann, CHANNEL, "new", new("turn_timeout=2h hands=3"))
        .await;
    assert!(a.content.starts_with('✓'), "{}", a.content);
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn anyone_in_the_channel_sees_the_table_status() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = (
        Player::new(531, "Ann"),
        Player::new(532, "Bob"),
        Player::new(533, "Cy"),
    );
    h.open_and_start(
        &[ann.clone(), bob.clone(), cy.clone()],
        CHANNEL,
        "doudizhu",
        "",
    )
    .await;
    let watcher = Player::new(539, "Dee");
    let a = h.table(&watcher, CHANNEL, "status", json!([])).await;
    assert!(!a.content.starts_with('✗'), "{}", a.content);
    for name in ["Ann", "Bob", "Cy"] {
        assert!(a.content.contains(name), "{}", a.content);
    }
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
}

/// The one file of an ephemeral answer: its name and text.
fn attached(h: &Harness, a: &users::Answer) -> (String, String) {
    let files = h
        .fake
        .callbacks()
        .into_iter()
        .find(|c| c.interaction == a.interaction)
        .map(|c| c.files)
        .unwrap_or_default();
    assert_eq!(files.len(), 1, "{}", a.content);
    let (name, bytes) = files.into_iter().next().unwrap();
    (name, String::from_utf8(bytes.to_vec()).unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_log_is_the_public_history_while_playing_and_the_whole_record_after() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = (
        Player::new(541, "Ann"),
        Player::new(542, "Bob"),
        Player::new(543, "Cy"),
    );
    h.open_and_start(
        &[ann.clone(), bob.clone(), cy.clone()],
        CHANNEL,
        "doudizhu",
        "",
    )
    .await;
    h.fake.settle(std::time::Duration::from_millis(200)).await;

    // A watcher fetches it mid-game: the channel's lines, none of what was only DMed.
    let watcher = Player::new(549, "Dee");
    let a = h.table(&watcher, CHANNEL, "log", json!([])).await;
    assert!(a.ephemeral, "only the asker gets the file");
    let (name, text) = attached(&h, &a);
    assert!(name.ends_with("-public.txt"), "{name}");
    assert!(
        !text.is_empty() && text.lines().all(|l| l.starts_with('#')),
        "{text}"
    );
    assert!(!text.contains("seed"), "{text}");
    for p in [&ann, &bob, &cy] {
        for dm in h.fake.dms(p.id) {
            for line in dm.text().lines().filter(|l| l.chars().count() > 12) {
                assert!(
                    !text.contains(line),
                    "{line:?} was only DMed to {} but is in the public log",
                    p.name
                );
            }
        }
    }

    // Bob concedes: the game is over, and the log is the whole record.
    assert!(
        !h.table(&bob, CHANNEL, "leave", json!([]))
            .await
            .content
            .starts_with('✗')
    );
    let a = h.table(&watcher, CHANNEL, "log", json!([])).await;
    let (name, text) = attached(&h, &a);
    assert!(name.ends_with(".json"), "{name}");
    let record: Value = serde_json::from_str(&text).unwrap();
    assert!(record["entries"].as_array().is_some_and(|e| !e.is_empty()));
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
    h.shutdown().await;
}

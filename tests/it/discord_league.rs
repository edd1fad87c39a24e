//! A league through Discord (fake Discord, real serenity): an admin starts a season, three
//! people play rated Dou Dizhu hands with slash commands and turn buttons, then standings
//! (the caller's row marked), a player card with its chart (a valid PNG), history with a log
//! button, a refused and an accepted void, and the CSV export.

use crate::support::Harness;
use crate::support::driver::Driver;
use crate::support::users::{CHANNEL, Player, Where, refused};
use paiju::league::League;
use paiju::table::store::MemoryStore;
use serde_json::{Value, json};

const MANAGE_GUILD: u64 = 1 << 5;

fn files(h: &Harness, interaction: u64) -> Vec<(String, axum::body::Bytes)> {
    h.fake
        .callbacks()
        .into_iter()
        .find(|c| c.interaction == interaction)
        .map(|c| c.files)
        .unwrap_or_default()
}

fn league(sub: &str, options: Value) -> Value {
    json!([{"type": 1, "name": sub, "options": options}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_season_on_discord_gives_standings_a_player_chart_history_voids_and_a_csv() {
    let h =
        Harness::start_league(MemoryStore::new(), 7, Some(League::memory().await.unwrap())).await;
    let mut admin = Player::new(399, "Mod");
    admin.permissions = MANAGE_GUILD;
    let ann = Player::new(301, "Ann");
    let at = Where::Channel(CHANNEL);

    let season = |name: &str| {
        json!([{"type": 2, "name": "season", "options": [
        {"type": 1, "name": "start", "options": [{"type": 3, "name": "name", "value": name}]}]}])
    };
    let a = h.slash(&ann, at, "league", season("Mine")).await;
    refused(&a, "Only a league admin");
    let a = h.slash(&admin, at, "league", season("Spring")).await;
    assert!(
        a.content.contains("Spring") && a.content.contains("rated"),
        "{}",
        a.content
    );

    // Two rated hands, each at a table of its own, played through Discord.
    for k in 0..2 {
        let mut d = Driver::new(&h.fake, CHANNEL + 1 + k);
        d.play().await.unwrap();
    }

    let a = h
        .slash(&ann, at, "league", league("standings", json!([])))
        .await;
    let rows: Vec<&str> = a.content.lines().filter(|l| l.contains("games")).collect();
    assert_eq!(rows.len(), 3, "{}", a.content);
    assert!(
        a.content.contains("Standings: Dou Dizhu, season “Spring”"),
        "{}",
        a.content
    );
    let mine: Vec<&&str> = rows.iter().filter(|l| l.contains("<@301>")).collect();
    assert_eq!(mine.len(), 1);
    assert!(
        mine[0].starts_with("**") && mine[0].contains("← you"),
        "{}",
        mine[0]
    );
    assert!(rows.iter().all(|l| l.contains("2 games")), "{}", a.content);

    let a = h
        .slash(&ann, at, "league", league("player", json!([])))
        .await;
    assert!(
        a.content.contains("<@301>") && a.content.contains("2 games"),
        "{}",
        a.content
    );
    let attached = files(&h, a.interaction);
    assert_eq!(attached.len(), 1, "{a:?}");
    assert_eq!(attached[0].0, "rating.png");
    let png = png::Decoder::new(std::io::Cursor::new(attached[0].1.clone()));
    let reader = png.read_info().expect("a valid PNG");
    assert_eq!(reader.info().width, paiju::league::chart::WIDTH);

    let a = h
        .slash(&ann, at, "league", league("history", json!([])))
        .await;
    assert!(
        a.content.contains("#1 Dou Dizhu") && a.content.contains("#2 Dou Dizhu"),
        "{}",
        a.content
    );
    let msg = a.message.clone().expect("the history message");
    let log_button = msg
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("lg:log:"))
        .expect("a log button");
    let b = h.click(&ann, at, &msg, &log_button).await;
    let log = files(&h, b.interaction);
    assert_eq!(log.len(), 1);
    let record: Value = serde_json::from_slice(&log[0].1).unwrap();
    assert!(record["entries"].as_array().is_some_and(|e| !e.is_empty()));

    let void = league(
        "void",
        json!([{"type": 4, "name": "result", "value": 1},
               {"type": 3, "name": "reason", "value": "misdeal"}]),
    );
    let a = h.slash(&ann, at, "league", void.clone()).await;
    refused(&a, "Only a league admin");
    let a = h.slash(&admin, at, "league", void).await;
    assert!(a.content.contains("#1 is void"), "{}", a.content);
    let a = h
        .slash(&ann, at, "league", league("history", json!([])))
        .await;
    assert!(
        a.content.contains("voided result #1: misdeal"),
        "{}",
        a.content
    );
    assert!(a.content.contains("(void)"), "{}", a.content);

    let a = h
        .slash(&ann, at, "league", league("export", json!([])))
        .await;
    let csv = files(&h, a.interaction);
    assert_eq!(csv.len(), 1);
    assert_eq!(csv[0].0, "league.csv");
    let text = String::from_utf8(csv[0].1.to_vec()).unwrap();
    let (results, standings) = text.split_once("\n\n").expect("two tables");
    let lines: Vec<&str> = results.lines().collect();
    assert_eq!(
        lines[0],
        "result,game,ended_at,rated,void,seat,user,team,score,rank"
    );
    assert_eq!(lines.len(), 1 + 6, "two results of three seats: {text}");
    // Both games ended at the same (manual-clock) moment, so either may be listed first: the
    // voided one is result 1, all three of its seats, and result 2 stands.
    let seats_of = |id: &str, flags: &str| {
        lines[1..]
            .iter()
            .filter(|l| l.starts_with(&format!("{id},doudizhu,")) && l.contains(flags))
            .count()
    };
    assert_eq!(seats_of("1", ",true,true,"), 3, "the voided result: {text}");
    assert_eq!(
        seats_of("2", ",true,false,"),
        3,
        "the result that stands: {text}"
    );
    let rows: Vec<&str> = standings.lines().collect();
    assert_eq!(rows[0], "place,user,rating,mu,sigma,games,wins");
    assert_eq!(rows.len(), 1 + 3);
    assert!(
        rows[1..]
            .iter()
            .all(|r| r.ends_with(",1,0") || r.ends_with(",1,1")),
        "{standings}"
    );

    // Server settings: admins only; new tables start from the defaults that fit their game.
    let defaults =
        json!([{"type": 3, "name": "table_options", "value": "turn_timeout=12h spring=on"}]);
    let a = h.slash(&ann, at, "settings", defaults.clone()).await;
    refused(&a, "Only a league admin");
    let a = h.slash(&admin, at, "settings", defaults).await;
    assert!(
        a.content.contains("Settings saved") && a.content.contains("turn_timeout=12h"),
        "{}",
        a.content
    );
    let a = h
        .table(
            &ann,
            CHANNEL + 9,
            "new",
            json!([{"type": 3, "name": "game", "value": "chicago"}]),
        )
        .await;
    assert!(a.content.starts_with('✓'), "{}", a.content);
    let table = h.shared_table(CHANNEL + 9).await;
    let options = table.lock().await.header().options.clone();
    assert_eq!(options.get("turn_timeout"), Some("12h"));
    assert_eq!(
        options.get("spring"),
        None,
        "a Dou Dizhu option is not given to Chicago"
    );
    assert_eq!(
        options.get("hints"),
        Some("off"),
        "a table the running season will rate has no hints"
    );
    h.shutdown().await;
}

fn has_cjk(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_language_speaks_to_its_channel_its_members_and_their_dms_until_lifted() {
    let h = Harness::start_league(
        MemoryStore::new(),
        11,
        Some(League::memory().await.unwrap()),
    )
    .await;
    let mut admin = Player::new(399, "Mod");
    admin.permissions = MANAGE_GUILD;
    let ann = Player::new(301, "Ann");
    let bob = Player::new(302, "Bob");
    let cat = Player::new(303, "Cat");
    let at = Where::Channel(CHANNEL);
    let language = |tag: &str| json!([{"type": 3, "name": "language", "value": tag}]);

    let a = h.slash(&admin, at, "settings", language("klingon")).await;
    refused(&a, "en-US, zh-CN, ja, or auto");
    let a = h.slash(&admin, at, "settings", language("zh-CN")).await;
    assert!(
        has_cjk(&a.content),
        "saved, in the new language: {}",
        a.content
    );

    // Ann's Discord speaks English, but this server chose Chinese.
    let a = h
        .table(
            &ann,
            CHANNEL,
            "new",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await;
    assert!(
        a.content.starts_with('✓') && has_cjk(&a.content),
        "{}",
        a.content
    );
    for p in [&bob, &cat] {
        let a = h.table(p, CHANNEL, "join", json!([])).await;
        assert!(has_cjk(&a.content), "{}", a.content);
    }
    let a = h.table(&ann, CHANNEL, "start", json!([])).await;
    assert!(has_cjk(&a.content), "{}", a.content);
    h.fake.settle(std::time::Duration::from_millis(300)).await;
    let channel = h.fake.channel_messages(CHANNEL);
    assert!(!channel.is_empty());
    assert!(
        channel.iter().all(|m| has_cjk(&m.text())),
        "every channel post in Chinese"
    );
    let dms: Vec<_> = [&ann, &bob, &cat]
        .iter()
        .flat_map(|p| h.fake.dms(p.id))
        .collect();
    assert!(!dms.is_empty());
    assert!(
        dms.iter().all(|m| has_cjk(&m.text())),
        "every DM in Chinese"
    );

    // `auto` lifts it: Ann is answered in her own language again.
    let a = h.slash(&admin, at, "settings", language("auto")).await;
    assert!(!has_cjk(&a.content), "{}", a.content);
    let a = h.table(&ann, CHANNEL, "status", json!([])).await;
    assert!(!has_cjk(&a.content), "{}", a.content);
    h.shutdown().await;
}

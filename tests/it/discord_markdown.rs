//! Names people choose, in the bot's Discord messages: a display name or a season name with
//! markdown in it (`**[click](https://…)**`, `__x__`, `~~x~~`) reaches the channel post, the
//! live table message, the DMs and the league's answers escaped — as Discord receives it, the
//! text holds the backslashes and no masked link — while the table and the league keep the
//! name as typed. A name with a bidi override (U+202E) loses it before it is stored.

use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::league::League;
use paiju::table::store::MemoryStore;
use serde_json::json;

const EVIL: &str = "**[click](https://evil.example)**";
const EVIL_ESCAPED: &str = r"\*\*\[click\]\(https\://evil.example\)\*\*";
const MANAGE_GUILD: u64 = 1 << 5;

fn players() -> Vec<Player> {
    vec![
        Player::new(501, EVIL),
        Player::new(502, "__Bob__"),
        Player::new(503, "~~Cy~~"),
    ]
}

/// No markdown of the names is live in `text`: no masked link, no bold, underline or
/// strikethrough made of a name.
fn assert_inert(text: &str) {
    for live in ["[click](", "](https://", "**[", "__Bob__", "~~Cy~~"] {
        assert!(!text.contains(live), "{live:?} is live in {text:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_with_markdown_reach_channel_posts_the_live_message_and_dms_escaped() {
    let h = Harness::start(7).await;
    let ps = players();
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;

    let posts: Vec<String> = h
        .fake
        .channel_all(CHANNEL)
        .iter()
        .map(crate::support::fake::Msg::text)
        .collect();
    let all = posts.join("\n");
    assert_inert(&all);
    // The opening ("… opened a table"), the seats joining and the deal name them all.
    assert!(all.contains(EVIL_ESCAPED), "{all}");
    assert!(all.contains(r"\_\_Bob\_\_"), "{all}");
    assert!(all.contains(r"\~\~Cy\~\~"), "{all}");
    // The live table message (an embed) lists the seats, escaped too.
    let live = h
        .fake
        .channel_all(CHANNEL)
        .into_iter()
        .find(|m| m.embeds.as_array().is_some_and(|e| !e.is_empty()))
        .expect("the live table message");
    assert!(live.text().contains(EVIL_ESCAPED), "{}", live.text());

    // The turn DM names whoever is to act (its recipient): escaped, like every DM.
    let dms: Vec<String> = ps
        .iter()
        .flat_map(|p| h.fake.dms(p.id))
        .map(|m| m.content)
        .collect();
    assert!(!dms.is_empty(), "someone was told it is their turn");
    for dm in &dms {
        assert_inert(dm);
    }
    let named = [EVIL_ESCAPED, r"\_\_Bob\_\_", r"\~\~Cy\~\~"];
    assert!(
        dms.iter().any(|d| named.iter().any(|n| d.contains(n))),
        "{dms:?}"
    );

    // `/table status` answers with the seats, escaped.
    let a = h.table(&ps[1], CHANNEL, "status", json!([])).await;
    assert_inert(&a.content);
    assert!(a.content.contains(EVIL_ESCAPED), "{}", a.content);

    // The table keeps the names as typed: only Discord's text escapes them.
    let names = h.shared_table(CHANNEL).await.lock().await.names();
    assert_eq!(names, vec![EVIL, "__Bob__", "~~Cy~~"]);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_named_with_markdown_is_escaped_in_league_answers_and_stored_as_typed() {
    let league = League::memory().await.unwrap();
    let h = Harness::start_league(MemoryStore::new(), 7, Some(league.clone())).await;
    let mut admin = Player::new(599, "Mod");
    admin.permissions = MANAGE_GUILD;
    let at = Where::Channel(CHANNEL);
    let name = "# [Spring](https://evil.example) ||x||";
    let escaped = r"\# \[Spring\]\(https\://evil.example\) \|\|x\|\|";
    let start = json!([{"type": 2, "name": "season", "options": [
        {"type": 1, "name": "start", "options": [{"type": 3, "name": "name", "value": name}]}]}]);
    let a = h.slash(&admin, at, "league", start).await;
    assert!(a.content.contains(escaped), "{}", a.content);
    assert!(!a.content.contains("](https://"), "{}", a.content);

    let list = json!([{"type": 2, "name": "season", "options": [
        {"type": 1, "name": "list", "options": []}]}]);
    let a = h.slash(&admin, at, "league", list).await;
    assert!(a.content.contains(escaped), "{}", a.content);

    // A second start is refused naming the running season: escaped there too.
    let again = json!([{"type": 2, "name": "season", "options": [
        {"type": 1, "name": "start", "options": [{"type": 3, "name": "name", "value": "x"}]}]}]);
    let a = h.slash(&admin, at, "league", again).await;
    assert!(a.content.starts_with('✗'), "{}", a.content);
    assert!(a.content.contains(escaped), "{}", a.content);

    let history = json!([{"type": 1, "name": "history", "options": []}]);
    let a = h.slash(&admin, at, "league", history).await;
    assert!(a.content.contains(escaped), "{}", a.content);
    assert!(!a.content.contains("](https://"), "{}", a.content);

    let guild = paiju::table::GuildId(crate::support::GUILD);
    let seasons = league.seasons(guild).await.unwrap();
    assert_eq!(seasons[0].name, name, "the league keeps the name as typed");
    h.shutdown().await;
}

/// Embeddings, overrides, isolates and the directional marks.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_display_name_with_a_bidi_override_joins_without_it() {
    let h = Harness::start(7).await;
    let ps = vec![
        Player::new(511, "Ann\u{202E}4 now"),
        Player::new(512, "\u{2067}Bob\u{2069}"),
        Player::new(513, "Cy\u{200F}"),
    ];
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    let names = h.shared_table(CHANNEL).await.lock().await.names();
    assert_eq!(names, vec!["Ann4 now", "Bob", "Cy"]);
    let mut texts: Vec<String> = h
        .fake
        .channel_all(CHANNEL)
        .iter()
        .map(crate::support::fake::Msg::text)
        .collect();
    texts.extend(ps.iter().flat_map(|p| h.fake.dms(p.id)).map(|m| m.content));
    assert!(texts.iter().any(|t| t.contains("Ann4 now")), "{texts:?}");
    for t in &texts {
        assert!(!t.chars().any(is_bidi_control), "a bidi control in {t:?}");
    }
    h.shutdown().await;
}

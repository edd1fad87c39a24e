//! The web page from Discord (fake Discord, real serenity): channels learnt from
//! GUILD_CREATE decide which tables' games may be listed, `/settings web:on` is for league
//! admins and answers with the address, `/league` answers carry it, `/notify web-name:hidden`
//! is kept.

use crate::support::Harness;
use crate::support::driver::Driver;
use crate::support::users::{CHANNEL, GUILD, Player, Where, refused};
use paiju::discord::web_pages::WebPages;
use paiju::league::consent::WebConsent;
use paiju::league::{League, SqlLeagueStore};
use paiju::store::SqlStore;
use paiju::table::{GuildId, UserId};
use serde_json::json;

const MANAGE_GUILD: u64 = 1 << 5;
const VIEW_CHANNEL: u64 = 1 << 10;
const PRIVATE: u64 = CHANNEL + 50;

fn channel(id: u64, overwrites: serde_json::Value) -> serde_json::Value {
    json!({"id": id.to_string(), "type": 0, "guild_id": GUILD.to_string(), "name": format!("c{id}"),
           "position": 0, "permission_overwrites": overwrites, "nsfw": false})
}

fn guild() -> serde_json::Value {
    let g = GUILD.to_string();
    let mut guild = json!({
        "id": g, "name": "Club", "icon": null, "splash": null, "discovery_splash": null,
        "owner_id": "1", "afk_channel_id": null, "afk_timeout": 300, "verification_level": 0,
        "default_message_notifications": 0, "explicit_content_filter": 0,
        "roles": [{"id": g, "name": "@everyone", "color": 0, "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}, "hoist": false, "position": 0,
                   "permissions": (VIEW_CHANNEL | 2048).to_string(), "managed": false,
                   "mentionable": false, "flags": 0}],
        "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
        "preferred_locale": "en-US", "public_updates_channel_id": null, "nsfw_level": 0,
        "premium_progress_bar_enabled": false, "stickers": [],
        "joined_at": "2024-01-01T00:00:00+00:00", "large": false, "unavailable": false,
        "member_count": 5, "voice_states": [], "members": [], "presences": [], "threads": [],
        "stage_instances": [], "guild_scheduled_events": [],
    });
    let hidden = json!([{"id": g, "type": 0, "allow": "0", "deny": VIEW_CHANNEL.to_string()}]);
    guild["channels"] = json!([channel(CHANNEL + 1, json!([])), channel(PRIVATE, hidden)]);
    guild
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_turned_on_in_discord_lists_only_games_of_channels_everyone_can_read() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqlStore::connect(&format!("sqlite://{}/paiju.db", dir.path().display()))
        .await
        .unwrap();
    let consent = WebConsent::new(&store);
    let league = League::new(SqlLeagueStore::new(&store));
    let web = WebPages::new(consent.clone(), "https://pages.example/");
    let h = Harness::start_web(store, 7, league, web).await;
    // A guild serenity reads, or the event would be dropped and nothing learnt.
    serde_json::from_value::<serenity::all::Guild>(guild()).expect("a whole guild");
    h.fake.dispatch("GUILD_CREATE", guild());
    let mut admin = Player::new(399, "Mod");
    admin.permissions = MANAGE_GUILD;
    let ann = Player::new(301, "Ann");
    let at = Where::Channel(CHANNEL);
    let web_on = json!([{"type": 3, "name": "web", "value": "on"}]);

    let a = h.slash(&ann, at, "settings", web_on.clone()).await;
    refused(&a, "Only a league admin");
    assert!(
        consent.page_of(GuildId(GUILD)).await.unwrap().is_none(),
        "nothing changed"
    );
    let a = h.slash(&admin, at, "settings", web_on).await;
    let page = consent
        .page_of(GuildId(GUILD))
        .await
        .unwrap()
        .expect("the page");
    let url = format!("https://pages.example/l/{}", page.slug);
    assert!(page.enabled && a.content.contains(&url), "{}", a.content);

    for channel in [CHANNEL + 1, PRIVATE] {
        Driver::new(&h.fake, channel).play().await.unwrap();
    }
    let rows = sqlx::query_as::<_, (i64, i64)>("SELECT channel, public FROM web_channels")
        .fetch_all(h.registry.store().pool())
        .await
        .unwrap();
    let (open, hidden) = (
        i64::try_from(CHANNEL + 1).unwrap(),
        i64::try_from(PRIVATE).unwrap(),
    );
    assert_eq!(rows.len(), 2);
    assert!(
        rows.contains(&(open, 1)) && rows.contains(&(hidden, 0)),
        "{rows:?}"
    );
    let public = consent.public_tables(GuildId(GUILD)).await.unwrap();
    assert_eq!(
        public.len(),
        1,
        "only the table of the channel everyone reads: {public:?}"
    );

    let standings = json!([{"type": 1, "name": "standings", "options": []}]);
    let a = h.slash(&ann, at, "league", standings).await;
    assert!(
        a.content.contains(&format!("League page: {url}")),
        "{}",
        a.content
    );

    let hide = json!([{"type": 3, "name": "web-name", "value": "hidden"}]);
    let a = h.slash(&ann, at, "notify", hide).await;
    assert!(a.content.contains("Player N"), "{}", a.content);
    assert!(consent.name_hidden(UserId(301)).await.unwrap());
}

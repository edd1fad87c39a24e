//! What must not be seen: a page that is off (or another guild's), games of a private
//! channel, a name its player asked to hide, a Discord id in any address, markup smuggled in
//! through a name or a season's title.

use super::fixture::{
    ANN, BOB, CHEN, DANA, EVE, GUILD, OTHER_GUILD, SEASON_TITLE, league_served, name_of, roomy,
};
use super::html::attrs;
use paiju::table::Timestamp;
use paiju::web::game_slug;

async fn text(url: &str) -> (u16, String) {
    let r = reqwest::get(url).await.unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// Every page of the fixture's league a visitor can reach by following links from its front
/// page (each league, player and game page once, plus the pages of filters).
async fn crawl(f: &super::fixture::Fixture) -> Vec<(String, String)> {
    let mut seen = std::collections::BTreeSet::new();
    let mut queue = vec![f.league_path()];
    let mut pages = Vec::new();
    while let Some(path) = queue.pop() {
        // One visit per page, whatever its query.
        let key = path.split('?').next().unwrap().to_string();
        if !seen.insert(key) || seen.len() > 400 {
            continue;
        }
        let (status, body) = text(&f.url(&path)).await;
        assert_eq!(status, 200, "{path}");
        for href in attrs(&body, "href").into_iter().chain(attrs(&body, "src")) {
            let href = super::html::unescape_href(&href);
            if href.starts_with("/l/") && !href.ends_with(".png") {
                queue.push(href);
            }
        }
        pages.push((path, body));
    }
    pages
}

#[tokio::test]
async fn no_page_shows_markup_from_a_name_or_a_title_or_an_id_in_an_address() {
    let f = league_served(roomy()).await;
    let pages = crawl(&f).await;
    assert!(
        pages.len() > 10,
        "the crawl reached players and games: {}",
        pages.len()
    );
    let ids: Vec<String> = [ANN, BOB, CHEN, DANA, EVE, GUILD.0]
        .iter()
        .map(ToString::to_string)
        .chain(f.records.values().map(|r| r.header.id.0.to_string()))
        .collect();
    for (path, body) in &pages {
        assert!(
            !body.contains("<script>alert"),
            "{path}: a name ran as script"
        );
        assert!(
            !body.contains("<img src=x"),
            "{path}: the season's title became markup"
        );
        assert!(!body.contains("<b>co</b>"), "{path}");
        assert!(
            !body.contains("Eve Secret"),
            "{path}: a hidden name was shown"
        );
        for href in attrs(body, "href").iter().chain(&attrs(body, "src")) {
            for id in &ids {
                assert!(
                    !href.contains(id.as_str()),
                    "{path}: {href} carries the id {id}"
                );
            }
        }
    }
    let league = &pages.iter().find(|(p, _)| *p == f.league_path()).unwrap().1;
    assert!(league.contains(&super::html::escaped(name_of(ANN))));
    assert!(league.contains(&super::html::escaped(SEASON_TITLE)));
    assert!(
        league.contains("Player 1"),
        "the hidden player has a number"
    );
}

#[tokio::test]
async fn a_private_channels_game_and_another_guilds_page_cannot_be_reached() {
    let f = league_served(roomy()).await;
    let private = f.records["private"].header.id;
    let path = format!(
        "{}/g/{}",
        f.league_path(),
        game_slug(&f.page.secret, private)
    );
    assert_eq!(text(&f.url(&path)).await.0, 404, "a private channel's game");
    let (_, league) = text(&f.url(&f.league_path())).await;
    assert!(!league.contains(&game_slug(&f.page.secret, private)));
    let public = f.records["doudizhu"].header.id;
    let listed = format!(
        "{}/g/{}",
        f.league_path(),
        game_slug(&f.page.secret, public)
    );
    assert!(
        league.contains(&listed),
        "a public channel's game is listed"
    );
    // The other guild's page is off: its address answers like one that never was.
    let other = format!("/l/{}", f.other_page.slug);
    assert_eq!(text(&f.url(&other)).await.0, 404);
    let mixed = format!(
        "{}/g/{}",
        f.league_path(),
        game_slug(&f.other_page.secret, f.records["other-guild"].header.id)
    );
    assert_eq!(
        text(&f.url(&mixed)).await.0,
        404,
        "another guild's game under this page"
    );
    assert_eq!(f.other_page.guild, OTHER_GUILD);
}

#[tokio::test]
async fn a_page_turned_off_is_gone_at_once_and_back_at_the_same_address() {
    let f = league_served(roomy()).await;
    assert_eq!(text(&f.url(&f.league_path())).await.0, 200);
    let off = f
        .consent
        .set_page(GUILD, false, Timestamp(5))
        .await
        .unwrap();
    assert_eq!(text(&f.url(&f.league_path())).await.0, 404);
    let on = f.consent.set_page(GUILD, true, Timestamp(6)).await.unwrap();
    assert_eq!(
        (off.slug.as_str(), on.slug.as_str()),
        (f.page.slug.as_str(), f.page.slug.as_str())
    );
    assert_eq!(text(&f.url(&f.league_path())).await.0, 200);
}

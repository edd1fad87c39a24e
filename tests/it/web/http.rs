//! The pages over HTTP: the standings are the store's, in every language, paginated and
//! cached by ETag; a client over its share waits; bad addresses are 404s that say why.

use super::fixture::{GUILD, league_served, roomy};
use super::html::{attrs, escaped, inner, text_of};
use paiju::games::any::GameKind;
use paiju::league::Scope;
use paiju::web::Limits;
use std::num::NonZeroU32;

async fn get(url: &str) -> reqwest::Response {
    reqwest::get(url).await.unwrap()
}

#[tokio::test]
async fn the_standings_page_shows_every_number_the_store_has() {
    let f = league_served(roomy()).await;
    for kind in GameKind::ALL {
        for (scope, season) in [
            (Scope::AllTime, "all".to_string()),
            (Scope::Season(1), "1".to_string()),
        ] {
            let url = f.url(&format!(
                "{}?game={}&season={season}",
                f.league_path(),
                kind.name()
            ));
            let r = get(&url).await;
            assert_eq!(r.status(), 200, "{url}");
            let page = r.text().await.unwrap();
            let want = f.league.standings(GUILD, kind, scope).await.unwrap();
            assert!(!want.is_empty(), "{kind:?} has standings");
            let names = inner(&page, "<td class=\"player\">", "</td>");
            let ratings = inner(&page, "<td class=\"num rating\" data-value=\"", "\"");
            let sigmas = inner(&page, "<td class=\"num sigma\" data-value=\"", "\"");
            let games = inner(&page, "<td class=\"num games\">", "</td>");
            let wins = inner(&page, "<td class=\"num wins\">", "</td>");
            assert_eq!(names.len(), want.len(), "one row per player of {kind:?}");
            let shown = f.league.player_names(GUILD).await.unwrap();
            for (i, s) in want.iter().enumerate() {
                let expected = if s.user.0 == super::fixture::EVE {
                    "Player 1".to_string()
                } else {
                    escaped(&shown[&s.user])
                };
                assert_eq!(
                    text_of(&names[i]),
                    text_of(&expected),
                    "row {i} of {kind:?}"
                );
                assert_eq!(
                    ratings[i].parse::<f64>().unwrap(),
                    s.rating,
                    "rating, row {i}"
                );
                assert_eq!(sigmas[i].parse::<f64>().unwrap(), s.sigma, "σ, row {i}");
                assert_eq!(games[i], s.games.to_string());
                assert_eq!(wins[i], s.wins.to_string());
            }
        }
    }
}

#[tokio::test]
async fn each_page_speaks_the_language_asked_for_and_switches_to_the_others() {
    let f = league_served(roomy()).await;
    let client = reqwest::Client::new();
    let league = f.url(&f.league_path());
    for (accept, lang, heading) in [
        ("ja,en;q=0.5", "ja", "リーグ順位表"),
        ("zh-CN,zh;q=0.9", "zh-CN", "联赛排名"),
        ("fr-FR", "en-US", "League standings"),
    ] {
        let page = client
            .get(&league)
            .header("Accept-Language", accept)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            page.contains(&format!("<html lang=\"{lang}\">")),
            "{accept}"
        );
        assert!(page.contains(heading), "{accept}: {heading}");
        // The switcher names the two other languages, each in itself.
        let others = attrs(&page, "hreflang");
        assert_eq!(others.len(), 4, "two alternates and two switcher links");
        assert!(!others.contains(&lang.to_string()));
    }
    let page = get(&format!("{league}?lang=ja"))
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("<html lang=\"ja\">"), "?lang= wins");
    // Links inside the page's content keep the language.
    let main = &inner(&page, "<main", "</main>")[0];
    let links: Vec<String> = attrs(main, "href")
        .into_iter()
        .filter(|h| h.starts_with("/l/"))
        .collect();
    assert!(!links.is_empty());
    assert!(links.iter().all(|h| h.ends_with("lang=ja")), "{links:?}");
}

#[tokio::test]
async fn a_page_the_browser_has_is_answered_not_modified() {
    let f = league_served(roomy()).await;
    let client = reqwest::Client::new();
    let url = f.url(&f.league_path());
    let first = client.get(&url).send().await.unwrap();
    let etag = first.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(first.headers()["cache-control"], "public, no-cache");
    assert!(
        first.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("script-src 'self'")
    );
    let again = client
        .get(&url)
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    assert!(again.bytes().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_client_past_its_share_is_told_to_wait_and_no_page_is_read() {
    let f = league_served(Limits {
        per_second: NonZeroU32::new(1).unwrap(),
        burst: NonZeroU32::new(5).unwrap(),
    })
    .await;
    let url = f.url(&f.league_path());
    for _ in 0..5 {
        assert_eq!(get(&url).await.status(), 200);
    }
    let refused = get(&url).await;
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key("retry-after"));
}

#[tokio::test]
async fn health_answers_and_bad_addresses_are_not_found_with_a_reason() {
    let f = league_served(roomy()).await;
    let health = get(&f.url("/health")).await;
    assert_eq!(health.status(), 200);
    assert_eq!(health.text().await.unwrap(), "ok\n");
    let league = f.league_path();
    // A page number that is not one is the first page; past the last, the last.
    for q in [
        "?page=abc",
        "?page=-3",
        "?page=99999999999999999999999",
        "?games=0",
    ] {
        assert_eq!(
            get(&f.url(&format!("{league}{q}"))).await.status(),
            200,
            "{q}"
        );
    }
    let r = get(&f.url(&format!("{league}?game=chess"))).await;
    assert_eq!(r.status(), 404);
    assert!(
        r.text().await.unwrap().contains("chess"),
        "says which game is unknown"
    );
    let r = get(&f.url(&format!("{league}?season=%3Cscript%3E"))).await;
    assert_eq!(r.status(), 404);
    let body = r.text().await.unwrap();
    assert!(
        !body.contains("<script>") && body.contains("&lt;script&gt;"),
        "{body}"
    );
    for path in [
        "/l/nosuchleague".to_string(),
        "/l/NOT-A-SLUG".to_string(),
        format!("{league}/p/000000000000"),
        format!("{league}/g/000000000000"),
        "/nothing".to_string(),
    ] {
        assert_eq!(get(&f.url(&path)).await.status(), 404, "{path}");
    }
    let posted = reqwest::Client::new()
        .post(f.url(&league))
        .send()
        .await
        .unwrap();
    assert_eq!(posted.status(), 405, "read-only");
}

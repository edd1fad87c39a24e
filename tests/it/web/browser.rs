//! The pages in a real browser: headless Chromium (`/usr/bin/chromium`, installed by
//! `.ci/run`; without it the test says so and passes) driven over the DevTools protocol. Each
//! page in each language: its `lang`, one `h1`, alt text on every picture, the standings
//! against the store, the text's contrast; a replay stepped with the → key, each step's
//! picture loaded and the one shown equal to the public view's; screenshots saved under
//! `target/tmp/web-screenshots/` for review.

use super::fixture::{Fixture, GUILD, league_served, roomy};
use chromiumoxide::browser::{Browser, BrowserConfig};
use chromiumoxide::page::ScreenshotParams;
use futures::StreamExt;
use paiju::games::any::GameKind;
use paiju::league::Scope;
use paiju::web::game_slug;
use serde_json::Value;

const CHROMIUM: &str = "/usr/bin/chromium";

async fn eval(page: &chromiumoxide::Page, js: &str) -> Value {
    page.evaluate(js)
        .await
        .unwrap_or_else(|e| panic!("{js}: {e}"))
        .into_value()
        .unwrap()
}

/// What every page must have for a screen reader and a keyboard.
async fn accessible(page: &chromiumoxide::Page, lang: &str, what: &str) {
    let facts = eval(
        page,
        "({lang: document.documentElement.lang, h1: document.querySelectorAll('h1').length,
          noAlt: [...document.images].filter(i => !i.alt || !i.alt.trim()).length,
          unloaded: [...document.images].filter(i => !i.complete || i.naturalWidth === 0).length,
          main: document.querySelectorAll('main').length,
          skip: !!document.querySelector('a.skip[href=\"#main\"]'),
          headless: [...document.querySelectorAll('th')].filter(t => !t.getAttribute('scope')).length,
          title: document.title})",
    )
    .await;
    assert_eq!(facts["lang"], lang, "{what}");
    assert_eq!(facts["h1"], 1, "{what}: one h1");
    assert_eq!(facts["noAlt"], 0, "{what}: every picture has alt text");
    assert_eq!(facts["unloaded"], 0, "{what}: every picture loaded");
    assert_eq!(facts["main"], 1, "{what}");
    assert_eq!(facts["skip"], true, "{what}: a skip link");
    assert_eq!(
        facts["headless"], 0,
        "{what}: every header cell has a scope"
    );
    assert!(
        facts["title"].as_str().is_some_and(|t| !t.is_empty()),
        "{what}"
    );
    // WCAG contrast of the text and the links on the page's background (AA: 4.5).
    let ratios = eval(
        page,
        "(() => { const rgb = s => s.match(/\\d+/g).slice(0, 3).map(Number);
          const lum = c => { const [r, g, b] = c.map(v => { v /= 255;
            return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
          const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
            return (x + 0.05) / (y + 0.05); };
          const bg = rgb(getComputedStyle(document.documentElement).backgroundColor);
          const text = rgb(getComputedStyle(document.body).color);
          const a = document.querySelector('main a');
          return [ratio(text, bg), a ? ratio(rgb(getComputedStyle(a).color), bg) : 21]; })()",
    )
    .await;
    for r in ratios.as_array().unwrap() {
        assert!(r.as_f64().unwrap() >= 4.5, "{what}: contrast {r}");
    }
}

/// Waits, after a click or a key, until the page has left `before` and the new one has
/// loaded (the DevTools' own "navigation" may be reported before it starts).
async fn left(page: &chromiumoxide::Page, before: &str) -> String {
    for _ in 0..400 {
        let now = page.url().await.unwrap().unwrap_or_default();
        if now != before {
            let ready = eval(page, "document.readyState").await;
            if ready == "complete" {
                return now;
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("the page stayed at {before}");
}

async fn shoot(page: &chromiumoxide::Page, name: &str) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let png = page
        .screenshot(ScreenshotParams::builder().full_page(true).build())
        .await
        .unwrap();
    assert_eq!(&png[..4], b"\x89PNG");
    std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
}

async fn standings_match(f: &Fixture, page: &chromiumoxide::Page, what: &str) {
    let shown = eval(
        page,
        "[...document.querySelectorAll('table.standings tbody tr')].map(r => [
           Number(r.querySelector('td.rating').dataset.value),
           Number(r.querySelector('td.sigma').dataset.value),
           Number(r.querySelector('td.games').textContent),
           Number(r.querySelector('td.wins').textContent)])",
    )
    .await;
    let want = f
        .league
        .standings(GUILD, GameKind::Doudizhu, Scope::AllTime)
        .await
        .unwrap();
    let rows = shown.as_array().unwrap();
    assert_eq!(rows.len(), want.len(), "{what}");
    for (row, s) in rows.iter().zip(&want) {
        // Exact in the page (the HTTP test reads the digits); here the number went through
        // JavaScript and serde_json's float reading, which may miss the last bit.
        assert!(
            (row[0].as_f64().unwrap() - s.rating).abs() < 1e-12,
            "{what}"
        );
        assert!((row[1].as_f64().unwrap() - s.sigma).abs() < 1e-12, "{what}");
        assert_eq!(row[2].as_u64().unwrap(), u64::from(s.games), "{what}");
        assert_eq!(row[3].as_u64().unwrap(), u64::from(s.wins), "{what}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_read_right_in_a_real_browser_and_a_replay_steps_with_the_keyboard() {
    let _alone = crate::support::ONE_AT_A_TIME.lock().await;
    if !std::path::Path::new(CHROMIUM).exists() {
        eprintln!("no {CHROMIUM}: the browser test is skipped (.ci/run installs it)");
        return;
    }
    let f = league_served(roomy()).await;
    let profile = tempfile::tempdir().unwrap();
    let config = BrowserConfig::builder()
        .chrome_executable(CHROMIUM)
        .no_sandbox()
        .user_data_dir(profile.path())
        .window_size(1200, 900)
        .arg("--disable-gpu")
        .build()
        .unwrap();
    let (mut browser, mut handler) = Browser::launch(config).await.unwrap();
    let events = tokio::spawn(async move { while handler.next().await.is_some() {} });

    let league = f.url(&format!("{}?game=doudizhu&season=all", f.league_path()));
    let page = browser.new_page("about:blank").await.unwrap();
    for lang in ["en-US", "zh-CN", "ja"] {
        page.goto(format!("{league}&lang={lang}")).await.unwrap();
        page.wait_for_navigation().await.unwrap();
        accessible(&page, lang, &format!("league page, {lang}")).await;
        standings_match(&f, &page, lang).await;
        shoot(&page, &format!("league-{lang}")).await;
    }

    // A player's page, reached as a reader does: the first name in the standings.
    let before = page.url().await.unwrap().unwrap();
    page.find_element("td.player a")
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    assert!(left(&page, &before).await.contains("/p/"));
    accessible(&page, "ja", "player page").await;
    let svg = eval(
        &page,
        "document.querySelector('svg.chart').getAttribute('role')",
    )
    .await;
    assert_eq!(svg, "img", "the chart is an image for assistive technology");
    shoot(&page, "player-ja").await;

    // A game stepped with the keyboard, every step's picture loaded.
    let record = &f.records["doudizhu"];
    let game = format!(
        "{}/g/{}",
        f.league_path(),
        game_slug(&f.page.secret, record.header.id)
    );
    page.goto(f.url(&format!("{game}?lang=en-US")))
        .await
        .unwrap();
    page.wait_for_navigation().await.unwrap();
    accessible(&page, "en-US", "replay, step 1").await;
    shoot(&page, "replay-step-1").await;
    let steps = eval(&page, "document.querySelectorAll('ol.moves li').length").await;
    let steps = steps.as_u64().unwrap();
    assert!(steps > 5, "{steps} steps");
    for k in 1..steps {
        let before = page.url().await.unwrap().unwrap();
        page.find_element("body")
            .await
            .unwrap()
            .press_key("ArrowRight")
            .await
            .unwrap();
        let url = left(&page, &before).await;
        assert!(url.contains(&format!("{game}/{k}?")), "step {k}: {url}");
        accessible(&page, "en-US", &format!("replay, step {}", k + 1)).await;
    }
    shoot(&page, "replay-last-step").await;
    // The last picture shown is the public view's, byte for byte.
    let src = eval(
        &page,
        "document.querySelector('section.step img').getAttribute('src')",
    )
    .await;
    let shown = reqwest::get(f.url(src.as_str().unwrap()))
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    let seq = eval(
        &page,
        "Number(document.querySelector('section.step').dataset.seq)",
    )
    .await;
    let want = super::replay::expected(record, seq.as_u64().unwrap()).expect("a picture");
    assert_eq!(shown.as_ref(), want.as_slice());
    // And ← steps back.
    let before = page.url().await.unwrap().unwrap();
    page.find_element("body")
        .await
        .unwrap()
        .press_key("ArrowLeft")
        .await
        .unwrap();
    let url = left(&page, &before).await;
    assert!(url.contains(&format!("{game}/{}?", steps - 2)), "{url}");

    browser.close().await.unwrap();
    events.abort();
}

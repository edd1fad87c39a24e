//! Every listed game of every kind stepped through by its links, as a reader would: each
//! step's picture is the public view's, byte for byte, drawn here independently from the log;
//! nothing only a seat was told is on any step's page; the pictures are cached by ETag.

use super::fixture::{EVE, Fixture, league_served, roomy};
use super::html::{attrs, escaped, inner, unescape_href};
use paiju::i18n::Locale;
use paiju::images::{self, Style, scenes};
use paiju::render::{self, RenderCtx};
use paiju::table::{Recipient, Table, TableRecord};
use paiju::web::game_slug;

/// The public picture after the entry `seq`, and what only a seat was told in the whole game.
pub(super) fn expected(record: &TableRecord, seq: u64) -> Option<Vec<u8>> {
    let mut table = Table::open(record.header.clone()).unwrap();
    for entry in &record.entries {
        table.apply_entry(entry).unwrap();
        if entry.seq == seq {
            let names: Vec<String> = table
                .seats()
                .iter()
                .map(|o| {
                    if o.user().map(|u| u.0) == Some(EVE) {
                        "Player 1".to_string()
                    } else {
                        o.name().to_string()
                    }
                })
                .collect();
            let game = table.game()?;
            let scene = scenes::with_names(scenes::table(&game.public_view()), &names);
            return images::png(&scene, Style::default()).ok();
        }
    }
    panic!("no entry {seq}");
}

/// Texts told only to one seat (a hand, a private hint), in English.
fn private_texts(record: &TableRecord) -> Vec<String> {
    let mut table = Table::open(record.header.clone()).unwrap();
    let mut private = Vec::new();
    let mut public = std::collections::HashSet::new();
    for entry in &record.entries {
        let out = table.apply_entry(entry).unwrap();
        let names = table.names();
        let ctx = RenderCtx {
            locale: Locale::EnUs,
            names: &names,
        };
        for o in out {
            let Some(text) = render::notice(&o.notice, &ctx) else {
                continue;
            };
            match o.to {
                Recipient::Channel => {
                    public.insert(text);
                }
                Recipient::User(_) => private.push(text),
            }
        }
    }
    private.retain(|t| t.chars().count() >= 12 && !public.contains(t));
    private
}

async fn walk(f: &Fixture, what: &str) -> usize {
    let record = &f.records[what];
    let client = reqwest::Client::new();
    let secrets: Vec<String> = private_texts(record)
        .iter()
        .map(|t| escaped(&t.replace("**", "")))
        .collect();
    let mut next = Some(format!(
        "{}/g/{}?lang=en-US",
        f.league_path(),
        game_slug(&f.page.secret, record.header.id)
    ));
    let mut steps = 0;
    while let Some(path) = next.take() {
        let page = client.get(f.url(&path)).send().await.unwrap();
        assert_eq!(page.status(), 200, "{path}");
        let body = page.text().await.unwrap();
        steps += 1;
        for secret in &secrets {
            assert!(!body.contains(secret.as_str()), "{what} {path}: {secret}");
        }
        let seq: u64 = inner(&body, "data-seq=\"", "\"")[0].parse().unwrap();
        let pictures: Vec<String> = attrs(&body, "src")
            .into_iter()
            .filter(|s| s.ends_with("/table.png"))
            .collect();
        match expected(record, seq) {
            Some(want) => {
                assert_eq!(pictures.len(), 1, "{path}");
                let got = client.get(f.url(&pictures[0])).send().await.unwrap();
                assert_eq!(got.headers()["content-type"], "image/png");
                let etag = got.headers()["etag"].to_str().unwrap().to_string();
                assert_eq!(
                    got.bytes().await.unwrap().as_ref(),
                    want.as_slice(),
                    "{what} step {seq}"
                );
                let again = client
                    .get(f.url(&pictures[0]))
                    .header("If-None-Match", etag)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(again.status(), 304);
            }
            None => assert!(pictures.is_empty(), "{path}"),
        }
        next = body
            .split("rel=\"next\"")
            .next()
            .and_then(|before| before.rfind("href=\"").map(|i| &before[i + 6..]))
            .and_then(|rest| rest.split('"').next())
            .filter(|_| body.contains("rel=\"next\""))
            .map(unescape_href);
    }
    steps
}

#[tokio::test]
async fn every_game_of_every_kind_steps_to_its_end_showing_only_the_public_view() {
    let f = league_served(roomy()).await;
    for kind in paiju::games::any::GameKind::ALL {
        let steps = walk(&f, kind.name()).await;
        assert!(steps > 3, "{kind:?}: {steps} steps");
    }
    let steps = walk(&f, "hidden").await;
    assert!(steps > 3);
}

#[tokio::test]
async fn each_step_picture_is_the_one_paiju_render_table_public_draws() {
    let f = league_served(roomy()).await;
    let dir = tempfile::tempdir().unwrap();
    for kind in paiju::games::any::GameKind::ALL {
        let record = &f.records[kind.name()];
        let log = dir.path().join(format!("{}.json", kind.name()));
        std::fs::write(&log, serde_json::to_string(record).unwrap()).unwrap();
        let out = dir.path().join(kind.name());
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_paiju"))
            .args(["render", "table", "--public", "--log"])
            .arg(&log)
            .arg("--out")
            .arg(&out)
            .env("LANG", "C")
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "{kind:?}");
        let game = format!(
            "{}/g/{}",
            f.league_path(),
            game_slug(&f.page.secret, record.header.id)
        );
        let first = f.text(&game).await;
        let steps = inner(&first, "<ol class=\"moves\">", "</ol>")[0]
            .matches("<li>")
            .count();
        let mut compared = 0;
        for k in 0..steps {
            let page = f.text(&format!("{game}/{k}")).await;
            let seq: u64 = inner(&page, "data-seq=\"", "\"")[0].parse().unwrap();
            let Ok(drawn) = std::fs::read(out.join(format!("{seq:04}.png"))) else {
                continue;
            };
            let shown = f.bytes(&format!("{game}/{k}/table.png")).await;
            assert_eq!(
                shown.as_slice(),
                drawn.as_slice(),
                "{kind:?} step {k} (entry {seq})"
            );
            compared += 1;
        }
        assert!(compared > 3, "{kind:?}: {compared} pictures compared");
    }
}

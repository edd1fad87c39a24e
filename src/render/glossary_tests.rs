//! The glossaries in `docs/glossary/` are what the program shows: every word a row gives is in
//! the message it names (in that language), and no word a row rejects is in any text of the
//! game: its own locale file, its `/rules` text, its terminal help, and every message its front
//! (`src/render/<game>/`) names from the shared files (hint reasons, verb labels …).

use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::i18n::tests::{messages, render_with};
use std::path::Path;

/// One row of a glossary table.
struct Row {
    concept: String,
    words: [String; 3],
    shown_in: String,
    not: [Vec<String>; 2],
}

fn glossary(kind: GameKind) -> Vec<Row> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/glossary")
        .join(format!("{}.md", kind.name()));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (every game has a glossary)", path.display()));
    let mut rows = Vec::new();
    for line in text.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<String> = line
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect();
        if cells.len() != 7 || cells[0] == "concept" || cells[0].starts_with("---") {
            continue;
        }
        let not = |c: &str| -> Vec<String> {
            c.split('、')
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .map(String::from)
                .collect()
        };
        rows.push(Row {
            concept: cells[0].clone(),
            words: [cells[1].clone(), cells[2].clone(), cells[3].clone()],
            shown_in: cells[4].clone(),
            not: [not(&cells[5]), not(&cells[6])],
        });
    }
    rows
}

/// What the row's "shown in" renders in `locale`: a message id with sample arguments, or
/// `tile NAME` for a 幺地人 tile as the program shows it.
fn shown(locale: Locale, shown_in: &str) -> String {
    if let Some(name) = shown_in.strip_prefix("tile ") {
        let tile = crate::cards::tiles::parse_tile(name).expect("a tile name");
        return crate::render::tiles::tile(locale, tile);
    }
    let body = messages(locale)
        .into_iter()
        .find(|(id, _)| id == shown_in)
        .map(|(_, b)| b)
        .unwrap_or_else(|| panic!("{}: no message {shown_in}", locale.tag()));
    render_with(locale, shown_in, &body, "2")
}

/// The ids of the shared messages a game's front names (`"hint-reason-cheapest"` in
/// `src/render/doudizhu/hint.rs`, `"verb-discard-chicago"` …): each a quoted literal that is a
/// message id of the locale.
fn front_ids(kind: GameKind, ids: &[String]) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/render")
        .join(kind.name());
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for literal in text.split('"').skip(1).step_by(2) {
            if ids.iter().any(|id| id == literal) && !found.iter().any(|f| f == literal) {
                found.push(literal.to_string());
            }
        }
    }
    found
}

/// Every word of a game in a locale: its message file, its `/rules` text, its terminal help,
/// and the shared messages its front shows.
fn game_text(locale: Locale, kind: GameKind) -> String {
    let file = kind.name();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(locale.tag())
        .join(format!("{file}.ftl"));
    let source = std::fs::read_to_string(path).unwrap();
    // Comments name the glossary and may quote the words it rejects.
    let source: Vec<&str> = source.lines().filter(|l| !l.starts_with('#')).collect();
    let all = messages(locale);
    let ids: Vec<String> = all.iter().map(|(id, _)| id.clone()).collect();
    let mut shared = front_ids(kind, &ids);
    shared.push(format!("local-help-{file}"));
    let shared: Vec<String> = all
        .iter()
        .filter(|(id, _)| shared.contains(id))
        .map(|(_, body)| body.clone())
        .collect();
    format!(
        "{}\n{}\n{}",
        source.join("\n"),
        crate::render::rules_text::rules(locale, kind),
        shared.join("\n")
    )
}

#[test]
fn a_games_text_takes_in_the_shared_messages_its_front_shows() {
    let zh = game_text(Locale::ZhCn, GameKind::Doudizhu);
    // A hint reason (table.ftl) and the terminal's help line (terminal.ftl).
    assert!(zh.contains("不拆对子、三张和顺子"), "{zh}");
    assert!(zh.contains("要不起"), "{zh}");
    let ja = game_text(Locale::Ja, GameKind::Chowdah);
    assert!(ja.contains("ジョーカーは刻子にも順子にも入る"), "{ja}");
    assert!(
        !ja.contains("5点の最後のトリック"),
        "Chicago's hint reasons are not Chowdah's"
    );
}

#[test]
fn every_game_has_a_glossary_with_all_three_languages() {
    for kind in GameKind::ALL {
        let rows = glossary(kind);
        assert!(rows.len() >= 10, "{kind}: only {} rows", rows.len());
        for row in &rows {
            assert!(
                !row.words[1].is_empty() && !row.words[2].is_empty(),
                "{kind} {}: a zh-CN and a ja word",
                row.concept
            );
        }
    }
}

#[test]
fn the_program_shows_every_glossary_word() {
    let mut wrong = Vec::new();
    for kind in GameKind::ALL {
        for row in glossary(kind) {
            for (locale, word) in Locale::ALL.into_iter().zip(&row.words) {
                if word.is_empty() {
                    continue;
                }
                let text = shown(locale, &row.shown_in);
                if !text.to_lowercase().contains(&word.to_lowercase()) {
                    wrong.push(format!(
                        "{kind} {} {}: “{word}” not in {} “{text}”",
                        locale.tag(),
                        row.concept,
                        row.shown_in
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn no_game_uses_a_word_its_glossary_rejects() {
    let mut wrong = Vec::new();
    for kind in GameKind::ALL {
        let texts = [game_text(Locale::ZhCn, kind), game_text(Locale::Ja, kind)];
        for row in glossary(kind) {
            for (i, locale) in [Locale::ZhCn, Locale::Ja].into_iter().enumerate() {
                for word in &row.not[i] {
                    if texts[i].contains(word.as_str()) {
                        wrong.push(format!(
                            "{kind} {} {}: “{word}” is used (the glossary says “{}”)",
                            locale.tag(),
                            row.concept,
                            row.words[i + 1]
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

//! The written rules of each game are `docs/rules/<game>.md`, and they are the only written rules
//! the code may cite: a comment names the section it follows, as a GitHub heading anchor
//! (`// docs/rules/doudizhu.md#four-players: no trio-with-single`). These tests keep those
//! citations true, and keep out citations of rule texts that are not in this repository.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root: this crate lives in `rules/`.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The source trees whose comments cite the rules.
const SOURCE_DIRS: [&str; 2] = ["rules/src", "src"];

/// Where the written rules live, relative to the workspace root.
const RULES_DIR: &str = "docs/rules";

/// Every `.rs` file under `dir`, depth first, in name order.
fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rs_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

/// A source line: where it is (`rules/src/games/chicago/mod.rs:12`) and what it says.
struct Line {
    at: String,
    text: String,
}

/// Every line of every `.rs` file in the source trees.
fn source_lines() -> Vec<Line> {
    let root = workspace();
    let mut files = Vec::new();
    for dir in SOURCE_DIRS {
        rs_files(&root.join(dir), &mut files);
    }
    assert!(
        !files.is_empty(),
        "no .rs files found under {SOURCE_DIRS:?}"
    );
    let mut lines = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        let name = file
            .strip_prefix(&root)
            .unwrap_or(&file)
            .to_string_lossy()
            .replace('\\', "/");
        for (i, line) in text.lines().enumerate() {
            lines.push(Line {
                at: format!("{name}:{}", i + 1),
                text: line.to_owned(),
            });
        }
    }
    lines
}

/// The anchor GitHub gives a heading: lowercase; letters, digits, `-` and `_` kept; every space
/// becomes `-`; everything else (punctuation, symbols, markdown's backticks and stars) dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a markdown file's headings (`#` to `######`, outside fenced code), as GitHub
/// makes them: a repeated heading gets `-1`, `-2`, … after the first.
fn anchors(markdown: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut fenced = false;
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let hashes = trimmed.chars().take_while(|&c| c == '#').count();
        let Some(rest) = trimmed.get(hashes..) else {
            continue;
        };
        if !(1..=6).contains(&hashes) || !rest.starts_with(' ') {
            continue;
        }
        let base = slug(rest.trim().trim_end_matches('#'));
        let mut anchor = base.clone();
        let mut n = 0;
        while out.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        out.insert(anchor);
    }
    out
}

/// A citation of the rules found in the code: `docs/rules/<file>.md`, with its `#anchor` if any.
struct Citation {
    at: String,
    file: String,
    anchor: Option<String>,
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

fn is_anchor_char(c: char) -> bool {
    c.is_alphanumeric() || c == '-' || c == '_'
}

/// Every `docs/rules/<file>.md[#anchor]` in the source trees.
fn citations() -> Vec<Citation> {
    let prefix = format!("{RULES_DIR}/");
    let mut out = Vec::new();
    for line in source_lines() {
        let mut rest = line.text.as_str();
        while let Some(start) = rest.find(&prefix) {
            rest = &rest[start + prefix.len()..];
            let name_len = rest.find(|c: char| !is_name_char(c)).unwrap_or(rest.len());
            let Some(after) = rest[name_len..].strip_prefix(".md") else {
                continue;
            };
            let file = format!("{}.md", &rest[..name_len]);
            let anchor = after.strip_prefix('#').map(|a| {
                let len = a.find(|c: char| !is_anchor_char(c)).unwrap_or(a.len());
                a[..len].to_owned()
            });
            out.push(Citation {
                at: line.at.clone(),
                file,
                anchor,
            });
            rest = after;
        }
    }
    out
}

#[test]
fn no_source_file_cites_rule_texts_kept_outside_the_repository() {
    let offenders: Vec<String> = source_lines()
        .into_iter()
        .filter(|line| line.text.contains("seeds/") || line.text.contains("RULES-NOTES"))
        .map(|line| format!("{}: {}", line.at, line.text.trim()))
        .collect();
    assert!(
        offenders.is_empty(),
        "these lines cite rule texts outside the repository; cite the section of \
         {RULES_DIR}/<game>.md that states the rule instead (add it there if it is missing):\n{}",
        offenders.join("\n")
    );
}

#[test]
fn every_cited_rules_section_exists() {
    let root = workspace();
    // The anchors of each cited file, or `None` when it does not exist.
    let mut pages: BTreeMap<String, Option<BTreeSet<String>>> = BTreeMap::new();
    let mut offenders = Vec::new();
    for citation in citations() {
        let page = pages.entry(citation.file.clone()).or_insert_with(|| {
            fs::read_to_string(root.join(RULES_DIR).join(&citation.file))
                .ok()
                .map(|markdown| anchors(&markdown))
        });
        let Some(known) = page else {
            offenders.push(format!(
                "{}: {RULES_DIR}/{} does not exist",
                citation.at, citation.file
            ));
            continue;
        };
        match &citation.anchor {
            Some(anchor) if anchor.is_empty() => offenders.push(format!(
                "{}: {RULES_DIR}/{}# names no section",
                citation.at, citation.file
            )),
            Some(anchor) if !known.contains(anchor) => offenders.push(format!(
                "{}: {RULES_DIR}/{} has no heading with the anchor #{anchor} (its anchors: {})",
                citation.at,
                citation.file,
                known.iter().cloned().collect::<Vec<_>>().join(" ")
            )),
            _ => {}
        }
    }
    assert!(
        offenders.is_empty(),
        "citations of the rules that point nowhere:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn every_rules_page_is_cited_by_section() {
    let cited: BTreeSet<String> = citations()
        .into_iter()
        .filter(|c| c.anchor.is_some())
        .map(|c| c.file)
        .collect();
    for game in ["doudizhu", "chicago", "chowdah", "yaodiren"] {
        assert!(
            cited.contains(&format!("{game}.md")),
            "no source file cites a section of {RULES_DIR}/{game}.md: is the citation scan broken?"
        );
    }
}

#[test]
fn anchors_are_made_the_way_github_makes_them() {
    assert_eq!(slug("Four players"), "four-players");
    assert_eq!(slug("Players, cards, seats"), "players-cards-seats");
    assert_eq!(slug("The Chicago call (option)"), "the-chicago-call-option");
    assert_eq!(
        slug("Opening (起牌) and extra draws (偷牌)"),
        "opening-起牌-and-extra-draws-偷牌"
    );
    assert_eq!(
        slug("`fixed-kans` — a house rule"),
        "fixed-kans--a-house-rule"
    );
    let md = "# Title\n## Options\n```\n## Not a heading\n```\n### Options\n#hashtag\n";
    let got: Vec<String> = anchors(md).into_iter().collect();
    assert_eq!(got, ["options", "options-1", "title"]);
}

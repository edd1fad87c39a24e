//! The layer rule of `src/lib.rs` holds: every path a module names points to a layer below
//! its own. The rule is read from the table in `lib.rs`'s doc comment, so the words and the
//! check cannot drift apart.

use std::collections::BTreeMap;
use std::path::Path;

use crate::crates;

/// The rows of the layer table in `lib.rs`, top (frontends) first: the module names of each.
fn layer_rows(lib: &str) -> Vec<Vec<String>> {
    let doc: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("//!"))
        .map(str::trim)
        .collect();
    let start = doc
        .iter()
        .position(|l| *l == "```text")
        .expect("lib.rs has a ```text layer table");
    let end = start
        + 1
        + doc[start + 1..]
            .iter()
            .position(|l| *l == "```")
            .expect("the table ends");
    doc[start + 1..end]
        .iter()
        .map(|row| {
            let names = row.split('(').next().unwrap_or_default();
            // The first words name the row (`frontends`, `rules crate`); modules follow.
            names
                .split_whitespace()
                .filter(|w| KNOWN_LAYERS.contains(w))
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// The top-level modules of the two crates (the app re-exports `cards` and `games`).
const KNOWN_LAYERS: &[&str] = &[
    "discord", "local", "render", "images", "league", "users", "store", "table", "i18n", "games",
    "cards",
];

#[test]
fn every_module_imports_only_layers_below_its_own() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lib = std::fs::read_to_string(repo.join("src/lib.rs")).unwrap();
    let rows = layer_rows(&lib);
    // Row numbers counted from the bottom: a higher number may import a lower one.
    let height: BTreeMap<&str, usize> = rows
        .iter()
        .rev()
        .enumerate()
        .flat_map(|(h, row)| row.iter().map(move |m| (m.as_str(), h)))
        .collect();
    for layer in KNOWN_LAYERS {
        assert!(
            height.contains_key(layer),
            "lib.rs's layer table does not name `{layer}`"
        );
    }

    let mut slips: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for graph in crates() {
        for reference in graph.references() {
            let (Some(from), Some(to)) = (reference.from.first(), reference.target.first()) else {
                continue;
            };
            let (Some(&h_from), Some(&h_to)) = (height.get(from.as_str()), height.get(to.as_str()))
            else {
                continue;
            };
            if from != to && h_to >= h_from {
                let file = graph.display_file(&reference.file);
                slips
                    .entry((file, to.clone()))
                    .or_default()
                    .push(format!("{}: {}", reference.line, reference.written));
            }
        }
    }
    let unexpected: Vec<String> = slips
        .iter()
        .map(|((file, to), lines)| {
            format!(
                "    {file} imports `{to}` (line {})\n",
                lines.join(", line ")
            )
        })
        .collect();
    assert!(
        unexpected.is_empty(),
        "imports that point up or sideways in lib.rs's layer table:\n{}",
        unexpected.concat()
    );
}

#[test]
fn the_layer_table_is_read_row_by_row_ignoring_the_remarks() {
    let lib = "//! Layers:\n//! ```text\n//! frontends  discord local  (a store of words)\n\
               //! rules crate  games\n//! ```\n";
    assert_eq!(layer_rows(lib), [vec!["discord", "local"], vec!["games"]]);
}

/// Discord's own numbers stay in `discord`: the layers below keep tables, not a chat
/// service's, so a second frontend could share them. Code and SQL are read, comments are not.
#[test]
fn the_table_and_store_layers_name_no_discord() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    // `>> 22` is Discord's shard of a guild id (`discord::config::Shards`).
    let marks = ["serenity", "Shards", ">> 22", "Discord"];
    let mut found = Vec::new();
    for dir in ["src/table", "src/store"] {
        for file in rust_files(&repo.join(dir)) {
            let text = std::fs::read_to_string(&file).unwrap();
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or_default();
                for mark in marks.iter().filter(|m| code.contains(*m)) {
                    let file = file.strip_prefix(repo).unwrap().display();
                    found.push(format!("    {file}:{}: `{mark}`\n", n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "the table or store layer names Discord:\n{}",
        found.concat()
    );
}

fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

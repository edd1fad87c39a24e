//! A game is a plug-in: outside its own folders (`rules/src/games/<game>/`, its rules, and
//! `src/render/<game>/`, its front), at most three production files name it — the rules
//! crate's registration (`games/mod.rs`), the front's (`render/mod.rs`) and the terminal's
//! commands list (`local/cli.rs`). A fifth game is its two folders and those lines.

use std::path::{Path, PathBuf};

/// How many production files outside its folders may name a game.
const MOST: usize = 3;

/// The names a game goes by in code: its folder name in any case (`doudizhu`, `DouDizhu`),
/// and the short forms some identifiers and message ids use.
fn names(game: &str) -> Vec<String> {
    let mut names = vec![game.to_string()];
    match game {
        "doudizhu" => names.push("ddz".into()),
        "yaodiren" => names.push("ydr".into()),
        _ => {}
    }
    names
}

/// The games: the folders of `rules/src/games/` holding a `mod.rs`.
fn games(repo: &Path) -> Vec<String> {
    let mut games: Vec<String> = std::fs::read_dir(repo.join("rules/src/games"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.path().join("mod.rs").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    games.sort();
    games
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file only tests compile: `tests.rs`, `*_tests.rs`, or anything under a `tests/` folder.
fn is_test_file(rel: &str) -> bool {
    rel.ends_with("/tests.rs") || rel.ends_with("_tests.rs") || rel.contains("/tests/")
}

/// The file's production code, lower-cased and without comment lines: a `#[cfg(test)]` item
/// is left out (a `mod x;` line, or the inline module to the end of the file, where ours
/// stand).
fn production_code(text: &str) -> String {
    let mut code = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            match lines.next() {
                Some(item) if item.trim_end().ends_with(';') => continue,
                _ => break,
            }
        }
        if !line.trim_start().starts_with("//") {
            code.push(line);
        }
    }
    code.join("\n").to_lowercase()
}

/// Whether `code` names `name`: anywhere in an identifier or string, but not inside another
/// word (`ydr` in `hydrate`).
fn mentions(code: &str, name: &str) -> bool {
    code.match_indices(name).any(|(at, _)| {
        name.len() > 4
            || !code[..at]
                .chars()
                .next_back()
                .is_some_and(char::is_alphabetic)
    })
}

#[test]
fn a_game_is_named_by_at_most_three_production_files_outside_its_folders() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&repo.join("src"), &mut files);
    rust_files(&repo.join("rules/src"), &mut files);
    let sources: Vec<(String, String)> = files
        .iter()
        .map(|f| {
            let rel = f
                .strip_prefix(repo)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, production_code(&std::fs::read_to_string(f).unwrap()))
        })
        .filter(|(rel, _)| !is_test_file(rel))
        .collect();
    let games = games(repo);
    assert!(games.len() >= 4, "the games are found: {games:?}");
    let mut over = String::new();
    for game in &games {
        let own = [
            format!("rules/src/games/{game}/"),
            format!("src/render/{game}/"),
        ];
        let naming: Vec<&str> = sources
            .iter()
            .filter(|(rel, _)| !own.iter().any(|o| rel.starts_with(o.as_str())))
            .filter(|(_, code)| names(game).iter().any(|n| mentions(code, n)))
            .map(|(rel, _)| rel.as_str())
            .collect();
        if naming.len() > MOST {
            over.push_str(&format!(
                "{game} is named by {} files outside its folders (at most {MOST}):\n    {}\n",
                naming.len(),
                naming.join("\n    ")
            ));
        }
    }
    assert!(over.is_empty(), "{over}");
}

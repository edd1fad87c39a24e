//! The locales are complete and well-formed, and the code uses no id they lack.

use super::*;
use std::collections::BTreeSet;
use std::path::Path;

fn ftl_files(locale: Locale) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(locale.tag());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files
}

/// Message ids defined in a locale's files (top-level `id = …` lines).
fn defined_ids(locale: Locale) -> BTreeSet<String> {
    for f in ftl_files(locale) {
        let text = std::fs::read_to_string(&f).unwrap();
        let resource = fluent_templates::fluent_bundle::FluentResource::try_new(text.clone());
        assert!(
            resource.is_ok(),
            "{} does not parse: {:?}",
            f.display(),
            resource.err().map(|e| e.1)
        );
    }
    messages(locale).into_iter().map(|(id, _)| id).collect()
}

/// Every `t!(loc, "id"` literal in the sources.
fn used_ids() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs")
                && !path.ends_with("i18n/tests.rs")
            {
                let text = std::fs::read_to_string(&path).unwrap();
                let mut rest = text.as_str();
                while let Some(i) = rest.find("t!(") {
                    // Only the `t!` macro itself, not `print!(`, `format!(` …
                    let word_start = rest[..i]
                        .chars()
                        .next_back()
                        .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
                    rest = &rest[i + 3..];
                    if !word_start {
                        continue;
                    }
                    let Some(q) = rest.find('"') else { break };
                    // Only the literal right after the locale argument.
                    if rest[..q].contains(')') || rest[..q].contains(';') {
                        continue;
                    }
                    let tail = &rest[q + 1..];
                    let Some(end) = tail.find('"') else { break };
                    out.insert(tail[..end].to_string());
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    // The examples in `i18n/mod.rs`'s own docs.
    out.remove("id");
    out.remove("message-id");
    out
}

#[test]
fn every_used_id_exists_in_every_locale() {
    let used = used_ids();
    assert!(used.len() > 50, "the scan found too few ids: {used:?}");
    for locale in Locale::ALL {
        let defined = defined_ids(locale);
        let missing: Vec<_> = used.difference(&defined).collect();
        assert!(missing.is_empty(), "{}: missing {missing:?}", locale.tag());
    }
}

#[test]
fn every_locale_has_every_english_message() {
    let english = defined_ids(Locale::EnUs);
    for locale in [Locale::ZhCn, Locale::Ja] {
        let defined = defined_ids(locale);
        let missing: Vec<_> = english.difference(&defined).collect();
        assert!(missing.is_empty(), "{}: missing {missing:?}", locale.tag());
        let extra: Vec<_> = defined.difference(&english).collect();
        assert!(extra.is_empty(), "{}: not in en-US {extra:?}", locale.tag());
    }
}

#[test]
fn no_isolation_marks_and_args_substituted() {
    let s = crate::t!(
        Locale::EnUs,
        "table-joined",
        name = "Ann",
        seated = 2,
        seats = 3
    );
    assert!(!s.contains('\u{2068}') && !s.contains('\u{2069}'), "{s:?}");
    assert!(
        s.contains("Ann") && s.contains('2') && s.contains('3'),
        "{s}"
    );
}

#[test]
fn locale_tags() {
    assert_eq!(Locale::from_tag("zh-CN"), Locale::ZhCn);
    assert_eq!(Locale::from_tag("zh_TW.UTF-8"), Locale::ZhCn);
    assert_eq!(Locale::from_tag("ja"), Locale::Ja);
    assert_eq!(Locale::from_tag("en-GB"), Locale::EnUs);
    assert_eq!(Locale::from_tag("pt-BR"), Locale::EnUs);
}

/// Every message of a locale with its source text (the `id = …` line and its continuation
/// lines), in file order.
pub(crate) fn messages(locale: Locale) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for f in ftl_files(locale) {
        let text = std::fs::read_to_string(&f).unwrap();
        // A message goes on over indented lines and the `}` closing a selector, which may be
        // followed by more text with variables (`}: { $name } …`).
        for line in text.lines() {
            let first = line.chars().next();
            if first.is_some_and(|c| c.is_ascii_lowercase())
                && let Some((id, body)) = line.split_once(" =")
            {
                out.push((id.trim().to_string(), body.to_string()));
            } else if first.is_some_and(|c| c == ' ' || c == '}')
                && let Some((_, body)) = out.last_mut()
            {
                body.push('\n');
                body.push_str(line);
            }
        }
    }
    out
}

/// The variables a message's source text uses: `{ $name }`, `{ $left -> …`.
fn variables(body: &str) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    let mut rest = body;
    while let Some(i) = rest.find('$') {
        rest = &rest[i + 1..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() {
            vars.insert(name);
        }
    }
    vars
}

/// A message rendered with every variable set to `sample`.
pub(crate) fn render_with(locale: Locale, id: &str, body: &str, sample: &str) -> String {
    let vars = variables(body);
    let args: Vec<(&'static str, Arg)> = vars
        .into_iter()
        .map(|v| {
            let key: &'static str = Box::leak(v.into_boxed_str());
            (key, Arg::from(sample))
        })
        .collect();
    lookup(locale, id, args)
}

mod native;

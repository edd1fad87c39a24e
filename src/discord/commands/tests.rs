//! The declarations against Discord's limits, the locales and the reviewed JSON in
//! `commands/`.

use super::json::{TRANSLATED, message_base};
use super::*;
use crate::i18n::{self, Locale};
use crate::render::help::command_name;

fn is_option(node: &Value) -> bool {
    node.get("type")
        .and_then(Value::as_u64)
        .is_some_and(|t| t > 2)
        && node.get("options").is_none()
}

/// `commands/<name>.json` is the declaration's JSON (English, no translations): the file a
/// reviewer reads is what Discord gets. With `PAIJU_WRITE_COMMANDS=1` the files are written
/// from the declarations instead (a new or changed command), and the test then passes.
#[test]
fn the_json_in_commands_is_built_from_the_declarations() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("commands");
    let write = std::env::var_os("PAIJU_WRITE_COMMANDS").is_some();
    for (name, built) in DEFINITIONS.iter() {
        let path = dir.join(format!("{name}.json"));
        if write {
            let text = serde_json::to_string_pretty(built).unwrap() + "\n";
            std::fs::write(&path, text).unwrap();
            continue;
        }
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("commands/{name}.json: {e} (PAIJU_WRITE_COMMANDS=1)"));
        let kept: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            &kept, built,
            "commands/{name}.json differs from its declaration (PAIJU_WRITE_COMMANDS=1 rewrites it)"
        );
    }
    let files = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(
        files,
        DEFINITIONS.len(),
        "a file in commands/ without a declaration"
    );
}

/// A move's command is named by its move's word, and every move has one.
#[test]
fn every_move_has_its_command() {
    for verb in crate::games::Verb::ALL {
        let spec = spec(verb.word()).unwrap_or_else(|| panic!("/{}", verb.word()));
        assert_eq!(spec.verb, Some(verb));
    }
    for s in specs() {
        if let Some(verb) = s.verb {
            assert_eq!(s.name, verb.word());
        }
    }
}

/// `/help` names every command, from the declarations.
#[test]
fn help_names_every_declared_command_in_every_language() {
    for locale in Locale::ALL {
        let text = crate::render::help::help(locale, &help_entries());
        assert!(text.chars().count() <= 2000, "{}: too long", locale.tag());
        for name in names() {
            let shown = command_name(locale, name);
            assert!(
                text.contains(&format!("`/{shown}")),
                "{}: /{shown} missing",
                locale.tag()
            );
        }
    }
}

#[test]
fn the_moves_whose_slash_command_needs_an_argument_are_known() {
    let requires = |name| spec(name).unwrap().requires_an_option();
    for command in ["bid", "play", "claim", "swap"] {
        assert!(requires(command), "{command}");
    }
    for command in [
        "pass", "draw", "discard", "meld", "declare", "open", "fold", "hint",
    ] {
        assert!(!requires(command), "{command}");
    }
    assert!(button_only("play"));
    assert!(!button_only("play 33344") && !button_only("pass") && !button_only("bid 2"));
}

#[test]
fn every_definition_is_within_discords_limits() {
    let defs = definitions();
    assert!(defs.len() <= 100, "at most 100 global commands");
    let mut names = std::collections::HashSet::new();
    for (c, (file, _)) in defs.iter().zip(DEFINITIONS.iter()) {
        assert_eq!(c["name"].as_str(), Some(*file), "file name = command name");
        assert!(names.insert(c["name"].to_string()));
        assert_eq!(c["type"].as_u64(), Some(1), "{file}: a slash command");
        if let Err(e) = validate(c) {
            panic!("commands/{file}.json: {e}");
        }
    }
}

#[test]
fn the_validator_catches_what_discord_refuses() {
    let bad = [
        r#"{"name":"Play","description":"x"}"#,
        r#"{"name":"play cards","description":"x"}"#,
        r#"{"name":"play","description":""}"#,
        r#"{"name":"play","description":"x","options":[{"type":3,"name":"a","description":"x","autocomplete":true,"choices":[{"name":"a","value":"a"}]}]}"#,
        r#"{"name":"play","description":"x","options":[{"type":3,"name":"a","description":"x"},{"type":3,"name":"b","description":"x","required":true}]}"#,
    ];
    for b in bad {
        let v: Value = serde_json::from_str(b).unwrap();
        assert!(validate(&v).is_err(), "{b}");
    }
    let long = "x".repeat(101);
    let v = serde_json::json!({"name": "play", "description": long});
    assert!(validate(&v).is_err());
    let many: Vec<Value> = (0..26)
        .map(|i| serde_json::json!({"name": format!("c{i}"), "value": i}))
        .collect();
    let v = serde_json::json!({"name": "play", "description": "x", "options": [
        {"type": 4, "name": "n", "description": "x", "choices": many}]});
    assert!(validate(&v).is_err());
    assert!(valid_name("出牌") && valid_name("table") && valid_name("出す"));
}

/// The English in the JSON is the English in `commands.ftl`, and every name and
/// description has its zh-CN and ja translation.
#[test]
fn json_and_locales_agree() {
    fn walk(node: &Value, parent: &str, top: bool) {
        let name = node["name"].as_str().unwrap();
        let base = message_base(parent, name, !top && is_option(node));
        for (suffix, key) in [("name", "name"), ("desc", "description")] {
            let id = format!("{base}-{suffix}");
            assert_eq!(
                i18n::lookup(Locale::EnUs, &id, Vec::new()),
                node[key].as_str().unwrap(),
                "{id}: commands/*.json and locales/en-US/commands.ftl differ"
            );
            for l in TRANSLATED {
                assert!(i18n::has_message(l, &id), "{}: {id} missing", l.tag());
            }
            assert_eq!(
                node[format!("{key}_localizations")]
                    .as_object()
                    .unwrap()
                    .len(),
                2
            );
        }
        for c in node["choices"].as_array().into_iter().flatten() {
            let id = format!("{base}-choice-{}", c["value"].as_str().unwrap());
            assert_eq!(
                i18n::lookup(Locale::EnUs, &id, Vec::new()),
                c["name"].as_str().unwrap()
            );
            assert_eq!(
                c["name_localizations"].as_object().unwrap().len(),
                2,
                "{id}"
            );
        }
        for o in node["options"].as_array().into_iter().flatten() {
            walk(o, &base, false);
        }
    }
    for c in definitions() {
        walk(&c, "cmd", true);
    }
    assert_eq!(
        definitions()[3]["name_localizations"]["zh-CN"].as_str(),
        Some("出牌")
    );
}

/// Discord refuses a command whose options share a name in any language.
#[test]
fn sibling_options_have_distinct_names_in_every_language() {
    fn walk(siblings: &[Value], path: &str) {
        for locale in ["en-US", "zh-CN", "ja"] {
            let mut seen = std::collections::HashMap::new();
            for o in siblings {
                let own = o["name"].as_str().unwrap();
                let shown = o["name_localizations"][locale].as_str().unwrap_or(own);
                if let Some(other) = seen.insert(shown.to_string(), own) {
                    panic!("{path}: {other} and {own} are both “{shown}” in {locale}");
                }
            }
        }
        for o in siblings {
            let inner = o["options"].as_array().cloned().unwrap_or_default();
            walk(&inner, &format!("{path} {}", o["name"].as_str().unwrap()));
        }
    }
    walk(&definitions(), "");
}

/// `/help` lists the commands in the order a table is played, the moves on one line in the
/// order Discord lists them.
#[test]
fn help_lists_the_commands_in_the_order_a_table_is_played() {
    let entries = help_entries();
    assert_eq!(
        entries.commands[..4],
        [
            ("table", Some("new")),
            ("table", Some("join")),
            ("table", Some("bot")),
            ("table", Some("start")),
        ]
    );
    let rest: Vec<&str> = entries.commands[12..].iter().map(|(c, _)| *c).collect();
    assert_eq!(
        rest,
        [
            "hand", "hint", "notify", "rules", "league", "settings", "help"
        ]
    );
    assert_eq!(entries.moves[..3], ["bid", "play", "pass"]);
    assert_eq!(entries.moves.len(), crate::games::Verb::ALL.len());
}

//! The slash commands, as data: `commands/*.json` holds Discord's application-command JSON
//! with the English text; the zh-CN and ja names and descriptions come from `locales/`
//! (`commands.ftl`) and are added as `name_localizations` / `description_localizations` at
//! start. A test checks that the English in the JSON and in `locales/en-US/commands.ftl` agree,
//! so the JSON stays the one source of the English text.

use crate::i18n::{self, Locale};
use serde_json::{Map, Value};

/// Every definition, one file per top-level command.
pub const DEFINITIONS: &[(&str, &str)] = &[
    ("table", include_str!("../../commands/table.json")),
    ("hand", include_str!("../../commands/hand.json")),
    ("bid", include_str!("../../commands/bid.json")),
    ("play", include_str!("../../commands/play.json")),
    ("pass", include_str!("../../commands/pass.json")),
    ("draw", include_str!("../../commands/draw.json")),
    ("discard", include_str!("../../commands/discard.json")),
    ("meld", include_str!("../../commands/meld.json")),
    ("swap", include_str!("../../commands/swap.json")),
    ("declare", include_str!("../../commands/declare.json")),
    ("claim", include_str!("../../commands/claim.json")),
    ("open", include_str!("../../commands/open.json")),
    ("fold", include_str!("../../commands/fold.json")),
    ("rules", include_str!("../../commands/rules.json")),
    ("help", include_str!("../../commands/help.json")),
    ("hint", include_str!("../../commands/hint.json")),
    ("league", include_str!("../../commands/league.json")),
    ("settings", include_str!("../../commands/settings.json")),
    ("notify", include_str!("../../commands/notify.json")),
];

/// Whether the top-level `command` has an option Discord makes the user fill in (`/play`'s
/// cards): a move without an argument cannot be sent as that slash command.
fn requires_an_option(command: &str) -> bool {
    let Some((_, text)) = DEFINITIONS.iter().find(|(file, _)| *file == command) else {
        return false;
    };
    let definition: Value = serde_json::from_str(text).unwrap_or_default();
    definition["options"].as_array().is_some_and(|options| {
        options
            .iter()
            .any(|o| o["required"].as_bool() == Some(true))
    })
}

/// Whether the move typed as `typed` (`play`, `bid 2`) is one no slash command can send: a
/// bare verb whose command requires an option (joining a 幺地人 hand and Chowdah's extra
/// turn are a bare `play`; `/play` requires cards). Its button is the only way to make it.
pub fn button_only(typed: &str) -> bool {
    !typed.contains(' ') && requires_an_option(typed)
}

/// The locales Discord gets translations for (en-US is the JSON itself).
const TRANSLATED: [Locale; 2] = [Locale::ZhCn, Locale::Ja];

/// The definitions as sent to Discord (bulk overwrite), with their translations.
pub fn definitions() -> Vec<Value> {
    DEFINITIONS
        .iter()
        .map(|(file, text)| {
            let mut command: Value = serde_json::from_str(text)
                .unwrap_or_else(|e| panic!("commands/{file}.json does not parse: {e}"));
            localize(&mut command, "cmd");
            command
        })
        .collect()
}

/// The Fluent id prefix of a command, subcommand or option at `parent` named `name`: options
/// that several commands share (`table`, `game`) have one entry, `cmd-option-<name>`.
pub fn message_base(parent: &str, name: &str, is_option: bool) -> String {
    let shared = format!("cmd-option-{name}");
    if is_option && i18n::has_message(Locale::EnUs, &format!("{shared}-desc")) {
        shared
    } else {
        format!("{parent}-{name}")
    }
}

fn is_option(node: &Value) -> bool {
    // Subcommands (1) and groups (2) are addressed by path; real options may be shared.
    node.get("type")
        .and_then(Value::as_u64)
        .is_some_and(|t| t > 2)
        && node.get("options").is_none()
}

fn localize(node: &mut Value, parent: &str) {
    let Some(name) = node.get("name").and_then(Value::as_str).map(str::to_string) else {
        return;
    };
    let top_level = parent == "cmd";
    let base = message_base(parent, &name, !top_level && is_option(node));
    let obj = node.as_object_mut().expect("a command is an object");
    obj.insert(
        "name_localizations".into(),
        translations(&format!("{base}-name")),
    );
    obj.insert(
        "description_localizations".into(),
        translations(&format!("{base}-desc")),
    );
    if let Some(Value::Array(choices)) = obj.get_mut("choices") {
        for choice in choices {
            let value = choice
                .get("value")
                .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                .unwrap_or_default();
            if let Some(c) = choice.as_object_mut() {
                c.insert(
                    "name_localizations".into(),
                    translations(&format!("{base}-choice-{value}")),
                );
            }
        }
    }
    // Options of a subcommand are addressed under the subcommand; options of a shared option
    // do not exist.
    if let Some(Value::Array(options)) = obj.get_mut("options") {
        for option in options {
            localize(option, &base);
        }
    }
}

fn translations(id: &str) -> Value {
    let mut map = Map::new();
    for locale in TRANSLATED {
        if i18n::has_message(locale, id) {
            map.insert(
                locale.tag().to_string(),
                Value::String(i18n::lookup(locale, id, Vec::new())),
            );
        }
    }
    Value::Object(map)
}

/// Why a definition would be refused by Discord.
pub fn validate(command: &Value) -> Result<(), String> {
    let mut total = 0;
    check_node(command, true, 0, &mut total)?;
    if total > 4000 {
        return Err(format!(
            "{}: {total} characters in names, descriptions and choices (max 4000)",
            command["name"]
        ));
    }
    Ok(())
}

/// Discord's rule for names: 1–32 characters, lowercase, letters, digits, `-` and `_`.
pub fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || (c.is_alphanumeric() && !c.is_uppercase()))
}

fn valid_description(d: &str) -> bool {
    (1..=100).contains(&d.chars().count())
}

fn check_node(node: &Value, top: bool, depth: usize, total: &mut usize) -> Result<(), String> {
    let name = node["name"]
        .as_str()
        .ok_or("a command or option without a name")?;
    let at = |what: &str| format!("`{name}`: {what}");
    if !valid_name(name) {
        return Err(at("bad name"));
    }
    let desc = node["description"].as_str().unwrap_or("");
    if !valid_description(desc) {
        return Err(at("description must have 1–100 characters"));
    }
    *total += name.chars().count() + desc.chars().count();
    for key in ["name_localizations", "description_localizations"] {
        if let Some(map) = node.get(key).and_then(Value::as_object) {
            for (locale, text) in map {
                let text = text.as_str().unwrap_or("");
                let ok = if key == "name_localizations" {
                    valid_name(text)
                } else {
                    valid_description(text)
                };
                if !ok {
                    return Err(at(&format!("bad {key} for {locale}: {text:?}")));
                }
            }
        }
    }
    if !top {
        let kind = node["type"]
            .as_u64()
            .ok_or_else(|| at("option without type"))?;
        if !(1..=11).contains(&kind) {
            return Err(at("unknown option type"));
        }
    }
    let choices = node
        .get("choices")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if choices.len() > 25 {
        return Err(at("more than 25 choices"));
    }
    if !choices.is_empty() && node["autocomplete"].as_bool() == Some(true) {
        return Err(at("autocomplete cannot be combined with choices"));
    }
    for c in &choices {
        let cname = c["name"].as_str().unwrap_or("");
        if !(1..=100).contains(&cname.chars().count()) {
            return Err(at("choice names must have 1–100 characters"));
        }
        if let Some(v) = c["value"].as_str()
            && !(1..=100).contains(&v.chars().count())
        {
            return Err(at("choice values must have 1–100 characters"));
        }
        *total += cname.chars().count() + c["value"].to_string().chars().count();
        if let Some(map) = c.get("name_localizations").and_then(Value::as_object) {
            for text in map.values() {
                if !(1..=100).contains(&text.as_str().unwrap_or("").chars().count()) {
                    return Err(at("localized choice names must have 1–100 characters"));
                }
            }
        }
    }
    let options = node
        .get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if options.len() > 25 {
        return Err(at("more than 25 options"));
    }
    let mut seen_optional = false;
    let mut names = std::collections::HashSet::new();
    for o in &options {
        let oname = o["name"].as_str().unwrap_or("");
        if !names.insert(oname.to_string()) {
            return Err(at(&format!("option `{oname}` twice")));
        }
        let required = o["required"].as_bool() == Some(true);
        if required && seen_optional {
            return Err(at("required options must come before optional ones"));
        }
        seen_optional |= !required;
        let kind = o["type"].as_u64().unwrap_or(0);
        if kind <= 2 && depth >= 2 {
            return Err(at("subcommands nest at most two levels"));
        }
        check_node(o, false, depth + 1, total)?;
    }
    Ok(())
}

/// The top-level command names, for dispatch.
pub fn names() -> Vec<&'static str> {
    DEFINITIONS.iter().map(|(n, _)| *n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moves_whose_slash_command_needs_an_argument_are_known() {
        for command in ["bid", "play", "claim", "swap"] {
            assert!(requires_an_option(command), "{command}");
        }
        for command in [
            "pass", "draw", "discard", "meld", "declare", "open", "fold", "hint",
        ] {
            assert!(!requires_an_option(command), "{command}");
        }
        assert!(button_only("play"));
        assert!(!button_only("play 33344") && !button_only("pass") && !button_only("bid 2"));
    }

    #[test]
    fn every_definition_is_within_discords_limits() {
        let defs = definitions();
        assert!(defs.len() <= 100, "at most 100 global commands");
        let mut names = std::collections::HashSet::new();
        for (c, (file, _)) in defs.iter().zip(DEFINITIONS) {
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
}

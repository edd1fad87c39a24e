//! Discord's limits on a command definition, checked before Discord refuses it: names,
//! descriptions, choices, the number of options and how deep subcommands nest.

use serde_json::Value;

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

//! What Discord refuses (`50035 Invalid Form Body`): the fake answers a bot that breaks
//! Discord's limits as Discord does, and records why.

use super::*;

/// Why Discord would refuse this message (`50035 Invalid Form Body`): content over 2000
/// characters, or components over Discord's limits (5 rows; a row holds 1–5 buttons or one
/// select menu; custom ids 1–100 characters and unique; button labels up to 80; a select menu
/// has 1–25 options with unique values, labels and values up to 100, `max_values` no more
/// than its options).
pub fn refusal(content: &str, components: &Value) -> Option<String> {
    if content.chars().count() > 2000 {
        return Some(format!(
            "content has {} characters",
            content.chars().count()
        ));
    }
    let rows = match components {
        Value::Null => return None,
        Value::Array(rows) => rows,
        _ => return Some("components is not an array".into()),
    };
    if rows.len() > 5 {
        return Some(format!("{} action rows", rows.len()));
    }
    let mut ids = HashSet::new();
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    for row in rows {
        if row["type"] != 1 {
            return Some(format!("not an action row: {row}"));
        }
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let buttons = items.iter().filter(|c| c["type"] == 2).count();
        let menus = items.iter().filter(|c| c["type"] == 3).count();
        if items.is_empty() || buttons > 5 || menus > 1 || (menus == 1 && items.len() > 1) {
            return Some(format!("a row of {buttons} buttons and {menus} menus"));
        }
        for c in &items {
            let id = c["custom_id"].as_str().unwrap_or("");
            if !(1..=100).contains(&id.chars().count()) {
                return Some(format!("custom_id {id:?}"));
            }
            if !ids.insert(id.to_string()) {
                return Some(format!("custom_id {id:?} twice"));
            }
            if c["type"] == 2 {
                let label = chars(&c["label"]);
                if label > 80 || (label == 0 && c["emoji"].is_null()) {
                    return Some(format!("button label {}", c["label"]));
                }
                continue;
            }
            let options = c["options"].as_array().cloned().unwrap_or_default();
            if !(1..=25).contains(&options.len()) {
                return Some(format!("a menu of {} options", options.len()));
            }
            let mut values = HashSet::new();
            for o in &options {
                if !(1..=100).contains(&chars(&o["label"]))
                    || !(1..=100).contains(&chars(&o["value"]))
                    || !values.insert(o["value"].to_string())
                {
                    return Some(format!("menu option {o}"));
                }
            }
            let min = c["min_values"].as_u64().unwrap_or(1);
            let max = c["max_values"].as_u64().unwrap_or(1);
            if min > 25
                || max == 0
                || max > 25
                || min > max
                || usize::try_from(max).unwrap() > options.len()
            {
                return Some(format!("min_values {min}, max_values {max}"));
            }
            if chars(&c["placeholder"]) > 150 {
                return Some("placeholder over 150 characters".into());
            }
        }
    }
    None
}

/// Why Discord would refuse these embeds: more than 10; a title over 256 characters, a
/// description over 4096, more than 25 fields, a field name over 256 or value over 1024, a
/// footer over 2048, or over 6000 characters in all.
pub fn embeds_refusal(embeds: &Value) -> Option<String> {
    let list = match embeds {
        Value::Null => return None,
        Value::Array(list) => list,
        _ => return Some("embeds is not an array".into()),
    };
    if list.len() > 10 {
        return Some(format!("{} embeds", list.len()));
    }
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut total = 0;
    for e in list {
        let fields = e["fields"].as_array().cloned().unwrap_or_default();
        let (title, description, footer) = (
            chars(&e["title"]),
            chars(&e["description"]),
            chars(&e["footer"]["text"]),
        );
        if title > 256 || description > 4096 || footer > 2048 || fields.len() > 25 {
            return Some(format!(
                "an embed: title {title}, description {description}, footer {footer}, {} fields",
                fields.len()
            ));
        }
        total += title + description + footer + chars(&e["author"]["name"]);
        for f in &fields {
            let (name, value) = (chars(&f["name"]), chars(&f["value"]));
            if name == 0 || name > 256 || value == 0 || value > 1024 {
                return Some(format!("an embed field of {name}/{value} characters"));
            }
            total += name + value;
        }
    }
    (total > 6000).then(|| format!("embeds of {total} characters"))
}

/// The text of a message's embeds (titles, descriptions, fields, footers), for tests that
/// read everything a message shows.
pub fn embed_text(embeds: &Value) -> String {
    let mut out = Vec::new();
    for e in embeds.as_array().into_iter().flatten() {
        for part in [&e["title"], &e["description"], &e["footer"]["text"]] {
            if let Some(s) = part.as_str() {
                out.push(s.to_string());
            }
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            out.push(format!(
                "{} {}",
                f["name"].as_str().unwrap_or(""),
                f["value"].as_str().unwrap_or("")
            ));
        }
    }
    out.join("\n")
}

/// Why Discord would refuse these autocomplete choices: over 25, or a name or value that is
/// empty or over 100 characters.
pub fn choices_refusal(choices: &Value) -> Option<String> {
    let list = choices.as_array()?;
    if list.len() > 25 {
        return Some(format!("{} choices", list.len()));
    }
    for c in list {
        let name = c["name"].as_str().map_or(0, |s| s.chars().count());
        let value = c["value"].as_str().map_or(1, |s| s.chars().count());
        if !(1..=100).contains(&name) || !(1..=100).contains(&value) {
            return Some(format!("choice {c}"));
        }
    }
    None
}

/// Why Discord's client could not send this slash command: an option the registered command
/// (or the chosen subcommand) marks `required` is missing. Discord never delivers such an
/// interaction, so a test that sends one tests nothing a user can do. A command the bot has
/// not registered is left to the bot to refuse.
pub fn unsendable(registered: &[Value], data: &Value) -> Option<String> {
    let name = data["name"].as_str()?;
    let command = registered.iter().find(|c| c["name"] == name)?;
    let given = data["options"].as_array().cloned().unwrap_or_default();
    let is_sub = |o: &Value| o["type"] == 1 || o["type"] == 2;
    // `/table new …`: the options that count are the subcommand's.
    let (definition, given, path) = match given.iter().find(|o| is_sub(o)) {
        Some(sub) => {
            let defs = command["options"].as_array().cloned().unwrap_or_default();
            let def = defs.into_iter().find(|d| d["name"] == sub["name"])?;
            let inner = sub["options"].as_array().cloned().unwrap_or_default();
            (
                def,
                inner,
                format!("/{name} {}", sub["name"].as_str().unwrap_or("")),
            )
        }
        None => (command.clone(), given, format!("/{name}")),
    };
    let options = definition["options"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    options
        .iter()
        .filter(|o| o["required"] == true)
        .find(|o| !given.iter().any(|g| g["name"] == o["name"]))
        .map(|o| {
            format!(
                "Discord's client cannot send {path} without its required option `{}`",
                o["name"].as_str().unwrap_or("?")
            )
        })
}

#[cfg(test)]
mod tests {
    use super::unsendable;
    use serde_json::json;

    #[test]
    fn a_slash_command_without_a_required_option_is_one_no_client_sends() {
        let registered = [
            json!({"name": "play", "options": [{"type": 3, "name": "cards", "required": true}]}),
            json!({"name": "table", "options": [
                {"type": 1, "name": "remove", "options": [{"type": 4, "name": "seat", "required": true}]},
                {"type": 1, "name": "join"}
            ]}),
        ];
        let why = unsendable(&registered, &json!({"name": "play", "options": []}));
        assert!(why.is_some_and(|w| w.contains("/play") && w.contains("`cards`")));
        let given =
            json!({"name": "play", "options": [{"type": 3, "name": "cards", "value": "3"}]});
        assert_eq!(unsendable(&registered, &given), None);
        // A subcommand's own options count.
        let remove =
            json!({"name": "table", "options": [{"type": 1, "name": "remove", "options": []}]});
        assert!(unsendable(&registered, &remove).is_some_and(|w| w.contains("/table remove")));
        let join = json!({"name": "table", "options": [{"type": 1, "name": "join"}]});
        assert_eq!(unsendable(&registered, &join), None);
        // A command the bot never registered is the bot's to refuse.
        assert_eq!(unsendable(&registered, &json!({"name": "nope"})), None);
    }
}

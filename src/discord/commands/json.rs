//! A declaration as Discord's application-command JSON, with its text from Fluent: the
//! English (`locales/en-US/commands.ftl`) as `name` / `description`, zh-CN and ja as
//! `name_localizations` / `description_localizations`. `commands/*.json` is this without
//! the translations (a test keeps them equal; see `tests.rs` for regenerating them).

use super::spec::{Choices, CommandSpec, Contexts, Kind, OptionSpec, Required};
use crate::games::any::GameKind;
use crate::i18n::{self, Locale};
use serde_json::{Map, Value, json};

/// The locales Discord gets translations for (en-US is the JSON itself).
pub const TRANSLATED: [Locale; 2] = [Locale::ZhCn, Locale::Ja];

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

fn english(id: &str) -> String {
    i18n::lookup(Locale::EnUs, id, Vec::new())
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

/// The command as registered (`translated`) or as kept in `commands/` (English only).
pub fn command(spec: &CommandSpec, translated: bool) -> Value {
    let base = format!("cmd-{}", spec.name);
    let mut obj = Map::new();
    obj.insert("name".into(), english(&format!("{base}-name")).into());
    obj.insert("type".into(), 1.into());
    obj.insert(
        "description".into(),
        english(&format!("{base}-desc")).into(),
    );
    let contexts = match spec.contexts {
        Contexts::Guild => json!([0]),
        Contexts::GuildAndDms => json!([0, 1]),
    };
    obj.insert("contexts".into(), contexts);
    obj.insert("integration_types".into(), json!([0]));
    if let Some(bits) = spec.permissions {
        obj.insert("default_member_permissions".into(), bits.into());
    }
    if !spec.options.is_empty() {
        let options = spec.options.iter().map(|o| option(o, &base, translated));
        obj.insert("options".into(), Value::Array(options.collect()));
    }
    if translated {
        localize(&mut obj, &base);
    }
    Value::Object(obj)
}

fn option(spec: &OptionSpec, parent: &str, translated: bool) -> Value {
    let nested = match spec.kind {
        Kind::SubCommand(o) | Kind::Group(o) => Some(o),
        _ => None,
    };
    // Subcommands and groups are addressed by path; real options may be shared.
    let base = message_base(parent, spec.name, nested.is_none());
    let mut obj = Map::new();
    obj.insert("type".into(), spec.kind.code().into());
    obj.insert("name".into(), english(&format!("{base}-name")).into());
    obj.insert(
        "description".into(),
        english(&format!("{base}-desc")).into(),
    );
    match spec.required {
        Required::Unsaid => {}
        Required::Yes => _ = obj.insert("required".into(), true.into()),
        Required::No => _ = obj.insert("required".into(), false.into()),
    }
    if spec.autocomplete {
        obj.insert("autocomplete".into(), true.into());
    }
    if let Some(n) = spec.max_length {
        obj.insert("max_length".into(), n.into());
    }
    if let Some(n) = spec.min_value {
        obj.insert("min_value".into(), n.into());
    }
    if let Some(n) = spec.max_value {
        obj.insert("max_value".into(), n.into());
    }
    let values: Vec<&str> = match spec.choices {
        Choices::None => Vec::new(),
        Choices::Words(words) => words.to_vec(),
        Choices::Games => GameKind::ALL.iter().map(|k| k.name()).collect(),
    };
    if !values.is_empty() {
        let choices = values.iter().map(|value| {
            let id = format!("{base}-choice-{value}");
            let mut c = Map::new();
            c.insert("name".into(), english(&id).into());
            c.insert("value".into(), (*value).into());
            if translated {
                c.insert("name_localizations".into(), translations(&id));
            }
            Value::Object(c)
        });
        obj.insert("choices".into(), Value::Array(choices.collect()));
    }
    if let Some(options) = nested.filter(|o| !o.is_empty()) {
        let options = options.iter().map(|o| option(o, &base, translated));
        obj.insert("options".into(), Value::Array(options.collect()));
    }
    if translated {
        localize(&mut obj, &base);
    }
    Value::Object(obj)
}

fn localize(obj: &mut Map<String, Value>, base: &str) {
    obj.insert(
        "name_localizations".into(),
        translations(&format!("{base}-name")),
    );
    obj.insert(
        "description_localizations".into(),
        translations(&format!("{base}-desc")),
    );
}

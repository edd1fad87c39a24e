//! Every user-visible string goes through Fluent files under `locales/<lang>/`, embedded in the
//! binary. `t!(locale, "message-id", arg = value, …)` looks one up. A test checks that every id
//! the code uses exists in every locale and that every file parses.

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid};
use std::borrow::Cow;
use std::collections::HashMap;

fluent_templates::static_loader! {
    pub static LOCALES = {
        locales: "./locales",
        fallback_language: "en-US",
        // Without this every variable is wrapped in invisible U+2068/U+2069 marks, which
        // Discord shows as-is.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The languages paiju speaks. Anything else falls back to English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Locale {
    #[default]
    EnUs,
    ZhCn,
    Ja,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::EnUs, Locale::ZhCn, Locale::Ja];

    /// From a Discord locale (`en-US`, `zh-CN`, `ja`, …) or a POSIX `LANG` (`zh_CN.UTF-8`).
    pub fn from_tag(tag: &str) -> Locale {
        let t = tag.to_lowercase().replace('_', "-");
        if t.starts_with("zh") {
            Locale::ZhCn
        } else if t.starts_with("ja") {
            Locale::Ja
        } else {
            Locale::EnUs
        }
    }

    pub fn tag(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::ZhCn => "zh-CN",
            Locale::Ja => "ja",
        }
    }

    pub fn langid(self) -> LanguageIdentifier {
        match self {
            Locale::EnUs => langid!("en-US"),
            Locale::ZhCn => langid!("zh-CN"),
            Locale::Ja => langid!("ja"),
        }
    }
}

/// An argument value for a message.
pub enum Arg {
    Str(String),
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}
// One `as` for every integer type: u64 and usize have no lossless `From` into i64, and the
// counts and scores shown never come near its limit.
macro_rules! arg_from_int {
    ($($t:ty),*) => { $(impl From<$t> for Arg {
        #[allow(clippy::cast_lossless, clippy::cast_possible_wrap)]
        fn from(n: $t) -> Arg { Arg::Num(n as i64) }
    })* };
}
arg_from_int!(i64, i32, u64, u32, u8, usize);

/// Looks up `id` in `locale` (falling back to English) with named arguments.
pub fn lookup(locale: Locale, id: &str, args: Vec<(&'static str, Arg)>) -> String {
    let text = lookup_raw(locale, id, args);
    match locale {
        Locale::ZhCn => typography::space_han_latin(&text),
        _ => text,
    }
}

fn lookup_raw(locale: Locale, id: &str, args: Vec<(&'static str, Arg)>) -> String {
    let lang = locale.langid();
    if args.is_empty() {
        return LOCALES.lookup(&lang, id);
    }
    let map: HashMap<Cow<'static, str>, FluentValue> = args
        .into_iter()
        .map(|(k, v)| {
            let value = match v {
                Arg::Str(s) => FluentValue::from(s),
                Arg::Num(n) => FluentValue::from(n),
            };
            (Cow::Borrowed(k), value)
        })
        .collect();
    LOCALES.lookup_with_args(&lang, id, &map)
}

/// Items in a run, the way the locale writes one: "A, B, C" / "A、B、C". For lists with no
/// "and" (option lists, counts).
pub fn series<S: AsRef<str>>(locale: Locale, items: &[S]) -> String {
    let sep = lookup(locale, "list-sep", Vec::new());
    items
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(&sep)
}

/// Items as the locale lists them with its "and": "A, B and C" / "A、B和C" / "A、BとC".
pub fn list<S: AsRef<str>>(locale: Locale, items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [first, last] => crate::t!(
            locale,
            "list-and",
            init = first.as_ref(),
            last = last.as_ref()
        ),
        // Three or more: Japanese joins a longer list with 、 throughout ("Ann、Bob、Cy"), as
        // "Ann、BobとCy" reads as two groups.
        [init @ .., last] => crate::t!(
            locale,
            "list-and-more",
            init = series(locale, init),
            last = last.as_ref()
        ),
    }
}

/// Items as alternatives: "A, B or C" / "A、B或C" / "A、BかC".
pub fn alternatives<S: AsRef<str>>(locale: Locale, items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => crate::t!(
            locale,
            "list-or",
            init = series(locale, init),
            last = last.as_ref()
        ),
    }
}

/// Whether `id` exists in `locale` itself (no fallback).
pub fn has_message(locale: Locale, id: &str) -> bool {
    LOCALES
        .lookup_no_default_fallback::<&str>(&locale.langid(), id, None)
        .is_some()
}

/// `t!(locale, "id")` or `t!(locale, "id", name = value, …)`.
#[macro_export]
macro_rules! t {
    ($locale:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        $crate::i18n::lookup($locale, $id, vec![$((stringify!($key), $crate::i18n::Arg::from($value))),*])
    };
}

pub mod bidi;
pub mod typography;

#[cfg(test)]
pub(crate) mod tests;

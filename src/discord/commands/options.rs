//! Typed options: each command's options arrive as serenity's `ResolvedOption`s and are read
//! once, into the command's own struct, here and nowhere else. Reading never fails: Discord
//! checked the types, and a missing or odd value is the handler's to answer (as `None`).

use serenity::all::{ResolvedOption, ResolvedValue};

/// A command's options, read from what Discord sent.
pub trait FromOptions: Sized {
    fn from_options(options: &[ResolvedOption<'_>]) -> Self;
}

/// A command without options (`/help`).
impl FromOptions for () {
    fn from_options(_: &[ResolvedOption<'_>]) -> Self {}
}

/// The options by name: what the structs' `from_options` read with.
pub struct Options<'a, 'b>(pub &'a [ResolvedOption<'b>]);

impl<'a, 'b> Options<'a, 'b> {
    pub fn value(&self, name: &str) -> Option<&'a ResolvedValue<'b>> {
        self.0.iter().find(|o| o.name == name).map(|o| &o.value)
    }

    /// A string option (or one being typed, for suggestions).
    pub fn string(&self, name: &str) -> Option<String> {
        match self.value(name)? {
            ResolvedValue::String(s) => Some((*s).to_string()),
            ResolvedValue::Autocomplete { value, .. } => Some((*value).to_string()),
            _ => None,
        }
    }

    /// An integer option (or one being typed, read as a number).
    pub fn integer(&self, name: &str) -> Option<i64> {
        match self.value(name)? {
            ResolvedValue::Integer(n) => Some(*n),
            ResolvedValue::Autocomplete { value, .. } => value.trim().parse().ok(),
            _ => None,
        }
    }

    pub fn boolean(&self, name: &str) -> Option<bool> {
        match self.value(name)? {
            ResolvedValue::Boolean(on) => Some(*on),
            _ => None,
        }
    }

    /// A role option's id.
    pub fn role(&self, name: &str) -> Option<u64> {
        match self.value(name)? {
            ResolvedValue::Role(r) => Some(r.id.get()),
            _ => None,
        }
    }

    /// A user option's id.
    pub fn user(&self, name: &str) -> Option<u64> {
        match self.value(name)? {
            ResolvedValue::User(u, _) => Some(u.id.get()),
            _ => None,
        }
    }

    /// The subcommand chosen (`/table new …`), with its options.
    pub fn subcommand(&self) -> Option<(&'b str, Options<'a, 'b>)> {
        match self.0.first()? {
            ResolvedOption {
                name,
                value: ResolvedValue::SubCommand(o),
                ..
            } => Some((*name, Options(o))),
            _ => None,
        }
    }

    /// The group and subcommand chosen (`/league season start …`).
    pub fn group(&self) -> Option<(&'b str, Option<(&'b str, Options<'a, 'b>)>)> {
        match self.0.first()? {
            ResolvedOption {
                name,
                value: ResolvedValue::SubCommandGroup(sub),
                ..
            } => Some((*name, Options(sub).subcommand())),
            _ => None,
        }
    }
}

/// The `table` option alone (`/hand`, `/hint`): which table, when a DM cannot tell.
pub struct TableChoice {
    pub table: Option<String>,
}

impl FromOptions for TableChoice {
    fn from_options(options: &[ResolvedOption<'_>]) -> Self {
        TableChoice {
            table: Options(options).string("table"),
        }
    }
}

/// A move's options: its one argument other than `table` (`/play cards:33344`), as typed.
pub struct MoveOptions {
    pub argument: String,
    pub table: Option<String>,
}

impl FromOptions for MoveOptions {
    fn from_options(options: &[ResolvedOption<'_>]) -> Self {
        let argument = options
            .iter()
            .filter(|o| o.name != "table")
            .find_map(|o| match &o.value {
                ResolvedValue::String(s) => Some(s.to_string()),
                ResolvedValue::Autocomplete { value, .. } => Some(value.to_string()),
                ResolvedValue::Integer(n) => Some(n.to_string()),
                _ => None,
            })
            .unwrap_or_default();
        MoveOptions {
            argument,
            table: Options(options).string("table"),
        }
    }
}

/// An option by name, for handlers that read their subcommands' options as they go
/// (`/league`).
pub fn option<'a>(options: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a ResolvedValue<'a>> {
    options.iter().find(|o| o.name == name).map(|o| &o.value)
}

pub fn string_option<'a>(options: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a str> {
    match option(options, name)? {
        ResolvedValue::String(s) => Some(s),
        ResolvedValue::Autocomplete { value, .. } => Some(value),
        _ => None,
    }
}

pub fn int_option(options: &[ResolvedOption<'_>], name: &str) -> Option<i64> {
    match option(options, name)? {
        ResolvedValue::Integer(n) => Some(*n),
        ResolvedValue::Autocomplete { value, .. } => value.trim().parse().ok(),
        _ => None,
    }
}

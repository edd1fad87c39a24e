//! A slash command's shape as data: what Discord needs to show it (its options, who may use
//! it, where), and where `/help` lists it. The English and translated names and descriptions
//! are not here: they are the Fluent entries of `locales/*/commands.ftl` (see `json`).

use crate::games::Verb;

/// Where a command may be used (Discord's interaction contexts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contexts {
    /// In a server only (`[0]`).
    Guild,
    /// In a server and in the bot's DMs (`[0, 1]`).
    GuildAndDms,
}

/// Whether an option says it is required: Discord's default is "no", and some definitions say
/// so out loud (`"required": false`); the JSON keeps what was said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Required {
    Unsaid,
    Yes,
    No,
}

/// The fixed values an option offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choices {
    None,
    /// String values, each named by `<option>-choice-<value>` in Fluent.
    Words(&'static [&'static str]),
    /// One choice per game (`GameKind::ALL`, by its name): a new game is offered everywhere.
    Games,
}

/// Discord's option types (the values are Discord's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    SubCommand(&'static [OptionSpec]),
    Group(&'static [OptionSpec]),
    String,
    Integer,
    Boolean,
    User,
    Role,
}

impl Kind {
    pub fn code(self) -> u64 {
        match self {
            Kind::SubCommand(_) => 1,
            Kind::Group(_) => 2,
            Kind::String => 3,
            Kind::Integer => 4,
            Kind::Boolean => 5,
            Kind::User => 6,
            Kind::Role => 8,
        }
    }
}

/// One option, subcommand or subcommand group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: Kind,
    pub required: Required,
    pub autocomplete: bool,
    pub max_length: Option<u16>,
    pub min_value: Option<i64>,
    pub max_value: Option<i64>,
    pub choices: Choices,
}

impl OptionSpec {
    const fn new(name: &'static str, kind: Kind) -> OptionSpec {
        OptionSpec {
            name,
            kind,
            required: Required::Unsaid,
            autocomplete: false,
            max_length: None,
            min_value: None,
            max_value: None,
            choices: Choices::None,
        }
    }
    pub const fn string(name: &'static str) -> OptionSpec {
        OptionSpec::new(name, Kind::String)
    }
    pub const fn integer(name: &'static str) -> OptionSpec {
        OptionSpec::new(name, Kind::Integer)
    }
    pub const fn boolean(name: &'static str) -> OptionSpec {
        OptionSpec::new(name, Kind::Boolean)
    }
    pub const fn user(name: &'static str) -> OptionSpec {
        OptionSpec::new(name, Kind::User)
    }
    pub const fn role(name: &'static str) -> OptionSpec {
        OptionSpec::new(name, Kind::Role)
    }
    pub const fn sub(name: &'static str, options: &'static [OptionSpec]) -> OptionSpec {
        OptionSpec::new(name, Kind::SubCommand(options))
    }
    pub const fn group(name: &'static str, subs: &'static [OptionSpec]) -> OptionSpec {
        OptionSpec::new(name, Kind::Group(subs))
    }
    pub const fn required(mut self) -> OptionSpec {
        self.required = Required::Yes;
        self
    }
    pub const fn optional(mut self) -> OptionSpec {
        self.required = Required::No;
        self
    }
    pub const fn autocomplete(mut self) -> OptionSpec {
        self.autocomplete = true;
        self
    }
    pub const fn max_length(mut self, n: u16) -> OptionSpec {
        self.max_length = Some(n);
        self
    }
    pub const fn range(mut self, min: i64, max: i64) -> OptionSpec {
        self.min_value = Some(min);
        self.max_value = Some(max);
        self
    }
    pub const fn choices(mut self, values: &'static [&'static str]) -> OptionSpec {
        self.choices = Choices::Words(values);
        self
    }
    pub const fn games(mut self) -> OptionSpec {
        self.choices = Choices::Games;
        self
    }
}

/// The `table` option every table command has: which table, when a DM cannot tell.
pub const TABLE: OptionSpec = OptionSpec::string("table").autocomplete();

/// Where `/help` lists a command: its lines are sorted by `rank` (the order a table is
/// played), the moves share one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Help {
    /// One line, `/hand — …`.
    Line { rank: u8 },
    /// One line per subcommand, each with its rank (`/table new — …`).
    Subcommands(&'static [(&'static str, u8)]),
    /// On the shared line of moves.
    Move,
}

/// One top-level slash command, declared once: its shape, who may use it and its help entry.
/// Its handler and suggestions are the [`super::Slash`] impl that carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandSpec {
    pub name: &'static str,
    pub contexts: Contexts,
    /// Discord's `default_member_permissions` (a permission bit set as a decimal string):
    /// who sees the command before a server changes it.
    pub permissions: Option<&'static str>,
    pub options: &'static [OptionSpec],
    pub help: Help,
    /// The move the command makes, for the moves' commands.
    pub verb: Option<Verb>,
}

impl CommandSpec {
    pub const fn new(name: &'static str, options: &'static [OptionSpec], help: Help) -> Self {
        CommandSpec {
            name,
            contexts: Contexts::GuildAndDms,
            permissions: None,
            options,
            help,
            verb: None,
        }
    }

    /// A move's command, named by the move's word: its argument (if any) and `table`.
    pub const fn verb(verb: Verb, word: &'static str, options: &'static [OptionSpec]) -> Self {
        let mut spec = CommandSpec::new(word, options, Help::Move);
        spec.verb = Some(verb);
        spec
    }

    pub const fn guild_only(mut self) -> Self {
        self.contexts = Contexts::Guild;
        self
    }

    /// Only members with these permissions see it by default (`"32"`: Manage Server).
    pub const fn permissions(mut self, bits: &'static str) -> Self {
        self.permissions = Some(bits);
        self
    }

    /// Whether Discord makes the user fill in an option (`/play`'s cards).
    pub fn requires_an_option(&self) -> bool {
        self.options.iter().any(|o| o.required == Required::Yes)
    }
}

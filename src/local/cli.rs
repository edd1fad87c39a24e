//! The command line: `paiju` (the Discord bot), `paiju play`, `paiju rules`, `paiju sim`.

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "paiju",
    version,
    about = "paiju (牌局): card tables on Discord and in your terminal"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Run the Discord bot (the default with no subcommand).
    Bot,
    /// Play a table in the terminal, against bots or by script.
    Play(PlayArgs),
    /// Ask the rules engine: legal moves, hand values, scores.
    #[command(subcommand)]
    Rules(RulesCmd),
    /// Bot-vs-bot games at full speed, checking every invariant.
    Sim(SimArgs),
    /// Serve tables over a JSON line protocol on stdin/stdout (for programs and tests).
    Stdio {
        #[arg(long)]
        lang: Option<String>,
        /// Keep tables in this database (`sqlite://…`, `postgres://…`); without it, in memory.
        #[arg(long)]
        database: Option<String>,
    },
    /// Write a stored table's log as JSON (for `paiju replay FILE`, disputes, bug reports).
    Export {
        table: u64,
        /// Default: `DATABASE_URL`, else the embedded SQLite file.
        #[arg(long)]
        database: Option<String>,
    },
    /// Replay a table step by step: a stored table's id, or a file from `export` /
    /// `play --save`.
    Replay {
        /// A table id (from the database) or a table record file (JSON).
        source: String,
        /// Default: `DATABASE_URL`, else the embedded SQLite file.
        #[arg(long)]
        database: Option<String>,
        /// Print the log entries as JSON lines instead of the announcements.
        #[arg(long)]
        json: bool,
        #[arg(long)]
        lang: Option<String>,
    },
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// doudizhu, chicago, chowdah or yaodiren.
    pub game: String,
    /// Number of players (sets the `players` option).
    #[arg(long)]
    pub players: Option<u8>,
    /// Table options, KEY=VALUE (repeatable), e.g. `--option spring=on`.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Seed for the deal (random if omitted).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Seats played by bots, e.g. `1,2`. Interactive play defaults to every seat but yours.
    #[arg(long, value_delimiter = ',')]
    pub bots: Option<Vec<u8>>,
    /// A JSON deal file (hands and the rest of the deal, in card notation).
    #[arg(long)]
    pub deal: Option<PathBuf>,
    /// Play from a script (`-` for stdin): lines `SEAT COMMAND`, seats from 0.
    #[arg(long)]
    pub script: Option<String>,
    /// One JSON object per line for each public event; the last is `game_over`.
    #[arg(long)]
    pub json: bool,
    /// Your seat in interactive play.
    #[arg(long, default_value_t = 0)]
    pub seat: u8,
    /// Language: en-US, zh-CN or ja (default from $LANG).
    #[arg(long)]
    pub lang: Option<String>,
    /// Write the table's log here when the session ends (for `paiju replay`, bug reports).
    #[arg(long)]
    pub save: Option<std::path::PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum RulesCmd {
    /// Dou Dizhu: legal moves and combination kinds.
    #[command(subcommand)]
    Doudizhu(DdzRules),
    /// Chicago: poker hand values and comparisons.
    #[command(subcommand)]
    Chicago(ChicagoRules),
    /// Chowdah: a player's best scoring arrangement.
    #[command(subcommand)]
    Chowdah(ChowdahRules),
    /// 幺地人: the best split of a hand into kans, its 砣 and 番.
    #[command(subcommand)]
    Yaodiren(YaodirenRules),
}

#[derive(Debug, Subcommand)]
pub enum ChowdahRules {
    /// The best colour and arrangement of a player's cards, and the points, as JSON:
    /// `{"colour", "melds", "unmelded", "points"}`.
    Score {
        /// The concealed hand (`Kc Kc 8d JK 8h …`).
        #[arg(long, num_args = 1.., required = true)]
        hand: Vec<String>,
        /// An exposed meld (repeatable), e.g. `--exposed "Ad 2d 3d"`.
        #[arg(long)]
        exposed: Vec<String>,
        /// The round's contract, 1–8 (1 is the standard pair + trey + quad + quint).
        #[arg(long, default_value_t = 1)]
        contract: u8,
        /// The player called Chowdah (+5, no penalty for unmelded cards).
        #[arg(long)]
        chowdah: bool,
        /// Table options (`ace-scoring=on`, `double-score=on`).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
    },
}

#[derive(Debug, Subcommand)]
pub enum YaodirenRules {
    /// The best split into 7 kans (each kan's 砣, the total, whether it wins, the 番), or why
    /// there is none.
    Kans {
        /// Tiles by name, pinyin or pips: `天 天 天 地 地 …`, `tian tian …`, `6-6 6-6 …`.
        #[arg(long, num_args = 1.., required = true)]
        hand: Vec<String>,
        /// The hand is the dealer's (threshold 34 砣 instead of 33).
        #[arg(long)]
        dealer: bool,
        /// Table options (e.g. `black-exempt=off`).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum ChicagoRules {
    /// The category of a five-card hand, its points and the cards that make it.
    Hand {
        /// Five cards (`Ah Kh Qh Jh Th`; one quoted argument or five).
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Compares two five-card hands: prints `>`, `<` or `=`.
    Compare {
        /// Two hands: two quoted arguments, or ten cards in a row (first five, last five).
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
    },
}

#[derive(Debug, Subcommand)]
pub enum DdzRules {
    /// Every distinct legal play from a hand, leading or following a play.
    Moves {
        #[arg(long, default_value_t = 3)]
        players: u8,
        #[arg(long)]
        hand: String,
        #[arg(long)]
        follow: Option<String>,
    },
    /// The combination kind and main rank of some cards, or why they are no combination.
    Classify {
        #[arg(long, default_value_t = 3)]
        players: u8,
        cards: String,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Args)]
pub struct SimArgs {
    pub game: String,
    #[arg(long)]
    pub players: Option<u8>,
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

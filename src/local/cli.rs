//! The command line: `paiju` (the Discord bot), `paiju play`, `paiju rules`, `paiju sim`, and
//! the tools for stored tables (`tables`, `export`, `replay`).

use crate::games::Level;
use crate::games::arena::Agent;
use crate::i18n::Locale;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

mod arg_values;
pub use arg_values::{ArgRefusal, lang_in, parse_lang};
use arg_values::{
    at_least_one, parse_agent, parse_guild, parse_level, parse_sim_level, players, seat, seed,
};

#[derive(Debug, Parser)]
#[command(
    name = "paiju",
    version,
    about = "paiju (牌局): card tables on Discord and in your terminal",
    long_about = "paiju (牌局): card tables on Discord and in your terminal — Dou Dizhu (斗地主), \
Chicago, Chowdah and 幺地人.\n\nWith no subcommand it runs the Discord bot (DISCORD_TOKEN \
in the environment or in a .env file in the current folder). No token? Try \
`paiju play doudizhu`: you against two bots, in the terminal.",
    after_help = "Languages: en-US, zh-CN, ja (--lang, else $LANG). Games: doudizhu (斗地主), \
chicago, chowdah, yaodiren (幺地人)."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Run the Discord bot (the default with no subcommand); needs DISCORD_TOKEN.
    Bot,
    /// Play a game in the terminal: you against bots, several people at one keyboard, or a
    /// script.
    #[command(
        after_help = "Examples:\n  paiju play doudizhu\n  paiju play chicago --players 2 \
--lang zh-CN\n  paiju play yaodiren --save game.json   (then: paiju replay game.json)\n\nIn \
the game, type help (帮助, ヘルプ) for the commands and rules (规则, ルール) for the rules \
and the table options."
    )]
    Play(PlayArgs),
    /// Ask the rules engine: legal moves, hand values, scores.
    #[command(subcommand)]
    Rules(RulesCmd),
    /// Bot-vs-bot games at full speed, checking every invariant.
    Sim(SimArgs),
    /// Duplicate matches between two bot levels: every deal replayed with the seats rotated,
    /// win rates and points per role with 95% confidence intervals.
    Arena(ArenaArgs),
    /// List the tables stored in the database: id, game, channel, status, seats.
    Tables {
        /// The database (`sqlite://PATH`, `postgres://…`). Default: `DATABASE_URL`, else
        /// `sqlite://data/paiju.db` (where the bot stores its tables).
        #[arg(long)]
        database: Option<String>,
        /// Language: en-US, zh-CN or ja (default from $LANG).
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Locale>,
    },
    /// Serve the leagues' web pages (read-only; docs/web.md): standings, players, every
    /// listed game step by step, for each server that turned its page on.
    Web {
        /// The address to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        listen: String,
        /// The database. Default: `DATABASE_URL`, else `sqlite://data/paiju.db`.
        #[arg(long)]
        database: Option<String>,
    },
    /// Write a stored table's log as JSON (for `paiju replay FILE`, disputes, bug reports).
    Export {
        /// The table's id: `paiju tables` lists them.
        table: String,
        /// The database. Default: `DATABASE_URL`, else `sqlite://data/paiju.db`.
        #[arg(long)]
        database: Option<String>,
    },
    /// Replay a table step by step: a stored table's id, or a file from `export` /
    /// `play --save`.
    Replay {
        /// A table id (from `paiju tables`) or a table record file (JSON).
        source: String,
        /// The database. Default: `DATABASE_URL`, else `sqlite://data/paiju.db`.
        #[arg(long)]
        database: Option<String>,
        /// Print the log entries as JSON lines instead of the announcements.
        #[arg(long)]
        json: bool,
        /// Language: en-US, zh-CN or ja (default from $LANG).
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Locale>,
    },
    /// League records in the database: standings, results, and rebuilding results from the
    /// table logs.
    #[command(subcommand)]
    League(LeagueCmd),
    /// Draw cards and tables as PNG images (previews, docs, tests).
    #[command(subcommand)]
    Render(RenderCmd),
    /// Serve tables over a JSON line protocol on stdin/stdout (for programs and tests).
    #[command(after_help = STDIO_EXAMPLE)]
    Stdio {
        /// Language of the messages: en-US, zh-CN or ja (default from $LANG).
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Locale>,
        /// Keep tables in this database (`sqlite://…`, `postgres://…`); without it, in memory.
        #[arg(long)]
        database: Option<String>,
    },
}

/// `paiju stdio --help`'s example: one request and its answer (README, "A rated season from
/// the terminal", has a whole season).
const STDIO_EXAMPLE: &str = "One JSON request per line on stdin, one JSON answer per line on stdout:

  {\"key\": \"k1\", \"channel\": 100, \"guild\": 42, \"user\": 11, \"name\": \"Ann\", \"command\": \"table new doudizhu\"}
  {\"key\": \"k1\", \"ok\": true, \"messages\": [\"Ann opened a Dou Dizhu table. …\"], \"status\": \"lobby\", \"to_act\": []}

Fields: channel, user and command are required; key (a resend of a key is answered, not applied
again), name, guild (a server: needed by league commands), seed (a new game's deal), moderator.
Commands: table new GAME [key=value …], table join|leave|start|end|bot, hand, status, the
game's moves (bid 2, play 33344, pass — each answer's to_act lists them), league … (with guild).
Every answer is written once what it says is durable.";

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game: doudizhu (斗地主), chicago, chowdah or yaodiren (幺地人).
    pub game: String,
    /// Number of players: Dou Dizhu 3–4, Chicago 2–4, Chowdah 2–4, 幺地人 3.
    #[arg(long, value_parser = players)]
    pub players: Option<u8>,
    /// Table options, KEY=VALUE (repeatable), e.g. `--option spring=on`.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Seed for the deal (random if omitted).
    #[arg(long, value_parser = seed)]
    pub seed: Option<u64>,
    /// Seats played by bots, from 0, e.g. `1,2`. Interactive play defaults to every seat but
    /// yours; the other seats are people taking turns at this keyboard (hot seat: at a terminal
    /// each turn of another person starts behind a "press Enter" screen; `1 pass` acts for
    /// seat 1).
    #[arg(long, value_delimiter = ',')]
    pub bots: Option<Vec<u8>>,
    /// How well the bots play: easy, normal or hard (the default).
    #[arg(long, value_parser = parse_level)]
    pub level: Option<Level>,
    /// A JSON deal file (hands and the rest of the deal, in card notation).
    #[arg(long)]
    pub deal: Option<PathBuf>,
    /// Play from a script (`-` for stdin): lines `SEAT COMMAND`, seats from 0, `#` comments.
    #[arg(long)]
    pub script: Option<String>,
    /// One JSON object per line for each public event; the last is `game_over`.
    #[arg(long)]
    pub json: bool,
    /// Your seat in interactive play (seats are numbered from 0).
    #[arg(long, default_value_t = 0, value_parser = seat)]
    pub seat: u8,
    /// Language: en-US, zh-CN or ja (default from $LANG).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Locale>,
    /// Write the table's log here when the session ends (for `paiju replay`, bug reports).
    #[arg(long)]
    pub save: Option<std::path::PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum LeagueCmd {
    /// A guild's standings, best first: rating (μ − 3σ), μ, σ, games, wins.
    Standings {
        /// The Discord server (guild) id.
        #[arg(long, value_parser = parse_guild)]
        guild: u64,
        /// The game (default: the season's, else the most played).
        #[arg(long)]
        game: Option<String>,
        /// A season's id or name, or `all` for all-time (default: the running season, else
        /// all-time).
        #[arg(long)]
        season: Option<String>,
        /// Print `[{"user", "mu", "sigma", "rating", "games", "wins"}]`.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: LeagueDb,
    },
    /// A guild's results in the order they were applied.
    Results {
        /// The Discord server (guild) id.
        #[arg(long, value_parser = parse_guild)]
        guild: u64,
        /// Print `[{"id", "game", "ended_at", "rated", "void", "seats": [{"user", "team",
        /// "score", "rank"}]}]`.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: LeagueDb,
    },
    /// Deletes every result and derives them again from the table logs (corrections are
    /// kept and re-applied).
    Rebuild {
        #[command(flatten)]
        db: LeagueDb,
    },
}

#[derive(Debug, Args)]
pub struct LeagueDb {
    /// The database. Default: `DATABASE_URL`, else `sqlite://data/paiju.db`.
    #[arg(long)]
    pub database: Option<String>,
    /// Language: en-US, zh-CN or ja (default from $LANG).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Locale>,
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

impl RulesCmd {
    /// Asks the game's engine (through its front, `render::<game>::tool`): the answer's lines
    /// on stdout and 0 (1 when the answer is no), or the refusal on stderr and 2.
    pub fn run(self) -> i32 {
        use crate::render::tool::Answer;
        use crate::render::{chicago, chowdah, doudizhu, yaodiren};
        let locale = super::locale(None);
        let answer = match self {
            RulesCmd::Doudizhu(DdzRules::Moves {
                players,
                hand,
                follow,
            }) => {
                doudizhu::tool::moves(players, &hand, follow.as_deref(), locale).map(Answer::from)
            }
            RulesCmd::Doudizhu(DdzRules::Classify {
                players,
                cards,
                json,
            }) => doudizhu::tool::classify_cards(players, &cards, json, locale),
            RulesCmd::Chicago(ChicagoRules::Hand { cards, json }) => {
                chicago::tool::hand(&cards.join(" "), json, locale).map(Answer::from)
            }
            RulesCmd::Chicago(ChicagoRules::Compare { cards }) => {
                chicago::tool::compare(&cards, locale).map(Answer::from)
            }
            RulesCmd::Chowdah(ChowdahRules::Score {
                hand,
                exposed,
                contract,
                chowdah,
                options,
            }) => chowdah::tool::score(
                &hand.join(" "),
                &exposed,
                contract,
                chowdah,
                &super::options(None, &options),
                locale,
            )
            .map(Answer::from),
            RulesCmd::Yaodiren(YaodirenRules::Kans {
                hand,
                dealer,
                options,
                json,
            }) => yaodiren::tool::kans(
                &hand.join(" "),
                dealer,
                &super::options(None, &options),
                json,
                locale,
            )
            .map(Answer::from),
        };
        match answer {
            Ok(Answer { lines, exit }) => {
                for line in lines {
                    crate::outln!("{line}");
                }
                exit
            }
            Err(refusal) => {
                eprintln!("{refusal}");
                2
            }
        }
    }
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
        /// Print a JSON object.
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
        /// Print a JSON object.
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
        /// 3, or 4 (two decks).
        #[arg(long, default_value_t = 3, value_parser = players)]
        players: u8,
        /// The hand, ranks in a row: `33344567BR` (T for 10, B/R the jokers).
        #[arg(long)]
        hand: String,
        /// The play to beat (`55`); without it, every lead.
        #[arg(long)]
        follow: Option<String>,
    },
    /// The combination kind and main rank of some cards, or why they are no combination.
    Classify {
        /// 3, or 4 (two decks).
        #[arg(long, default_value_t = 3, value_parser = players)]
        players: u8,
        /// The cards, ranks in a row: `333444` (T for 10, B/R the jokers).
        cards: String,
        /// Print a JSON object.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Args)]
pub struct SimArgs {
    /// The game: doudizhu (斗地主), chicago, chowdah or yaodiren (幺地人).
    pub game: String,
    /// Number of players: Dou Dizhu 3–4, Chicago 2–4, Chowdah 2–4, 幺地人 3.
    #[arg(long, value_parser = players)]
    pub players: Option<u8>,
    /// Table options, KEY=VALUE (repeatable), e.g. `--option spring=on`.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// How many games to play.
    #[arg(long, default_value_t = 1000, value_parser = at_least_one)]
    pub games: u64,
    /// The first game's seed (the next games use seed+1, seed+2, …).
    #[arg(long, default_value_t = 0, value_parser = seed)]
    pub seed: u64,
    /// The bots' level at every seat: easy (the fastest), normal or hard.
    #[arg(long, default_value = "easy", value_parser = parse_sim_level)]
    pub level: Level,
}

#[derive(Debug, Args)]
pub struct ArenaArgs {
    /// The game: doudizhu (斗地主), chicago, chowdah or yaodiren (幺地人).
    pub game: String,
    /// The level measured: easy, normal or hard (or `naive`, Dou Dizhu only: a public
    /// rule-based agent, the yardstick that is not one of ours).
    #[arg(long, default_value = "hard", value_parser = parse_agent)]
    pub a: Agent,
    /// The level it plays against (or `naive`).
    #[arg(long, default_value = "easy", value_parser = parse_agent)]
    pub b: Agent,
    /// How many games (a deal of Dou Dizhu, a whole match of the others); each is played once
    /// per seat (level `a` in that seat).
    #[arg(long, default_value_t = 200, value_parser = at_least_one)]
    pub games: u64,
    /// Number of players: Dou Dizhu 3–4, Chicago 2–4, Chowdah 2–4, 幺地人 3.
    #[arg(long, value_parser = players)]
    pub players: Option<u8>,
    /// Table options, KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The first deal's seed (the next deals use seed+1, seed+2, …).
    #[arg(long, default_value_t = 1, value_parser = seed)]
    pub seed: u64,
    /// Worker threads, up to 64 (default: one per core; deals are split among them, and the
    /// result does not depend on it).
    #[arg(long, value_parser = at_least_one)]
    pub threads: Option<u64>,
    /// Also play every deal with level `b` in one seat and `a` in all the others (in Dou
    /// Dizhu only the deals where `b` is the landlord count: `a` plays both farmers).
    #[arg(long)]
    pub both: bool,
}

#[derive(Debug, Subcommand)]
pub enum RenderCmd {
    /// A hand as one PNG, grouped as the game groups it.
    #[command(
        after_help = "Examples:\n  paiju render hand doudizhu 333 77 8 99 TT JJ K 22 R \
--out ddz.png\n  paiju render hand chicago Ah Kh 10c 3d 3s --out chicago.png\n  paiju render \
hand yaodiren 天 天 地 和 长二 --out tiles.png"
    )]
    Hand {
        /// The game: doudizhu (斗地主), chicago, chowdah or yaodiren (幺地人).
        game: String,
        /// The cards (`Kh 10c JK`; Dou Dizhu ranks `333 B R`; tiles `天 地 6-6`).
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
        /// The PNG file to write.
        #[arg(long)]
        out: PathBuf,
        /// Four suit colours: ♠ black, ♥ red, ♦ blue, ♣ green.
        #[arg(long)]
        four_colour: bool,
        /// The table size whose deck the hand comes from (Dou Dizhu: one deck at 3, two at 4).
        #[arg(long)]
        players: Option<u8>,
        /// Language of the messages: en-US, zh-CN or ja (default from $LANG).
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Locale>,
    },
    /// Every step of a saved game (`play --save`, `export`) as seen from one seat: one table
    /// image per log entry (`0001.png` …), and the end-of-hand images (`0042-showdown.png`).
    Table {
        /// The table record file (JSON).
        #[arg(long)]
        log: PathBuf,
        /// The seat whose view is drawn, from 0.
        #[arg(long, required_unless_present = "public", conflicts_with = "public")]
        seat: Option<u8>,
        /// Draw the public view instead (no seat: what everyone saw, as the league's web page
        /// shows each step).
        #[arg(long)]
        public: bool,
        /// The folder to write the images into (created if missing).
        #[arg(long)]
        out: PathBuf,
        /// Four suit colours: ♠ black, ♥ red, ♦ blue, ♣ green.
        #[arg(long)]
        four_colour: bool,
        /// Language of the messages: en-US, zh-CN or ja (default from $LANG).
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Locale>,
    },
    /// The README's sample pictures; `--out docs/images` regenerates the committed ones.
    Samples {
        /// The folder to write them into (default: a scratch folder, printed).
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(words: &str) -> Vec<String> {
        words.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn a_refusal_is_said_in_the_language_the_same_line_asks_for() {
        assert_eq!(
            lang_in(&line("paiju play doudizhu --lang ja")),
            Some(Locale::Ja)
        );
        assert_eq!(
            lang_in(&line("paiju play x --lang=zh-CN")),
            Some(Locale::ZhCn)
        );
        // No language, one paiju does not speak, or none after the flag: $LANG decides.
        assert_eq!(lang_in(&line("paiju play doudizhu --seed 1")), None);
        assert_eq!(lang_in(&line("paiju play doudizhu --lang fr")), None);
        assert_eq!(lang_in(&line("paiju play doudizhu --lang")), None);
        let refusal = parse_level("expert").unwrap_err();
        assert_eq!(
            refusal.in_locale(Locale::ZhCn),
            "没有“expert”这个机器人等级：可以用 easy、normal 或 hard（默认）。"
        );
        assert_eq!(parse_level(" Hard ").unwrap(), Level::Hard);
    }
}

//! `/table …`: open, join, seat a bot, start, leave, come back, undo, end a table. Each
//! subcommand becomes a table command answered ephemerally.

use super::Tables;
use super::commands::spec::{Help, OptionSpec};
use super::commands::{Call, CommandSpec, FromOptions, Options, Slash};
use super::refusal::Refusal;
use super::respond::Reply;
use super::who::Who;
use crate::games::any::GameKind;
use crate::games::{Options as GameOptions, Seat};
use crate::i18n::Locale;
use crate::t;
use crate::table::store::Store;
use crate::table::timing::parse_duration;
use crate::table::{ChannelId, Command, GuildId, TableError};
use serenity::all::{AutocompleteChoice, ResolvedOption};

/// `/table`'s subcommands, as typed.
pub enum TableSub {
    New {
        game: Option<GameKind>,
        players: Option<i64>,
        options: Option<String>,
    },
    Join,
    Leave,
    Start,
    Status,
    Log,
    End,
    Bot {
        level: Option<String>,
    },
    Back,
    Away {
        duration: Option<String>,
    },
    Remove {
        seat: Option<i64>,
    },
    Undo {
        answer: Option<String>,
    },
    /// One this build does not know.
    Unknown,
    /// No subcommand at all.
    Missing,
}

impl FromOptions for TableSub {
    fn from_options(options: &[ResolvedOption<'_>]) -> Self {
        let Some((sub, o)) = Options(options).subcommand() else {
            return TableSub::Missing;
        };
        match sub {
            "new" => TableSub::New {
                game: o.string("game").as_deref().and_then(GameKind::from_name),
                players: o.integer("players"),
                options: o.string("options"),
            },
            "join" => TableSub::Join,
            "leave" => TableSub::Leave,
            "start" => TableSub::Start,
            "status" => TableSub::Status,
            "log" => TableSub::Log,
            "end" => TableSub::End,
            "bot" => TableSub::Bot {
                level: o.string("level"),
            },
            "back" => TableSub::Back,
            "away" => TableSub::Away {
                duration: o.string("for"),
            },
            "remove" => TableSub::Remove {
                seat: o.integer("seat"),
            },
            "undo" => TableSub::Undo {
                answer: o.string("answer"),
            },
            _ => TableSub::Unknown,
        }
    }
}

pub struct Table;

impl Slash for Table {
    const SPEC: CommandSpec = CommandSpec::new(
        "table",
        &[
            OptionSpec::sub(
                "new",
                &[
                    OptionSpec::string("game").required().games(),
                    OptionSpec::integer("players").range(2, 8),
                    OptionSpec::string("options").max_length(200).autocomplete(),
                ],
            ),
            OptionSpec::sub("join", &[]),
            OptionSpec::sub("leave", &[]),
            OptionSpec::sub("start", &[]),
            OptionSpec::sub("status", &[]),
            OptionSpec::sub("log", &[]),
            OptionSpec::sub("end", &[]),
            OptionSpec::sub(
                "bot",
                &[OptionSpec::string("level").choices(&["easy", "normal", "hard"])],
            ),
            OptionSpec::sub("back", &[]),
            OptionSpec::sub("away", &[OptionSpec::string("for").max_length(20)]),
            OptionSpec::sub(
                "remove",
                &[OptionSpec::integer("seat")
                    .required()
                    .range(1, 8)
                    .autocomplete()],
            ),
            OptionSpec::sub(
                "undo",
                &[OptionSpec::string("answer").choices(&["agree", "refuse"])],
            ),
        ],
        Help::Subcommands(&[
            ("new", 0),
            ("join", 1),
            ("bot", 2),
            ("start", 3),
            ("status", 4),
            ("log", 5),
            ("leave", 6),
            ("away", 7),
            ("back", 8),
            ("undo", 9),
            ("remove", 10),
            ("end", 11),
        ]),
    )
    .guild_only();
    type Options = TableSub;
    type Service<S: Store> = Tables<S>;

    async fn run<S: Store>(tables: &Tables<S>, call: &Call<'_>, sub: TableSub) -> Reply {
        if let TableSub::Missing = sub {
            return Reply::text(format!("✗ {}", t!(call.who.locale, "discord-unknown")));
        }
        let result = tables.table_command(call.who, sub).await;
        tables.reply_or_refusal(result, call.who.locale)
    }

    async fn suggest<S: Store>(
        tables: &Tables<S>,
        call: &Call<'_>,
        focused: &str,
        typed: &str,
    ) -> Vec<AutocompleteChoice> {
        if focused == "options" {
            let options = call.interaction.data.options();
            return super::suggestions::table_option_choices(&options, typed);
        }
        // `/table remove seat:`: the seats of this channel's table.
        tables.seat_choices(call.who.channel).await
    }
}

impl<S: Store> Tables<S> {
    /// The channel's table as `/table status` shows it (and the live message's Results
    /// button), names escaped for Discord.
    pub(super) async fn status_reply(
        &self,
        channel: ChannelId,
        loc: Locale,
    ) -> Result<Reply, Refusal> {
        let table = self
            .registry
            .table(channel)
            .await?
            .ok_or(TableError::NoTable)?;
        let view = table.lock().await.status_view(self.registry.clock().now());
        let view = super::markdown::status_view(view);
        Ok(Reply::text(crate::render::status(&view, loc)))
    }

    async fn table_command(&self, who: &Who, sub: TableSub) -> Result<Reply, Refusal> {
        let loc = who.locale;
        let Some(guild) = who.guild else {
            return Err(Refusal::GuildOnly);
        };
        let channel = who.channel;
        let done = || Reply::text(format!("✓ {}", t!(loc, "discord-done")));
        match sub {
            TableSub::New {
                game,
                players,
                options,
            } => {
                let Some(kind) = game else {
                    return Ok(Reply::text(format!("✗ {}", t!(loc, "discord-unknown"))));
                };
                let mut opts =
                    GameOptions::parse_pairs(options.as_deref().unwrap_or("").split_whitespace());
                if let Some(p) = players {
                    // A game of a fixed count (幺地人: three) has no `players` option: the
                    // count is accepted when it is that one (any other is refused as before).
                    let seats = kind.seats();
                    let has_option = kind.option_specs().iter().any(|s| s.key == "players");
                    let fixed_and_matching = !has_option
                        && seats.start() == seats.end()
                        && usize::try_from(p) == Ok(*seats.start());
                    if !fixed_and_matching {
                        opts = opts.with("players", p);
                    }
                }
                let opts = self.with_guild_defaults(guild, kind, opts).await;
                self.open_table(who, guild, kind, opts).await?;
                if let Some(web) = &self.discord.web {
                    web.table_opened(guild, channel, self.registry.clock().now())
                        .await;
                }
                Ok(Reply::text(format!("✓ {}", t!(loc, "discord-opened"))))
            }
            TableSub::Join => {
                self.run(who, channel, Command::Join).await?;
                Ok(done())
            }
            TableSub::Leave => {
                self.run(who, channel, Command::Leave).await?;
                Ok(done())
            }
            TableSub::Bot { level } => {
                // The choices are the level names, so a value that does not parse is not sent.
                let level = level.and_then(|l| l.parse().ok());
                self.run(who, channel, Command::AddBot { level, name: None })
                    .await?;
                Ok(done())
            }
            TableSub::Back => {
                self.run(who, channel, Command::Back).await?;
                Ok(done())
            }
            TableSub::Away { duration } => {
                let for_ms = match duration.as_deref().map(str::trim) {
                    None | Some("") => None,
                    Some(text) => match parse_duration(text) {
                        Ok(Some(ms)) => Some(ms),
                        Ok(None) | Err(_) => {
                            return Ok(Reply::text(format!(
                                "✗ {}",
                                t!(loc, "discord-bad-away-duration", value = text)
                            )));
                        }
                    },
                };
                self.run(who, channel, Command::Away { for_ms }).await?;
                Ok(done())
            }
            TableSub::End => {
                let command = self.league_rules(who, channel, Command::End).await?;
                self.run(who, channel, command).await?;
                Ok(done())
            }
            TableSub::Undo { answer } => {
                let command = match answer.as_deref() {
                    Some("agree") => Command::UndoAnswer { agree: true },
                    Some("refuse") => Command::UndoAnswer { agree: false },
                    _ => Command::Undo { button: None },
                };
                self.run(who, channel, command).await?;
                Ok(done())
            }
            TableSub::Remove { seat } => {
                let n = seat.unwrap_or(0);
                let seat = Seat(u8::try_from(n - 1).unwrap_or(u8::MAX));
                let command = self
                    .league_rules(who, channel, Command::Remove { seat })
                    .await?;
                self.run(who, channel, command).await?;
                Ok(done())
            }
            TableSub::Start => self.start_game(who, channel, loc).await,
            TableSub::Status => self.status_reply(channel, loc).await,
            TableSub::Log => {
                let table = self
                    .registry
                    .table(channel)
                    .await?
                    .ok_or(TableError::NoTable)?;
                let id = table.lock().await.id();
                let record = self
                    .registry
                    .store()
                    .load(id)
                    .await
                    .ok()
                    .flatten()
                    .ok_or(TableError::NoTable)?;
                let (name, bytes) = crate::render::transcript::log_file(&record, loc)?;
                let content = if name.ends_with(".json") {
                    t!(loc, "discord-log-full")
                } else {
                    t!(loc, "discord-log-public")
                };
                Ok(Reply::Files {
                    content,
                    components: Vec::new(),
                    files: vec![(name, bytes)],
                })
            }
            TableSub::Unknown | TableSub::Missing => {
                Ok(Reply::text(format!("✗ {}", t!(loc, "discord-unknown"))))
            }
        }
    }

    async fn open_table(
        &self,
        who: &Who,
        guild: GuildId,
        kind: GameKind,
        options: GameOptions,
    ) -> Result<(), Refusal> {
        let channel = who.channel;
        let order = self.discord.delivery.order(channel);
        let _order = order.lock().await;
        let ctx = self.ctx(who);
        let (_, handled) = self
            .registry
            .open(channel, Some(guild), kind, options, &ctx)
            .await?;
        self.publish(channel, &handled, true);
        Ok(())
    }
}

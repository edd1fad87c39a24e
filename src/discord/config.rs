//! The bot's settings, from the environment (and `.env`, loaded by `main`). The token is kept
//! out of `Debug` so that logging a config can never print it.

use crate::table::GuildId;
use crate::table::store::Partitions;
use std::fmt;
use thiserror::Error;

#[derive(Clone)]
pub struct Config {
    /// The bot token (Discord developer portal → your application → Bot → Reset Token).
    pub token: String,
    /// Register the slash commands to this guild only: they update instantly there, while
    /// global registration may take up to an hour to show.
    pub dev_guild: Option<GuildId>,
    /// Send every REST call to this HTTP proxy (for example a shared rate-limit proxy in front
    /// of several processes, or a fake Discord in tests). Serenity's own rate limiter is turned
    /// off then: the proxy is expected to rate-limit.
    pub proxy: Option<String>,
    /// The gateway shards this process runs; `None` runs shard 0 of 1.
    /// `SHARD_RANGE=0-3/16`: this process runs shards 0, 1, 2 and 3 of 16, and only serves
    /// (and, at start, only loads the tables of) the guilds of its shards (see [`Shards`]).
    pub shards: Option<Shards>,
    /// `SHARD_RANGE=standby/N`: a standby for any of the N shards (PostgreSQL): it serves
    /// nothing until a shard's holder dies or stops, then takes the shard over, and gives it
    /// back when its home process asks (README, "Scale out").
    pub standby: Option<u32>,
    /// `PAIJU_PROCESS`: this process's name in the shards' leases (default `<host>-<pid>`).
    pub process: Option<String>,
    /// How many `hard` bot searches may run at once (`BOT_SEARCHES`); `None`: one fewer than
    /// the machine's cores. A bot that finds none free plays the `normal` move at once
    /// (docs/bots.md, "A thousand tables").
    pub bot_searches: Option<usize>,
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<redacted>")
            .field("dev_guild", &self.dev_guild)
            .field("proxy", &self.proxy)
            .field("shards", &self.shards)
            .field("standby", &self.standby)
            .field("process", &self.process)
            .field("bot_searches", &self.bot_searches)
            .finish()
    }
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set")]
    MissingToken,
    #[error("{name}: `{value}` is not {expected}")]
    Invalid {
        name: &'static str,
        value: String,
        expected: &'static str,
    },
}

impl Config {
    /// Reads `DISCORD_TOKEN`, `DEV_GUILD_ID`, `DISCORD_PROXY_URL`, `SHARD_RANGE` and
    /// `BOT_SEARCHES` through `var` (the process environment in `main`, a map in tests).
    /// Empty values count as unset.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let get = |name: &str| {
            var(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let dev_guild = match get("DEV_GUILD_ID") {
            None => None,
            Some(v) => Some(GuildId(v.parse().map_err(|_| ConfigError::Invalid {
                name: "DEV_GUILD_ID",
                value: v.clone(),
                expected: "a server id (a number: enable Developer Mode, right-click the server, Copy Server ID)",
            })?)),
        };
        let proxy = match get("DISCORD_PROXY_URL") {
            None => None,
            Some(v) if v.starts_with("http://") || v.starts_with("https://") => {
                Some(v.trim_end_matches('/').to_string())
            }
            Some(v) => {
                return Err(ConfigError::Invalid {
                    name: "DISCORD_PROXY_URL",
                    value: v,
                    expected: "an http:// or https:// URL such as http://127.0.0.1:3000",
                });
            }
        };
        let bad_range = |v: &str| ConfigError::Invalid {
            name: "SHARD_RANGE",
            value: v.to_string(),
            expected: "FIRST-LAST/TOTAL with FIRST <= LAST < TOTAL, e.g. 0-3/16, or standby/TOTAL",
        };
        let (shards, standby) = match get("SHARD_RANGE") {
            None => (None, None),
            Some(v) => match v.strip_prefix("standby/") {
                Some(total) => {
                    let total = total
                        .trim()
                        .parse::<u32>()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| bad_range(&v))?;
                    (None, Some(total))
                }
                None => (Some(Shards::parse(&v).ok_or_else(|| bad_range(&v))?), None),
            },
        };
        let process = get("PAIJU_PROCESS");
        let bot_searches = match get("BOT_SEARCHES") {
            None => None,
            Some(v) => Some(
                v.parse::<usize>()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| ConfigError::Invalid {
                        name: "BOT_SEARCHES",
                        value: v.clone(),
                        expected: "a number of searches at once, 1 or more (unset: one fewer than the cores)",
                    })?,
            ),
        };
        Ok(Config {
            token,
            dev_guild,
            proxy,
            shards,
            standby,
            process,
            bot_searches,
        })
    }

    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_vars(|name| std::env::var(name).ok())
    }

    /// Whether this process serves tables of `guild` (statically: leases decide otherwise).
    pub fn owns(&self, guild: Option<GuildId>) -> bool {
        self.shards.is_none_or(|s| s.owns(guild))
    }

    /// How many shards there are, when this process is one of several.
    pub fn shard_count(&self) -> Option<u32> {
        self.standby.or(self.shards.map(Shards::count))
    }

    /// The shards this process serves when it can (its home shards): none for a standby.
    pub fn home(&self) -> Vec<u32> {
        self.shards
            .map(|s| (s.first()..=s.last()).collect())
            .unwrap_or_default()
    }
}

/// The Discord gateway shards one process owns (`SHARD_RANGE=0-3/16` is shards 0..=3 of 16).
/// Discord sends a guild's events to shard `(guild_id >> 22) % count` (the id's low 22 bits are
/// worker, process and sequence numbers; the shard comes from its timestamp); tables outside a
/// guild (DMs) belong to shard 0, as DMs do. Shard numbers are `u32`, as serenity counts them.
/// The table layer knows this only as [`Partitions`], which [`Shards::partitions`] makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards(Partitions);

/// How many low bits of a guild id Discord drops before taking the shard's remainder.
pub(crate) const SHARD_SHIFT: u32 = 22;

impl Shards {
    /// One process owns everything (one partition: no guild id is read).
    pub const ALL: Shards = Shards(Partitions::ALL);

    /// `SHARD_RANGE` syntax: `FIRST-LAST/TOTAL` (`0-3/16`) or `N/TOTAL` (`5/8`).
    pub fn parse(text: &str) -> Option<Shards> {
        let (range, total) = text.trim().split_once('/')?;
        let count: u32 = total.trim().parse().ok()?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
            None => {
                let n = range.trim().parse().ok()?;
                (n, n)
            }
        };
        Shards::new(first, last, count)
    }

    /// Shards `first..=last` of `count`; `None` unless `first <= last < count`.
    pub fn new(first: u32, last: u32, count: u32) -> Option<Shards> {
        Partitions::new(first, last, count, SHARD_SHIFT).map(Shards)
    }

    pub fn first(self) -> u32 {
        self.0.first()
    }

    pub fn last(self) -> u32 {
        self.0.last()
    }

    pub fn count(self) -> u32 {
        self.0.count()
    }

    /// The tables these shards serve, as the table layer and the stores count them: one
    /// partition per shard, found the way Discord finds a guild's shard.
    pub fn partitions(self) -> Partitions {
        self.0
    }

    /// The shard a guild's tables belong to.
    pub fn shard_of(self, guild: Option<GuildId>) -> u64 {
        self.0.partition_of(guild)
    }

    pub fn owns(self, guild: Option<GuildId>) -> bool {
        self.0.owns(guild)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| map.get(k).cloned()
    }

    #[test]
    fn a_token_is_required_and_never_shown() {
        assert_eq!(
            Config::from_vars(vars(&[("DISCORD_TOKEN", " ")])).unwrap_err(),
            ConfigError::MissingToken
        );
        let c = Config::from_vars(vars(&[("DISCORD_TOKEN", "secret-token")])).unwrap();
        assert!(!format!("{c:?}").contains("secret"));
        assert_eq!(
            (c.dev_guild, c.proxy.as_deref(), c.shards, c.bot_searches),
            (None, None, None, None)
        );
    }

    #[test]
    fn optional_settings_parse_or_say_why() {
        let c = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "t"),
            ("DEV_GUILD_ID", "123"),
            ("DISCORD_PROXY_URL", "http://127.0.0.1:3000/"),
            ("SHARD_RANGE", "0-3/16"),
            ("BOT_SEARCHES", "6"),
        ]))
        .unwrap();
        assert_eq!(c.bot_searches, Some(6));
        assert_eq!(c.dev_guild, Some(GuildId(123)));
        assert_eq!(c.proxy.as_deref(), Some("http://127.0.0.1:3000"));
        assert_eq!(c.shards, Shards::new(0, 3, 16));
        for (name, value) in [
            ("DEV_GUILD_ID", "my-server"),
            ("DISCORD_PROXY_URL", "127.0.0.1:3000"),
            ("SHARD_RANGE", "4-2/16"),
            ("BOT_SEARCHES", "0"),
            ("BOT_SEARCHES", "many"),
        ] {
            let err =
                Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), (name, value)])).unwrap_err();
            assert!(matches!(err, ConfigError::Invalid { name: n, .. } if n == name));
        }
    }

    #[test]
    fn a_standby_names_only_the_number_of_shards_and_has_no_home() {
        let c = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "t"),
            ("SHARD_RANGE", "standby/4"),
            ("PAIJU_PROCESS", "spare-1"),
        ]))
        .unwrap();
        assert_eq!(
            (c.shards, c.standby, c.shard_count()),
            (None, Some(4), Some(4))
        );
        assert!(c.home().is_empty());
        assert_eq!(c.process.as_deref(), Some("spare-1"));
        let c =
            Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("SHARD_RANGE", "1-2/4")])).unwrap();
        assert_eq!((c.home(), c.shard_count()), (vec![1, 2], Some(4)));
        for bad in ["standby/0", "standby/x", "standby"] {
            let err = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("SHARD_RANGE", bad)]))
                .unwrap_err();
            assert!(err.to_string().contains("standby/TOTAL"), "{bad}: {err}");
        }
    }

    /// At start a process loads only the tables of the guilds its shards serve.
    #[tokio::test]
    async fn recovery_loads_only_this_processs_guilds() {
        use crate::games::Options;
        use crate::games::any::GameKind;
        use crate::table::registry::Registry;
        use crate::table::store::MemoryStore;
        use crate::table::{ChannelId, ManualClock, UserId};
        use std::sync::Arc;
        let registry = Registry::new(MemoryStore::new(), Arc::new(ManualClock::default()));
        for (channel, guild) in [(1, 0 << 22), (2, 1 << 22), (3, 2 << 22), (4, 3 << 22)] {
            let ctx = registry.ctx(UserId(9), "Ann", None);
            registry
                .open(
                    ChannelId(channel),
                    Some(GuildId(guild)),
                    GameKind::Doudizhu,
                    Options::new(),
                    &ctx,
                )
                .await
                .unwrap();
        }
        let config =
            Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("SHARD_RANGE", "1-2/4")])).unwrap();
        let n = registry
            .recover_partitions(config.shards.unwrap().partitions())
            .await
            .unwrap();
        assert_eq!(n, 2, "the guilds of shards 1 and 2");
    }

    #[test]
    fn guilds_map_to_shards_like_discord() {
        assert_eq!(
            Shards::parse("5/8").map(|s| (s.first(), s.last())),
            Some((5, 5))
        );
        let r = Shards::parse("0-3/16").unwrap();
        // Shard = (guild_id >> 22) % 16.
        assert!(r.owns(Some(GuildId(3 << 22))));
        assert!(!r.owns(Some(GuildId(4 << 22))));
        assert!(r.owns(Some(GuildId((16 + 2) << 22))));
        assert!(r.owns(None), "direct messages arrive on shard 0");
        assert!(!Shards::parse("1-1/2").unwrap().owns(None));
    }

    #[test]
    fn shards_follow_discord() {
        assert!(Shards::new(2, 1, 4).is_none());
        assert!(Shards::new(0, 4, 4).is_none());
        let s = Shards::new(1, 2, 4).unwrap();
        // A real guild id (Discord API): shard 2 of 4.
        let g = GuildId(81_384_788_765_712_384);
        assert_eq!(s.shard_of(Some(g)), 2);
        assert_eq!(s.shard_of(None), 0);
        assert!(!s.owns(None));
        assert!(Shards::ALL.owns(None) && Shards::ALL.owns(Some(g)));
        assert!(s.owns(Some(GuildId(1 << 22))) && s.owns(Some(GuildId(2 << 22))));
        assert!(!s.owns(Some(GuildId(3 << 22))) && !s.owns(Some(GuildId(4 << 22))));
    }
}

//! Who reads in which language. Ephemeral replies use the interaction's own locale; DMs use
//! the locale of the user's latest interaction; channel messages use the guild's locale
//! (from its interactions, or from GUILD_CREATE), else English. A server's language override
//! (`/settings language`) wins over all three for everything about that server: channel posts,
//! replies to its members and DMs about its tables. Whether a user wants pictures is asked of
//! a [`PictureChoices`] store.

use crate::i18n::Locale;
use crate::table::{GuildId, UserId};
use dashmap::DashMap;
use std::sync::Arc;

/// Where each user's choice of pictures (`/notify pictures:`) is read: the user settings.
pub trait PictureChoices: Send + Sync + std::fmt::Debug {
    /// `Some(false)`: text only; `Some(true)`: pictures; `None`: no choice made.
    fn get(&self, user: UserId) -> Option<bool>;
}

impl PictureChoices for crate::users::Prefs {
    fn get(&self, user: UserId) -> Option<bool> {
        crate::users::Prefs::get(self, user).images
    }
}

#[derive(Debug)]
pub struct Readers {
    guilds: DashMap<GuildId, Locale>,
    users: DashMap<UserId, Locale>,
    overrides: DashMap<GuildId, Locale>,
    pictures: Arc<dyn PictureChoices>,
}

impl Default for Readers {
    fn default() -> Readers {
        Readers::with_pictures(Arc::new(crate::users::Prefs::in_memory()))
    }
}

impl Readers {
    /// Readers whose picture choices are kept in `store` (the user settings).
    pub fn with_pictures(store: Arc<dyn PictureChoices>) -> Readers {
        Readers {
            guilds: DashMap::new(),
            users: DashMap::new(),
            overrides: DashMap::new(),
            pictures: store,
        }
    }

    /// The user's own choice of pictures, if they made one.
    pub fn pictures(&self, user: UserId) -> Option<bool> {
        self.pictures.get(user)
    }

    pub fn remember_user(&self, user: UserId, tag: &str) {
        if !tag.is_empty() {
            self.users.insert(user, Locale::from_tag(tag));
        }
    }

    pub fn remember_guild(&self, guild: GuildId, tag: &str) {
        if !tag.is_empty() {
            self.guilds.insert(guild, Locale::from_tag(tag));
        }
    }

    /// Sets (or with `None` lifts) a server's language override.
    pub fn set_override(&self, guild: GuildId, locale: Option<Locale>) {
        match locale {
            Some(l) => {
                self.overrides.insert(guild, l);
            }
            None => {
                self.overrides.remove(&guild);
            }
        }
    }

    fn overridden(&self, guild: Option<GuildId>) -> Option<Locale> {
        guild.and_then(|g| self.overrides.get(&g).map(|l| *l))
    }

    /// A user's own language (their latest interaction's), for what concerns no server.
    pub fn user(&self, user: UserId) -> Locale {
        self.users.get(&user).map_or(Locale::EnUs, |l| *l)
    }

    /// A DM to `user` about a table of `guild`: the server's override, else the user's own.
    pub fn user_in(&self, user: UserId, guild: Option<GuildId>) -> Locale {
        self.overridden(guild).unwrap_or_else(|| self.user(user))
    }

    /// An ephemeral reply to an interaction made in `guild` with the client's `own` language.
    pub fn reply(&self, guild: Option<GuildId>, own: Locale) -> Locale {
        self.overridden(guild).unwrap_or(own)
    }

    /// A channel message's language: the server's override, else the guild's, if known.
    pub fn channel(&self, guild: Option<GuildId>) -> Locale {
        self.overridden(guild)
            .or_else(|| guild.and_then(|g| self.guilds.get(&g).map(|l| *l)))
            .unwrap_or(Locale::EnUs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_english_and_remembers() {
        let r = Readers::default();
        assert_eq!(r.user(UserId(1)), Locale::EnUs);
        assert_eq!(r.channel(None), Locale::EnUs);
        r.remember_user(UserId(1), "ja");
        r.remember_guild(GuildId(2), "zh-CN");
        assert_eq!(r.user(UserId(1)), Locale::Ja);
        assert_eq!(r.channel(Some(GuildId(2))), Locale::ZhCn);
        assert_eq!(r.channel(Some(GuildId(3))), Locale::EnUs);
    }

    #[test]
    fn a_server_override_wins_for_its_channel_replies_and_dms_only() {
        let r = Readers::default();
        r.remember_user(UserId(1), "en-US");
        r.remember_guild(GuildId(2), "en-US");
        r.set_override(GuildId(2), Some(Locale::ZhCn));
        assert_eq!(r.channel(Some(GuildId(2))), Locale::ZhCn);
        assert_eq!(r.user_in(UserId(1), Some(GuildId(2))), Locale::ZhCn);
        assert_eq!(r.reply(Some(GuildId(2)), Locale::Ja), Locale::ZhCn);
        // Elsewhere each reader keeps their own.
        assert_eq!(r.user_in(UserId(1), Some(GuildId(3))), Locale::EnUs);
        assert_eq!(r.reply(None, Locale::Ja), Locale::Ja);
        r.set_override(GuildId(2), None);
        assert_eq!(r.channel(Some(GuildId(2))), Locale::EnUs);
        assert_eq!(r.reply(Some(GuildId(2)), Locale::Ja), Locale::Ja);
    }
}

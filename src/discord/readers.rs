//! Who reads in which language. Ephemeral replies use the interaction's own locale; DMs use
//! the locale of the user's latest interaction; channel messages use the guild's locale
//! (from its interactions, or from GUILD_CREATE), else English. Whether a user wants pictures
//! is asked of a [`PictureChoices`] store.

use super::pictures::{MemoryChoices, PictureChoices};
use crate::i18n::Locale;
use crate::table::{GuildId, UserId};
use dashmap::DashMap;
use std::sync::Arc;

#[derive(Debug)]
pub struct Readers {
    guilds: DashMap<GuildId, Locale>,
    users: DashMap<UserId, Locale>,
    pictures: Arc<dyn PictureChoices>,
}

impl Default for Readers {
    fn default() -> Readers {
        Readers::with_pictures(Arc::new(MemoryChoices::default()))
    }
}

impl Readers {
    /// Readers whose picture choices are kept in `store` (the user settings).
    pub fn with_pictures(store: Arc<dyn PictureChoices>) -> Readers {
        Readers {
            guilds: DashMap::new(),
            users: DashMap::new(),
            pictures: store,
        }
    }

    /// The user's own choice of pictures, if they made one.
    pub fn pictures(&self, user: UserId) -> Option<bool> {
        self.pictures.get(user)
    }

    pub fn set_pictures(&self, user: UserId, on: bool) {
        self.pictures.set(user, on);
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

    pub fn user(&self, user: UserId) -> Locale {
        self.users.get(&user).map_or(Locale::EnUs, |l| *l)
    }

    /// A channel message's language: the guild's, if known.
    pub fn channel(&self, guild: Option<GuildId>) -> Locale {
        guild
            .and_then(|g| self.guilds.get(&g).map(|l| *l))
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
}

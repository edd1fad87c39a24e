//! Who is asking, and from where: the caller of a slash command, a button or a menu, as the
//! table layer knows them.

use crate::i18n::Locale;
use crate::table::{ChannelId, GuildId, UserId};
use serenity::all::{InteractionId, Member, User};

/// Who is asking, and from where.
pub(in crate::discord) struct Who {
    pub(in crate::discord) user: UserId,
    pub(in crate::discord) name: String,
    pub(in crate::discord) moderator: bool,
    pub(in crate::discord) guild: Option<GuildId>,
    /// Where the interaction happened (a DM channel for DMs).
    pub(in crate::discord) channel: ChannelId,
    pub(in crate::discord) locale: Locale,
    /// The caller's client language, before any server override.
    pub(in crate::discord) own_locale: Locale,
    /// The interaction id: the table applies a key once.
    pub(in crate::discord) key: String,
    /// The caller as the league sees them (Manage Server, roles): whether they are a league
    /// moderator is the league's own check (`League::is_admin`).
    pub(in crate::discord) caller: crate::league::Caller,
}

impl Who {
    pub(in crate::discord) fn new(
        id: InteractionId,
        user: &User,
        member: Option<&Member>,
        guild: Option<serenity::all::GuildId>,
        channel: serenity::all::ChannelId,
        locale: &str,
    ) -> Who {
        let shown = member.map_or_else(|| user.display_name(), Member::display_name);
        // Without bidi controls (`i18n::bidi`); a name of nothing else is the username, which
        // Discord keeps to plain letters, digits, `_` and `.`.
        let name = match crate::i18n::bidi::strip(shown) {
            n if n.trim().is_empty() => user.name.clone(),
            n => n.into_owned(),
        };
        Who {
            user: UserId(user.id.get()),
            name,
            moderator: member
                .and_then(|m| m.permissions)
                .is_some_and(serenity::model::Permissions::manage_channels),
            guild: guild.map(|g| GuildId(g.get())),
            channel: ChannelId(channel.get()),
            locale: Locale::from_tag(locale),
            own_locale: Locale::from_tag(locale),
            key: id.to_string(),
            caller: crate::league::Caller {
                user: UserId(user.id.get()),
                admin: member
                    .and_then(|m| m.permissions)
                    .is_some_and(serenity::model::Permissions::manage_guild),
                roles: member.map_or_else(Vec::new, |m| m.roles.iter().map(|r| r.get()).collect()),
            },
        }
    }
}

//! `/notify`: where a player's turn prompts and reminders go (DM, a mention in the table's
//! channel, or both), their quiet hours and time zone. Every option is checked before anything
//! is saved: one bad value changes nothing. Without options it shows the current settings.
//! Answered ephemerally like every slash command.

use super::Notifications;
use super::commands::spec::{Help, OptionSpec};
use super::commands::{Call, CommandSpec, FromOptions, Options, Slash};
use super::respond::Reply;
use super::who::Who;
use crate::i18n::Locale;
use crate::t;
use crate::table::store::Store;
use crate::users::{
    NotifyMode, QuietHours, SettingsError, UserSettings, canonical_time_zone, close_time_zones,
};
use serenity::all::{AutocompleteChoice, ResolvedOption};

/// What `/notify` was asked to change, each already checked.
#[derive(Default)]
struct Changes {
    mode: Option<NotifyMode>,
    quiet: Option<Option<QuietHours>>,
    time_zone: Option<String>,
    pictures: Option<bool>,
    /// Shown as "Player N" on the league's web pages (`true`), or by name.
    web_name_hidden: Option<bool>,
}

impl Changes {
    fn any(&self) -> bool {
        self.mode.is_some()
            || self.quiet.is_some()
            || self.time_zone.is_some()
            || self.pictures.is_some()
    }
}

/// `/notify`'s options, as typed.
pub struct NotifyOptions {
    mode: Option<String>,
    quiet: Option<String>,
    timezone: Option<String>,
    pictures: Option<bool>,
    web_name: Option<String>,
}

impl FromOptions for NotifyOptions {
    fn from_options(options: &[ResolvedOption<'_>]) -> Self {
        let o = Options(options);
        NotifyOptions {
            mode: o.string("mode"),
            quiet: o.string("quiet"),
            timezone: o.string("timezone"),
            pictures: o.boolean("pictures"),
            web_name: o.string("web-name"),
        }
    }
}

/// The changes asked for, each checked: the first bad one refuses them all.
fn read(o: NotifyOptions) -> Result<Changes, SettingsError> {
    let mut changes = Changes::default();
    if let Some(m) = o.mode {
        changes.mode =
            Some(NotifyMode::parse(&m).ok_or_else(|| SettingsError::BadMode { value: m.clone() })?);
    }
    if let Some(q) = o.quiet {
        changes.quiet = Some(QuietHours::parse(&q)?);
    }
    if let Some(tz) = o.timezone {
        changes.time_zone = Some(canonical_time_zone(&tz)?);
    }
    changes.pictures = o.pictures;
    // The choices are the only values Discord sends; anything else changes nothing.
    changes.web_name_hidden = match o.web_name.as_deref() {
        Some("hidden") => Some(true),
        Some("shown") => Some(false),
        _ => None,
    };
    Ok(changes)
}

pub struct Notify;

impl Slash for Notify {
    const SPEC: CommandSpec = CommandSpec::new(
        "notify",
        &[
            OptionSpec::string("mode").choices(&["dm", "channel", "both"]),
            OptionSpec::string("quiet"),
            OptionSpec::string("timezone").autocomplete(),
            OptionSpec::boolean("pictures"),
            OptionSpec::string("web-name").choices(&["hidden", "shown"]),
        ],
        Help::Line { rank: 14 },
    );
    type Options = NotifyOptions;
    type Service<S: Store> = Notifications<S>;

    async fn run<S: Store>(
        notifications: &Notifications<S>,
        call: &Call<'_>,
        o: NotifyOptions,
    ) -> Reply {
        notifications.notify_command(o, call.who).await
    }

    async fn suggest<S: Store>(
        _: &Notifications<S>,
        _: &Call<'_>,
        _focused: &str,
        typed: &str,
    ) -> Vec<AutocompleteChoice> {
        time_zone_choices(typed)
    }
}

impl<S: Store> Notifications<S> {
    async fn notify_command(&self, o: NotifyOptions, who: &Who) -> Reply {
        let loc = who.locale;
        let changes = match read(o) {
            Ok(changes) => changes,
            Err(e) => return Reply::text(format!("✗ {}", refusal(loc, &e))),
        };
        let web_line = match changes.web_name_hidden {
            Some(hidden) => match self.set_web_name(who, hidden).await {
                Ok(line) => Some(line),
                Err(line) => return Reply::text(format!("✗ {line}")),
            },
            None => None,
        };
        if !changes.any() {
            if let Some(line) = web_line {
                return Reply::text(format!("✓ {line}"));
            }
            let current = self.prefs.get(who.user);
            return Reply::text(format!(
                "{}\n{}",
                describe(loc, &current),
                t!(loc, "notify-quiet-help")
            ));
        }
        let now = self.registry.clock().now();
        let saved = self
            .prefs
            .update(who.user, now, |s| {
                if let Some(mode) = changes.mode {
                    s.notify = mode;
                }
                if let Some(quiet) = changes.quiet {
                    s.quiet = quiet;
                }
                if let Some(tz) = changes.time_zone {
                    s.time_zone = Some(tz);
                }
                if let Some(on) = changes.pictures {
                    s.images = Some(on);
                }
            })
            .await;
        match saved {
            Ok(s) => Reply::text(format!(
                "✓ {}\n{}{}",
                t!(loc, "notify-saved"),
                describe(loc, &s),
                web_line.map(|l| format!("\n{l}")).unwrap_or_default()
            )),
            Err(e) => {
                tracing::warn!(user = %who.user, error = %e, "/notify: not saved");
                Reply::text(format!("✗ {}", t!(loc, "notify-error-store")))
            }
        }
    }
}

impl<S: Store> Notifications<S> {
    /// `/notify web-name:`: what the answer says, or why nothing changed.
    async fn set_web_name(&self, who: &Who, hidden: bool) -> Result<String, String> {
        let loc = who.locale;
        let Some(web) = &self.web else {
            return Err(t!(loc, "web-settings-unavailable"));
        };
        let now = self.registry.clock().now();
        match web.consent.set_name_hidden(who.user, hidden, now).await {
            Ok(()) if hidden => Ok(t!(loc, "web-name-hidden")),
            Ok(()) => Ok(t!(loc, "web-name-shown")),
            Err(e) => {
                tracing::warn!(user = %who.user, error = %e, "/notify web-name: not saved");
                Err(t!(loc, "notify-error-store"))
            }
        }
    }
}

/// Time zones for `/notify timezone:` as the player types (`berlin` → Europe/Berlin).
fn time_zone_choices(typed: &str) -> Vec<AutocompleteChoice> {
    let typed = typed.trim();
    let names = if typed.is_empty() {
        [
            "Europe/Berlin",
            "Europe/London",
            "America/New_York",
            "Asia/Shanghai",
            "Asia/Tokyo",
        ]
        .map(String::from)
        .to_vec()
    } else {
        close_time_zones(typed, super::autocomplete::MAX)
    };
    names
        .into_iter()
        .map(|n| AutocompleteChoice::new(n.clone(), n))
        .collect()
}

/// The settings as the player reads them.
pub fn describe(loc: Locale, s: &UserSettings) -> String {
    let mode = match s.notify {
        NotifyMode::Dm => t!(loc, "notify-mode-dm"),
        NotifyMode::Channel => t!(loc, "notify-mode-channel"),
        NotifyMode::Both => t!(loc, "notify-mode-both"),
    };
    let quiet = s
        .quiet
        .map_or_else(|| t!(loc, "notify-quiet-none"), QuietHours::text);
    let pictures = match s.images {
        Some(true) => t!(loc, "notify-pictures-on"),
        Some(false) => t!(loc, "notify-pictures-off"),
        None => t!(loc, "notify-pictures-table"),
    };
    let current = t!(
        loc,
        "notify-current",
        mode = mode,
        tz = s.time_zone.clone().unwrap_or_else(|| "UTC".into()),
        quiet = quiet
    );
    format!("{current}\n{pictures}")
}

/// What was wrong, and what would be right.
pub fn refusal(loc: Locale, e: &SettingsError) -> String {
    match e {
        SettingsError::BadMode { value } => t!(loc, "notify-invalid-mode", value = value.clone()),
        SettingsError::BadQuiet { value } => {
            t!(loc, "notify-invalid-quiet", value = value.clone())
        }
        SettingsError::BadTimeZone { value, suggestions } if !suggestions.is_empty() => t!(
            loc,
            "notify-invalid-timezone-close",
            value = value.clone(),
            names = suggestions.join(" / ")
        ),
        SettingsError::BadTimeZone { value, .. } => {
            t!(loc, "notify-invalid-timezone", value = value.clone())
        }
        SettingsError::Store(_) => t!(loc, "notify-error-store"),
    }
}

//! What a person chose with `/notify` (and the picture choice): where turn prompts go, their
//! time zone and quiet hours. Parsing and checking of what they typed lives here too, so a bad
//! value is refused with what would be right.

use serde::Serialize;

/// Where a player's turn prompts and reminders go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NotifyMode {
    /// A DM (the default).
    #[default]
    Dm,
    /// A mention in the table's channel instead of the DM.
    Channel,
    /// Both.
    Both,
}

impl NotifyMode {
    pub const ALL: [NotifyMode; 3] = [NotifyMode::Dm, NotifyMode::Channel, NotifyMode::Both];

    /// As stored and typed: `dm`, `channel`, `both`.
    pub fn name(self) -> &'static str {
        match self {
            NotifyMode::Dm => "dm",
            NotifyMode::Channel => "channel",
            NotifyMode::Both => "both",
        }
    }

    pub fn parse(text: &str) -> Option<NotifyMode> {
        let t = text.trim().to_ascii_lowercase();
        NotifyMode::ALL.into_iter().find(|m| m.name() == t)
    }

    /// Turn prompts go by DM.
    pub fn dm(self) -> bool {
        matches!(self, NotifyMode::Dm | NotifyMode::Both)
    }

    /// Turn prompts mention the player in the table's channel.
    pub fn channel(self) -> bool {
        matches!(self, NotifyMode::Channel | NotifyMode::Both)
    }
}

const MINUTES_PER_DAY: u16 = 24 * 60;

/// Quiet hours: every day from `from` to `to` (minutes of the local day; `from > to` wraps
/// midnight, as in `22:00-07:00`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct QuietHours {
    pub from: u16,
    pub to: u16,
}

impl QuietHours {
    /// `from`..`to` in minutes of the day; `None` unless both are in 0..1440 and differ.
    pub fn new(from: u16, to: u16) -> Option<QuietHours> {
        (from < MINUTES_PER_DAY && to < MINUTES_PER_DAY && from != to)
            .then_some(QuietHours { from, to })
    }

    /// `22:00-07:00` (also `22-7`, `22:00–07:00`); `off` is `Ok(None)`.
    pub fn parse(text: &str) -> Result<Option<QuietHours>, SettingsError> {
        let t = text.trim();
        if matches!(t.to_ascii_lowercase().as_str(), "off" | "none") {
            return Ok(None);
        }
        let bad = || SettingsError::BadQuiet { value: t.into() };
        let (a, b) = t.split_once(['-', '–', '~']).ok_or_else(bad)?;
        let from = minute_of_day(a).ok_or_else(bad)?;
        let to = minute_of_day(b).ok_or_else(bad)?;
        QuietHours::new(from, to).map(Some).ok_or_else(bad)
    }

    /// How long one night of quiet hours lasts, in milliseconds.
    pub fn length_ms(self) -> i64 {
        let minutes = (self.to + MINUTES_PER_DAY - self.from) % MINUTES_PER_DAY;
        i64::from(minutes) * 60_000
    }

    /// `22:00-07:00`.
    pub fn text(self) -> String {
        format!("{}-{}", clock(self.from), clock(self.to))
    }
}

fn clock(minute: u16) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

/// `7`, `07`, `7:30`, `07:30`, `24:00` is not a time of day.
fn minute_of_day(text: &str) -> Option<u16> {
    let t = text.trim();
    let (h, m) = t.split_once(':').unwrap_or((t, "0"));
    let all_digits =
        |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(h) || !all_digits(m) {
        return None;
    }
    let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// Everything one person set. A person who never used `/notify` has `default()`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct UserSettings {
    pub notify: NotifyMode,
    /// An IANA name (`Europe/Berlin`), as `canonical_time_zone` returns it; `None`: UTC.
    pub time_zone: Option<String>,
    pub quiet: Option<QuietHours>,
    /// Pictures of cards and tiles on or off; `None`: the default.
    pub images: Option<bool>,
}

impl UserSettings {
    /// The time zone quiet hours are read in (UTC when none is set).
    pub fn tz(&self) -> jiff::tz::TimeZone {
        self.time_zone
            .as_deref()
            .and_then(|name| jiff::tz::db().get(name).ok())
            .unwrap_or(jiff::tz::TimeZone::UTC)
    }
}

/// Time zone names paiju knows (the IANA database compiled into the binary).
pub fn time_zone_names() -> impl Iterator<Item = String> {
    jiff::tz::db().available().map(|n| n.as_str().to_string())
}

/// The IANA name of a time zone as typed (any case: `europe/berlin` is `Europe/Berlin`), or
/// the error with up to five close names.
pub fn canonical_time_zone(text: &str) -> Result<String, SettingsError> {
    let t = text.trim();
    if !t.is_empty()
        && let Ok(tz) = jiff::tz::db().get(t)
        && let Some(name) = tz.iana_name()
    {
        return Ok(name.to_string());
    }
    Err(SettingsError::BadTimeZone {
        value: t.into(),
        suggestions: close_time_zones(t, 5),
    })
}

/// Up to `n` known names that contain what was typed (spaces read as `_`; a city alone finds
/// its zone), for suggestions and autocomplete.
pub fn close_time_zones(text: &str, n: usize) -> Vec<String> {
    let needle = text.trim().to_lowercase().replace(' ', "_");
    if needle.is_empty() {
        return Vec::new();
    }
    let mut names: Vec<String> = time_zone_names()
        .filter(|name| name.contains('/') && name.to_lowercase().contains(&needle))
        .collect();
    // Names whose city starts with it first (`berlin` → Europe/Berlin before …).
    names.sort_by_key(|name| {
        let city = name.rsplit('/').next().unwrap_or(name).to_lowercase();
        (!city.starts_with(&needle), name.len())
    });
    names.truncate(n);
    names
}

/// What was wrong with a setting.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("`{value}` is not a notification mode (dm, channel or both)")]
    BadMode { value: String },
    #[error("`{value}` is not quiet hours (like 22:00-07:00, or off)")]
    BadQuiet { value: String },
    #[error("`{value}` is not a time zone (like Europe/Berlin)")]
    BadTimeZone {
        value: String,
        suggestions: Vec<String>,
    },
    #[error("the settings store failed: {0}")]
    Store(String),
}

impl From<sqlx::Error> for SettingsError {
    fn from(e: sqlx::Error) -> SettingsError {
        SettingsError::Store(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_hours_are_read_as_typed_and_refused_when_not_a_time() {
        let q = QuietHours::parse("22:00-07:00").unwrap().unwrap();
        assert_eq!((q.from, q.to), (22 * 60, 7 * 60));
        assert_eq!(q.length_ms(), 9 * 3_600_000);
        assert_eq!(q.text(), "22:00-07:00");
        assert_eq!(
            QuietHours::parse("23-6").unwrap().unwrap().text(),
            "23:00-06:00"
        );
        assert_eq!(
            QuietHours::parse("13:30–14:15")
                .unwrap()
                .unwrap()
                .length_ms(),
            45 * 60_000
        );
        assert_eq!(QuietHours::parse("off"), Ok(None));
        for bad in [
            "22:00",
            "25:00-07:00",
            "22:00-22:00",
            "10pm-7am",
            "",
            "22:60-07:00",
        ] {
            assert!(
                matches!(QuietHours::parse(bad), Err(SettingsError::BadQuiet { .. })),
                "{bad}"
            );
        }
    }

    #[test]
    fn notify_modes_read_their_names() {
        assert_eq!(NotifyMode::parse(" Channel"), Some(NotifyMode::Channel));
        assert!(NotifyMode::Both.dm() && NotifyMode::Both.channel());
        assert!(!NotifyMode::Channel.dm() && !NotifyMode::Dm.channel());
        assert_eq!(NotifyMode::parse("mail"), None);
    }

    #[test]
    fn time_zones_come_from_the_compiled_in_database_in_any_case() {
        assert_eq!(
            canonical_time_zone("europe/berlin").unwrap(),
            "Europe/Berlin"
        );
        assert_eq!(canonical_time_zone("Asia/Tokyo").unwrap(), "Asia/Tokyo");
        let Err(SettingsError::BadTimeZone { suggestions, .. }) = canonical_time_zone("Berlin")
        else {
            panic!("a city alone is not an IANA name");
        };
        assert_eq!(
            suggestions.first().map(String::as_str),
            Some("Europe/Berlin")
        );
        assert!(canonical_time_zone("Mars/Olympus").is_err());
        assert!(
            time_zone_names().count() > 300,
            "the whole database is bundled"
        );
    }
}

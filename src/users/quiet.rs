//! Quiet hours as moments: the nights (in UTC milliseconds) a person's quiet hours cover
//! between two times, read in their own time zone (so daylight saving time moves them as it
//! moves the person's clock).

use super::settings::{QuietHours, UserSettings};
use crate::table::Timestamp;
use jiff::civil::Date;
use jiff::tz::TimeZone;

impl UserSettings {
    /// The quiet periods that overlap `from`..`to`, in order (unclipped). Empty without quiet
    /// hours.
    pub fn quiet_spans(&self, from: Timestamp, to: Timestamp) -> Vec<(Timestamp, Timestamp)> {
        let Some(quiet) = self.quiet else {
            return Vec::new();
        };
        let tz = self.tz();
        let (Some(first), Some(last)) = (local_date(from, &tz), local_date(to, &tz)) else {
            return Vec::new();
        };
        let mut spans = Vec::new();
        // From the day before (a night that began yesterday) to the last day.
        let mut day = first.yesterday().unwrap_or(first);
        while day <= last {
            if let Some((a, b)) = night(day, quiet, &tz)
                && a < to
                && b > from
            {
                spans.push((a, b));
            }
            match day.tomorrow() {
                Ok(next) => day = next,
                Err(_) => break,
            }
        }
        spans
    }
}

fn local_date(t: Timestamp, tz: &TimeZone) -> Option<Date> {
    let ts = jiff::Timestamp::from_millisecond(t.0).ok()?;
    Some(ts.to_zoned_datetime(tz.clone()).date())
}

/// The quiet period that starts on local `day`.
fn night(day: Date, quiet: QuietHours, tz: &TimeZone) -> Option<(Timestamp, Timestamp)> {
    let at = |date: Date, minute: u16| -> Option<Timestamp> {
        let h = i8::try_from(minute / 60).ok()?;
        let m = i8::try_from(minute % 60).ok()?;
        let zoned = date.at(h, m, 0, 0).to_zoned_datetime(tz.clone()).ok()?;
        Some(Timestamp(zoned.timestamp().as_millisecond()))
    };
    let end_day = if quiet.to > quiet.from {
        day
    } else {
        day.tomorrow().ok()?
    };
    Some((at(day, quiet.from)?, at(end_day, quiet.to)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    fn utc(y: i16, mo: i8, d: i8, h: i8) -> Timestamp {
        let ts = jiff::civil::date(y, mo, d)
            .at(h, 0, 0, 0)
            .to_zoned_datetime(TimeZone::UTC)
            .unwrap()
            .timestamp();
        Timestamp(ts.as_millisecond())
    }

    fn settings(tz: &str, quiet: &str) -> UserSettings {
        UserSettings {
            time_zone: Some(tz.into()),
            quiet: QuietHours::parse(quiet).unwrap(),
            ..UserSettings::default()
        }
    }

    #[test]
    fn a_night_in_berlin_is_read_in_berlin_time() {
        // January: Berlin is UTC+1, so 22:00-07:00 local is 21:00-06:00 UTC.
        let s = settings("Europe/Berlin", "22:00-07:00");
        let spans = s.quiet_spans(utc(2026, 1, 10, 12), utc(2026, 1, 11, 12));
        assert_eq!(spans, vec![(utc(2026, 1, 10, 21), utc(2026, 1, 11, 6))]);
        // July: UTC+2.
        let spans = s.quiet_spans(utc(2026, 7, 10, 12), utc(2026, 7, 11, 12));
        assert_eq!(spans, vec![(utc(2026, 7, 10, 20), utc(2026, 7, 11, 5))]);
    }

    #[test]
    fn a_night_that_began_yesterday_counts() {
        let s = settings("UTC", "22:00-07:00");
        let spans = s.quiet_spans(utc(2026, 3, 2, 3), utc(2026, 3, 2, 4));
        assert_eq!(spans, vec![(utc(2026, 3, 1, 22), utc(2026, 3, 2, 7))]);
        assert_eq!(
            s.quiet_spans(utc(2026, 3, 2, 8), utc(2026, 3, 2, 21)),
            vec![]
        );
        let three_days = s.quiet_spans(utc(2026, 3, 2, 8), utc(2026, 3, 5, 8));
        assert_eq!(three_days.len(), 3);
        assert!(three_days.iter().all(|(a, b)| b.0 - a.0 == 9 * HOUR));
    }

    #[test]
    fn no_quiet_hours_no_spans() {
        let s = UserSettings::default();
        assert!(
            s.quiet_spans(utc(2026, 3, 2, 0), utc(2026, 3, 9, 0))
                .is_empty()
        );
    }
}

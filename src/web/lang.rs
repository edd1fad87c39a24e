//! The viewer's language: `?lang=` when given (the switcher's links), else the first of
//! `Accept-Language` paiju speaks by weight, else English.

use crate::i18n::Locale;

/// A tag paiju speaks, or `None` (`fr`, `*`, garbage).
fn spoken(tag: &str) -> Option<Locale> {
    let t = tag.trim().to_ascii_lowercase();
    let primary = t.split(['-', '_']).next().unwrap_or_default();
    match primary {
        "en" => Some(Locale::EnUs),
        "zh" => Some(Locale::ZhCn),
        "ja" => Some(Locale::Ja),
        _ => None,
    }
}

/// The language of a page.
pub fn negotiate(query: Option<&str>, accept_language: Option<&str>) -> Locale {
    if let Some(l) = query.and_then(spoken) {
        return l;
    }
    let Some(header) = accept_language else {
        return Locale::EnUs;
    };
    // `zh-CN,zh;q=0.9,en;q=0.8`: a stable sort by weight keeps the header's order for ties.
    let mut offers: Vec<(f32, Locale)> = header
        .split(',')
        .take(32)
        .filter_map(|part| {
            let mut bits = part.split(';');
            let tag = bits.next()?;
            let q = bits
                .find_map(|b| b.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (q > 0.0).then_some((q, spoken(tag)?))
        })
        .collect();
    offers.sort_by(|a, b| b.0.total_cmp(&a.0));
    offers.first().map_or(Locale::EnUs, |(_, l)| *l)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_switcher_wins_over_the_browser() {
        assert_eq!(negotiate(Some("ja"), Some("zh-CN")), Locale::Ja);
        assert_eq!(negotiate(Some("klingon"), Some("zh-CN")), Locale::ZhCn);
    }

    #[test]
    fn the_heaviest_spoken_language_of_the_header_is_chosen() {
        assert_eq!(
            negotiate(None, Some("fr-FR,fr;q=0.9,ja;q=0.8,en;q=0.7")),
            Locale::Ja
        );
        assert_eq!(
            negotiate(None, Some("en;q=0.5, zh-Hans;q=0.9")),
            Locale::ZhCn
        );
        assert_eq!(negotiate(None, Some("ja;q=0, en")), Locale::EnUs);
        assert_eq!(negotiate(None, Some("de")), Locale::EnUs);
        assert_eq!(negotiate(None, None), Locale::EnUs);
    }
}

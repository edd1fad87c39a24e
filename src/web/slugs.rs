//! Opaque slugs: a player's or a game's address on a page, made from the page's secret and
//! the id, so no Discord id (nor the table's) is in a URL and one page's slugs say nothing
//! about another's. Keyed by the secret rather than a plain hash of the id: a plain hash could
//! be checked against a known user id ("is this person in that league?").

use crate::table::{TableId, UserId};
use sha2::{Digest, Sha256};

/// 12 hex digits (48 bits): unique among a league's players and games by a wide margin, short
/// enough to share.
const LEN: usize = 6;

fn keyed(secret: &str, what: &str, id: u64) -> String {
    let mut h = Sha256::new();
    h.update(secret.as_bytes());
    h.update(b"\0");
    h.update(what.as_bytes());
    h.update(b"\0");
    h.update(id.to_be_bytes());
    h.finalize()
        .iter()
        .take(LEN)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A player's slug on the page keyed by `secret`.
pub fn player_slug(secret: &str, user: UserId) -> String {
    keyed(secret, "player", user.0)
}

/// A game's (a table's) slug on the page keyed by `secret`.
pub fn game_slug(secret: &str, table: TableId) -> String {
    keyed(secret, "game", table.0)
}

/// Whether `text` could be a slug at all (checked before any lookup).
pub fn well_formed(text: &str) -> bool {
    text.len() <= 32
        && !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_hide_the_id_and_differ_between_pages() {
        let a = player_slug("secret-a", UserId(123_456_789));
        assert_eq!(a.len(), 12);
        assert!(!a.contains("123456789"));
        assert_ne!(a, player_slug("secret-b", UserId(123_456_789)));
        assert_ne!(a, game_slug("secret-a", TableId(123_456_789)));
        assert_eq!(a, player_slug("secret-a", UserId(123_456_789)), "stable");
    }

    #[test]
    fn only_lowercase_letters_and_digits_are_slugs() {
        assert!(well_formed("ab12cd"));
        assert!(!well_formed(""));
        assert!(!well_formed("AB"));
        assert!(!well_formed("a/b"));
        assert!(!well_formed("<script>"));
        assert!(!well_formed(&"a".repeat(33)));
    }
}

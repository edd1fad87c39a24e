//! The pages, each a maud template (Rust, checked when compiled; every value interpolated
//! is escaped): the shell every page shares (`layout`), a league's standings (`league`), a
//! player (`player`), a game step by step (`game`), and the pages for what is not there
//! (`errors`). Their words are in `locales/<lang>/web.ftl`.

pub mod errors;
pub mod game;
pub mod layout;
pub mod league;
pub mod player;

use serde::Deserialize;

/// What a page's address may ask, all optional and all checked: a value that is not one of
/// the expected ones is treated as absent (a page number) or answered with a 404 (a game or
/// season that does not exist).
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Params {
    pub lang: Option<String>,
    pub game: Option<String>,
    pub season: Option<String>,
    pub page: Option<String>,
    pub games: Option<String>,
}

impl Params {
    /// A page number from 1 (anything else is page 1).
    pub fn number(text: Option<&str>) -> usize {
        text.and_then(|p| p.trim().parse::<usize>().ok())
            .filter(|p| *p >= 1)
            .unwrap_or(1)
    }
}

/// Rows `page` (from 1) of `len` rows in pages of `size`, clamped to the last page; and how
/// many pages there are.
pub fn paged(len: usize, size: usize, page: usize) -> (std::ops::Range<usize>, usize, usize) {
    let pages = len.div_ceil(size).max(1);
    let page = page.min(pages);
    let start = (page - 1) * size;
    (start..(start + size).min(len), page, pages)
}

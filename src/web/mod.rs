//! A league's own web page (`paiju web`, or the bot with `WEB_ADDR`): read-only HTML over the
//! same store — the standings, each player's rating over time, and every listed game stepped
//! through move by move with the channel's own picture of the table (docs/web.md).
//!
//! Another frontend beside `discord` and `local`: it reads the league and the tables' logs,
//! never writes them, and shows only what a guild consented to (`league::consent`): its page
//! turned on, games of channels everyone could read, names as the table showed them unless a
//! player asked to be "Player N". A step shows the public view and what the channel was told,
//! never a seat's view, so a hand the rules did not reveal is never in a page or a picture.
//!
//! The parts: `server` (the router, limits, `serve`), `site` (what a request reads, kept by
//! league version), `board` (ratings replayed for trends, charts and rating changes),
//! `replay` (a game's public steps), `pictures` (each step's PNG, kept), `lang`, `slugs`,
//! `chart` (SVG), `rate_limit`, `http_cache` (ETags) and the `pages`.

mod board;
mod chart;
mod http_cache;
mod lang;
mod pages;
mod pictures;
mod rate_limit;
mod replay;
mod server;
mod site;
mod slugs;

pub use chart::rating_svg;
pub use rate_limit::Limits;
pub use server::{Server, WebError, router, serve, serve_on};
pub use site::Site;
pub use slugs::{game_slug, player_slug};

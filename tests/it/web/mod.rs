//! The league's web pages (`paiju web`): served on a loopback port over a league built through
//! the real code (`fixture`), read over HTTP (`http`, `privacy`, `replay`).

mod browser;
mod discord;
mod fixture;
mod html;
mod http;
mod privacy;
mod replay;

//! The pages for what is not there: an address with no page (or a page turned off — the same
//! answer, so an address says nothing about a league that is not public), a filter naming
//! nothing, a client over its share, the site's own failure.

use super::layout::{Ctx, page};
use crate::t;
use maud::{Markup, html};

pub fn not_found(ctx: &Ctx, why: Option<&str>) -> Markup {
    let loc = ctx.loc;
    let text = why.map_or_else(|| t!(loc, "web-not-found-text"), str::to_string);
    titled(ctx, &t!(loc, "web-not-found"), &text)
}

/// A page of a heading and one paragraph.
fn titled(ctx: &Ctx, title: &str, text: &str) -> Markup {
    page(
        ctx,
        title,
        false,
        html! {
            h1 { (title) }
            p { (text) }
        },
    )
}

pub fn message(ctx: &Ctx, id: &str) -> Markup {
    let text = crate::i18n::lookup(ctx.loc, id, Vec::new());
    page(ctx, &text, false, html! { h1 { (text) } })
}

/// The site's front page: it names no league (pages are found by the address their
/// moderators share, never listed).
pub fn home(ctx: &Ctx) -> Markup {
    let loc = ctx.loc;
    titled(ctx, &t!(loc, "web-home-title"), &t!(loc, "web-home-text"))
}

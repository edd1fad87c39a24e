//! The pages for what is not there: an address with no page (or a page turned off — the same
//! answer, so an address says nothing about a league that is not public), a filter naming
//! nothing, a client over its share, the site's own failure.

use super::layout::{Ctx, page};
use crate::t;
use maud::{Markup, html};

pub fn not_found(ctx: &Ctx, why: Option<&str>) -> Markup {
    let loc = ctx.loc;
    let title = t!(loc, "web-not-found");
    page(
        ctx,
        &title,
        false,
        html! {
            h1 { (title) }
            p { (why.map_or_else(|| t!(loc, "web-not-found-text"), str::to_string)) }
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
    let title = t!(loc, "web-home-title");
    page(
        ctx,
        &title,
        false,
        html! {
            h1 { (title) }
            p { (t!(loc, "web-home-text")) }
        },
    )
}

//! The shell of every page: `<html lang>`, the title, the language switcher (links that keep
//! the page and its filters), a skip link and the main landmark, the stylesheet and (on a
//! replay) the stepping script, both served by the site itself.

use crate::i18n::Locale;
use crate::t;
use maud::{DOCTYPE, Markup, html};

/// Where a page is and how it was asked for: links are made from it.
#[derive(Clone, Debug)]
pub struct Ctx {
    pub loc: Locale,
    /// The path of this page.
    pub path: String,
    /// The page's own query (filters, page numbers), without `lang`, as `(key, value)`:
    /// only values the site made itself (game names, season ids, numbers).
    pub query: Vec<(&'static str, String)>,
    /// The league's address (`/l/<slug>`), when the page belongs to one.
    pub league: Option<String>,
}

impl Ctx {
    /// A link to `path` with `query`, in this page's language.
    pub fn link(&self, path: &str, query: &[(&str, String)]) -> String {
        link_in(self.loc, path, query)
    }

    /// This page in another language.
    fn this_in(&self, loc: Locale) -> String {
        let query: Vec<(&str, String)> = self.query.iter().map(|(k, v)| (*k, v.clone())).collect();
        link_in(loc, &self.path, &query)
    }
}

/// `path?k=v&…&lang=tag`. Values are the site's own words and numbers: the few characters
/// that would break a query are escaped all the same.
pub fn link_in(loc: Locale, path: &str, query: &[(&str, String)]) -> String {
    let mut out = String::from(path);
    let mut sep = '?';
    for (k, v) in query {
        out.push(sep);
        out.push_str(k);
        out.push('=');
        out.push_str(&escape_query(v));
        sep = '&';
    }
    out.push(sep);
    out.push_str("lang=");
    out.push_str(loc.tag());
    out
}

fn escape_query(v: &str) -> String {
    v.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' => {
                char::from(b).to_string()
            }
            other => format!("%{other:02X}"),
        })
        .collect()
}

/// The name of each language in itself, for the switcher.
fn endonym(loc: Locale) -> &'static str {
    match loc {
        Locale::EnUs => "English",
        Locale::ZhCn => "简体中文",
        Locale::Ja => "日本語",
    }
}

/// A whole page.
pub fn page(ctx: &Ctx, title: &str, script: bool, body: Markup) -> Markup {
    let loc = ctx.loc;
    html! {
        (DOCTYPE)
        html lang=(loc.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) " · " (t!(loc, "web-site-name")) }
                link rel="stylesheet" href="/static/site.css";
                @for other in Locale::ALL {
                    @if other != loc {
                        link rel="alternate" hreflang=(other.tag()) href=(ctx.this_in(other));
                    }
                }
                @if script {
                    script src="/static/step.js" defer {}
                }
            }
            body {
                a class="skip" href="#main" { (t!(loc, "web-skip")) }
                header {
                    @if let Some(league) = &ctx.league {
                        nav aria-label=(t!(loc, "web-nav-label")) {
                            a href=(ctx.link(league, &[])) { (t!(loc, "web-nav-league")) }
                        }
                    }
                    nav class="langs" aria-label=(t!(loc, "web-lang-label")) {
                        ul {
                            @for other in Locale::ALL {
                                li {
                                    @if other == loc {
                                        span aria-current="true" lang=(other.tag()) { (endonym(other)) }
                                    } @else {
                                        a href=(ctx.this_in(other)) hreflang=(other.tag()) lang=(other.tag()) {
                                            (endonym(other))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                main id="main" { (body) }
                footer { p { (t!(loc, "web-footer")) } }
            }
        }
    }
}

/// Previous / "page N of M" / next links for a paginated list; `key` names its parameter.
pub fn pager(ctx: &Ctx, key: &'static str, page: usize, pages: usize, label: &str) -> Markup {
    let loc = ctx.loc;
    let at = |n: usize| {
        let mut q: Vec<(&str, String)> = ctx
            .query
            .iter()
            .filter(|(k, _)| *k != key)
            .map(|(k, v)| (*k, v.clone()))
            .collect();
        q.push((key, n.to_string()));
        ctx.link(&ctx.path, &q)
    };
    html! {
        @if pages > 1 {
            nav class="pager" aria-label=(label) {
                @if page > 1 { a href=(at(page - 1)) rel="prev" { (t!(loc, "web-page-prev")) } }
                span { (t!(loc, "web-page-of", page = page, pages = pages)) }
                @if page < pages { a href=(at(page + 1)) rel="next" { (t!(loc, "web-page-next")) } }
            }
        }
    }
}

/// The stylesheet: system fonts, dark text on light (contrast above 7:1), visible focus.
pub const CSS: &str = "\
:root{color:#1a1a1a;background:#fafafa;font-family:system-ui,sans-serif;line-height:1.5}\
body{max-width:60rem;margin:0 auto;padding:0 1rem}\
a{color:#0b4a9e}a:focus,button:focus,select:focus{outline:3px solid #b35900;outline-offset:2px}\
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}\
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding:.5rem 0}\
header ul{list-style:none;display:flex;gap:1rem;margin:0;padding:0}\
table{border-collapse:collapse;width:100%;margin:1rem 0}\
th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd}\
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}\
caption{text-align:left;font-weight:bold;padding:.3rem 0}\
.up{color:#0a6b2d}.down{color:#a11b1b}\
.pager,.steps-nav{display:flex;gap:1rem;align-items:center;margin:1rem 0}\
.step img,.chart{max-width:100%;height:auto;border:1px solid #ccc;background:#fff}\
form.filters{display:flex;gap:1rem;align-items:end;flex-wrap:wrap}\
form.filters label{display:flex;flex-direction:column}\
footer{border-top:1px solid #ccc;margin-top:2rem;color:#444}\
ol.moves{columns:2;column-gap:2rem}ol.moves li{overflow-wrap:anywhere;break-inside:avoid}";

/// Keyboard stepping on a replay: ← and → follow the page's own previous and next links (the
/// page works the same without it).
pub const STEP_JS: &str = "\
document.addEventListener('keydown',function(e){\
if(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;\
var t=e.target&&e.target.tagName;if(t==='INPUT'||t==='SELECT'||t==='TEXTAREA')return;\
var rel=e.key==='ArrowLeft'?'prev':e.key==='ArrowRight'?'next':null;if(!rel)return;\
var a=document.querySelector('.steps-nav a[rel='+rel+']');if(a){e.preventDefault();location.href=a.href;}});";

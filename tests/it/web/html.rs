//! Just enough reading of the pages for the tests: attribute values and the text of cells,
//! found by plain search (the pages are the site's own, well-formed HTML).

/// Every value of attribute `name` (`href="…"`), as written (entities kept).
pub fn attrs(page: &str, name: &str) -> Vec<String> {
    let needle = format!(" {name}=\"");
    let mut out = Vec::new();
    let mut rest = page;
    while let Some(i) = rest.find(&needle) {
        rest = &rest[i + needle.len()..];
        let end = rest.find('"').expect("a closed attribute");
        out.push(rest[..end].to_string());
        rest = &rest[end..];
    }
    out
}

/// The inner HTML of every element opened by `open` (`<td class="player">`), up to `close`.
pub fn inner(page: &str, open: &str, close: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = page;
    while let Some(i) = rest.find(open) {
        rest = &rest[i + open.len()..];
        let end = rest.find(close).expect("a closed element");
        out.push(rest[..end].to_string());
        rest = &rest[end..];
    }
    out
}

/// `text` as the templates escape it.
pub fn escaped(text: &str) -> String {
    maud::html! { (text) }.into_string()
}

/// The text of an element's inner HTML without its tags.
pub fn text_of(inner: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in inner.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// An href as the browser follows it (`&amp;` back to `&`).
pub fn unescape_href(href: &str) -> String {
    href.replace("&amp;", "&")
}

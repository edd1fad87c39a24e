//! ETags and `Cache-Control`: a page's ETag is the hash of its bytes, so a browser asking
//! again with `If-None-Match` gets `304 Not Modified` and no body. A finished game never
//! changes (only a renamed player could redraw it), so its pages and pictures may be kept by
//! the browser and by caches in between; the standings move with every game and are checked
//! each time.

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

/// How long a response may be kept without asking again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Freshness {
    /// Ask every time (the ETag makes the answer cheap).
    Revalidate,
    /// A finished game's page or picture: an hour.
    Finished,
}

impl Freshness {
    fn header(self) -> &'static str {
        match self {
            Freshness::Revalidate => "public, no-cache",
            Freshness::Finished => "public, max-age=3600",
        }
    }
}

/// The ETag of a body.
pub fn etag_of(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}

/// Whether the request's `If-None-Match` names `etag`.
fn matches(request: &HeaderMap, etag: &str) -> bool {
    request
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"))
}

/// `body` with its type, ETag and freshness, or `304` when the browser has it already.
pub fn cached(
    request: &HeaderMap,
    content_type: &'static str,
    body: Vec<u8>,
    etag: Option<String>,
    fresh: Freshness,
) -> Response {
    let etag = etag.unwrap_or_else(|| etag_of(&body));
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(fresh.header()),
    );
    if let Ok(v) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, v);
    }
    if matches(request, &etag) {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    (StatusCode::OK, headers, body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_browser_holding_the_etag_gets_not_modified_without_a_body() {
        let body = b"<p>hi</p>".to_vec();
        let tag = etag_of(&body);
        let mut asked = HeaderMap::new();
        asked.insert(header::IF_NONE_MATCH, HeaderValue::from_str(&tag).unwrap());
        let r = cached(&asked, "text/html", body.clone(), None, Freshness::Finished);
        assert_eq!(r.status(), StatusCode::NOT_MODIFIED);
        let r = cached(
            &HeaderMap::new(),
            "text/html",
            body,
            None,
            Freshness::Finished,
        );
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(r.headers()[header::ETAG].to_str().unwrap(), tag);
        assert_eq!(
            r.headers()[header::CACHE_CONTROL].to_str().unwrap(),
            "public, max-age=3600"
        );
    }
}

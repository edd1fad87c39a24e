//! Reading a `multipart/form-data` body as serenity sends files: a `payload_json` part (the
//! JSON that would otherwise be the whole body) and `files[N]` parts with their file names.

use axum::body::Bytes;

/// Files as uploaded: name and bytes (slices of the request's body, not copies).
pub type Files = Vec<(String, Bytes)>;

/// The JSON payload and the files, or `None` when the body is not multipart.
pub fn split(content_type: &str, body: &Bytes) -> Option<(String, Files)> {
    let boundary = content_type
        .strip_prefix("multipart/form-data")?
        .split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))?
        .trim_matches('"');
    let delimiter = format!("--{boundary}");
    let mut json = String::new();
    let mut files = Vec::new();
    for part in split_on(body, delimiter.as_bytes()).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..end]).to_string();
        let content = &part[end + 4..];
        let content = content.strip_suffix(b"\r\n").unwrap_or(content);
        let field = |key: &str| {
            headers.split([';', '\r', '\n']).find_map(|h| {
                h.trim()
                    .strip_prefix(&format!("{key}="))
                    .map(|v| v.trim_matches('"').to_string())
            })
        };
        match (field("name").as_deref(), field("filename")) {
            (Some("payload_json"), _) => json = String::from_utf8_lossy(content).to_string(),
            (_, Some(name)) => files.push((name, body.slice_ref(content))),
            _ => {}
        }
    }
    Some((json, files))
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    // A picture is tens of kilobytes: a vectorised search keeps the fake's share of a load
    // test's CPU small.
    memchr::memmem::find(hay, needle)
}

fn split_on<'a>(mut hay: &'a [u8], needle: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    while let Some(i) = find(hay, needle) {
        out.push(&hay[..i]);
        hay = &hay[i + needle.len()..];
    }
    out.push(hay);
    out
}

//! Files on messages, as Discord keeps them: a message or an interaction answer may upload
//! files (multipart: `payload_json` and `files[n]`), name them in its `attachments` list (new
//! ones by their upload index, existing ones by id), and point an embed at one
//! (`attachment://name`). An edit keeps the message's files when it names no `attachments`;
//! when it does, only those stay. Refused as Discord refuses: more than 10 files, more than
//! 25 MiB, an `attachments` entry naming no upload and no existing file, an embed pointing at
//! a file the message will not have.

use axum::body::Bytes;
use serde_json::{Value, json};

/// Discord's limits on uploads.
pub const MAX_FILES: usize = 10;
pub const MAX_BYTES: usize = 25 * 1024 * 1024;

/// A file on a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    /// Shared with the request it came in (a clone copies no bytes: the load tests keep
    /// tens of thousands of pictures).
    pub bytes: Bytes,
}

impl Attachment {
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "filename": self.filename,
            "size": self.bytes.len(),
            "url": format!("https://cdn.example/{}/{}", self.id, self.filename),
            "proxy_url": format!("https://media.example/{}/{}", self.id, self.filename),
            "content_type": "image/png",
        })
    }
}

fn id_of(v: &Value) -> Option<u64> {
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
}

/// The files a message has after this request: `existing` (none for a new message), the
/// request's `attachments` list and its uploaded `files`. `next_id` numbers new files.
pub fn apply(
    existing: &[Attachment],
    payload: &Value,
    files: Vec<(String, Bytes)>,
    mut next_id: impl FnMut() -> u64,
) -> Result<Vec<Attachment>, String> {
    if files.len() > MAX_FILES {
        return Err(format!("{} files (at most {MAX_FILES})", files.len()));
    }
    let total: usize = files.iter().map(|(_, b)| b.len()).sum();
    if total > MAX_BYTES {
        return Err(format!("{total} bytes of files (at most {MAX_BYTES})"));
    }
    let mut uploaded: Vec<Option<(String, Bytes)>> = files.into_iter().map(Some).collect();
    let Some(list) = payload["attachments"].as_array() else {
        // Not named: what the message had stays, the uploads are added.
        let mut out = existing.to_vec();
        for (name, bytes) in uploaded.into_iter().flatten() {
            out.push(Attachment {
                id: next_id(),
                filename: name,
                bytes,
            });
        }
        return Ok(out);
    };
    let mut out = Vec::new();
    for entry in list {
        let id = id_of(&entry["id"]).ok_or("an attachment without an id")?;
        if let Some(a) = existing.iter().find(|a| a.id == id) {
            out.push(a.clone());
            continue;
        }
        let slot = usize::try_from(id)
            .ok()
            .and_then(|i| uploaded.get_mut(i))
            .and_then(Option::take)
            .ok_or(format!(
                "attachments[{id}] names no upload and no file of the message"
            ))?;
        out.push(Attachment {
            id: next_id(),
            filename: entry["filename"].as_str().map_or(slot.0, str::to_string),
            bytes: slot.1,
        });
    }
    Ok(out)
}

/// An embed pointing at a file the message does not have.
pub fn embed_refusal(embeds: &Value, files: &[Attachment]) -> Option<String> {
    for e in embeds.as_array().into_iter().flatten() {
        for url in [&e["image"]["url"], &e["thumbnail"]["url"]] {
            if let Some(name) = url.as_str().and_then(|u| u.strip_prefix("attachment://"))
                && !files.iter().any(|f| f.filename == name)
            {
                return Some(format!("embed image attachment://{name} is not uploaded"));
            }
        }
    }
    None
}

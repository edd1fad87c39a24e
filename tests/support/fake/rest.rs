//! The fake's REST routes: interaction callbacks and their edits, channel and DM messages
//! (nonces, uploads), command registration, and the fallback for routes it does not serve.

use super::*;

pub(super) async fn unknown(
    State(ctx): State<Ctx>,
    method: Method,
    uri: Uri,
    body: String,
) -> Response {
    ctx.record(&method, &uri, &parse(&body), 404);
    error(404, 0, "404: Not Found (the fake does not serve this)")
}

/// Wall-clock milliseconds since the Unix epoch.
fn unix_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// The request's `Authorization` header ("" without one).
fn authorization(headers: &axum::http::HeaderMap) -> String {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string()
}

/// Records every REST call's method, path and `Authorization` header.
pub(super) async fn record_caller(
    State(ctx): State<Ctx>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let authorization = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let limit = {
        let mut inner = ctx.lock();
        inner.callers.push(Caller {
            method: request.method().to_string(),
            path: request.uri().path().to_string(),
            authorization,
            at: Instant::now(),
            unix_ms: unix_ms(),
        });
        take_limit(&mut inner.limits, request.method(), request.uri())
    };
    match limit {
        Some(limit) => limit.answer().await,
        None => next.run(request).await,
    }
}

pub(super) async fn interaction_callback(
    State(ctx): State<Ctx>,
    Path((id, _token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let arrived = Instant::now();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let (body, files) = match multipart::split(content_type, &bytes) {
        Some((json, files)) => (parse(&json), files),
        None => (parse(&String::from_utf8_lossy(&bytes)), Vec::new()),
    };
    let fault = ctx.fault(&method, &uri);
    if let Some(f) = &fault
        && !f.after_effect
    {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    let kind = body["type"].as_u64().unwrap_or(0);
    let invalid = match kind {
        4 | 7 => refusal(
            body["data"]["content"].as_str().unwrap_or(""),
            &body["data"]["components"],
        ),
        8 => choices_refusal(&body["data"]["choices"]),
        _ => None,
    };
    if let Some(why) = invalid {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let already = ctx.lock().callbacks.iter().any(|c| c.interaction == id);
    if already {
        ctx.record(&method, &uri, &body, 400);
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let data = body["data"].clone();
    // The message a type-4 callback creates, built before taking the lock (it takes it too).
    let mut created = (kind == 4).then(|| ctx.ephemeral(id, &data));
    let updated = if kind == 7 {
        let inner = ctx.lock();
        inner
            .component_message
            .get(&id)
            .and_then(|mid| inner.message(*mid))
            .map(|m| (m.id, m.attachments.clone(), m.embeds.clone()))
    } else {
        None
    };
    let existing = updated.as_ref().map(|u| u.1.clone()).unwrap_or_default();
    let files_now = match attachments::apply(&existing, &data, files.clone(), || ctx.id()) {
        Ok(f) => f,
        Err(why) => return ctx.invalid(&method, &uri, &body, why),
    };
    let embeds_now = if data["embeds"].is_array() {
        data["embeds"].clone()
    } else {
        updated.as_ref().map_or(json!([]), |u| u.2.clone())
    };
    if let Some(why) = attachments::embed_refusal(&embeds_now, &files_now) {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let target = created
        .as_ref()
        .map(|m| m.id)
        .or(updated.as_ref().map(|u| u.0));
    if let Some(m) = created.as_mut() {
        m.attachments = files_now.clone();
    }
    // The callback and its effect on the messages land together: whoever sees the callback
    // also sees the message it created or updated.
    {
        let mut inner = ctx.lock();
        let latency = inner
            .dispatched
            .get(&id)
            .map(|t| arrived.duration_since(*t))
            .unwrap_or_default();
        match created {
            // A new (ephemeral) message.
            Some(msg) => {
                inner.original_message.insert(id, msg.id);
                inner.push_message(msg);
            }
            // Type 7: update the message the component was on.
            None if kind == 7 => {
                if let Some(mid) = inner.component_message.get(&id).copied()
                    && let Some(m) = inner.message_mut(mid)
                {
                    m.history.push(std::mem::take(&mut m.content));
                    m.content = data["content"].as_str().unwrap_or("").to_string();
                    if !data["components"].is_null() {
                        m.components = data["components"].clone();
                    }
                    if data["embeds"].is_array() {
                        m.embeds = data["embeds"].clone();
                    }
                    m.attachments = files_now.clone();
                }
            }
            None => {}
        }
        if let Some(message) = target {
            record_uploads(&mut inner, message, &existing, &files_now);
        }
        inner.callbacks.push(Callback {
            interaction: id,
            kind,
            data,
            latency,
            files,
            authorization: authorization(&headers),
            at: arrived,
        });
    }
    let status = fault.map_or(204, |f| f.status);
    ctx.record(&method, &uri, &body, status);
    if status == 204 {
        StatusCode::NO_CONTENT.into_response()
    } else {
        error(status, 0, "injected after effect")
    }
}

pub(super) async fn edit_original(
    State(ctx): State<Ctx>,
    Path((_app, token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let (body, files) = body_and_files(&headers, &bytes);
    let files_now = match attachments::apply(&[], &body, files.clone(), || ctx.id()) {
        Ok(f) => f,
        Err(why) => return ctx.invalid(&method, &uri, &body, why),
    };
    if let Some(why) = refusal(body["content"].as_str().unwrap_or(""), &body["components"]) {
        return ctx.invalid(&method, &uri, &body, why);
    }
    // Tokens are `tok-<interaction id>`.
    let id: u64 = token.trim_start_matches("tok-").parse().unwrap_or(0);
    let next_id = ctx.next_id.clone();
    let json = {
        let mut inner = ctx.lock();
        inner.original_edits.push(OriginalEdit {
            interaction: id,
            body: body.clone(),
            authorization: authorization(&headers),
            at: Instant::now(),
        });
        // A component's answer (an update, type 7, or a deferred one, type 6): its original
        // response is the message the component is on, edited in place; a message an
        // answer created (type 4, or an earlier edit of a deferred one) likewise.
        let updated = inner
            .callbacks
            .iter()
            .any(|c| c.interaction == id && matches!(c.kind, 6 | 7));
        let on = if updated {
            inner.component_message.get(&id).copied()
        } else {
            inner.original_message.get(&id).copied()
        };
        match on {
            Some(mid) => edit_in_place(&mut inner, mid, &body, files, || {
                next_id.fetch_add(1, Ordering::SeqCst)
            }),
            None => None,
        }
    };
    let json = match json {
        Some(json) => json,
        None => {
            let mut msg = ctx.ephemeral(id, &body);
            msg.attachments = files_now;
            let json = msg.json(APP_ID);
            let mut inner = ctx.lock();
            record_uploads(&mut inner, msg.id, &[], &msg.attachments);
            inner.original_message.insert(id, msg.id);
            inner.push_message(msg);
            json
        }
    };
    ctx.record(&method, &uri, &body, 200);
    ok_json(json)
}

/// Edits message `mid` to `body` (what it names: content, components, embeds), as the edit
/// of a deferred update's original response does; `None` if there is no such message.
fn edit_in_place(
    inner: &mut Inner,
    mid: u64,
    body: &Value,
    files: multipart::Files,
    next_id: impl FnMut() -> u64,
) -> Option<Value> {
    let m = inner.message_mut(mid)?;
    let existing = m.attachments.clone();
    // Checked against no attachments already: against the message's own it holds too.
    let files_now = attachments::apply(&existing, body, files, next_id).ok()?;
    m.history.push(m.content.clone());
    if let Some(c) = body["content"].as_str() {
        m.content = c.to_string();
    }
    if !body["components"].is_null() {
        m.components = body["components"].clone();
    }
    if body["embeds"].is_array() {
        m.embeds = body["embeds"].clone();
    }
    m.attachments = files_now;
    let json = m.json(APP_ID);
    let now = m.attachments.clone();
    record_uploads(inner, mid, &existing, &now);
    Some(json)
}

pub(super) async fn create_dm(
    State(ctx): State<Ctx>,
    method: Method,
    uri: Uri,
    body: String,
) -> Response {
    let body = parse(&body);
    if let Some(f) = ctx.fault(&method, &uri) {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    ctx.record(&method, &uri, &body, 200);
    let user: u64 = body["recipient_id"]
        .as_str()
        .map(|s| s.parse().unwrap())
        .or(body["recipient_id"].as_u64())
        .unwrap();
    let channel = {
        let existing = ctx.lock().dm_channels.get(&user).copied();
        match existing {
            Some(c) => c,
            None => {
                let id = ctx.id();
                *ctx.lock().dm_channels.entry(user).or_insert(id)
            }
        }
    };
    ok_json(json!({
        "id": channel.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [{"id": user.to_string(), "username": format!("user{user}"), "discriminator": "0", "global_name": null, "avatar": null}]
    }))
}

pub(super) async fn create_message(
    State(ctx): State<Ctx>,
    Path(channel): Path<u64>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let (body, files) = body_and_files(&headers, &bytes);
    let fault = ctx.fault(&method, &uri);
    if let Some(f) = &fault
        && !f.after_effect
    {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    let dm_of = ctx
        .lock()
        .dm_channels
        .iter()
        .find(|(_, c)| **c == channel)
        .map(|(u, _)| *u);
    if let Some(user) = dm_of
        && ctx.lock().closed_dms.contains(&user)
    {
        ctx.record(&method, &uri, &body, 403);
        return error(403, 50007, "Cannot send messages to this user");
    }
    if let Some(why) = refusal(body["content"].as_str().unwrap_or(""), &body["components"])
        .or_else(|| embeds_refusal(&body["embeds"]))
    {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let files_now = match attachments::apply(&[], &body, files, || ctx.id()) {
        Ok(f) => f,
        Err(why) => return ctx.invalid(&method, &uri, &body, why),
    };
    if let Some(why) = attachments::embed_refusal(&body["embeds"], &files_now) {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let empty = |v: &Value| v.as_array().is_none_or(Vec::is_empty);
    if body["content"].as_str().unwrap_or("").is_empty()
        && empty(&body["embeds"])
        && files_now.is_empty()
    {
        return ctx.invalid(&method, &uri, &body, "an empty message (50006)".into());
    }
    let nonce = body["nonce"].as_str().map(str::to_string);
    let existing = if body["enforce_nonce"] == true
        && let Some(n) = &nonce
    {
        ctx.lock().with_nonce(channel, n).cloned()
    } else {
        None
    };
    let msg = match existing {
        Some(m) => m,
        None => {
            let msg = Msg {
                id: ctx.id(),
                channel,
                place: match dm_of {
                    Some(u) => Place::Dm(u),
                    None => Place::Channel(channel),
                },
                content: body["content"].as_str().unwrap_or("").to_string(),
                components: if body["components"].is_null() {
                    json!([])
                } else {
                    body["components"].clone()
                },
                embeds: if body["embeds"].is_array() {
                    body["embeds"].clone()
                } else {
                    json!([])
                },
                nonce,
                history: Vec::new(),
                allowed_users: body["allowed_mentions"]["users"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|u| u.as_str().map_or_else(|| u.to_string(), str::to_string))
                    .collect(),
                attachments: files_now,
            };
            let mut inner = ctx.lock();
            record_uploads(&mut inner, msg.id, &[], &msg.attachments);
            inner.push_message(msg.clone());
            msg
        }
    };
    let status = fault.map_or(200, |f| f.status);
    ctx.record(&method, &uri, &body, status);
    if status == 200 {
        ok_json(msg.json(APP_ID))
    } else {
        error(status, 0, "injected after effect")
    }
}

/// `PATCH /channels/{id}/messages/{message}`: the bot edits a message it sent (a DM panel
/// losing its buttons). Only what the body names changes; an unknown message is a 404.
pub(super) async fn edit_message(
    State(ctx): State<Ctx>,
    Path((channel, message)): Path<(u64, u64)>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let (body, files) = body_and_files(&headers, &bytes);
    if let Some(f) = ctx.fault(&method, &uri) {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    let content = body["content"].as_str();
    if let Some(why) = refusal(content.unwrap_or(""), &body["components"])
        .or_else(|| embeds_refusal(&body["embeds"]))
    {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let mut inner = ctx.lock();
    let Some(m) = inner.message_mut(message).filter(|m| m.channel == channel) else {
        drop(inner);
        ctx.record(&method, &uri, &body, 404);
        return error(404, 10008, "Unknown Message");
    };
    let existing = m.attachments.clone();
    let files_now = match attachments::apply(&existing, &body, files, || {
        ctx.next_id.fetch_add(1, Ordering::SeqCst)
    }) {
        Ok(f) => f,
        Err(why) => {
            drop(inner);
            return ctx.invalid(&method, &uri, &body, why);
        }
    };
    let embeds_now = if body["embeds"].is_array() {
        body["embeds"].clone()
    } else {
        m.embeds.clone()
    };
    if let Some(why) = attachments::embed_refusal(&embeds_now, &files_now) {
        drop(inner);
        return ctx.invalid(&method, &uri, &body, why);
    }
    m.attachments = files_now.clone();
    m.history.push(m.content.clone());
    if let Some(c) = content {
        m.content = c.to_string();
    }
    if !body["components"].is_null() {
        m.components = body["components"].clone();
    }
    if body["embeds"].is_array() {
        m.embeds = body["embeds"].clone();
    }
    let json = m.json(APP_ID);
    record_uploads(&mut inner, message, &existing, &files_now);
    drop(inner);
    ctx.record(&method, &uri, &body, 200);
    ctx.changed.notify_waiters();
    ok_json(json)
}

/// A request's JSON and its uploaded files (a multipart body), or its JSON alone.
pub(super) fn body_and_files(
    headers: &axum::http::HeaderMap,
    bytes: &axum::body::Bytes,
) -> (Value, multipart::Files) {
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    match multipart::split(content_type, bytes) {
        Some((json, files)) => (parse(&json), files),
        None => (parse(&String::from_utf8_lossy(bytes)), Vec::new()),
    }
}

/// The files a message gained in a request, counted as uploads.
pub(super) fn record_uploads(
    inner: &mut Inner,
    message: u64,
    before: &[Attachment],
    now: &[Attachment],
) {
    for a in now {
        if !before.iter().any(|b| b.id == a.id) {
            inner.uploads.push(Upload {
                message,
                filename: a.filename.clone(),
                bytes: a.bytes.clone(),
            });
        }
    }
}

pub(super) async fn put_commands(
    State(ctx): State<Ctx>,
    method: Method,
    uri: Uri,
    body: String,
) -> Response {
    let body = parse(&body);
    ctx.record(&method, &uri, &body, 200);
    let mut out = Vec::new();
    for c in body.as_array().into_iter().flatten() {
        let mut c = c.clone();
        c["id"] = json!(ctx.id().to_string());
        c["application_id"] = json!(APP_ID.to_string());
        c["version"] = json!("1");
        out.push(c);
    }
    ctx.lock().commands = out.clone();
    ctx.changed.notify_waiters();
    ok_json(Value::Array(out))
}

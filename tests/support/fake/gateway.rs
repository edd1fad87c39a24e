//! The fake's gateway: the URL route and the websocket session (hello, identify per shard,
//! heartbeats, resume, dispatch).

use super::*;

pub(super) async fn gateway_url(State(ctx): State<Ctx>, method: Method, uri: Uri) -> Response {
    if ctx.fail_gateway_url.load(Ordering::SeqCst) {
        ctx.record(&method, &uri, &Value::Null, 500);
        return error(500, 0, "boom");
    }
    ctx.record(&method, &uri, &Value::Null, 200);
    let (port, shards) = {
        let inner = ctx.lock();
        (inner.port, inner.shard_total)
    };
    ok_json(json!({
        "url": format!("ws://127.0.0.1:{port}/gw"),
        "shards": shards,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
    }))
}

pub(super) async fn gateway_socket(State(ctx): State<Ctx>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| gateway_session(socket, ctx))
}

pub(super) async fn gateway_session(mut socket: WebSocket, ctx: Ctx) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}, "s": null, "t": null});
    if socket
        .send(WsMessage::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<(String, Value)>();
    let mut seq = 0u64;
    // This connection's number and the shard it identified as.
    let connection = {
        let mut inner = ctx.lock();
        inner.next_connection += 1;
        inner.next_connection
    };
    let mut as_shard: Option<u32> = None;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { break };
                let WsMessage::Text(text) = msg else { continue };
                let v = parse(text.as_str());
                match v["op"].as_u64() {
                    Some(2) => {
                        let port = {
                            let mut inner = ctx.lock();
                            inner.identify.push(v["d"].clone());
                            inner.gateway = Some(tx.clone());
                            let shard = &v["d"]["shard"];
                            if let (Some(id), Some(total)) = (shard[0].as_u64(), shard[1].as_u64()) {
                                let (id, total) = (u32::try_from(id).unwrap(), u32::try_from(total).unwrap());
                                // The newest IDENTIFY of a shard gets its events.
                                inner.shard_gateways.insert(id, (connection, total, tx.clone()));
                                if let Some(token) = v["d"]["token"].as_str() {
                                    inner.connection_tokens.insert(connection, token.to_string());
                                }
                                as_shard = Some(id);
                                // Events held while nobody was connected as the shard: after
                                // READY (sent below, before this connection's queue is read).
                                for held in inner.held.remove(&id).unwrap_or_default() {
                                    let _ = tx.send(held);
                                }
                            }
                            inner.port
                        };
                        ctx.changed.notify_waiters();
                        seq += 1;
                        let ready = json!({"op": 0, "s": seq, "t": "READY", "d": {
                            "v": 10,
                            "user": {"id": BOT_USER.to_string(), "username": "paiju", "discriminator": "0",
                                     "global_name": null, "avatar": null, "bot": true},
                            "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": format!("ws://127.0.0.1:{port}/gw"),
                            "shard": v["d"]["shard"],
                            "application": {"id": APP_ID.to_string(), "flags": 0}
                        }});
                        if socket.send(WsMessage::Text(ready.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    Some(6) => {
                        // RESUME: accepted (RESUMED, then what was missed, the last event
                        // before the drop first — Discord may send it again), or refused as
                        // an invalid session.
                        let replay = {
                            let mut inner = ctx.lock();
                            inner.resumes += 1;
                            if inner.resumable {
                                inner.gateway = Some(tx.clone());
                                let mut events: Vec<(String, Value)> =
                                    inner.last_sent.clone().into_iter().collect();
                                events.append(&mut inner.missed);
                                Some(events)
                            } else {
                                inner.refused_resumes += 1;
                                None
                            }
                        };
                        ctx.changed.notify_waiters();
                        let Some(events) = replay else {
                            let invalid = json!({"op": 9, "d": false, "s": null, "t": null});
                            if socket.send(WsMessage::Text(invalid.to_string().into())).await.is_err() {
                                break;
                            }
                            continue;
                        };
                        seq += 1;
                        let resumed = json!({"op": 0, "s": seq, "t": "RESUMED", "d": {}});
                        if socket.send(WsMessage::Text(resumed.to_string().into())).await.is_err() {
                            break;
                        }
                        for (event, data) in events {
                            let _ = tx.send((event, data));
                        }
                    }
                    Some(1) => {
                        let ack = json!({"op": 11, "d": null, "s": null, "t": null});
                        if socket.send(WsMessage::Text(ack.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            out = rx.recv() => {
                let Some((event, data)) = out else { break };
                if event == "__CLOSE__" {
                    let close = axum::extract::ws::CloseFrame {
                        code: 4000,
                        reason: "dropped by the test".into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(close))).await;
                    break;
                }
                ctx.lock().last_sent = Some((event.clone(), data.clone()));
                seq += 1;
                let frame = json!({"op": 0, "s": seq, "t": event, "d": data});
                if socket.send(WsMessage::Text(frame.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    // A shard whose connection closed gets no more events (until it identifies again).
    if let Some(id) = as_shard {
        let mut inner = ctx.lock();
        if inner
            .shard_gateways
            .get(&id)
            .is_some_and(|(c, _, _)| *c == connection)
        {
            inner.shard_gateways.remove(&id);
        }
        drop(inner);
        ctx.changed.notify_waiters();
    }
}

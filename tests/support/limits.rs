//! Two ways Discord misbehaves that a status code alone does not show: a 429 that says how long
//! to wait (`retry_after`, per route or global) and a request never answered. And a TLS front
//! for the fake, so a bot can talk to "discord.com" directly (no proxy) with serenity's own
//! rate limiter on: its HTTP client resolves discord.com to the fake's TLS port and accepts the
//! fake's self-signed certificate (the tests build that client; the bot never does this).

#![allow(dead_code)]

use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use tokio_rustls::server::TlsStream;

#[derive(Clone, Debug)]
pub enum LimitKind {
    RateLimited { retry_after: f64, global: bool },
    Stall,
}

/// An armed misbehaviour: the next `times` requests `method` to a path containing `path`.
#[derive(Clone, Debug)]
pub struct Limit {
    pub method: &'static str,
    pub path: String,
    pub kind: LimitKind,
    pub times: u32,
}

/// The limit this request meets, if one is armed (and counts it down).
pub fn take_limit(limits: &mut Vec<Limit>, method: &Method, uri: &Uri) -> Option<Limit> {
    let i = limits
        .iter()
        .position(|l| l.method == method.as_str() && uri.path().contains(&l.path))?;
    let limit = limits[i].clone();
    limits[i].times -= 1;
    if limits[i].times == 0 {
        limits.remove(i);
    }
    Some(limit)
}

impl Limit {
    /// Discord's answer: a 429 as Discord sends it (headers and body), or none at all.
    pub async fn answer(self) -> Response {
        match self.kind {
            LimitKind::Stall => std::future::pending().await,
            LimitKind::RateLimited {
                retry_after,
                global,
            } => {
                let body = json!({
                    "message": "You are being rate limited.",
                    "retry_after": retry_after,
                    "global": global,
                });
                let mut response = (
                    StatusCode::TOO_MANY_REQUESTS,
                    [
                        ("content-type", "application/json".to_string()),
                        ("retry-after", retry_after.to_string()),
                        ("x-ratelimit-limit", "5".to_string()),
                        ("x-ratelimit-remaining", "0".to_string()),
                        ("x-ratelimit-reset-after", retry_after.to_string()),
                        ("x-ratelimit-bucket", "fake-bucket".to_string()),
                        (
                            "x-ratelimit-scope",
                            if global { "global" } else { "user" }.to_string(),
                        ),
                    ],
                    body.to_string(),
                )
                    .into_response();
                if global {
                    response
                        .headers_mut()
                        .insert("x-ratelimit-global", "true".parse().unwrap());
                }
                response
            }
        }
    }
}

/// Accepts TLS connections (a fresh self-signed certificate for discord.com) for
/// `axum::serve`. Handshakes run on their own tasks, so a stuck client holds up nobody.
pub struct TlsListener {
    pub addr: SocketAddr,
    ready: mpsc::UnboundedReceiver<(TlsStream<TcpStream>, SocketAddr)>,
}

impl TlsListener {
    pub async fn bind() -> TlsListener {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await.unwrap();
        let addr = listener.local_addr().unwrap();
        let acceptor = acceptor();
        let (tx, ready) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            loop {
                let Ok((tcp, peer)) = listener.accept().await else {
                    continue;
                };
                let _ = tcp.set_nodelay(true);
                let acceptor = acceptor.clone();
                let tx = tx.clone();
                tokio::spawn(async move {
                    if let Ok(tls) = acceptor.accept(tcp).await {
                        let _ = tx.send((tls, peer));
                    }
                });
            }
        });
        TlsListener { addr, ready }
    }
}

fn acceptor() -> TlsAcceptor {
    let certified = rcgen::generate_simple_self_signed(vec!["discord.com".to_string()]).unwrap();
    let cert = CertificateDer::from(certified.cert.der().to_vec());
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(certified.key_pair.serialize_der()));
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![cert], key)
        .unwrap();
    TlsAcceptor::from(Arc::new(config))
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(ready) => ready,
            // The acceptor task never ends while the listener lives.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        Ok(self.addr)
    }
}

/// An HTTP client for the bot that sends "discord.com" to the fake's TLS port.
pub fn client_to(tls_addr: SocketAddr) -> reqwest::Client {
    reqwest::Client::builder()
        .resolve("discord.com", tls_addr)
        .danger_accept_invalid_certs(true)
        .build()
        .unwrap()
}

//! The web server: the routes, the per-client limit, the headers every answer carries (a
//! strict Content-Security-Policy: no inline script or style, nothing from elsewhere), and
//! `serve` for `paiju web` and the bot's `WEB_ADDR`. Every route only reads.

use super::http_cache::{Freshness, cached};
use super::lang::negotiate;
use super::pages::layout::{CSS, Ctx, STEP_JS};
use super::pages::{Params, errors, game, league, player};
use super::rate_limit::{ClientLimiter, Limits};
use super::site::Site;
use crate::i18n::Locale;
use crate::league::{LeagueError, text};
use axum::Router;
use axum::extract::{ConnectInfo, Path, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use maud::Markup;
use std::net::SocketAddr;
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
pub enum WebError {
    #[error("listening on {addr}: {source}")]
    Listen {
        addr: String,
        source: std::io::Error,
    },
    #[error("serving: {0}")]
    Serve(std::io::Error),
}

/// What the routes share.
#[derive(Debug)]
pub struct Server {
    pub site: Site,
    limiter: ClientLimiter,
}

impl Server {
    pub fn new(site: Site, limits: Limits) -> Arc<Server> {
        Arc::new(Server {
            site,
            limiter: ClientLimiter::new(limits),
        })
    }
}

/// The routes over `server`.
pub fn router(server: Arc<Server>) -> Router {
    Router::new()
        .route("/", get(home))
        .route("/health", get(health))
        .route("/static/site.css", get(css))
        .route("/static/step.js", get(js))
        .route("/l/{league}", get(league_page))
        .route("/l/{league}/p/{player}", get(player_page))
        .route("/l/{league}/g/{game}", get(game_first))
        .route("/l/{league}/g/{game}/{step}", get(game_page))
        .route("/l/{league}/g/{game}/{step}/{picture}", get(picture))
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(server.clone(), guard))
        .with_state(server)
}

/// Listens on `addr` and serves until the process ends.
pub async fn serve(server: Arc<Server>, addr: &str) -> Result<(), WebError> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| WebError::Listen {
            addr: addr.to_string(),
            source,
        })?;
    serve_on(server, listener).await
}

/// Serves on a listener already bound (tests bind 127.0.0.1:0 and read the port).
pub async fn serve_on(
    server: Arc<Server>,
    listener: tokio::net::TcpListener,
) -> Result<(), WebError> {
    let local = listener.local_addr().map_err(WebError::Serve)?;
    tracing::info!(%local, "web pages served");
    axum::serve(
        listener,
        router(server).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await
    .map_err(WebError::Serve)
}

/// The limit per client, then the headers every answer carries.
async fn guard(
    State(server): State<Arc<Server>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    if request.method() != axum::http::Method::GET && request.method() != axum::http::Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let mut response = match server.limiter.check(peer.ip()) {
        Ok(()) => next.run(request).await,
        Err(wait) => {
            let loc = negotiate(None, accept(request.headers()));
            let mut r = html(
                StatusCode::TOO_MANY_REQUESTS,
                &errors::message(&plain_ctx(loc), "web-too-many"),
            );
            if let Ok(v) = HeaderValue::from_str(&wait.to_string()) {
                r.headers_mut().insert(header::RETRY_AFTER, v);
            }
            r
        }
    };
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; \
             form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

fn accept(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
}

fn plain_ctx(loc: Locale) -> Ctx {
    Ctx {
        loc,
        path: "/".into(),
        query: Vec::new(),
        league: None,
    }
}

fn html(status: StatusCode, markup: &Markup) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        markup.0.clone(),
    )
        .into_response()
}

fn page_ok(headers: &HeaderMap, markup: Markup, fresh: Freshness) -> Response {
    cached(
        headers,
        "text/html; charset=utf-8",
        markup.into_string().into_bytes(),
        None,
        fresh,
    )
}

/// A league error as a page: what the user asked for that is not there, or the store's
/// failure (logged; the page says only that something went wrong).
fn refused(e: &LeagueError, ctx: &Ctx) -> Response {
    match e {
        LeagueError::Store(why) => {
            tracing::warn!(error = %why, "a web page could not be read");
            html(
                StatusCode::INTERNAL_SERVER_ERROR,
                &errors::message(ctx, "web-error"),
            )
        }
        other => html(
            StatusCode::NOT_FOUND,
            &errors::not_found(ctx, Some(&text::error(other, ctx.loc))),
        ),
    }
}

async fn home(headers: HeaderMap, Query(p): Query<Params>) -> Response {
    let loc = negotiate(p.lang.as_deref(), accept(&headers));
    page_ok(
        &headers,
        errors::home(&plain_ctx(loc)),
        Freshness::Revalidate,
    )
}

async fn health(State(server): State<Arc<Server>>) -> Response {
    if server.site.healthy().await {
        (
            StatusCode::OK,
            [(header::CACHE_CONTROL, "no-store")],
            "ok\n",
        )
            .into_response()
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::CACHE_CONTROL, "no-store")],
            "the database does not answer\n",
        )
            .into_response()
    }
}

async fn css(headers: HeaderMap) -> Response {
    cached(
        &headers,
        "text/css; charset=utf-8",
        CSS.as_bytes().to_vec(),
        None,
        Freshness::Finished,
    )
}

async fn js(headers: HeaderMap) -> Response {
    cached(
        &headers,
        "text/javascript; charset=utf-8",
        STEP_JS.as_bytes().to_vec(),
        None,
        Freshness::Finished,
    )
}

async fn not_found(headers: HeaderMap, Query(p): Query<Params>) -> Response {
    let loc = negotiate(p.lang.as_deref(), accept(&headers));
    html(
        StatusCode::NOT_FOUND,
        &errors::not_found(&plain_ctx(loc), None),
    )
}

/// The page's context, and its league's view; a 404 page when no page is on at `slug`.
async fn open(
    server: &Server,
    slug: &str,
    path: String,
    headers: &HeaderMap,
    p: &Params,
) -> Result<(Ctx, Arc<super::site::LeagueView>), Response> {
    let loc = negotiate(p.lang.as_deref(), accept(headers));
    let mut ctx = plain_ctx(loc);
    ctx.path = path;
    let view = match server.site.view(slug).await {
        Ok(Some(v)) => v,
        Ok(None) => return Err(html(StatusCode::NOT_FOUND, &errors::not_found(&ctx, None))),
        Err(e) => return Err(refused(&e, &ctx)),
    };
    ctx.league = Some(format!("/l/{}", view.page.slug));
    Ok((ctx, view))
}

async fn league_page(
    State(server): State<Arc<Server>>,
    Path(slug): Path<String>,
    Query(p): Query<Params>,
    headers: HeaderMap,
) -> Response {
    let (ctx, view) = match open(&server, &slug, format!("/l/{slug}"), &headers, &p).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    match league::render(&server.site, &view, &p, ctx.clone()).await {
        Ok(markup) => page_ok(&headers, markup, Freshness::Revalidate),
        Err(e) => refused(&e, &ctx),
    }
}

async fn player_page(
    State(server): State<Arc<Server>>,
    Path((slug, who)): Path<(String, String)>,
    Query(p): Query<Params>,
    headers: HeaderMap,
) -> Response {
    let path = format!("/l/{slug}/p/{who}");
    let (ctx, view) = match open(&server, &slug, path, &headers, &p).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let Some(user) = view.player_at(&who) else {
        return html(StatusCode::NOT_FOUND, &errors::not_found(&ctx, None));
    };
    match player::render(&server.site, &view, user, &p, ctx.clone()).await {
        Ok(markup) => page_ok(&headers, markup, Freshness::Revalidate),
        Err(e) => refused(&e, &ctx),
    }
}

async fn game_first(
    State(server): State<Arc<Server>>,
    Path((slug, g)): Path<(String, String)>,
    Query(p): Query<Params>,
    headers: HeaderMap,
) -> Response {
    game_at(&server, &slug, &g, "0", &p, &headers).await
}

async fn game_page(
    State(server): State<Arc<Server>>,
    Path((slug, g, step)): Path<(String, String, String)>,
    Query(p): Query<Params>,
    headers: HeaderMap,
) -> Response {
    game_at(&server, &slug, &g, &step, &p, &headers).await
}

async fn game_at(
    server: &Server,
    slug: &str,
    g: &str,
    step: &str,
    p: &Params,
    headers: &HeaderMap,
) -> Response {
    let path = format!("/l/{slug}/g/{g}/{step}");
    let (ctx, view) = match open(server, slug, path, headers, p).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let Some(game) = view.game_at(g) else {
        return html(StatusCode::NOT_FOUND, &errors::not_found(&ctx, None));
    };
    let replay = match server.site.replay(&view, game).await {
        Ok(r) => r,
        Err(e) => return refused(&e, &ctx),
    };
    let Some(step) = step
        .parse::<usize>()
        .ok()
        .filter(|s| *s < replay.steps.len().max(1))
    else {
        return html(StatusCode::NOT_FOUND, &errors::not_found(&ctx, None));
    };
    let fresh = if replay.finished {
        Freshness::Finished
    } else {
        Freshness::Revalidate
    };
    page_ok(
        headers,
        game::render(&view, game, &replay, step, &ctx),
        fresh,
    )
}

async fn picture(
    State(server): State<Arc<Server>>,
    Path((slug, g, step, which)): Path<(String, String, String, String)>,
    Query(p): Query<Params>,
    headers: HeaderMap,
) -> Response {
    let path = format!("/l/{slug}/g/{g}/{step}/{which}");
    let (ctx, view) = match open(&server, &slug, path, &headers, &p).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let nothing = || html(StatusCode::NOT_FOUND, &errors::not_found(&ctx, None));
    let Some(game) = view.game_at(&g) else {
        return nothing();
    };
    let replay = match server.site.replay(&view, game).await {
        Ok(r) => r,
        Err(e) => return refused(&e, &ctx),
    };
    let Some(s) = step
        .parse::<usize>()
        .ok()
        .and_then(|k| replay.steps.get(k))
        .filter(|_| replay.finished)
    else {
        return nothing();
    };
    let scene = match which.as_str() {
        "table.png" => s.table.as_ref(),
        "end.png" => s.showdown.as_ref(),
        _ => None,
    };
    let Some(scene) = scene else {
        return nothing();
    };
    match server.site.pictures.get(scene).await {
        Some(pic) => cached(
            &headers,
            "image/png",
            pic.png.clone(),
            Some(pic.etag.clone()),
            Freshness::Finished,
        ),
        None => html(
            StatusCode::INTERNAL_SERVER_ERROR,
            &errors::message(&ctx, "web-error"),
        ),
    }
}

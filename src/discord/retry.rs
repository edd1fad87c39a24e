//! Retrying REST calls. With `DISCORD_PROXY_URL` serenity's own rate limiter is off, so a 429
//! reaches us; a 5xx or a dropped connection can happen either way. Such failures are logged
//! and retried with backoff; anything else (a 403 for closed DMs, a 400) is final. Retrying is
//! safe because nothing here repeats a table action: actions are applied (and made durable)
//! once, before any message about them is sent, and channel messages carry a nonce Discord
//! uses to drop duplicates.

use serenity::Error;
use serenity::http::HttpError;
use std::future::Future;
use std::time::Duration;

/// How hard to try.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    pub attempts: u32,
    pub first_delay: Duration,
    pub max_delay: Duration,
}

impl Policy {
    /// Interaction callbacks: everything must be over within Discord's 3 seconds.
    pub const INTERACTION: Policy = Policy {
        attempts: 4,
        first_delay: Duration::from_millis(100),
        max_delay: Duration::from_millis(500),
    };
    /// Messages to channels and DMs: nothing waits on them, so keep trying for a while.
    pub const DELIVERY: Policy = Policy {
        attempts: 7,
        first_delay: Duration::from_millis(250),
        max_delay: Duration::from_secs(8),
    };
}

/// Discord's JSON error code of a refused request (`50007`: cannot send messages to this
/// user), if any.
pub fn discord_code(e: &Error) -> Option<isize> {
    match e {
        Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

pub fn status(e: &Error) -> Option<u16> {
    match e {
        Error::Http(h) => h.status_code().map(|s| s.as_u16()),
        _ => None,
    }
}

/// Whether trying again may succeed: rate limits, server errors, network failures.
pub fn transient(e: &Error) -> bool {
    match e {
        Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let s = r.status_code.as_u16();
            s == 429 || s >= 500
        }
        Error::Http(HttpError::Request(_)) | Error::Io(_) => true,
        _ => false,
    }
}

/// Runs `call` until it succeeds, fails for good, or the attempts run out.
pub async fn retry<T, F, Fut>(what: &str, policy: Policy, mut call: F) -> Result<T, Error>
where
    F: FnMut(u32) -> Fut,
    Fut: Future<Output = Result<T, Error>>,
{
    let mut delay = policy.first_delay;
    let mut attempt = 0;
    loop {
        attempt += 1;
        match call(attempt).await {
            Ok(v) => {
                if attempt > 1 {
                    tracing::info!(what, attempt, "succeeded after retrying");
                }
                return Ok(v);
            }
            Err(e) if transient(&e) && attempt < policy.attempts => {
                tracing::warn!(what, attempt, status = ?status(&e), error = %e, "transient failure; retrying");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(policy.max_delay);
            }
            Err(e) => {
                tracing::error!(what, attempt, status = ?status(&e), error = %e, "request failed");
                return Err(e);
            }
        }
    }
}

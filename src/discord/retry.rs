//! Retrying REST calls. A 5xx, a dropped connection or a request Discord never answers (each
//! attempt has a deadline) can happen on any route; such failures are logged and retried with
//! backoff; anything else (a 403 for closed DMs, a 400) is final. Retrying is safe because
//! nothing here repeats a table action: actions are applied (and made durable) once, before any
//! message about them is sent, and channel messages carry a nonce Discord uses to drop
//! duplicates.
//!
//! Rate limits: talking to Discord directly, serenity's rate limiter keeps every route's bucket
//! and the global limit and waits out a 429's `retry_after` itself (`tests/it/rate_limits.rs`),
//! so a 429 rarely reaches us. With `DISCORD_PROXY_URL` the proxy owns rate limiting and
//! serenity's limiter is off; a 429 that still comes back reaches us without its `retry_after`
//! (serenity keeps only the status), so we wait at least [`RATE_LIMITED_DELAY`] before trying
//! again.

use serenity::Error;
use serenity::http::HttpError;
use std::future::Future;
use std::time::Duration;

/// The least wait after a 429 whose `retry_after` we cannot see (behind a proxy): Discord's
/// per-route windows are about a second.
pub const RATE_LIMITED_DELAY: Duration = Duration::from_secs(1);

/// How hard to try.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    pub attempts: u32,
    pub first_delay: Duration,
    pub max_delay: Duration,
    /// How long one attempt may take before it counts as a network failure: a request Discord
    /// never answers must not hold a table's queue (or an interaction's 3 seconds) forever.
    pub attempt_timeout: Duration,
}

impl Policy {
    /// Interaction callbacks: everything must be over within Discord's 3 seconds.
    pub const INTERACTION: Policy = Policy {
        attempts: 4,
        first_delay: Duration::from_millis(100),
        max_delay: Duration::from_millis(500),
        attempt_timeout: Duration::from_millis(1200),
    };
    /// Messages to channels and DMs: nothing waits on them, so keep trying for a while.
    pub const DELIVERY: Policy = Policy {
        attempts: 7,
        first_delay: Duration::from_millis(250),
        max_delay: Duration::from_secs(8),
        attempt_timeout: Duration::from_secs(5),
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
        let outcome = match tokio::time::timeout(policy.attempt_timeout, call(attempt)).await {
            Ok(outcome) => outcome,
            Err(_) => Err(timed_out(policy.attempt_timeout)),
        };
        match outcome {
            Ok(v) => {
                if attempt > 1 {
                    tracing::info!(what, attempt, "succeeded after retrying");
                }
                return Ok(v);
            }
            Err(e) if transient(&e) && attempt < policy.attempts => {
                tracing::warn!(what, attempt, status = ?status(&e), error = %e, "transient failure; retrying");
                let wait = if status(&e) == Some(429) {
                    delay.max(RATE_LIMITED_DELAY)
                } else {
                    delay
                };
                tokio::time::sleep(wait).await;
                delay = (delay * 2).min(policy.max_delay);
            }
            Err(e) => {
                tracing::error!(what, attempt, status = ?status(&e), error = %e, "request failed");
                return Err(e);
            }
        }
    }
}

/// An attempt that ran out of time, as the network error it stands for (transient).
fn timed_out(after: Duration) -> Error {
    Error::Io(std::io::Error::new(
        std::io::ErrorKind::TimedOut,
        format!("no answer within {} ms", after.as_millis()),
    ))
}

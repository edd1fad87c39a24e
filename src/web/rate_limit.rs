//! Each client its share: a token bucket per IP address (governor's GCRA), so one client
//! walking every page or picture cannot take the server from the others. A client over its
//! share is told `429 Too Many Requests` with `Retry-After`. The addresses are forgotten once
//! their bucket is full again, so memory stays bounded by the clients of the last seconds.

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};

/// How many requests a client may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Requests a second, sustained.
    pub per_second: NonZeroU32,
    /// Requests at once (a replay page and its picture, a few tabs).
    pub burst: NonZeroU32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_second: NonZeroU32::new(10).expect("not zero"),
            burst: NonZeroU32::new(60).expect("not zero"),
        }
    }
}

#[derive(Debug)]
pub struct ClientLimiter {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    checks: AtomicU64,
}

impl ClientLimiter {
    pub fn new(limits: Limits) -> ClientLimiter {
        let quota = Quota::per_second(limits.per_second).allow_burst(limits.burst);
        ClientLimiter {
            limiter: RateLimiter::keyed(quota),
            checks: AtomicU64::new(0),
        }
    }

    /// `Ok` when `client` may be served now, else how many seconds until it may.
    pub fn check(&self, client: IpAddr) -> Result<(), u64> {
        // Now and then, forget the clients whose buckets are full again.
        if self.checks.fetch_add(1, Ordering::Relaxed) % 1024 == 1023 {
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&client).map_err(|not_until| {
            let wait = not_until.wait_time_from(governor::clock::Clock::now(
                &governor::clock::DefaultClock::default(),
            ));
            wait.as_secs().max(1)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_past_its_burst_waits_while_another_is_served() {
        let limiter = ClientLimiter::new(Limits {
            per_second: NonZeroU32::new(1).unwrap(),
            burst: NonZeroU32::new(3).unwrap(),
        });
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        for _ in 0..3 {
            assert!(limiter.check(a).is_ok());
        }
        assert!(limiter.check(a).is_err(), "the fourth at once is refused");
        assert!(limiter.check(b).is_ok(), "another client has its own share");
    }
}

//! Channels this process no longer sends for: their shard went to another process.
//!
//! A hand-over flushes what is queued for the shard, but only for a while (`cluster`'s
//! `FLUSH_WAIT`): a post still waiting then — for Discord's answer, a retry's backoff, a
//! picture — would otherwise go out after the successor's, an older table state edited over a
//! newer one. Fencing the shard's channels before the lease is released stops that: a post
//! not yet sent stays in the store (never marked delivered) for the successor to send, and a
//! send under way is abandoned where it stands. An abandoned request may still have reached
//! Discord — then the successor sends the same post again: a new message is shown once (its
//! nonce), an edit shows the same state. Regaining the shard lifts its fence.

use crate::table::ChannelId;
use dashmap::DashMap;
use std::time::Duration;
use tokio::sync::Notify;

/// The fenced channels (with the shard each went with) and the sends under way.
#[derive(Default)]
pub struct Fences {
    fenced: DashMap<ChannelId, u32>,
    sending: DashMap<ChannelId, usize>,
    /// A fence put up or lifted: what every send under way watches. Rare, so waking them
    /// all costs nothing; a send ending must not wake them (hundreds are under way at once).
    fences_changed: Notify,
    /// A channel's last send under way ended: what a hand-over waits on.
    went_quiet: Notify,
}

impl Fences {
    /// `channels` of `shard` are no longer this process's to send for.
    pub fn fence(&self, shard: u32, channels: &[ChannelId]) {
        for &c in channels {
            self.fenced.insert(c, shard);
        }
        self.fences_changed.notify_waiters();
    }

    /// `shard` is this process's again: its channels are sent for again.
    pub fn lift(&self, shard: u32) {
        self.fenced.retain(|_, s| *s != shard);
        self.fences_changed.notify_waiters();
    }

    pub fn is_fenced(&self, channel: ChannelId) -> bool {
        self.fenced.contains_key(&channel)
    }

    /// Resolves once `channel` is fenced (never, if it is not).
    pub async fn fenced(&self, channel: ChannelId) {
        until(&self.fences_changed, || self.is_fenced(channel)).await;
    }

    /// A send for `channel` is under way while the guard lives.
    pub fn sending(&self, channel: ChannelId) -> Sending<'_> {
        *self.sending.entry(channel).or_default() += 1;
        Sending {
            fences: self,
            channel,
        }
    }

    /// Waits until no send for `channels` is under way, at most `wait`; whether none is.
    pub async fn quiet(&self, channels: &[ChannelId], wait: Duration) -> bool {
        let all_quiet = until(&self.went_quiet, || {
            channels.iter().all(|c| !self.sending.contains_key(c))
        });
        tokio::time::timeout(wait, all_quiet).await.is_ok()
    }
}

/// Resolves once `done` holds, checked now and after each notice of `changed` (a notice
/// between the check and the wait is not missed: the waiter is registered first).
async fn until(changed: &Notify, done: impl Fn() -> bool) {
    loop {
        let notice = changed.notified();
        tokio::pin!(notice);
        notice.as_mut().enable();
        if done() {
            return;
        }
        notice.await;
    }
}

/// See [`Fences::sending`].
pub struct Sending<'a> {
    fences: &'a Fences,
    channel: ChannelId,
}

impl Drop for Sending<'_> {
    fn drop(&mut self) {
        let last = self.fences.sending.remove_if_mut(&self.channel, |_, n| {
            *n -= 1;
            *n == 0
        });
        if last.is_some() {
            self.fences.went_quiet.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: ChannelId = ChannelId(1);
    const B: ChannelId = ChannelId(2);

    #[tokio::test]
    async fn a_send_under_way_is_abandoned_once_its_channel_is_fenced_and_then_all_is_quiet() {
        let fences = std::sync::Arc::new(Fences::default());
        let f = fences.clone();
        let send = tokio::spawn(async move {
            let _under_way = f.sending(A);
            tokio::select! {
                () = f.fenced(A) => "abandoned",
                () = tokio::time::sleep(Duration::from_secs(60)) => "sent",
            }
        });
        tokio::task::yield_now().await;
        assert!(
            !fences.quiet(&[A], Duration::from_millis(50)).await,
            "a send is under way"
        );
        assert!(
            fences.quiet(&[B], Duration::from_millis(50)).await,
            "none for B"
        );
        fences.fence(7, &[A]);
        assert_eq!(send.await.unwrap(), "abandoned");
        assert!(fences.quiet(&[A, B], Duration::from_secs(1)).await);
        assert!(fences.is_fenced(A) && !fences.is_fenced(B));
    }

    #[tokio::test]
    async fn regaining_a_shard_lifts_only_its_own_fence() {
        let fences = Fences::default();
        fences.fence(1, &[A]);
        fences.fence(2, &[B]);
        fences.lift(1);
        assert!(!fences.is_fenced(A));
        assert!(fences.is_fenced(B));
    }

    #[tokio::test]
    async fn two_sends_of_one_channel_are_quiet_only_when_both_ended() {
        let fences = Fences::default();
        let first = fences.sending(A);
        let second = fences.sending(A);
        drop(first);
        assert!(!fences.quiet(&[A], Duration::from_millis(20)).await);
        drop(second);
        assert!(fences.quiet(&[A], Duration::from_millis(20)).await);
    }
}

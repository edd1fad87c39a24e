//! The messages the fake keeps, found by id and by (channel, nonce) through indexes: the load
//! tests post tens of thousands, and each edit or nonce check must not scan them all.

use super::{Inner, Msg};

impl Inner {
    pub(super) fn push_message(&mut self, msg: Msg) {
        let at = self.messages.len();
        self.message_at.insert(msg.id, at);
        if let Some(n) = &msg.nonce {
            self.nonce_at.entry((msg.channel, n.clone())).or_insert(at);
        }
        self.messages.push(msg);
    }

    pub(super) fn message(&self, id: u64) -> Option<&Msg> {
        self.message_at.get(&id).map(|&i| &self.messages[i])
    }

    pub(super) fn message_mut(&mut self, id: u64) -> Option<&mut Msg> {
        self.message_at.get(&id).map(|&i| &mut self.messages[i])
    }

    /// The first message posted to `channel` with `nonce`.
    pub(super) fn with_nonce(&self, channel: u64, nonce: &str) -> Option<&Msg> {
        self.nonce_at
            .get(&(channel, nonce.to_string()))
            .map(|&i| &self.messages[i])
    }
}

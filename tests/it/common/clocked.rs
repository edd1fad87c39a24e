//! Tables driven through the registry alone (no Discord) with a manual clock over a memory
//! store: the setup the turn-clock, async-table and quiet-hours suites share. A restart is a
//! second registry over the same store.

use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::table::registry::Registry;
use paiju::table::store::MemoryStore;
use paiju::table::{ChannelId, Clock, Command, Ctx, ManualClock, UserId};
use std::sync::Arc;

pub type Reg = Registry<Arc<MemoryStore>>;

pub fn registry(store: &Arc<MemoryStore>, clock: &Arc<ManualClock>) -> Reg {
    Registry::new(store.clone(), clock.clone() as Arc<dyn Clock>)
}

/// User `user` (named `U<user>`) acting; `entropy` seeds any game they start.
pub fn ctx(reg: &Reg, user: u64, entropy: u64) -> Ctx {
    let mut c = reg.ctx(UserId(user), &format!("U{user}"), None);
    c.entropy = entropy;
    c
}

/// Users 1, 2 and 3 at a new `kind` table in `ch` with `options`, user 1 opening and
/// starting it with `entropy`: the game is dealt.
pub async fn three_seated(
    reg: &Reg,
    ch: ChannelId,
    kind: GameKind,
    options: &[&str],
    entropy: u64,
) {
    let options = Options::parse_pairs(options.iter().copied());
    reg.open(ch, None, kind, options, &ctx(reg, 1, entropy))
        .await
        .unwrap();
    for u in [2, 3] {
        let joined = reg.execute(ch, &ctx(reg, u, entropy), Command::Join).await;
        joined.unwrap();
    }
    reg.execute(ch, &ctx(reg, 1, entropy), Command::Start { deal: None })
        .await
        .unwrap();
}

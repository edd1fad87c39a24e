//! What the scale-out test checks once the games are over: the database as it was left
//! (tables, logs with their fences, posts, the lease history) against what the fake Discord
//! recorded (every interaction, its answers, every post and who made it).

use super::{TABLES, TOTAL, shard_of, table_of};
use crate::support::driver::Driver;
use crate::support::fake::{Callback, Fake, OriginalEdit, Routed};
use crate::support::processes::{BotProcess, log_has, process_of};
use sqlx::Row;
use std::collections::{BTreeMap, HashMap};

/// A table as the database holds it.
#[derive(Debug)]
pub(super) struct Stored {
    pub(super) id: u64,
    pub(super) shard: u32,
    pub(super) entries: Vec<Entry>,
    /// (recipient (0: the channel), nonce), in the order made.
    pub(super) posts: Vec<(u64, String)>,
}

#[derive(Debug)]
pub(super) struct Entry {
    pub(super) seq: u64,
    pub(super) key: Option<String>,
    pub(super) fence: Option<i64>,
}

/// A row of `lease_log`: `holder` held token `token` of `shard` from `at` (ms).
#[derive(Debug, Clone)]
pub(super) struct Lease {
    pub(super) shard: u32,
    pub(super) token: i64,
    pub(super) holder: String,
    pub(super) at: i64,
}

pub(super) struct Db {
    /// By channel.
    pub(super) tables: BTreeMap<u64, Stored>,
    /// By shard, then token.
    pub(super) leases: Vec<Lease>,
}

impl Db {
    fn lease(&self, shard: u32, token: i64) -> Option<&Lease> {
        self.leases
            .iter()
            .find(|l| l.shard == shard && l.token == token)
    }

    /// Who held `shard` at `unix_ms`: the latest acquisition before it.
    fn holder_at(&self, shard: u32, unix_ms: i64) -> Option<&str> {
        self.leases
            .iter()
            .filter(|l| l.shard == shard && l.at <= unix_ms)
            .max_by_key(|l| l.token)
            .map(|l| l.holder.as_str())
    }

    /// The holders of `shard`, token after token.
    fn holders(&self, shard: u32) -> Vec<&str> {
        self.leases
            .iter()
            .filter(|l| l.shard == shard)
            .map(|l| l.holder.as_str())
            .collect()
    }
}

pub(super) fn id(v: i64) -> u64 {
    v.cast_unsigned()
}

pub(super) async fn read_db(url: &str) -> Db {
    let pool = sqlx::PgPool::connect(url).await.unwrap();
    let mut tables = BTreeMap::new();
    let mut channel_of = HashMap::new();
    for r in sqlx::query("SELECT id, channel, guild FROM tables")
        .fetch_all(&pool)
        .await
        .unwrap()
    {
        let (table, channel) = (id(r.get(0)), id(r.get(1)));
        let guild: Option<i64> = r.get(2);
        channel_of.insert(table, channel);
        let stored = Stored {
            id: table,
            shard: guild.map_or(0, |g| shard_of(id(g))),
            entries: Vec::new(),
            posts: Vec::new(),
        };
        assert!(
            tables.insert(channel, stored).is_none(),
            "one table per channel in this test"
        );
    }
    for r in sqlx::query("SELECT table_id, seq, key, fence FROM entries ORDER BY table_id, seq")
        .fetch_all(&pool)
        .await
        .unwrap()
    {
        let t = tables.get_mut(&channel_of[&id(r.get(0))]).unwrap();
        t.entries.push(Entry {
            seq: u64::try_from(r.get::<i64, _>(1)).unwrap(),
            key: r.get(2),
            fence: r.get(3),
        });
    }
    for r in sqlx::query(
        "SELECT table_id, seq, idx, recipient FROM posts WHERE kind NOT IN ('panel', 'table') \
         ORDER BY table_id, seq, idx",
    )
    .fetch_all(&pool)
    .await
    .unwrap()
    {
        let table = id(r.get(0));
        let post = paiju::table::posts::PostId {
            table: paiju::table::TableId(table),
            seq: u64::try_from(r.get::<i64, _>(1)).unwrap(),
            idx: u32::try_from(r.get::<i64, _>(2)).unwrap(),
        };
        let recipient: Option<i64> = r.get(3);
        tables
            .get_mut(&channel_of[&table])
            .unwrap()
            .posts
            .push((recipient.map_or(0, id), post.nonce()));
    }
    let leases =
        sqlx::query("SELECT shard, token, holder, at FROM lease_log ORDER BY shard, token")
            .fetch_all(&pool)
            .await
            .unwrap()
            .into_iter()
            .map(|r| Lease {
                shard: u32::try_from(r.get::<i64, _>(0)).unwrap(),
                token: r.get(1),
                holder: r.get(2),
                at: r.get(3),
            })
            .collect();
    pool.close().await;
    Db { tables, leases }
}

// ---------------------------------------------------------------------------------------
// What the fake saw.

/// One interaction and its answer as the fake saw them.
#[derive(Debug)]
pub(super) struct Answer {
    pub(super) routed: Routed,
    /// The table's channel.
    pub(super) table: u64,
    /// A slash command or a move (a press that plays): what the table's log records. Choosing
    /// cards in the menu only changes the panel.
    pub(super) writes: bool,
    pub(super) callback: Callback,
    /// The edit of the original response that answered a deferred callback.
    pub(super) edit: Option<OriginalEdit>,
    /// What the player was told in the end.
    pub(super) content: String,
    /// The process that told them.
    pub(super) by: String,
}

impl Answer {
    /// Answered by another process than the one Discord sent it to.
    pub(super) fn forwarded(&self) -> bool {
        self.routed.received_by.as_deref().and_then(process_of) != Some(self.by.as_str())
    }

    /// Answered, and not refused: the table must have logged it.
    fn acknowledged(&self) -> bool {
        self.writes && !self.content.starts_with('✗')
    }
}

/// Every interaction dispatched with its answer. Each one got exactly one callback — no
/// second attempt refused as already acknowledged — and a deferred one exactly one edit of
/// its original response, an answered one none.
pub(super) fn answers(fake: &Fake) -> Vec<Answer> {
    let callers = fake.callers();
    let callbacks = fake.callbacks();
    let edits = fake.original_edits();
    let mut out = Vec::new();
    for r in fake.routed() {
        let id = r.interaction;
        let attempts = callers
            .iter()
            .filter(|c| c.method == "POST" && c.path.contains(&format!("/interactions/{id}/")))
            .count();
        assert_eq!(attempts, 1, "{r:?}: one callback sent, no second attempt");
        let mut cbs = callbacks.iter().filter(|c| c.interaction == id);
        let cb = cbs.next().unwrap_or_else(|| panic!("{r:?} was answered"));
        assert!(cbs.next().is_none(), "{r:?} was answered once");
        // An answer whose picture was not drawn yet gets it as an edit after the callback
        // (`Discord::picture_follows`): that edit names the picture and nothing else.
        let picture_only = |e: &&OriginalEdit| {
            e.body
                .as_object()
                .is_some_and(|o| o.len() == 1 && o.contains_key("attachments"))
        };
        for e in edits
            .iter()
            .filter(|e| e.interaction == id)
            .filter(picture_only)
        {
            assert!(
                matches!(cb.kind, 4 | 7) && e.at >= cb.at,
                "{r:?}: a picture follows an answer, never a deferral: {cb:?} {e:?}"
            );
        }
        let mut its_edits = edits
            .iter()
            .filter(|e| e.interaction == id)
            .filter(|e| !picture_only(e));
        let edit = its_edits.next().cloned();
        assert!(
            its_edits.next().is_none(),
            "{r:?}: its original response was edited once: {:?}",
            edits
                .iter()
                .filter(|e| e.interaction == id)
                .collect::<Vec<_>>()
        );
        let deferred = matches!(cb.kind, 5 | 6);
        assert_eq!(
            deferred,
            edit.is_some(),
            "{r:?}: a deferred callback gets its answer as an edit, and only then: {cb:?} {edit:?}"
        );
        let (content, by) = match &edit {
            Some(e) => (&e.body["content"], e.authorization.as_str()),
            None => (&cb.data["content"], cb.authorization.as_str()),
        };
        let content = content.as_str().unwrap_or_default().to_string();
        let by = process_of(by)
            .unwrap_or_else(|| panic!("{r:?} answered with an unknown token {by:?}"))
            .to_string();
        let writes = match &r.custom_id {
            Some(id) => id.contains(":do:") || id.contains(":go:"),
            None => r.kind == 2,
        };
        out.push(Answer {
            table: table_of(&r),
            routed: r,
            writes,
            callback: cb.clone(),
            edit,
            content,
            by,
        });
    }
    out
}

/// Every interaction went to its guild's shard, DMs to shard 0.
pub(super) fn check_routing(fake: &Fake) {
    for r in fake.routed() {
        assert_eq!(
            r.shard,
            r.guild.map_or(0, shard_of),
            "routed by guild: {r:?}"
        );
    }
}

/// Each table's log holds every acknowledged interaction at it once and nothing else; its
/// seqs run 0, 1, 2 … without a gap.
pub(super) fn check_logs(db: &Db, answers: &[Answer]) {
    for (channel, _) in TABLES {
        let t = &db.tables[&channel];
        let seqs: Vec<u64> = t.entries.iter().map(|e| e.seq).collect();
        assert_eq!(seqs, (0..seqs.len() as u64).collect::<Vec<_>>());
        let mut keys: Vec<String> = t.entries.iter().filter_map(|e| e.key.clone()).collect();
        let mut acked: Vec<String> = answers
            .iter()
            .filter(|a| a.table == channel && a.acknowledged())
            .map(|a| a.routed.interaction.to_string())
            .collect();
        keys.sort();
        acked.sort();
        if keys != acked {
            let missing: Vec<_> = answers
                .iter()
                .filter(|a| a.table == channel && a.acknowledged())
                .filter(|a| !keys.contains(&a.routed.interaction.to_string()))
                .collect();
            let extra: Vec<_> = keys.iter().filter(|k| !acked.contains(k)).collect();
            panic!(
                "table {channel}: its log holds each acknowledged interaction once and nothing \
                 else; acknowledged but not logged: {missing:#?}; logged but not \
                 acknowledged: {extra:?}"
            );
        }
    }
}

/// No table was written by two processes: fences are set, never go down, name a lease of the
/// table's shard, and the lease's holder is the process that answered the entry's interaction.
pub(super) fn check_fences(db: &Db, answers: &[Answer]) {
    let by_id: HashMap<String, &Answer> = answers
        .iter()
        .map(|a| (a.routed.interaction.to_string(), a))
        .collect();
    for (channel, guild) in TABLES {
        let t = &db.tables[&channel];
        assert_eq!(t.shard, shard_of(guild));
        let mut last = i64::MIN;
        for e in &t.entries {
            let fence = e.fence.unwrap_or_else(|| {
                panic!("table {channel} entry {}: written under a lease", e.seq)
            });
            assert!(
                fence >= last,
                "table {channel} entry {}: fence {fence} after {last}",
                e.seq
            );
            last = fence;
            let lease = db.lease(t.shard, fence).unwrap_or_else(|| {
                panic!(
                    "table {channel} entry {}: token {fence} of shard {} is in lease_log: {:?}",
                    e.seq, t.shard, db.leases
                )
            });
            if let Some(key) = &e.key {
                let a = by_id
                    .get(key)
                    .unwrap_or_else(|| panic!("entry {} key {key}: an interaction", e.seq));
                assert_eq!(
                    a.by, lease.holder,
                    "table {channel} entry {} (token {fence}) was written by the process that \
                     answered {key}: {a:#?}",
                    e.seq
                );
            }
        }
    }
}

/// Each channel and each player's DMs hold every stored post once, in order, and every
/// request that posted or edited there came from the holder of the table's shard then.
pub(super) fn check_posts(fake: &Fake, db: &Db, drivers: &[Driver]) {
    let callers = fake.callers();
    for d in drivers {
        let t = &db.tables[&d.channel];
        let stored = |who: u64| -> Vec<String> {
            t.posts
                .iter()
                .filter(|(r, _)| *r == who)
                .map(|(_, n)| n.clone())
                .collect()
        };
        let seen: Vec<String> = fake
            .channel_messages(d.channel)
            .into_iter()
            .map(|m| m.nonce.unwrap_or_default())
            .collect();
        assert_eq!(
            seen,
            stored(0),
            "{}: every stored post once, in order",
            d.channel
        );
        let mut places = vec![(d.channel, format!("channel {}", d.channel))];
        for p in &d.players {
            let got: Vec<String> = fake
                .dms(p.id)
                .into_iter()
                .map(|m| m.nonce.unwrap_or_default())
                .collect();
            assert_eq!(
                got,
                stored(p.id),
                "{}'s DMs: every stored post once, in order",
                p.name
            );
            places.push((fake.dm_channel(p.id), format!("{}'s DMs", p.name)));
        }
        for (place, name) in places {
            let path = format!("/channels/{place}/messages");
            for c in callers.iter().filter(|c| c.path.contains(&path)) {
                let holder = db.holder_at(t.shard, c.unix_ms);
                assert_eq!(
                    process_of(&c.authorization),
                    holder,
                    "{name} (table {}, shard {}): {} {} came from the shard's holder then",
                    t.id,
                    t.shard,
                    c.method,
                    c.path
                );
            }
        }
    }
}

/// Each process identified only as shards it held (or was taking over).
pub(super) fn check_identifies(fake: &Fake, db: &Db) {
    for id in fake.identify_payloads() {
        let token = id["token"].as_str().unwrap_or("");
        let who =
            process_of(token).unwrap_or_else(|| panic!("an IDENTIFY with a test token: {id}"));
        let shard = u32::try_from(id["shard"][0].as_u64().unwrap()).unwrap();
        assert_eq!(id["shard"][1], TOTAL);
        assert!(
            db.holders(shard).contains(&who),
            "{who} identified as shard {shard}, which it never held: {:?}",
            db.leases
        );
    }
}

/// Shard 0: A, the standby while A drained, A again; shard 1: B, then the standby.
pub(super) fn check_lease_history(db: &Db) {
    assert_eq!(
        db.holders(0),
        ["a-1", "standby", "a-2"],
        "shard 0's holders: {:?}",
        db.leases
    );
    assert_eq!(
        db.holders(1),
        ["b-1", "standby"],
        "shard 1's holders: {:?}",
        db.leases
    );
}

/// The presses at shard 1's tables while nobody held it: A deferred each, the standby
/// answered each by editing the original response.
pub(super) fn check_outage(answers: &[Answer], outage: &[u64]) {
    assert!(
        outage.len() >= 2,
        "presses at shard 1's tables during the outage: {outage:?}"
    );
    for id in outage {
        let a = answers
            .iter()
            .find(|a| a.routed.interaction == *id)
            .unwrap();
        assert_eq!(a.callback.kind, 6, "deferred (type 6): {a:#?}");
        assert_eq!(
            a.routed.received_by.as_deref().and_then(process_of),
            Some("a-1"),
            "Discord sent it to shard 0's process: {a:#?}"
        );
        assert_eq!(
            process_of(&a.callback.authorization),
            Some("a-1"),
            "deferred by the process that got it: {a:#?}"
        );
        assert_eq!(a.by, "standby", "answered by the new owner: {a:#?}");
    }
}

/// Each double click was applied once: one of its two presses acknowledged, the other refused.
pub(super) fn check_double_clicks(answers: &[Answer], drivers: &[Driver]) {
    let acknowledged = |id: u64| {
        answers
            .iter()
            .find(|a| a.routed.interaction == id)
            .is_some_and(Answer::acknowledged)
    };
    let doubles: Vec<(u64, u64)> = drivers
        .iter()
        .flat_map(|d| &d.presses)
        .filter_map(|p| p.twin.map(|first| (first, p.interaction)))
        .collect();
    assert_eq!(
        doubles.len(),
        drivers.len(),
        "a double click per table: {doubles:?}"
    );
    for (first, second) in doubles {
        assert!(
            acknowledged(first) != acknowledged(second),
            "one press of the double click {first}/{second} applied: {:#?}",
            answers
                .iter()
                .filter(|a| [first, second].contains(&a.routed.interaction))
                .collect::<Vec<_>>()
        );
    }
}

/// What the processes said: the takeover, the recovery, the drain.
pub(super) fn check_process_logs(a: &BotProcess, b: &BotProcess, c: &BotProcess, a2: &BotProcess) {
    let (la, lb, lc, la2) = (a.read_log(), b.read_log(), c.read_log(), a2.read_log());
    assert!(log_has(&la, &["lease acquired", "shard=0"]), "a-1:\n{la}");
    assert!(log_has(&lb, &["lease acquired", "shard=1"]), "b-1:\n{lb}");
    assert!(log_has(&lc, &["shard=1", "recovered=2"]), "standby:\n{lc}");
    assert!(
        log_has(&lc, &["lease acquired", "shard=0"]),
        "standby:\n{lc}"
    );
    for said in ["draining", "drained"] {
        assert!(log_has(&la, &[said]), "a-1 says {said}:\n{la}");
    }
    assert!(log_has(&la, &["lease released", "shard=0"]), "a-1:\n{la}");
    assert!(log_has(&la2, &["lease acquired", "shard=0"]), "a-2:\n{la2}");
}

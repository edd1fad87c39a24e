//! The Discord frontend when things go wrong: closed DMs, outsiders and out-of-turn players,
//! simultaneous clicks, rate limits and server errors, no gateway, slow work, interactions
//! serenity cannot read. Nothing is lost, nothing is applied twice, nobody is left unanswered.

use crate::discord_e2e::{SEED, ephemeral_ok, players, seat_three, turn_dm};
use crate::support::fake::{Fault, Msg, Place};
use crate::support::{CHANNEL, Harness, MANAGE_CHANNELS, Player, Where, refused};
use paiju::table::{ChannelId, UserId};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_fall_back_to_the_channel_once() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    h.fake.close_dms(bob.id);
    seat_three(&h, &ann, &bob, &cy).await;
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    // Drive the auction by slash commands until Bob has been prompted at least once.
    for _ in 0..3 {
        let user = {
            let t = h.shared_table(CHANNEL).await;
            let t = t.lock().await;
            t.users_to_act().first().map(|u| u.0)
        };
        let Some(user) = user else { break };
        let p = [&ann, &bob, &cy]
            .into_iter()
            .find(|p| p.id == user)
            .unwrap();
        ephemeral_ok(&h.verb(p, Where::Channel(CHANNEL), "pass", None).await);
    }
    let notices: Vec<Msg> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.content.contains("can't send you direct messages"))
        .collect();
    assert_eq!(notices.len(), 1, "told once: {notices:?}");
    assert!(notices[0].content.starts_with(&format!("<@{}>", bob.id)));
    assert!(notices[0].content.contains("/hand"));
    assert_eq!(
        notices[0].allowed_users,
        vec![bob.id.to_string()],
        "only Bob is pinged"
    );
    assert!(h.fake.dms(bob.id).is_empty());
    assert!(!h.fake.dms(ann.id).is_empty() && !h.fake.dms(cy.id).is_empty());
    // Bob still sees his cards, ephemerally.
    let hand = h
        .slash(&bob, Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    assert!(
        hand.ephemeral && hand.content.contains("Your hand"),
        "{hand:?}"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outsiders_and_out_of_turn_players_change_nothing() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    let dave = Player::new(104, "Dave");
    seat_three(&h, &ann, &bob, &cy).await;
    // Only the creator or a moderator may close the table.
    refused(
        &h.table(&bob, CHANNEL, "end", json!([])).await,
        "Only the table's creator",
    );
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    let (first, waiting) = {
        let t = h.shared_table(CHANNEL).await;
        let t = t.lock().await;
        let first = t.users_to_act()[0].0;
        let name = t.names()[t.seat_of(UserId(first)).unwrap().index()].clone();
        (first, name)
    };
    let other = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id != first)
        .unwrap();
    let log = h.log_len(CHANNEL).await;
    let channel = h.fake.channel_messages(CHANNEL).len();
    let dms = h.fake.messages().len();

    refused(
        &h.verb(&dave, Where::Channel(CHANNEL), "bid", Some(("value", "1")))
            .await,
        "not seated",
    );
    refused(
        &h.verb(other, Where::Channel(CHANNEL), "bid", Some(("value", "1")))
            .await,
        &format!("Not your turn: waiting for {waiting}"),
    );
    refused(
        &h.verb(other, Where::Channel(CHANNEL), "play", Some(("cards", "3")))
            .await,
        "Not your turn",
    );
    // A button of someone else's DM, pressed by an outsider (stateless ids name no user).
    let first_player = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == first)
        .unwrap();
    let dm = turn_dm(&h, first_player);
    let id = dm.button("Bid 1").unwrap();
    refused(&h.click(&dave, Where::Dm, &dm, &id).await, "not seated");
    refused(&h.click(other, Where::Dm, &dm, &id).await, "Not your turn");
    // A bad card string says which token is wrong.
    refused(
        &h.verb(
            first_player,
            Where::Channel(CHANNEL),
            "play",
            Some(("cards", "33X")),
        )
        .await,
        "“X” is not understood",
    );

    assert_eq!(h.log_len(CHANNEL).await, log, "nothing was applied");
    assert_eq!(
        h.fake.channel_messages(CHANNEL).len(),
        channel,
        "nothing announced"
    );
    // The only new messages are the ephemeral refusals.
    assert!(
        h.fake.messages()[dms..]
            .iter()
            .all(|m| matches!(m.place, Place::Ephemeral(_)))
    );
    // A moderator may end someone else's table.
    let mut mod_eve = Player::new(105, "Eve");
    mod_eve.permissions = MANAGE_CHANNELS;
    ephemeral_ok(&h.table(&mod_eve, CHANNEL, "end", json!([])).await);
    assert_eq!(
        h.fake.channel_messages(CHANNEL).last().unwrap().content,
        "The table is closed."
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_actions_apply_once() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    seat_three(&h, &ann, &bob, &cy).await;
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    let first = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let p = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == first)
        .unwrap();
    let log = h.log_len(CHANNEL).await;
    let channel = h.fake.channel_messages(CHANNEL).len();

    // Two different actions at once: one wins, the other is told it is not their turn.
    let (id1, v1) = h.slash_payload(
        p,
        Where::Channel(CHANNEL),
        "bid",
        json!([{"type": 3, "name": "value", "value": "1"}]),
    );
    let (id2, v2) = h.slash_payload(
        p,
        Where::Channel(CHANNEL),
        "bid",
        json!([{"type": 3, "name": "value", "value": "2"}]),
    );
    h.fake.dispatch("INTERACTION_CREATE", v1);
    h.fake.dispatch("INTERACTION_CREATE", v2);
    let (a1, a2) = tokio::join!(h.wait_answer(id1), h.wait_answer(id2));
    let ok = [&a1, &a2]
        .iter()
        .filter(|a| a.content.starts_with('✓'))
        .count();
    assert_eq!(ok, 1, "exactly one applied: {a1:?} {a2:?}");
    assert!(
        [&a1, &a2]
            .iter()
            .any(|a| a.content.contains("Not your turn"))
    );
    assert_eq!(h.log_len(CHANNEL).await, log + 1);
    assert_eq!(h.fake.channel_messages(CHANNEL).len(), channel + 1);

    // The same interaction delivered twice (a gateway replay): applied once.
    let next = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let q = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == next)
        .unwrap();
    let (id, v) = h.slash_payload(q, Where::Channel(CHANNEL), "pass", json!([]));
    h.fake.dispatch("INTERACTION_CREATE", v.clone());
    h.fake.dispatch("INTERACTION_CREATE", v);
    let a = h.wait_answer(id).await;
    // Let the second copy finish too.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    h.bot.idle().await;
    assert!(
        a.content.starts_with('✓') || a.content.contains("already"),
        "{a:?}"
    );
    assert_eq!(h.log_len(CHANNEL).await, log + 2, "applied once");
    assert_eq!(h.fake.channel_messages(CHANNEL).len(), channel + 2);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_server_errors_neither_lose_nor_double() {
    let h = Harness::start(SEED).await;
    let (ann, bob, cy) = players();
    let channel_path = format!("/channels/{CHANNEL}/messages");
    // A 429 on the next channel message, then a 500 that comes after the message was posted
    // (only the answer is lost): the retry carries the same nonce, so it is not shown twice.
    h.fake.inject(Fault {
        method: "POST",
        path: channel_path.clone(),
        status: 429,
        after_effect: false,
        times: 1,
    });
    h.fake.inject(Fault {
        method: "POST",
        path: channel_path.clone(),
        status: 500,
        after_effect: true,
        times: 1,
    });
    seat_three(&h, &ann, &bob, &cy).await;
    assert_eq!(h.fake.faults_left(), 0);

    // A 500 on an interaction callback before it arrived, and one after it arrived.
    h.fake.inject(Fault {
        method: "POST",
        path: "/callback".into(),
        status: 500,
        after_effect: false,
        times: 1,
    });
    ephemeral_ok(&h.table(&ann, CHANNEL, "start", json!([])).await);
    h.fake.inject(Fault {
        method: "POST",
        path: "/callback".into(),
        status: 500,
        after_effect: true,
        times: 1,
    });
    // And failures on DM creation and on a DM.
    h.fake.inject(Fault {
        method: "POST",
        path: "/messages".into(),
        status: 502,
        after_effect: false,
        times: 2,
    });
    let first = {
        let t = h.shared_table(CHANNEL).await;
        t.lock().await.users_to_act()[0].0
    };
    let p = [&ann, &bob, &cy]
        .into_iter()
        .find(|p| p.id == first)
        .unwrap();
    let log = h.log_len(CHANNEL).await;
    let a = h
        .verb(p, Where::Channel(CHANNEL), "bid", Some(("value", "1")))
        .await;
    ephemeral_ok(&a);
    assert_eq!(h.fake.faults_left(), 0, "every fault was hit");
    assert_eq!(h.log_len(CHANNEL).await, log + 1, "applied once");

    let channel = h.fake.channel_messages(CHANNEL);
    let count = |text: &str| channel.iter().filter(|m| m.content.contains(text)).count();
    assert_eq!(count("sits down"), 3, "{channel:#?}");
    assert_eq!(count("game 1"), 1);
    assert_eq!(count(&format!("{} bids 1", p.name)), 1);
    // Retried requests were really retried.
    let requests = h.fake.requests();
    for status in [429, 500, 502] {
        assert!(
            requests.iter().any(|r| r.status == status),
            "a {status} was served"
        );
    }
    // Every hand still arrived, once each.
    for q in [&ann, &bob, &cy] {
        let n = h
            .fake
            .dms(q.id)
            .iter()
            .filter(|m| m.content.contains("Your hand (17)"))
            .count();
        assert!(n >= 1, "{} got the hand", q.name);
    }
    let callbacks = h.fake.callbacks();
    let mut ids: Vec<u64> = callbacks.iter().map(|c| c.interaction).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), callbacks.len(), "one callback per interaction");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_gateway_url_means_no_start() {
    use paiju::discord::{Bot, Config, StartError};
    use paiju::table::registry::Registry;
    use paiju::table::store::MemoryStore;
    let fake = crate::support::fake::Fake::start().await;
    fake.fail_gateway_url();
    let config = Config {
        token: "fake-token".into(),
        dev_guild: None,
        proxy: Some(fake.url()),
        shards: None,
        standby: None,
        process: None,
        bot_searches: None,
    };
    let registry = std::sync::Arc::new(Registry::new(
        MemoryStore::new(),
        std::sync::Arc::new(paiju::table::SystemClock),
    ));
    let result = Bot::new(config, registry).start().await;
    assert!(
        matches!(result, Err(StartError::Gateway(_))),
        "must not fall back to the real gateway"
    );
    assert_eq!(fake.identified(), 0);
}

/// A store that takes its time to make entries durable (a busy database), and whose writes
/// fail while `full` is set (a full disk).
#[derive(Default)]
struct SlowStore {
    inner: paiju::table::store::MemoryStore,
    delay: std::time::Duration,
    full: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl SlowStore {
    fn write(&self) -> Result<(), paiju::table::store::StoreError> {
        if self.full.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(paiju::table::store::StoreError::Backend(
                "database or disk is full".into(),
            ));
        }
        Ok(())
    }
}

impl paiju::table::store::Store for SlowStore {
    async fn create_keyed(
        &self,
        header: &paiju::table::TableHeader,
        first: &[paiju::table::LogEntry],
        posts: &[paiju::table::posts::Post],
        request: Option<&paiju::table::store::RequestKey>,
    ) -> Result<(), paiju::table::store::StoreError> {
        tokio::time::sleep(self.delay).await;
        self.write()?;
        self.inner.create_keyed(header, first, posts, request).await
    }
    async fn append_keyed(
        &self,
        table: paiju::table::TableId,
        entries: &[paiju::table::LogEntry],
        posts: &[paiju::table::posts::Post],
        request: Option<&paiju::table::store::RequestKey>,
    ) -> Result<(), paiju::table::store::StoreError> {
        tokio::time::sleep(self.delay).await;
        self.write()?;
        self.inner
            .append_keyed(table, entries, posts, request)
            .await
    }
    async fn request(
        &self,
        key: &str,
    ) -> Result<Option<paiju::table::store::KeyRecord>, paiju::table::store::StoreError> {
        self.inner.request(key).await
    }
    async fn expire_requests(
        &self,
        before: paiju::table::Timestamp,
    ) -> Result<u64, paiju::table::store::StoreError> {
        self.inner.expire_requests(before).await
    }
    async fn pending_posts(
        &self,
        shards: paiju::table::store::Partitions,
    ) -> Result<Vec<paiju::table::posts::Post>, paiju::table::store::StoreError> {
        self.inner.pending_posts(shards).await
    }
    async fn mark_delivered(
        &self,
        post: paiju::table::posts::PostId,
        panel: Option<paiju::table::posts::PanelAt>,
    ) -> Result<(), paiju::table::store::StoreError> {
        self.inner.mark_delivered(post, panel).await
    }
    async fn live_panels(
        &self,
        shards: paiju::table::store::Partitions,
    ) -> Result<Vec<paiju::table::posts::LivePanel>, paiju::table::store::StoreError> {
        self.inner.live_panels(shards).await
    }
    async fn close(
        &self,
        table: paiju::table::TableId,
    ) -> Result<(), paiju::table::store::StoreError> {
        self.inner.close(table).await
    }
    async fn load(
        &self,
        table: paiju::table::TableId,
    ) -> Result<Option<paiju::table::TableRecord>, paiju::table::store::StoreError> {
        self.inner.load(table).await
    }
    async fn open_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Option<paiju::table::TableId>, paiju::table::store::StoreError> {
        self.inner.open_in_channel(channel).await
    }
    async fn open_tables(
        &self,
    ) -> Result<Vec<paiju::table::TableRecord>, paiju::table::store::StoreError> {
        self.inner.open_tables().await
    }
    async fn history(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<paiju::table::store::TableSummary>, paiju::table::store::StoreError> {
        self.inner.history(channel, limit).await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_work_is_deferred_then_edited_in() {
    let store = SlowStore {
        delay: std::time::Duration::from_millis(2_600),
        ..SlowStore::default()
    };
    let h = Harness::start_with(store, SEED).await;
    let (ann, bob, _) = players();
    // Opening writes the table with its creator's seat: slow, so deferred.
    let a = h
        .table(
            &ann,
            CHANNEL,
            "new",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await;
    assert_eq!(a.kind, 5, "deferred within 3 s: {a:?}");
    assert!(a.ephemeral, "the deferred answer is ephemeral: {a:?}");
    assert!(
        a.latency < std::time::Duration::from_millis(2_900),
        "{:?}",
        a.latency
    );
    h.fake
        .wait_for(
            "the edited answer",
            std::time::Duration::from_secs(10),
            |f| {
                f.requests()
                    .iter()
                    .any(|r| r.method == "PATCH" && r.path.ends_with("/messages/@original"))
            },
        )
        .await;
    let edit = h
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PATCH")
        .unwrap();
    assert!(
        edit.body["content"]
            .as_str()
            .unwrap()
            .starts_with("✓ Table opened"),
        "{edit:?}"
    );
    // Every slow command is deferred, and still applied and announced.
    h.bot.idle().await;
    let join = h.table(&bob, CHANNEL, "join", json!([])).await;
    assert_eq!(join.kind, 5);
    h.fake
        .wait_for("Bob seated", std::time::Duration::from_secs(10), |f| {
            f.channel_messages(CHANNEL)
                .iter()
                .any(|m| m.content.contains("Bob sits down"))
        })
        .await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_serenity_cannot_read_are_repaired_or_answered() {
    let h = Harness::start(SEED).await;
    let (ann, bob, _) = players();
    ephemeral_ok(
        &h.table(
            &ann,
            CHANNEL,
            "new",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await,
    );
    // A subcommand without its empty `options`: repaired and handled.
    let (id, v) = h.slash_payload(
        &bob,
        Where::Channel(CHANNEL),
        "table",
        json!([{"type": 1, "name": "join"}]),
    );
    let a = h.send(id, v).await;
    ephemeral_ok(&a);
    assert!(
        h.fake
            .channel_messages(CHANNEL)
            .last()
            .unwrap()
            .content
            .contains("Bob sits down")
    );
    // Something unreadable: an apology rather than "interaction failed".
    let (id, mut v) = h.slash_payload(&bob, Where::Channel(CHANNEL), "hand", json!([]));
    v["data"] = json!({"id": "1", "type": 1});
    let a = h.send(id, v).await;
    refused(&a, "I don't know that command");
    h.shutdown().await;
}

/// While the store cannot write, a move is refused to the player alone, in their language,
/// saying it was not taken; the channel hears nothing of it; once the store writes again the
/// same move is taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_store_that_cannot_write_refuses_privately_and_the_next_try_is_taken() {
    let store = SlowStore::default();
    let full = store.full.clone();
    let h = Harness::start_with(store, SEED).await;
    let (ann, bob, _) = players();
    let a = h
        .table(
            &ann,
            CHANNEL,
            "new",
            json!([{"type": 3, "name": "game", "value": "doudizhu"}]),
        )
        .await;
    ephemeral_ok(&a);
    let posts_before = h.fake.channel_messages(CHANNEL).len();
    full.store(true, std::sync::atomic::Ordering::SeqCst);
    for _ in 0..3 {
        let a = h.table(&bob, CHANNEL, "join", json!([])).await;
        refused(&a, "cannot save right now");
        assert!(a.content.contains("not taken"), "{a:?}");
    }
    let zh = Player {
        locale: "zh-CN",
        ..bob.clone()
    };
    let a = h.table(&zh, CHANNEL, "join", json!([])).await;
    refused(&a, "暂时无法保存");
    assert_eq!(
        h.fake.channel_messages(CHANNEL).len(),
        posts_before,
        "the channel is not told of refused moves"
    );
    full.store(false, std::sync::atomic::Ordering::SeqCst);
    let a = h.table(&bob, CHANNEL, "join", json!([])).await;
    ephemeral_ok(&a);
}

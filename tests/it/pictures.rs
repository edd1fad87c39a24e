//! Pictures on Discord (issue 17), against the fake Discord with real serenity: the turn DM
//! and `/hand` carry a PNG of the player's own hand, the live table message a PNG of the
//! public table, the channel post that ends a hand a PNG of its showdown (only what the text
//! announces); an unchanged picture is never uploaded twice to a message; no channel message
//! ever carries a picture of a hand; `images=off` sends no pictures at all.

use crate::support::fake::Msg;
use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::images::{self, Style, scenes};
use paiju::table::Outgoing;
use paiju::table::UserId;
use paiju::table::store::Store;
use serde_json::{Value, json};
use std::collections::HashSet;

fn players() -> Vec<Player> {
    vec![
        Player::new(401, "Ann"),
        Player::new(402, "Bob"),
        Player::new(403, "Cy"),
    ]
}

/// The PNG `user`'s own hand draws to now, as the bot would draw it.
async fn hand_png(h: &Harness, user: u64) -> Vec<u8> {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let view = t.hand(UserId(user)).expect("a seated player");
    let scene = scenes::with_names(scenes::hand(&view).expect("a hand"), &t.names());
    images::png(&scene, Style::default()).unwrap()
}

/// The PNG of the public table now.
async fn table_png(h: &Harness) -> Vec<u8> {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let public = t.game().expect("a game").public_view();
    // Seats named as the channel names them.
    let scene = scenes::with_names(scenes::table(&public), &t.names());
    images::png(&scene, Style::default()).unwrap()
}

/// Decodes a PNG: its width and height (a broken file fails the test).
fn decode(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("PNG image data");
    assert!(info.width > 0 && info.height > 0);
    (info.width, info.height)
}

fn turn_dm(h: &Harness, p: &Player) -> Msg {
    h.fake
        .dms(p.id)
        .into_iter()
        .rev()
        .find(|m| !m.custom_ids().is_empty())
        .unwrap_or_else(|| panic!("{} has no turn DM", p.name))
}

async fn to_act(h: &Harness, players: &[Player]) -> Player {
    let table = h.shared_table(CHANNEL).await;
    let user = table.lock().await.users_to_act()[0];
    players
        .iter()
        .find(|p| UserId(p.id) == user)
        .unwrap()
        .clone()
}

/// The live table message: the bot's channel message with an embed.
fn live(h: &Harness) -> Msg {
    h.fake
        .channel_all(CHANNEL)
        .into_iter()
        .rev()
        .find(|m| m.embeds.as_array().is_some_and(|e| !e.is_empty()))
        .expect("a live table message")
}

/// `p` makes the first move their turn DM offers (a bid, in Dou Dizhu's auction).
async fn first_move(h: &Harness, p: &Player) {
    let dm = turn_dm(h, p);
    let id = dm.id_containing(":do:").expect("a move button");
    let a = h.click(p, Where::Dm, &dm, &id).await;
    assert!(a.content.starts_with('✓') || a.message.is_some(), "{a:?}");
}

#[tokio::test]
async fn the_turn_dm_and_hand_show_a_png_of_the_players_own_hand() {
    let h = Harness::start(21).await;
    let ps = players();
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    let p = to_act(&h, &ps).await;
    let dm = turn_dm(&h, &p);
    assert_eq!(dm.attachments.len(), 1, "the turn DM has its picture");
    let file = &dm.attachments[0];
    assert!(file.filename.starts_with("hand-") && file.filename.ends_with(".png"));
    decode(&file.bytes);
    assert_eq!(file.bytes, hand_png(&h, p.id).await, "their own hand");
    assert!(
        dm.content.contains("Your hand"),
        "the text stays: {}",
        dm.content
    );
    // `/hand`: the same picture, beside the same one-line text.
    let a = h
        .slash(&p, Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    assert!(a.ephemeral);
    let m = a.message.expect("the hand panel");
    assert_eq!(m.attachments.len(), 1, "{m:?}");
    assert_eq!(m.attachments[0].bytes, file.bytes);
    assert!(!m.content.is_empty());
    // Another seat's /hand is their own hand, not this one.
    let other = ps.iter().find(|q| q.id != p.id).unwrap();
    let a = h
        .slash(other, Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    let theirs = &a.message.unwrap().attachments[0].bytes;
    assert_eq!(*theirs, hand_png(&h, other.id).await);
    assert_ne!(*theirs, file.bytes);
    h.shutdown().await;
}

#[tokio::test]
async fn the_live_message_shows_the_public_table_and_no_channel_message_a_hand() {
    let h = Harness::start(22).await;
    let ps = players();
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    for _ in 0..3 {
        let p = to_act(&h, &ps).await;
        first_move(&h, &p).await;
    }
    let m = live(&h);
    assert_eq!(m.attachments.len(), 1, "{m:?}");
    let url = m.embeds[0]["image"]["url"]
        .as_str()
        .expect("an embed image");
    assert_eq!(url, format!("attachment://{}", m.attachments[0].filename));
    decode(&m.attachments[0].bytes);
    assert_eq!(m.attachments[0].bytes, table_png(&h).await);
    // No channel message, the live one included, ever showed a hand: no upload to the
    // channel is any seat's hand picture or any DM's picture.
    let mut hands: HashSet<Vec<u8>> = HashSet::new();
    for p in &ps {
        hands.insert(hand_png(&h, p.id).await);
        for dm in h.fake.dms(p.id) {
            hands.extend(dm.attachments.into_iter().map(|a| a.bytes.to_vec()));
        }
    }
    let channel: HashSet<u64> = h.fake.channel_all(CHANNEL).iter().map(|m| m.id).collect();
    let uploads = h.fake.uploads();
    let to_channel: Vec<_> = uploads
        .iter()
        .filter(|u| channel.contains(&u.message))
        .collect();
    assert!(!to_channel.is_empty(), "the live message's pictures");
    for u in to_channel {
        assert!(
            u.filename.starts_with("table-") || u.filename.starts_with("showdown-"),
            "{}",
            u.filename
        );
        assert!(!hands.contains(&*u.bytes), "a hand in the channel");
    }
    h.shutdown().await;
}

#[tokio::test]
async fn an_unchanged_picture_is_not_uploaded_again() {
    let h = Harness::start(23).await;
    let ps = players();
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    let first = to_act(&h, &ps).await;
    let panel = turn_dm(&h, &first);
    first_move(&h, &first).await;
    let second = to_act(&h, &ps).await;
    first_move(&h, &second).await;
    // The first bidder's panel was brought up to date (the turn moved on) without a new
    // upload: their hand did not change during the auction.
    let now = h.fake.message(panel.id).expect("the panel");
    assert!(!now.history.is_empty(), "the panel was updated");
    assert_eq!(now.attachments.len(), 1, "the picture stayed");
    let uploads = h.fake.uploads();
    let mut seen = HashSet::new();
    for u in &uploads {
        assert!(
            seen.insert((u.message, u.filename.clone())),
            "{} uploaded twice to message {}",
            u.filename,
            u.message
        );
    }
    // The live message was edited several times; its picture changes only with the table.
    let m = live(&h);
    let to_live = uploads.iter().filter(|u| u.message == m.id).count();
    assert!(to_live <= m.history.len() + 1, "{to_live} uploads");
    h.shutdown().await;
}

#[tokio::test]
async fn a_table_with_images_off_sends_no_pictures() {
    let h = Harness::start(24).await;
    let ps = players();
    h.open_and_start(&ps, CHANNEL, "doudizhu", "images=off")
        .await;
    let p = to_act(&h, &ps).await;
    first_move(&h, &p).await;
    let a = h
        .slash(&p, Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    assert!(a.message.unwrap().attachments.is_empty());
    assert!(h.fake.uploads().is_empty(), "no picture anywhere");
    assert!(h.fake.messages().iter().all(|m| m.attachments.is_empty()));
    let live = live(&h);
    assert!(live.embeds[0]["image"].is_null(), "{:?}", live.embeds);
    let _: Value = live.embeds.clone();
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_chose_text_only_gets_no_picture_while_the_others_do() {
    let h = Harness::start(25).await;
    let ps = players();
    for p in &ps {
        let a = h
            .slash(
                p,
                Where::Channel(CHANNEL),
                "notify",
                json!([{"type": 5, "name": "pictures", "value": p.id != ps[0].id}]),
            )
            .await;
        assert!(a.content.starts_with('✓'), "{}", a.content);
    }
    let shown = h
        .slash(&ps[0], Where::Channel(CHANNEL), "notify", json!([]))
        .await;
    assert!(
        shown.content.contains("off (text only)"),
        "{}",
        shown.content
    );
    h.open_and_start(&ps, CHANNEL, "doudizhu", "").await;
    let a = h
        .slash(&ps[0], Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    assert!(
        a.message.unwrap().attachments.is_empty(),
        "Ann chose text only"
    );
    assert!(
        h.fake
            .dms(ps[0].id)
            .iter()
            .all(|m| m.attachments.is_empty())
    );
    let b = h
        .slash(&ps[1], Where::Channel(CHANNEL), "hand", json!([]))
        .await;
    let pictured = b.message.unwrap().attachments;
    assert_eq!(pictured.len(), 1, "Bob keeps his pictures");
    assert_eq!(
        decode(&pictured[0].bytes),
        decode(&hand_png(&h, ps[1].id).await)
    );
    h.shutdown().await;
}

/// Opens a `game` table with `options`, deals, and every player steps away (`/table away`):
/// from the last one's command on, the stand-in bots play the game to its end, announcing
/// every hand as it ends.
async fn played_out(h: &Harness, players: &[Player], game: &str, options: &str) {
    h.open_and_start(players, CHANNEL, game, options).await;
    for p in players {
        let a = h.table(p, CHANNEL, "away", json!([])).await;
        // The last one away hands the rest of the game to the stand-in bots, whose search
        // can take longer than Discord's 3 s: the answer is then deferred, edited in later.
        assert!(a.content.starts_with('✓') || a.kind == 5, "{a:?}");
    }
    // A deferred answer means the stand-ins are still playing: the command holds the table's
    // lock from its start, but on a loaded machine this check may take the lock before the
    // command does. So look again (a game that never ends still fails, after a minute);
    // what they posted is handed to delivery just after, so settle before waiting for it.
    let table = h.shared_table(CHANNEL).await;
    let mut status = table.lock().await.status();
    for _ in 0..600 {
        if status == paiju::table::Status::Finished {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        status = table.lock().await.status();
    }
    assert_eq!(status, paiju::table::Status::Finished, "{game}: played out");
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    h.bot.idle().await;
}

/// The end-of-hand picture of the last hand of the game, drawn from the channel's events
/// alone: the table's log replayed, every public event fed to `scenes::showdown`.
async fn last_showdown_png(h: &Harness) -> Vec<u8> {
    let table = h.shared_table(CHANNEL).await;
    let (id, names) = {
        let t = table.lock().await;
        (t.id(), t.names())
    };
    let record = h
        .registry
        .store()
        .load(id)
        .await
        .unwrap()
        .expect("the table's record");
    let mut replay = paiju::table::Table::open(record.header.clone()).unwrap();
    let mut public = Vec::new();
    for entry in &record.entries {
        let outbox = replay.apply_entry(entry).unwrap();
        public.extend(outbox.iter().filter_map(Outgoing::public_event).cloned());
    }
    let scene = scenes::showdown(&public, &record.header.options).expect("a showdown");
    images::png(&scenes::with_names(scene, &names), Style::default()).unwrap()
}

/// Every picture ever uploaded outside the channel: the players' hands (a panel's picture
/// is taken away once the game is over, so the uploads are what counts).
fn dm_pictures(h: &Harness) -> HashSet<Vec<u8>> {
    let channel: HashSet<u64> = h.fake.channel_all(CHANNEL).iter().map(|m| m.id).collect();
    h.fake
        .uploads()
        .into_iter()
        .filter(|u| !channel.contains(&u.message))
        .map(|u| u.bytes.to_vec())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_post_that_ends_a_hand_shows_its_showdown_drawn_from_the_public_events_only() {
    for (i, game) in ["chicago", "chowdah", "yaodiren", "doudizhu"]
        .into_iter()
        .enumerate()
    {
        let h = Harness::start(31 + i as u64).await;
        let ps = players();
        played_out(&h, &ps, game, "").await;
        let channel: HashSet<u64> = h.fake.channel_all(CHANNEL).iter().map(|m| m.id).collect();
        let shown: Vec<_> = h
            .fake
            .uploads()
            .into_iter()
            .filter(|u| channel.contains(&u.message) && u.filename.starts_with("showdown-"))
            .collect();
        let last = shown
            .last()
            .unwrap_or_else(|| panic!("{game}: no showdown picture"));
        for u in &shown {
            decode(&u.bytes);
        }
        // The channel post that ended the game carries it, beside its text.
        let post = h
            .fake
            .channel_all(CHANNEL)
            .into_iter()
            .find(|m| m.id == last.message)
            .unwrap();
        assert!(
            post.embeds.as_array().is_none_or(Vec::is_empty),
            "not the live message"
        );
        assert!(!post.content.is_empty(), "{game}: the text stays");
        assert_eq!(
            last.bytes,
            last_showdown_png(&h).await,
            "{game}: what the public events show"
        );
        let hands = dm_pictures(&h);
        assert!(!hands.is_empty(), "{game}: hands were pictured in the DMs");
        for u in &shown {
            assert!(!hands.contains(&*u.bytes), "{game}: a hand in the channel");
        }
        h.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_with_images_off_ends_its_hands_without_pictures() {
    let h = Harness::start(41).await;
    let ps = players();
    played_out(&h, &ps, "chicago", "images=off").await;
    assert!(h.fake.uploads().is_empty(), "no picture anywhere");
    assert!(h.fake.messages().iter().all(|m| m.attachments.is_empty()));
    h.shutdown().await;
}

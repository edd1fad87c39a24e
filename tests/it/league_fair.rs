//! Rated play is fair, through Discord (fake Discord, real serenity): a rated game in progress
//! cannot be ended or emptied by its creator, only by a league admin, and an end, a removal
//! or a leave is recorded at once as the leaver's rated loss — no `/league` command needed —
//! while an unrated table keeps its friendly rules. And a table's log is only for those who
//! could see its channel.

use crate::support::Harness;
use crate::support::driver::Driver;
use crate::support::users::{CHANNEL, GUILD, Player, Where, refused};
use paiju::league::{League, StoredResult, Team};
use paiju::table::store::MemoryStore;
use paiju::table::{GuildId, Status, UserId};
use serde_json::{Value, json};

const MANAGE_GUILD: u64 = 1 << 5;

fn ann() -> Player {
    Player::new(301, "Ann")
}
fn bob() -> Player {
    Player::new(302, "Bob")
}
fn cy() -> Player {
    Player::new(303, "Cy")
}
fn admin() -> Player {
    let mut p = Player::new(399, "Mod");
    p.permissions = MANAGE_GUILD;
    p
}

async fn start_season(h: &Harness) {
    let a = h
        .slash(
            &admin(),
            Where::Channel(CHANNEL),
            "league",
            json!([{"type": 2, "name": "season", "options": [
                {"type": 1, "name": "start", "options": [
                    {"type": 3, "name": "name", "value": "Spring"}]}]}]),
        )
        .await;
    assert!(a.content.contains("Spring"), "{}", a.content);
}

async fn results(league: &League) -> Vec<StoredResult> {
    league.results(GuildId(GUILD), None).await.unwrap()
}

async fn status(h: &Harness, channel: u64) -> Option<Status> {
    match h
        .registry
        .table(paiju::table::ChannelId(channel))
        .await
        .unwrap()
    {
        Some(t) => Some(t.lock().await.status()),
        None => None,
    }
}

fn seat_of(r: &StoredResult, user: u64) -> &paiju::league::SeatResult {
    r.seats
        .iter()
        .find(|s| s.user == Some(UserId(user)))
        .expect("the user sat at the table")
}

fn remove(seat: i64) -> Value {
    json!([{"type": 4, "name": "seat", "value": seat}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_farmer_who_leaves_mid_hand_is_rated_with_the_loss_and_the_creator_cannot_end_or_remove()
 {
    let league = League::memory().await.unwrap();
    let h = Harness::start_league(MemoryStore::new(), 7, Some(league.clone())).await;
    start_season(&h).await;
    let ch = CHANNEL + 1;
    let mut d = Driver::new(&h.fake, ch);
    d.open_and_start().await.unwrap();
    let landlord_line = |h: &Harness| {
        h.fake
            .channel_messages(ch)
            .iter()
            .flat_map(|m| m.content.lines().map(str::to_string).collect::<Vec<_>>())
            .find(|l| l.contains("is the landlord"))
    };
    for _ in 0..12 {
        if landlord_line(&h).is_some() {
            break;
        }
        assert!(d.one_move().await.unwrap());
    }
    let line = landlord_line(&h).expect("the auction ended");
    let before = line.split("is the landlord").next().unwrap().to_string();
    let farmer = [ann(), bob(), cy()]
        .into_iter()
        .find(|p| !before.contains(p.name))
        .unwrap();

    // The creator, losing or not, can neither end the hand nor remove an opponent.
    let a = h.table(&ann(), ch, "end", json!([])).await;
    refused(&a, "only a league admin");
    let a = h.table(&ann(), ch, "remove", remove(2)).await;
    refused(&a, "only a league admin");
    assert_eq!(status(&h, ch).await, Some(Status::Playing));
    assert!(results(&league).await.is_empty());

    // A farmer walks out: the hand is settled against the farmers at once, and rated.
    let a = h.table(&farmer, ch, "leave", json!([])).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    let recorded = results(&league).await;
    assert_eq!(
        recorded.len(),
        1,
        "recorded at the hand's end: {recorded:#?}"
    );
    let r = &recorded[0];
    assert!(r.rated && r.unrated.is_none(), "{r:#?}");
    let leaver = seat_of(r, farmer.id);
    assert!(leaver.forfeited, "{r:#?}");
    assert_eq!(leaver.team, Team::Farmers);
    assert_eq!(leaver.rank, 2);
    assert!(leaver.score < 0, "a loss at the stake in play: {r:#?}");

    // Standings show it with no other command run before.
    let a = h
        .slash(
            &cy(),
            Where::Channel(CHANNEL),
            "league",
            json!([{"type": 1, "name": "standings", "options": []}]),
        )
        .await;
    assert!(
        a.content.contains(&format!("<@{}>", farmer.id)),
        "{}",
        a.content
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_admin_may_end_or_remove_during_a_rated_game_and_the_loss_is_rated_while_unrated_tables_stay_friendly()
 {
    let league = League::memory().await.unwrap();
    let h = Harness::start_league(MemoryStore::new(), 9, Some(league.clone())).await;

    // No season: the creator ends a hand in play, as before, and nothing is recorded.
    let mut d = Driver::new(&h.fake, CHANNEL + 1);
    d.open_and_start().await.unwrap();
    let a = h.table(&ann(), CHANNEL + 1, "end", json!([])).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    assert_eq!(status(&h, CHANNEL + 1).await, None, "the table closed");
    assert!(results(&league).await.is_empty());

    start_season(&h).await;
    // A league admin who is not seated ends a rated hand: the seat it waited on concedes.
    let ch = CHANNEL + 2;
    let mut d = Driver::new(&h.fake, ch);
    d.open_and_start().await.unwrap();
    let waited_on = {
        let t = h.shared_table(ch).await;
        let t = t.lock().await;
        t.user_at(t.to_act()[0]).unwrap()
    };
    let a = h.table(&admin(), ch, "end", json!([])).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    assert_eq!(status(&h, ch).await, None);
    let recorded = results(&league).await;
    assert_eq!(recorded.len(), 1, "{recorded:#?}");
    let r = &recorded[0];
    assert!(r.rated, "{r:#?}");
    let loser = seat_of(r, waited_on.0);
    assert!(
        loser.forfeited && loser.rank == 2 && loser.score < 0,
        "{r:#?}"
    );

    // A league admin removes Bob from a rated hand: Bob's loss is rated.
    let ch = CHANNEL + 3;
    let mut d = Driver::new(&h.fake, ch);
    d.open_and_start().await.unwrap();
    let table = h.shared_table(ch).await.lock().await.id();
    let a = h.table(&admin(), ch, "remove", remove(2)).await;
    assert!(a.content.starts_with('✓'), "{a:?}");
    let recorded = results(&league).await;
    assert_eq!(recorded.len(), 2, "{recorded:#?}");
    let r = recorded
        .iter()
        .find(|r| r.table == table)
        .expect("Bob's result");
    assert!(r.rated && seat_of(r, 302).forfeited, "{r:#?}");
    let bob_seat = seat_of(r, 302);
    assert!(bob_seat.rank == 2 && bob_seat.score < 0, "{r:#?}");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tables_log_is_only_for_its_channel_its_players_and_league_admins() {
    let league = League::memory().await.unwrap();
    let h = Harness::start_league(MemoryStore::new(), 11, Some(league.clone())).await;
    start_season(&h).await;
    let ch = CHANNEL + 1;
    let mut d = Driver::new(&h.fake, ch);
    d.play().await.unwrap();
    let dan = Player::new(304, "Dan");
    let elsewhere = Where::Channel(CHANNEL);
    let a = h
        .slash(
            &dan,
            elsewhere,
            "league",
            json!([{"type": 1, "name": "history", "options": []}]),
        )
        .await;
    let msg = a.message.clone().expect("the history message");
    let log = msg
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("lg:log:"))
        .expect("a log button");
    let got_file = |a: &crate::support::users::Answer| {
        h.fake
            .callbacks()
            .into_iter()
            .find(|c| c.interaction == a.interaction)
            .is_some_and(|c| !c.files.is_empty())
    };

    // Dan neither played nor is in the table's channel: refused, nothing attached.
    let b = h.click(&dan, elsewhere, &msg, &log).await;
    refused(&b, "its own channel");
    assert!(!got_file(&b));
    // From the table's own channel, a player anywhere, or a league admin anywhere: the log.
    for (who, at) in [
        (&dan, Where::Channel(ch)),
        (&ann(), elsewhere),
        (&admin(), elsewhere),
    ] {
        let b = h.click(who, at, &msg, &log).await;
        assert!(got_file(&b), "{} at {at:?}: {b:?}", who.name);
    }
    h.shutdown().await;
}

//! Results derived from real table logs: one per Dou Dizhu hand with the landlord's side, one
//! per Chicago match free-for-all, and the cases that are recorded but never rated.

use super::derive::{Team, Unrated, derive_results};
use crate::games::Options;
use crate::games::any::GameKind;
use crate::table::{
    ChannelId, Command, Ctx, GuildId, Status, Table, TableHeader, TableId, TableRecord, Timestamp,
    UserId,
};

fn ctx(user: u64, now: i64) -> Ctx {
    Ctx {
        user: UserId(user),
        name: format!("U{user}"),
        now: Timestamp(now),
        key: None,
        moderator: false,
        entropy: 11,
    }
}

/// Seats `users` (then `bots` bots) at a table and returns it with its log so far.
fn seated(kind: GameKind, options: &[&str], users: &[u64], bots: usize) -> (Table, TableRecord) {
    let header = TableHeader {
        id: TableId(5),
        channel: ChannelId(6),
        guild: Some(GuildId(7)),
        kind,
        options: Options::parse_pairs(options.iter().copied()),
        creator: UserId(users[0]),
        created_at: Timestamp(0),
    };
    let mut t = Table::open(header.clone()).unwrap();
    let mut record = TableRecord {
        header,
        entries: Vec::new(),
    };
    for u in users {
        record
            .entries
            .extend(t.handle(&ctx(*u, 1), Command::Join).unwrap().entries);
    }
    for _ in 0..bots {
        let h = t.handle(&ctx(users[0], 1), Command::add_bot()).unwrap();
        record.entries.extend(h.entries);
    }
    (t, record)
}

/// Plays one game to its end, every person playing what a bot would.
fn play(t: &mut Table, record: &mut TableRecord, starter: u64) {
    let h = t
        .handle(&ctx(starter, 2), Command::Start { deal: None })
        .unwrap();
    record.entries.extend(h.entries);
    let mut now = 3;
    while t.status() == Status::Playing {
        let seat = t.to_act()[0];
        let action = t.game().unwrap().bot_action(seat).unwrap();
        let user = t.user_at(seat).unwrap().0;
        now += 1;
        let h = t
            .handle(&ctx(user, now), Command::Action { action })
            .unwrap();
        record.entries.extend(h.entries);
    }
}

#[test]
fn each_dou_dizhu_hand_is_a_result_with_one_landlord_against_the_farmers() {
    let (mut t, mut record) = seated(GameKind::Doudizhu, &[], &[1, 2, 3], 0);
    play(&mut t, &mut record, 1);
    play(&mut t, &mut record, 1);
    let results = derive_results(&record);
    assert_eq!(results.len(), 2);
    for (i, r) in results.iter().enumerate() {
        assert_eq!(r.game_no, u32::try_from(i + 1).unwrap());
        assert_eq!(r.unrated, None);
        let landlord: Vec<_> = r
            .seats
            .iter()
            .filter(|s| s.team == Team::Landlord)
            .collect();
        assert_eq!(landlord.len(), 1);
        let farmers_rank = r
            .seats
            .iter()
            .find(|s| s.team == Team::Farmers)
            .unwrap()
            .rank;
        assert_ne!(landlord[0].rank, farmers_rank);
        assert_eq!(r.seats.iter().map(|s| s.score).sum::<i64>(), 0);
        assert!(r.ended_at > r.started_at);
    }
}

#[test]
fn a_chicago_match_is_one_free_for_all_result_ranked_by_final_score() {
    let (mut t, mut record) = seated(GameKind::Chicago, &[], &[1, 2, 3], 0);
    play(&mut t, &mut record, 1);
    let results = derive_results(&record);
    assert_eq!(results.len(), 1);
    let r = &results[0];
    for s in &r.seats {
        let better = r.seats.iter().filter(|o| o.score > s.score).count();
        assert_eq!(s.rank, u32::try_from(better).unwrap() + 1);
        assert!(matches!(s.team, Team::Seat(_)));
    }
}

#[test]
fn a_bot_seat_and_rated_off_are_never_rated() {
    let (mut t, mut record) = seated(GameKind::Doudizhu, &[], &[1, 2], 1);
    play(&mut t, &mut record, 1);
    assert_eq!(derive_results(&record)[0].unrated, Some(Unrated::Bot));

    let (mut t, mut record) = seated(GameKind::Doudizhu, &["rated=off"], &[1, 2, 3], 0);
    play(&mut t, &mut record, 1);
    assert_eq!(derive_results(&record)[0].unrated, Some(Unrated::OptedOut));
}

#[test]
fn leaving_before_the_first_hand_ended_is_a_rated_loss_not_an_escape() {
    let (mut t, mut record) = seated(GameKind::Chicago, &[], &[1, 2, 3], 0);
    let h = t.handle(&ctx(1, 2), Command::Start { deal: None }).unwrap();
    record.entries.extend(h.entries);
    let h = t.handle(&ctx(2, 3), Command::Leave).unwrap();
    record.entries.extend(h.entries);
    let results = derive_results(&record);
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].unrated, None, "{:?}", results[0]);
    let quitter = &results[0].seats[1];
    assert!(quitter.forfeited);
    assert_eq!(quitter.rank, 3, "the seat that conceded ranks last");
}

#[test]
fn a_rated_end_in_play_concedes_for_the_ender_and_a_plain_end_records_nothing() {
    let (mut t, mut record) = seated(GameKind::Doudizhu, &[], &[1, 2, 3], 0);
    let h = t.handle(&ctx(1, 2), Command::Start { deal: None }).unwrap();
    record.entries.extend(h.entries);
    // An unrated table's End (the friendly rule): the game just stops, no result.
    let mut plain_record = record.clone();
    let plain = t.clone().handle(&ctx(1, 3), Command::End).unwrap();
    plain_record.entries.extend(plain.entries);
    let refused = t.handle(
        &ctx(1, 3),
        Command::EndRated {
            league_moderator: false,
        },
    );
    assert_eq!(
        refused.unwrap_err(),
        crate::table::TableError::RatedNeedsLeagueModerator
    );
    let h = t
        .handle(
            &ctx(3, 3),
            Command::EndRated {
                league_moderator: true,
            },
        )
        .unwrap();
    record.entries.extend(h.entries);
    assert_eq!(t.status(), Status::Ended);
    let results = derive_results(&record);
    assert_eq!(results.len(), 1);
    let r = &results[0];
    assert_eq!(r.unrated, None);
    assert!(r.seats[2].forfeited, "the ender's seat conceded: {r:?}");
    assert!(r.seats[2].rank > 1 && r.seats[2].score < 0, "{r:?}");
    assert!(derive_results(&plain_record).is_empty());
}

#[test]
fn a_yaodiren_player_who_leaves_a_match_that_goes_on_ranks_last() {
    let (mut t, mut record) = seated(GameKind::Yaodiren, &[], &[1, 2, 3], 0);
    let h = t.handle(&ctx(1, 2), Command::Start { deal: None }).unwrap();
    record.entries.extend(h.entries);
    let h = t.handle(&ctx(2, 3), Command::Leave).unwrap();
    record.entries.extend(h.entries);
    assert_eq!(t.status(), Status::Playing, "the match goes on with a bot");
    let mut now = 4;
    while t.status() == Status::Playing {
        let seat = t.to_act()[0];
        let action = t.game().unwrap().bot_action(seat).unwrap();
        now += 1;
        let user = t.user_at(seat).expect("bots answer in the same step").0;
        let h = t.handle(&ctx(user, now), Command::Action { action });
        record.entries.extend(h.unwrap().entries);
    }
    let results = derive_results(&record);
    assert_eq!(results.len(), 1);
    let r = &results[0];
    assert_eq!(r.unrated, None, "the leaver's seat counts as theirs: {r:?}");
    assert_eq!(r.seats[1].user, Some(UserId(2)));
    assert!(r.seats[1].forfeited);
    assert_eq!(r.seats[1].rank, 3, "{r:?}");
}

#[test]
fn a_table_outside_a_season_yields_the_same_results_each_time() {
    let (mut t, mut record) = seated(GameKind::Doudizhu, &[], &[1, 2, 3], 0);
    play(&mut t, &mut record, 1);
    assert_eq!(derive_results(&record), derive_results(&record));
}

#[test]
fn a_dou_dizhu_match_of_three_hands_is_three_results_numbered_on_after_it() {
    let (mut t, mut record) = seated(GameKind::Doudizhu, &["hands=3"], &[1, 2, 3], 0);
    play(&mut t, &mut record, 1);
    play(&mut t, &mut record, 1);
    let results = derive_results(&record);
    assert_eq!(results.len(), 6, "two matches of three hands");
    let mut sums = [0i64; 3];
    for (i, r) in results.iter().enumerate() {
        assert_eq!(r.game_no, u32::try_from(i + 1).unwrap());
        let landlords = r.seats.iter().filter(|s| s.team == Team::Landlord).count();
        assert_eq!(landlords, 1);
        assert_eq!(r.seats.iter().map(|s| s.score).sum::<i64>(), 0);
        assert!(r.ended_at > r.started_at);
        for (s, seat) in sums.iter_mut().zip(&r.seats) {
            *s += seat.score;
        }
    }
    // The hands add up to the table's totals of both matches.
    assert_eq!(t.status_view(Timestamp(99)).totals, sums.to_vec());
}

//! Chicago matches: reaching the target, the highest score winning, ties, the royal flush,
//! refused actions, forfeits and automatic answers.

use super::*;

#[test]
fn reaching_the_target_alone_ends_the_match() {
    let (mut g, _) = start(
        config(Players::Two, Target::FiftyTwo, false),
        deal(&STRONG, "", 1, &[47, 51]),
    );
    let events = play_tricks(&mut g, first_legal);
    assert_eq!(g.scores(), &[52, 51]);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            scores: vec![52, 51],
            winners: vec![Seat(0)]
        })
    );
    assert_eq!(g.match_end(), Some(MatchEnd::Target));
    assert!(g.to_act().is_empty());
    assert!(
        events
            .iter()
            .any(|e| matches!(e.event, Event::MatchOver { .. }))
    );
    assert_eq!(
        g.apply(Seat(0), Action::Pass),
        Err(RuleError::Turn(TurnError::GameOver))
    );
    assert_eq!(g.auto_action(Seat(0)), None);
    assert_eq!(g.bot_action(Seat(0)), None);
}

#[test]
fn the_highest_score_wins_not_the_first_to_reach_the_target() {
    let (mut g, _) = start(
        config(Players::Two, Target::Thirty, false),
        deal(&STRONG, "", 1, &[29, 31]),
    );
    play_tricks(&mut g, first_legal);
    assert_eq!(g.outcome().unwrap().winners, vec![Seat(0)]);
    assert_eq!(g.scores(), &[34, 31]);
}

#[test]
fn a_tie_at_the_top_plays_another_deal() {
    let (mut g, _) = start(
        config(Players::Two, Target::FiftyTwo, false),
        deal(&STRONG, "", 1, &[47, 52]),
    );
    let events = play_tricks(&mut g, first_legal);
    assert!(events.contains(&Tagged::public(Event::DealOver {
        deal: 1,
        scores: vec![52, 52]
    })));
    assert!(events.contains(&Tagged::public(Event::TieAtTop {
        seats: vec![Seat(0), Seat(1)],
        score: 52
    })));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.deal_number(), 2);
}

#[test]
fn a_royal_flush_wins_at_once() {
    let d = deal(
        &["Th Jh Qh Kh Ah", "8s 7h 6d 5c 2s", "9s 9c 9d 5s 2c"],
        "",
        2,
        &[0, 40, 45],
    );
    let (mut g, _) = start(config(Players::Three, Target::FiftyTwo, false), d);
    for _ in 0..2 {
        stand_pat(&mut g);
    }
    let events = stand_pat(&mut g);
    assert_eq!(
        points(&events),
        vec![(Seat(0), 52, PointsFor::Hand(Scoring::FirstExchange))]
    );
    assert_eq!(g.match_end(), Some(MatchEnd::RoyalFlush));
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            scores: vec![52, 40, 45],
            winners: vec![Seat(0)]
        })
    );
}

#[test]
fn refused_actions_leave_the_state_unchanged() {
    let d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[20, 0]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, true), d);
    let tries = [
        (Seat(1), Action::Discard(Vec::new())),
        (Seat(0), Action::Discard(cards("2s"))),
        (Seat(0), Action::Discard(cards("As As"))),
        (Seat(0), Action::Discard(cards("As Kh Qd Jc 9s 2s"))),
        (Seat(0), Action::Play(card("As"))),
        (Seat(0), Action::DeclareChicago),
        (Seat(0), Action::Pass),
        (Seat(5), Action::Discard(Vec::new())),
    ];
    for (seat, action) in tries {
        let before = g.clone();
        assert!(
            g.apply(seat, action.clone()).is_err(),
            "{action:?} accepted"
        );
        assert_eq!(g, before, "{action:?} changed the state");
    }
    for _ in 0..4 {
        stand_pat(&mut g);
    }
    assert_eq!(g.stage(), Stage::ChicagoCall);
    for (seat, action) in [
        (Seat(0), Action::Discard(Vec::new())),
        (Seat(0), Action::Play(card("As"))),
        (Seat(1), Action::Pass),
    ] {
        let before = g.clone();
        assert!(
            g.apply(seat, action.clone()).is_err(),
            "{action:?} accepted"
        );
        assert_eq!(g, before);
    }
    act(&mut g, Action::Pass);
    for (seat, action) in [
        (Seat(0), Action::Play(card("8s"))),
        (Seat(0), Action::Discard(Vec::new())),
        (Seat(1), Action::Play(card("8s"))),
    ] {
        let before = g.clone();
        assert!(
            g.apply(seat, action.clone()).is_err(),
            "{action:?} accepted"
        );
        assert_eq!(g, before);
    }
}

#[test]
fn forfeit_ends_the_match_with_the_quitter_at_zero() {
    let d = deal(
        &["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s", "3h 4h 9h Jh Kc"],
        "",
        1,
        &[30, 10, 10],
    );
    let (mut g, _) = start(config(Players::Three, Target::FiftyTwo, false), d);
    let events = g.forfeit(Seat(0));
    assert_eq!(
        events[0],
        Tagged::public(Event::Forfeited { seat: Seat(0) })
    );
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            scores: vec![0, 10, 10],
            winners: vec![Seat(1), Seat(2)]
        })
    );
    assert!(g.forfeit(Seat(1)).is_empty());
}

#[test]
fn auto_actions_are_safe_defaults() {
    let d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[20, 0]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, true), d);
    assert_eq!(g.auto_action(Seat(0)), Some(Action::Discard(Vec::new())));
    assert_eq!(g.auto_action(Seat(1)), None);
    for _ in 0..4 {
        stand_pat(&mut g);
    }
    assert_eq!(g.auto_action(Seat(0)), Some(Action::Pass));
    act(&mut g, Action::Pass);
    assert_eq!(g.auto_action(Seat(0)), Some(Action::Play(card("9s"))));
    act(&mut g, Action::Play(card("Kh")));
    assert_eq!(g.auto_action(Seat(1)), Some(Action::Play(card("7h"))));
}

//! 幺地人 claims on explicit deals: 胡 over 碰 over 吃, the nearest seat on ties, mandatory 杀,
//! standing passes, and what declining a claim bars for the rest of the hand.

use super::*;

#[test]
fn hu_outranks_peng_and_pays_every_fan_source() {
    let mut g = start(
        deal(
            [
                DEALER,
                "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八",
                WAITS_TIAN,
            ],
            "",
            Seat(0),
        ),
        2,
    );
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    // Both may claim at once; the channel is not told who.
    assert!(g.in_claim_window());
    assert_eq!(g.to_act(), vec![Seat(1), Seat(2)]);
    assert!(g.public_view().to_act.is_empty());
    assert_eq!(g.view(Seat(1)).to_act, vec![Seat(1)]);
    assert_eq!(
        g.legal_actions(Seat(2)),
        vec![
            Action::Claim(Claim::Hu),
            Action::Claim(Claim::Peng),
            Action::Pass
        ]
    );
    // docs/rules/yaodiren.md#timeouts-and-forfeits: asleep, seat 2 still wins; seat 1's
    // optional 碰 is passed.
    assert_eq!(g.timeout_action(Seat(2)), Some(Action::Claim(Claim::Hu)));
    assert_eq!(
        g.auto_action(Seat(2)),
        Some(Action::Pass),
        "the old answer logs keep"
    );
    assert_eq!(g.timeout_action(Seat(1)), Some(Action::Pass));
    // Seat 1's 碰 cannot close the window: seat 2 may still 胡.
    g.apply(Seat(1), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(
        refused(&mut g, Seat(1), Action::Pass),
        RuleError::Turn(TurnError::NotYourTurn { to_act: vec![] }),
        "in a claim window the refusal names nobody: who may claim is hidden"
    );
    let events = g.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    let r = &g.results()[0];
    let HandEnd::Won {
        seat,
        tile,
        from,
        split,
        stake,
    } = &r.end
    else {
        panic!("{r:?}")
    };
    assert_eq!(
        (*seat, *tile, *from),
        (Seat(2), Some(Tile::Tian), Some(Seat(0)))
    );
    // 7 identical red triplets: 56 砣. 地 人 幺四 triplets 3, 对对胡 1, all red 1, 23 above
    // the threshold 2: 7 番, 2^7 from each payer.
    assert_eq!(split.tuo, 56);
    assert_eq!(split.fan, 7);
    assert!(split.fan_sources.contains(&FanSource::AllIdentical));
    assert!(split.fan_sources.contains(&FanSource::AllRed));
    assert!(split.fan_sources.contains(&FanSource::ExtraTuo { tens: 2 }));
    assert_eq!(*stake, 128);
    assert_eq!(r.payments, vec![-128, -128, 256]);
    // The winner's hand is shown; the winner deals the next hand.
    assert!(public(&events).iter().any(
        |e| matches!(e, Event::Won { seat: Seat(2), concealed, .. } if concealed.len() == 20)
    ));
    // The announcement names the winning tile and whose it was; it is not among `concealed`.
    assert!(public(&events).iter().any(|e| matches!(
        e,
        Event::Won {
            tile: Some(Tile::Tian),
            from: Some(Seat(0)),
            ..
        }
    )));
    assert_eq!((g.hand_number(), g.dealer()), (2, Seat(2)));
    assert_eq!(g.scores(), &[-128, -128, 256]);
}

#[test]
fn a_folded_seat_neither_claims_nor_pays() {
    let s1 = "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let mut g = start(deal([DEALER, s1, WAITS_TIAN], "", Seat(0)), 1);
    g.apply(Seat(0), Action::Open).unwrap();
    g.apply(Seat(1), Action::Pass).unwrap();
    g.apply(Seat(2), Action::Open).unwrap();
    g.apply(Seat(1), Action::Fold).unwrap();
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    // Seat 1 could 碰 but is out of the hand.
    assert_eq!(g.to_act(), vec![Seat(2)]);
    g.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    assert_eq!(g.results()[0].payments, vec![-128, 0, 128]);
    let out = g.outcome().unwrap();
    assert_eq!(
        (out.scores, out.winners),
        (vec![-128, 0, 128], vec![Seat(2)])
    );
}

#[test]
fn peng_ties_go_to_the_nearest_seat() {
    let s1 = "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "天天 人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三 平八 地";
    let d = deal([DEALER, s1, s2], "", Seat(0));

    // Seat 2 answers first: seat 1, nearer, could still outrank it, so the window waits.
    let mut g = start(d.clone(), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1), Seat(2)]);
    g.apply(Seat(2), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let events = g.apply(Seat(1), Action::Claim(Claim::Peng)).unwrap();
    assert!(public(&events).iter().any(|e| matches!(
        e,
        Event::Claimed {
            seat: Seat(1),
            claim: ClaimKind::Peng,
            ..
        }
    )));
    assert_eq!(
        g.exposed(Seat(1)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 3
        }]
    );
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(1)]));
    // A claim that lost on priority was not declined: no lock for seat 2.
    assert!(g.view(Seat(2)).peng_barred.unwrap().is_empty());

    // Seat 1 answers first: nobody left can outrank it; the window closes at once.
    let mut g = start(d, 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    g.apply(Seat(1), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(1)]));
    assert!(g.view(Seat(2)).peng_barred.unwrap().is_empty());
}

#[test]
fn chi_loses_to_peng_and_the_flipper_eats_before_the_next_player() {
    // Dealer discards 天: seat 1 (next) may 吃 with 地地, seat 2 may 碰.
    let s1 = "地地 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "天天 人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三 平八 地";
    let mut g = start(deal([DEALER, s1, s2], "", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![
            Action::Claim(Claim::Chi {
                with: [Tile::Di, Tile::Di]
            }),
            Action::Pass,
            Action::PassHand
        ]
    );
    g.apply(
        Seat(1),
        Action::Claim(Claim::Chi {
            with: [Tile::Di, Tile::Di],
        }),
    )
    .unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    g.apply(Seat(2), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(
        g.exposed(Seat(2)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 3
        }]
    );
    assert!(g.exposed(Seat(1)).is_empty());
    // Seat 1 answered 吃 while it could not 碰: no lock.
    assert!(g.view(Seat(1)).peng_barred.unwrap().is_empty());
}

#[test]
fn on_a_flip_the_flipper_and_the_next_player_may_eat() {
    // Dealer discards 斧头: nobody wants it. Seat 1 flips 天: seat 1 (flipper) and seat 2
    // (next) can both 吃 it with 地地; the flipper is nearest.
    let s1 = "地地 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "地 地 人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三 平八 斧头";
    let dealer = "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头 梅子梅子梅子 长三";
    let mut g = start(deal([dealer, s1, s2], "天", Seat(0)), 1);
    to_play(&mut g);
    let events = g.apply(Seat(0), Action::Discard(Tile::Futou)).unwrap();
    let p = public(&events);
    assert!(p.contains(&&Event::Unclaimed { tile: Tile::Futou }));
    assert!(p.contains(&&Event::Flipped {
        seat: Seat(1),
        tile: Tile::Tian
    }));
    assert_eq!(g.to_act(), vec![Seat(1), Seat(2)]);
    let chi = Action::Claim(Claim::Chi {
        with: [Tile::Di, Tile::Di],
    });
    g.apply(Seat(2), chi).unwrap();
    g.apply(Seat(1), chi).unwrap();
    assert_eq!(g.exposed(Seat(1)).len(), 1);
    assert!(g.exposed(Seat(2)).is_empty());
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(g.river(), &[(Seat(0), Tile::Futou)]);
}

#[test]
fn sha_is_mandatory_but_hu_may_be_chosen() {
    // Seat 2 holds three 天 and wins on the fourth as 天天地 + 天天地.
    let s2 = "天天天 地地 人人人 和和和 幺四幺四幺四 红九红九红九 长三长三长三";
    let mut g = start(deal([DEALER, PLAIN, s2], "梅子", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(
        g.legal_actions(Seat(2)),
        vec![Action::Claim(Claim::Hu), Action::Claim(Claim::Sha)]
    );
    assert_eq!(
        refused(&mut g, Seat(2), Action::Pass),
        RuleError::MustClaim {
            claim: ClaimKind::Sha
        }
    );
    assert_eq!(
        refused(&mut g, Seat(2), Action::Claim(Claim::Peng)),
        RuleError::MustClaim {
            claim: ClaimKind::Sha
        }
    );
    // The timeout makes the mandatory claim, never the win.
    assert_eq!(g.auto_action(Seat(2)), Some(Action::Claim(Claim::Sha)));
    let mut won = g.clone();
    won.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    let HandEnd::Won { split, .. } = &won.results()[0].end else {
        panic!()
    };
    // 天天天 + 地地天 (47 砣) beats 天天地 twice (42).
    assert_eq!(split.tuo, 47);
    assert!(split.kans.contains(&Kan::PairPlus {
        pair: Tile::Di,
        single: Tile::Tian
    }));
    // 杀: the four 天 are laid down, the next stock tile is shown and taken, then a discard.
    let events = g.apply(Seat(2), Action::Claim(Claim::Sha)).unwrap();
    let p = public(&events);
    assert!(p.contains(&&Event::KillDraw {
        seat: Seat(2),
        tile: Tile::Meizi
    }));
    assert_eq!(
        g.exposed(Seat(2)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 4
        }]
    );
    assert_eq!(g.concealed(Seat(2)).len(), 18);
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(2)]));
}

#[test]
fn a_lone_mandatory_sha_is_made_without_asking() {
    let s2 = "天天天 人人人 和和和 幺四幺四幺四 红九红九红九 长三长三 平八 地 斧头";
    let mut g = start(deal([DEALER, PLAIN, s2], "梅子", Seat(0)), 1);
    to_play(&mut g);
    let events = g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.audience == Audience::Private(Seat(2))
                && matches!(
                    e.event,
                    Event::Answered {
                        automatic: true,
                        ..
                    }
                ))
    );
    assert_eq!(
        g.exposed(Seat(2)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 4
        }]
    );
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(2)]));
}

#[test]
fn declining_a_peng_bars_it_for_the_hand() {
    let s1 = "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三长三 猫猫 梅子 丁丁";
    let mut g = start(deal([DEALER, s1, s2], "天", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let events = g.apply(Seat(1), Action::Pass).unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.audience == Audience::Private(Seat(1))
                && e.event
                    == Event::Locked {
                        seat: Seat(1),
                        tile: Tile::Tian,
                        lock: Lock::Peng
                    })
    );
    // Seat 1 flips the next 天 itself: it still holds 天天, but may not 碰 it.
    let p = public(&events);
    assert!(p.contains(&&Event::Flipped {
        seat: Seat(1),
        tile: Tile::Tian
    }));
    let after_flip: Vec<&&Event> = p
        .iter()
        .skip_while(|e| {
            !matches!(
                e,
                Event::Flipped {
                    tile: Tile::Tian,
                    ..
                }
            )
        })
        .collect();
    assert!(
        matches!(after_flip[1], Event::Unclaimed { tile: Tile::Tian }),
        "{after_flip:?}"
    );
    assert_eq!(g.view(Seat(1)).peng_barred, Some(vec![Tile::Tian]));
}

#[test]
fn a_standing_pass_answers_later_pengs_of_the_hand_but_never_a_win() {
    // docs/rules/yaodiren.md#standing-answers
    let s1 = "天天 人人 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八";
    let s2 = "人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三长三 猫猫 梅子 丁丁 平八平八";
    let mut g = start(deal([DEALER, s1, s2], "天 人", Seat(0)), 2);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(g.legal_actions(Seat(1)).contains(&Action::PassHand));
    let events = g.apply(Seat(1), Action::PassHand).unwrap();
    let private_to_1: Vec<&Event> = events
        .iter()
        .filter(|e| e.audience == Audience::Private(Seat(1)))
        .map(|e| &e.event)
        .collect();
    assert!(private_to_1.contains(&&Event::PassingThisHand { seat: Seat(1) }));
    // Seat 2 flips 人: seat 1 could 碰 it, and the standing answer passes it unasked.
    assert!(
        private_to_1.contains(&&Event::StandingPassed {
            seat: Seat(1),
            tile: Tile::Ren
        }),
        "{private_to_1:?}"
    );
    // The window waits on the others only.
    assert_eq!(g.stage(), Stage::Claim);
    assert!(!g.to_act().is_empty() && !g.to_act().contains(&Seat(1)));
    // The next hand starts without it.
    assert!(g.players.iter().any(|p| p.passing));
    finish_hand_with_bots(&mut g);
    assert_eq!(g.hand_number(), 2);
    assert!(g.players.iter().all(|p| !p.passing), "reset each hand");
}

#[test]
fn a_standing_pass_is_refused_when_the_tile_wins() {
    let mut g = start(
        deal(
            [
                DEALER,
                "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八",
                WAITS_TIAN,
            ],
            "",
            Seat(0),
        ),
        2,
    );
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert!(!g.legal_actions(Seat(2)).contains(&Action::PassHand));
    assert_eq!(
        refused(&mut g, Seat(2), Action::PassHand),
        RuleError::StandingPassOverWin
    );
    assert!(
        g.legal_actions(Seat(1)).contains(&Action::PassHand),
        "a 碰 alone may be"
    );
}

#[test]
fn declining_a_peng_type_win_bars_it_but_not_a_chi_type_win() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "天", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    let events = g.apply(Seat(2), Action::Pass).unwrap();
    let locks: Vec<Lock> = events
        .iter()
        .filter_map(|e| match e.event {
            Event::Locked { lock, .. } => Some(lock),
            _ => None,
        })
        .collect();
    assert_eq!(locks, vec![Lock::Peng, Lock::Win]);
    // Seat 1 flips the last 天. Seat 2 may no longer win with 天天天, but 吃-type wins stay
    // open: 地地天 + 天天地.
    assert_eq!(g.window_tile(), Some(Tile::Tian));
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(
        g.legal_actions(Seat(2)),
        vec![
            Action::Claim(Claim::Hu),
            Action::Claim(Claim::Chi {
                with: [Tile::Tian, Tile::Di]
            }),
            Action::Claim(Claim::Chi {
                with: [Tile::Di, Tile::Di]
            }),
            Action::Pass
        ]
    );
    g.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    let HandEnd::Won { split, stake, .. } = &g.results()[0].end else {
        panic!()
    };
    // 地地天 3 + 天天地 3 + five red triplets 40 = 46: 人 幺四 2 番, all red 1, +1 for 13
    // above the threshold.
    assert_eq!((split.tuo, split.fan, *stake), (46, 4, 16));
    assert!(!split.fan_sources.contains(&FanSource::AllIdentical));
}

#[test]
fn after_a_peng_the_seat_discards_and_may_not_declare_the_win_it_declined() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "天", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert!(g.legal_actions(Seat(2)).contains(&Action::Claim(Claim::Hu)));
    // 碰 instead of 胡: 天天天 is laid down and the 21 tiles are seven kans — but after 吃 or 碰
    // the player discards (docs/rules/yaodiren.md#claims), and passing the 碰-type win on 天
    // barred it (docs/rules/yaodiren.md#pass-locks).
    g.apply(Seat(2), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    let legal = g.legal_actions(Seat(2));
    assert!(!legal.is_empty());
    assert!(
        legal.iter().all(|a| matches!(a, Action::Discard(_))),
        "{legal:?}"
    );
    assert_eq!(
        refused(&mut g, Seat(2), Action::Claim(Claim::Hu)),
        RuleError::WinAfterClaim
    );
}

#[test]
fn a_pending_seat_is_still_offered_a_claim_another_answer_outranks() {
    // Seat 1 flips 天: seat 1 (the flipper, nearest) may 吃 it with 地地; seat 2 may 碰 it or
    // 吃 it with 地地. Seat 1 eats first; the window waits for seat 2, whose 碰 outranks it.
    // Seat 2's 吃 can no longer win, but it is still offered: answers are secret until the
    // window closes, and leaving it out would tell seat 2 what seat 1 answered.
    let s1 = "地地 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "天天 地地 人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三";
    let dealer = "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头 梅子梅子梅子 长三";
    let mut g = start(deal([dealer, s1, s2], "天", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Futou)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1), Seat(2)]);
    let chi = Action::Claim(Claim::Chi {
        with: [Tile::Di, Tile::Di],
    });
    let before = (g.legal_actions(Seat(2)), g.claim_question(Seat(2)));
    g.apply(Seat(1), chi).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)], "a 碰 still outranks the 吃");
    let after = (g.legal_actions(Seat(2)), g.claim_question(Seat(2)));
    assert_eq!(before, after, "nothing of seat 1's answer shows");
    // Seat 2's 吃 loses on priority: seat 1's stands.
    g.apply(Seat(2), chi).unwrap();
    assert_eq!(g.exposed(Seat(1)).len(), 1);
    assert!(g.exposed(Seat(2)).is_empty());
}

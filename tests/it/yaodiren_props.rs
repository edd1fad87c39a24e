//! Property tests of 幺地人 over random games (bots mixed with random legal moves): nothing
//! panics, legal actions apply and illegal ones change nothing, the 105 tiles are conserved,
//! every win really is 7 kans of the winner's tiles, payments balance — and no hidden tile ever
//! reaches a public event or the public view.

use paiju::cards::tiles::{Tile, TileCounts};
use paiju::games::shuffle::{self, DealRng};
use paiju::games::yaodiren::{
    Action, Claim, Config, Event, FanSource, HandEnd, HandResult, Stage, View, Yaodiren,
};
use paiju::games::{Audience, Game, Seat, Tagged};
use proptest::prelude::*;

const SEATS: [Seat; 3] = [Seat(0), Seat(1), Seat(2)];

/// Every canonical tile name anywhere in a JSON value.
fn tiles_in(v: &serde_json::Value, out: &mut TileCounts) {
    match v {
        serde_json::Value::String(s) => {
            if let Some(t) = Tile::ALL.iter().find(|t| t.name() == s) {
                out.add(*t, 1);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| tiles_in(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| tiles_in(x, out)),
        _ => {}
    }
}

fn mentioned<T: serde::Serialize>(x: &T) -> TileCounts {
    let mut c = TileCounts::new();
    tiles_in(&serde_json::to_value(x).unwrap(), &mut c);
    c
}

fn plus(mut a: TileCounts, tiles: impl IntoIterator<Item = Tile>) -> TileCounts {
    for t in tiles {
        a.add(t, 1);
    }
    a
}

/// The tiles a hand result names: the winner's split, the kinds its 番 come from, and the
/// claimed tile.
fn result_tiles(r: &HandResult) -> TileCounts {
    match &r.end {
        HandEnd::Won { split, tile, .. } => {
            let sources = split.fan_sources.iter().filter_map(|s| match s {
                FanSource::YaodirenKan { tile, .. } | FanSource::FiveOfAKind { tile } => {
                    Some(*tile)
                }
                _ => None,
            });
            let kans = split.kans.iter().flat_map(|k| k.tiles());
            plus(TileCounts::from_tiles(kans.chain(sources)), *tile)
        }
        _ => TileCounts::new(),
    }
}

/// The seat a private event concerns, or `None` for events that must be public.
fn private_to(e: &Event) -> Option<Seat> {
    match e {
        Event::Hand { seat, .. }
        | Event::Drew { seat, .. }
        | Event::ClaimOptions { seat, .. }
        | Event::CannotOpen { seat, .. }
        | Event::Answered { seat, .. }
        | Event::Locked { seat, .. }
        | Event::PassingThisHand { seat }
        | Event::StandingPassed { seat, .. } => Some(*seat),
        Event::Dealt { .. }
        | Event::Opened { .. }
        | Event::DidNotOpen { .. }
        | Event::NobodyOpened
        | Event::Joined { .. }
        | Event::Folded { .. }
        | Event::ExtraDraws { .. }
        | Event::Discarded { .. }
        | Event::Flipped { .. }
        | Event::ClaimWindow { .. }
        | Event::Claimed { .. }
        | Event::Unclaimed { .. }
        | Event::KillDraw { .. }
        | Event::Won { .. }
        | Event::Exhausted
        | Event::Uncontested
        | Event::HandOver { .. }
        | Event::SeatLeft { .. }
        | Event::Forfeited { .. }
        | Event::MatchOver { .. } => None,
    }
}

/// Exactly the tiles a public event may name, by what the rules show.
fn public_tiles(e: &Event) -> TileCounts {
    match e {
        Event::Discarded { tile, .. }
        | Event::Flipped { tile, .. }
        | Event::ClaimWindow { tile, .. }
        | Event::Unclaimed { tile }
        | Event::KillDraw { tile, .. } => TileCounts::from_tiles([*tile]),
        Event::Claimed { tile, kan, .. } => plus(kan.counts(), [*tile]),
        Event::Won {
            concealed,
            exposed,
            tile,
            ..
        } => plus(
            TileCounts::from_tiles(concealed.iter().copied().chain(*tile)),
            exposed.iter().flat_map(|k| k.tiles()),
        ),
        Event::HandOver { result, .. } => result_tiles(result),
        _ => TileCounts::new(),
    }
}

/// The tiles everyone may see on the table now.
fn table_tiles(g: &Yaodiren, v: &View) -> TileCounts {
    let mut c = TileCounts::from_tiles(v.river.iter().map(|(_, t)| *t));
    for s in &v.seats {
        for k in &s.exposed {
            c.add_all(&k.counts());
        }
    }
    if let Some(t) = g.window_tile() {
        c.add(t, 1);
    }
    if let Some(r) = &v.last_hand {
        c.add_all(&result_tiles(r));
    }
    c
}

fn check_views(g: &Yaodiren) {
    let public = g.public_view();
    assert!(public.concealed.is_none() && public.estimate.is_none());
    assert!(public.peng_barred.is_none() && public.win_barred.is_none());
    let on_table = table_tiles(g, &public);
    assert_eq!(
        mentioned(&public),
        on_table,
        "public view names a hidden tile"
    );
    if g.in_claim_window() {
        assert!(public.to_act.is_empty(), "claimants are not public");
    }
    for s in SEATS {
        let v = g.view(s);
        let own = g.concealed(s);
        assert_eq!(v.concealed.as_deref(), Some(own.tiles().as_slice()));
        let mut allowed = on_table;
        allowed.add_all(own);
        if let Some(e) = &v.estimate {
            let mut used = TileCounts::new();
            for gr in &e.groups {
                used.add_all(&gr.counts());
            }
            assert!(
                own.contains(&used),
                "the estimate uses tiles {s} does not hold"
            );
            allowed.add_all(&mentioned(e));
        }
        allowed.add_all(&TileCounts::from_tiles(
            v.peng_barred.iter().chain(&v.win_barred).flatten().copied(),
        ));
        assert_eq!(
            mentioned(&v),
            allowed,
            "view of {s} names another seat's tile"
        );
    }
}

fn check_conservation(g: &Yaodiren) {
    if g.stage() == Stage::Over {
        return;
    }
    let v = g.public_view();
    let mut all = TileCounts::from_tiles(g.stock().iter().copied());
    all.add_all(&TileCounts::from_tiles(v.river.iter().map(|(_, t)| *t)));
    for s in SEATS {
        all.add_all(g.concealed(s));
        for k in g.exposed(s) {
            all.add_all(&k.counts());
        }
        assert_eq!(v.seats[s.index()].concealed as usize, g.concealed(s).len());
    }
    if let Some(t) = g.window_tile() {
        all.add(t, 1);
    }
    assert_eq!(all, TileCounts::deck(), "tiles not conserved");
    assert_eq!(v.stock as usize, g.stock().len());
}

/// How often the interesting things happened, so the properties are not checked in vain.
#[derive(Default, Debug)]
struct Seen {
    wins: usize,
    claims: usize,
    kill_draws: usize,
    locks: usize,
    windows: usize,
}

fn check_events(before: &Yaodiren, events: &[Tagged<Event>], seen: &mut Seen) {
    for e in events {
        match e.event {
            Event::Won { .. } => seen.wins += 1,
            Event::Claimed { .. } => seen.claims += 1,
            Event::KillDraw { .. } => seen.kill_draws += 1,
            Event::Locked { .. } => seen.locks += 1,
            Event::ClaimWindow { .. } => seen.windows += 1,
            _ => {}
        }
        match private_to(&e.event) {
            Some(seat) => assert_eq!(e.audience, Audience::Private(seat), "{e:?}"),
            None => {
                assert_eq!(e.audience, Audience::Public, "{e:?}");
                assert_eq!(
                    mentioned(&e.event),
                    public_tiles(&e.event),
                    "public event names more tiles than it shows: {e:?}"
                );
            }
        }
        match &e.event {
            Event::Won {
                seat, concealed, ..
            } => {
                // The only hand ever shown: the winner's, as it stood.
                assert_eq!(concealed, &before.concealed(*seat).tiles());
            }
            Event::Claimed {
                seat, tile, kan, ..
            } => {
                let mut from_hand = kan.counts();
                assert!(from_hand.take(*tile, 1));
                assert!(before.concealed(*seat).contains(&from_hand));
            }
            Event::HandOver { result, .. } => {
                assert_eq!(result.payments.iter().sum::<i64>(), 0);
                if let HandEnd::Won {
                    seat, tile, split, ..
                } = &result.end
                {
                    // Every win is 7 kans of exactly the winner's tiles.
                    assert!(split.wins);
                    assert_eq!(split.kans.len(), 7);
                    let mut all = plus(*before.concealed(*seat), *tile);
                    for k in before.exposed(*seat) {
                        all.add_all(&k.counts());
                    }
                    let kans = TileCounts::from_tiles(split.kans.iter().flat_map(|k| k.tiles()));
                    assert_eq!(kans, all, "the winning split is not the winner's hand");
                    assert!(split.tuo >= split.threshold || split.exempt);
                }
            }
            _ => {}
        }
    }
}

/// A few actions that are usually not legal, to check refusals.
fn probe(rng: &mut DealRng) -> (Seat, Action) {
    let seat = SEATS[shuffle::below(rng, 3)];
    let tile = Tile::ALL[shuffle::below(rng, Tile::ALL.len())];
    let other = Tile::ALL[shuffle::below(rng, Tile::ALL.len())];
    let mut with = [tile, other];
    with.sort();
    let actions = [
        Action::Open,
        Action::Pass,
        Action::Play,
        Action::Fold,
        Action::Discard(tile),
        Action::Claim(Claim::Hu),
        Action::Claim(Claim::Peng),
        Action::Claim(Claim::Sha),
        Action::Claim(Claim::Tuhuo),
        Action::Claim(Claim::Chi { with }),
    ];
    (seat, actions[shuffle::below(rng, actions.len())])
}

/// One match with a mixed policy; `random_share` in 0..=4 quarters of random moves.
fn play(seed: u64, random_share: usize, hands: u32, seen: &mut Seen) -> Yaodiren {
    let config = Config {
        hands,
        ..Config::default()
    };
    let started = Yaodiren::new(config, seed).unwrap();
    let mut g = started.game;
    check_events(&g, &started.events, seen);
    let mut rng = shuffle::rng(seed ^ 0x5eed);
    let mut steps = 0;
    while g.outcome().is_none() {
        steps += 1;
        assert!(steps < 20_000, "seed {seed}: no end");
        // A refused action changes nothing.
        let (pseat, paction) = probe(&mut rng);
        if !g.legal_actions(pseat).contains(&paction) {
            let before = format!("{g:?}");
            if g.apply(pseat, paction).is_ok() {
                panic!("seed {seed}: {paction:?} by {pseat} applied but was not listed");
            }
            assert_eq!(
                format!("{g:?}"),
                before,
                "seed {seed}: refused {paction:?} changed state"
            );
        }
        let to_act = g.to_act();
        let seat = to_act[shuffle::below(&mut rng, to_act.len())];
        let legal = g.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seed {seed}: {seat} to act with nothing legal"
        );
        let action = if shuffle::below(&mut rng, 4) < random_share {
            legal[shuffle::below(&mut rng, legal.len())]
        } else {
            g.bot_action(seat).unwrap()
        };
        assert!(
            legal.contains(&action),
            "seed {seed}: bot chose {action:?} not in {legal:?}"
        );
        let before = g.clone();
        let events = g
            .apply(seat, action)
            .unwrap_or_else(|e| panic!("seed {seed}: legal {action:?} by {seat} refused: {e}"));
        check_events(&before, &events, seen);
        check_conservation(&g);
        if steps % 3 == 0 || g.in_claim_window() {
            check_views(&g);
        }
    }
    let out = g.outcome().unwrap();
    assert_eq!(out.scores.iter().sum::<i64>(), 0);
    let booked: Vec<i64> = SEATS
        .iter()
        .map(|s| g.results().iter().map(|r| r.payments[s.index()]).sum())
        .collect();
    assert_eq!(out.scores, booked);
    assert_eq!(g.results().len(), hands as usize);
    g
}

#[test]
fn bots_and_random_moves_keep_the_rules() {
    let mut seen = Seen::default();
    for seed in 0..12 {
        play(seed, (seed % 5) as usize, 2, &mut seen);
    }
    assert!(
        seen.wins > 3 && seen.claims > 10 && seen.kill_draws > 0 && seen.locks > 0,
        "{seen:?}"
    );
}

proptest! {
    #![proptest_config(crate::proptest_config(16))]

    #[test]
    fn any_seed_any_policy(seed in any::<u64>(), random_share in 0usize..=4) {
        play(seed, random_share, 1, &mut Seen::default());
    }
}

#[test]
fn timeouts_alone_finish_every_hand() {
    // auto_action is always legal, and a table of absent players still ends.
    for seed in 100..104 {
        let mut g = Yaodiren::new(
            Config {
                hands: 2,
                ..Config::default()
            },
            seed,
        )
        .unwrap()
        .game;
        let mut steps = 0;
        while g.outcome().is_none() {
            steps += 1;
            assert!(steps < 20_000);
            let seat = g.to_act()[0];
            // Nobody ever opens on a timeout: let the bots open so hands get played.
            let a = match g.stage() {
                Stage::Opening | Stage::Joining => g.bot_action(seat).unwrap(),
                _ => g.auto_action(seat).unwrap(),
            };
            assert!(g.legal_actions(seat).contains(&a), "{a:?}");
            g.apply(seat, a).unwrap();
        }
        assert!(
            g.results()
                .iter()
                .all(|r| r.end != HandEnd::Uncontested || r.payments == vec![0, 0, 0])
        );
    }
}

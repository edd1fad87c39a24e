//! The end-of-hand picture against the text: games played out by bots, and at every hand end
//! the picture drawn from the announcement's public events shows only cards and tiles the
//! announcement names (docs/images.md#on-discord), snapshotted once per game.

use crate::games::any::{AnyEvent, AnyGame, GameKind};
use crate::games::{Audience, Options, Seat};
use crate::i18n::Locale;
use crate::images::scenes;
use crate::images::{self, Face, Scene, Style, layout};
use crate::render::{self, RenderCtx};
use crate::table::Notice;
use std::collections::BTreeMap;

const KINDS: [GameKind; 4] = [
    GameKind::Doudizhu,
    GameKind::Chicago,
    GameKind::Chowdah,
    GameKind::Yaodiren,
];

/// Each move's public events, for a game played by bots from `seed` to its end.
fn public_moves(kind: GameKind, seed: u64) -> Vec<Vec<AnyEvent>> {
    let config = kind.configure(&Options::new()).expect("default options");
    let (mut game, first) = AnyGame::start(config, None, seed).expect("a deal");
    let public = |evs: Vec<crate::games::Tagged<AnyEvent>>| -> Vec<AnyEvent> {
        evs.into_iter()
            .filter(|t| t.audience == Audience::Public)
            .map(|t| t.event)
            .collect()
    };
    let mut moves = vec![public(first)];
    for _ in 0..20_000 {
        if game.outcome().is_some() {
            break;
        }
        let Some(seat) = game.to_act().first().copied() else {
            break;
        };
        let action = game.bot_action(seat).expect("a bot move");
        moves.push(public(game.apply(seat, action).expect("a legal move")));
    }
    assert!(game.outcome().is_some(), "{kind:?} seed {seed} ended");
    moves
}

/// What the channel reads for these events (en-US, seats named P1…).
fn text(events: &[AnyEvent]) -> String {
    let names: Vec<String> = (1..=4).map(|i| format!("P{i}")).collect();
    let ctx = RenderCtx {
        locale: Locale::EnUs,
        names: &names,
    };
    events
        .iter()
        .filter_map(|e| render::notice(&Notice::Event(e.clone()), &ctx))
        .collect::<Vec<_>>()
        .join("\n")
}

/// How the text writes one card or tile (`None`: a back).
fn written(f: Face) -> Option<String> {
    match f {
        Face::Card(c) => Some(render::cards::card(Locale::EnUs, c)),
        Face::Rank(r) => Some(r.to_string()),
        Face::Tile(t) => Some(render::tiles::tile(Locale::EnUs, t)),
        Face::Back | Face::TileBack => None,
    }
}

fn faces(scene: &Scene) -> Vec<Face> {
    scene
        .rows
        .iter()
        .flat_map(|r| &r.groups)
        .flat_map(|g| g.faces.iter().copied())
        .collect()
}

/// Every card or tile the picture shows is named in the text at least as often as it is
/// drawn; a Dou Dizhu play is named as the play (`333 44`).
fn assert_named(scene: &Scene, said: &str, what: &str) {
    let mut drawn: BTreeMap<String, usize> = BTreeMap::new();
    for f in faces(scene) {
        let w = written(f).unwrap_or_else(|| panic!("{what}: a face-down piece drawn"));
        *drawn.entry(w).or_default() += 1;
    }
    for (w, n) in drawn {
        let named = said.matches(w.as_str()).count();
        assert!(named >= n, "{what}: {w} drawn {n}×, named {named}×\n{said}");
    }
    for g in scene.rows.iter().flat_map(|r| &r.groups) {
        if let Some(Face::Rank(_)) = g.faces.first() {
            let mut play = String::new();
            for (i, f) in g.faces.iter().enumerate() {
                if i > 0 && g.faces[i - 1] != *f {
                    play.push(' ');
                }
                play.push_str(&written(*f).unwrap_or_default());
            }
            assert!(said.contains(&play), "{what}: the play {play}\n{said}");
        }
    }
}

#[test]
fn every_end_of_hand_picture_shows_only_what_the_announcement_names() {
    for kind in KINDS {
        let mut pictures = 0;
        for seed in 0..4 {
            for (i, events) in public_moves(kind, seed).iter().enumerate() {
                let Some(scene) = scenes::showdown(events, &Options::new()) else {
                    continue;
                };
                pictures += 1;
                assert_named(
                    &scene,
                    &text(events),
                    &format!("{kind:?} seed {seed} move {i}"),
                );
                assert!(images::png(&scene, Style::default()).is_ok());
            }
        }
        assert!(pictures > 0, "{kind:?}: some hand ended with cards shown");
    }
}

#[test]
fn a_move_that_ends_no_hand_has_no_end_of_hand_picture() {
    for kind in KINDS {
        let moves = public_moves(kind, 1);
        // The deal and the first move end nothing.
        for events in &moves[..2] {
            assert!(
                scenes::showdown(events, &Options::new()).is_none(),
                "{kind:?}"
            );
        }
    }
}

#[test]
fn bots_playing_on_show_the_last_hand_that_ended() {
    // A whole game at once (stand-in bots can play several hands in one announcement): the
    // picture is that of the last hand end.
    for kind in KINDS {
        let moves = public_moves(kind, 2);
        let all: Vec<AnyEvent> = moves.iter().flatten().cloned().collect();
        let last = moves
            .iter()
            .rev()
            .find_map(|m| scenes::showdown(m, &Options::new()));
        assert_eq!(scenes::showdown(&all, &Options::new()), last, "{kind:?}");
    }
}

#[test]
fn chowdah_points_per_meld_add_up_to_the_round_score() {
    for seed in 0..4 {
        for events in public_moves(GameKind::Chowdah, seed) {
            let Some(scene) = scenes::showdown(&events, &Options::new()) else {
                continue;
            };
            for e in &events {
                let AnyEvent::Chowdah(crate::games::chowdah::Event::RoundScored { result }) = e
                else {
                    continue;
                };
                for (row, d) in scene.rows.iter().zip(&result.scores) {
                    let captions: Vec<i64> = row
                        .groups
                        .iter()
                        .filter_map(|g| g.caption.as_deref())
                        .map(|c| c.parse().expect("a number"))
                        .collect();
                    assert_eq!(
                        captions.len(),
                        row.groups.len(),
                        "every meld has its points"
                    );
                    let factor = if d.doubled.is_some() { 2 } else { 1 };
                    assert_eq!(captions.iter().sum::<i64>() * factor, d.card_points);
                }
            }
        }
    }
}

#[test]
fn the_first_end_of_hand_picture_of_every_game_draws_as_snapshotted() {
    let mut prints = BTreeMap::new();
    for kind in KINDS {
        let scene = public_moves(kind, 0)
            .iter()
            .find_map(|m| scenes::showdown(m, &Options::new()))
            .expect("a hand end with cards shown");
        let pix = layout::draw(&scene, Style::default(), images::SCALE).unwrap();
        prints.insert(
            format!("{kind:?}"),
            format!(
                "{}x{} {}",
                pix.width(),
                pix.height(),
                images::hash(pix.data())
            ),
        );
    }
    insta::assert_json_snapshot!("showdowns", prints);
}

#[test]
fn a_seat_of_the_end_of_hand_picture_is_the_one_the_text_names() {
    // Chicago's showdown row is the best hand's seat.
    for events in public_moves(GameKind::Chicago, 3) {
        let Some(scene) = scenes::showdown(&events, &Options::new()) else {
            continue;
        };
        let seats: Vec<Seat> = events
            .iter()
            .filter_map(|e| match e {
                AnyEvent::Chicago(crate::games::chicago::Event::Showdown {
                    showdown: crate::games::chicago::Showdown::Best { seat, .. },
                    ..
                }) => Some(*seat),
                _ => None,
            })
            .collect();
        // Numbered as the text and `--seat` count seats, from 0; the best hand wins.
        let badges: Vec<u8> = scene.rows.iter().filter_map(|r| r.seat).collect();
        let expected: Vec<u8> = seats.iter().map(|s| s.0).collect();
        assert_eq!(badges, expected);
        for row in &scene.rows {
            assert!(row.label_lines().any(|l| l.starts_with("WIN +")), "{row:?}");
        }
    }
}

#[test]
fn the_dou_dizhu_end_of_hand_shows_every_remaining_hand_the_sides_and_the_stake() {
    use crate::games::doudizhu::Event;
    let mut checked = 0;
    for seed in 0..6 {
        for events in public_moves(GameKind::Doudizhu, seed) {
            let Some(scene) = scenes::showdown(&events, &Options::new()) else {
                continue;
            };
            let ddz = |e: &AnyEvent| match e {
                AnyEvent::Doudizhu(e) => Some(e.clone()),
                _ => None,
            };
            let own: Vec<Event> = events.iter().filter_map(ddz).collect();
            let hands = own
                .iter()
                .find_map(|e| match e {
                    Event::Revealed { hands } => Some(hands.clone()),
                    _ => None,
                })
                .expect(
                    "the hands are shown at the end (docs/rules/doudizhu.md#showing-the-hands)",
                );
            let s = own
                .iter()
                .find_map(Event::settled)
                .expect("a settlement")
                .clone();
            for (i, hand) in hands.iter().enumerate() {
                let row = scene
                    .rows
                    .iter()
                    .find(|r| r.seat == Some(u8::try_from(i).unwrap()))
                    .expect("a row per seat");
                // Every card the seat still holds, and nothing else but the play that went
                // out (titled so).
                let left: Vec<Face> = row
                    .groups
                    .iter()
                    .filter(|g| g.title.is_none())
                    .flat_map(|g| g.faces.iter().copied())
                    .collect();
                let expected: Vec<Face> = hand
                    .to_ranks()
                    .iter()
                    .map(|r| Face::Rank(r.letter()))
                    .collect();
                assert_eq!(left, expected, "seed {seed} seat {i}");
                let lines: Vec<&str> = row.label_lines().collect();
                let side = if Seat::from_index(i) == s.landlord {
                    "LANDLORD"
                } else {
                    "FARMER"
                };
                assert_eq!(lines[0], side);
                let won = s.winners(hands.len()).contains(&Seat::from_index(i));
                let result = crate::images::scenes::result_label(won, s.payments[i]);
                assert_eq!(lines.last(), Some(&result.as_str()));
            }
            // The stake's sum: the bid, one ×2 per doubling, the stake.
            let sum = scene
                .rows
                .iter()
                .flat_map(|r| &r.groups)
                .find_map(|g| g.title.as_deref().filter(|t| t.starts_with("BID")))
                .expect("the stake's sum");
            assert!(sum.ends_with(&format!("= STAKE {}", s.stake)), "{sum}");
            assert!(sum.starts_with(&format!("BID {}", s.bid.value())), "{sum}");
            let doublings = u32::try_from(sum.matches("×2").count()).unwrap();
            assert_eq!(
                doublings,
                s.doublings + u32::from(s.spring.is_some()),
                "{sum}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 6, "{checked} hand ends");
}

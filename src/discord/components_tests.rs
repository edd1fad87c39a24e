//! Hand panels built from typed offers stay within Discord's limits and offer what the
//! player may do.

use super::*;
use crate::games::any::GameKind;

fn strings(s: &[&str]) -> Vec<String> {
    s.iter().map(std::string::ToString::to_string).collect()
}

#[test]
fn a_hints_button_is_for_its_moment_unless_the_move_leaves_no_room_for_it() {
    let ch = ChannelId(1_234_567_890_123_456_789);
    let id_of = |row: CreateActionRow| {
        let json = serde_json::to_value(row).unwrap();
        json["components"][0]["custom_id"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let short = make_move(ch, "1f0c9a2e".into(), "pass".into(), "Pass").unwrap();
    assert_eq!(id_of(short), format!("pj:{ch}:now:1f0c9a2e:pass"));
    // 70 characters of move: with the moment the id would pass 100, without it not.
    let long = "x".repeat(70);
    let plain = make_move(ch, "1f0c9a2e".into(), long.clone(), "Play").unwrap();
    assert_eq!(id_of(plain), format!("pj:{ch}:do:{long}"));
    assert!(make_move(ch, "1f0c9a2e".into(), "x".repeat(90), "Play").is_none());
}

#[test]
fn selections_become_argument_text() {
    let hand = strings(&["3", "3", "3", "4", "B"]);
    let v = values(&hand);
    assert_eq!(v, strings(&["3.0", "3.1", "3.2", "4.0", "B.0"]));
    assert_eq!(
        selection_text(&hand, &strings(&["3.0", "3.2", "B.0"])),
        "33B"
    );
    let french = strings(&["Th", "As"]);
    assert_eq!(
        selection_text(&french, &strings(&["Th.0", "As.0"])),
        "Th As"
    );
}

fn json(rows: &[CreateActionRow]) -> serde_json::Value {
    serde_json::to_value(rows).unwrap()
}

/// An offer as a game would describe it: `command` is its text (used here as its id and its
/// label, so the expected custom ids read as the commands), `cards` the hand's cards it uses,
/// `detail` what else it names.
fn offer(command: &str, cards: &[&str], detail: &[&str]) -> Offer {
    let (verb, args) = crate::games::verbs::split_command(&[], command).expect("a verb");
    let declines = verb == Verb::Pass || verb == Verb::Fold || args == "pass";
    let mut choice = Choice::cards(verb, args, strings(cards));
    choice.detail = strings(detail);
    choice.declines = declines;
    Offer {
        choice,
        id: command.to_string(),
        label: command.to_string(),
    }
}

/// Offers that name no card of the hand (bids, pass, declare).
fn bare(commands: &[&str]) -> Vec<Offer> {
    commands.iter().map(|c| offer(c, &[], &[])).collect()
}

/// Plays of one character per card, Dou Dizhu style (`play 33` uses `3 3`).
fn ddz_plays(plays: &[&str]) -> Vec<Offer> {
    plays
        .iter()
        .map(|p| {
            let cards: Vec<String> = p.chars().map(String::from).collect();
            let cards: Vec<&str> = cards.iter().map(String::as_str).collect();
            offer(&format!("play {p}"), &cards, &[])
        })
        .collect()
}

fn plain(tokens: &[&str]) -> Vec<MenuCard> {
    tokens.iter().map(|t| MenuCard::plain(t)).collect()
}

/// Every button as (label, custom_id, disabled), row by row.
fn buttons(rows: &serde_json::Value) -> Vec<(String, String, bool)> {
    rows.as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r["components"].as_array().unwrap().clone())
        .filter(|c| c["type"] == 2)
        .map(|c| {
            (
                c["label"].as_str().unwrap().to_string(),
                c["custom_id"].as_str().unwrap().to_string(),
                c["disabled"] == true,
            )
        })
        .collect()
}

fn labels(rows: &serde_json::Value) -> Vec<String> {
    buttons(rows).into_iter().map(|b| b.0).collect()
}

#[test]
fn bids_are_buttons_and_plays_use_the_card_menus() {
    let ch = ChannelId(9);
    let hand: Vec<MenuCard> = "33344455566677789"
        .chars()
        .map(|c| MenuCard::plain(&c.to_string()))
        .collect();
    let bids = bare(&["bid pass", "bid 1", "bid 2", "bid 3"]);
    let rows = json(&hand_panel(
        ch,
        Locale::EnUs,
        GameKind::Doudizhu,
        &hand,
        &bids,
        &[],
    ));
    assert_eq!(rows.as_array().unwrap().len(), 1, "{rows:?}");
    assert_eq!(
        labels(&rows),
        vec!["bid pass", "bid 1", "bid 2", "bid 3", "🔄"]
    );

    let mut plays = ddz_plays(&["3", "33", "333"]);
    plays.extend(bare(&["pass"]));
    let rows = json(&hand_panel(
        ch,
        Locale::EnUs,
        GameKind::Doudizhu,
        &hand,
        &plays,
        &strings(&["3.0"]),
    ));
    let list = rows.as_array().unwrap();
    assert_eq!(list.len(), 2);
    let menu = &list[0]["components"][0];
    assert_eq!(menu["options"].as_array().unwrap().len(), 17);
    assert_eq!(menu["options"][0]["default"], true);
    let b = buttons(&rows);
    assert_eq!(b[0], ("Play 3".into(), "pj:9:go:play:3".into(), false));
    // Few plays: each is a button too (not the selected one twice).
    assert_eq!(b[1].1, "pj:9:do:play 33");
    assert_eq!(b[2].1, "pj:9:do:play 333");
    assert_eq!(b[3].1, "pj:9:do:pass");
    assert!(!b[3].2);
}

#[test]
fn more_than_25_cards_split_across_menus() {
    let tokens: Vec<String> = (0..33).map(|i| format!("{}", i % 10)).collect();
    let hand: Vec<MenuCard> = tokens.iter().map(|t| MenuCard::plain(t)).collect();
    let many: Vec<String> = (0..10).map(|i| format!("{i}{i}")).collect();
    let refs: Vec<&str> = many.iter().map(String::as_str).collect();
    let rows = json(&hand_panel(
        ChannelId(1),
        Locale::EnUs,
        GameKind::Doudizhu,
        &hand,
        &ddz_plays(&refs),
        &[],
    ));
    let rows = rows.as_array().unwrap();
    assert_eq!(
        rows[0]["components"][0]["options"]
            .as_array()
            .unwrap()
            .len(),
        25
    );
    assert_eq!(
        rows[1]["components"][0]["options"]
            .as_array()
            .unwrap()
            .len(),
        8
    );
    assert_eq!(rows[1]["components"][0]["custom_id"], "pj:1:pick:1");
    assert_eq!(
        rows[2]["components"][0]["disabled"], true,
        "nothing selected yet"
    );
}

#[test]
fn an_empty_card_argument_is_a_button_of_its_own() {
    // Chicago's exchange: stand pat is a button; the discards use the menu.
    let hand = plain(&["Ah", "Kh", "8c", "5d", "2s"]);
    let mut exchange = vec![Offer {
        label: "Stand pat".into(),
        ..offer("discard", &[], &[])
    }];
    exchange.extend([
        offer("discard 8c 5d 2s", &["8c", "5d", "2s"], &[]),
        offer("discard 2s", &["2s"], &[]),
        offer("discard 5d", &["5d"], &[]),
    ]);
    let rows = json(&hand_panel(
        ChannelId(2),
        Locale::EnUs,
        GameKind::Chicago,
        &hand,
        &exchange,
        &[],
    ));
    let b = buttons(&rows);
    assert_eq!(
        b[0],
        ("Discard selected".into(), "pj:2:go:discard:".into(), true)
    );
    assert!(
        b.iter()
            .any(|x| x.0 == "Stand pat" && x.1 == "pj:2:do:discard")
    );
    // 幺地人's "play this hand" is a button, not a card menu.
    let join = bare(&["play", "fold"]);
    let rows = json(&hand_panel(
        ChannelId(2),
        Locale::EnUs,
        GameKind::Yaodiren,
        &plain(&["天", "地"]),
        &join,
        &[],
    ));
    assert_eq!(rows.as_array().unwrap().len(), 1, "no menu: {rows}");
    assert_eq!(labels(&rows), vec!["play", "fold", "🔄"]);
}

#[test]
fn a_selection_that_needs_a_pile_offers_each_legal_pile() {
    let hand = plain(&["7h", "7h", "Kc", "JK"]);
    let mut discards: Vec<Offer> = ["7h", "Kc", "JK"]
        .iter()
        .flat_map(|card| {
            ["1", "2", "3"].map(|pile| offer(&format!("discard {card} {pile}"), &[card], &[pile]))
        })
        .collect();
    discards.push(offer("swap JK for 9d @0.1", &["JK"], &["9d", "@0.1"]));
    discards.extend(bare(&["declare"]));
    let rows = json(&hand_panel(
        ChannelId(3),
        Locale::EnUs,
        GameKind::Chowdah,
        &hand,
        &discards,
        &strings(&["7h.1"]),
    ));
    let b = buttons(&rows);
    let ids: Vec<&str> = b.iter().map(|x| x.1.as_str()).collect();
    assert_eq!(
        ids[..3],
        [
            "pj:3:do:discard 7h 1",
            "pj:3:do:discard 7h 2",
            "pj:3:do:discard 7h 3"
        ]
    );
    assert!(ids.contains(&"pj:3:do:swap JK for 9d @0.1"));
    assert!(ids.contains(&"pj:3:do:declare"));
    // Two cards are no discard: the plain button, refused with the reason if pressed.
    let rows = json(&hand_panel(
        ChannelId(3),
        Locale::EnUs,
        GameKind::Chowdah,
        &hand,
        &discards,
        &strings(&["7h.0", "Kc.0"]),
    ));
    assert_eq!(buttons(&rows)[0].1, "pj:3:go:discard:7h Kc");
}

#[test]
fn one_card_moves_take_one_card_from_the_menu() {
    let menu_max = |hand: &[&str], legal: Vec<Offer>| {
        let rows = json(&hand_panel(
            ChannelId(4),
            Locale::EnUs,
            GameKind::Chicago,
            &plain(hand),
            &legal,
            &[],
        ));
        rows[0]["components"][0]["max_values"].as_u64().unwrap()
    };
    let plays = vec![
        offer("play Kh", &["Kh"], &[]),
        offer("play 9h", &["9h"], &[]),
    ];
    assert_eq!(menu_max(&["Kh", "Ks", "9h"], plays), 1);
    let tiles = vec![
        offer("discard 梅子", &["梅子"], &[]),
        offer("discard 天", &["天"], &[]),
    ];
    assert_eq!(menu_max(&["梅子", "天"], tiles), 1);
    let piles = vec![
        offer("discard 7h 1", &["7h"], &["1"]),
        offer("discard Kc 2", &["Kc"], &["2"]),
    ];
    assert_eq!(menu_max(&["7h", "Kc"], piles), 1);
    assert_eq!(menu_max(&["3", "3", "4"], ddz_plays(&["3", "33"])), 3);
    let exchanges = vec![
        offer("discard Kh", &["Kh"], &[]),
        offer("discard Kh Ks", &["Kh", "Ks"], &[]),
    ];
    assert_eq!(menu_max(&["Kh", "Ks", "9h"], exchanges), 3);
}

#[test]
fn panels_stay_within_discords_limits() {
    let hand: Vec<MenuCard> = (0..40)
        .map(|i| MenuCard {
            token: format!("t{i}"),
            label: format!("a rather long card label number {i}"),
        })
        .collect();
    let mut many: Vec<Offer> = (0..60)
        .map(|i| Offer {
            label: "x".repeat(120),
            ..offer(&format!("claim something-{i}"), &[], &[])
        })
        .collect();
    let forty_t1 = ["t1"; 40];
    many.push(Offer {
        label: "long".into(),
        ..offer(&format!("play {}", "t1 ".repeat(40)), &forty_t1, &[])
    });
    let rows = json(&hand_panel(
        ChannelId(u64::MAX),
        Locale::EnUs,
        GameKind::Yaodiren,
        &hand,
        &many,
        &strings(&["t1.0", "t2.0"]),
    ));
    let list = rows.as_array().unwrap();
    assert!(list.len() <= MAX_ROWS);
    let mut ids = std::collections::HashSet::new();
    for row in list {
        let items = row["components"].as_array().unwrap();
        assert!(!items.is_empty() && items.len() <= MAX_BUTTONS_PER_ROW);
        for c in items {
            let id = c["custom_id"].as_str().unwrap();
            assert!(
                id.chars().count() <= MAX_ID && ids.insert(id.to_string()),
                "{id}"
            );
            if c["type"] == 2 {
                assert!(c["label"].as_str().unwrap().chars().count() <= MAX_LABEL);
            } else {
                assert!(c["options"].as_array().unwrap().len() <= MAX_OPTIONS);
            }
        }
    }
    assert_eq!(labels(&rows).last().unwrap(), "🔄", "refresh kept");
}

//! The worked example of docs/rules/chicago.md#examples (a deal with players 1 to 4), replayed
//! as a scripted game from a deal file, through the same commands a player types.
//!
//! - After the first exchange player 1 has three kings, player 2 two pair: player 1 scores 3.
//! - After the second exchange player 4 has a straight: player 4 scores 4.
//! - In the tricks player 1 wins the last one with the king of hearts: 5.
//! - At the end player 4's straight is the best hand: 4 more.
//!
//! Players 1–4 sit in seats 0–3; player 4 deals, so player 1 (the dealer's left) starts.
//! Player 1's opening hand is the opening exchange example of the same section: two kings, an 8,
//! a 5 and a 2; they keep the kings and exchange three.

use paiju::cards::Card;
use paiju::cards::notation::parse_cards;
use paiju::games::chicago::{Category, Chicago, Config, Deal, Event, PointsFor, Scoring, Showdown};
use paiju::games::{Game, Seat, Started, Tagged, Verb};

const DEAL: &str = r#"{
  "dealer": 3,
  "hands": [["Ks", "Kh", "8c", "5d", "2s"],
            ["Qs", "Qd", "Js", "Jd", "3c"],
            ["Ad", "Th", "7s", "4c", "2d"],
            ["5s", "6h", "7c", "8d", "Ac"]],
  "stock": ["Kd", "3h", "9c", "4h", "2h", "9s", "2c", "5c", "6c", "Tc", "Jc", "Qc", "Kc", "3d",
            "4d", "6d", "7d", "9d", "Td", "Ah", "5h", "7h", "8h", "9h", "Jh", "Qh", "As", "3s",
            "4s", "6s", "8s", "Ts"]
}"#;

/// `seat verb args`, in turn order.
const SCRIPT: &str = "
0 discard 8c 5d 2s
1 discard 3c
2 discard
3 discard Ac
0 pass
1 discard
2 pass
3 discard 2h
0 play 9c
1 play Qs
2 play 4c
3 play 7c
0 play 3h
1 play 4h
2 play Th
3 play 6h
2 play Ad
3 play 8d
0 play Kd
1 play Qd
2 play 7s
3 play 9s
0 play Ks
1 play Js
0 play Kh
1 play Jd
2 play 2d
3 play 5s
";

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn run() -> (Chicago, Vec<Tagged<Event>>) {
    let deal: Deal = serde_json::from_str(DEAL).unwrap();
    let Started {
        mut game,
        mut events,
    } = Chicago::with_deal(Config::default(), deal, 1).unwrap();
    for line in SCRIPT.lines().filter(|l| !l.trim().is_empty()) {
        let mut words = line.splitn(3, ' ');
        let seat = Seat(words.next().unwrap().parse().unwrap());
        let verb = Verb::from_word(words.next().unwrap()).unwrap();
        let args = words.next().unwrap_or("");
        assert_eq!(game.to_act(), vec![seat], "before `{line}`");
        let action = game.parse_command(seat, verb, args).unwrap();
        let more = game
            .apply(seat, action)
            .unwrap_or_else(|e| panic!("`{line}`: {e}"));
        events.extend(more);
    }
    (game, events)
}

fn showdowns(events: &[Tagged<Event>]) -> Vec<(Scoring, Showdown)> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            Event::Showdown { scoring, showdown } => Some((*scoring, showdown.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn the_seed_example_scores_as_written() {
    let (game, events) = run();
    let shows = showdowns(&events);
    assert_eq!(shows.len(), 3);

    let (scoring, Showdown::Best { seat, hand, value }) = &shows[0] else {
        panic!("{:?}", shows[0])
    };
    assert_eq!(*scoring, Scoring::FirstExchange);
    assert_eq!(*seat, Seat(0));
    assert_eq!(value.category, Category::ThreeOfAKind);
    assert_eq!(value.cards, cards("Ks Kh Kd"));
    assert_eq!(hand, &cards("Ks Kh Kd 9c 3h"));

    let (scoring, Showdown::Best { seat, value, .. }) = &shows[1] else {
        panic!("{:?}", shows[1])
    };
    assert_eq!(
        (*scoring, *seat, value.category),
        (Scoring::SecondExchange, Seat(3), Category::Straight)
    );
    assert_eq!(value.cards, cards("9s 8d 7c 6h 5s"));

    let (scoring, Showdown::Best { seat, value, .. }) = &shows[2] else {
        panic!("{:?}", shows[2])
    };
    assert_eq!(
        (*scoring, *seat, value.category),
        (Scoring::FinalHand, Seat(3), Category::Straight)
    );

    // Player 1 takes the fifth trick with the king of hearts.
    assert!(events.contains(&Tagged::public(Event::Played {
        seat: Seat(0),
        card: "Kh".parse().unwrap(),
        trick: 5
    })));
    assert!(events.contains(&Tagged::public(Event::TrickWon {
        seat: Seat(0),
        trick: 5
    })));

    let points: Vec<(Seat, i32, PointsFor)> = events
        .iter()
        .filter_map(|e| match &e.event {
            Event::Points {
                seat,
                change,
                reason,
                ..
            } => Some((*seat, *change, *reason)),
            _ => None,
        })
        .collect();
    assert_eq!(
        points,
        vec![
            (Seat(0), 3, PointsFor::Hand(Scoring::FirstExchange)),
            (Seat(3), 4, PointsFor::Hand(Scoring::SecondExchange)),
            (Seat(0), 5, PointsFor::LastTrick),
            (Seat(3), 4, PointsFor::Hand(Scoring::FinalHand)),
        ]
    );
    assert!(events.contains(&Tagged::public(Event::DealOver {
        deal: 1,
        scores: vec![8, 0, 0, 8]
    })));

    // Nobody is near 52: the next deal is dealt by player 1, and player 2 starts.
    assert_eq!(game.deal_number(), 2);
    assert_eq!(game.dealer(), Seat(0));
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_example_deal_file_round_trips() {
    let deal: Deal = serde_json::from_str(DEAL).unwrap();
    let again: Deal = serde_json::from_str(&serde_json::to_string(&deal).unwrap()).unwrap();
    assert_eq!(deal, again);
    assert!(Chicago::with_deal(Config::default(), deal, 1).is_ok());
}

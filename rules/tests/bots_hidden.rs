//! Bots see only what their seat may see: for every game and level, two games that differ only
//! in cards hidden from a seat (the other hands, the stock order) give that seat the same
//! information state and the same decision with the same seed.
//!
//! Each case deals at random, then builds a twin deal by shuffling the cards the observer
//! cannot see among their places. Both games are driven by the same actions (the easy bots'
//! choices in the first game) for as long as the twin accepts them; at every point where the
//! observer is to act its information and its bots' decisions must agree.

use paiju_rules::games::shuffle::{self, DealRng};
use paiju_rules::games::{BotParams, Game, Level, Seat, chicago, chowdah, doudizhu, yaodiren};

/// Shuffles the items of the given lists among those lists, keeping each list's length.
fn scramble<T: Clone>(lists: &mut [&mut Vec<T>], rng: &mut DealRng) {
    let mut all: Vec<T> = lists.iter().flat_map(|l| l.iter().cloned()).collect();
    shuffle::shuffle(rng, &mut all);
    let mut it = all.into_iter();
    for l in lists.iter_mut() {
        for slot in l.iter_mut() {
            *slot = it.next().expect("as many items as slots");
        }
    }
}

/// Drives `a` and `b` with the same actions and checks the observer's view of both. Returns
/// how many observer decisions were compared.
fn compare<G: Game>(mut a: G, mut b: G, observer: Seat, max_steps: usize) -> usize {
    // The searching bots are slow in debug builds: a few decision points per deal suffice.
    const MAX_COMPARED: usize = 4;
    let mut compared = 0;
    for step in 0..max_steps {
        if a.outcome().is_some() || compared == MAX_COMPARED {
            break;
        }
        if a.to_act().contains(&observer) {
            assert_eq!(
                a.info_state(observer),
                b.info_state(observer),
                "step {step}: the observer's information differs"
            );
            for level in Level::ALL {
                let params = BotParams::new(level, 77);
                assert_eq!(
                    a.bot_action_with(observer, &params),
                    b.bot_action_with(observer, &params),
                    "step {step}, {level}: decisions differ"
                );
            }
            compared += 1;
        }
        let seat = a.to_act()[0];
        let action = a.bot_action(seat).expect("a seat to act has a bot move");
        if b.apply(seat, action.clone()).is_err() {
            // The twin cannot follow (a hidden card differs and was needed): stop here.
            break;
        }
        a.apply(seat, action).expect("the easy bot's move is legal");
    }
    compared
}

fn others<T>(lists: &mut [T], observer: Seat) -> Vec<&mut T> {
    lists
        .iter_mut()
        .enumerate()
        .filter(|(i, _)| *i != observer.index())
        .map(|(_, l)| l)
        .collect()
}

#[test]
fn doudizhu_bots_decide_the_same_whatever_the_other_hands_hold() {
    let mut total = 0;
    for seed in 0..16u64 {
        let players = if seed % 4 == 3 {
            doudizhu::Players::Four
        } else {
            doudizhu::Players::Three
        };
        let config = doudizhu::Config {
            players,
            ..doudizhu::Config::default()
        };
        let deal = doudizhu::deal::random_deal(players, &mut shuffle::rng(seed));
        let observer = deal
            .first_bidder
            .after(usize::try_from(seed).unwrap() % 3, 3);
        let mut twin = deal.clone();
        let mut lists: Vec<Vec<doudizhu::DdzRank>> = twin
            .hands
            .iter()
            .map(doudizhu::RankCounts::to_ranks)
            .collect();
        let mut rng = shuffle::rng(seed + 1000);
        scramble(&mut others(&mut lists, observer), &mut rng);
        twin.hands = lists
            .into_iter()
            .map(doudizhu::RankCounts::from_ranks)
            .collect();
        let differs = twin.hands != deal.hands;
        let a = doudizhu::DouDizhu::with_deal(config.clone(), deal, seed)
            .unwrap()
            .game;
        let b = doudizhu::DouDizhu::with_deal(config, twin, seed)
            .unwrap()
            .game;
        if differs {
            total += compare(a, b, observer, 400);
        }
    }
    assert!(total >= 32, "only {total} decisions compared");
}

#[test]
fn chicago_bots_decide_the_same_whatever_the_other_hands_and_the_stock_hold() {
    let mut total = 0;
    for seed in 0..40u64 {
        let players = chicago::Players::Four;
        let config = chicago::Config::default();
        let dealer = Seat(3);
        let deal = chicago::deal::random_deal(players, dealer, &mut shuffle::rng(seed));
        let observer = dealer.next(4);
        let mut twin = deal.clone();
        let mut rng = shuffle::rng(seed + 1000);
        // Everything hidden from the observer, stock included: compared until it draws.
        let mut lists = others(&mut twin.hands, observer);
        lists.push(&mut twin.stock);
        scramble(&mut lists, &mut rng);
        assert_ne!(twin.hands, deal.hands);
        let a = chicago::Chicago::with_deal(config.clone(), deal, seed)
            .unwrap()
            .game;
        let b = chicago::Chicago::with_deal(config, twin, seed)
            .unwrap()
            .game;
        total += compare(a, b, observer, 1);
    }
    assert_eq!(total, 40);
}

#[test]
fn chowdah_bots_decide_the_same_whatever_the_other_hands_hold() {
    let mut total = 0;
    for seed in 0..30u64 {
        let config = chowdah::Config::default();
        let dealer = Seat::from_index(config.seats() - 1);
        let deal = chowdah::deal::random_deal(&config, dealer, &mut shuffle::rng(seed));
        let observer = Seat(u8::try_from(seed % 2).unwrap());
        let mut twin = deal.clone();
        let mut rng = shuffle::rng(seed + 1000);
        scramble(&mut others(&mut twin.hands, observer), &mut rng);
        let a = chowdah::Chowdah::with_deal(config.clone(), deal, seed)
            .unwrap()
            .game;
        let b = chowdah::Chowdah::with_deal(config, twin, seed)
            .unwrap()
            .game;
        total += compare(a, b, observer, 200);
    }
    assert!(total >= 30, "only {total} decisions compared");
}

#[test]
fn chowdah_bots_decide_the_same_whatever_the_stock_order() {
    for seed in 0..20u64 {
        let config = chowdah::Config::default();
        let dealer = Seat::from_index(config.seats() - 1);
        let deal = chowdah::deal::random_deal(&config, dealer, &mut shuffle::rng(seed));
        let mut twin = deal.clone();
        let mut rng = shuffle::rng(seed + 1000);
        let observer = dealer.next(config.seats());
        let mut lists = others(&mut twin.hands, observer);
        lists.push(&mut twin.stock);
        scramble(&mut lists, &mut rng);
        let a = chowdah::Chowdah::with_deal(config.clone(), deal, seed)
            .unwrap()
            .game;
        let b = chowdah::Chowdah::with_deal(config, twin, seed)
            .unwrap()
            .game;
        assert_eq!(compare(a, b, observer, 1), 1);
    }
}

#[test]
fn yaodiren_bots_decide_the_same_whatever_the_other_hands_and_the_stock_hold() {
    let mut total = 0;
    for seed in 0..30u64 {
        let config = yaodiren::Config::default();
        let dealer = Seat(0);
        let deal = yaodiren::deal::random_deal(dealer, &mut shuffle::rng(seed));
        // hands[i] belongs to dealer.after(i): the dealer's is hands[0].
        let observer = dealer;
        let mut twin = deal.clone();
        let mut rng = shuffle::rng(seed + 1000);
        let mut lists = others(&mut twin.hands, observer);
        lists.push(&mut twin.stock);
        scramble(&mut lists, &mut rng);
        assert_ne!(twin.hands, deal.hands);
        let a = yaodiren::Yaodiren::with_deal(config.clone(), deal, seed)
            .unwrap()
            .game;
        let b = yaodiren::Yaodiren::with_deal(config, twin, seed)
            .unwrap()
            .game;
        total += compare(a, b, observer, 1);
    }
    assert_eq!(total, 30);
}

//! Why the Dou Dizhu bot suggests a move (`/hint`), in one reason a learner can check against
//! their own cards and what has been played (docs/rules/doudizhu.md#combinations for what
//! beats what). Each reason is read off the move and the seat's information, so it is true of
//! the move suggested; a move none of them explains is the search's (`Best`).

use super::Action;
use super::bot::normal::{close_to_out, is_bomb, must_block, play, spot_of};
use super::combos::{Combo, Kind};
use super::config::Players;
use super::info::Info;
use super::moves::legal_plays;
use super::plan::plan;
use super::rank::{DdzRank, RankCounts};
use crate::games::{HintReason, Seat};
use serde::Serialize;

/// Why the Dou Dizhu bot suggests a move, beyond the reasons every game gives
/// (`HintReason`): this game's `Game::Reason`. Serialized as `HintReason` tags it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// The move empties the hand: the deal is won.
    GoOut,
    /// Overtake the partner's play: the landlord, who plays next, holds `cards` cards and
    /// could go out.
    Block { cards: u8 },
    /// The partner is winning the trick: let it.
    LeavePartner,
    /// Pass and keep the bomb for later: the landlord (or the farmers' best) holds `cards`.
    KeepBomb { cards: u8 },
    /// Bomb now: the opponent holds only `cards` cards.
    Bomb { cards: u8 },
    /// The cheapest play that keeps the hand's pairs, trios and straights whole.
    Cheapest,
    /// Nothing beats it without breaking the hand: pass.
    Pass,
    /// The bid the hand is worth.
    Bid,
    /// Nothing the other seats can still hold beats the play, bombs aside.
    Unbeatable,
    /// A single that only `cards` cards the other seats can still hold beat
    /// (1 or 2), bombs aside.
    FewAbove { cards: u8 },
    /// The play is one of the hand's own groups, whole; the rest needs `turns`
    /// more plays if nobody beats them.
    KeepsWhole { turns: u8 },
}

/// Why `action` is the move for `info`'s seat, in one reason.
pub fn hint_reason(info: &Info, action: &Action) -> HintReason<Reason> {
    match action {
        Action::Bid(_) => HintReason::Game(Reason::Bid),
        Action::Play(cards) => play_reason(info, cards),
        Action::Pass => pass_reason(info),
    }
}

fn play_reason(info: &Info, cards: &RankCounts) -> HintReason<Reason> {
    let hand = info.hand();
    if cards.len() == hand.len() {
        return HintReason::Game(Reason::GoOut);
    }
    let landlord = info.view.landlord.unwrap_or(info.seat);
    let Ok(combo) = super::classify(cards, info.players) else {
        return HintReason::Best;
    };
    let spot = spot_of(info, &hand);
    let turns = plan(&hand, info.players).turns;
    // The policy's own reasons first, when they are why.
    let to_beat = info.to_beat();
    if let Some((winner, beat)) = &to_beat
        && info.partners(*winner, info.seat)
    {
        if must_block(&spot, beat) {
            return HintReason::Game(Reason::Block {
                cards: u8::try_from(info.hand_size(landlord)).unwrap_or(u8::MAX),
            });
        }
    } else if let Some((winner, _)) = &to_beat
        && is_bomb(&combo)
        && close_to_out(info.hand_size(*winner))
    {
        return HintReason::Game(Reason::Bomb {
            cards: u8::try_from(info.hand_size(*winner)).unwrap_or(u8::MAX),
        });
    } else if play(&spot).is_some_and(|c| c.cards == *cards)
        && keeps_whole(&hand, turns, &combo, info.players)
    {
        // "The cheapest play that keeps the hand whole" only of a play that does.
        return HintReason::Game(Reason::Cheapest);
    }
    // Then what the play itself does.
    let out = out_of_sight(info);
    if !is_bomb(&combo) && !beatable_by(&combo, &out) {
        return HintReason::Game(Reason::Unbeatable);
    }
    if combo.kind == Kind::Single {
        // A single only two cards still out can beat (a 2 against the jokers): a near-sure
        // way to take the lead.
        let above: usize = (combo.main.index() + 1..=DdzRank::RED_JOKER.index())
            .map(|i| usize::from(out.count(DdzRank::new(i))))
            .sum();
        if above <= 2 {
            return HintReason::Game(Reason::FewAbove {
                cards: u8::try_from(above).unwrap_or(u8::MAX),
            });
        }
    }
    match turns_left_if_whole(&hand, turns, &combo, info.players) {
        Some(left) => HintReason::Game(Reason::KeepsWhole {
            turns: u8::try_from(left).unwrap_or(u8::MAX),
        }),
        None => HintReason::Best,
    }
}

fn pass_reason(info: &Info) -> HintReason<Reason> {
    let hand = info.hand();
    let to_beat = info.to_beat();
    let plays = legal_plays(&hand, info.players, to_beat.as_ref().map(|(_, c)| c));
    let turns = plan(&hand, info.players).turns;
    match to_beat {
        _ if plays.is_empty() => HintReason::Only,
        Some((winner, _)) if info.partners(winner, info.seat) => {
            HintReason::Game(Reason::LeavePartner)
        }
        // A play that breaks nothing was passed over: the search's call, not the rule
        // "beating it would break the hand".
        _ if plays
            .iter()
            .any(|c| !is_bomb(c) && keeps_whole(&hand, turns, c, info.players)) =>
        {
            HintReason::Best
        }
        _ if plays.iter().any(is_bomb) => {
            let opponent_cards = Seat::all(info.seats())
                .filter(|&s| !info.partners(s, info.seat))
                .map(|s| info.hand_size(s))
                .min()
                .unwrap_or(0);
            HintReason::Game(Reason::KeepBomb {
                cards: u8::try_from(opponent_cards).unwrap_or(u8::MAX),
            })
        }
        _ => HintReason::Game(Reason::Pass),
    }
}

/// The turns the hand left needs when playing `c` from `hand` (which `plan.rs` plays out in
/// `turns`) breaks none of its groups: no bomb, and the hand left needs one turn fewer (so
/// `c` was one of the hand's own plays). `None` when it breaks one.
fn turns_left_if_whole(hand: &RankCounts, turns: i32, c: &Combo, players: Players) -> Option<i32> {
    if splits_a_bomb(hand, &c.cards) {
        return None;
    }
    let mut rest = *hand;
    rest.remove(&c.cards);
    let left = plan(&rest, players).turns;
    (!is_bomb(c) && left < turns).then_some(left)
}

/// Whether `cards` take some, not all, of a rank `hand` holds four or more of: a bomb broken.
fn splits_a_bomb(hand: &RankCounts, cards: &RankCounts) -> bool {
    cards.ranks().any(|r| {
        let held = hand.count(r);
        held >= 4 && cards.count(r) < held
    })
}

/// Whether playing `c` from `hand` leaves the hand's groups whole: no bomb broken, and each
/// rank it uses played in full (a pair from a pair, not from a trio) or the play is one of
/// the hand's own planned groups (`turns_left_if_whole`).
fn keeps_whole(hand: &RankCounts, turns: i32, c: &Combo, players: Players) -> bool {
    if splits_a_bomb(hand, &c.cards) {
        return false;
    }
    c.cards.ranks().all(|r| c.cards.count(r) == hand.count(r))
        || turns_left_if_whole(hand, turns, c, players).is_some()
}

/// The cards the other seats hold between them: those this seat cannot place, and the
/// landlord's face-up bottom cards it has not played.
fn out_of_sight(info: &Info) -> RankCounts {
    let mut out = info.unseen();
    out.add_all(&info.landlord_known());
    out
}

/// Whether the cards in `out` could make a higher play of `combo`'s kind, bombs aside: the
/// same shape (one, two, three or four of each rank, as long a chain) on higher ranks. The
/// kickers are not asked for, so "not beatable" is never said of a play that is.
fn beatable_by(combo: &Combo, out: &RankCounts) -> bool {
    let copies = match combo.kind {
        Kind::Single | Kind::Straight => 1,
        Kind::Pair | Kind::PairStraight => 2,
        Kind::Trio
        | Kind::TrioSingle
        | Kind::TrioPair
        | Kind::Airplane
        | Kind::AirplaneSingles
        | Kind::AirplanePairs => 3,
        Kind::FourTwoSingles | Kind::FourTwoPairs => 4,
        Kind::Bomb | Kind::Rocket => return true,
    };
    let len = if combo.kind.is_chain() {
        usize::from(combo.len)
    } else {
        1
    };
    let holds = |r: DdzRank| {
        // Two jokers are a pair only in 4p, where the deck has two of each colour; a 3p
        // deck has one of each, so the count already rules that out.
        out.count(r) >= copies && (len == 1 || r.can_chain())
    };
    (combo.main.index() + 1..=DdzRank::RED_JOKER.index() + 1 - len)
        .any(|low| (low..low + len).all(|i| holds(DdzRank::new(i))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;

    fn rc(s: &str) -> RankCounts {
        RankCounts::parse(s).unwrap()
    }

    fn combo(s: &str) -> Combo {
        super::super::classify(&rc(s), Players::Three).unwrap()
    }

    /// A farmer's position in a real game's play phase, with `hand` and the trick to beat
    /// replaced: seat 0 is the landlord (with `landlord_cards`), `me` a farmer.
    fn farmer_info(
        me: Seat,
        hand: &str,
        landlord_cards: u8,
        to_beat: Option<(Seat, &str)>,
    ) -> Info {
        let mut g = crate::games::doudizhu::DouDizhu::new(Default::default(), 3)
            .unwrap()
            .game;
        while g.info_state(g.to_act()[0]).unwrap().in_auction() {
            let seat = g.to_act()[0];
            let a = g.bot_action(seat).unwrap();
            g.apply(seat, a).unwrap();
        }
        let mut info = g.info_state(g.to_act()[0]).unwrap();
        info.seat = me;
        info.view.landlord = Some(Seat(0));
        info.view.hand = Some(rc(hand));
        info.view.hand_sizes = vec![landlord_cards, 17, 17];
        info.view.hand_sizes[me.index()] = u8::try_from(rc(hand).len()).unwrap();
        info.view.to_beat = to_beat.map(|(s, c)| (s, combo(c)));
        info
    }

    #[test]
    fn a_bomb_on_a_partners_play_is_never_called_stopping_an_opponent() {
        // Seat 1, a farmer like seat 2, holds 3 cards and leads the trick: bombing it stops
        // no opponent, whatever the count.
        let mut info = farmer_info(Seat(2), "3 666 7777 B", 9, Some((Seat(1), "55")));
        info.view.hand_sizes[1] = 3;
        let bomb = Action::Play(rc("7777"));
        assert!(!matches!(
            hint_reason(&info, &bomb),
            HintReason::Game(Reason::Bomb { .. })
        ));
        // The same bomb on the landlord's pair, the landlord holding 3, is.
        let mut info = farmer_info(Seat(2), "3 666 7777 B", 3, Some((Seat(0), "55")));
        info.view.hand_sizes[1] = 9;
        assert_eq!(
            hint_reason(&info, &bomb),
            HintReason::Game(Reason::Bomb { cards: 3 })
        );
    }

    #[test]
    fn a_play_few_or_no_cards_still_out_can_beat_says_so() {
        // Nothing played yet: the other hands hold every card but these. Over the landlord's
        // single 4, the red joker is beaten by nothing; the 2 only by the black joker.
        let info = farmer_info(Seat(2), "5 9 2 R 88", 9, Some((Seat(0), "4")));
        assert_eq!(
            hint_reason(&info, &Action::Play(rc("R"))),
            HintReason::Game(Reason::Unbeatable)
        );
        assert_eq!(
            hint_reason(&info, &Action::Play(rc("2"))),
            HintReason::Game(Reason::FewAbove { cards: 1 })
        );
        // A 9 has many cards above it still out: no such reason.
        assert!(!matches!(
            hint_reason(&info, &Action::Play(rc("9"))),
            HintReason::Game(Reason::Unbeatable) | HintReason::Game(Reason::FewAbove { .. })
        ));
    }

    #[test]
    fn a_pass_that_is_forced_is_called_the_only_move_not_a_choice() {
        let hand = "33 666 88 99 TT JJ QQ B";
        for beat in ["456789TJQKA", "22", "R"] {
            let info = farmer_info(Seat(2), hand, 5, Some((Seat(0), beat)));
            assert_eq!(
                hint_reason(&info, &Action::Pass),
                HintReason::Only,
                "{beat}"
            );
        }
    }

    #[test]
    fn a_pass_over_a_play_that_breaks_nothing_is_not_explained_as_saving_the_hand() {
        // 88 beats 33 and is one of the hand's own pairs: passing is the search's call.
        let info = farmer_info(Seat(2), "33 666 88 99 TT JJ QQ B", 5, Some((Seat(0), "33")));
        assert_eq!(hint_reason(&info, &Action::Pass), HintReason::Best);
        // Only by breaking the trio of 6s does the hand beat a pair of 5s.
        let info = farmer_info(Seat(2), "3 666 9 B", 9, Some((Seat(0), "55")));
        assert_eq!(
            hint_reason(&info, &Action::Pass),
            HintReason::Game(Reason::Pass)
        );
        // With a bomb as well, the pass keeps the bomb.
        let info = farmer_info(Seat(2), "3 666 7777 B", 9, Some((Seat(0), "55")));
        assert_eq!(
            hint_reason(&info, &Action::Pass),
            HintReason::Game(Reason::KeepBomb { cards: 9 })
        );
        // The partner's trick is left alone.
        let info = farmer_info(Seat(2), "3 666 88 B", 9, Some((Seat(1), "55")));
        assert_eq!(
            hint_reason(&info, &Action::Pass),
            HintReason::Game(Reason::LeavePartner)
        );
    }

    #[test]
    fn every_hint_reason_for_a_play_is_true_of_the_position() {
        use crate::games::doudizhu::DouDizhu;
        use crate::games::doudizhu::config::Config;
        let (mut blocks, mut bombs, mut cheapest) = (0, 0, 0);
        let (mut unbeatable, mut few, mut whole, mut passes) = (0, 0, 0, 0);
        let four = Config {
            players: Players::Four,
            ..Config::default()
        };
        let configs = (0..40)
            .map(|seed| (Config::default(), seed))
            .chain((0..25).map(|seed| (four.clone(), seed)));
        for (config, seed) in configs {
            let mut g = DouDizhu::new(config, seed).unwrap().game;
            while g.outcome().is_none() {
                let seat = g.to_act()[0];
                let info = g.info_state(seat).unwrap();
                let hand = info.hand();
                let spot = spot_of(&info, &hand);
                let follow = info.to_beat().map(|(_, c)| c);
                // Plays only: in the auction the kitty is out of sight too.
                let plays = if info.in_auction() {
                    Vec::new()
                } else {
                    legal_plays(&hand, info.players, follow.as_ref())
                };
                // The cards the other seats really hold.
                let mut others = RankCounts::new();
                for s in Seat::all(info.seats()).filter(|&s| s != seat) {
                    others.add_all(g.hand(s));
                }
                let turns = plan(&hand, info.players).turns;
                // "Beating it would break the hand" only when no answer keeps it whole.
                if !info.in_auction()
                    && hint_reason(&info, &Action::Pass) == HintReason::Game(Reason::Pass)
                {
                    let whole_answer = plays.iter().find(|c| {
                        !is_bomb(c) && c.cards.ranks().all(|r| c.cards.count(r) == hand.count(r))
                    });
                    assert!(whole_answer.is_none(), "{whole_answer:?} from {hand:?}");
                    passes += 1;
                }
                for c in plays {
                    if c.cards.len() == hand.len() {
                        continue;
                    }
                    let breaks_a_bomb = c
                        .cards
                        .ranks()
                        .any(|r| hand.count(r) >= 4 && c.cards.count(r) < hand.count(r));
                    match hint_reason(&info, &Action::Play(c.cards)) {
                        HintReason::Game(Reason::Block { cards }) => {
                            let landlord = info.view.landlord.unwrap();
                            assert_eq!(seat.next(info.seats()), landlord, "the landlord is next");
                            let beat = follow.unwrap();
                            assert!(usize::from(cards) <= beat.cards.len().max(2));
                            assert_eq!(usize::from(cards), info.hand_size(landlord));
                            blocks += 1;
                        }
                        HintReason::Game(Reason::Bomb { cards }) => {
                            assert!(is_bomb(&c) && cards <= 4, "{c:?} against {cards}");
                            bombs += 1;
                        }
                        HintReason::Game(Reason::Cheapest) => {
                            assert_eq!(play(&spot).map(|p| p.cards), Some(c.cards));
                            // It says it breaks nothing: no bomb split, each rank whole or
                            // one of the hand's planned groups.
                            assert!(!breaks_a_bomb, "{c:?} from {hand:?}");
                            assert!(keeps_whole(&hand, turns, &c, info.players));
                            cheapest += 1;
                        }
                        HintReason::Game(Reason::Unbeatable) => {
                            // No higher play of its kind can be made from the cards the
                            // others hold (their real hands, not a count).
                            let higher = legal_plays(&others, info.players, Some(&c))
                                .into_iter()
                                .filter(|h| !is_bomb(h) && h.kind == c.kind);
                            assert_eq!(higher.count(), 0, "{c:?} with {others:?} out");
                            unbeatable += 1;
                        }
                        HintReason::Game(Reason::FewAbove { cards }) => {
                            let higher: usize = legal_plays(&others, info.players, Some(&c))
                                .iter()
                                .filter(|h| h.kind == Kind::Single)
                                .map(|h| usize::from(others.count(h.main)))
                                .sum();
                            assert_eq!(usize::from(cards), higher, "{c:?} with {others:?} out");
                            assert!((1..=2).contains(&cards));
                            few += 1;
                        }
                        HintReason::Game(Reason::KeepsWhole { turns }) => {
                            let mut rest = hand;
                            rest.remove(&c.cards);
                            let before = plan(&hand, info.players).turns;
                            assert_eq!(i32::from(turns), plan(&rest, info.players).turns);
                            assert!(i32::from(turns) < before && !is_bomb(&c));
                            assert!(!breaks_a_bomb, "{c:?} from {hand:?}");
                            whole += 1;
                        }
                        _ => {}
                    }
                }
                let a = g.bot_action(seat).unwrap();
                g.apply(seat, a).unwrap();
            }
        }
        assert!(
            blocks > 0
                && bombs > 0
                && cheapest > 0
                && unbeatable > 0
                && few > 0
                && whole > 0
                && passes > 0,
            "{blocks} {bombs} {cheapest} {unbeatable} {few} {whole} {passes}"
        );
    }
}

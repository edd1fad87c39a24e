//! Why the Chowdah bot suggests a move (`/hint`), in one reason read off the move and the
//! seat's view, so it is true of the move suggested: a call when the cards form the contract
//! (docs/rules/chowdah.md#discarding-or-declaring), a pile card that fits the melds, a joker
//! taken from the table (docs/rules/chowdah.md#joker-swaps), a loose card thrown with how far
//! the hand then is from the contract (docs/rules/chowdah.md#contracts), and the card it covers
//! when the next player could have used that one.

use super::bot::easy::without;
use super::bot::normal::{cards_missing, feeds_next};
use super::scoring;
use super::{Action, Info, Source};
use crate::cards::Card;
use crate::games::HintReason;
use serde::Serialize;

/// Why the Chowdah bot suggests a move, beyond the reasons every game gives
/// (`HintReason`): this game's `Game::Reason`. Serialized as `HintReason` tags it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// The cards form the round's contract: call Chowdah.
    Contract,
    /// The pile's top card fits the hand's melds better than a blind draw.
    TakePile,
    /// Of the ways to meld the pile card, the one that leaves the hand best.
    MeldWay,
    /// No pile card helps enough: draw from the stock.
    DrawStock,
    /// Draw from the stock, the only draw: a pile card must be melded at once, and no
    /// pile's top card can be.
    NoPileMelds,
    /// The card fits none of the hand's melds; without it the hand is `missing`
    /// cards short of the contract.
    Loose { missing: u8 },
    /// As `Loose`, and the discard covers `card`, a pile top the next player could
    /// use at once (a joker, or a card for their exposed melds).
    LooseCover { missing: u8, card: Card },
    /// Take the joker from the table: it stands in any set or run.
    TakeJoker,
    /// Take the extra turn a joker discard earns: one more draw towards the contract.
    ExtraTurn,
    /// Let the extra turn go: the stock is empty and no pile's top card can be
    /// melded, so the turn would have nothing to draw.
    NothingToDraw,
}

pub fn hint_reason(info: &Info, action: &Action) -> HintReason<Reason> {
    let view = &info.view;
    match action {
        Action::Declare => HintReason::Game(Reason::Contract),
        Action::Draw(Source::Pile(_)) => HintReason::Game(Reason::TakePile),
        Action::Draw(Source::Stock) if !info.drawable_piles.is_empty() => {
            HintReason::Game(Reason::DrawStock)
        }
        // docs/rules/chowdah.md#drawing: a pile card is melded at once, so a pile whose top
        // fits nothing cannot be drawn.
        Action::Draw(Source::Stock) if view.piles.iter().any(|p| !p.is_empty()) => {
            HintReason::Game(Reason::NoPileMelds)
        }
        Action::Draw(Source::Stock) => HintReason::Only,
        Action::Meld(_) => HintReason::Game(Reason::MeldWay),
        Action::Swap(swap) if swap.take.is_joker() => HintReason::Game(Reason::TakeJoker),
        // docs/rules/chowdah.md#variants: the extra turn is a whole turn, a draw first.
        Action::ExtraTurn(true) => HintReason::Game(Reason::ExtraTurn),
        Action::ExtraTurn(false) if view.stock == 0 && info.drawable_piles.is_empty() => {
            HintReason::Game(Reason::NothingToDraw)
        }
        Action::Discard { card, pile } => {
            let hand = view.hand.as_deref().unwrap_or(&[]);
            let exposed = &view.exposed[info.seat.index()];
            let rules = info.config.score_rules();
            let loose = scoring::score_melds(hand, exposed, view.contract, false, rules)
                .is_ok_and(|d| d.scored.unmelded.contains(card));
            if !loose {
                return HintReason::Best;
            }
            let missing = cards_missing(info, &without(hand, *card));
            // docs/rules/chowdah.md#discarding-or-declaring: only a pile's top can be drawn, so
            // the discard hides the card it lands on.
            let covered = pile
                .index()
                .and_then(|i| view.piles[i].last().copied())
                .filter(|&top| feeds_next(info, top));
            match covered {
                Some(top) => HintReason::Game(Reason::LooseCover { missing, card: top }),
                None => HintReason::Game(Reason::Loose { missing }),
            }
        }
        _ => HintReason::Best,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Chowdah, Config, Meld, Pile, Stage};
    use super::*;
    use crate::cards::Card;
    use crate::cards::notation::parse_cards;
    use crate::games::{Game, Seat};

    /// Seat 0's information at its discard, holding `hand` (14 cards), nothing exposed.
    fn discarding(hand: &str) -> Info {
        let game = Chowdah::new(Config::standard(2), 3).unwrap().game;
        let mut info = game.info_state(game.to_act()[0]).unwrap();
        info.seat = Seat(0);
        info.view.stage = Stage::Discard;
        info.view.hand = Some(parse_cards(hand).unwrap());
        info.view.exposed = vec![Vec::new(), Vec::new()];
        info
    }

    fn discard(card: &str) -> Action {
        Action::Discard {
            card: card.parse::<Card>().unwrap(),
            pile: Pile(1),
        }
    }

    #[test]
    fn a_loose_card_thrown_says_how_far_the_hand_then_is_from_chowdah() {
        // Pair K♥K♥, trey 2♥3♥4♥, quad 7♦–T♦, and 5♠–8♠ waiting for its fifth card; 2♣ is loose.
        let info = discarding("Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 8s 2c");
        assert_eq!(
            hint_reason(&info, &discard("2c")),
            HintReason::Game(Reason::Loose { missing: 1 })
        );
    }

    #[test]
    fn a_loose_card_that_covers_what_the_next_player_could_meld_says_so() {
        let mut info = discarding("Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 8s 2c");
        // The next seat has 9♣ T♣ J♣ out; pile 2's top, Q♣, would go straight onto it.
        info.view.exposed[1] = vec![Meld::new(parse_cards("9c Tc Jc").unwrap()).unwrap()];
        info.view.piles = [vec![card("3d")], vec![card("Qc")], vec![card("JK")]];
        let on = |pile| Action::Discard {
            card: card("2c"),
            pile: Pile(pile),
        };
        assert_eq!(
            hint_reason(&info, &on(2)),
            HintReason::Game(Reason::LooseCover {
                missing: 1,
                card: card("Qc")
            })
        );
        // A joker is of use to anyone.
        assert_eq!(
            hint_reason(&info, &on(3)),
            HintReason::Game(Reason::LooseCover {
                missing: 1,
                card: card("JK")
            })
        );
        // The 3♦ fits nothing of theirs: covering it is no reason.
        assert_eq!(
            hint_reason(&info, &on(1)),
            HintReason::Game(Reason::Loose { missing: 1 })
        );
    }

    #[test]
    fn a_card_from_a_meld_thrown_gets_no_loose_card_reason() {
        let info = discarding("Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 8s 2c");
        assert_eq!(hint_reason(&info, &discard("Td")), HintReason::Best);
    }

    #[test]
    fn a_stock_draw_says_whether_a_pile_could_have_been_drawn() {
        let mut info = discarding("Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 8s");
        info.view.stage = Stage::Draw;
        let stock = Action::Draw(Source::Stock);
        // Piles with cards, none of which can be melded: the stock is the only draw, and why.
        info.view.piles = [vec![card("Qc")], vec![card("2d")], Vec::new()];
        info.drawable_piles = Vec::new();
        assert_eq!(
            hint_reason(&info, &stock),
            HintReason::Game(Reason::NoPileMelds)
        );
        // A pile that could be drawn and was not: not worth it.
        info.drawable_piles = vec![Pile(1)];
        assert_eq!(
            hint_reason(&info, &stock),
            HintReason::Game(Reason::DrawStock)
        );
        // Nothing on any pile: just the only move.
        info.view.piles = [Vec::new(), Vec::new(), Vec::new()];
        info.drawable_piles = Vec::new();
        assert_eq!(hint_reason(&info, &stock), HintReason::Only);
    }

    #[test]
    fn the_extra_turn_is_taken_for_its_draw_and_let_go_when_there_is_nothing_to_draw() {
        let mut info = discarding("Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 8s");
        info.view.stage = Stage::ExtraTurn;
        assert_eq!(
            hint_reason(&info, &Action::ExtraTurn(true)),
            HintReason::Game(Reason::ExtraTurn)
        );
        info.view.stock = 0;
        info.drawable_piles = Vec::new();
        assert_eq!(
            hint_reason(&info, &Action::ExtraTurn(false)),
            HintReason::Game(Reason::NothingToDraw)
        );
        // With a pile to draw from, letting the turn go has no such reason.
        info.drawable_piles = vec![Pile(2)];
        assert_eq!(
            hint_reason(&info, &Action::ExtraTurn(false)),
            HintReason::Best
        );
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn a_call_names_the_contract_and_a_swap_for_a_joker_the_joker() {
        let info = discarding("Kh Kh 2h 3h 4h 7d 8d 9d Td 5s 6s 7s 8s 2c");
        assert_eq!(
            hint_reason(&info, &Action::Declare),
            HintReason::Game(Reason::Contract)
        );
        let swap = super::super::Swap {
            owner: Seat(1),
            meld: 0,
            give: "9s".parse().unwrap(),
            take: "JK".parse().unwrap(),
        };
        assert_eq!(
            hint_reason(&info, &Action::Swap(swap)),
            HintReason::Game(Reason::TakeJoker)
        );
    }
}

//! Why a Chowdah action is refused. Each variant is something a player can be told, in their
//! language, by `render/`.

use super::Pile;
use super::contract::ContractError;
use super::melds::MeldError;
use crate::cards::Card;
use crate::games::Seat;
use crate::games::TurnError;
use serde::Serialize;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum RuleError {
    /// The game is over, or the seat is not to act: checked once for every game by
    /// `Game::apply`.
    #[error(transparent)]
    Turn(#[from] TurnError),
    /// A turn starts with a draw.
    #[error("draw first (from the stock or a discard pile)")]
    MustDrawFirst,
    #[error("you have already drawn this turn")]
    AlreadyDrew,
    /// After drawing from a pile, the drawn card must be melded before anything else.
    #[error("meld the card you drew ({card}) first")]
    MustMeldDrawnCard { card: Card },
    /// docs/rules/chowdah.md#variants: after a joker discard, first say whether to take the
    /// extra turn (`play`) or not (`pass`).
    #[error("take the extra turn (play) or let it go (pass) first")]
    ExtraTurnChoice,
    /// An extra-turn answer when no extra turn is on offer.
    #[error("there is no extra turn to take")]
    NoExtraTurn,
    /// `meld` is only for the card just drawn from a discard pile.
    #[error("melding is only for a card drawn from a discard pile")]
    NothingToMeld,
    #[error("the stock is empty: draw from a discard pile or pass")]
    StockEmpty,
    /// Passing (not drawing) is only allowed once the stock is empty.
    #[error("the stock is not empty: draw")]
    StockNotEmpty,
    #[error("there is no pile {pile:?} (piles are 1, 2 and 3)")]
    NoSuchPile { pile: Pile },
    #[error("pile {pile:?} is empty")]
    EmptyPile { pile: Pile },
    /// docs/rules/chowdah.md#drawing: a card drawn from a pile must go into a legal exposed meld
    /// at once.
    #[error("{card} cannot be melded with your cards and exposed melds")]
    CannotMeld { card: Card },
    /// The drawn pile card alone (`meld` naming no hand cards) when it joins no exposed meld
    /// (`exposed`: whether the seat has any); `with` is the hand cards of one legal way.
    #[error(
        "{card} joins none of your exposed melds: name the hand cards that go with it, such as {with:?}"
    )]
    MeldNeedsCards {
        card: Card,
        exposed: bool,
        with: Vec<Card>,
    },
    #[error("{cards:?} is not a meld: {why}")]
    InvalidMeld { cards: Vec<Card>, why: MeldError },
    /// docs/rules/chowdah.md#drawing: exposed melds never exceed the contract's types.
    #[error("the exposed melds do not fit the contract: {why}")]
    ExceedsContract { why: ContractError },
    /// The new exposed melds must hold every card exposed before and the drawn card.
    #[error("the melds leave out {cards:?}, which must stay exposed")]
    LeavesOut { cards: Vec<Card> },
    #[error("you do not hold {cards:?}")]
    NotInHand { cards: Vec<Card> },
    /// A meld names `named` copies of `card` from the hand, which holds only `held` (at least
    /// one: none held is `NotInHand`).
    #[error("you hold {held} of {card:?}, not {named}")]
    HoldsFewer { card: Card, held: u8, named: u8 },
    /// docs/rules/chowdah.md#drawing: a draw that would leave nothing to discard is illegal
    /// unless it is a Chowdah.
    #[error("that would leave you nothing to discard")]
    NothingToDiscard,
    #[error("seat {owner} has no exposed meld number {meld}")]
    NoSuchMeld { owner: Seat, meld: u8 },
    /// A swap gives a joker for a natural card or a natural card for a joker.
    #[error("a swap trades a joker for a card, or a card for a joker")]
    NotAJokerSwap,
    /// The meld a swap names (`owner`'s, `meld` from 0) does not hold `card`; `elsewhere`:
    /// whether some other exposed meld (anyone's) does.
    #[error("{owner}'s meld {meld} holds no {card}")]
    NotInMeld {
        card: Card,
        owner: Seat,
        meld: u8,
        elsewhere: bool,
    },
    /// docs/rules/chowdah.md#joker-swaps: the meld must stay legal after a joker swap.
    #[error("the swap would break the meld: {why}")]
    SwapBreaksMeld { why: MeldError },
    /// docs/rules/chowdah.md#discarding-or-declaring: if a pile is empty, discard onto it.
    #[error("pile {empty:?} is empty: discard there")]
    MustUseEmptyPile { empty: Pile },
    /// Your cards do not form the round's contract; `missing`: about how many cards they are
    /// from it (the bots' estimate, at least 1).
    #[error("that is not a Chowdah ({missing} cards from it)")]
    NotChowdah { missing: u8 },
    /// Every card is exposed and forms the contract: declare it.
    #[error("all your cards are melded: declare Chowdah")]
    MustDeclare,
}

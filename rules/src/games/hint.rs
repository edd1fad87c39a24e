//! Why a bot suggests a move: one short reason, typed, for `/hint` to put into words.

use crate::cards::Card;
use crate::games::chicago::Category;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum HintReason {
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
    /// Dou Dizhu: nothing the other seats can still hold beats the play, bombs aside.
    Unbeatable,
    /// Dou Dizhu: a single that only `cards` cards the other seats can still hold beat
    /// (1 or 2), bombs aside.
    FewAbove { cards: u8 },
    /// Dou Dizhu: the play is one of the hand's own groups, whole; the rest needs `turns`
    /// more plays if nobody beats them.
    KeepsWhole { turns: u8 },
    /// The move that scored best when the hidden cards were dealt out at random.
    Best,
    /// The search's move over the `normal` level's: its chance of winning `of` (the match in
    /// Chicago and 幺地人, the hand in Dou Dizhu), in percent, in the worlds the hidden cards
    /// were dealt in, against the normal move's `usual` in the same worlds.
    BetterChance { chance: u8, usual: u8, of: ChanceOf },
    /// The `normal` level's move, which no search overruled: there was nothing to compare,
    /// or the hint's deadline cut the search short (`BotCtx::searched`).
    Usual,
    /// The only move the rules leave.
    Only,
    /// Chicago: stand pat, the hand is already `hand` (a pair or better).
    StandPat { hand: Category },
    /// Chicago: keep the `hand` (a pair or better) and draw `draw` cards to improve it;
    /// `high`: the high cards (tens or better) kept beside it, for the 5-point last trick.
    KeepMade {
        hand: Category,
        draw: u8,
        high: Vec<Card>,
    },
    /// Chicago: keep four cards to a `hand` (a flush or a straight) and draw one.
    DrawTo { hand: Category },
    /// Chicago: nothing to keep but the top card, for the 5-point last trick; draw `draw`.
    KeepTopCard { draw: u8 },
    /// Chicago: throw a one pair (1 point at best, docs/rules/chicago.md#poker-hands) and keep
    /// the top card for the 5-point last trick; draw `draw`.
    TopCardOverPair { draw: u8 },
    /// Chicago: no pair and nothing higher than a jack: throw all five.
    DrawFive,
    /// Chicago: no pair, and one queen, king or ace alone is little to build on: throw all
    /// five.
    DrawFiveOverTop,
    /// Chicago: throw a one pair with the rest (1 point at best, docs/rules/chicago.md#poker-hands)
    /// for five new cards.
    DrawFiveOverPair,
    /// Chicago: keep three cards of one suit towards a flush and draw two.
    ThreeToFlush,
    /// Chicago: keep three or more unpaired cards, the top one among them, for the 5-point
    /// last trick; draw `draw`.
    KeepHighCards { draw: u8 },
    /// Chicago: shed the lowest card before the last trick, keeping the best one for it.
    Shed,
    /// Chicago: take the fourth trick, to lead the last one.
    TakeLead,
    /// Chicago: take the trick with the cheapest card that does, and lead the next one.
    TakeCheaply,
    /// Chicago: play this card and keep the hand's best card for the 5-point last trick:
    /// `cards` are the cards equally good for it (the same rank, as many higher cards still
    /// unseen in their suits), usually one.
    KeepForLast { cards: Vec<Card> },
    /// Chicago: every card wins its trick: call Chicago.
    CallChicago,
    /// Chowdah: the cards form the round's contract: call Chowdah.
    Contract,
    /// Chowdah: the pile's top card fits the hand's melds better than a blind draw.
    TakePile,
    /// Chowdah: of the ways to meld the pile card, the one that leaves the hand best.
    MeldWay,
    /// Chowdah: no pile card helps enough: draw from the stock.
    DrawStock,
    /// Chowdah: draw from the stock, the only draw: a pile card must be melded at once, and no
    /// pile's top card can be.
    NoPileMelds,
    /// Chowdah: the card fits none of the hand's melds; without it the hand is `missing`
    /// cards short of the contract.
    Loose { missing: u8 },
    /// Chowdah: as `Loose`, and the discard covers `card`, a pile top the next player could
    /// use at once (a joker, or a card for their exposed melds).
    LooseCover { missing: u8, card: Card },
    /// Chowdah: take the joker from the table: it stands in any set or run.
    TakeJoker,
    /// Chowdah: take the extra turn a joker discard earns: one more draw towards the contract.
    ExtraTurn,
    /// Chowdah: let the extra turn go: the stock is empty and no pile's top card can be
    /// melded, so the turn would have nothing to draw.
    NothingToDraw,
    /// 幺地人: the tiles win the hand (胡).
    Win,
    /// 幺地人: sit the hand out: it is too weak to play.
    Fold,
    /// 幺地人: open, the hand's best case makes `tuo` 砣 of the `threshold` needed.
    Opens { tuo: u8, threshold: u8 },
    /// 幺地人: the hand may not open: its best case makes only `tuo` 砣 of the `threshold`.
    BelowThreshold { tuo: u8, threshold: u8 },
    /// 幺地人: play the hand, its best case (`tuo` 砣) at or near enough the `threshold` a win
    /// needs (how near depends on the standing: docs/rules/yaodiren.md#bots).
    PlayOn { tuo: u8, threshold: u8 },
    /// 幺地人: the `normal` discard: of the tiles the hand needs least, the one least likely to
    /// be claimed (吃 / 碰) by an opponent.
    Spare,
    /// 幺地人: the `normal` answer to a discard: the 吃 or 碰 leaves the hand worth more than
    /// passing.
    ClaimImproves,
    /// 幺地人: the `normal` answer to a discard: no 吃 or 碰 leaves the hand worth more than
    /// passing.
    ClaimNoBetter,
    /// 幺地人: the seat leads the match, and a hand sat out can cost it nothing.
    StayOut,
}

/// What a search's chance of winning is a chance of winning (`HintReason::BetterChance`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ChanceOf {
    /// The whole match: Chicago and 幺地人 score a move by the chance it leaves of winning it.
    Match,
    /// The hand being played: Dou Dizhu's search plays each hand out to its win or loss.
    Hand,
}

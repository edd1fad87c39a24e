//! A game's front: the words the app shows of one game — its events, views, moves, refusals,
//! hint reasons and rules — behind one trait that each game implements in its own folder
//! (`render/<game>/`). Its pictures are the folder's other trait, `images::scenes::Scenes`.
//! The dispatch over all games (`dispatch.rs`) is generated from the rules crate's one list of
//! games (`paiju_rules::for_each_game!`): a new game is its two folders, its line in that
//! list, its `pub mod` in `render/mod.rs` and its `paiju rules` subcommand (docs/ARCHITECTURE.md).

use super::RenderCtx;
use crate::games::{Game, Verb};
use crate::i18n::Locale;

pub trait Front: Game {
    /// The game's name as the reader's players know it (`斗地主`, `Chicago`).
    fn name(locale: Locale) -> String;

    /// How the game is played here, the `rules-GAME` message: a few lines, the last saying
    /// how to play with slash commands (the terminal replaces it with its own).
    fn rules(locale: Locale) -> String;

    /// The terminal's `help` line on the game's moves (`local-help-GAME`).
    fn terminal_help(locale: Locale) -> String;

    /// One event as a line (or a few), `None` when it says nothing to this reader.
    fn event(e: &Self::Event, ctx: &RenderCtx) -> Option<String>;

    /// A seat's (or the channel's) view: the hand, the table, whose turn.
    fn view(v: &Self::View, ctx: &RenderCtx) -> String;

    /// What a seat's turn prompt adds to "It's your turn" from its view, where the game has
    /// something every turn needs (Chowdah: the pile tops); `None` by default.
    fn turn_line(_v: &Self::View, _ctx: &RenderCtx) -> Option<String> {
        None
    }

    /// The cards of the viewer's hand, one notation token per card, in the order the hand is
    /// shown: what a card menu lists and what a player types back.
    fn hand_tokens(v: &Self::View) -> Vec<String>;

    /// The same cards as a person reads them, one label per token of `hand_tokens`.
    fn hand_labels(v: &Self::View, locale: Locale) -> Vec<String>;

    /// An action as a button or a suggestion names it. `v` is the actor's own view.
    fn action_label(a: &Self::Action, v: &Self::View, ctx: &RenderCtx) -> String;

    /// A move just made, as the "✓" of the reply names it.
    fn acted_label(a: &Self::Action, v: &Self::View, ctx: &RenderCtx) -> String {
        Self::action_label(a, v, ctx)
    }

    /// The game's own word for a verb on its buttons, where it has one (Chicago's discard is
    /// an exchange); `None`: the common word.
    fn verb_label(_locale: Locale, _verb: Verb) -> Option<String> {
        None
    }

    /// Whether an event is a player's whole hand (a hand panel shows it already).
    fn is_hand(e: &Self::Event) -> bool;

    /// A move's command (`play TTT44`, `swap 9d for JK @1.1`) with its cards or tiles written
    /// as the reader's hand shows them (`play 10 10 10 44`, `swap 9♦ 换 百搭 @1.1`), for a hint
    /// or the list of moves; the parser reads every form back. The verb is the caller's to
    /// name. English, and a game without such words, as it is.
    fn command_args(_locale: Locale, command: &str) -> String {
        command.to_string()
    }

    /// Whether the game is played with tiles rather than cards: Japanese names the two apart
    /// (牌, カード) where a menu or a button says what the player picked.
    fn plays_tiles() -> bool {
        false
    }

    /// What a `/play` suggestion list says when a pass is all the hand can do, for games
    /// where that means nothing beats the play to follow.
    fn nothing_beats(_locale: Locale) -> Option<String> {
        None
    }

    /// A claim the rules name by its word (`碰`, `peng`) as the reader's players say it
    /// (ポン in Japanese); `None` when the game has no such claim.
    fn claim_word(_locale: Locale, _word: &str) -> Option<String> {
        None
    }

    /// Why a bot suggests a move, this game's own reasons (`/hint`).
    fn hint_reason(locale: Locale, r: Self::Reason) -> String;

    /// Why a move was refused.
    fn rule_error(e: &Self::Error, ctx: &RenderCtx) -> String;
}

//! The per-game dispatch of `render`, generated once from the rules crate's list of games
//! (`paiju_rules::for_each_game!`): each function finds the game a value belongs to and asks
//! that game's [`Front`]. Nothing here names a game.

use super::RenderCtx;
use super::front::Front;
use crate::games::Verb;
use crate::games::any::{AnyAction, AnyEvent, AnyReason, AnyRuleError, AnyView, GameKind};
use crate::i18n::Locale;

macro_rules! dispatch {
    ($($kind:ident => $ty:ty),* $(,)?) => {
        /// The game's name in the reader's language.
        pub fn game_name(locale: Locale, kind: GameKind) -> String {
            match kind { $(GameKind::$kind => <$ty as Front>::name(locale),)* }
        }

        /// The game's `rules-GAME` text.
        pub(super) fn rules_body(locale: Locale, kind: GameKind) -> String {
            match kind { $(GameKind::$kind => <$ty as Front>::rules(locale),)* }
        }

        /// The terminal's `help` line on the game's moves.
        pub fn terminal_help(locale: Locale, kind: GameKind) -> String {
            match kind { $(GameKind::$kind => <$ty as Front>::terminal_help(locale),)* }
        }

        /// A game event, in the reader's language.
        pub fn event(e: &AnyEvent, ctx: &RenderCtx) -> Option<String> {
            match e { $(AnyEvent::$kind(e) => <$ty as Front>::event(e, ctx),)* }
        }

        /// A seat's (or the channel's) view of the game: the hand, the table, whose turn.
        pub fn view(v: &AnyView, ctx: &RenderCtx) -> String {
            match v { $(AnyView::$kind(v) => <$ty as Front>::view(v, ctx),)* }
        }

        /// What a seat's turn prompt adds from its view (`Front::turn_line`).
        pub fn turn_line(v: &AnyView, ctx: &RenderCtx) -> Option<String> {
            match v { $(AnyView::$kind(v) => <$ty as Front>::turn_line(v, ctx),)* }
        }

        /// The cards of the viewer's hand, one notation token per card (`3`, `3`, `T`, `B`),
        /// in the order the hand is shown: what a card menu lists and what a player types
        /// back. Empty for the channel's view.
        pub fn hand_tokens(v: &AnyView) -> Vec<String> {
            match v { $(AnyView::$kind(v) => <$ty as Front>::hand_tokens(v),)* }
        }

        /// The same cards as a person reads them, one label per token of `hand_tokens`
        /// (`10♥` for `Th`, `天[6-6]` for `天` outside Chinese): what a card menu shows.
        pub fn hand_labels(v: &AnyView, locale: Locale) -> Vec<String> {
            match v { $(AnyView::$kind(v) => <$ty as Front>::hand_labels(v, locale),)* }
        }

        /// An action as a button or a suggestion names it, in the reader's language: `Bid 2`,
        /// `Stand pat`, `Take Q♦ from pile 1`, `peng 碰`. `v` is the actor's own view (for
        /// the pile tops and the stage); an action of another game than the view's (never
        /// met) is its command text.
        pub fn action_label(a: &AnyAction, v: &AnyView, ctx: &RenderCtx) -> String {
            match (a, v) {
                $((AnyAction::$kind(a), AnyView::$kind(v)) => {
                    <$ty as Front>::action_label(a, v, ctx)
                })*
                #[allow(unreachable_patterns)]
                (a, _) => a.command_text(),
            }
        }

        /// A move just made, as the "✓" of the reply names it: the button's words, except
        /// where the game says otherwise (a pile draw, whose pile now shows another card).
        pub fn acted_label(a: &AnyAction, v: &AnyView, ctx: &RenderCtx) -> String {
            match (a, v) {
                $((AnyAction::$kind(a), AnyView::$kind(v)) => {
                    <$ty as Front>::acted_label(a, v, ctx)
                })*
                #[allow(unreachable_patterns)]
                (a, _) => a.command_text(),
            }
        }

        /// A verb as a game's buttons say it: the game's own word where it has one
        /// (Chicago's discard is an exchange: 换牌, 交換), else the common word.
        pub fn verb_label_in(locale: Locale, kind: GameKind, verb: Verb) -> String {
            let own = match kind { $(GameKind::$kind => <$ty as Front>::verb_label(locale, verb),)* };
            own.unwrap_or_else(|| super::verb_label(locale, verb))
        }

        /// A move's command with its cards or tiles as the reader's hand shows them
        /// (`Front::command_args`).
        pub fn command_args(locale: Locale, kind: GameKind, command: &str) -> String {
            match kind { $(GameKind::$kind => <$ty as Front>::command_args(locale, command),)* }
        }

        /// Whether the game is played with tiles (`Front::plays_tiles`).
        pub fn plays_tiles(kind: GameKind) -> bool {
            match kind { $(GameKind::$kind => <$ty as Front>::plays_tiles(),)* }
        }

        /// Whether an event is a player's whole hand (a hand panel shows it already).
        pub fn is_hand(e: &AnyEvent) -> bool {
            match e { $(AnyEvent::$kind(e) => <$ty as Front>::is_hand(e),)* }
        }

        /// Whether an event asks its reader which claims they make on the card just out.
        pub(super) fn is_claim_event(e: &AnyEvent) -> bool {
            e.is_claim_question()
        }

        /// What a `/play` suggestion list says when a pass is all the hand can do, in games
        /// where that means nothing beats the play to follow.
        pub fn nothing_beats(locale: Locale, kind: GameKind) -> Option<String> {
            match kind { $(GameKind::$kind => <$ty as Front>::nothing_beats(locale),)* }
        }

        /// A claim the rules name by its word (碰), in the reader's words, by the game that
        /// has it; `None` when no game does.
        pub(super) fn claim_word(locale: Locale, word: &str) -> Option<String> {
            None$(.or_else(|| <$ty as Front>::claim_word(locale, word)))*
        }

        /// A game's own reason for a hint, in the reader's words.
        pub(super) fn game_reason(locale: Locale, r: AnyReason) -> String {
            match r { $(AnyReason::$kind(r) => <$ty as Front>::hint_reason(locale, r),)* }
        }

        /// Why the rules refused a move.
        pub(super) fn game_rule_error(e: &AnyRuleError, ctx: &RenderCtx) -> Option<String> {
            match e {
                $(AnyRuleError::$kind(e) => Some(<$ty as Front>::rule_error(e, ctx)),)*
                AnyRuleError::WrongGame => None,
            }
        }

    };
}

paiju_rules::for_each_game!(dispatch);

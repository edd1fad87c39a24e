//! What the terminal adds to a turn's prompt from the seat's own view, so that nobody has to
//! type `hand` to know what they may do: what every turn of the game needs (Chowdah's pile
//! tops, `Front::turn_line`), and, in the middle of a turn (Chowdah after drawing), every move
//! the seat has now (discard, and swap or declare when they are legal).

use super::*;
use crate::games::Verb;

impl Session {
    /// The lines for the person at the terminal after `outbox`: the game's turn line when it
    /// prompts them, their moves when they are still to act within their turn.
    pub(super) async fn prompt_lines(&self, outbox: &[Outgoing]) -> Vec<String> {
        let front = self.front();
        let user = user_of(front);
        let table = self.table.lock().await;
        let Some(game) = table.game() else {
            return Vec::new();
        };
        if !table.to_act().contains(&front) || table.in_claim_window() {
            return Vec::new();
        }
        let names = table.names();
        let ctx = RenderCtx {
            locale: self.locale,
            names: &names,
        };
        let prompted = outbox
            .iter()
            .any(|o| o.to == Recipient::User(user) && matches!(o.notice, Notice::YourTurn { .. }));
        if prompted {
            return table
                .hand(user)
                .ok()
                .and_then(|view| render::turn_line(&view, &ctx))
                .into_iter()
                .collect();
        }
        let moved = outbox
            .iter()
            .any(|o| matches!(o.notice, Notice::Event(_) | Notice::Automatic(_)));
        if !(moved && game.mid_turn()) {
            return Vec::new();
        }
        let mut verbs: Vec<Verb> = Vec::new();
        for action in game.legal_actions(front) {
            if let Some(verb) = game.choice(front, &action).map(|c| c.verb)
                && !verbs.contains(&verb)
            {
                verbs.push(verb);
            }
        }
        let words: Vec<String> = verbs
            .iter()
            .map(|&v| {
                let name = render::verb_name(self.locale, Some(self.kind), v);
                t!(self.locale, "verb-in-sentence", verb = name)
            })
            .collect();
        let moves = crate::i18n::alternatives(self.locale, &words);
        vec![t!(self.locale, "local-moves-now", moves = moves)]
    }
}

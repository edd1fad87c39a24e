//! A legal move as a frontend offers it — typed, so buttons, menus and suggestions never turn
//! an action into text and guess it back.

use super::verbs::Verb;
use serde::Serialize;

/// What one action is, in the words of the command that makes it: its verb, the argument as
/// typed after the verb, and which of the seat's own cards or tiles it uses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub verb: Verb,
    /// The argument as typed after the verb (`33344`, `7h 2`, `chi 平八 平八`): what a slash
    /// command option's suggestion fills in. Empty for a bare verb.
    pub args: String,
    /// The seat's own cards or tiles the action uses, as notation tokens in the form a hand
    /// lists them (`3`, `Th`, `天`): what a card menu's selection must equal.
    pub cards: Vec<String>,
    /// What the action names besides the seat's cards: a pile, a meld to swap into, a claim
    /// kind, a bid. A selection of `cards` still needs one of these to be complete.
    pub detail: Vec<String>,
    /// A pass, a pass-bid, a decline: offered as a secondary button.
    pub declines: bool,
}

impl Choice {
    /// A choice that names no card of the seat's.
    pub fn bare(verb: Verb, args: impl Into<String>) -> Choice {
        Choice {
            verb,
            args: args.into(),
            cards: Vec::new(),
            detail: Vec::new(),
            declines: false,
        }
    }

    /// A pass or a decline.
    pub fn declining(verb: Verb, args: impl Into<String>) -> Choice {
        Choice {
            declines: true,
            ..Choice::bare(verb, args)
        }
    }

    /// A choice of the seat's own cards (`play 33344`: the cards `3 3 3 4 4`).
    pub fn cards(verb: Verb, args: impl Into<String>, cards: Vec<String>) -> Choice {
        Choice {
            cards,
            ..Choice::bare(verb, args)
        }
    }

    pub fn with_detail(mut self, detail: impl Into<String>) -> Choice {
        self.detail.push(detail.into());
        self
    }

    /// The whole command as typed: `play 33344`, `pass`.
    pub fn command_text(&self) -> String {
        if self.args.is_empty() {
            self.verb.word().to_string()
        } else {
            format!("{} {}", self.verb.word(), self.args)
        }
    }

    /// Whether the action uses exactly these cards (in any order) and needs nothing more.
    pub fn is_exactly(&self, selected: &[String]) -> bool {
        self.detail.is_empty() && same_cards(&self.cards, selected)
    }

    /// Whether the action uses exactly these cards and names something more (a pile).
    pub fn completes(&self, selected: &[String]) -> bool {
        !self.detail.is_empty() && same_cards(&self.cards, selected)
    }
}

fn same_cards(a: &[String], b: &[String]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut a: Vec<&String> = a.iter().collect();
    let mut b: Vec<&String> = b.iter().collect();
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

//! Views → scenes: what the pictures show. Each game draws its own in its front
//! (`render/<game>/scene.rs`, implementing [`Scenes`]); here are the trait, the pieces they
//! share and the entry points the frontends call, dispatched over the rules crate's one list
//! of games (`paiju_rules::for_each_game!`). Only what the view holds is drawn, so a public
//! view can never draw a hidden hand; the end of a hand is drawn from the public events that
//! announce it (`showdown`).

use super::{Face, Group, Row, Scene};
use crate::cards::{Card, NotationError};
use crate::games::any::{AnyEvent, AnyView, GameKind};
use crate::games::{Game, Options, Seat};

/// A game's pictures: its hands, its table and the end of its hands, grouped as the game
/// groups its cards.
pub trait Scenes: Game {
    /// The viewer's own hand as a picture, `None` when the view holds none.
    fn hand_picture(v: &Self::View) -> Option<Scene>;

    /// The hand a player typed (`paiju render hand GAME …`) as the game groups it; refused
    /// when it holds more copies of a card than the game's deck (under `options`) has.
    fn typed_hand_picture(text: &str, options: &Options) -> Result<Scene, TypedHandError>;

    /// The table as the view sees it: a row per seat and the middle; the viewer's hand is
    /// added after them.
    fn table_picture(v: &Self::View) -> Vec<Row>;

    /// The end-of-hand picture's rows for the last hand end among `events` (the public
    /// events of one announcement, in order); empty when none shows cards.
    fn showdown_picture(events: &[&Self::Event], options: &Options) -> Vec<Row>;
}

macro_rules! dispatch {
    ($($kind:ident => $ty:ty),* $(,)?) => {
        fn hand_picture(v: &AnyView) -> Option<Scene> {
            match v { $(AnyView::$kind(v) => <$ty as Scenes>::hand_picture(v),)* }
        }

        fn typed_hand_picture(
            kind: GameKind,
            text: &str,
            options: &Options,
        ) -> Result<Scene, TypedHandError> {
            match kind { $(GameKind::$kind => <$ty as Scenes>::typed_hand_picture(text, options),)* }
        }

        fn table_picture(v: &AnyView) -> Vec<Row> {
            match v { $(AnyView::$kind(v) => <$ty as Scenes>::table_picture(v),)* }
        }

        /// The events of one announcement are all one game's.
        fn showdown_picture(events: &[&AnyEvent], options: &Options) -> Vec<Row> {
            match events.first() {
                $(Some(AnyEvent::$kind(_)) => {
                    let own: Vec<_> = events
                        .iter()
                        .filter_map(|e| match e {
                            AnyEvent::$kind(e) => Some(e),
                            #[allow(unreachable_patterns)]
                            _ => None,
                        })
                        .collect();
                    <$ty as Scenes>::showdown_picture(&own, options)
                })*
                None => Vec::new(),
            }
        }
    };
}

paiju_rules::for_each_game!(dispatch);

/// The viewer's own hand, or `None` when the view holds none (the channel's view, or an empty
/// hand).
pub fn hand(view: &AnyView) -> Option<Scene> {
    hand_picture(view).filter(|scene| !scene.is_empty())
}

/// The table as this view sees it: a row per seat (badge, cards held face down with their
/// count, what it has on the table), the middle of the table, and the viewer's hand last.
pub fn table(view: &AnyView) -> Scene {
    let mut rows = table_picture(view);
    if let Some(h) = hand(view) {
        rows.extend(h.rows);
    }
    Scene { rows }
}

/// The end-of-hand picture of an announcement: a row per seat shown, for the last hand end
/// among `events` (the channel's events of one command, in order); `None` when none of them
/// shows cards. `options` are the table's (a variant may decide what a meld is worth).
pub fn showdown<'a>(
    events: impl IntoIterator<Item = &'a AnyEvent>,
    options: &Options,
) -> Option<Scene> {
    let events: Vec<&AnyEvent> = events.into_iter().collect();
    let scene = Scene {
        rows: showdown_picture(&events, options),
    };
    (!scene.is_empty()).then_some(scene)
}

/// The hand typed on a command line (`paiju render hand GAME …`), as the game groups it.
pub fn typed_hand(kind: GameKind, text: &str, options: &Options) -> Result<Scene, TypedHandError> {
    typed_hand_picture(kind, text, options)
}

/// Why a typed hand cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedHandError {
    Notation(NotationError),
    /// `card` is there more often than the deck has it: at most `most`.
    BeyondDeck {
        card: String,
        most: u8,
    },
}

impl From<NotationError> for TypedHandError {
    fn from(e: NotationError) -> Self {
        TypedHandError::Notation(e)
    }
}

/// Bots playing on can end several hands in one announcement: the picture shows the last.
/// `rows_of` gives the rows an event shows (empty for most).
pub fn last_shown<E>(events: &[&E], mut rows_of: impl FnMut(&E) -> Vec<Row>) -> Vec<Row> {
    let mut rows = Vec::new();
    for e in events {
        let ended = rows_of(e);
        if !ended.is_empty() {
            rows = ended;
        }
    }
    rows
}

/// A scene of one row without a seat: a hand.
pub fn one_row(groups: Vec<Group>) -> Scene {
    Scene {
        rows: vec![Row {
            seat: None,
            turn: false,
            groups,
        }],
    }
}

/// The middle of the table: a row without a seat.
pub fn middle(groups: Vec<Group>) -> Row {
    Row {
        seat: None,
        turn: false,
        groups,
    }
}

/// A seat's badge: ① for seat 0.
pub fn badge(seat: Seat) -> u8 {
    seat.0.saturating_add(1)
}

/// Cards overlapping, the corner index of each showing.
pub fn fan(faces: Vec<Face>) -> Group {
    Group {
        faces,
        fanned: true,
        caption: None,
    }
}

/// Cards (or tiles) side by side, whole.
pub fn side_by_side(faces: Vec<Face>) -> Group {
    Group {
        faces,
        fanned: false,
        caption: None,
    }
}

pub fn card_faces(cs: &[Card]) -> Vec<Face> {
    cs.iter().map(|&c| Face::Card(c)).collect()
}

/// Face-down cards, drawn as one back with their count under it (a 17-card hand needs no 17
/// backs).
pub fn held(count: usize, tile: bool) -> Group {
    Group {
        faces: vec![if tile { Face::TileBack } else { Face::Back }],
        fanned: false,
        caption: Some(format!("×{count}")),
    }
}

/// A row per seat for the games that show hands by their size: the cards each holds face
/// down, then what `shown` puts beside them (its play in the trick, its melds).
pub fn held_rows(
    hand_sizes: &[u8],
    to_act: &[Seat],
    mut shown: impl FnMut(Seat) -> Vec<Group>,
) -> Vec<Row> {
    hand_sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let seat = Seat::from_index(i);
            let mut groups = vec![held(usize::from(n), false)];
            groups.extend(shown(seat));
            seat_row(seat, to_act, groups)
        })
        .collect()
}

/// A seat's row on the table, marked when it is to act.
pub fn seat_row(seat: Seat, to_act: &[Seat], groups: Vec<Group>) -> Row {
    Row {
        seat: Some(badge(seat)),
        turn: to_act.contains(&seat),
        groups,
    }
}

/// A seat's row at the end of a hand.
pub fn shown_row(seat: Seat, groups: Vec<Group>) -> Row {
    Row {
        seat: Some(badge(seat)),
        turn: false,
        groups,
    }
}

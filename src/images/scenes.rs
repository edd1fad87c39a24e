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

    /// The table as the view sees it: a row per seat (the viewer's own with its hand face
    /// up) and the middle.
    fn table_picture(v: &Self::View) -> Vec<Row>;

    /// The end-of-hand picture's rows for the last hand end among `events` (the public
    /// events of one announcement, in order); empty when none shows cards.
    fn showdown_picture(events: &[&Self::Event], options: &Options) -> Vec<Row>;

    /// What the README shows of this game (`paiju render samples`).
    fn samples() -> Samples;
}

/// A game's README pictures: a typed hand, and a game bots play from a fixed seed.
#[derive(Clone, Copy, Debug, Default)]
pub struct Samples {
    /// A hand as a player would type it, and its style.
    pub hand: Option<(&'static str, super::Style)>,
    /// The seed of a bots' game and the move after which its table is drawn (as seat 0 sees
    /// it); its first end of hand is drawn too.
    pub game: Option<(u64, usize)>,
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

        /// What the README shows of `kind`.
        pub fn samples(kind: GameKind) -> Samples {
            match kind { $(GameKind::$kind => <$ty as Scenes>::samples(),)* }
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

/// The table as this view sees it: a row per seat (its number as the text counts seats, the
/// cards held face down with their count, what it has on the table; the viewer's own row
/// marked `YOU` with its hand face up in place of the backs), then the middle of the table.
pub fn table(view: &AnyView) -> Scene {
    Scene {
        rows: table_picture(view),
    }
}

/// The end-of-hand picture of an announcement: a row per seat shown, for the last hand end
/// among `events` (the channel's events of one command, in order), with who won; `None` when
/// none of them shows cards. `options` are the table's (a variant may decide what a meld is
/// worth).
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

/// The seats' names beside their numbers, where the glyph alphabet can write them (Latin
/// letters and digits, at most [`NAME_CHARS`]); a name it cannot write (another script) leaves
/// the number alone, which is how the text counts seats too (`--seat 0`, `/table remove`).
pub fn with_names(mut scene: Scene, names: &[String]) -> Scene {
    for row in &mut scene.rows {
        let Some(name) = row
            .seat
            .and_then(|s| names.get(usize::from(s)))
            .and_then(|n| super::glyphs::drawable(n.trim()))
            .filter(|n| !n.is_empty() && n.chars().count() <= NAME_CHARS)
        else {
            continue;
        };
        row.label = Some(match row.label.take() {
            Some(l) => format!("{name}\n{l}"),
            None => name,
        });
    }
    scene
}

/// The longest name drawn: longer ones would push every row's cards right.
pub const NAME_CHARS: usize = 10;

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
        rows: vec![middle(groups)],
    }
}

/// The middle of the table: a row without a seat.
pub fn middle(groups: Vec<Group>) -> Row {
    Row {
        groups,
        ..Row::default()
    }
}

/// A seat's badge: its number as the text counts seats (from 0, as `--seat` and
/// `/table remove` do).
pub fn badge(seat: Seat) -> u8 {
    seat.0
}

/// Cards overlapping, the corner index of each showing.
pub fn fan(faces: Vec<Face>) -> Group {
    Group {
        faces,
        fanned: true,
        ..Group::default()
    }
}

/// Cards (or tiles) side by side, whole.
pub fn side_by_side(faces: Vec<Face>) -> Group {
    Group {
        faces,
        ..Group::default()
    }
}

/// The group with a title over it (`KITTY`, `PILE 2`).
pub fn titled(mut g: Group, title: impl Into<String>) -> Group {
    g.title = Some(title.into());
    g
}

/// The group with a number under it.
pub fn captioned(mut g: Group, caption: impl Into<String>) -> Group {
    g.caption = Some(caption.into());
    g
}

/// A line of text alone (a stake's sum).
pub fn text(t: impl Into<String>) -> Group {
    Group {
        title: Some(t.into()),
        ..Group::default()
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
        caption: Some(format!("×{count}")),
        ..Group::default()
    }
}

/// A row per seat for the games that show hands by their size: the cards each holds face
/// down — the viewer's own hand face up instead (`own`) — then what `shown` puts beside them
/// (its play in the trick, its melds).
pub fn held_rows(
    hand_sizes: &[u8],
    to_act: &[Seat],
    viewer: Option<Seat>,
    own: Vec<Group>,
    mut shown: impl FnMut(Seat) -> Vec<Group>,
) -> Vec<Row> {
    let mut own = own;
    hand_sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let seat = Seat::from_index(i);
            let mut groups = if viewer == Some(seat) && !own.is_empty() {
                std::mem::take(&mut own)
            } else {
                vec![held(usize::from(n), false)]
            };
            groups.extend(shown(seat));
            seat_row(seat, to_act, viewer, groups)
        })
        .collect()
}

/// What the viewer's own row says.
pub const YOU: &str = "YOU";

/// A seat's row on the table, marked when it is to act and when it is the viewer's.
pub fn seat_row(seat: Seat, to_act: &[Seat], viewer: Option<Seat>, groups: Vec<Group>) -> Row {
    let you = viewer == Some(seat);
    Row {
        seat: Some(badge(seat)),
        turn: to_act.contains(&seat),
        you,
        label: you.then(|| YOU.to_string()),
        groups,
    }
}

/// A seat's row at the end of a hand, with what it was and how it did (`LANDLORD\nWIN +8`).
pub fn shown_row(seat: Seat, label: Option<String>, groups: Vec<Group>) -> Row {
    Row {
        seat: Some(badge(seat)),
        label,
        groups,
        ..Row::default()
    }
}

/// A result's label: `WIN +8`, `-4`, `0`.
pub fn result_label(won: bool, points: i64) -> String {
    let p = if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    };
    if won { format!("WIN {p}") } else { p }
}

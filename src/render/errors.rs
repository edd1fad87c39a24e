//! Every refusal, in the user's language, naming the problem.

use super::RenderCtx;
use super::turn::not_your_turn;
use crate::cards::{Expected, NotationError};
use crate::games::any::{AnyRuleError, GameKind};
use crate::games::{ArgKind, CommandError, DealError, Irreversible, OptionError, SetupError, Verb};
use crate::i18n::Locale;
use crate::t;
use crate::table::TableError;
use crate::table::registry::ServiceError;
use crate::table::store::StoreError;

/// How a frontend's users give a verb, and so how a refusal names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum VerbWords {
    /// Typed as words (the terminal, `paiju stdio`): the game's own word, which its players
    /// type (幺地人's `play` is 参加 in Japanese).
    Typed,
    /// Slash commands (Discord): the command's name, one per verb for every game (/出す).
    Slash,
}

/// Why a command was not taken, for the terminal and `paiju stdio`: the table's refusal with
/// its seats' names, or the store's failure as a player should read it (nothing was taken;
/// try again), never the database's own words.
pub fn service_error(e: &ServiceError, ctx: &RenderCtx) -> String {
    match e {
        ServiceError::Refused { error, names } => table_error(
            error,
            &RenderCtx {
                locale: ctx.locale,
                names,
            },
        ),
        ServiceError::Table(t) => table_error(t, ctx),
        ServiceError::Duplicate(_) => table_error(&TableError::AlreadyApplied, ctx),
        ServiceError::Store(s) => store_error(s, ctx.locale),
    }
}

/// A store failure as a player reads it. (The log has the database's own words.)
pub fn store_error(e: &StoreError, loc: Locale) -> String {
    match e {
        StoreError::Corrupt(_) => t!(loc, "error-table-damaged"),
        StoreError::NotFound(_) => t!(loc, "error-no-table"),
        StoreError::KeyUsed(_) => t!(loc, "error-key-reused"),
        StoreError::Fenced(..) => t!(loc, "error-served-elsewhere"),
        StoreError::Conflict(_) | StoreError::Backend(_) => t!(loc, "error-store-unavailable"),
    }
}

/// A refusal as the terminal says it (verbs in the game's typed words).
pub fn table_error(e: &TableError, ctx: &RenderCtx) -> String {
    table_error_in(e, ctx, VerbWords::Typed)
}

/// A refusal as Discord says it (verbs by their slash commands' names).
pub fn slash_error(e: &TableError, ctx: &RenderCtx) -> String {
    table_error_in(e, ctx, VerbWords::Slash)
}

fn table_error_in(e: &TableError, ctx: &RenderCtx, words: VerbWords) -> String {
    let loc = ctx.locale;
    match e {
        TableError::NoTable => t!(loc, "error-no-table"),
        TableError::TableAlreadyOpen => t!(loc, "error-table-open"),
        TableError::Option(o) => option_error(o, loc),
        TableError::Setup(s) => setup_error(s, loc),
        TableError::AlreadySeated => t!(loc, "error-already-seated"),
        TableError::TableFull { seats } => t!(loc, "error-table-full", seats = *seats),
        TableError::NotSeated => t!(loc, "error-not-seated"),
        TableError::AlreadyStarted => t!(loc, "error-already-started"),
        TableError::NotStarted => t!(loc, "error-not-started"),
        TableError::WrongPlayerCount { have, need } => {
            t!(loc, "error-player-count", have = *have, need = need)
        }
        TableError::NotAllowed => t!(loc, "error-not-allowed"),
        TableError::RatedNeedsLeagueModerator => t!(loc, "error-rated-needs-league-moderator"),
        TableError::NoSuchSeat { seat } => {
            t!(loc, "error-no-such-seat", seat = u32::from(seat.0) + 1)
        }
        TableError::Ended => t!(loc, "error-ended"),
        TableError::NotYourTurn { to_act } => not_your_turn(to_act, ctx),
        TableError::Command { game, problem, now } => {
            let game = (words == VerbWords::Typed).then_some(*game);
            command_error(problem, game, now, loc)
        }
        TableError::Rule(r) => rule_error(r, ctx),
        TableError::NoStandIn => t!(loc, "error-no-stand-in"),
        TableError::HintsOff => t!(loc, "error-hints-off"),
        TableError::AlreadyApplied => t!(loc, "error-already-applied"),
        TableError::KeyReused => t!(loc, "error-key-reused"),
        TableError::UnknownChoice => t!(loc, "error-unknown-choice"),
        TableError::MovedOn => t!(loc, "error-moved-on"),
        TableError::Damaged => t!(loc, "error-table-damaged"),
        TableError::ServedElsewhere => t!(loc, "error-served-elsewhere"),
        TableError::NothingToUndo => t!(loc, "error-nothing-to-undo"),
        TableError::Irreversible { reason } => irreversible(*reason, loc),
        TableError::UndoPending => t!(loc, "error-undo-pending"),
        TableError::NoUndoRequest => t!(loc, "error-no-undo-request"),
        TableError::UndoNotAsked => t!(loc, "error-undo-not-asked"),
        TableError::UndoAlreadyAnswered => t!(loc, "error-undo-answered"),
        TableError::UndoButtonExpired => t!(loc, "error-undo-button-expired"),
    }
}

/// Why the last move stays, naming what it showed or settled.
fn irreversible(reason: Irreversible, loc: Locale) -> String {
    let why = match reason {
        Irreversible::Drew => t!(loc, "undo-why-drew"),
        Irreversible::Dealt => t!(loc, "undo-why-dealt"),
        Irreversible::Kitty => t!(loc, "undo-why-kitty"),
        Irreversible::Exchanged => t!(loc, "undo-why-exchanged"),
        Irreversible::Claimed => t!(loc, "undo-why-claimed"),
        Irreversible::HandOver => t!(loc, "undo-why-hand-over"),
    };
    t!(loc, "error-irreversible", why = why)
}

pub fn rule_error(e: &AnyRuleError, ctx: &RenderCtx) -> String {
    super::dispatch::game_rule_error(e, ctx).unwrap_or_else(|| t!(ctx.locale, "error-wrong-game"))
}

pub fn option_error(e: &OptionError, loc: Locale) -> String {
    match e {
        OptionError::Unknown { key, known } => t!(
            loc,
            "error-option-unknown",
            key = key,
            known = known.join(", ")
        ),
        OptionError::BadValue {
            key,
            value,
            expected,
        } => t!(
            loc,
            "error-option-value",
            key = key,
            value = value,
            expected = expected
        ),
        OptionError::Conflict { key, value, other } => {
            t!(
                loc,
                "error-option-conflict",
                key = key,
                value = value,
                other = other
            )
        }
    }
}

pub fn setup_error(e: &SetupError, loc: Locale) -> String {
    match e {
        SetupError::Option(o) => option_error(o, loc),
        SetupError::BadDeal(d) => deal_error(d, loc),
        SetupError::Notation(n) => notation_error(n, loc),
        SetupError::DealForAnotherGame => t!(loc, "error-deal-other-game"),
    }
}

pub fn deal_error(e: &DealError, loc: Locale) -> String {
    let why = match e {
        DealError::HandCount { expected, got } => {
            t!(loc, "deal-hand-count", expected = *expected, got = *got)
        }
        DealError::HandSize {
            seat,
            expected,
            got,
        } => t!(
            loc,
            "deal-hand-size",
            seat = u32::from(seat.0),
            expected = *expected,
            got = *got
        ),
        DealError::PileSize {
            pile,
            expected,
            got,
        } => t!(
            loc,
            "deal-pile-size",
            pile = *pile,
            expected = *expected,
            got = *got
        ),
        DealError::CardCount {
            card,
            expected,
            got,
        } => t!(
            loc,
            "deal-card-count",
            card = card,
            expected = *expected,
            got = *got
        ),
        DealError::NoSuchSeat { seat } => t!(loc, "deal-no-seat", seat = u32::from(seat.0)),
        DealError::ScoreCount { expected, got } => {
            t!(loc, "deal-score-count", expected = *expected, got = *got)
        }
    };
    t!(loc, "error-bad-deal", why = why)
}

fn expected_text(loc: Locale, e: Expected) -> String {
    match e {
        Expected::Card => t!(loc, "expected-card"),
        Expected::Natural => t!(loc, "expected-natural"),
        Expected::Suit => t!(loc, "expected-suit"),
        Expected::Face => t!(loc, "expected-face"),
        Expected::Tile => t!(loc, "expected-tile"),
        Expected::Something => t!(loc, "expected-something"),
    }
}

pub fn notation_error(e: &NotationError, loc: Locale) -> String {
    t!(
        loc,
        "error-notation",
        token = e.token.as_str(),
        expected = expected_text(loc, e.expected)
    )
}

fn arg_text(loc: Locale, a: ArgKind) -> String {
    match a {
        ArgKind::Cards => t!(loc, "arg-cards"),
        ArgKind::Card => t!(loc, "arg-card"),
        ArgKind::Tiles => t!(loc, "arg-tiles"),
        ArgKind::Tile => t!(loc, "arg-tile"),
        ArgKind::Bid => t!(loc, "arg-bid"),
        ArgKind::Pile => t!(loc, "arg-pile"),
        ArgKind::DiscardPile => t!(loc, "arg-discard-pile"),
        ArgKind::Claim => t!(loc, "arg-claim"),
        ArgKind::Declaration => t!(loc, "arg-declaration"),
        ArgKind::Nothing => t!(loc, "arg-nothing"),
    }
}

/// A command the game could not read, its verbs named as `game`'s players type them (with no
/// game, as the slash commands name them); a wrong verb is followed by the ones `now` holds,
/// the verbs the seat could use instead.
fn command_error(e: &CommandError, game: Option<GameKind>, now: &[Verb], loc: Locale) -> String {
    let verb_name = |verb: Verb| super::verb_name(loc, game, verb);
    let refusal = command_refusal(e, verb_name, loc);
    if now.is_empty() {
        return refusal;
    }
    let now: Vec<String> = now
        .iter()
        .map(|&verb| t!(loc, "verb-in-sentence", verb = verb_name(verb)))
        .collect();
    t!(
        loc,
        "error-verbs-now",
        refusal = refusal,
        verbs = crate::i18n::alternatives(loc, &now)
    )
}

fn command_refusal(e: &CommandError, verb_name: impl Fn(Verb) -> String, loc: Locale) -> String {
    match e {
        CommandError::Notation(n) => notation_error(n, loc),
        CommandError::UnknownVerb { word } => t!(loc, "local-unknown-command", command = word),
        CommandError::VerbNotUsed { verb } => {
            t!(loc, "error-verb-not-used", verb = verb_name(*verb))
        }
        CommandError::VerbNotNow { verb } => t!(loc, "error-verb-not-now", verb = verb_name(*verb)),
        CommandError::MissingArgument { verb, expected } => t!(
            loc,
            "error-missing-argument",
            verb = verb_name(*verb),
            expected = arg_text(loc, *expected)
        ),
        CommandError::BadArgument {
            verb,
            token,
            expected,
        } => t!(
            loc,
            "error-bad-argument",
            verb = verb_name(*verb),
            token = token,
            expected = arg_text(loc, *expected)
        ),
        CommandError::ExtraWords { verb, extra } => {
            t!(
                loc,
                "error-extra-words",
                verb = verb_name(*verb),
                extra = extra
            )
        }
        CommandError::JokerWord { token } => t!(loc, "error-joker-word", token = token),
        CommandError::ChiNeedsBothTiles { ways } if ways.is_empty() => {
            t!(loc, "error-chi-both-tiles")
        }
        CommandError::ChiNeedsBothTiles { ways } => {
            let ways: Vec<String> = ways
                .iter()
                .map(|pair| {
                    t!(
                        loc,
                        "error-chi-pair",
                        first = tile_word(loc, &pair[0]),
                        second = tile_word(loc, &pair[1])
                    )
                })
                .collect();
            t!(
                loc,
                "error-chi-both-tiles-ways",
                ways = crate::i18n::series(loc, &ways)
            )
        }
        CommandError::ClaimNotOpen { claim, open } if open.is_empty() => {
            t!(loc, "error-claim-not-open", claim = claim_word(loc, claim))
        }
        CommandError::ClaimNotOpen { claim, open } => {
            let open: Vec<String> = open.iter().map(|c| claim_word(loc, c)).collect();
            t!(
                loc,
                "error-claim-not-open-others",
                claim = claim_word(loc, claim),
                open = crate::i18n::series(loc, &open)
            )
        }
    }
}

/// A 幺地人 tile named by the rules (in its Chinese name) as the reader's players write it.
/// English readers get the name they type.
fn tile_word(loc: Locale, name: &str) -> String {
    match crate::cards::tiles::parse_tile(name) {
        Ok(t) if loc != Locale::EnUs => super::tiles::shown_name(loc, t),
        _ => name.to_string(),
    }
}

/// A claim named by the rules (碰) as the reader's players say it (ポン in Japanese), in the
/// words of the game that has it. English readers get the name they type.
fn claim_word(loc: Locale, name: &str) -> String {
    match super::dispatch::claim_word(loc, name) {
        Some(word) if loc != Locale::EnUs => word,
        _ => name.to_string(),
    }
}

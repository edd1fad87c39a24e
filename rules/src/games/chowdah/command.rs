//! The verbs of Chowdah:
//! - `draw [stock|1|2|3]` (no argument: the stock);
//! - `meld CARDS`: the hand cards that go with the card just drawn from a pile (none: the
//!   drawn card goes onto an exposed meld); `meld CARDS / CARDS …` (any `/`, even a trailing
//!   one) gives the seat's whole new exposed arrangement, one group per meld;
//! - `swap CARD for CARD [@SEAT.MELD]`: give the first from the hand for the second in an
//!   exposed meld (one is `JK`); without a target, the first meld where the swap is legal,
//!   own melds first, then the other seats in turn order (`SEAT` as numbered, `MELD` from 1);
//! - `discard CARD [1|2|3]` (no pile: the empty pile, which the rules require if there is one);
//! - `declare` (call Chowdah); `pass` (stock empty: do not draw, ending the round);
//! - after discarding a joker with `joker-extra-turn` on: `play` (take the extra turn) or `pass`.

use super::moves;
use super::{Action, Chowdah, Pile, Source, Stage, Swap};
use crate::cards::Card;
use crate::cards::notation::{format_cards, parse_card, parse_cards};
use crate::games::{Alias, ArgKind, Choice, CommandError, Game, Lang, Seat, Verb};

/// What players type besides the English verbs.
pub const ALIASES: &[Alias] = &[
    Alias::verb("摸", Lang::Zh, Verb::Draw),
    Alias::verb("摸牌", Lang::Zh, Verb::Draw),
    Alias::verb("拿", Lang::Zh, Verb::Draw),
    Alias::verb("亮牌", Lang::Zh, Verb::Meld),
    Alias::verb("换", Lang::Zh, Verb::Swap),
    Alias::verb("换百搭", Lang::Zh, Verb::Swap),
    // The joker swap's old slash command name: Chowdah has no other exchange.
    Alias::verb("换牌", Lang::Zh, Verb::Swap),
    Alias::verb("打", Lang::Zh, Verb::Discard),
    Alias::verb("出", Lang::Zh, Verb::Discard),
    Alias::verb("胡", Lang::Zh, Verb::Declare),
    Alias::verb("过", Lang::Zh, Verb::Pass),
    // The extra turn after a joker discard, in the word the table's offer names (the longer
    // 出牌 wins over 出, which discards).
    Alias::verb("出牌", Lang::Zh, Verb::Play),
    Alias::verb("引く", Lang::Ja, Verb::Draw),
    Alias::with("山札", Lang::Ja, Verb::Draw, "stock"),
    Alias::verb("捨てる", Lang::Ja, Verb::Discard),
    Alias::verb("晒す", Lang::Ja, Verb::Meld),
    Alias::verb("ジョーカー交換", Lang::Ja, Verb::Swap),
    Alias::verb("交換", Lang::Ja, Verb::Swap),
    Alias::verb("チャウダー", Lang::Ja, Verb::Declare),
    Alias::verb("パス", Lang::Ja, Verb::Pass),
    Alias::verb("出す", Lang::Ja, Verb::Play),
];

pub fn parse(game: &Chowdah, seat: Seat, verb: Verb, args: &str) -> Result<Action, CommandError> {
    let args = args.trim();
    match verb {
        Verb::Draw => parse_draw(args).ok_or_else(|| CommandError::BadArgument {
            verb,
            token: args.to_string(),
            expected: ArgKind::Pile,
        }),
        Verb::Meld => parse_meld(game, seat, args),
        Verb::Swap => parse_swap(game, seat, args),
        Verb::Discard => parse_discard(game, args),
        Verb::Declare | Verb::Pass if !args.is_empty() => Err(CommandError::ExtraWords {
            verb,
            extra: args.to_string(),
        }),
        // docs/rules/chowdah.md#variants: after a joker discard, `play` takes the extra turn
        // and `pass` lets it go.
        Verb::Play if game.stage() == Stage::ExtraTurn && !args.is_empty() => {
            Err(CommandError::ExtraWords {
                verb,
                extra: args.to_string(),
            })
        }
        Verb::Play | Verb::Pass if game.stage() == Stage::ExtraTurn => {
            Ok(Action::ExtraTurn(verb == Verb::Play))
        }
        Verb::Play => Err(CommandError::VerbNotNow { verb }),
        Verb::Declare => Ok(Action::Declare),
        Verb::Pass => Ok(Action::Pass),
        _ => Err(CommandError::VerbNotUsed { verb }),
    }
}

fn parse_draw(args: &str) -> Option<Action> {
    let word = args.to_lowercase();
    // `pile 2`, `捨て山2`, `第2堆`: the number is what counts.
    let word = ["pile", "捨て山", "弃牌堆", "第"]
        .iter()
        .find_map(|p| word.strip_prefix(p))
        .unwrap_or(&word)
        .trim();
    let word = word.strip_suffix('堆').unwrap_or(word).trim();
    Some(Action::Draw(match word {
        "" | "stock" | "s" | "deck" | "山札" | "牌堆" => Source::Stock,
        "1" | "2" | "3" => Source::Pile(Pile(word.parse().ok()?)),
        _ => return None,
    }))
}

fn parse_meld(game: &Chowdah, seat: Seat, args: &str) -> Result<Action, CommandError> {
    if args.contains('/') {
        let mut groups = Vec::new();
        for part in args.split('/') {
            let cards = parse_cards(part)?;
            if !cards.is_empty() {
                groups.push(cards);
            }
        }
        return Ok(Action::Meld(groups));
    }
    let Stage::Meld { card, .. } = game.stage() else {
        return Err(CommandError::VerbNotNow { verb: Verb::Meld });
    };
    let from_hand = parse_cards(args)?;
    let exposed = game.exposed(seat);
    let groups = match moves::meld_with(exposed, game.contract(), card, &from_hand) {
        Some(melds) => melds.into_iter().map(Vec::from).collect(),
        None => {
            // No legal way: send the plain reading (the exposed melds kept, the drawn card and
            // the named cards as one new meld) so that `apply` says what is wrong.
            let mut groups: Vec<Vec<Card>> = exposed.iter().map(|m| m.cards().to_vec()).collect();
            let mut new = vec![card];
            new.extend(from_hand);
            groups.push(new);
            groups
        }
    };
    Ok(Action::Meld(groups))
}

/// The word between a swap's two cards, as each language writes it (`JK for 9d`, `百搭 换 9♦`,
/// `ジョーカー と 9♦`): read and skipped, as the cards alone say the swap.
const SWAP_FOR: [&str; 5] = ["for", "换", "换成", "と", "→"];

fn parse_swap(game: &Chowdah, seat: Seat, args: &str) -> Result<Action, CommandError> {
    let verb = Verb::Swap;
    if args.is_empty() {
        return Err(CommandError::MissingArgument {
            verb,
            expected: ArgKind::Cards,
        });
    }
    let mut target = None;
    let mut words = Vec::new();
    for word in args.split_whitespace() {
        if let Some(t) = word.strip_prefix('@') {
            let bad = || CommandError::BadArgument {
                verb,
                token: word.to_string(),
                expected: ArgKind::Nothing,
            };
            let (s, m) = t.split_once('.').ok_or_else(bad)?;
            let owner: u8 = s.parse().map_err(|_| bad())?;
            let meld: u8 = m.parse().map_err(|_| bad())?;
            target = Some((Seat(owner), meld.checked_sub(1).ok_or_else(bad)?));
        } else if !SWAP_FOR.iter().any(|f| word.eq_ignore_ascii_case(f)) {
            words.push(word);
        }
    }
    let cards = parse_cards(&words.join(" "))?;
    let [give, take] = cards[..] else {
        return Err(CommandError::BadArgument {
            verb,
            token: args.to_string(),
            expected: ArgKind::Cards,
        });
    };
    let (owner, meld) = target.unwrap_or_else(|| find_target(game, seat, give, take));
    Ok(Action::Swap(Swap {
        owner,
        meld,
        give,
        take,
    }))
}

/// The meld a swap without `@SEAT.MELD` means: the first where it is legal (own melds first),
/// else the first holding `take` (so that `apply` says why it fails).
fn find_target(game: &Chowdah, seat: Seat, give: Card, take: Card) -> (Seat, u8) {
    let n = usize::from(game.config().players);
    let order: Vec<Seat> = (0..n).map(|k| seat.after(k, n)).collect();
    let melds = |s: Seat| game.exposed(s).iter().enumerate();
    for &s in &order {
        for (i, m) in melds(s) {
            if moves::swapped(m, give, take).is_some() {
                return (s, Swap::meld_number(i));
            }
        }
    }
    for &s in &order {
        for (i, m) in melds(s) {
            if m.cards().contains(&take) {
                return (s, Swap::meld_number(i));
            }
        }
    }
    (seat, 0)
}

fn parse_discard(game: &Chowdah, args: &str) -> Result<Action, CommandError> {
    let verb = Verb::Discard;
    let mut words: Vec<&str> = args.split_whitespace().collect();
    let pile = match words.last() {
        Some(&w) if words.len() > 1 && matches!(w, "1" | "2" | "3") => {
            words.pop();
            Some(Pile(w.parse().expect("1..3")))
        }
        // A number after the card is a pile, just not one of the three (no rank is a bare
        // number that follows a card: `discard 2d 4`).
        Some(&w) if words.len() > 1 && w.chars().all(|c| c.is_ascii_digit()) => {
            return Err(CommandError::BadArgument {
                verb,
                token: w.to_string(),
                expected: ArgKind::DiscardPile,
            });
        }
        _ => None,
    };
    if words.is_empty() {
        return Err(CommandError::MissingArgument {
            verb,
            expected: ArgKind::Card,
        });
    }
    let card = parse_card(&words.join(" "))?;
    let empty = Pile::ALL
        .into_iter()
        .find(|p| game.piles()[p.index().expect("1..=3")].is_empty());
    let pile = match (pile, empty) {
        (Some(p), _) | (None, Some(p)) => p,
        // docs/rules/chowdah.md#a-turn: a discard ends a turn that has drawn (and melded a
        // pile card). Before that the pile does not matter yet: `apply` says what must come
        // first ("Draw first"), not that a pile is missing.
        (None, None) if game.stage() != Stage::Discard => Pile(1),
        (None, None) => {
            return Err(CommandError::MissingArgument {
                verb,
                expected: ArgKind::DiscardPile,
            });
        }
    };
    Ok(Action::Discard { card, pile })
}

/// A move as a frontend offers it. A meld names the seat's whole new arrangement; its `cards`
/// are only those that come from the hand (not the exposed melds, not the card drawn from a
/// pile), so a selection of hand cards finds it. Its argument is the short form a player
/// types, the hand cards alone (`meld 9h Th`), when that reads back as the same arrangement,
/// else the whole arrangement (`text`).
pub fn choice(game: &Chowdah, seat: Seat, action: &Action) -> Choice {
    let text = text(action);
    let args = text.split_once(' ').map_or("", |(_, a)| a).to_string();
    let one = |card: &Card| vec![card.to_string()];
    match action {
        Action::Draw(Source::Stock) => Choice::bare(Verb::Draw, args).with_detail("stock"),
        Action::Draw(Source::Pile(p)) => {
            Choice::bare(Verb::Draw, args).with_detail(p.0.to_string())
        }
        Action::Meld(groups) => {
            let from_hand = game.hand_cards_in(seat, groups);
            let short = format_cards(&from_hand);
            // No hand cards would be a bare `meld`: kept whole, so a suggestion has words.
            let reads_back = !from_hand.is_empty()
                && parse_meld(game, seat, &short).is_ok_and(|back| &back == action);
            let args = if reads_back { short } else { args };
            let cards = from_hand.iter().map(ToString::to_string).collect();
            let mut c = Choice::cards(Verb::Meld, args, cards);
            if from_hand.len() < groups.iter().map(Vec::len).sum::<usize>() {
                c = c.with_detail("/");
            }
            c
        }
        Action::Swap(s) => Choice::cards(Verb::Swap, args, one(&s.give))
            .with_detail(s.take.to_string())
            .with_detail(format!("@{}.{}", s.owner, s.meld + 1)),
        Action::Discard { card, pile } => {
            Choice::cards(Verb::Discard, args, one(card)).with_detail(pile.0.to_string())
        }
        Action::Declare => Choice::bare(Verb::Declare, args),
        Action::Pass => Choice::declining(Verb::Pass, args),
        Action::ExtraTurn(true) => Choice::bare(Verb::Play, args),
        Action::ExtraTurn(false) => Choice::declining(Verb::Pass, args),
    }
}

pub fn text(action: &Action) -> String {
    match action {
        Action::Draw(Source::Stock) => "draw stock".to_string(),
        Action::Draw(Source::Pile(p)) => format!("draw {}", p.0),
        Action::Meld(groups) => {
            let parts: Vec<String> = groups.iter().map(|g| format_cards(g)).collect();
            if parts.len() == 1 {
                format!("meld {} /", parts[0])
            } else {
                format!("meld {}", parts.join(" / "))
            }
        }
        Action::Swap(s) => format!("swap {} for {} @{}.{}", s.give, s.take, s.owner, s.meld + 1),
        Action::Discard { card, pile } => format!("discard {card} {}", pile.0),
        Action::Declare => "declare".to_string(),
        Action::Pass | Action::ExtraTurn(false) => "pass".to_string(),
        Action::ExtraTurn(true) => "play".to_string(),
    }
}

//! Every legal action of every game, written as the command a player would type
//! (`command_text`), reads back (`parse_command`) as the same action. Discord's buttons and
//! autocomplete, the terminal's `moves` and `paiju stdio` all offer legal actions as command
//! text, so this is what makes every offered move playable. The typed `Choice` of every action
//! says the same verb and an argument that reads back as the same action (the same one, a
//! shorter form a player would type: a Chowdah meld's hand cards alone, or the same cards in
//! the order players read them: a Dou Dizhu trio's attached cards after it), names only cards the
//! seat holds, and its compact id reads back as the same action: what Discord's buttons are
//! built from.

use paiju::games::Options;
use paiju::games::any::{AnyGame, GameKind};
use paiju::games::shuffle::{below, rng};
use paiju::render::hand_tokens;

/// The characters of a command's argument, sorted: the same for two orders of its cards.
fn sorted_chars(text: &str) -> Vec<char> {
    let mut chars: Vec<char> = text.chars().collect();
    chars.sort_unstable();
    chars
}

/// How many actions were checked, and how many of their choices said them shorter, and how
/// many in another order.
fn check(kind: GameKind, options: Options, games: u64) -> (usize, usize, usize) {
    let config = kind.configure(&options).unwrap();
    let mut chooser = rng(7);
    let mut checked = 0;
    let mut shorter = 0;
    let mut reordered = 0;
    for seed in 0..games {
        let (mut game, _) = AnyGame::start(config.clone(), None, seed).unwrap();
        let mut steps = 0;
        while game.outcome().is_none() && steps < 3_000 {
            let seat = game.to_act()[0];
            let legal = game.legal_actions(seat);
            assert!(
                !legal.is_empty(),
                "{kind}: seat {seat} to act has no legal action"
            );
            let hand = hand_tokens(&game.view(seat));
            for action in &legal {
                let text = action.command_text();
                let (verb, args) = kind
                    .split_command(&text)
                    .unwrap_or_else(|| panic!("{kind}: `{text}` has no verb"));
                let choice = game.choice(seat, action).expect("an action of this game");
                assert_eq!(choice.verb, verb, "{kind}: `{text}`");
                if choice.args != args {
                    let reorder = sorted_chars(&choice.args) == sorted_chars(&args);
                    assert!(
                        choice.args.len() < args.len() || reorder,
                        "{kind}: `{text}` offered as `{}`",
                        choice.args
                    );
                    let back = game
                        .parse_command(seat, verb, &choice.args)
                        .unwrap_or_else(|e| {
                            panic!("{kind}: `{}` does not parse: {e}", choice.args)
                        });
                    assert_eq!(
                        &back, action,
                        "{kind}: `{text}` offered as `{}`",
                        choice.args
                    );
                    if reorder {
                        reordered += 1;
                    } else {
                        shorter += 1;
                    }
                }
                // A meld offered whole, with its "/", is one whose hand cards alone would mean
                // another arrangement: never the same melds in another order.
                if choice.args.contains('/') && !choice.cards.is_empty() {
                    let short = choice.cards.join(" ");
                    if let Ok(back) = game.parse_command(seat, verb, &short) {
                        assert_ne!(
                            melds_of(&back.command_text()),
                            melds_of(&text),
                            "{kind}: `{text}` offered whole, but `{short}` means the same melds"
                        );
                    }
                }
                let mut held = hand.clone();
                for card in &choice.cards {
                    let i = held.iter().position(|h| h == card).unwrap_or_else(|| {
                        panic!("{kind}: `{text}` names {card}, not in the hand {hand:?}")
                    });
                    held.remove(i);
                }
                assert_eq!(
                    kind.action_from_id(&action.id()).as_ref(),
                    Some(action),
                    "{kind}: id of `{text}`"
                );
                let back = game
                    .parse_command(seat, verb, &args)
                    .unwrap_or_else(|e| panic!("{kind}: `{text}` does not parse: {e}"));
                assert_eq!(&back, action, "{kind}: `{text}`");
                checked += 1;
            }
            // Move on with a random legal action (bots would always pick the same kind).
            let action = legal[below(&mut chooser, legal.len())].clone();
            game.apply(seat, action).unwrap();
            steps += 1;
        }
    }
    eprintln!(
        "{kind}: {checked} actions round-tripped, {shorter} offered shorter, {reordered} in another order"
    );
    (checked, shorter, reordered)
}

/// The melds of a Chowdah `meld A B / C D E` in any order, each as written.
fn melds_of(command: &str) -> Vec<String> {
    let args = command.split_once(' ').map_or("", |(_, a)| a);
    let mut melds: Vec<String> = args.split('/').map(|m| m.trim().to_string()).collect();
    melds.sort();
    melds
}

/// Checks `kind` and says how many actions it checked: only Chowdah's melds have a shorter
/// form, and only Dou Dizhu's plays with attached cards another order (main part first).
fn check_all(kind: GameKind, options: Options, games: u64) -> usize {
    let (checked, shorter, reordered) = check(kind, options, games);
    if kind == GameKind::Chowdah {
        assert!(shorter > 0, "some meld is offered as its hand cards alone");
    } else {
        assert_eq!(shorter, 0, "{kind} offers every action as its command text");
    }
    if kind == GameKind::Doudizhu {
        assert!(
            reordered > 0,
            "some trio with a lower card is offered trio first"
        );
    } else {
        assert_eq!(
            reordered, 0,
            "{kind} offers its cards in the command's order"
        );
    }
    checked
}

#[test]
fn doudizhu_commands_round_trip() {
    assert!(check_all(GameKind::Doudizhu, Options::new(), 20) > 1_000);
    assert!(check_all(GameKind::Doudizhu, Options::new().with("players", 4), 5) > 1_000);
}

#[test]
fn chicago_commands_round_trip() {
    let options = Options::new().with("chicago-call", "on").with("target", 30);
    assert!(check_all(GameKind::Chicago, options, 3) > 1_000);
}

#[test]
fn chowdah_commands_round_trip() {
    let options = Options::new().with("players", 2).with("rounds", 1);
    assert!(check_all(GameKind::Chowdah, options, 2) > 1_000);
}

#[test]
fn yaodiren_commands_round_trip() {
    assert!(check_all(GameKind::Yaodiren, Options::new().with("hands", 1), 20) > 1_000);
}

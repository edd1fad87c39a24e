//! The driver for Chicago, Chowdah and 幺地人 played to their result through Discord only — slash commands
//! with their suggestions, the ephemeral `/hand` panel, the buttons and card menus of the turn
//! DMs — against the fake Discord. Each game starts from a deal file (through the table API:
//! Discord's `/table start` always shuffles), so every step is known in advance.
//!
//! After every interaction: nothing broke Discord's limits, the channel shows no hidden card
//! (and, in 幺地人, never who may claim), whoever's hand changed got it by DM, whoever became
//! due to act got a DM with buttons, and refusals are ephemeral and say why.

use crate::support::fake::Msg;
use crate::support::{Answer, CHANNEL, Harness, Player, Where, refused};
use paiju::cards::tiles::Tile;
use paiju::cards::{Card, notation};
use paiju::games::any::{AnyDeal, AnyView, GameKind};
use paiju::render;
use paiju::table::{Status, UserId};
use serde_json::{Value, json};
use std::collections::HashMap;

pub(crate) const SEED: u64 = 11;

pub(crate) fn ann() -> Player {
    Player::new(201, "Ann")
}
pub(crate) fn bob() -> Player {
    Player::new(202, "Bob")
}
pub(crate) fn cy() -> Player {
    Player::new(203, "Cy")
}

/// An accepted action: a check mark, only for the user (a new ephemeral message, or the
/// panel the button was on, replaced).
fn accepted(a: &Answer) {
    let content = a.message.as_ref().map_or(&a.content, |m| &m.content);
    assert!(content.starts_with('✓'), "accepted: {content}");
    match a.kind {
        4 => assert!(a.ephemeral, "only the user sees it: {a:?}"),
        7 => {}
        k => panic!("answered with {k}: {a:?}"),
    }
}

/// Opens a table of `game` with `options` in the channel; everyone else joins.
async fn seat(h: &Harness, players: &[Player], game: &str, options: &str, count: bool) {
    let mut opts = vec![
        json!({"type": 3, "name": "game", "value": game}),
        json!({"type": 3, "name": "options", "value": options}),
    ];
    if count {
        opts.push(json!({"type": 4, "name": "players", "value": players.len()}));
    }
    let a = h
        .table(&players[0], CHANNEL, "new", Value::Array(opts))
        .await;
    accepted(&a);
    for p in &players[1..] {
        accepted(&h.table(p, CHANNEL, "join", json!([])).await);
    }
}

/// Opens a `kind` table in the channel with `options`, seats `players` (the first opens it),
/// starts it on `deal`, and returns the game with the start's announcements (checked).
pub(crate) async fn start<'a>(
    h: &'a Harness,
    players: &[Player],
    kind: GameKind,
    options: &str,
    deal: AnyDeal,
) -> (Game<'a>, Vec<String>) {
    // 幺地人 is always three: its /table new takes no player count.
    let count = kind != GameKind::Yaodiren;
    seat(h, players, kind.name(), options, count).await;
    let g = Game {
        h,
        players: players.to_vec(),
        kind,
    };
    let seen = g.mark().await;
    h.start_dealt(&players[0], CHANNEL, deal).await;
    let new = g.check(&seen).await;
    (g, new)
}

/// How a player sends a command.
#[derive(Clone, Copy, Debug)]
pub(crate) enum How<'a> {
    /// The button that sends exactly this command, in the latest DM with buttons.
    DmButton,
    /// The same in the ephemeral `/hand` panel, asked for in the channel.
    HandButton,
    /// Choose these cards in the card menus (of the latest DM, or of a fresh `/hand` panel)
    /// and press the button that sends the command.
    Menu(Where, &'a [&'a str]),
    /// The slash command, typed in full.
    Slash,
    /// The slash command, its argument picked from the suggestions offered for `typed`.
    Suggested(&'a str),
    /// The slash command with this argument, refused (the move takes none, and the slash
    /// command requires one); then the button the refusal offers for the move.
    RefusalButton(&'a str),
}

/// The slash command option that carries a verb's argument.
fn option_of(verb: &str) -> &'static str {
    match verb {
        "play" | "discard" | "meld" | "swap" => "cards",
        "draw" => "pile",
        "claim" | "declare" => "what",
        "bid" => "value",
        other => panic!("{other} takes no argument"),
    }
}

/// What the test knew before an interaction.
struct Seen {
    channel: usize,
    /// Every DM (id → content) per player.
    dms: HashMap<u64, HashMap<u64, String>>,
    hands: HashMap<u64, Option<String>>,
    to_act: Vec<u64>,
    claim: bool,
    log: u64,
}

/// A table being played in the test channel.
pub(crate) struct Game<'a> {
    h: &'a Harness,
    players: Vec<Player>,
    pub(crate) kind: GameKind,
}

impl Game<'_> {
    fn player(&self, id: u64) -> &Player {
        self.players.iter().find(|p| p.id == id).unwrap()
    }

    async fn views(&self) -> HashMap<u64, AnyView> {
        let table = self.h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        self.players
            .iter()
            .filter_map(|p| t.hand(UserId(p.id)).ok().map(|v| (p.id, v)))
            .collect()
    }

    pub(crate) async fn status(&self) -> (Status, Vec<u64>, bool) {
        let table = self.h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        let to_act = t.users_to_act().into_iter().map(|u| u.0).collect();
        (t.status(), to_act, t.in_claim_window())
    }

    /// A hand as the player's DMs show it (`Your hand: K♠ K♥ …`, `Your cards (20): …`).
    fn hand_line(view: &AnyView) -> Option<String> {
        match view {
            // The last card played leaves nothing to show.
            AnyView::Chicago(v) => v.hand.as_ref().filter(|h| !h.is_empty()).map(|h| {
                format!(
                    "Your hand: {}",
                    render::cards::cards(paiju::i18n::Locale::EnUs, h)
                )
            }),
            AnyView::Chowdah(v) => v.hand.as_ref().map(|h| {
                format!(
                    "Your hand: {}",
                    render::cards::cards(paiju::i18n::Locale::EnUs, h)
                )
            }),
            AnyView::Yaodiren(v) => v.concealed.as_ref().map(|h| {
                format!(
                    "Your cards ({}): {}",
                    h.len(),
                    render::yaodiren::tiles(paiju::i18n::Locale::EnUs, h)
                )
            }),
            AnyView::Doudizhu(_) => None,
        }
    }

    async fn mark(&self) -> Seen {
        let views = self.views().await;
        let (_, to_act, claim) = self.status().await;
        Seen {
            channel: self.h.fake.channel_messages(CHANNEL).len(),
            dms: self
                .players
                .iter()
                .map(|p| {
                    let dms = self.h.fake.dms(p.id);
                    (p.id, dms.into_iter().map(|m| (m.id, m.content)).collect())
                })
                .collect(),
            hands: self
                .players
                .iter()
                .map(|p| (p.id, views.get(&p.id).and_then(Self::hand_line)))
                .collect(),
            to_act,
            claim,
            log: self.h.log_len(CHANNEL).await,
        }
    }

    /// The DMs `p` got (or saw change) since `seen`.
    fn new_dms(&self, seen: &Seen, p: &Player) -> Vec<Msg> {
        let before = &seen.dms[&p.id];
        self.h
            .fake
            .dms(p.id)
            .into_iter()
            .filter(|m| before.get(&m.id) != Some(&m.content))
            .collect()
    }

    /// The checks after every interaction; returns the new channel messages.
    async fn check(&self, seen: &Seen) -> Vec<String> {
        assert!(
            self.h.fake.invalid().is_empty(),
            "refused by Discord: {:?}",
            self.h.fake.invalid()
        );
        assert!(
            self.h.fake.requests().iter().all(|r| r.status != 404),
            "an unknown route"
        );
        let new: Vec<String> = self.h.fake.channel_texts(CHANNEL)[seen.channel..].to_vec();
        let views = self.views().await;
        // Whoever's hand changed got it by DM.
        for p in &self.players {
            let now = views.get(&p.id).and_then(Self::hand_line);
            if now != seen.hands[&p.id]
                && let Some(line) = now
            {
                let dms = self.new_dms(seen, p);
                assert!(
                    dms.iter().any(|m| m.content.contains(&line)),
                    "{} got the new hand {line:?} by DM: {dms:#?}",
                    p.name
                );
            }
        }
        // Whoever became due to act was prompted by DM, with buttons.
        let (_, to_act, claim) = self.status().await;
        for id in &to_act {
            if !seen.to_act.contains(id) {
                let p = self.player(*id);
                let prompt = if claim {
                    "▶ You may claim"
                } else {
                    "It's your turn"
                };
                assert!(
                    self.new_dms(seen, p)
                        .iter()
                        .any(|m| m.content.contains(prompt) && !m.custom_ids().is_empty()),
                    "{} was prompted by DM",
                    p.name
                );
            }
        }
        self.no_leak(&new, &views, &to_act, claim, seen.claim).await;
        new
    }

    /// No channel message shows a hidden card; during a claim window the channel never names
    /// who may claim, and an answer in a window that stays open says nothing at all.
    async fn no_leak(
        &self,
        new: &[String],
        views: &HashMap<u64, AnyView>,
        to_act: &[u64],
        claim: bool,
        claim_before: bool,
    ) {
        for m in new {
            assert!(
                !m.contains("Your hand") && !m.contains("Your cards"),
                "a hand in the channel: {m}"
            );
        }
        for (id, view) in views {
            let name = self.player(*id).name;
            for line in new.iter().flat_map(|m| m.lines()) {
                match view {
                    // Cards are unique: no card of a hand may show, except in the showdown
                    // that shows the scoring hand (the rules make it public).
                    AnyView::Chicago(v) => {
                        let scorer = line.starts_with("Best hand after")
                            && line.contains(&format!(": {name} with"));
                        for c in v.hand.iter().flatten() {
                            assert!(
                                scorer
                                    || !line.contains(&render::cards::card(
                                        paiju::i18n::Locale::EnUs,
                                        *c
                                    )),
                                "{name}'s {c} shows in the channel: {line}"
                            );
                        }
                    }
                    // Two decks (five of each tile): a card in the channel may be the other
                    // copy; the whole hand must not show, except the caller's (or winner's).
                    AnyView::Chowdah(v) => {
                        let hand = v.hand.as_deref().unwrap_or_default();
                        if hand.len() >= 4 {
                            let shown = render::cards::cards(paiju::i18n::Locale::EnUs, hand);
                            assert!(
                                !line.contains(&shown)
                                    || line.contains(&format!("{name} calls Chowdah")),
                                "{name}'s hand shows in the channel: {line}"
                            );
                        }
                    }
                    AnyView::Yaodiren(v) => {
                        let hand: &[Tile] = v.concealed.as_deref().unwrap_or_default();
                        if hand.len() >= 4 {
                            let shown = render::yaodiren::tiles(paiju::i18n::Locale::EnUs, hand);
                            assert!(
                                !line.contains(&shown) || line.contains(&format!("{name} wins")),
                                "{name}'s tiles show in the channel: {line}"
                            );
                        }
                    }
                    AnyView::Doudizhu(_) => {}
                }
            }
        }
        if claim {
            for id in to_act {
                let name = self.player(*id).name;
                for m in new {
                    assert!(
                        !m.contains(name),
                        "the channel names {name}, who may claim: {m}"
                    );
                }
            }
            if claim_before {
                assert!(new.is_empty(), "an answer in an open window: {new:?}");
            }
        }
    }

    /// The latest DM with buttons to `p` (their turn prompt, or the panel it became).
    pub(crate) fn turn_dm(&self, p: &Player) -> Msg {
        self.h
            .fake
            .dms(p.id)
            .into_iter()
            .rev()
            .find(|m| m.custom_ids().len() > 1)
            .unwrap_or_else(|| panic!("{} has no DM with buttons", p.name))
    }

    /// `/hand` in the channel: the ephemeral panel.
    async fn hand_panel(&self, p: &Player) -> Msg {
        let a = self
            .h
            .slash(p, Where::Channel(CHANNEL), "hand", json!([]))
            .await;
        assert!(a.ephemeral, "{a:?}");
        a.message.expect("the /hand message")
    }

    /// Chooses `tokens` (`Th`, `天`) in the card menus of `message`; the updated message.
    pub(crate) async fn select(
        &self,
        p: &Player,
        at: Where,
        message: &Msg,
        tokens: &[&str],
    ) -> Msg {
        let mut message = message.clone();
        let mut wanted: Vec<&str> = tokens.to_vec();
        for (menu, values) in message.menus() {
            let mut chosen = Vec::new();
            for v in values {
                let token = v.rsplit_once('.').unwrap().0;
                if let Some(i) = wanted.iter().position(|w| *w == token) {
                    wanted.remove(i);
                    chosen.push(v);
                }
            }
            if chosen.is_empty() {
                continue;
            }
            let a = self.h.select(p, at, &message, &menu, &chosen).await;
            assert_eq!(a.kind, 7, "selecting updates the panel: {a:?}");
            message = a.message.expect("the updated message");
        }
        assert!(wanted.is_empty(), "not in the menus: {wanted:?}");
        message
    }

    /// The custom id of the button that makes `command` for `p` now: the action the game reads
    /// `command` as, by its compact id.
    pub(crate) async fn do_id(&self, p: &Player, command: &str) -> (String, String) {
        let table = self.h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        let seat = t.seat_of(paiju::table::UserId(p.id)).expect("seated");
        let (verb, args) = t.header().kind.split_command(command).expect("a command");
        let game = t.game().expect("a game");
        let action = game
            .parse_command(seat, verb, &args)
            .expect("a legal command");
        (
            format!("pj:{CHANNEL}:do:{}", action.id()),
            action.command_text(),
        )
    }

    /// `p` sends `command` the way `how` says. Checks that it was accepted and applied once,
    /// runs every check and returns the new channel messages.
    pub(crate) async fn step(&self, p: &Player, how: How<'_>, command: &str) -> Vec<String> {
        let seen = self.mark().await;
        let (verb, args) = command.split_once(' ').unwrap_or((command, ""));
        // A button makes the action itself: its reply names the move as the game completed
        // it (`meld 9d Td Jd Qd JK /` for a selection of `9d Td Jd JK`).
        let (act_id, completed) = self.do_id(p, command).await;
        let go_id = format!("pj:{CHANNEL}:go:{verb}:{args}");
        let h = self.h;
        let a = match how {
            How::DmButton | How::HandButton => {
                let (at, panel) = match how {
                    How::DmButton => (Where::Dm, self.turn_dm(p)),
                    _ => (Where::Channel(CHANNEL), self.hand_panel(p).await),
                };
                assert!(
                    panel.custom_ids().contains(&act_id),
                    "{act_id} in {:#?}",
                    panel.components
                );
                h.click(p, at, &panel, &act_id).await
            }
            How::Menu(at, tokens) => {
                let panel = match at {
                    Where::Dm => self.turn_dm(p),
                    Where::Channel(_) => self.hand_panel(p).await,
                };
                let panel = self.select(p, at, &panel, tokens).await;
                let ids = panel.custom_ids();
                let id = [&act_id, &go_id]
                    .into_iter()
                    .find(|id| ids.contains(id))
                    .unwrap_or_else(|| panic!("{act_id} or {go_id} in {ids:#?}"))
                    .clone();
                h.click(p, at, &panel, &id).await
            }
            How::Slash => {
                let arg = (!args.is_empty()).then(|| (option_of(verb), args));
                h.verb(p, Where::Channel(CHANNEL), verb, arg).await
            }
            How::Suggested(typed) => {
                let offered = h
                    .autocomplete(p, Where::Channel(CHANNEL), verb, option_of(verb), typed)
                    .await;
                assert!(
                    offered.iter().any(|(_, v)| v == args),
                    "{args} among the suggestions for {typed:?}: {offered:?}"
                );
                h.verb(
                    p,
                    Where::Channel(CHANNEL),
                    verb,
                    Some((option_of(verb), args)),
                )
                .await
            }
            How::RefusalButton(wrong) => {
                let refusal = h
                    .verb(
                        p,
                        Where::Channel(CHANNEL),
                        verb,
                        Some((option_of(verb), wrong)),
                    )
                    .await;
                refused(&refusal, "");
                let message = refusal.message.expect("the refusal is a message");
                // The move's button, for this moment of the game: `pj:<channel>:now:<moment>:<action>`.
                let action = act_id.split_once(":do:").expect("a move's id").1;
                let id = message
                    .custom_ids()
                    .into_iter()
                    .find(|id| id.contains(":now:") && id.ends_with(&format!(":{action}")))
                    .unwrap_or_else(|| panic!("{act_id} in {:#?}", message.components));
                h.click(p, Where::Channel(CHANNEL), &message, &id).await
            }
        };
        accepted(&a);
        let shown = a.message.as_ref().map_or(&a.content, |m| &m.content);
        assert!(
            shown.starts_with(&format!("✓ {command}"))
                || shown.starts_with(&format!("✓ {completed}")),
            "the reply names the command: {shown}"
        );
        assert_eq!(
            h.log_len(CHANNEL).await,
            seen.log + 1,
            "{command}: one entry"
        );
        self.check(&seen).await
    }

    /// A refused interaction changes nothing and tells only its sender why.
    pub(crate) async fn refused(&self, p: &Player, verb: &str, args: &str, says: &str) {
        let seen = self.mark().await;
        let arg = (!args.is_empty()).then(|| (option_of(verb), args));
        let a = self.h.verb(p, Where::Channel(CHANNEL), verb, arg).await;
        refused(&a, says);
        assert_eq!(self.h.log_len(CHANNEL).await, seen.log);
        assert!(self.check(&seen).await.is_empty(), "the channel heard it");
    }

    /// The suggestions for `/verb` while typing `typed`: (name, value).
    pub(crate) async fn suggestions(
        &self,
        p: &Player,
        verb: &str,
        typed: &str,
    ) -> Vec<(String, String)> {
        self.h
            .autocomplete(p, Where::Channel(CHANNEL), verb, option_of(verb), typed)
            .await
            .into_iter()
            .map(|(n, v)| (n, v.as_str().unwrap().to_string()))
            .collect()
    }

    /// The game is over: the result is in the channel, and every player was prompted.
    pub(crate) async fn finished(&self) -> String {
        let (status, _, _) = self.status().await;
        assert_eq!(status, Status::Finished);
        let last = self
            .h
            .fake
            .channel_messages(CHANNEL)
            .last()
            .unwrap()
            .content
            .clone();
        assert!(last.contains("Game over."), "{last}");
        for p in &self.players {
            assert!(last.contains(&format!("{}: ", p.name)), "{last}");
        }
        last
    }
}

pub(crate) fn cards(text: &str) -> Vec<String> {
    notation::parse_cards(text)
        .unwrap()
        .iter()
        .map(Card::to_string)
        .collect()
}

//! A claim window's private question ("高脚: you may 吃 … — or pass") as its player gets it:
//! only while the window still waits for them when the step ends. Bots answer in the same step
//! as the discard that opened the window, so a question asked as it opened could ask about a
//! tile a bot's 碰 has already taken. (A window that still waits asks every claim the seat is
//! entitled to: answers are secret until it closes, docs/rules/yaodiren.md#claim-windows.)

use super::Table;
use super::outbox::{Notice, Outgoing, Recipient};

impl Table {
    /// Replaces the claim questions of one step's outbox with what each player is asked now:
    /// none when their window closed within the step (they never had the chance to answer),
    /// else the current window's question, once, where the last question to them stood.
    pub(super) fn settle_questions(&self, outbox: &mut Vec<Outgoing>) {
        let is_question =
            |o: &Outgoing| matches!(&o.notice, Notice::Event(e) if e.is_claim_question());
        let mut asked: Vec<Recipient> = Vec::new();
        for o in outbox.iter().filter(|o| is_question(o)) {
            if !asked.contains(&o.to) {
                asked.push(o.to);
            }
        }
        for to in asked {
            let Recipient::User(user) = to else {
                continue;
            };
            let last = outbox
                .iter()
                .rposition(|o| o.to == to && is_question(o))
                .expect("a question to this user");
            match self.claim_question(user) {
                Some(now) => outbox[last].notice = Notice::Event(now),
                None => {
                    outbox.remove(last);
                }
            }
            let mut i = 0;
            outbox.retain(|o| {
                let keep = i >= last || o.to != to || !is_question(o);
                i += 1;
                keep
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{act, ctx, header};
    use super::super::*;
    use crate::cards::tiles::{TileCounts, parse_tiles};
    use crate::games::any::{AnyDeal, AnyEvent, GameKind};
    use crate::games::yaodiren::Deal;
    use crate::games::{Options, Seat, Verb};

    /// Seat 0 (dealer) discards 天; seat 1 may 吃 it with 地地; seat 2 wins on it (胡).
    fn deal() -> AnyDeal {
        let hands = [
            "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头斧头 梅子梅子梅子",
            "地地 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八",
            "天天 人人人 和和和 幺四幺四幺四 红九红九红九 地地地 四六四六四六",
        ];
        let hands: Vec<_> = hands.iter().map(|h| parse_tiles(h).unwrap()).collect();
        let mut stock = TileCounts::deck();
        for t in hands.iter().flatten() {
            assert!(stock.take(*t, 1));
        }
        AnyDeal::Yaodiren(Deal {
            hands,
            stock: stock.tiles(),
            dealer: Seat(0),
        })
    }

    #[test]
    fn nobody_is_asked_about_a_tile_a_bot_took_in_the_same_step() {
        let header = header(GameKind::Yaodiren, Options::parse_pairs(["hands=1"]));
        let mut t = Table::open(header).unwrap();
        t.handle(&ctx(1), Command::Join).unwrap();
        t.handle(&ctx(2), Command::Join).unwrap();
        t.handle(&ctx(1), Command::add_bot()).unwrap();
        let start = Command::Start { deal: Some(deal()) };
        t.handle(&ctx(1), start).unwrap();
        t.handle(&ctx(1), act(Verb::Open, "")).unwrap();
        // Seat 1 cannot open (passed for), the bot opens; seat 1 plays the hand.
        t.handle(&ctx(2), act(Verb::Play, "")).unwrap();
        let handled = t.handle(&ctx(1), act(Verb::Discard, "天")).unwrap();
        let asked = handled.outbox.iter().any(|o| {
            o.to == Recipient::User(UserId(2))
                && matches!(&o.notice, Notice::Event(e) if e.is_claim_question())
        });
        assert!(!asked, "{:#?}", handled.outbox);
        let won = handled.outbox.iter().any(|o| {
            matches!(&o.notice, Notice::Event(AnyEvent::Yaodiren(e))
                if format!("{e:?}").starts_with("Won"))
        });
        assert!(won, "the bot won on the 天: {:#?}", handled.outbox);
    }
}

//! `/hint` and the terminal's `hint`: the suggested command and its one reason.

use crate::games::any::AnyReason;
use crate::games::{ChanceOf, HintReason};
use crate::i18n::Locale;
use crate::t;
use crate::table::hint::Hint;

/// The hint with its move shown as `command`: each frontend names the move as its reader
/// would make it (`换 3h` in a Chinese terminal, `` `/打牌 3h` `` on a Chinese Discord).
pub fn hint(loc: Locale, hint: &Hint, command: &str) -> String {
    t!(
        loc,
        "hint-move",
        command = command,
        reason = reason(loc, hint.reason.clone())
    )
}

pub fn reason(loc: Locale, reason: HintReason<AnyReason>) -> String {
    match reason {
        HintReason::Best => t!(loc, "hint-reason-best"),
        HintReason::BetterChance { chance, usual, of } => t!(
            loc,
            "hint-reason-better-chance",
            chance = i64::from(chance),
            usual = i64::from(usual),
            of = match of {
                ChanceOf::Match => "match",
                ChanceOf::Hand => "hand",
            }
        ),
        HintReason::Usual => t!(loc, "hint-reason-usual"),
        HintReason::Only => t!(loc, "hint-reason-only"),
        HintReason::Game(r) => super::dispatch::game_reason(loc, r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chicago::Reason as Chi;
    use crate::games::chowdah::Reason as Cho;
    use crate::games::doudizhu::Reason as Ddz;
    use crate::games::yaodiren::Reason as Ydr;

    #[test]
    fn a_search_that_chose_by_a_chance_of_winning_says_both_chances_in_every_language() {
        let better = |of| HintReason::BetterChance {
            chance: 41,
            usual: 36,
            of,
        };
        for loc in Locale::ALL {
            let text = reason(loc, better(ChanceOf::Match));
            assert!(
                text.contains("41%") && text.contains("36%"),
                "{loc:?}: {text}"
            );
            // Not the bare "it scored best", which says no number.
            assert_ne!(text, reason(loc, HintReason::Best), "{loc:?}");
            // A Dou Dizhu hand is not the match.
            assert_ne!(text, reason(loc, better(ChanceOf::Hand)), "{loc:?}");
        }
    }

    #[test]
    fn a_hand_played_short_of_the_threshold_says_how_short_not_that_it_is_close() {
        let short = |tuo| HintReason::Game(AnyReason::Yaodiren(Ydr::PlayOn { tuo, threshold: 33 }));
        for loc in Locale::ALL {
            let text = reason(loc, short(25));
            assert!(
                text.contains("25") && text.contains("33") && text.contains(" 8 "),
                "{loc:?}: {text}"
            );
            // At or over the threshold there is nothing short to name.
            let enough = reason(loc, short(37));
            assert!(
                enough.contains("37") && !enough.contains(" 4 "),
                "{loc:?}: {enough}"
            );
            assert_ne!(enough.replace("37", "25"), text, "{loc:?}");
        }
    }

    #[test]
    fn a_chowdah_discard_that_covers_a_useful_pile_top_names_it_after_the_loose_reason() {
        let queen: crate::cards::Card = "Qc".parse().unwrap();
        for loc in Locale::ALL {
            let loose = reason(
                loc,
                HintReason::Game(AnyReason::Chowdah(Cho::Loose { missing: 2 })),
            );
            let cover = |card| {
                reason(
                    loc,
                    HintReason::Game(AnyReason::Chowdah(Cho::LooseCover { missing: 2, card })),
                )
            };
            let text = cover(queen);
            assert!(text.contains("2") && text.contains("Q♣"), "{loc:?}: {text}");
            assert_ne!(text, loose, "{loc:?}");
            // A joker is named as the joker, not as a card the next player could meld.
            let joker = cover("JK".parse().unwrap());
            assert_ne!(joker.replace("JK", "Q♣"), text, "{loc:?}: {joker}");
        }
    }

    #[test]
    fn cards_equally_good_for_the_last_trick_are_named_as_alternatives() {
        let card = |c: &str| c.parse::<crate::cards::Card>().unwrap();
        let words = [
            (Locale::EnUs, " or "),
            (Locale::ZhCn, "或"),
            (Locale::Ja, "か"),
        ];
        for (loc, or) in words {
            let one = reason(
                loc,
                HintReason::Game(AnyReason::Chicago(Chi::KeepForLast {
                    cards: vec![card("Js")],
                })),
            );
            let two = reason(
                loc,
                HintReason::Game(AnyReason::Chicago(Chi::KeepForLast {
                    cards: vec![card("Js"), card("Jd")],
                })),
            );
            assert!(one.contains("J♠") && !one.contains("J♦"), "{loc:?}: {one}");
            let (left, right) = two.split_once(or).expect("an 'or' between the two");
            assert!(
                left.contains("J♠") && right.contains("J♦"),
                "{loc:?}: {two}"
            );
        }
    }

    #[test]
    fn a_chicago_keep_with_an_ace_beside_the_pair_says_the_ace_is_for_the_last_trick() {
        use crate::games::chicago::Category;
        let ace: crate::cards::Card = "Ad".parse().unwrap();
        for loc in Locale::ALL {
            let plain = reason(
                loc,
                HintReason::Game(AnyReason::Chicago(Chi::KeepMade {
                    hand: Category::Pair,
                    draw: 2,
                    high: Vec::new(),
                })),
            );
            let with = reason(
                loc,
                HintReason::Game(AnyReason::Chicago(Chi::KeepMade {
                    hand: Category::Pair,
                    draw: 2,
                    high: vec![ace],
                })),
            );
            assert!(!plain.contains("A♦"), "{loc:?}: {plain}");
            assert!(
                with.contains("A♦") && with.contains('5') && with.contains('2'),
                "{loc:?}: {with}"
            );
            assert_eq!(
                with.contains(&super::super::chicago::category(loc, Category::Pair)),
                plain.contains(&super::super::chicago::category(loc, Category::Pair)),
                "{loc:?}"
            );
        }
    }

    /// One of every reason, in the words each language gives it: the golden file is where a
    /// reader checks that every hint reads as a sentence a player would say.
    #[test]
    fn every_reason_reads_as_a_sentence_in_every_language() {
        use crate::games::chicago::Category;
        let card = |c: &str| c.parse::<crate::cards::Card>().unwrap();
        let reasons = vec![
            HintReason::Game(AnyReason::Doudizhu(Ddz::GoOut)),
            HintReason::Game(AnyReason::Doudizhu(Ddz::Block { cards: 2 })),
            HintReason::Game(AnyReason::Doudizhu(Ddz::LeavePartner)),
            HintReason::Game(AnyReason::Doudizhu(Ddz::KeepBomb { cards: 9 })),
            HintReason::Game(AnyReason::Doudizhu(Ddz::Bomb { cards: 3 })),
            HintReason::Game(AnyReason::Doudizhu(Ddz::Cheapest)),
            HintReason::Game(AnyReason::Doudizhu(Ddz::Pass)),
            HintReason::Game(AnyReason::Doudizhu(Ddz::Bid)),
            HintReason::Game(AnyReason::Doudizhu(Ddz::Unbeatable)),
            HintReason::Game(AnyReason::Doudizhu(Ddz::FewAbove { cards: 1 })),
            HintReason::Game(AnyReason::Doudizhu(Ddz::FewAbove { cards: 2 })),
            HintReason::Game(AnyReason::Doudizhu(Ddz::KeepsWhole { turns: 1 })),
            HintReason::Game(AnyReason::Doudizhu(Ddz::KeepsWhole { turns: 3 })),
            HintReason::Best,
            HintReason::BetterChance {
                chance: 61,
                usual: 52,
                of: ChanceOf::Match,
            },
            HintReason::BetterChance {
                chance: 40,
                usual: 33,
                of: ChanceOf::Hand,
            },
            HintReason::Usual,
            HintReason::Only,
            HintReason::Game(AnyReason::Chicago(Chi::StandPat {
                hand: Category::Straight,
            })),
            HintReason::Game(AnyReason::Chicago(Chi::StandPat {
                hand: Category::Flush,
            })),
            HintReason::Game(AnyReason::Chicago(Chi::StandPat {
                hand: Category::FullHouse,
            })),
            HintReason::Game(AnyReason::Chicago(Chi::StandPat {
                hand: Category::FourOfAKind,
            })),
            HintReason::Game(AnyReason::Chicago(Chi::KeepMade {
                hand: Category::Pair,
                draw: 3,
                high: Vec::new(),
            })),
            HintReason::Game(AnyReason::Chicago(Chi::KeepMade {
                hand: Category::TwoPair,
                draw: 1,
                high: Vec::new(),
            })),
            HintReason::Game(AnyReason::Chicago(Chi::KeepMade {
                hand: Category::ThreeOfAKind,
                draw: 1,
                high: vec![card("Ah")],
            })),
            HintReason::Game(AnyReason::Chicago(Chi::KeepMade {
                hand: Category::Pair,
                draw: 1,
                high: vec![card("As"), card("Kh")],
            })),
            HintReason::Game(AnyReason::Chicago(Chi::DrawTo {
                hand: Category::Flush,
            })),
            HintReason::Game(AnyReason::Chicago(Chi::DrawTo {
                hand: Category::Straight,
            })),
            HintReason::Game(AnyReason::Chicago(Chi::KeepTopCard { draw: 4 })),
            HintReason::Game(AnyReason::Chicago(Chi::TopCardOverPair { draw: 4 })),
            HintReason::Game(AnyReason::Chicago(Chi::DrawFive)),
            HintReason::Game(AnyReason::Chicago(Chi::DrawFiveOverTop)),
            HintReason::Game(AnyReason::Chicago(Chi::DrawFiveOverPair)),
            HintReason::Game(AnyReason::Chicago(Chi::ThreeToFlush)),
            HintReason::Game(AnyReason::Chicago(Chi::KeepHighCards { draw: 2 })),
            HintReason::Game(AnyReason::Chicago(Chi::Shed)),
            HintReason::Game(AnyReason::Chicago(Chi::TakeLead)),
            HintReason::Game(AnyReason::Chicago(Chi::TakeCheaply)),
            HintReason::Game(AnyReason::Chicago(Chi::KeepForLast {
                cards: vec![card("Kd")],
            })),
            HintReason::Game(AnyReason::Chicago(Chi::KeepForLast {
                cards: vec![card("Ks"), card("Kc")],
            })),
            HintReason::Game(AnyReason::Chicago(Chi::CallChicago)),
            HintReason::Game(AnyReason::Chowdah(Cho::Contract)),
            HintReason::Game(AnyReason::Chowdah(Cho::TakePile)),
            HintReason::Game(AnyReason::Chowdah(Cho::MeldWay)),
            HintReason::Game(AnyReason::Chowdah(Cho::DrawStock)),
            HintReason::Game(AnyReason::Chowdah(Cho::NoPileMelds)),
            HintReason::Game(AnyReason::Chowdah(Cho::Loose { missing: 1 })),
            HintReason::Game(AnyReason::Chowdah(Cho::Loose { missing: 3 })),
            HintReason::Game(AnyReason::Chowdah(Cho::LooseCover {
                missing: 2,
                card: card("8d"),
            })),
            HintReason::Game(AnyReason::Chowdah(Cho::LooseCover {
                missing: 2,
                card: card("JK"),
            })),
            HintReason::Game(AnyReason::Chowdah(Cho::TakeJoker)),
            HintReason::Game(AnyReason::Chowdah(Cho::ExtraTurn)),
            HintReason::Game(AnyReason::Chowdah(Cho::NothingToDraw)),
            HintReason::Game(AnyReason::Yaodiren(Ydr::Win)),
            HintReason::Game(AnyReason::Yaodiren(Ydr::Fold)),
            HintReason::Game(AnyReason::Yaodiren(Ydr::Opens {
                tuo: 41,
                threshold: 33,
            })),
            HintReason::Game(AnyReason::Yaodiren(Ydr::BelowThreshold {
                tuo: 20,
                threshold: 33,
            })),
            HintReason::Game(AnyReason::Yaodiren(Ydr::PlayOn {
                tuo: 25,
                threshold: 33,
            })),
            HintReason::Game(AnyReason::Yaodiren(Ydr::PlayOn {
                tuo: 37,
                threshold: 33,
            })),
            HintReason::Game(AnyReason::Yaodiren(Ydr::Spare)),
            HintReason::Game(AnyReason::Yaodiren(Ydr::ClaimImproves)),
            HintReason::Game(AnyReason::Yaodiren(Ydr::ClaimNoBetter)),
            HintReason::Game(AnyReason::Yaodiren(Ydr::StayOut)),
        ];
        for loc in Locale::ALL {
            let text: Vec<String> = reasons.iter().map(|r| reason(loc, r.clone())).collect();
            for (r, t) in reasons.iter().zip(&text) {
                assert!(
                    !t.is_empty() && !t.contains('{') && !t.contains("hint-reason"),
                    "{loc:?} {r:?}: {t}"
                );
            }
            insta::assert_snapshot!(format!("every-reason-{}", loc.tag()), text.join("\n"));
        }
    }
}

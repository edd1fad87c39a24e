//! Every distinct legal play from a hand: when leading (any combination) or when following a
//! play (the same kind and length at a higher main rank, any bomb that beats it, the rocket).
//!
//! Generated straight from the rank counts, kind by kind, rather than by testing subsets: a
//! 20-card hand has ~10^5 sub-multisets but only hundreds of plays. Distinct kinds have
//! distinct count shapes (e.g. 3+3+1+1 vs 4+2+2), and within a kind the main part fixes the
//! kickers' ranks apart, so no play is produced twice (the tests check this against brute
//! force).

use super::combos::{Combo, Kind, len_u8, min_chain};
use super::config::Players;
use super::rank::{DdzRank, RANKS, RankCounts};

const ACE: usize = DdzRank::ACE.index();
const TWO: usize = DdzRank::TWO.index();
const BLACK: usize = DdzRank::BLACK_JOKER.index();
const RED: usize = DdzRank::RED_JOKER.index();

/// Legal plays from `hand`; with `follow`, only those that beat it (passing is the caller's
/// business).
pub fn legal_plays(hand: &RankCounts, players: Players, follow: Option<&Combo>) -> Vec<Combo> {
    let mut g = Gen {
        c: *hand.counts(),
        four: players == Players::Four,
        out: Vec::new(),
    };
    match follow {
        None => g.all_kinds(),
        Some(f) => {
            if f.kind != Kind::Rocket && f.kind != Kind::Bomb {
                g.kind(f.kind, Some(f.main.index()), Some(usize::from(f.len)));
            }
            if f.kind != Kind::Rocket {
                g.bombs();
                g.out.retain(|c| c.beats(f));
                g.rocket();
            }
        }
    }
    g.out
}

struct Gen {
    c: [u8; RANKS],
    four: bool,
    out: Vec<Combo>,
}

impl Gen {
    fn all_kinds(&mut self) {
        for kind in Kind::ALL {
            match kind {
                Kind::Bomb => self.bombs(),
                Kind::Rocket => self.rocket(),
                k => self.kind(k, None, None),
            }
        }
    }

    fn players(&self) -> Players {
        if self.four {
            Players::Four
        } else {
            Players::Three
        }
    }

    /// One non-bomb kind, with main rank above `above` and chain length `len` when given.
    fn kind(&mut self, kind: Kind, above: Option<usize>, len: Option<usize>) {
        if !kind.allowed(self.players()) {
            return;
        }
        let from = above.map_or(0, |a| a + 1);
        match kind {
            Kind::Single => self.groups(Kind::Single, 1, from, RED),
            Kind::Pair => self.groups(Kind::Pair, 2, from, if self.four { RED } else { TWO }),
            Kind::Trio => self.groups(Kind::Trio, 3, from, TWO),
            Kind::Straight => self.chains(Kind::Straight, 1, from, len),
            Kind::PairStraight => self.chains(Kind::PairStraight, 2, from, len),
            Kind::Airplane => self.chains(Kind::Airplane, 3, from, len),
            Kind::TrioSingle => self.trios_with(Kind::TrioSingle, 1, 1, from),
            Kind::TrioPair => self.trios_with(Kind::TrioPair, 1, 2, from),
            Kind::AirplaneSingles | Kind::AirplanePairs => {
                let each = if kind == Kind::AirplaneSingles { 1 } else { 2 };
                match len {
                    Some(l) => self.trios_with(kind, l, each, from),
                    None => {
                        for l in 2..=(ACE + 1) {
                            self.trios_with(kind, l, each, from);
                        }
                    }
                }
            }
            Kind::FourTwoSingles => self.four_with(Kind::FourTwoSingles, 1, from),
            Kind::FourTwoPairs => self.four_with(Kind::FourTwoPairs, 2, from),
            Kind::Bomb | Kind::Rocket => {}
        }
    }

    fn push(&mut self, kind: Kind, main: usize, len: usize, cards: [u8; RANKS]) {
        self.out.push(Combo {
            kind,
            main: DdzRank::new(main),
            len: len_u8(len),
            cards: RankCounts::from_counts(cards),
        });
    }

    /// `size` cards of one rank, for ranks `from..=top`.
    fn groups(&mut self, kind: Kind, size: u8, from: usize, top: usize) {
        for r in from..=top {
            if self.c[r] >= size {
                let mut cards = [0; RANKS];
                cards[r] = size;
                self.push(kind, r, 1, cards);
            }
        }
    }

    /// Runs of `width`-of-a-rank from 3 to A, at least the kind's minimum length.
    fn chains(&mut self, kind: Kind, width: u8, from: usize, len: Option<usize>) {
        let min = usize::from(min_chain(kind));
        for start in from..=ACE {
            let mut run = 0;
            while start + run <= ACE && self.c[start + run] >= width {
                run += 1;
            }
            let lens = match len {
                Some(l) => l..=l,
                None => min..=run,
            };
            for l in lens {
                if l > run || l < min {
                    continue;
                }
                let mut cards = [0; RANKS];
                cards[start..start + l].fill(width);
                self.push(kind, start, l, cards);
            }
        }
    }

    /// `len` trios (consecutive from 3 to A when more than one; a lone trio may be of 2s) with
    /// `len` kickers of `each` cards, of distinct ranks outside the trios; never both jokers
    /// as singles.
    fn trios_with(&mut self, kind: Kind, len: usize, each: u8, from: usize) {
        let top = if len == 1 { TWO } else { ACE };
        for start in from..=top {
            if start + len - 1 > top {
                break;
            }
            if (start..start + len).any(|r| self.c[r] < 3) {
                continue;
            }
            let mut candidates = Vec::with_capacity(RANKS);
            for r in 0..RANKS {
                let outside = r < start || r >= start + len;
                if outside && self.c[r] >= each && (each == 1 || r <= TWO || self.four) {
                    candidates.push(r);
                }
            }
            let mut base = [0u8; RANKS];
            base[start..start + len].fill(3);
            for_each_combination(&candidates, len, |picked| {
                if each == 1 && picked.contains(&BLACK) && picked.contains(&RED) {
                    return;
                }
                let mut cards = base;
                for &r in picked {
                    cards[r] = each;
                }
                self.push(kind, start, len, cards);
            });
        }
    }

    /// Four of a rank with two singles or two pairs of distinct other ranks (3 players).
    fn four_with(&mut self, kind: Kind, each: u8, from: usize) {
        for q in from..=TWO {
            if self.c[q] < 4 {
                continue;
            }
            let candidates: Vec<usize> = (0..RANKS)
                .filter(|&r| r != q && self.c[r] >= each && (each == 1 || r <= TWO))
                .collect();
            for_each_combination(&candidates, 2, |picked| {
                if picked.contains(&BLACK) && picked.contains(&RED) {
                    return;
                }
                let mut cards = [0u8; RANKS];
                cards[q] = 4;
                for &r in picked {
                    cards[r] = each;
                }
                self.push(kind, q, 1, cards);
            });
        }
    }

    /// Bombs: four of a rank (3p); four to eight of a rank, each size a play of its own (4p).
    fn bombs(&mut self) {
        for r in 0..=TWO {
            let max = if self.four {
                self.c[r]
            } else {
                self.c[r].min(4)
            };
            for size in 4..=max {
                let mut cards = [0; RANKS];
                cards[r] = size;
                self.push(Kind::Bomb, r, usize::from(size), cards);
            }
        }
    }

    fn rocket(&mut self) {
        let need = if self.four { 2 } else { 1 };
        if self.c[BLACK] >= need && self.c[RED] >= need {
            let mut cards = [0; RANKS];
            cards[BLACK] = need;
            cards[RED] = need;
            self.push(Kind::Rocket, RED, usize::from(2 * need), cards);
        }
    }
}

/// Calls `f` with every `k`-subset of `items`, in lexicographic order.
fn for_each_combination(items: &[usize], k: usize, mut f: impl FnMut(&[usize])) {
    let n = items.len();
    if k > n {
        return;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    let mut picked = vec![0; k];
    loop {
        for (p, &i) in picked.iter_mut().zip(&idx) {
            *p = items[i];
        }
        f(&picked);
        // Advance to the next combination.
        let mut i = k;
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            if idx[i] != i + n - k {
                break;
            }
            if i == 0 {
                return;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::combos::classify;
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    fn rc(s: &str) -> RankCounts {
        RankCounts::parse(s).unwrap()
    }

    fn plays(hand: &str, p: Players, follow: Option<&str>) -> BTreeSet<String> {
        let f = follow.map(|f| classify(&rc(f), p).unwrap());
        legal_plays(&rc(hand), p, f.as_ref())
            .iter()
            .map(|c| c.cards.to_string())
            .collect()
    }

    /// Every sub-multiset of `hand` that classifies (and beats `follow`), the slow way.
    fn brute(hand: &RankCounts, p: Players, follow: Option<&Combo>) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let c = *hand.counts();
        let mut cur = [0u8; RANKS];
        fn rec(
            i: usize,
            c: &[u8; RANKS],
            cur: &mut [u8; RANKS],
            p: Players,
            follow: Option<&Combo>,
            out: &mut BTreeSet<String>,
        ) {
            if i == RANKS {
                let cards = RankCounts::from_counts(*cur);
                if let Ok(combo) = classify(&cards, p)
                    && follow.is_none_or(|f| combo.beats(f))
                {
                    out.insert(cards.to_string());
                }
                return;
            }
            for k in 0..=c[i] {
                cur[i] = k;
                rec(i + 1, c, cur, p, follow, out);
            }
            cur[i] = 0;
        }
        rec(0, &c, &mut cur, p, follow, &mut out);
        out
    }

    #[test]
    fn combinations_helper() {
        let mut seen = Vec::new();
        for_each_combination(&[1, 2, 3, 4], 2, |p| seen.push(p.to_vec()));
        assert_eq!(seen.len(), 6);
        assert_eq!(seen[0], vec![1, 2]);
        assert_eq!(seen[5], vec![3, 4]);
        let mut n = 0;
        for_each_combination(&[1, 2], 3, |_| n += 1);
        assert_eq!(n, 0);
    }

    #[test]
    fn small_hand_lead() {
        let got = plays("3334BR", Players::Three, None);
        let want: BTreeSet<String> = [
            "3", "4", "B", "R", "33", "333", "3334", "333B", "333R", "BR",
        ]
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn follow_needs_same_kind_and_length() {
        let got = plays("3456789TJ2222", Players::Three, Some("34567"));
        assert!(got.contains("45678") && got.contains("56789") && got.contains("789TJ"));
        assert!(!got.contains("3456789"), "length must match");
        assert!(got.contains("2222"), "bomb beats a straight");
        assert!(!got.contains("34567"), "equal does not beat");
    }

    #[test]
    fn nothing_beats_the_rocket() {
        assert!(plays("2222BR", Players::Three, Some("BR")).is_empty());
        assert!(plays("22222222BBRR", Players::Four, Some("BBRR")).is_empty());
    }

    #[test]
    fn four_player_bombs_by_size() {
        // Five 2s: only a bigger bomb (six or more cards) or the rocket beats them.
        assert!(plays("3333344444", Players::Four, Some("22222")).is_empty());
        let got = plays("333333444BBRR", Players::Four, Some("22222"));
        let want: BTreeSet<String> = ["333333", "BBRR"]
            .iter()
            .map(std::string::ToString::to_string)
            .collect();
        assert_eq!(got, want);
        // Equal size compares rank.
        let got = plays("4444433333", Players::Four, Some("33333"));
        assert!(got.contains("44444") && !got.contains("33333") && !got.contains("4444"));
    }

    #[test]
    fn lead_matches_brute_force_on_samples() {
        for (hand, p) in [
            ("333444555BR", Players::Three),
            ("3344556677", Players::Three),
            ("33334444", Players::Three),
            ("3333442BR", Players::Three),
            ("333444BBRR", Players::Four),
            ("33333444556", Players::Four),
        ] {
            let h = rc(hand);
            let got: BTreeSet<String> = legal_plays(&h, p, None)
                .iter()
                .map(|c| c.cards.to_string())
                .collect();
            assert_eq!(got, brute(&h, p, None), "{hand}");
        }
    }

    fn arb_hand(p: Players, max: usize) -> impl Strategy<Value = RankCounts> {
        let (each, jokers) = p.copies();
        let mut deck = Vec::new();
        for r in 0..RANKS {
            let copies = if r >= BLACK { jokers } else { each };
            for _ in 0..copies {
                deck.push(DdzRank::new(r));
            }
        }
        proptest::sample::subsequence(deck, 0..=max).prop_map(RankCounts::from_ranks)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// The generator agrees with brute force over all sub-multisets, leading and
        /// following, and never yields a play twice.
        #[test]
        fn agrees_with_brute_force_3p(hand in arb_hand(Players::Three, 11),
                                      follow in arb_hand(Players::Three, 8)) {
            let p = Players::Three;
            let lead = legal_plays(&hand, p, None);
            let names: Vec<String> = lead.iter().map(|c| c.cards.to_string()).collect();
            let set: BTreeSet<String> = names.iter().cloned().collect();
            prop_assert_eq!(names.len(), set.len(), "duplicates in {:?}", names);
            prop_assert_eq!(&set, &brute(&hand, p, None));
            for c in &lead {
                let again = classify(&c.cards, p).unwrap();
                prop_assert_eq!((again.kind, again.main, again.len), (c.kind, c.main, c.len));
            }
            if let Ok(f) = classify(&follow, p) {
                let got: BTreeSet<String> = legal_plays(&hand, p, Some(&f)).iter().map(|c| c.cards.to_string()).collect();
                prop_assert_eq!(got, brute(&hand, p, Some(&f)));
            }
        }

        #[test]
        fn agrees_with_brute_force_4p(hand in arb_hand(Players::Four, 12),
                                      follow in arb_hand(Players::Four, 8)) {
            let p = Players::Four;
            let lead = legal_plays(&hand, p, None);
            let names: Vec<String> = lead.iter().map(|c| c.cards.to_string()).collect();
            let set: BTreeSet<String> = names.iter().cloned().collect();
            prop_assert_eq!(names.len(), set.len(), "duplicates in {:?}", names);
            prop_assert_eq!(&set, &brute(&hand, p, None));
            if let Ok(f) = classify(&follow, p) {
                let got: BTreeSet<String> = legal_plays(&hand, p, Some(&f)).iter().map(|c| c.cards.to_string()).collect();
                prop_assert_eq!(got, brute(&hand, p, Some(&f)));
            }
        }
    }
}

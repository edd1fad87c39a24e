//! Why the 幺地人 bot suggests a move (`/hint`), in one reason read off the move: a win
//! (docs/rules/yaodiren.md#winning-胡), a 杀 or 吐火 the rules make mandatory
//! (docs/rules/yaodiren.md#claims), sitting a weak hand out; the rest by the search.

use super::{Action, Claim, Info};
use crate::games::HintReason;

pub fn hint_reason(_info: &Info, action: &Action) -> HintReason {
    match action {
        Action::Claim(Claim::Hu) => HintReason::Win,
        Action::Claim(Claim::Sha | Claim::Tuhuo) => HintReason::Only,
        Action::Fold => HintReason::Fold,
        _ => HintReason::Best,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Config, Yaodiren};
    use super::*;
    use crate::games::Game;

    #[test]
    fn a_win_a_mandatory_claim_and_a_fold_say_so_and_the_rest_defer_to_the_search() {
        let game = Yaodiren::new(Config::default(), 1).unwrap().game;
        let info = game.info_state(game.to_act()[0]).unwrap();
        assert_eq!(
            hint_reason(&info, &Action::Claim(Claim::Hu)),
            HintReason::Win
        );
        assert_eq!(
            hint_reason(&info, &Action::Claim(Claim::Sha)),
            HintReason::Only
        );
        assert_eq!(hint_reason(&info, &Action::Fold), HintReason::Fold);
        assert_eq!(hint_reason(&info, &Action::Open), HintReason::Best);
    }
}

# 幺地人（长牌）：事件、视图和拒绝理由。

ydr-claim-chi = 吃
ydr-claim-peng = 碰
ydr-claim-sha = 杀
ydr-claim-tuhuo = 吐火
ydr-claim-hu = 胡

ydr-fan-yaodiren = { $count } 张{ $tile }（幺地人坎）：{ $fan } 番
ydr-fan-five = 5 张{ $tile }：1 番
ydr-fan-all-identical = 对对胡：1 番
ydr-fan-all-red = 全红：1 番
ydr-fan-all-black = 全黑：1 番
ydr-fan-extra-tuo = 超出的砣数：{ $fan } 番

ydr-dealt = 第 { $hand } 局：{ $name } 坐庄（庄家 21 张，闲家各 20 张；余牌 { $stock } 张）。起牌吗？
ydr-your-hand = 你的牌（{ $count } 张）：{ $tiles }
ydr-opened = { $name } 起牌。
ydr-did-not-open = { $name } 不起牌。
ydr-nobody-opened = 无人起牌：原庄家重新发牌。
ydr-joined = { $name } 打这一局。
ydr-folded = { $name } 这一局不打。
ydr-extra-draws = { $name } 偷牌 { $count } 张。
ydr-drew = 你摸到 { $tile }。
ydr-discarded = { $name } 打出 { $tile }。
ydr-flipped = { $name } 从余牌翻出 { $tile }。
ydr-claim-options = 你可以要 { $tile }：{ $options }——或者过。
ydr-claim-options-mandatory = 你必须要 { $tile }：{ $options }。
ydr-answer-pass = 过
ydr-answered = 你的选择：{ $answer }。
ydr-answered-automatically = 已自动为你执行（必须）：{ $answer }。
ydr-claimed = { $name } { $claim }了 { $from } 的 { $tile }：{ $kan }。
ydr-claimed-own-flip = { $name } { $claim }了自己翻出的 { $tile }：{ $kan }。
ydr-kill-draw = { $name } 摸到 { $tile }（亮给大家看）。
ydr-locked-peng = 你没有碰 { $tile }：本局不能再碰这张牌。
ydr-locked-win = 你没有用 { $tile } 胡：本局不能再以碰的方式胡这张牌。
ydr-won = 🀄 { $name } 胡了！{ $tiles }
ydr-won-own-flip = 🀄 { $name } 胡了自己翻出的 { $tile }！{ $tiles }
ydr-won-on = 🀄 { $name } 胡了 { $from } 的 { $tile }！{ $tiles }
ydr-exhausted = 余牌摸完，本局荒牌；庄家不变。
ydr-uncontested = 打的人不足两位：本局作废。
ydr-hand-won = { $name }：{ $kans } —— { $tuo } 砣，{ $fan } 番，每家付 { $stake }。
ydr-hand-over = 第 { $hand } 局结束：{ $scores }
ydr-seat-left = 有玩家退出：该座位由机器人接着打，下一局重新确立庄家。
ydr-forfeited = { $name } 认输。

ydr-view-estimate = 起牌估算：{ $tuo }/{ $threshold } 砣，{ $kans }/7 坎。
ydr-stage-opening = 起牌
ydr-stage-joining = 打或不打
ydr-stage-discard = 打牌
ydr-stage-claim = 要牌
ydr-stage-over = 比赛结束
ydr-view-hand = 第 { $hand }/{ $hands } 局（庄家 { $dealer }）：{ $stage }。余牌：{ $stock }。
ydr-view-concealed = 暗牌 { $count } 张
ydr-view-river = 最近打出的牌：{ $tiles }

ydr-no-split-count = 7 坎需要 { $min } 到 { $max } 张牌，而不是 { $got } 张。
ydr-no-split-copies = 每种牌只有 5 张，不可能有 { $count } 张{ $tile }。
ydr-no-split-kans = 凑不成 7 坎：最多 { $kans } 坎，剩下 { $leftover }。

ydr-error-over = 比赛已结束。
ydr-error-not-your-turn = 现在没有你的事。
ydr-error-not-now = 这一步现在不能做。
ydr-error-cannot-open = 你的牌不能起牌：最多 { $tuo }/{ $threshold } 砣、{ $kans }/7 坎。
ydr-error-not-held = 你手里没有 { $tile }。
ydr-error-not-entitled = 你不能{ $claim }这张牌。
ydr-error-peng-barred = 本局早些时候你没有碰 { $tile }。
ydr-error-win-barred = 本局早些时候你没有用 { $tile } 胡。
ydr-error-no-such-chi = { $with } 和 { $tile } 凑不成一坎。
ydr-error-must-claim = 这里必须{ $claim }。
ydr-error-not-a-win = 你的牌凑不成砣数足够的 7 坎。
ydr-error-win-after-claim = 吃或碰之后要出牌：用这张牌胡，得在轮到时直接选胡。

# Buttons
ydr-button-open = 起牌
ydr-button-not-open = 不起牌
ydr-button-play = 打这一局
ydr-button-fold = 这一局不打
ydr-passing-this-hand = 本局余下的吃、碰你都过（能胡时仍会问你，杀和吐火照常执行）。
ydr-standing-passed = 已按你的设置自动过了{ $tile }（本局吃、碰都过）。
ydr-button-pass-hand = 本局吃碰都过
ydr-error-standing-pass-over-win = 这张牌你能胡：请选胡，或者只过这一张。“都过”不会替你放弃胡牌。

# 幺地人（长牌）：事件、视图和拒绝理由。用词见 docs/glossary/yaodiren.md。

ydr-claim-chi = 吃
ydr-claim-peng = 碰
ydr-claim-sha = 杀
ydr-claim-tuhuo = 吐火
ydr-kan = （{ $tiles }）
ydr-claim-chi-with = { $claim }（{ $tiles }）
ydr-claim-hu = 胡

ydr-fan-yaodiren = { $count }张{ $tile }（幺地人坎）：{ $fan }番
ydr-fan-five = 5 张{ $tile }：1 番
ydr-fan-all-identical = 对对胡：1 番
ydr-fan-all-red = 全红：1 番
ydr-fan-all-black = 全黑：1 番
ydr-fan-extra-tuo = 多出的砣：{ $fan }番

ydr-dealt = 第{ $hand }轮：{ $name }坐庄（庄家 21 张，闲家各 20 张，底牌还剩{ $stock }张）。起不起牌？
ydr-your-hand = 你的牌（{ $count }张）：{ $tiles }
ydr-opened = { $name }起牌。
ydr-did-not-open = { $name }不起牌。
ydr-cannot-open = 你的牌起不了（最多{ $tuo }/{ $threshold }砣、{ $kans }/7 坎），已自动替你不起牌。
ydr-nobody-opened = 没人起牌，原庄家重新发牌。
ydr-joined = { $name }打这一轮。
ydr-folded = { $name }这一轮不打。
ydr-extra-draws = { $name }偷牌{ $count }张。
ydr-drew = 你摸到{ $tile }。
ydr-discarded = { $name }打出{ $tile }。
ydr-flipped = { $name }从底牌翻出{ $tile }。
ydr-claim-options = { $tile }：你可以{ $options }，也可以过。
ydr-claim-options-mandatory = { $tile }：你必须{ $options }。
ydr-answer-pass = 过
ydr-answered = 你选了：{ $answer }。
ydr-answered-automatically = 这张必须要，已经替你{ $answer }。
ydr-claimed = { $name }{ $claim }了{ $from }的{ $tile }：{ $kan }。
ydr-claimed-own-flip = { $name }{ $claim }了自己翻出的{ $tile }：{ $kan }。
ydr-kill-draw = { $name }摸到{ $tile }（亮给大家看）。
ydr-locked-peng = 你放过了{ $tile }的碰，这一轮不能再碰这张牌。
ydr-locked-win = 你放过了用{ $tile }胡牌，这一轮不能再靠碰这张牌胡。
ydr-won = 🀄 { $name }胡牌！{ $tiles }
ydr-won-own-flip = 🀄 { $name }胡了自己翻出的{ $tile }！{ $tiles }
ydr-won-on = 🀄 { $name }胡了{ $from }的{ $tile }！{ $tiles }
ydr-exhausted = 底牌摸完，这一轮荒牌，庄家连庄。
ydr-uncontested = 打的人不到两个，这一轮作废。
ydr-hand-won = { $name }：{ $kans } —— { $tuo }砣，{ $fan }番，本轮其余打牌的各家各付{ $stake }分。
ydr-hand-over = 第{ $hand }轮结束：{ $scores }
ydr-forfeited = { $name }认输。
ydr-seat-left = 有玩家退出了：这个座位由机器人接着打，下一轮重新定庄。

ydr-view-estimate = 起牌估算：{ $tuo }/{ $threshold }砣，{ $kans }/7 坎。
ydr-stage-opening = 起牌
ydr-stage-joining = 打还是不打
ydr-stage-discard = 打牌
ydr-stage-claim = 要牌
ydr-stage-over = 比赛结束
ydr-view-hand = 第{ $hand }轮（共{ $hands }轮，{ $dealer }坐庄）：{ $stage }。底牌还剩{ $stock }张。
ydr-view-concealed = { $name }：暗牌{ $count }张
ydr-payment = { $name } { $pay }（累计 { $total }）
ydr-view-river = 最近打出的牌：{ $tiles }

ydr-no-split-count = 7 坎要{ $min }到{ $max }张牌，不是{ $got }张。
ydr-no-split-copies = 每种牌只有 5 张，不可能有{ $count }张{ $tile }。
ydr-no-split-kans = 凑不成 7 坎：最多{ $kans }坎，剩下{ $leftover }。

ydr-error-over = 比赛已经结束了。
ydr-error-not-your-turn = 现在不需要你操作。
ydr-error-not-now = 现在不能这样做。
ydr-error-cannot-open = 你的牌起不了：最多{ $tuo }/{ $threshold }砣、{ $kans }/7 坎。
ydr-error-not-held = 你手里没有{ $tile }。
ydr-error-not-entitled = 这张牌你不能{ $claim }。
ydr-error-peng-barred = 这一轮你已放过{ $tile }的碰，不能再碰。
ydr-error-win-barred = 这一轮你已放过用{ $tile }胡牌，不能再胡这张。
ydr-error-no-such-chi = { $with }和{ $tile }凑不成一坎。
ydr-error-must-claim = 这张必须{ $claim }。
ydr-error-not-a-win = 你的牌凑不成砣数够的 7 坎，还不能胡。
ydr-error-win-after-claim = 吃或碰之后要打出一张牌；想用那张牌胡，得在它打出来时直接选胡。

# Buttons
ydr-button-pass = 过
ydr-button-discard = 打 { $tile }
ydr-button-open = 起牌
ydr-button-not-open = 不起牌
ydr-button-play = 打这一轮
ydr-button-fold = 这一轮不打
ydr-passing-this-hand = 这一轮余下的吃、碰你都过（能胡的时候照样问你，杀和吐火照常）。
ydr-standing-passed = 按你的设定，{ $tile }已自动过（这一轮吃、碰都过）。
ydr-button-pass-hand = 这一轮吃碰都过
ydr-error-standing-pass-over-win = 这张牌你能胡：请选胡，或者只过这一张。“都过”不会替你放弃胡牌。

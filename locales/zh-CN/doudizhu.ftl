# 斗地主：事件、视图和拒绝理由。用词见 docs/glossary/doudizhu.md。

ddz-kind-single = 单张
ddz-kind-pair = 对子
ddz-kind-trio = 三张
ddz-kind-trio-single = 三带一
ddz-kind-trio-pair = 三带二
ddz-kind-straight = 顺子
ddz-kind-pair-straight = 连对
ddz-kind-airplane = 飞机
ddz-kind-airplane-singles = 飞机带单
ddz-kind-airplane-pairs = 飞机带对
ddz-kind-four-two-singles = 四带二
ddz-kind-four-two-pairs = 四带两对
ddz-kind-bomb = 炸弹
ddz-kind-rocket = 王炸

ddz-bid-word-pass = 不叫
ddz-button-bid = 叫{ $bid }分
ddz-button-play = 出 { $cards }
ddz-button-no-bid = 不叫
ddz-button-pass = 不出
ddz-dealt = 发牌完毕（第{ $deal }次发牌）。{ $name }先叫分：可以叫 1 分、2 分、3 分或不叫。
ddz-dealt-face-up = 发牌完毕（第{ $deal }次发牌）。翻开的那张牌{ $card }发给了{ $name }，由{ $name }先叫分：可以叫 1 分、2 分、3 分或不叫。
ddz-your-hand = 你的手牌（{ $count }张）：{ $cards }
ddz-bid = { $name }叫{ $bid }分。
ddz-bid-pass = { $name }不叫。
ddz-hand-over = 第{ $hand }局结束（共{ $hands }局）。总分：{ $totals }
ddz-view-match = 第{ $hand }局（共{ $hands }局）· 总分：{ $totals }
ddz-all-passed = 没人叫分，重新洗牌发牌。
ddz-landlord = { $name }叫{ $bid }分当地主，拿走底牌：{ $kitty }。
ddz-played = { $name }出{ $cards }（{ $kind }）。{ $left ->
    [0] 牌出完了！
    [1] ⚠ 只剩 1 张了！
    [2] ⚠ 只剩 2 张了！
   *[other] 还剩{ $left }张。
}
ddz-passed = { $name }不出。
ddz-cannot-beat = 你要不起{ $cards }，已自动不出。
ddz-doubled = 💥 翻倍！现在农民每人输赢{ $stake }分。
ddz-trick-won = 其他人都不要，{ $name }接着出牌。
ddz-forfeited = { $name }认输。
ddz-revealed = 剩余的牌：{ $hands }
ddz-landlord-wins = 地主{ $name }赢了！农民每人输{ $stake }分。
ddz-farmers-win = 农民赢了，地主{ $name }输了！农民每人赢{ $stake }分。
ddz-spring = 春天！分数再翻一倍。
ddz-reverse-spring = 反春！分数再翻一倍。

ddz-view-auction = 叫分中：目前最高{ $bid }分。
ddz-view-auction-none = 叫分中：还没人叫分。
ddz-view-landlord = 地主：{ $name }（叫{ $bid }分，当前农民每人输赢{ $stake }分）。
ddz-view-kitty = 底牌：{ $cards }
ddz-view-to-beat = 场上的牌：{ $name }出的{ $cards }（{ $kind }）。
ddz-view-counts = 剩余张数：{ $counts }

ddz-invalid-empty = 没有选牌
ddz-invalid-deck = 整副牌里没有这么多{ $rank }
ddz-invalid-four-players = 四人斗地主不能出{ $kind }
ddz-invalid-both-jokers = 大小王不能一起当带牌
ddz-invalid-kickers = 带牌之间、带牌和主牌的点数都不能相同
ddz-invalid-chain-two = 顺子、连对和飞机里不能有 2 或王
ddz-invalid-chain-short = { $kind }至少要{ $min }个连续的点数
ddz-invalid-mixed-jokers = 大王和小王不算对子
ddz-invalid-none = 这几张牌不成牌型

ddz-error-over = 这一局已经结束了。
ddz-error-not-bidding = 叫分已经结束，请出牌或者不出。
ddz-error-still-bidding = 还在叫分：叫 1 分、2 分、3 分或不叫。
ddz-error-bid-too-low = 叫{ $bid }分不够，必须高于{ $top }分。
ddz-error-not-held = 你手里没有{ $cards }。
ddz-error-not-combo = { $cards }不成牌型：{ $why }。
ddz-error-must-match = 要压{ $target }（{ $target_kind }），必须出张数相同的同种牌型，或者出炸弹、王炸；{ $kind }不行。
ddz-error-too-low = { $cards }压不过{ $target }。
ddz-error-must-lead = 轮到你出牌，什么牌型都可以出。

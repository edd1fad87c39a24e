# 斗地主：事件、视图和拒绝理由。

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
ddz-kind-four-two-singles = 四带二（单）
ddz-kind-four-two-pairs = 四带二（对）
ddz-kind-bomb = 炸弹
ddz-kind-rocket = 王炸

ddz-bid-word-pass = 不叫
ddz-dealt = 发牌完毕（第 { $deal } 次）。{ $name } 先叫分：叫 1、2、3 分或不叫。
ddz-dealt-face-up = 发牌完毕（第 { $deal } 次）。翻开的明牌 { $card } 发给了 { $name }，{ $name } 先叫分：叫 1、2、3 分或不叫。
ddz-your-hand = 你的手牌（{ $count } 张）：{ $cards }
ddz-bid = { $name } 叫 { $bid } 分。
ddz-bid-pass = { $name } 不叫。
ddz-all-passed = 无人叫分：重新洗牌发牌。
ddz-landlord = { $name } 以 { $bid } 分成为地主，收下底牌：{ $kitty }。
ddz-played = { $name } 出 { $cards }（{ $kind }）。{ $left ->
    [0] 牌已出完！
    [1] ⚠ 只剩 1 张！
    [2] ⚠ 只剩 2 张！
   *[other] 还剩 { $left } 张。
}
ddz-passed = { $name } 不要。
ddz-doubled = 💥 翻倍：每位农民 { $stake }。
ddz-trick-won = { $name } 赢得这一轮，由其出牌。
ddz-forfeited = { $name } 认输。
ddz-landlord-wins = 地主 { $name } 获胜！每位农民 { $stake }。
ddz-farmers-win = 农民击败了地主 { $name }！每位农民 { $stake }。
ddz-spring = 春天：再翻一倍。
ddz-reverse-spring = 反春：再翻一倍。

ddz-view-auction = 叫分中：当前最高 { $bid }。
ddz-view-auction-none = 叫分中：还没有人叫分。
ddz-view-landlord = 地主：{ $name }（叫 { $bid } 分，当前 { $stake }）。
ddz-view-kitty = 底牌：{ $cards }
ddz-view-to-beat = 要压的牌：{ $name } 的 { $cards }（{ $kind }）。
ddz-view-counts = 剩余张数：{ $counts }

ddz-invalid-empty = 没有给出牌
ddz-invalid-deck = 这副牌里没有那么多 { $rank }
ddz-invalid-four-players = 四人斗地主不允许{ $kind }
ddz-invalid-both-jokers = 大小王不能同时作为带牌
ddz-invalid-kickers = 带的牌之间、以及与主体的点数都必须不同
ddz-invalid-chain-two = 顺子、连对和飞机不能包含 2 或王
ddz-invalid-chain-short = { $kind }至少需要 { $min } 个连续点数
ddz-invalid-mixed-jokers = 一张大王一张小王不算对子
ddz-invalid-none = 这些牌不成牌型

ddz-error-over = 本局已结束。
ddz-error-not-bidding = 叫分已结束：请出牌或不要。
ddz-error-still-bidding = 还在叫分：叫 1、2、3 分或不叫。
ddz-error-bid-too-low = 叫 { $bid } 没有超过当前的 { $top } 分。
ddz-error-not-held = 你手里没有 { $cards }。
ddz-error-not-combo = { $cards } 不成牌型：{ $why }。
ddz-error-must-match = 必须用同样牌型、同样长度的牌压过 { $target }（{ $target_kind }），或者用炸弹；{ $kind }不行。
ddz-error-too-low = { $cards } 压不过 { $target }。
ddz-error-must-lead = 这一轮由你先出：请出任意牌型。

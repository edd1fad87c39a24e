# 芝加哥：事件、视图和拒绝理由。

chicago-cat-high-card = 高牌
chicago-cat-pair = 一对
chicago-cat-two-pair = 两对
chicago-cat-three-of-a-kind = 三条
chicago-cat-straight = 顺子
chicago-cat-flush = 同花
chicago-cat-full-house = 葫芦
chicago-cat-four-of-a-kind = 四条
chicago-cat-straight-flush = 同花顺
chicago-cat-royal-flush = 皇家同花顺

chicago-scoring-first = 第一次换牌
chicago-scoring-second = 第二次换牌
chicago-scoring-final = 最终牌型

chicago-dealt = 第 { $deal } 轮：{ $name } 发牌，每人 5 张。
chicago-your-hand = 你的手牌：{ $cards }
chicago-exchange-round = 第 { $round } 次换牌：弃 0–5 张并摸同样张数（discard 不带牌表示不换）。
chicago-stood-pat = { $name } 不换牌。
chicago-exchanged = { $name } 换了 { $count } 张。
chicago-drew = 你弃了 { $thrown }，摸到 { $drawn }。
chicago-locked = { $name } 已有 { $score } 分，不能换牌。
chicago-reshuffled = 牌堆用完：把之前弃掉的 { $count } 张洗成新牌堆。
chicago-showdown-best = { $end ->
    [yes] 这副牌结束时
   *[no] { $when }后
}最好的牌型：{ $name } 的{ $category }（{ $cards }）。
chicago-showdown-tie = { $end ->
    [yes] 这副牌结束时
   *[no] { $when }后
}：{ $names } 同为{ $category }——无人得分。
chicago-showdown-none = { $end ->
    [yes] 这副牌结束时
   *[no] { $when }后
}：无人有对子——无人得分。
chicago-points = { $name } { $change }（{ $why }）→ { $total }。
chicago-for-last-trick = 最后一墩
chicago-for-chicago-made = 芝加哥成功
chicago-for-chicago-failed = 芝加哥失败
chicago-for-forfeit = 认输
chicago-call-asked = 喊芝加哥？{ $names } 可以宣布赢下全部五墩（declare chicago，或 pass）。
chicago-call-declared = 📣 { $name } 喊芝加哥：要赢下全部五墩！
chicago-call-declined = { $name } 不喊芝加哥。
chicago-tricks-begin = 打墩：{ $name } 首攻。有同花色必须跟；只有最后一墩计分（5 分）。
chicago-played = { $name } 出 { $card }（第 { $trick } 墩）。
chicago-trick-won = { $name } 赢得第 { $trick } 墩。
chicago-deal-over = 第 { $deal } 轮结束：{ $scores }。
chicago-tie-at-top = { $names } 以 { $score } 分并列第一：再打一轮。
chicago-forfeited = { $name } 认输。
chicago-end-target = 达到目标分
chicago-end-royal = 皇家同花顺
chicago-end-forfeit = 有玩家认输
chicago-match-over = 🏆 { $names } 获胜（{ $why }）。最终得分：{ $scores }。

chicago-stage-exchange = 第 { $round } 次换牌
chicago-stage-call = 喊芝加哥
chicago-stage-tricks = 第 { $trick }/5 墩
chicago-stage-over = 比赛结束
chicago-view-deal = 第 { $deal } 轮（发牌 { $dealer }）：{ $stage }。目标 { $target } 分。
chicago-view-scores = 得分：{ $scores }
chicago-view-trick = 本墩：{ $plays }

chicago-error-over = 比赛已结束。
chicago-error-not-exchanging = 现在不是换牌：请出一张牌。
chicago-error-not-held = 你手里没有 { $card }。
chicago-error-repeated = { $card } 写了两次。
chicago-error-call-not-played = 这桌不玩喊芝加哥。
chicago-error-not-calling = 现在没有人被问是否喊芝加哥。
chicago-error-not-playing = 还没开始打墩。
chicago-error-follow-suit = 必须跟花色：首攻是 { $lead }，你有这个花色（{ $card } 不是）。
chicago-hand-count = 一手扑克牌是 5 张，不是 { $got } 张。
chicago-hand-joker = 芝加哥不用王牌（{ $card }）。

# Buttons
chicago-button-stand-pat = 不换牌（五张都留）
chicago-button-declare = 喊芝加哥

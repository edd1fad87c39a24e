# 芝加哥：事件、视图和拒绝理由。用词见 docs/glossary/chicago.md。

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
# A category in running text: the name as it is (English adds an article).
chicago-cat-in-text = { $category }

chicago-scoring-first = 第一次换牌
chicago-scoring-second = 第二次换牌
chicago-scoring-final = 打完五墩

chicago-dealt = 第{ $deal }轮：{ $name }发牌，每人 5 张。
chicago-your-hand = 你的手牌：{ $cards }
chicago-your-hand-value = 你的手牌：{ $cards }（{ $category }）
chicago-exchange-round = 第{ $round }次换牌：扔掉 0–5 张，再摸同样张数（选“不换”就一张不换）。
chicago-stood-pat = { $name }不换。
chicago-exchanged = { $name }换了{ $count }张。
chicago-drew = 你扔掉{ $thrown }，摸到{ $drawn }。
chicago-locked = { $name }已经有{ $score }分，不能再换牌。
chicago-reshuffled = 牌摸完了，把之前扔掉的{ $count }张洗一洗接着摸。
chicago-showdown-best = { $end ->
    [yes] 打完五墩后
   *[no] { $when }后
}比牌：{ $name }的{ $category }最大（{ $cards }）。
chicago-showdown-tie = { $end ->
    [yes] 打完五墩后
   *[no] { $when }后
}比牌：{ $names }都是{ $category }，打平，没人得分。
chicago-showdown-none = { $end ->
    [yes] 打完五墩后
   *[no] { $when }后
}比牌：谁都没有一对，没人得分。
chicago-points = { $name } { $change } 分（{ $why }），累计{ $total }分。
chicago-for-last-trick = 赢最后一墩
chicago-for-chicago-made = 芝加哥成功
chicago-for-chicago-failed = 芝加哥失败
chicago-for-forfeit = 认输
chicago-call-asked = 喊不喊芝加哥？{ $names }可以喊芝加哥，表示要赢下全部五墩（喊芝加哥或不喊）。
chicago-call-declared = 📣 { $name }喊了芝加哥：五墩全拿！
chicago-call-declined = { $name }不喊。
chicago-tricks-begin = 开始打墩：{ $name }先出。有同花色必须跟；只有最后一墩得分（5 分）。
chicago-played = { $name }出{ $card }（第{ $trick }墩）。
chicago-trick-won = { $name }赢了第{ $trick }墩。
chicago-deal-over = 第{ $deal }轮结束：{ $scores }。
chicago-tie-at-top = { $names }都是{ $score }分，并列第一，再打一轮。
chicago-forfeited = { $name }认输。
chicago-end-target = 达到目标分
chicago-end-royal = 皇家同花顺
chicago-end-forfeit = 有人认输
chicago-match-over = 🏆 { $names }获胜（{ $why }）。最终得分：{ $scores }。

chicago-stage-exchange = 第{ $round }次换牌
chicago-stage-call = 喊芝加哥
chicago-stage-tricks = 第{ $trick }墩（共 5 墩）
chicago-stage-over = 比赛结束
chicago-view-deal = 第{ $deal }轮，{ $dealer }发牌：{ $stage }。{ $target }分获胜。
chicago-view-scores = 得分：{ $scores }
chicago-view-trick = 这一墩：{ $plays }

chicago-error-over = 比赛已经结束了。
chicago-error-not-exchanging = 现在不是换牌的时候，请出一张牌。
chicago-error-not-held = 你手里没有{ $card }。
chicago-error-repeated = { $card }写了两次。
chicago-error-call-not-played = 这桌不玩喊芝加哥。
chicago-error-not-calling = 现在没人在决定喊不喊芝加哥。
chicago-error-not-playing = 还没开始打墩。
chicago-error-follow-suit = 必须跟花色：领出的是{ $lead }，你手里有这个花色（{ $card }不是）。
chicago-hand-count = 一手牌是 5 张，不是{ $got }张。
chicago-hand-joker = 芝加哥不用大小王（{ $card }）。

# Buttons
chicago-button-stand-pat = 不换（五张都留着）
chicago-button-declare = 喊芝加哥
chicago-button-no-call = 不喊
chicago-button-discard = 换掉 { $cards }
chicago-button-play = 出 { $card }

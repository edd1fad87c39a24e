# 与具体游戏无关的拒绝理由。

error-no-table = 这个频道没有牌桌。用 /table new 开一桌。
error-table-open = 这里已经有一桌了。请先打完，或用 /table end 关闭。
error-already-seated = 你已经在这桌入座了。
error-table-full = 牌桌已满（{ $seats } 个座位）。
error-not-seated = 你没有在这桌入座。用 /table join 加入。
error-already-started = 游戏已经开始了。
error-not-started = 现在没有进行中的游戏。用 /table start 开始。
error-player-count = 已入座 { $have } 人，但这个游戏需要 { $need } 人。
error-not-allowed = 只有开桌的人或能管理频道的人才能这样做。
error-no-such-seat = 没有第 { $seat } 号座位。
error-ended = 这桌已经关闭。
error-not-your-turn = 还没轮到你：正在等 { $names }。
error-already-applied = 这个操作已经执行过了。
error-wrong-game = 这个操作属于另一个游戏。
error-option-unknown = 未知选项“{ $key }”。
error-option-value = 选项“{ $key }”：不允许“{ $value }”（应为 { $expected }）。
error-option-conflict = 选项“{ $key }={ $value }”不能与“{ $other }”同时使用。
error-deal-other-game = 这副牌是另一个游戏的。
error-bad-deal = 这副牌无法开局：{ $why }。
deal-hand-count = 应有 { $expected } 手牌，实际 { $got } 手
deal-hand-size = { $seat } 号座位应有 { $expected } 张牌，而不是 { $got } 张
deal-pile-size = { $pile } 应有 { $expected } 张牌，而不是 { $got } 张
deal-card-count = 牌中有 { $got } 张 { $card }，一副牌应有 { $expected } 张
deal-no-seat = 没有 { $seat } 号座位

expected-card = 一张牌，如 As、10h、Td 或 JK
expected-suit = 点数后面的花色：s h d c（或 ♠ ♥ ♦ ♣）
expected-face = 一个点数：3–9、T（或 10）、J、Q、K、A、2、B（小王）、R（大王）
expected-tile = 一张牌的名称（天、地、人……）、拼音（tian、di、ren……）或点数（6-6）
expected-something = 至少一张牌
error-notation = 看不懂“{ $token }”：应为{ $expected }。

arg-cards = 牌
arg-card = 一张牌
arg-tiles = 牌
arg-tile = 一张牌
arg-bid = 叫分：pass、1、2 或 3
arg-pile = 一堆：stock、1、2 或 3
arg-discard-pile = 一个弃牌堆：1、2 或 3
arg-claim = 要牌方式：chi、peng、sha、tuhuo 或 hu
arg-declaration = 一个宣告
arg-nothing = 无
error-verb-not-used = 这个游戏没有“{ $verb }”。
error-verb-not-now = 现在不能 { $verb }。
error-missing-argument = “{ $verb }”需要{ $expected }。
error-bad-argument = “{ $verb } { $token }”：应为{ $expected }。
error-extra-words = “{ $verb }”后面不跟别的：多了“{ $extra }”。
error-joker-word = 斗地主里没有叫“{ $token }”的牌：小王写 B，大王写 R。
error-chi-both-tiles = 吃要写出手里的两张牌：claim chi 牌 牌。
error-chi-both-tiles-ways = 吃要写出手里的两张牌：claim chi 牌 牌。可以：{ $ways }。
error-claim-not-open = 现在不能{ $claim }。
error-claim-not-open-others = 现在不能{ $claim }；可以{ $open }，或者过。
error-no-stand-in = 没有机器人在替你出牌。
deal-score-count = 应有 { $expected } 个起始分数，实际 { $got } 个
error-not-your-turn-claims = 还没轮到你：正在等待对刚出的牌要牌。
error-unknown-choice = 这个按钮不属于这张牌桌（可能来自旧的面板）。请用 /hand 重新打开手牌面板。

# 与具体游戏无关的拒绝理由。

error-no-table = 这个频道还没有牌桌，用 /{ cmd-table-name } { cmd-table-new-name } 开一桌。
error-table-open = 这里已经有一桌了。请先打完，或者用 /{ cmd-table-name } { cmd-table-end-name } 关掉。
error-already-seated = 你已经在这桌坐下了。
error-table-full = 牌桌满了（{ $seats }个座位）。
error-not-seated = 你没有在这桌入座，用 /{ cmd-table-name } { cmd-table-join-name } 加入。
error-already-started = 游戏已经开始了。
error-not-started = 现在没有在打的牌，用 /{ cmd-table-name } { cmd-table-start-name } 开始。
error-player-count = 现在坐了{ $have }个人，这个游戏要{ $need }个人。
error-not-allowed = 只有开桌的人或者能管理频道的人才能这样做。
error-rated-needs-league-moderator = 这局是计分的联赛对局：对局进行中，只有联赛管理员（拥有“管理服务器”权限，或在 /{ cmd-settings-name } 中设定的联赛管理员身份组）才能结束本桌或移出玩家。没有做任何更改。中途离开按输局计。
error-no-such-seat = 没有{ $seat }号座位。
error-ended = 这桌已经关了。
error-not-your-turn = 还没轮到你，正在等{ $names }。
error-already-applied = 这一步已经做过了。
error-wrong-game = 这一步是另一个游戏的。
error-option-unknown = 没有“{ $key }”这个选项。可用的选项：{ $known }
error-option-value = 选项“{ $key }”不能设为“{ $value }”（可以是{ $expected }）。
error-option-conflict = 选项“{ $key }={ $value }”不能和“{ $other }”一起用。
error-deal-other-game = 这副牌是另一个游戏的。
error-bad-deal = 这副牌开不了局：{ $why }。
deal-hand-count = 应该有{ $expected }手牌，实际是{ $got }手
deal-hand-size = { $seat }号座位应该有{ $expected }张牌，不是{ $got }张
deal-pile-size = { $pile }应该有{ $expected }张牌，不是{ $got }张
deal-card-count = 有{ $got }张{ $card }，一副牌里应该是{ $expected }张
deal-no-seat = 没有{ $seat }号座位

expected-card = 一张牌，比如 As、10h、Td 或 JK
expected-natural = 一张牌，比如 As、10h 或 Td（这个游戏没有王）
expected-suit = 点数后面跟花色：s h d c（或 ♠ ♥ ♦ ♣）
expected-face = 一个点数：3–9、T（或 10）、J、Q、K、A、2、B（小王）、R（大王）
expected-tile = 牌名（天牌、地牌、人牌……）、拼音（tian、di、ren……）或点数（6-6）
expected-something = 至少一张牌
error-notation = 看不懂“{ $token }”：这里要写{ $expected }。

arg-cards = 牌
arg-card = 一张牌
arg-tiles = 牌
arg-tile = 一张牌
arg-bid = 叫几分：1 分、2 分、3 分或不叫
arg-pile = 从哪里摸：牌堆，或弃牌堆 1、2、3
arg-discard-pile = 哪个弃牌堆：1、2 或 3
arg-claim = 怎么要：吃、碰、杀、吐火或胡
arg-declaration = 要喊的内容：芝加哥（喊芝加哥）
arg-nothing = 什么都不用写
error-verb-not-used = 这个游戏里没有“{ $verb }”。
error-verb-not-now = 现在不能“{ $verb }”。
error-missing-argument = “{ $verb }”后面要写{ $expected }。
error-bad-argument = “{ $verb } { $token }”：这里要写{ $expected }。
error-extra-words = “{ $verb }”后面不用再写东西，多了“{ $extra }”。
verb-in-sentence = “{ $verb }”
error-verbs-now = { $refusal }现在可以{ $verbs }。
error-joker-word = 斗地主里没有叫“{ $token }”的牌：小王写 B，大王写 R。
error-chi-both-tiles = 吃要写出手里的两张牌：吃 牌 牌。
error-chi-pair = “{ $first } { $second }”
error-chi-both-tiles-ways = 吃要写出手里的两张牌：吃 牌 牌。可以用{ $ways }。
error-claim-not-open = 现在不能{ $claim }。
error-claim-not-open-others = 现在不能{ $claim }；可以{ $open }，或者过。
error-no-stand-in = 没有机器人在替你打。
deal-score-count = 应该有{ $expected }个起始分，实际是{ $got }个
error-not-your-turn-claims = 还没轮到你，正在等大家决定要不要刚出的牌。
error-unknown-choice = 这个按钮不是这桌的（可能是旧面板上的）。请用 /{ cmd-hand-name } 打开新的面板。
error-moved-on = 这个按钮是牌局早些时候的，之后牌局已经往下走了，所以它什么也没做。请重新 /{ cmd-hint-name }，或用 /{ cmd-hand-name } 看你现在能走的牌。
error-table-damaged = 这个频道的牌桌恢复不了：保存的记录已经损坏，已单独隔离，这里没法再操作它。请找机器人的管理员修复或者关掉它。
error-served-elsewhere = 这张牌桌由机器人的另一个进程负责，这里的按钮用不了。请在牌桌所在的频道用斜杠命令（/{ cmd-bid-name }、/{ cmd-play-name }、/{ cmd-pass-name }）。
error-hints-off = 这桌关闭了提示：开桌时设了 hints=off（计入积分的牌桌默认如此，除非开桌时写 hints=on）。

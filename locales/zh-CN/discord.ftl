# The Discord frontend: replies, buttons, menus, DMs.

discord-opened = 牌桌已开。其他人用 /table join 入座；大家坐好后，用 /table start 发牌。
discord-done = 好了。
discord-acted = ✓ { $command }
discord-dm-closed = { $mention }，我无法给你发私信，所以你的手牌没法通过私信送达。请随时在本频道使用 /hand：只有你能看到回复。
discord-no-tables = 你没有坐在任何牌桌上。
discord-which-table = 你同时坐在几张牌桌上（{ $tables }）：请用 table 选项选一张。
discord-bad-table = “{ $table }”不是牌桌：请从列表中选择。
discord-table-choice = { $game }：{ $names }
discord-error-store = 牌桌暂时无法保存，所以什么都没有改变。请再试一次。
discord-guild-only = 请在牌桌所在的服务器频道（或子区）中使用这个命令。
discord-unknown = 我不认识这个命令或按钮（可能来自旧版本的机器人）。
discord-pick-cards = 选牌…
discord-pick-cards-part = 选牌（{ $part }：{ $first }–{ $last }）…
discord-button-selected = { $verb }所选
discord-nothing-selected = 请先在菜单里选牌。

verb-bid = 叫分
verb-play = 出牌
verb-pass = 不出
verb-draw = 摸牌
verb-discard = 弃牌
verb-meld = 亮牌
verb-swap = 换牌
verb-declare = 宣告
verb-claim = 要牌
verb-open = 开牌
verb-fold = 弃权

rules-doudizhu =
    三人（或用两副牌四人）：一名地主对抗农民。
    • 叫分：叫 1、2 或 3 分（或不叫）；叫分最高者当地主，并拿走底牌。
    • 地主先出。跟牌要出同类型、同张数且更大的牌，或者不出。炸弹和王炸可以压任何牌。三人时炸弹是四张相同、王炸是大小王，每打出一个分数翻倍；四人时炸弹是 4–8 张相同（张数多的大），王炸是四张王，只有 6 张及以上的炸弹和王炸使分数翻倍。
    • 牌型：单张、对子、三张（可带一张或一对）、五张以上的顺子、三对以上的连对、飞机、四带二。
    • 大小：3 4 5 6 7 8 9 T J Q K A 2 B R（B 为小王，R 为大王）。
    • 最先出完手牌的一方获胜。
    用 /play（会提示你能出的牌）、/pass，或 /hand 里的菜单和按钮来出牌。
rules-chicago =
    2–4 人，52 张牌，A 最大。某一轮结束时先达到目标分（52，短局为 30）者胜。
    • 每人 5 张。换两次牌：弃 0–5 张并摸同样张数（/discard；不带牌表示不换）。每次换牌后全桌最好的扑克牌型得分（一对 1 …… 同花顺 8，皇家同花顺 52 直接获胜）。
    • 打五墩，无将牌，必须跟花色：只有最后一墩得分（5 分）。最后再比一次牌型。
    • 46 分及以上（目标为 30 时 24 分及以上）不能再换牌。分数不会低于 0。
    • 选项 chicago-call：15 分以上可宣布赢下全部五墩（+15，失败 −15）。
    用 /discard、/play、/declare、/pass，或 /hand 的菜单和按钮来玩。
rules-chowdah =
    2–4 人，两副牌，每人一张百搭；13 张，摸牌后 14 张。顺时针。
    • 从抽牌堆摸牌，或拿三个弃牌堆之一的顶牌——拿来的牌必须立刻亮出组成组合。
    • 组合：对子（两张完全相同）、同点组合（3–5 张同点同色）、顺子（3–5 张同花色连续；A-2-3、Q-K-A 可以，K-A-2 不行）。百搭可代替任何牌，对子除外。
    • 可以用手里的百搭换下任何亮出组合（对子除外）中的一张真牌，或用手里的牌换下亮出的百搭——只要组合仍然合法即可，不必是百搭所代替的那张牌。
    • 弃牌到弃牌堆（有空堆先弃空堆），或当 14 张牌组成合约（对子 + 三张 + 四张 + 五张）时喊 Chowdah。
    • 按一种颜色计分：组合中的 A–10 1 分、J/Q/K 2 分；未组合的牌扣同样的分；喊 Chowdah 者 +5。
    用 /draw、/meld、/swap、/discard、/declare 来玩。
rules-yaodiren =
    川牌（长牌）：3 人，21 种牌 × 5 张；庄家 21 张，闲家 20 张。
    • 手牌能达到 34 砣（庄家）/ 33 砣和 7 坎就可以起牌；其他人选择打或不打。
    • 坎：3–5 张相同，或 X X Y 点数相加为 14，或任意三张 7 点。
    • 打出或翻出的牌可以要：胡 > 吐火 > 杀 > 碰 > 吃；杀和吐火必须要。吃/碰后打一张；杀/吐火后摸一张再打。
    • 7 坎且砣数够即可胡；其他每家付 底 × 2^番。
    起牌时用 /open 或 /fold，要牌用 /claim 或 /pass，打牌用 /discard，自摸胡用 /declare——或用 /hand 的按钮。
rules-options = 牌桌选项（用于 /table new options:…）：{ $options }
discord-late-posts = ⏳ 补发 paiju 离线期间的 { $count } 条消息：
discord-bad-away-duration = “{ $value }”不是有效的时长：请写成 30m、8h 或 2d 这样的形式；留空则直到 /牌桌 回来。

# The Discord frontend: replies, buttons, menus, DMs.

discord-opened = 牌桌开好了。其他人用 /{ cmd-table-name } { cmd-table-join-name } 入座；人齐了用 /{ cmd-table-name } { cmd-table-start-name } 发牌。
discord-done = 好了。
discord-acted = ✓ { $command }
discord-dm-closed = { $mention }，我没法给你发私信，手牌送不到你那里。请随时在本频道用 /{ cmd-hand-name } 查看：回复只有你能看到。
discord-no-tables = 你没有坐在任何牌桌上。
discord-which-table = 你同时坐在几张牌桌上（{ $tables }），请用“{ cmd-option-table-name }”选项选一张。
discord-bad-table = “{ $table }”不是牌桌，请从列表里选。
discord-table-choice = { $game }：{ $names }
discord-nothing-beats = 你的牌都管不上：选这个就是不出
discord-guild-only = 请在牌桌所在的服务器频道（或子区）里用这个命令。
discord-unknown = 我不认识这个命令或按钮（可能来自旧版本的机器人）。
discord-owner-away = 负责这张牌桌的进程正在重启，一分钟内没有恢复，所以什么都没有改变。请一分钟后再试。
discord-pick-cards = 选牌…
discord-pick-cards-part = 选牌（{ $part }：{ $first }–{ $last }）…
discord-button-selected = { $verb }（已选）
discord-button-go = { $verb } { $cards }
discord-nothing-selected = 请先在菜单里选牌。

verb-bid = 叫分
verb-play = 出牌
verb-play-yaodiren = 打这一轮
verb-pass = 过
verb-draw = 摸牌
verb-discard = 打牌
verb-discard-chicago = 换牌
verb-meld = 亮牌
verb-swap = 换百搭
verb-declare = 喊
verb-claim = 要牌
verb-open = 起牌
verb-fold = 不打

rules-doudizhu =
    三人斗地主（也可以用两副牌四人玩）：一个地主对其他农民。
    • 叫分：叫 1 分、2 分、3 分或不叫；叫分最高的人当地主，拿走底牌。
    • 地主先出。接牌要出张数相同、同种牌型而且更大的牌，或者不出。炸弹和王炸能压任何牌。三人时炸弹是四张相同的牌，王炸是大小王，每出一个分数翻倍；四人时炸弹是 4–8 张相同的牌（张数多的大），王炸是四张王，只有 6 张及以上的炸弹和王炸才翻倍。
    • 牌型：单张、对子、三张（可带一对）、五张以上的顺子、三对以上的连对、飞机（可带对子）。三人时还有三带一、飞机带单张和四带二；四人时没有这些（四人时两张同色王算一对）。
    • 大小：3 4 5 6 7 8 9 10 J Q K A 2 小王 大王（输入时 10 也可以写 T，小王、大王也可以写 B、R）。
    • 先出完手牌的一方赢：地主先出完地主赢，任何一个农民先出完农民赢。
    用 /{ cmd-play-name }（会提示能出的牌）、/{ cmd-pass-name }，或 /{ cmd-hand-name } 的菜单和按钮出牌。
rules-chicago =
    2–4 人，52 张牌，A 最大。某一轮结束时先到目标分（52 分，短局 30 分）的人赢。
    • 每人 5 张。换两次牌：扔掉 0–5 张，再摸同样张数（一张不换也可以）。每次换牌后比牌，全桌最大的扑克牌型得分（一对 1 分……同花顺 8 分，皇家同花顺 52 分直接获胜）。
    • 然后打五墩，没有将牌，有同花色必须跟；只有最后一墩得分（5 分）。打完五墩再比一次牌。
    • 46 分及以上（目标 30 分时 24 分及以上）不能再换牌。分数不会低于 0。
    • 选项 chicago-call：15 分以上可以喊芝加哥，表示要赢下全部五墩（成功 +15，失败 −15）。
    用 /{ cmd-discard-name }、/{ cmd-play-name }、/{ cmd-declare-name }、/{ cmd-pass-name }，或 /{ cmd-hand-name } 的菜单和按钮来玩。
rules-chowdah =
    2–4 人，两副牌，每人再加一张百搭；每人 13 张，摸牌后 14 张。按顺时针轮流。
    • 从牌堆摸一张，或者拿三个弃牌堆之一最上面的牌——拿来的牌必须马上亮出，组成组合。
    • 组合：对子（两张一模一样的牌）、刻子（3–5 张同点数同颜色）、顺子（3–5 张同花色连续；A-2-3、Q-K-A 可以，K-A-2 不行）。百搭能当任何牌，对子里除外。
    • 可以用手里的百搭换下亮出组合（对子除外）里的一张真牌，也可以用手牌换下亮出的百搭——只要组合仍然合法就行，不一定是百搭原来代替的那张。
    • 打一张到弃牌堆（有空堆必须先打到空堆），或者当 14 张牌凑成合约（对子 + 三张 + 四张 + 五张）时喊 Chowdah。
    • 只按一种颜色计分：组合里的 A–10 每张 1 分，J/Q/K 每张 2 分；没组上的牌扣同样的分；喊 Chowdah 的人加 5 分。选项 double-score：门清、一条龙或全刻（同色）的 Chowdah 牌分翻倍。
    用 /{ cmd-draw-name }、/{ cmd-meld-name }、/{ cmd-swap-name }、/{ cmd-discard-name }、/{ cmd-declare-name } 来玩。
rules-yaodiren =
    四川长牌：3 人，21 种牌，每种 5 张；庄家 21 张，闲家 20 张。
    • 手牌能凑到 34 砣（庄家）或 33 砣（闲家）和 7 坎就可以起牌；其他人选择打还是不打。
    • 坎：3–5 张相同的牌，或者 X X Y 点数加起来是 14，或者任意三张 7 点的牌。
    • 别人打出或翻出的牌可以要：胡 > 吐火 > 杀 > 碰 > 吃；杀和吐火必须要。吃、碰之后打一张；杀、吐火之后摸一张再打。
    • 凑成 7 坎而且砣数够就能胡牌；其余打牌的各家各付 底分 × 2^番。
    起牌时用 /{ cmd-open-name } 或 /{ cmd-fold-name }，要牌用 /{ cmd-claim-name } 或 /{ cmd-pass-name }，打牌用 /{ cmd-discard-name }，自摸胡牌用 /{ cmd-declare-name }——也可以用 /{ cmd-hand-name } 的按钮。
rules-options = 牌桌选项（开桌时写在 /{ cmd-table-name } { cmd-table-new-name } { cmd-table-new-options-name }:… 里）：{ $options }
discord-late-posts = ⏳ paiju 离线期间的{ $count }条消息，现在补发：
discord-bad-away-duration = “{ $value }”不是有效的时长：请写成 30m、8h 或 2d 这样的形式；留空则一直离开，直到 /{ cmd-table-name } { cmd-table-back-name }。
discord-log-public = 到目前为止频道里公布的内容，逐行列出。含各家手牌的完整记录要等对局结束后才能获取。
discord-log-full = 这张牌桌的完整记录（可用 paiju replay 打开）。
# A refused slash move, when a move the player could make now has no slash command (joining a 幺地人 hand, Chowdah's extra turn): its button is below.
discord-button-move = ▸ **{ $label }**没有对应的斜杠命令：请点下面的按钮。

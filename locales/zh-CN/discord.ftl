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
    • 地主先出。跟牌要出同类型、同张数且更大的牌，或者不出。炸弹（四张相同）和王炸（大小王）可以压任何牌，并使分数翻倍。
    • 牌型：单张、对子、三张（可带一张或一对）、五张以上的顺子、三对以上的连对、飞机、四带二。
    • 大小：3 4 5 6 7 8 9 T J Q K A 2 B R（B 为小王，R 为大王）。
    • 最先出完手牌的一方获胜。
    用 /play（会提示你能出的牌）、/pass，或 /hand 里的菜单和按钮来出牌。
rules-options = 牌桌选项（用于 /table new options:…）：{ $options }

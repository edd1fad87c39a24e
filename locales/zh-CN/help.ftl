help-intro = **paiju 牌局**在这个频道里开牌局：{ $games }。每个频道一桌；你的手牌私信发给你（也可以用{ $hand }查看），出牌和得分都发在这里。
help-how-title = **怎么玩**
help-how =
    1. 用{ $new }开桌并选择游戏；输入 `{ $opt }` 时会提示可用的设置。
    2. 大家在牌桌消息上点「{ live-join }」（或用{ $join }）；点「{ live-add-bot }」补空位。
    3. 点「{ live-start }」（或用{ $start }）发牌。用「{ live-my-hand }」里的按钮出牌，或者用下面的命令。
help-commands-title = **命令**
help-clock = **计时选项**（所有游戏通用，写在 `{ $opt }` 里）：{ $options }
help-rules = **规则**：{ $rules }
help-moves = { $moves } —— 出牌等操作（每个游戏用哪些，见它的规则）

# 牌桌：入座、轮次、结果。

# 列表和括注，用本语言的标点（src/i18n：list、series、alternatives）。
list-sep = 、
list-and = { $init }和{ $last }
list-and-more = { $init }和{ $last }
list-or = { $init }或{ $last }
person = { $name }
note = （{ $text }）
option-setting = { $key ->
    [players] { $value } 人
   *[other] { $key }={ $value }
}
options-note = （{ $options }）
option-spec = { $setting }（默认 { $default }）

game-doudizhu = 斗地主
game-chicago = 芝加哥
game-chowdah = Chowdah（拉密）
game-yaodiren = 幺地人（长牌）

table-opened = { $creator }开了一桌{ $game }，发送 /{ cmd-table-name } { cmd-table-join-name } 即可入座。
table-joined = { $name }入座（{ $seated }/{ $seats }）。
table-joined-range = { $name }入座（已坐 { $seated } 人；{ $fewest }–{ $seats } 人可开局）。
table-left = { $name }退出了本场。
table-bot-added = { $name }（机器人，{ $level }）入座。
table-bot-level-easy = 简单
table-bot-level-normal = 普通
table-bot-level-hard = 困难
table-bot-name = 机器人 { $number }
table-removed = { $name }离开了牌桌。
table-started = { $game }第{ $number }场：{ $names }。
table-turn = ▶ 轮到{ $names }。
table-turn-bid = ▶ 轮到{ $names }叫分。
table-turn-exchange = ▶ 轮到{ $names }换牌。
table-turn-call = ▶ 轮到{ $names }决定喊不喊芝加哥。
table-turn-claim = ▶ 等{ $names }决定要不要这张牌。
table-your-turn = 轮到你了。
table-your-claim = 刚打出的牌你可以要，也可以过。
table-timed-out = ⏰ { $name }超时，系统已按最稳妥的走法自动代打。
table-timed-out-forfeit = ⏰ { $name }超时，判负。
table-game-over = 本场结束。最终排名：
table-place = 第{ $place }名
table-place-tied = 并列第{ $place }名
table-result-line = { $name }：{ $score }（累计 { $total }）
table-ended = 牌桌已关闭。
table-automatic = { $line }（自动）。

status-lobby = 等待入座
status-playing = 进行中
status-finished = 已结束
status-ended = 已关闭
status-header = { $game } — { $status } — 已入座 { $seated }/{ $seats }
status-standing = 第 { $place } 名：{ $name } { $total }

table-reminder = ⏳ 提醒：轮到你了，还剩{ $left }，超时后系统将自动代打。
status-time-left = ⏳ { $name }：还剩{ $left }
time-days-hours = { $days }天{ $hours }小时
time-hours-minutes = { $hours }小时{ $minutes }分
time-minutes = { $minutes }分钟
time-seconds = { $seconds }秒
table-back = { $name }回来了，恢复自己操作。
table-stand-in = 🤖 { $name }回来之前由机器人托管（/{ cmd-table-name } { cmd-table-back-name } 可取消托管）。
table-claims-awaited = ⏳ 等其他人决定要不要刚打出的牌。
table-away = { $name }暂时离开，回来之前由机器人托管（/{ cmd-table-name } { cmd-table-back-name } 可取消托管）。
table-away-for = { $name }暂时离开{ $time }，期间由机器人托管（用 /{ cmd-table-name } { cmd-table-back-name } 可提前回来）。
hint-move = 提示：{ $command }——{ $reason }
hint-make-move = 按提示出
hint-reason-go-out = 这手出完就赢了
hint-reason-block = 顶牌：下家是地主，只剩{ $cards }张了
hint-reason-leave-partner = 队友的牌最大，不用管
hint-reason-keep-bomb = 留着炸弹：对手最少还有{ $cards }张
hint-reason-bomb = 炸：对手只剩{ $cards }张了
hint-reason-cheapest = 最小的出法，不拆对子、三张和顺子
hint-reason-pass = 要管就得拆牌，不如不出
hint-reason-bid = 按手牌的强弱叫分
hint-reason-unbeatable = 除了炸弹，别人手里已经没有能管住它的牌
hint-reason-few-above = 除了炸弹，别人手里最多只剩{ $cards }张牌能管住它
hint-reason-keeps-whole = 整组打出，不拆牌：剩下的牌还要出{ $turns }手
hint-reason-best = 把看不见的牌随机发下去模拟，这手得分最高
hint-reason-better-chance = 把看不见的牌随机发下去模拟，这样打赢下{ $of ->
    [hand] 这一局
   *[match] 整场
}的机会约{ $chance }%，常规打法约{ $usual }%
hint-reason-usual = 这种牌的常规打法
hint-reason-only = 规则只允许这么走
hint-reason-stand-pat = 不换：手里已经是{ $hand }
hint-reason-keep-made = 留着{ $hand }，换{ $draw }张争取变大
hint-reason-keep-made-high = 留着{ $hand }，再留{ $cards }争值5分的最后一墩，换{ $draw }张
hint-reason-draw-to = 留四张凑{ $hand }，换一张
hint-reason-keep-top-card = 没有可留的牌型：留最大的牌争最后一墩的5分，换{ $draw }张
hint-reason-top-card-over-pair = 一对最多只得1分：留最大的牌争最后一墩的5分，换{ $draw }张
hint-reason-draw-five = 没有对子，最大的牌也不过J：五张全换
hint-reason-draw-five-over-top = 没有对子，光一张大牌不值得留：五张全换
hint-reason-draw-five-over-pair = 一对最多只得1分：五张全换，换个更大的牌型
hint-reason-three-to-flush = 留三张同花，换两张凑同花
hint-reason-keep-high-cards = 留几张大牌争最后一墩的5分，换{ $draw }张
hint-reason-shed = 先垫最小的牌，把最大的留给值5分的最后一墩
hint-reason-take-lead = 赢下这一墩，最后一墩就由你先出
hint-reason-take-cheaply = 用能赢的最小的牌赢下这一墩，下一墩由你先出
hint-reason-keep-for-last = 把{ $card }留给值5分的最后一墩
hint-reason-call-chicago = 你每张牌都能赢下一墩
hint-reason-contract = 你的牌已经凑够这一轮的合约
hint-reason-take-pile = 这张弃牌比摸牌更能补你的组合
hint-reason-meld-way = 几种亮法里，这样亮剩下的手牌最好
hint-reason-draw-stock = 弃牌堆里没有足够有用的牌
hint-reason-no-pile-melds = 拿弃牌堆的牌必须马上亮出组合，三堆最上面的牌都配不上你的牌
hint-reason-loose = 它不在任何组合里；打掉后{ $missing ->
   *[other] 离 Chowdah 还差{ $missing }张
}
hint-reason-loose-cover = 它不在任何组合里，打掉后离 Chowdah 还差{ $missing }张；打在这一堆上还能盖住{ $joker ->
    [yes] 百搭
   *[no] 下家能补到已亮组合上的{ $card }
}
hint-reason-take-joker = 百搭能顶替刻子或顺子里的任何一张
hint-reason-extra-turn = 打出百搭能再来一回合：多摸一张，离 Chowdah 更近
hint-reason-nothing-to-draw = 牌堆已空，三堆最上面的牌也都配不上你的牌：再来一回合也没有牌可摸
hint-reason-win = 你的牌可以胡了
hint-reason-fold = 这手牌太弱：不打不会丢分
hint-reason-opens = 这手牌最好能凑到 { $tuo } 砣，够 { $threshold } 砣就能起牌
hint-reason-below-threshold = 不能起牌：这手牌最好只能凑到 { $tuo } 砣，起牌要 { $threshold } 砣
hint-reason-play-on = { $short ->
        [0] 这手牌最好能凑到 { $tuo } 砣，够胡牌要的 { $threshold } 砣
       *[other] 这手牌最好能凑到 { $tuo } 砣，比胡牌要的 { $threshold } 砣差 { $short } 砣，还值得打
    }
hint-reason-stay-out = 你比分领先：这一轮不打就不会丢分
hint-reason-spare = 这张牌你最用不上，别人也最不容易吃碰
hint-reason-claim-improves = 要了这张牌，你的牌比不要更好
hint-reason-claim-no-better = 吃或碰都不会让你的牌更好

# 牌桌：入座、轮次、结果。

list-and = { $init }和{ $last }

game-doudizhu = 斗地主
game-chicago = 芝加哥
game-chowdah = Chowdah（拉密麻将）
game-yaodiren = 幺地人（长牌）

table-opened = { $creator } 开了一桌{ $game }。用 /table join 入座。
table-joined = { $name } 入座（{ $seated }/{ $seats }）。
table-left = { $name } 退出了本局。
table-bot-added = { $name }（机器人）入座。
table-removed = { $name } 离开了牌桌。
table-started = { $game }，第 { $number } 局：{ $names }。
table-turn = ▶ 轮到 { $names }。
table-turn-bid = ▶ 轮到 { $names } 叫分。
table-turn-claim = ▶ 等待 { $names } 要牌或过。
table-your-turn = 轮到你了。
table-your-claim = 你可以要刚打出的牌，或者过。
table-timed-out = ⏰ { $name } 超时：牌桌替其做了稳妥的一步。
table-timed-out-forfeit = ⏰ { $name } 超时，判负。
table-game-over = 本局结束。
table-result-line = { $name }：{ $score }（累计 { $total }）
table-ended = 牌桌已关闭。

status-lobby = 等待玩家
status-playing = 进行中
status-finished = 本局结束
status-ended = 已关闭
status-header = { $game } — { $status } — 已入座 { $seated }/{ $seats }

table-reminder = ⏳ 提醒：轮到你了——还剩 { $left }，超时后牌桌将替你行动。
status-time-left = ⏳ { $name }：还剩 { $left }
time-days-hours = { $days } 天 { $hours } 小时
time-hours-minutes = { $hours } 小时 { $minutes } 分
time-minutes = { $minutes } 分钟
time-seconds = { $seconds } 秒
table-back = { $name } 回来了，继续亲自出牌。
table-stand-in = 🤖 机器人代 { $name } 出牌，直到其回来（/table back）。
table-claims-awaited = ⏳ 等待对刚出的牌要牌（或过）。

# /hint 和终端的 hint：建议的命令和一句理由。
hint-move = 建议：{ $command }——{ $reason }
hint-reason-go-out = 这手出完就赢了
hint-reason-block = 顶住：下家是地主，只剩{ $cards }张牌
hint-reason-leave-partner = 队友的牌最大，让他走
hint-reason-keep-bomb = 留着炸弹：对手最少还有{ $cards }张牌
hint-reason-bomb = 炸：对手只剩{ $cards }张牌了
hint-reason-cheapest = 最小的出法，不拆对子、三张和顺子
hint-reason-pass = 要管就得拆牌，不如不要
hint-reason-bid = 按手牌的强弱叫分
hint-reason-best = 把看不见的牌随机发下去模拟，这手得分最高

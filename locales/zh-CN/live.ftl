# 频道里的实时牌桌消息（嵌入卡片和按钮）。
live-join = 入座
live-leave = 离座
live-add-bot = 加机器人
live-start = 开局
live-my-hand = 我的手牌
live-rules = 规则
live-play-again = 再来一局
live-results = 战绩
live-seated = 已坐 { $seated }/{ $seats } 人
live-deadline = ⏳ { $name }的操作时限：{ $when }
live-games-played = 本场已打 { $count } 局
live-turn-mention = ▶ { $mention }，轮到你了。请点牌桌消息上的「我的手牌」。
rules-table-options = 计时选项（所有游戏通用）：{ $options }

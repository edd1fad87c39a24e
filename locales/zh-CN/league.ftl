# 联赛：赛季、排名、战绩、更正。

league-not-admin = 只有联赛管理员（拥有“管理服务器”权限，或在 /{ cmd-settings-name } 中设定的联赛管理员身份组）才能这样做。没有做任何更改。
league-log-not-visible = 这一桌的记录只能在它自己的频道里下载，或由在那里打过牌的人、联赛管理员下载。没有发送任何内容。
league-no-guild = 联赛属于服务器，请在服务器的频道里使用这个命令。
league-season-running = 赛季“{ $name }”还在进行中。请先用 /{ cmd-league-name } { cmd-league-season-name } { cmd-league-season-end-name } 结束它。
league-no-season = 现在没有进行中的赛季。
league-empty-name = 赛季需要一个名字。
league-unknown-season = 没有赛季“{ $season }”。用 /{ cmd-league-name } { cmd-league-season-name } { cmd-league-season-list-name } 查看所有赛季。
league-unknown-game = 没有“{ $game }”这个游戏。可选：doudizhu（斗地主）、chicago（芝加哥）、chowdah（Chowdah）、yaodiren（幺地人）。
league-which-game = 请指定游戏：doudizhu（斗地主）、chicago（芝加哥）、chowdah（Chowdah）或 yaodiren（幺地人）。
league-no-result = 本服务器没有第 { $id } 号战绩。
league-already-void = 第 { $id } 号战绩已经作废了。
league-bad-scores = 更正需要每个座位一个分数：按座位顺序给出 { $expected } 个分数。
league-no-reason = 请写明理由，理由会记入历史。
league-bad-user = “{ $user }”不是玩家，请给出用户 ID 或提及（@）。
league-bad-language = 没有“{ $language }”这种服务器语言。可选 en-US、zh-CN、ja 或 auto（各成员用自己的语言）。
league-store-failed = 无法读写联赛记录，请稍后再试。
league-usage = 联赛命令：league season start 名称 [游戏]、league season end、league season list、league standings [游戏] [season=赛季|all]、league results [游戏]、league player 用户 [游戏]、league void 编号 理由、league correct 编号 分数 理由、league history。

league-season-started = 赛季“{ $name }”（第 { $id } 季）开始了。此后开的牌桌都计入积分。
league-season-started-game = { $game } 赛季“{ $name }”（第 { $id } 季）开始了。此后开的牌桌都计入积分。
league-season-ended = 赛季“{ $name }”（第 { $id } 季）结束了。
league-season-line = 第 { $id } 季 { $name }：{ $game }，{ $from } 起
league-season-line-ended = 第 { $id } 季 { $name }：{ $game }，{ $from } 至 { $to }
league-season-none = 还没有赛季。管理员可以用 /{ cmd-league-name } { cmd-league-season-name } { cmd-league-season-start-name } 开始一个赛季。
league-all-games = 所有游戏

league-standings-title = 排名：{ $game }，{ $scope }
league-scope-season = 赛季“{ $name }”
league-scope-all-time = 历史总榜
league-standings-line = { $place }. { $player }：{ $rating }（μ { $mu }，σ { $sigma }），{ $games } 局，胜 { $wins } 局
league-standings-empty = 还没有计分的对局。
league-standings-empty-game = 还没有计分的{ $game }对局。
league-standings-page = 第 { $page } 页，共 { $pages } 页
league-you = ← 你

league-results-title = 战绩
league-results-empty = 还没有战绩。
league-result-line = #{ $id } { $game } { $when }：{ $seats }
league-result-unrated = （不计分）
league-result-void = （已作废）
league-result-corrected = （已更正）

league-voided = 第 { $id } 号战绩已作废，积分已重新计算。
league-corrected = 第 { $id } 号战绩已更正，积分已重新计算。
league-rebuilt = 已根据牌桌记录重建 { $count } 条战绩。

league-history-title = 联赛历史
league-history-empty = 还没有记录。
league-history-void = { $when } { $by } 作废了第 { $id } 号战绩：{ $reason }
league-history-correct = { $when } { $by } 更正了第 { $id } 号战绩：{ $reason }
league-history-season-start = { $when } { $by } 开始了赛季：{ $detail }
league-history-season-end = { $when } { $by } 结束了赛季：{ $detail }
league-history-settings = { $when } { $by } 修改了设置

league-player-title = { $player }：{ $game }，{ $scope }
league-player-rating = 积分 { $rating }（μ { $mu }，σ { $sigma }）
league-player-place = 第 { $place } 名（共 { $players } 人）
league-player-unplaced = 还没有计分的对局
league-player-record = { $games } 局，胜 { $wins } 局
league-player-versus = 与你交手：{ $games } 局，领先 { $ahead } 次，落后 { $behind } 次
league-player-recent = 最近战绩：
league-player-chart = 积分走势

league-settings-title = 服务器设置
league-settings-admin-role = 联赛管理员身份组：{ $role }
league-settings-table-options = 默认牌桌选项：{ $options }
league-settings-locale = 服务器语言：{ $locale }
league-settings-none = 未设置
league-settings-saved = 设置已保存。

league-log-button = 第 { $id } 号的牌局记录
league-csv-results = 战绩
league-csv-standings = 排名
league-export-done = 联赛数据已附上。

# Slash commands /league and /settings (names and descriptions).
cmd-league-name = 联赛
cmd-league-desc = 本服务器的联赛赛季、排名和战绩
cmd-league-season-name = 赛季
cmd-league-season-desc = 联赛赛季
cmd-league-season-start-name = 开始
cmd-league-season-start-desc = 开始一个赛季（联赛管理员）
cmd-league-season-start-name-name = 名称
cmd-league-season-start-name-desc = 赛季名称
cmd-league-season-end-name = 结束
cmd-league-season-end-desc = 结束进行中的赛季（联赛管理员）
cmd-league-season-list-name = 列表
cmd-league-season-list-desc = 本服务器的所有赛季
cmd-league-standings-name = 排名
cmd-league-standings-desc = 积分排名，从高到低
cmd-league-standings-season-name = 赛季
cmd-league-standings-season-desc = 赛季名称或编号，或 all
cmd-league-export-season-name = 赛季
cmd-league-export-season-desc = 赛季名称或编号，或 all
cmd-league-player-name = 玩家
cmd-league-player-desc = 玩家的积分、战绩和走势图
cmd-league-player-user-name = 用户
cmd-league-player-user-desc = 查看谁（默认是你自己）
cmd-league-history-name = 历史
cmd-league-history-desc = 最近的战绩和管理操作
cmd-league-export-name = 导出
cmd-league-export-desc = 以 CSV 文件导出战绩和排名
cmd-league-void-name = 作废
cmd-league-void-desc = 作废一条战绩（联赛管理员）
cmd-league-correct-name = 更正
cmd-league-correct-desc = 更正一条战绩的分数（联赛管理员）
cmd-league-void-result-name = 战绩
cmd-league-void-result-desc = 战绩编号
cmd-league-void-reason-name = 理由
cmd-league-void-reason-desc = 原因
cmd-league-correct-result-name = 战绩
cmd-league-correct-result-desc = 战绩编号
cmd-league-correct-reason-name = 理由
cmd-league-correct-reason-desc = 原因
cmd-league-correct-scores-name = 分数
cmd-league-correct-scores-desc = 按座位顺序的新分数，例如 4,-2,-2
cmd-settings-name = 设置
cmd-settings-desc = 本服务器的 paiju 设置
cmd-settings-admin_role-name = 联赛管理员
cmd-settings-admin_role-desc = 拥有此身份组的成员是联赛管理员
cmd-settings-table_options-name = 牌桌选项
cmd-settings-table_options-desc = 新牌桌的默认选项，例如 turn-timeout=12h
cmd-settings-language-name = 语言
cmd-settings-language-desc = 服务器语言
cmd-settings-language-choice-en-US = English
cmd-settings-language-choice-zh-CN = 简体中文
cmd-settings-language-choice-ja = 日本語
cmd-settings-language-choice-auto = 各成员自己的语言

# 终端：paiju play、tables、export、replay，以及命令行本身的消息。

local-you = 玩家
local-help-doudizhu = 斗地主：bid 1|2|3|pass（叫分）· play 牌（点数 3–9 T J Q K A 2，B/R 为小王/大王：play 33344、play BR）· pass（不要）
local-help-chicago = 芝加哥：discard 牌（如 discard 8c 5d 2s；只写 discard 表示不换）· play 牌（如 play Kh）· declare chicago · pass
local-help-chowdah = Chowdah：draw stock|1|2|3（摸牌）· meld 牌（组合）· swap 牌 for 牌（换百搭）· discard 牌 [1|2|3]（弃牌）· declare（宣布 Chowdah）
local-help-yaodiren = 幺地人：open（起牌）· fold（不打）· claim chi|peng|sha|tuhuo|hu（吃 碰 杀 吐火 胡）· pass（过）· discard 牌（打牌）
local-finished = 本局结束。
local-unknown-command = 未知命令“{ $command }”。输入 帮助 或 help 查看命令列表。

local-help-aliases = 也可以输入：{ $list }
local-help-commands = 终端命令：
local-help-hand = 你的手牌和牌桌
local-help-moves = 现在能做的操作
local-help-hint = 机器人建议的出法和理由
local-help-rules = 本游戏的规则
local-help-help = 显示这份列表
local-help-quit = 退出（带 --save 时先保存牌桌记录）
local-help-seat = 替另一位真人座位操作（几个人轮流用一台电脑），如 { $example }
local-help-keys = ↑/↓ 调出之前输入的内容，Tab 补全命令和出牌，Ctrl-C 或 Ctrl-D 退出。
local-not-utf8 = 无法识别：“{ $input }”不是 UTF-8 文本，没有执行任何操作。请确认终端使用 UTF-8 编码。
local-not-utf8-line = 无法识别：终端发来了不是 UTF-8 的字节，这一行已丢弃。请重新输入（终端是否设置为 UTF-8？）。
local-seat-bot = { $seat } 号座位是机器人（{ $name }），它会自己出牌。
local-no-seat = 没有 { $seat } 号座位（座位为 { $first }–{ $last }）。
local-opened = { $creator } 开了一桌{ $game }。
local-saved = 已保存到 { $path }（回放：paiju replay { $path }）。
local-save-failed = 无法保存到 { $path }：{ $error }
local-rules-play = 在终端里直接输入操作：帮助（help）列出所有命令，提示（moves）显示现在能做什么。
local-rules-options = 牌桌选项（paiju play 游戏 --option 键=值）：{ $options }
local-unknown-game = 没有“{ $game }”这个游戏。可选的游戏：{ $games }。
local-players-range = { $game }需要 { $range } 名玩家，不能是 { $players } 名。
local-unknown-language = paiju 支持的语言只有 en-US、zh-CN 和 ja，“{ $lang }”不在其中。
local-not-table-id = “{ $id }”不是牌桌编号：牌桌编号是数字。查看已保存的牌桌：paiju tables
local-no-database = { $path } 没有数据库，所以那里没有保存任何牌桌。牌桌由 Discord 机器人和 paiju stdio --database 保存；可用 --database 或 DATABASE_URL 指定其他数据库。
local-no-table = { $url } 中没有编号为 { $id } 的牌桌。查看已保存的牌桌：paiju tables
local-no-tables = { $url } 中还没有保存任何牌桌。
local-tables-header = 编号 · 游戏 · 频道 · 状态 · 座位
local-replay-table = 牌桌 { $id }（导出：paiju export { $id }）
local-bad-script-line = 第 { $line } 行：`{ $text }`：格式应为 `座位 命令`（`SEAT COMMAND`），如 `0 play 33344`
local-moves-slash = （“/”分隔组合：各组是出牌后你亮出的全部组合。）
local-moves-at = （“{ $example }”是换牌所在的组合：座位 { $seat } 的第 { $meld } 个组合。）

# 终端：paiju play、tables、export、replay，以及命令行本身的消息。

local-you = 玩家
local-help-doudizhu = 斗地主：叫 1|2|3（或 2 分）· 不叫 · 出 牌（点数 3–10 J Q K A 2 小王 大王；10 也可写 T，小王、大王也可写 B、R：出 33344、出 小王 大王）· 不出 / 要不起
local-help-chicago = 芝加哥：换 牌（如 换 8♣ 5♦ 2♠，也可写 8c 5d 2s）· 不换 · 出 牌（如 出 K♥）· 喊芝加哥 · 不喊
local-help-chowdah = Chowdah：摸（从牌堆摸）· 摸 1|2|3（拿第几堆弃牌最上面的牌，也可以写“拿 2”）· 亮牌 牌 · 换百搭 牌 换 牌 [@座位.组合]（如 换百搭 百搭 换 9♦；@0.1 是 0 号座位的第 1 个组合）· 打 牌 [1|2|3] · 胡（喊 Chowdah）· 过
local-help-yaodiren = 幺地人：起牌 · 不起牌 · 打（打这一轮）· 不打 · 吃|碰|杀|吐火|胡 · 自摸 · 过 · 打 牌
local-finished = 本场结束了。
local-unknown-command = 没有“{ $command }”这个命令。输入“帮助”看命令列表。
local-help-alias = { $words }＝{ $meaning }

local-help-aliases = 可以输入的词：{ $list }
local-help-commands = 终端命令：
local-help-hand = 你的手牌和牌桌情况
local-help-moves = 现在可以出的牌和能做的操作
local-help-hint = 机器人提示的出法和理由
local-help-rules = 本游戏的规则
local-help-help = 显示这份说明
local-help-quit = 退出（加了 --save 会先保存牌桌记录）
local-help-seat = 替另一位真人座位操作（几个人轮流用一台电脑），比如 { $example }
local-moves-now = 现在可以：{ $moves }。
local-hot-seat-pass = ── 下一位：{ $seat } 号座（{ $name }）。请把键盘交给对方，其他人别看屏幕。准备好后按回车。 ──
local-hot-seat-yours = ── { $seat } 号座（{ $name }）：轮到你了 ──
local-help-keys = ↑/↓ 调出之前输入的内容，Tab 补全命令和出牌，Ctrl-C 或 Ctrl-D 退出。
local-not-utf8 = 无法识别：“{ $input }”不是 UTF-8 文本，没有执行任何操作。请确认终端使用 UTF-8 编码。
local-not-utf8-line = 无法识别：终端发来了不是 UTF-8 的字节，这一行已丢弃。请重新输入（终端是否设置为 UTF-8？）。
local-seat-bot = { $seat }号座位是机器人（{ $name }），会自己打。
local-no-seat = 没有{ $seat }号座位（座位是 { $first }–{ $last }）。
local-opened = { $creator }开了一桌{ $game }。
stdio-opened = { $creator }开了一桌{ $game }。要入座，请发送 { $request }（填上你自己的 user 和 name）。
local-saved = 已保存到 { $path }（回放：paiju replay { $path }）。
local-left-eof = 输入结束（Ctrl-D）：这局没打完就离开了。
local-left-quit = 这局没打完就离开了。
local-save-failed = 无法保存到 { $path }：{ $error }
local-rules-play = 在终端里直接输入要走的步：“帮助”列出所有命令，“可出”显示现在能出什么，“提示”给出建议。
local-rules-options = 牌桌选项（paiju play 游戏 --option 键=值）：{ $options }
local-rules-contract-range = 合约是 1 到 8，不是 { $got }
local-rules-two-hands = 要两手牌，每手五张，这里是 { $got } 张
local-rules-card-in-both = { $card } 在两手牌里都有：一副牌每张只有一张。
local-unknown-game = 没有“{ $game }”这个游戏。可以玩：{ $games }。
local-players-range = { $game }要{ $range }个人玩，不能是{ $players }个人。
local-unknown-language = paiju 只会 en-US、zh-CN 和 ja，不会“{ $value }”。
local-arg-seed = “{ $value }”不是种子：种子是 0 或更大的整数（比如 --seed 7）。
local-arg-players = “{ $value }”不是人数：请写几个人玩，斗地主 3–4、芝加哥 2–4、Chowdah 2–4、幺地人 3。
local-arg-seat = “{ $value }”不是座位：座位按行动顺序从 0 开始编号（比如 --seat 1）。
local-arg-guild = “{ $value }”不是服务器 ID：服务器 ID 是一串数字。在 Discord 里打开开发者模式（设置 → 高级），然后右键点服务器，选“复制服务器 ID”。
local-arg-count = “{ $value }”不是次数：请写 1 或更大的整数。
local-arg-count-zero = 次数至少是 1，不能是 0。
local-unknown-level = 没有“{ $value }”这个机器人等级：可以用 easy、normal 或 hard（默认）。
local-unknown-sim-level = 没有“{ $value }”这个机器人等级：可以用 easy（模拟器默认，最快）、normal 或 hard。
local-unknown-agent = 没有“{ $value }”这个对局代理：可以用 easy、normal、hard，或 naive（只限斗地主）。
local-arena-naive-only = naive 代理只会玩斗地主，不会玩{ $game }；这个游戏请让 easy、normal、hard 互相对局。
local-bad-argument = { $arg }：{ $why }
local-not-table-id = “{ $id }”不是牌桌编号（编号是数字）。查看保存的牌桌：paiju tables
local-no-database = { $path } 没有数据库，所以那里没有保存任何牌桌。牌桌由 Discord 机器人和 paiju stdio --database 保存；可用 --database 或 DATABASE_URL 指定其他数据库。
local-no-table = { $url } 中没有编号为 { $id } 的牌桌。查看已保存的牌桌：paiju tables
local-no-tables = { $url } 中还没有保存任何牌桌。
local-tables-header = 编号 · 游戏 · 频道 · 状态 · 座位
local-replay-table = 牌桌 { $id }（导出：paiju export { $id }）
local-replay-op = { $op ->
    [join] 入座
    [leave] 离座
    [add_bot] 加了一个机器人
    [remove] 移除了一个座位
    [start] 开始一局
    [timeout] 超时
    [back] 回来了
    [away] 暂离
    [reminded] 收到提醒
    [quiet_hours] 等免打扰时段结束
    [end] 关闭牌桌
    [undo_ask] 请求悔一步
    [undo_answer] 回应悔棋请求
    [undo] 悔了一步
    [undo_lapsed] 悔棋请求过期
   *[other] { $op }
}
local-replay-automatic = { $name }（自动）
local-bad-script-line = 第{ $line }行 `{ $text }`：格式应该是 `座位 命令`（`SEAT COMMAND`），比如 `0 出 33344`
local-moves-slash = （“/”把组合隔开：每一组是走完这步后你亮出的全部组合。）
local-moves-at = （“{ $example }”是要换的组合：{ $seat }号座位的第{ $meld }个组合。）
local-render-written = 已写入{ $path }（{ $bytes }字节）。
local-render-write-failed = 无法写入{ $path }：{ $error }
local-render-nothing = 没有可画的：请给出要画的牌。
local-no-clock = 终端里没有出牌计时（想等多久都行），所以 { $option } 在这里永远不会生效。请去掉这个选项；它在 Discord 牌桌上有效。
local-render-beyond-deck = { $game }的牌里 { $card } 最多只有 { $most } 张，这手牌比这还多。

# Run without a token: how to get one, and how to play in the terminal meanwhile. $me is the
# binary as it was run (`paiju`, `target/release/paiju`).
local-no-token =
    paiju 要有 Discord 机器人令牌才能运行机器人，但没有设置 DISCORD_TOKEN。

    获取令牌：
      1. 打开 https://discord.com/developers/applications ，新建一个应用（New Application）。
      2. 在 Bot 页面点 Reset Token，复制令牌。不需要任何特权 intent。
      3. 在运行 paiju 的文件夹里建一个名为 .env 的文件（参考源码里的 .env.example），写一行：
             DISCORD_TOKEN=你的令牌
         也可以在 shell 里 export DISCORD_TOKEN。
      4. 邀请机器人：OAuth2 → URL Generator，勾选 scopes `bot` 和 `applications.commands`、
         权限 Send Messages；打开生成的链接，选你的服务器。
    然后重新启动：{ $me }（在源码文件夹里：cargo run --release）
    把 DEV_GUILD_ID 设为你的服务器 id，斜杠命令会立即生效。

    没有令牌？先在终端里和两个机器人玩：

    {"    "}{ $me } play doudizhu
        （在源码文件夹里：cargo run --release -- play doudizhu）

    （{ $me } --help 列出其他功能：规则查询、模拟器、保存的牌桌。）

# /notify：轮到你时怎么通知、免打扰时段、时区；频道里的提醒；离开期间的摘要。

cmd-notify-name = 通知
cmd-notify-desc = 轮到你时怎么通知你：私信或频道、免打扰时段、时区
cmd-notify-mode-name = 方式
cmd-notify-mode-desc = 轮到你的提示和提醒发到哪里
cmd-notify-mode-choice-dm = 私信
cmd-notify-mode-choice-channel = 在频道里提到你
cmd-notify-mode-choice-both = 两者都要
cmd-notify-quiet-name = 免打扰
cmd-notify-quiet-desc = 你所在时区的免打扰时段，如 22:00-07:00，或 off 关闭
cmd-notify-timezone-name = 时区
cmd-notify-timezone-desc = 你的时区，如 Asia/Shanghai

notify-mode-dm = 私信
notify-mode-channel = 在牌桌频道里提到你
notify-mode-both = 私信，并在牌桌频道里提到你
notify-quiet-none = 无
notify-current =
    轮到你的提示和提醒方式：{ $mode }。
    时区：{ $tz }。免打扰时段：{ $quiet }。
notify-saved = 已保存。
notify-quiet-help = 免打扰时段内不发提醒，等时段结束再发。你这一手的时限里落在免打扰时段的时间会加到截止时间上，最多加一晚的免打扰时长（18:00 开始、时限 12 小时、免打扰 22:00-07:00，截止时间就从次日 06:00 推到次日 14:00）。
notify-invalid-mode = “{ $value }”不是通知方式，请选私信、频道或两者都要。设置没有改动。
notify-invalid-quiet = “{ $value }”不是免打扰时段，请按 24 小时制写“开始-结束”，如 22:00-07:00，或写 off 关闭。设置没有改动。
notify-invalid-timezone = “{ $value }”不是时区，请写 IANA 时区名，如 Asia/Shanghai 或 Europe/Berlin。设置没有改动。
notify-invalid-timezone-close = “{ $value }”不是时区。你是不是想写 { $names }？设置没有改动。
notify-error-store = 现在无法保存你的设置，请稍后再试。
notify-turn-mention = ▶ { $mention }，轮到你了。
notify-reminder-mention = ⏰ { $mention }：{ $reminder }
notify-digest = 你不在的时候：
cmd-notify-pictures-name = 图片
cmd-notify-pictures-desc = 私信和 /手牌 里显示手牌图片（关闭则只显示文字）
notify-pictures-on = 手牌图片：开。
notify-pictures-off = 手牌图片：关（只显示文字）。
notify-pictures-table = 手牌图片：按牌桌设置（牌桌未设 images=off 时显示）。

# /notify：手番の知らせ方、おやすみ時間、タイムゾーン。チャンネルでのメンション。留守中のまとめ。

cmd-notify-name = 通知
cmd-notify-desc = 手番の知らせ方：DM かチャンネルか、おやすみ時間、タイムゾーン
cmd-notify-mode-name = 方法
cmd-notify-mode-desc = 手番の知らせとリマインダーの送り先
cmd-notify-mode-choice-dm = DM
cmd-notify-mode-choice-channel = チャンネルでメンション
cmd-notify-mode-choice-both = 両方
cmd-notify-quiet-name = おやすみ時間
cmd-notify-quiet-desc = あなたのタイムゾーンでのおやすみ時間（例 22:00-07:00、解除は off）
cmd-notify-timezone-name = タイムゾーン
cmd-notify-timezone-desc = あなたのタイムゾーン（例 Asia/Tokyo）

notify-mode-dm = DM
notify-mode-channel = 卓のチャンネルでのメンション
notify-mode-both = DM と卓のチャンネルでのメンション
notify-quiet-none = なし
notify-current =
    手番の知らせとリマインダー：{ $mode }。
    タイムゾーン：{ $tz }。おやすみ時間：{ $quiet }。
notify-saved = 保存しました。
notify-quiet-help = おやすみ時間にはリマインダーを送らず、終わってから送ります。手番の持ち時間のうちおやすみ時間に重なった分は締め切りに足されます（最大でひと晩のおやすみ時間まで）。例えば 18:00 に始まる 12 時間の手番で、おやすみ時間が 22:00-07:00 なら、締め切りは翌日 06:00 ではなく翌日 14:00 になります。
notify-invalid-mode = 「{ $value }」は通知方法ではありません。DM、チャンネル、両方のどれかを選んでください。何も変更していません。
notify-invalid-quiet = 「{ $value }」はおやすみ時間として読めません。24 時間制で「開始-終了」と書いてください（例 22:00-07:00、解除は off）。何も変更していません。
notify-invalid-timezone = 「{ $value }」はタイムゾーンではありません。Asia/Tokyo や Europe/Berlin のような IANA 名で書いてください。何も変更していません。
notify-invalid-timezone-close = 「{ $value }」はタイムゾーンではありません。{ $names } のことですか。何も変更していません。
notify-error-store = 今は設定を保存できませんでした。少ししてからもう一度どうぞ。
notify-turn-mention = ▶ { $mention }さんの番です。
notify-reminder-mention = ⏰ { $mention }さん：{ $reminder }
notify-digest = 留守のあいだに：
cmd-notify-pictures-name = 画像
cmd-notify-pictures-desc = DM と /手札 に手札の画像を出す（オフなら文字だけ）
notify-pictures-on = 手札の画像：オン。
notify-pictures-off = 手札の画像：オフ（文字だけ）。
notify-pictures-table = 手札の画像：卓の設定どおり（卓が images=off でなければ表示）。

# チャンネルのライブ卓メッセージ（埋め込みとボタン）。
live-join = 参加
live-leave = 退出
live-add-bot = ボット追加
live-start = 開始
live-my-hand = 自分の手札
live-rules = ルール
live-play-again = もう一局
live-results = 成績
live-seated = { $seated }/{ $seats } 席が埋まっています
live-deadline = ⏳ { $name }さんの持ち時間：{ $when }まで
live-games-played = この対局で { $count } ゲーム終了
live-turn-mention = ▶ { $mention }さんの番です。卓メッセージの「自分の手札」を押してください。
rules-table-options = 持ち時間のオプション（全ゲーム共通）：{ $options }

# 卓：着席、手番、結果。

list-and = { $init }と{ $last }

game-doudizhu = 闘地主
game-chicago = シカゴ
game-chowdah = チャウダー
game-yaodiren = 幺地人（長牌）

table-opened = { $creator } さんが{ $game }の卓を開きました。/table join で参加できます。
table-joined = { $name } さんが着席しました（{ $seated }/{ $seats }）。
table-left = { $name } さんがゲームから抜けました。
table-bot-added = { $name }（ボット）が着席しました。
table-removed = { $name } さんが卓を離れました。
table-started = { $game }、第 { $number } ゲーム：{ $names }。
table-turn = ▶ { $names } の番です。
table-turn-bid = ▶ { $names } の入札の番です。
table-turn-claim = ▶ { $names } のクレームかパスを待っています。
table-your-turn = あなたの番です。
table-your-claim = 今出された牌をクレームするか、パスしてください。
table-timed-out = ⏰ { $name } さんが時間切れ：卓が安全な手を代わりに打ちました。
table-timed-out-forfeit = ⏰ { $name } さんが時間切れのため投了しました。
table-game-over = ゲーム終了。
table-result-line = { $name }：{ $score }（通算 { $total }）
table-ended = 卓は閉じられました。

status-lobby = プレイヤー待ち
status-playing = プレイ中
status-finished = ゲーム終了
status-ended = 閉鎖
status-header = { $game } — { $status } — 着席 { $seated }/{ $seats }

table-reminder = ⏳ リマインダー：あなたの番です——残り { $left } で卓が代わりに行動します。
status-time-left = ⏳ { $name }：残り { $left }
time-days-hours = { $days }日 { $hours }時間
time-hours-minutes = { $hours }時間 { $minutes }分
time-minutes = { $minutes }分
time-seconds = { $seconds }秒
table-back = { $name } さんが戻り、再び自分でプレイします。
table-stand-in = 🤖 { $name } さんが戻るまでボットが代わりにプレイします（/table back）。
table-claims-awaited = ⏳ 今の牌へのクレーム（またはパス）を待っています。

# /hint とターミナルの hint：おすすめのコマンドと理由ひとつ。
hint-move = ヒント：{ $command }（{ $reason }）
hint-reason-go-out = これで手札がなくなり上がり
hint-reason-block = 次は地主で残り{ $cards }枚、上がられる前に止める
hint-reason-leave-partner = 味方が勝っているので任せる
hint-reason-keep-bomb = 爆弾は温存：相手の残りは少なくとも{ $cards }枚
hint-reason-bomb = 爆弾で止める：相手の残りは{ $cards }枚だけ
hint-reason-cheapest = ペア・スリーカード・階段を崩さない一番安い出し方
hint-reason-pass = 出すと手が崩れるのでパス
hint-reason-bid = 手札の強さに見合った入札
hint-reason-best = 見えない札をランダムに配って試した中で一番よかった手

# 卓：着席、手番、結果。

# 列挙と注記。この言語の句読点で（src/i18n：list、series、alternatives）。
list-sep = 、
list-and = { $init }と{ $last }
list-and-more = { $init }、{ $last }
list-or = { $init }か{ $last }
person = { $name }さん
note = （{ $text }）
option-setting = { $key ->
    [players] { $value }人
   *[other] { $key }={ $value }
}
options-note = （{ $options }）
option-spec = { $setting }（既定値 { $default }）

game-doudizhu = 闘地主
game-chicago = シカゴ
game-chowdah = チャウダー
game-yaodiren = 幺地人（長牌）

table-opened = { $creator }さんが{ $game }の卓を立てました。/{ cmd-table-name } { cmd-table-join-name } で着席できます。
table-joined = { $name }さんが着席しました（{ $seated }/{ $seats }）。
table-joined-range = { $name }さんが着席しました（{ $seated }人着席、{ $fewest }〜{ $seats }人で開始できます）。
table-left = { $name }さんが対局から抜けました。
table-bot-added = { $name }（ボット・{ $level }）が着席しました。
table-bot-level-easy = 初級
table-bot-level-normal = 中級
table-bot-level-hard = 上級
table-bot-name = ボット{ $number }
table-removed = { $name }さんが卓を離れました。
table-started = { $game } 第{ $number }ゲーム：{ $names }
table-turn = ▶ { $names }の番です。
table-turn-bid = ▶ { $names }の入札の番です。
table-turn-exchange = ▶ { $names }の交換の番です。
table-turn-call = ▶ { $names }のシカゴ宣言の番です。
table-turn-claim = ▶ { $names }が鳴くかパスするかを待っています。
table-your-turn = あなたの番です。
table-your-claim = 今の牌を鳴くか、パスしてください。
table-timed-out = ⏰ { $name }さんが時間切れになったため、無難な手を自動で選びました。
table-timed-out-forfeit = ⏰ { $name }さんが時間切れで負けになりました。
table-game-over = 対局終了。最終順位：
table-place = { $place }位
table-place-tied = 同率{ $place }位
table-result-line = { $name }：{ $score }（通算 { $total }）
table-ended = 卓を閉じました。
table-automatic = { $line }（自動）。

status-lobby = 着席待ち
status-playing = 対局中
status-finished = 終了
status-ended = 閉じた卓
status-header = { $game } — { $status } — 着席 { $seated }/{ $seats }
status-standing = { $place }位：{ $name } { $total }

table-reminder = ⏳ あなたの番です。あと{ $left }で時間切れになり、手が自動で選ばれます。
status-time-left = ⏳ { $name }さん：残り{ $left }
time-days-hours = { $days }日{ $hours }時間
time-hours-minutes = { $hours }時間{ $minutes }分
time-minutes = { $minutes }分
time-seconds = { $seconds }秒
table-back = { $name }さんが戻りました。ここからは本人がプレイします。
table-stand-in = 🤖 { $name }さんが戻るまで、ボットが代わりにプレイします（/{ cmd-table-name } { cmd-table-back-name }）。
table-claims-awaited = ⏳ 今の牌を鳴くか（パスか）、返事を待っています。
table-away = { $name }さんは離席中です。戻るまでボットが代わりにプレイします（/{ cmd-table-name } { cmd-table-back-name }）。
table-away-for = { $name }さんは{ $time }離席します。その間はボットが代わりにプレイします（/{ cmd-table-name } { cmd-table-back-name } で早めに戻れます）。
hint-move = ヒント：{ $command }（{ $reason }）
hint-make-move = この手にする
hint-reason-go-out = これで手札がなくなり上がり
hint-reason-block = 次は地主で残り{ $cards }枚、上がられる前に止める
hint-reason-leave-partner = 味方が勝っているので任せる
hint-reason-keep-bomb = 爆弾は温存：相手の残りは少なくとも{ $cards }枚
hint-reason-bomb = 爆弾で止める：相手の残りは{ $cards }枚だけ
hint-reason-cheapest = ペア・スリーカード・階段を崩さない一番弱い出し方
hint-reason-pass = 出すと手札が崩れるのでパス
hint-reason-bid = 手札の強さに見合った入札
hint-reason-unbeatable = 爆弾を除けば、ほかの人の手にこれより強い役はもう残っていない
hint-reason-few-above = 爆弾を除けば、これより強いカードはほかの人の手に{ $cards }枚しか残っていない
hint-reason-keeps-whole = 手札の役を崩さずに出す：残りはあと{ $turns }手で出し切れる
hint-reason-best = 見えない札をランダムに配って試した中で一番よかった手
hint-reason-better-chance = 見えない札をランダムに配って試すと、この手で{ $of ->
    [hand] この局に
   *[match] 試合に
}勝つ確率は{ $chance }%、定石の手では{ $usual }%
hint-reason-usual = この手札ならこれが定石
hint-reason-only = ルール上これしかできない
hint-reason-stand-pat = 交換しない：もう{ $hand }ができている
hint-reason-keep-made = { $hand }を残して{ $draw }枚交換し、役を伸ばす
hint-reason-keep-made-high = { $hand }と、5点の最後のトリック用に{ $cards }を残して{ $draw }枚交換
hint-reason-draw-to = { $hand }まであと1枚：4枚残して1枚交換
hint-reason-keep-top-card = 残す役がない：一番強いカードを5点の最後のトリック用に残し、{ $draw }枚交換
hint-reason-top-card-over-pair = ワンペアは最高でも1点：一番強いカードを5点の最後のトリック用に残し、{ $draw }枚交換
hint-reason-draw-five = ペアがなく、Jより強いカードもない：5枚すべて交換
hint-reason-draw-five-over-top = ペアがなく、強いカード1枚だけでは足りない：5枚すべて交換
hint-reason-draw-five-over-pair = ワンペアは最高でも1点：5枚すべて交換して、より強い役をねらう
hint-reason-three-to-flush = 同じスートの3枚を残し、2枚交換してフラッシュをねらう
hint-reason-keep-high-cards = 強いカードを5点の最後のトリック用に残し、{ $draw }枚交換
hint-reason-shed = 一番弱いカードを捨て、一番強いカードを5点の最後のトリックに残す
hint-reason-take-lead = このトリックを取れば、最後のトリックを自分から出せる
hint-reason-take-cheaply = 取れるカードのうち一番弱いカードでこのトリックを取り、次のトリックを自分から出す
hint-reason-keep-for-last = { $card }は5点の最後のトリック用に残す
hint-reason-call-chicago = どのカードもトリックを取れる
hint-reason-contract = 手札がこのラウンドの契約どおりにそろっている
hint-reason-take-pile = この捨て札のほうが、山札から引くより組に合う
hint-reason-meld-way = 晒し方の中で、これが残りの手札を一番よくする
hint-reason-draw-stock = 捨て山に十分役立つ札がない
hint-reason-no-pile-melds = 捨て山の札は取ったらすぐ晒す決まりで、どの山の一番上の札もあなたの札と組にならない
hint-reason-loose = どの組にも入らない札：捨てると{ $missing ->
   *[other] チャウダーまであと{ $missing }枚
}
hint-reason-loose-cover = どの組にも入らない札：捨てるとチャウダーまであと{ $missing }枚。この山に捨てれば{ $joker ->
    [yes] ジョーカー
   *[no] 次の人が晒した組に付けられる{ $card }
}を隠せる
hint-reason-take-joker = ジョーカーは刻子にも順子にも入る
hint-reason-extra-turn = ジョーカーを捨てたので追加の手番：もう一枚引いてチャウダーに近づける
hint-reason-nothing-to-draw = 山札は空で、どの捨て山の一番上の札も組にならない：追加の手番でも引ける札がない
hint-reason-win = その牌で和了れる
hint-reason-fold = 手が弱すぎる：降りれば勝ち負けなし
hint-reason-opens = 手牌は最善で { $tuo } 砣：{ $threshold } 砣あれば起牌できる
hint-reason-below-threshold = 起牌できない：手牌は最善で { $tuo } 砣、起牌には { $threshold } 砣が要る
hint-reason-play-on = { $short ->
    [0] 手牌は最善で { $tuo } 砣：和了に要る { $threshold } 砣に届く
   *[other] 手牌は最善で { $tuo } 砣、和了に要る { $threshold } 砣まであと { $short } 砣：参加する価値がある
}
hint-reason-stay-out = あなたがトップなので、降りれば点を失わない
hint-reason-spare = 手牌に要らない牌のうち、他家にチー・ポンされにくい牌
hint-reason-claim-improves = 鳴いたほうが手牌の価値が上がる
hint-reason-claim-no-better = チーもポンも手牌を良くしない

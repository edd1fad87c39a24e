# ゲームに依らない拒否の理由。

error-no-table = このチャンネルには卓がありません。/table new で開いてください。
error-table-open = ここにはすでに卓があります。先に終えるか /table end で閉じてください。
error-already-seated = すでにこの卓に着席しています。
error-table-full = 卓は満席です（{ $seats } 席）。
error-not-seated = この卓に着席していません。/table join で参加してください。
error-already-started = ゲームはすでに始まっています。
error-not-started = 進行中のゲームはありません。/table start で始めてください。
error-player-count = 着席は { $have } 人ですが、このゲームには { $need } 人必要です。
error-not-allowed = 卓を開いた人かチャンネル管理権限のある人だけが行えます。
error-no-such-seat = 席 { $seat } はありません。
error-ended = この卓は閉じられています。
error-not-your-turn = あなたの番ではありません：{ $names } を待っています。
error-already-applied = その操作はすでに行われました。
error-wrong-game = その操作は別のゲームのものです。
error-option-unknown = 不明なオプション「{ $key }」。
error-option-value = オプション「{ $key }」：「{ $value }」は使えません（{ $expected } のいずれか）。
error-option-conflict = オプション「{ $key }={ $value }」は「{ $other }」と併用できません。
error-deal-other-game = その配り札は別のゲームのものです。
error-bad-deal = その配り札では始められません：{ $why }。
deal-hand-count = 手札は { $expected } 組のはずが { $got } 組です
deal-hand-size = 席 { $seat } の手札は { $expected } 枚のはずが { $got } 枚です
deal-pile-size = { $pile } は { $expected } 枚のはずが { $got } 枚です
deal-card-count = { $card } が { $got } 枚ありますが、デッキには { $expected } 枚です
deal-no-seat = 席 { $seat } はありません

expected-card = As、10h、Td、JK のようなカード
expected-suit = ランクの後のスート：s h d c（または ♠ ♥ ♦ ♣）
expected-face = ランク：3–9、T（または 10）、J、Q、K、A、2、B（黒ジョーカー）、R（赤ジョーカー）
expected-tile = 牌の名前（天、地、人…）、ピンイン（tian、di、ren…）または目（6-6）
expected-something = 少なくとも 1 枚のカード
error-notation = 「{ $token }」が読み取れません：{ $expected }が必要です。

arg-cards = カード
arg-card = カード 1 枚
arg-tiles = 牌
arg-tile = 牌 1 枚
arg-bid = 入札：pass、1、2、3
arg-pile = 山：stock、1、2、3
arg-discard-pile = 捨て山：1、2、3
arg-claim = クレーム：chi、peng、sha、tuhuo、hu
arg-declaration = 宣言
arg-nothing = なし
error-verb-not-used = このゲームに「{ $verb }」はありません。
error-verb-not-now = 今は { $verb } できません。
error-missing-argument = 「{ $verb }」には{ $expected }が必要です。
error-bad-argument = 「{ $verb } { $token }」：{ $expected }が必要です。
error-extra-words = 「{ $verb }」の後には何も付けません：「{ $extra }」が余分です。
error-joker-word = 「{ $token }」は闘地主の札の名前ではありません：黒のジョーカーは B、赤のジョーカーは R と書きます。
error-chi-both-tiles = 吃には手牌の2枚が必要です：claim chi 牌 牌。
error-chi-both-tiles-ways = 吃には手牌の2枚が必要です：claim chi 牌 牌。可能な組み合わせ：{ $ways }。
error-claim-not-open = 今は{ $claim }できません。
error-claim-not-open-others = 今は{ $claim }できません。{ $open }またはパスができます。
error-no-stand-in = あなたの代わりにプレイしているボットはいません。
deal-score-count = 開始スコアは { $expected } 個のはずが { $got } 個です
error-not-your-turn-claims = あなたの番ではありません：今の牌へのクレームを待っています。
error-unknown-choice = このボタンはこの卓のものではありません（古いパネルかもしれません）。/hand で新しいパネルを開いてください。

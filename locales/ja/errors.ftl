# ゲームに依らない拒否の理由。

error-no-table = このチャンネルには卓がありません。/{ cmd-table-name } { cmd-table-new-name } で立ててください。
error-table-open = ここにはもう卓があります。先に終わらせるか、/{ cmd-table-name } { cmd-table-end-name } で閉じてください。
error-already-seated = もうこの卓に着席しています。
error-table-full = 卓は満席です（{ $seats }席）。
error-not-seated = この卓に着席していません。/{ cmd-table-name } { cmd-table-join-name } で着席してください。
error-already-started = ゲームはもう始まっています。
error-not-started = 進行中のゲームはありません。/{ cmd-table-name } { cmd-table-start-name } で始めてください。
error-player-count = 着席は{ $have }人ですが、このゲームには{ $need }人必要です。
error-not-allowed = 卓を立てた人か、チャンネルを管理できる人だけが行えます。
error-rated-needs-league-moderator = この対局はレーティング対象です。対局中に卓を終了したりプレイヤーを外したりできるのは、リーグ管理者（「サーバー管理」権限、または /{ cmd-settings-name } で決めたリーグ管理者ロールを持つ人）だけです。何も変更していません。途中で抜けると負けとして記録されます。
error-no-such-seat = { $seat }番の席はありません。
error-ended = この卓は閉じられています。
error-not-your-turn = あなたの番ではありません。{ $names }を待っています。
error-already-applied = その操作はもう行われています。
error-wrong-game = その操作は別のゲームのものです。
error-option-unknown = 「{ $key }」というオプションはありません。使えるオプション：{ $known }
error-option-value = オプション「{ $key }」に「{ $value }」は使えません（{ $expected }のどれか）。
error-option-conflict = オプション「{ $key }={ $value }」は「{ $other }」と一緒に使えません。
error-deal-other-game = その配札は別のゲームのものです。
error-bad-deal = その配札では始められません（{ $why }）。
deal-hand-count = 手札は{ $expected }人分のはずが{ $got }人分です
deal-hand-size = { $seat }番の席の手札は{ $expected }枚のはずが{ $got }枚です
deal-pile-size = { $pile }は{ $expected }枚のはずが{ $got }枚です
deal-card-count = { $card }が{ $got }枚ありますが、デッキには{ $expected }枚です
deal-no-seat = { $seat }番の席はありません

expected-card = As、10h、Td、JK のようなカード
expected-natural = As、10h、Td のようなジョーカー以外のカード
expected-suit = 数字の後にスート（s h d c、または ♠ ♥ ♦ ♣）
expected-face = 数字（3〜9、T（または 10）、J、Q、K、A、2、B（黒ジョーカー）、R（赤ジョーカー））
expected-tile = 牌の名前（天牌、地牌、人牌…）、ピンイン（tian、di、ren…）、または目（6-6）
expected-something = 1枚以上のカード
error-notation = 「{ $token }」が読み取れません。ここには{ $expected }を書きます。

arg-cards = カード
arg-card = カード1枚
arg-tiles = 牌
arg-tile = 牌1枚
arg-bid = 入札（1点・2点・3点かパス）
arg-pile = どこから引くか（山札、または捨て山1・2・3）
arg-discard-pile = 捨て山（1・2・3）
arg-claim = 鳴き方（チー・ポン・シャー・吐火・和了）
arg-declaration = 宣言の内容（シカゴ。「シカゴ」だけでも宣言できます）
arg-nothing = 何も付けない
error-verb-not-used = このゲームに「{ $verb }」はありません。
error-verb-not-now = 今は「{ $verb }」はできません。
error-missing-argument = 「{ $verb }」には{ $expected }が必要です。
error-bad-argument = 「{ $verb } { $token }」：ここには{ $expected }を書きます。
error-extra-words = 「{ $verb }」の後には何も付けません。「{ $extra }」が余分です。
verb-in-sentence = 「{ $verb }」
error-verbs-now = { $refusal }今できるのは{ $verbs }です。
error-joker-word = 「{ $token }」は闘地主のカード名ではありません。黒ジョーカーは B、赤ジョーカーは R と書きます。
error-chi-both-tiles = チーには手牌の2枚を書きます（チー 牌 牌）。
error-chi-pair = 「{ $first } { $second }」
error-chi-both-tiles-ways = チーには手牌の2枚を書きます（チー 牌 牌）。できるのは{ $ways }です。
error-claim-not-open = 今は{ $claim }できません。
error-claim-not-open-others = 今は{ $claim }できません。できるのは{ $open }か、パスです。
error-no-stand-in = あなたの代わりに打っているボットはいません。
deal-score-count = 開始時の点数は{ $expected }人分のはずが{ $got }人分です
error-not-your-turn-claims = あなたの番ではありません。今の牌を鳴くかどうか、みんなの返事を待っています。
error-unknown-choice = このボタンはこの卓のものではありません（古いパネルかもしれません）。/{ cmd-hand-name } で新しいパネルを開いてください。
error-moved-on = このボタンは少し前の局面のもので、その後ゲームが進んだため何もしませんでした。もう一度 /{ cmd-hint-name } を使うか、/{ cmd-hand-name } で今の手を確認してください。
error-table-damaged = このチャンネルの卓は復元できませんでした。保存された記録が壊れているため別に保管しており、ここでは操作できません。ボットの管理者に修復か終了を頼んでください。
error-served-elsewhere = この卓はボットの別のプロセスが担当しているので、このボタンはここでは使えません。卓のチャンネルでスラッシュコマンド（/{ cmd-bid-name }、/{ cmd-play-name }、/{ cmd-pass-name }）を使ってください。
error-hints-off = この卓ではヒントは使えません。hints=off で開かれた卓です（レーティング対象の卓は、開くときに hints=on としない限りこうなります）。

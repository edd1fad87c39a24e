# チャウダー：イベント、表示、拒否の理由。

chowdah-kind-pair = ペア
chowdah-kind-trey = 3 枚組
chowdah-kind-quad = 4 枚組
chowdah-kind-quint = 5 枚組
chowdah-contract = 契約 { $number }：{ $melds }
chowdah-colour-red = 赤
chowdah-colour-black = 黒

chowdah-round-started = 第 { $round } ラウンド（{ $contract }）。{ $dealer } さんが配ります。捨て札の山：{ $piles }、山札 { $stock } 枚。{ $first } さんから。
chowdah-your-hand = あなたの手札：{ $cards }
chowdah-drew-pile = { $name } さんが山 { $pile } から { $card } を取りました。
chowdah-drew-stock = { $name } さんが山札から引きました。
chowdah-stock-card = { $card } を引きました。
chowdah-meld-now = { $card } はすぐにメルドとして公開します：meld カード で一緒に出す手札を指定します（meld だけなら公開済みのメルドに加えます）。
chowdah-melded = { $name } さんが { $melds } を公開しました。
chowdah-swapped = { $name } さんが { $gave } を出して { $owner } さんのメルドの { $took } と交換：{ $meld }。
chowdah-discarded = { $name } さんが { $card } を山 { $pile } に捨てました。
chowdah-extra-turn = { $name } さんはジョーカーを捨てたのでもう一度手番です。
chowdah-declared = 🍲 { $name } さんがチャウダー！{ $cards }
chowdah-passed = { $name } さんは引きません：山札がなく、ラウンド終了。
chowdah-cannot-draw = { $name } さんは引けません：山札がなく、ラウンド終了。
chowdah-end-chowdah = { $name } さんのチャウダー
chowdah-end-stock = 山札切れ
chowdah-round-scored = 第 { $round } ラウンド終了（{ $why }）：
chowdah-scored = { $name }（{ $colour }）：{ $melds } → { $points }
chowdah-unmelded = 、メルド外 { $cards }
chowdah-doubled-concealed = 、倍（全暗手）
chowdah-doubled-full-run = 、倍（13 枚の連続）
chowdah-doubled-all-sets = 、倍（同色のセットのみ）
chowdah-totals = 合計：{ $totals }
chowdah-tie-break = 首位タイ：第 { $round } ラウンドで決着をつけます。
chowdah-forfeited = { $name } さんが投了しました。

chowdah-stage-draw = 引く（山札か捨て札の山）
chowdah-stage-meld = { $card } をメルドする
chowdah-stage-discard = 捨てる（またはジョーカー交換、宣言）
chowdah-stage-over = マッチ終了
chowdah-view-round = 第 { $round }/{ $rounds } ラウンド（{ $contract }）：{ $stage }。
chowdah-view-piles = 捨て札 { $piles } · 山札 { $stock }
chowdah-view-seat = { $name }：手札 { $count } 枚

chowdah-meld-size = メルドは 2〜5 枚です（{ $size } 枚ではありません）
chowdah-meld-joker-pair = ペアにジョーカーは使えません
chowdah-meld-pair-identical = ペアはまったく同じ 2 枚（同じランクとスート）です
chowdah-meld-only-jokers = メルドにはジョーカー以外のカードが少なくとも 1 枚必要です
chowdah-meld-not-set-or-run = セット（同ランク・同色）でもラン（同スートの連続）でもありません
chowdah-contract-too-many = 契約の{ $kind }は { $allowed } 組までです
chowdah-contract-repeated-rank = 第 8 ラウンドは 7 種類の異なるランクのペアが必要です（{ $rank } が 2 回）
chowdah-score-too-many-cards = プレイヤーの手は最大 { $max } 枚です（{ $got } 枚ではありません）
chowdah-score-too-many-copies = 2 組のデッキに { $card } は 2 枚しかありません

chowdah-error-over = マッチは終わりました。
chowdah-error-draw-first = まず引いてください：山札か捨て札の山から。
chowdah-error-already-drew = この手番ではすでに引いています。
chowdah-error-meld-drawn = 先に引いた { $card } をメルドしてください。
chowdah-error-nothing-to-meld = メルドは捨て札の山から取ったカードのためのものです。
chowdah-error-stock-empty = 山札がありません：捨て札の山から取るか、パスしてください。
chowdah-error-stock-not-empty = 山札がまだあります：引いてください。
chowdah-error-no-such-pile = 山 { $pile } はありません（山は 1、2、3）。
chowdah-error-empty-pile = 山 { $pile } は空です。
chowdah-error-cannot-meld = { $card } は手札や公開メルドとメルドできません。
chowdah-error-invalid-meld = { $cards } はメルドではありません：{ $why }。
chowdah-error-contract = 公開メルドが契約に合いません：{ $why }。
chowdah-error-leaves-out = メルドから { $cards } が漏れています。公開のままでなければなりません。
chowdah-error-not-in-hand = { $cards } を持っていません。
chowdah-error-holds-fewer = { $card } は { $held } 枚しか持っていません（{ $named } 枚ではありません）。
chowdah-error-nothing-to-discard = それでは捨てるカードがなくなります。
chowdah-error-no-such-meld = { $name } さんに { $meld } 番目の公開メルドはありません。
chowdah-error-not-a-joker-swap = 交換はジョーカーとカード、またはカードとジョーカーです。
chowdah-error-not-in-meld = { $name } さんの { $meld } 番目のメルドに { $card } はありません（他のメルドにあります：@席.メルド で指定してください）。
chowdah-error-in-no-meld = 誰の公開メルドにも { $card } はありません。
chowdah-error-swap-breaks = その交換ではメルドが崩れます：{ $why }。
chowdah-error-use-empty-pile = 山 { $pile } が空です：そこに捨ててください。
chowdah-error-not-chowdah = あなたのカードはこのラウンドの契約になっていません。
chowdah-error-must-declare = すべてのカードがメルドされています：チャウダーを宣言してください。

# Buttons
chowdah-button-draw-stock = 山札から引く
chowdah-button-draw-pile = 山 { $pile } の { $card } を取る
chowdah-button-swap = { $give } と { $take } を交換（{ $name } さんのメルド { $meld }）
chowdah-button-discard = { $card } を山 { $pile } に捨てる
chowdah-button-declare = チャウダー！
chowdah-button-pass = 引かない（ラウンド終了）

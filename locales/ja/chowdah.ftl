# チャウダー：イベント、表示、拒否の理由。用語は docs/glossary/chowdah.md のとおり。

chowdah-kind-pair = ペア
chowdah-kind-trey = 3枚組
chowdah-kind-quad = 4枚組
chowdah-kind-quint = 5枚組
chowdah-contract-part = { $kind }×{ $count }
chowdah-pile-top = { $pile }番 { $card }
chowdah-contract = 契約{ $number }：{ $melds }
chowdah-colour-red = 赤
chowdah-colour-black = 黒

chowdah-round-started = 第{ $round }ラウンド（{ $contract }）。{ $dealer }さんが配ります。捨て山は{ $piles }、山札は{ $stock }枚。{ $first }さんからです。
chowdah-your-hand = あなたの手札：{ $cards }
chowdah-hand-all-exposed = なし（全部晒しています）
chowdah-drew-pile = { $name }さんが捨て山{ $pile }から{ $card }を取りました。
chowdah-drew-stock = { $name }さんが山札から引きました。
chowdah-stock-card = { $card }を引きました。
chowdah-meld-now = { $card }はすぐに晒します。「晒す」に続けて一緒に晒す手札を書いてください（「晒す」だけなら晒した組に付けます）。
chowdah-melded = { $name }さんが{ $melds }を晒しました。
chowdah-swapped = { $name }さんが{ $gave }を出して、{ $owner }さんの組の{ $took }と交換しました：{ $meld }
chowdah-discarded = { $name }さんが{ $card }を捨て山{ $pile }に捨てました。
chowdah-extra-turn = { $name }さんは追加の手番を取り、もう一度行います。
chowdah-extra-turn-offered = { $name }さんがジョーカーを捨てたので、追加の手番を取るか（出す）見送るか（パス）を選べます。
chowdah-extra-turn-declined = { $name }さんは追加の手番を見送りました。
chowdah-declared = 🍲 { $name }さんがチャウダー！{ $cards }
chowdah-passed = { $name }さんは引きません。山札がないので、このラウンドは終了です。
chowdah-cannot-draw = { $name }さんは引けません。山札がないので、このラウンドは終了です。
chowdah-end-chowdah = { $name }さんのチャウダー
chowdah-end-stock = 山札切れ
chowdah-round-scored = 第{ $round }ラウンド終了（{ $why }）
chowdah-scored = { $name }（{ $colour }）：{ $melds } → { $points }
chowdah-unmelded = 、組にならない札{ $cards }
chowdah-doubled-concealed = 、門前（メンゼン）で倍
chowdah-doubled-full-run = 、一気通貫で倍
chowdah-doubled-all-sets = 、対々和（同色）で倍
chowdah-totals = 合計：{ $totals }
chowdah-tie-break = 首位が並んだので、第{ $round }ラウンドで決着をつけます。
chowdah-forfeited = { $name }さんが投了しました。

chowdah-stage-draw = 引く番（山札か捨て山から）
chowdah-stage-meld = { $card }を晒す
chowdah-stage-discard = 捨てる番（ジョーカー交換、チャウダー宣言もできます）
chowdah-stage-extra-turn = 追加の手番を取るか（出す）見送るか（パス）
chowdah-stage-over = マッチ終了
chowdah-view-round = 第{ $round }ラウンド（全{ $rounds }ラウンド、{ $contract }）：{ $stage }
chowdah-view-piles = 捨て山：{ $piles } · 山札：{ $stock }枚
chowdah-view-seat = { $name }さん：手札{ $count }枚

chowdah-meld-size = 組は2〜5枚で、{ $size }枚では組めません
chowdah-meld-joker-pair = ペアにジョーカーは使えません
chowdah-meld-pair-identical = ペアはまったく同じ2枚（同じ数字・同じスート）です
chowdah-meld-only-jokers = 組にはジョーカー以外の札が1枚以上必要です
chowdah-meld-not-set-or-run = 刻子（同じ数字・同じ色）でも順子（同じスートの連続）でもありません
chowdah-contract-too-many = 契約の{ $kind }は{ $allowed }組までです
chowdah-contract-repeated-rank = 第8ラウンドは数字の違うペアが7組必要です（{ $rank }が2回）
chowdah-score-too-many-cards = 1人の札は最大{ $max }枚です（{ $got }枚ではありません）
chowdah-score-too-many-copies = デッキ2組に{ $card }は2枚しかありません

chowdah-error-over = マッチは終了しました。
chowdah-error-draw-first = 先に引いてください。山札か捨て山から取れます。
chowdah-error-already-drew = この手番ではもう引いています。
chowdah-error-meld-drawn = 先に取った{ $card }を晒してください。
chowdah-error-extra-turn-choice = ジョーカーを捨てたので、先に追加の手番を取るか（出す）見送るか（パス）を選んでください。
chowdah-error-no-extra-turn = 今は追加の手番はありません。
chowdah-error-nothing-to-meld = すぐに晒すのは捨て山から取った札だけです。
chowdah-error-stock-empty = 山札がありません。捨て山から取るか、パスしてください。
chowdah-error-stock-not-empty = 山札がまだあります。引いてください。
chowdah-error-no-such-pile = 捨て山{ $pile }はありません（捨て山は1、2、3）。
chowdah-error-empty-pile = 捨て山{ $pile }は空です。
chowdah-error-cannot-meld = { $card }は手札とも晒した組とも組になりません。
chowdah-error-meld-needs-cards = { $exposed ->
    [yes] { $card }だけでは晒した組のどれにも付けられません
   *[no] { $card }を付けられる晒した組がまだありません
}。一緒に晒す手札を書いてください（例：{ $with }）。
chowdah-error-invalid-meld = { $cards }は組になりません（{ $why }）。
chowdah-error-contract = 晒した組が契約に合いません（{ $why }）。
chowdah-error-leaves-out = { $cards }が組から漏れています。晒した札は晒したままにしてください。
chowdah-error-not-in-hand = { $cards }を持っていません。
chowdah-error-holds-fewer = { $card }は{ $held }枚しか持っていません（{ $named }枚ではありません）。
chowdah-error-nothing-to-discard = それでは捨てる札がなくなります。
chowdah-error-no-such-meld = { $name }さんに{ $meld }番目の組はありません。
chowdah-error-not-a-joker-swap = ジョーカー交換は、ジョーカーと札、または札とジョーカーの交換だけです。
chowdah-error-not-in-meld = { $name }さんの{ $meld }番目の組に{ $card }はありません（別の組にあります。「@席.組」で指定してください）。
chowdah-error-in-no-meld = 誰の晒した組にも{ $card }はありません。
chowdah-error-swap-breaks = その交換では組が崩れます（{ $why }）。
chowdah-error-use-empty-pile = 捨て山{ $pile }が空なので、そこに捨ててください。
chowdah-error-not-chowdah = まだこのラウンドの契約になっていません。あと { $missing } 枚ほど足りません。
chowdah-error-must-declare = 札がすべて組になっています。チャウダーを宣言してください。

# Buttons
chowdah-button-meld = { $melds }を晒す
chowdah-acted-draw-pile = 捨て山{ $pile }から取る
chowdah-button-draw-stock = 山札から引く
chowdah-button-draw-pile = 捨て山{ $pile }の{ $card }を取る
chowdah-button-swap = { $give }と{ $take }を交換（{ $name }さんの{ $meld }番目の組）
chowdah-button-discard = { $card }を捨て山{ $pile }に捨てる
chowdah-button-declare = チャウダー！
chowdah-button-pass = 引かない（ラウンド終了）
chowdah-button-extra-turn = 追加の手番を取る
chowdah-button-no-extra-turn = 追加の手番を見送る
# The word between a swap's two cards in a move's command (swap 9♦ for JK); the parser reads it.
chowdah-swap-for = と

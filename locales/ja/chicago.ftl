# シカゴ：イベント、表示、拒否の理由。用語は docs/glossary/chicago.md のとおり。

chicago-cat-high-card = ハイカード
chicago-cat-pair = ワンペア
chicago-cat-two-pair = ツーペア
chicago-cat-three-of-a-kind = スリーカード
chicago-cat-straight = ストレート
chicago-cat-flush = フラッシュ
chicago-cat-full-house = フルハウス
chicago-cat-four-of-a-kind = フォーカード
chicago-cat-straight-flush = ストレートフラッシュ
chicago-cat-royal-flush = ロイヤルフラッシュ
# A category in running text: the name as it is (English adds an article).
chicago-cat-in-text = { $category }

chicago-scoring-first = 1回目の交換
chicago-scoring-second = 2回目の交換
chicago-scoring-final = 最終ショーダウン

chicago-dealt = 第{ $deal }ディール。{ $name }さんが5枚ずつ配ります。
chicago-your-hand = あなたの手札：{ $cards }
chicago-your-hand-value = あなたの手札：{ $cards }（{ $category }）
chicago-exchange-round = { $round }回目の交換です。0〜5枚捨てて同じ枚数を引きます（「交換しない」でそのまま）。
chicago-stood-pat = { $name }さんは交換しません。
chicago-exchanged = { $name }さんが{ $count }枚交換しました。
chicago-drew = { $thrown }を捨てて{ $drawn }を引きました。
chicago-locked = { $name }さんは{ $score }点なので、もう交換できません。
chicago-reshuffled = 山札がなくなったので、それまでの捨て札{ $count }枚を切り直して山札にします。
chicago-showdown-best = { $end ->
    [yes] 最終ショーダウン
   *[no] { $when }
}の最高役は{ $name }さんの{ $category }（{ $cards }）。
chicago-showdown-tie = { $end ->
    [yes] 最終ショーダウン
   *[no] { $when }
}は{ $names }が{ $category }で同点。得点なし。
chicago-showdown-none = { $end ->
    [yes] 最終ショーダウン
   *[no] { $when }
}は誰もワンペア以上がなく、得点なし。
chicago-points = { $name }さん { $change }点（{ $why }）→ 計{ $total }点
chicago-for-last-trick = 最後のトリック
chicago-for-chicago-made = シカゴ成功
chicago-for-chicago-failed = シカゴ失敗
chicago-for-forfeit = 投了
chicago-call-asked = シカゴを宣言しますか？{ $names }は5トリック全取りを宣言できます（「シカゴを宣言」か「宣言しない」）。
chicago-call-declared = 📣 { $name }さんがシカゴを宣言！5トリック全部取ります。
chicago-call-declined = { $name }さんはシカゴを宣言しません。
chicago-tricks-begin = トリックの開始です。{ $name }さんのリード。同じスートがあれば必ず出します。得点になるのは最後のトリックだけ（5点）です。
chicago-played = { $name }さんが{ $card }を出しました（第{ $trick }トリック）。
chicago-trick-won = { $name }さんが第{ $trick }トリックを取りました。
chicago-deal-over = 第{ $deal }ディール終了。{ $scores }
chicago-tie-at-top = { $names }が{ $score }点で首位に並んだので、もう1ディール行います。
chicago-forfeited = { $name }さんが投了しました。
chicago-end-target = 目標点に到達
chicago-end-royal = ロイヤルフラッシュ
chicago-end-forfeit = 投了者あり
chicago-match-over = 🏆 { $names }の勝ち（{ $why }）。最終スコア：{ $scores }

chicago-stage-exchange = { $round }回目の交換
chicago-stage-call = シカゴ宣言
chicago-stage-tricks = 第{ $trick }トリック（全5トリック）
chicago-stage-over = マッチ終了
chicago-view-deal = 第{ $deal }ディール（ディーラーは{ $dealer }さん）：{ $stage }。{ $target }点先取。
chicago-view-scores = スコア：{ $scores }
chicago-view-trick = このトリック：{ $plays }

chicago-error-over = マッチは終了しました。
chicago-error-not-exchanging = 今は交換の番ではありません。カードを出してください。
chicago-error-not-held = { $card }を持っていません。
chicago-error-repeated = { $card }を2回指定しています。
chicago-error-call-not-played = この卓ではシカゴ宣言を使いません。
chicago-error-not-calling = 今はシカゴ宣言の確認中ではありません。
chicago-error-follow-suit = スートに従ってください。リードは{ $lead }で、あなたはそのスートを持っています（{ $card }は違うスートです）。
chicago-error-not-playing = トリックはまだ始まっていません。
chicago-hand-count = ポーカーの手は5枚です（{ $got }枚ではありません）。
chicago-hand-joker = シカゴではジョーカーを使いません（{ $card }）。

# Buttons
chicago-button-stand-pat = 交換しない（5枚とも残す）
chicago-button-declare = シカゴを宣言
chicago-button-no-call = 宣言しない
chicago-button-discard = { $cards }を交換
chicago-button-play = { $card }を出す

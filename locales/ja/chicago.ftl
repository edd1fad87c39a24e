# シカゴ：イベント、表示、拒否の理由。

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

chicago-scoring-first = 1 回目の交換
chicago-scoring-second = 2 回目の交換
chicago-scoring-final = 最終手

chicago-dealt = 第 { $deal } ディール：{ $name } さんが 5 枚ずつ配ります。
chicago-your-hand = あなたの手札：{ $cards }
chicago-exchange-round = 交換 { $round }：0–5 枚捨てて同じ枚数を引きます（カードなしの discard で交換なし）。
chicago-stood-pat = { $name } さんは交換しません。
chicago-exchanged = { $name } さんが { $count } 枚交換しました。
chicago-drew = { $thrown } を捨てて { $drawn } を引きました。
chicago-locked = { $name } さんは { $score } 点のため交換できません。
chicago-reshuffled = 山札が尽きました：それまでの捨て札 { $count } 枚を切って新しい山札にします。
chicago-showdown-best = { $end ->
    [yes] この配りの終わり
   *[no] { $when }の後
}の最高の手：{ $name } さんの{ $category }（{ $cards }）。
chicago-showdown-tie = { $end ->
    [yes] この配りの終わり
   *[no] { $when }の後
}：{ $names } が{ $category }で同点——得点なし。
chicago-showdown-none = { $end ->
    [yes] この配りの終わり
   *[no] { $when }の後
}：誰もペアがありません——得点なし。
chicago-points = { $name } { $change }（{ $why }）→ { $total }。
chicago-for-last-trick = 最後のトリック
chicago-for-chicago-made = シカゴ成功
chicago-for-chicago-failed = シカゴ失敗
chicago-for-forfeit = 投了
chicago-call-asked = シカゴ？{ $names } は 5 トリック全取りを宣言できます（declare chicago か pass）。
chicago-call-declared = 📣 { $name } さんがシカゴを宣言：5 トリック全部取ります！
chicago-call-declined = { $name } さんはシカゴを宣言しません。
chicago-tricks-begin = トリック：{ $name } さんのリード。出せるならスートに従うこと。最後のトリックだけが得点（5）。
chicago-played = { $name } さんが { $card } を出しました（第 { $trick } トリック）。
chicago-trick-won = { $name } さんが第 { $trick } トリックを取りました。
chicago-deal-over = 第 { $deal } ディール終了：{ $scores }。
chicago-tie-at-top = { $names } が { $score } 点で首位タイ：もう 1 ディール。
chicago-forfeited = { $name } さんが投了しました。
chicago-end-target = 目標点に到達
chicago-end-royal = ロイヤルフラッシュ
chicago-end-forfeit = 投了者あり
chicago-match-over = 🏆 { $names } の勝ち（{ $why }）。最終スコア：{ $scores }。

chicago-stage-exchange = 交換 { $round }
chicago-stage-call = シカゴ宣言
chicago-stage-tricks = トリック { $trick }/5
chicago-stage-over = マッチ終了
chicago-view-deal = 第 { $deal } ディール（ディーラー { $dealer }）：{ $stage }。目標 { $target } 点。
chicago-view-scores = スコア：{ $scores }
chicago-view-trick = このトリック：{ $plays }

chicago-error-over = マッチは終わりました。
chicago-error-not-exchanging = 交換の番ではありません：カードを出してください。
chicago-error-not-held = { $card } を持っていません。
chicago-error-repeated = { $card } が 2 回指定されています。
chicago-error-call-not-played = この卓ではシカゴ宣言を採用していません。
chicago-error-not-calling = 今はシカゴ宣言の確認中ではありません。
chicago-error-not-playing = トリックはまだ始まっていません。
chicago-error-follow-suit = スートに従ってください：リードは { $lead } で、あなたはそのスートを持っています（{ $card } は違います）。
chicago-hand-count = ポーカーの手は 5 枚です（{ $got } 枚ではありません）。
chicago-hand-joker = シカゴではジョーカーを使いません（{ $card }）。

# Buttons
chicago-button-stand-pat = 交換しない（5 枚とも残す）
chicago-button-declare = シカゴを宣言

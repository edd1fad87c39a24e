# 闘地主：イベント、表示、拒否の理由。

ddz-kind-single = シングル
ddz-kind-pair = ペア
ddz-kind-trio = スリーカード
ddz-kind-trio-single = スリー＋1枚
ddz-kind-trio-pair = スリー＋ペア
ddz-kind-straight = ストレート
ddz-kind-pair-straight = 連続ペア
ddz-kind-airplane = 飛行機
ddz-kind-airplane-singles = 飛行機＋シングル
ddz-kind-airplane-pairs = 飛行機＋ペア
ddz-kind-four-two-singles = フォー＋シングル2枚
ddz-kind-four-two-pairs = フォー＋ペア2組
ddz-kind-bomb = 爆弾
ddz-kind-rocket = ロケット

ddz-bid-word-pass = パス
ddz-dealt = 配り終えました（第 { $deal } 配）。{ $name } さんから入札：1、2、3 かパス。
ddz-dealt-face-up = 配り終えました（第 { $deal } 配）。表向きにしたカード { $card } は { $name } さんに配られました。{ $name } さんから入札：1、2、3 かパス。
ddz-your-hand = あなたの手札（{ $count } 枚）：{ $cards }
ddz-bid = { $name } さんが { $bid } を入札。
ddz-bid-pass = { $name } さんはパス。
ddz-all-passed = 全員パス：配り直します。
ddz-landlord = { $name } さんが { $bid } で地主になり、残り札を取ります：{ $kitty }。
ddz-played = { $name } さんが { $cards }（{ $kind }）を出しました。{ $left ->
    [0] 手札がなくなりました！
    [1] ⚠ 残り 1 枚！
    [2] ⚠ 残り 2 枚！
   *[other] 残り { $left } 枚。
}
ddz-passed = { $name } さんはパス。
ddz-doubled = 💥 賭け金が倍に：農民 1 人あたり { $stake }。
ddz-trick-won = { $name } さんがトリックを取り、次を出します。
ddz-forfeited = { $name } さんが投了しました。
ddz-landlord-wins = 地主 { $name } さんの勝ち！農民 1 人あたり { $stake }。
ddz-farmers-win = 農民が地主 { $name } さんに勝ちました！農民 1 人あたり { $stake }。
ddz-spring = 春：賭け金がさらに倍。
ddz-reverse-spring = 逆春：賭け金がさらに倍。

ddz-view-auction = 入札中：現在の最高 { $bid }。
ddz-view-auction-none = 入札中：まだ入札はありません。
ddz-view-landlord = 地主：{ $name }（入札 { $bid }、賭け金 { $stake }）。
ddz-view-kitty = 残り札：{ $cards }
ddz-view-to-beat = 上回る相手：{ $name } さんの { $cards }（{ $kind }）。
ddz-view-counts = 枚数：{ $counts }

ddz-invalid-empty = カードが指定されていません
ddz-invalid-deck = デッキにそれほど多くの { $rank } はありません
ddz-invalid-four-players = 4 人戦では{ $kind }は使えません
ddz-invalid-both-jokers = 2 枚のジョーカーを同時に添え札にはできません
ddz-invalid-kickers = 添え札は互いに、また本体とも異なるランクでなければなりません
ddz-invalid-chain-two = 連続の組み合わせに 2 やジョーカーは含められません
ddz-invalid-chain-short = { $kind }には少なくとも { $min } 個の連続したランクが必要です
ddz-invalid-mixed-jokers = 黒と赤のジョーカーはペアになりません
ddz-invalid-none = これらのカードは組み合わせになりません

ddz-error-over = この配は終わりました。
ddz-error-not-bidding = 入札は終わりました：カードを出すかパスしてください。
ddz-error-still-bidding = まだ入札中です：1、2、3 かパス。
ddz-error-bid-too-low = { $bid } の入札は現在の { $top } を上回りません。
ddz-error-not-held = { $cards } を持っていません。
ddz-error-not-combo = { $cards } は組み合わせではありません：{ $why }。
ddz-error-must-match = { $target }（{ $target_kind }）には同じ種類・同じ長さで上回るか、爆弾で返してください。{ $kind }では出せません。
ddz-error-too-low = { $cards } は { $target } を上回りません。
ddz-error-must-lead = このトリックはあなたから：どの組み合わせでも出せます。

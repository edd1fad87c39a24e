# 闘地主：イベント、表示、拒否の理由。用語は docs/glossary/doudizhu.md のとおり。

ddz-kind-single = シングル
ddz-kind-pair = ペア
ddz-kind-trio = スリーカード
ddz-kind-trio-single = スリーカード＋1枚
ddz-kind-trio-pair = スリーカード＋ペア
ddz-kind-straight = 階段
ddz-kind-pair-straight = 連続ペア
ddz-kind-airplane = 飛行機
ddz-kind-airplane-singles = 飛行機＋1枚ずつ
ddz-kind-airplane-pairs = 飛行機＋ペア
ddz-kind-four-two-singles = フォーカード＋2枚
ddz-kind-four-two-pairs = フォーカード＋2ペア
ddz-kind-bomb = 爆弾
ddz-kind-rocket = ロケット

ddz-bid-word-pass = パス
ddz-button-bid = { $bid }点で入札
ddz-button-play = { $cards }を出す
ddz-button-no-bid = パス
ddz-button-pass = パス
ddz-dealt = カードを配りました（{ $deal }回目）。{ $name }さんから入札します。1点・2点・3点で入札するか、パスしてください。
ddz-dealt-face-up = カードを配りました（{ $deal }回目）。表向きにした{ $card }が{ $name }さんに配られたので、{ $name }さんから入札します。1点・2点・3点で入札するか、パスしてください。
ddz-your-hand = あなたの手札（{ $count }枚）：{ $cards }
ddz-bid = { $name }さんが{ $bid }点で入札。
ddz-bid-pass = { $name }さんはパス。
ddz-hand-over = 第{ $hand }局（全{ $hands }局）が終わりました。通算：{ $totals }
ddz-view-match = 第{ $hand }局（全{ $hands }局）· 通算：{ $totals }
ddz-all-passed = 全員パスなので、配り直します。
ddz-landlord = { $name }さんが{ $bid }点で地主になり、伏せ札を取りました：{ $kitty }
ddz-played = { $name }さんが{ $cards }（{ $kind }）を出しました。{ $left ->
    [0] 手札がなくなりました！
    [1] ⚠ 残り1枚！
    [2] ⚠ 残り2枚！
   *[other] 残り{ $left }枚。
}
ddz-passed = { $name }さんはパス。
ddz-cannot-beat = { $cards }に勝てるカードがないので、自動でパスしました。
ddz-doubled = 💥 点数が倍になりました。農民1人あたり{ $stake }点です。
ddz-trick-won = 場が流れました。{ $name }さんから出します。
ddz-forfeited = { $name }さんが投了しました。
ddz-revealed = 残りのカード：{ $hands }
ddz-landlord-wins = 地主の{ $name }さんの勝ち！農民1人あたり{ $stake }点。
ddz-farmers-win = 農民の勝ち！地主の{ $name }さんが負けました。農民1人あたり{ $stake }点。
ddz-spring = スプリング（春天）！点数がさらに倍になります。
ddz-reverse-spring = リバーススプリング（反春）！点数がさらに倍になります。

ddz-view-auction = 入札中。現在の最高は{ $bid }点。
ddz-view-auction-none = 入札中。まだ誰も入札していません。
ddz-view-landlord = 地主は{ $name }さん（{ $bid }点で入札、現在は農民1人あたり{ $stake }点）。
ddz-view-kitty = 伏せ札：{ $cards }
ddz-view-to-beat = 場のカード：{ $name }さんの{ $cards }（{ $kind }）
ddz-view-counts = 残り枚数：{ $counts }

ddz-invalid-empty = カードが指定されていません
ddz-invalid-deck = デッキに{ $rank }はそれほどありません
ddz-invalid-four-players = 4人戦では{ $kind }は出せません
ddz-invalid-both-jokers = ジョーカー2枚を同時に添え札にはできません
ddz-invalid-kickers = 添え札どうし、また添え札と本体は違う数字でなければなりません
ddz-invalid-chain-two = 階段・連続ペア・飛行機に2やジョーカーは入れられません
ddz-invalid-chain-short = { $kind }には{ $min }種類以上の連続した数字が必要です
ddz-invalid-mixed-jokers = 黒ジョーカーと赤ジョーカーはペアになりません
ddz-invalid-none = このカードでは役になりません

ddz-error-over = この局は終了しました。
ddz-error-not-bidding = 入札は終わりました。カードを出すかパスしてください。
ddz-error-still-bidding = まだ入札中です。1点・2点・3点で入札するか、パスしてください。
ddz-error-bid-too-low = { $bid }点では足りません。{ $top }点より高く入札してください。
ddz-error-not-held = { $cards }を持っていません。
ddz-error-not-combo = { $cards }は役になりません（{ $why }）。
ddz-error-must-match = { $target }（{ $target_kind }）には、同じ種類・同じ枚数でより強い役か、爆弾・ロケットで返してください。{ $kind }では出せません。
ddz-error-too-low = { $cards }では{ $target }に勝てません。
ddz-error-must-lead = あなたの親番です。好きな役を出せます。

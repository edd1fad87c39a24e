# 幺地人（四川の長牌）：イベント、表示、拒否の理由。

ydr-claim-chi = チー 吃
ydr-claim-peng = ポン 碰
ydr-claim-sha = シャー 杀
ydr-claim-tuhuo = トゥーフオ 吐火
ydr-claim-hu = フー 胡

ydr-fan-yaodiren = { $tile } × { $count }（幺地人の坎）：{ $fan } 番
ydr-fan-five = { $tile } × 5：1 番
ydr-fan-all-identical = 全部同じ牌の坎（対対胡）：1 番
ydr-fan-all-red = すべて赤：1 番
ydr-fan-all-black = すべて黒：1 番
ydr-fan-extra-tuo = 基準を超えた砣：{ $fan } 番

ydr-dealt = 第 { $hand } 局：{ $name } さんが親（親 21 枚、子 20 枚、山 { $stock } 枚）。起牌しますか？
ydr-your-hand = あなたの牌（{ $count } 枚）：{ $tiles }
ydr-opened = { $name } さんが起牌しました。
ydr-did-not-open = { $name } さんは起牌しません。
ydr-nobody-opened = 誰も起牌しませんでした：同じ親が配り直します。
ydr-joined = { $name } さんはこの局に参加します。
ydr-folded = { $name } さんはこの局を降ります。
ydr-extra-draws = { $name } さんが { $count } 枚追加で引きます（偷牌）。
ydr-drew = { $tile } を引きました。
ydr-discarded = { $name } さんが { $tile } を捨てました。
ydr-flipped = { $name } さんが山から { $tile } をめくりました。
ydr-claim-options = { $tile } をクレームできます：{ $options }——またはパス。
ydr-claim-options-mandatory = { $tile } は必ずクレームします：{ $options }。
ydr-answer-pass = パス
ydr-answered = あなたの回答：{ $answer }。
ydr-answered-automatically = 自動でクレームしました（必須）：{ $answer }。
ydr-claimed = { $name } さんが { $from } さんの { $tile } を取りました（{ $claim }）：{ $kan }。
ydr-claimed-own-flip = { $name } さんが自分でめくった { $tile } を取りました（{ $claim }）：{ $kan }。
ydr-kill-draw = { $name } さんが { $tile } を引きました（全員に公開）。
ydr-locked-peng = { $tile } のポンを見送りました：この局ではもうポンできません。
ydr-locked-win = { $tile } での和了を見送りました：この局ではポン型の和了はできません。
ydr-won = 🀄 { $name } さんの和了（胡）！{ $tiles }
ydr-won-own-flip = 🀄 { $name } さんが自分でめくった { $tile } で和了（胡）！{ $tiles }
ydr-won-on = 🀄 { $name } さんが { $from } さんの { $tile } で和了（胡）！{ $tiles }
ydr-exhausted = 山がなくなりました：流局（荒牌）、親はそのまま。
ydr-uncontested = 参加者が 2 人未満：この局は無効です。
ydr-hand-won = { $name }：{ $kans } —— { $tuo } 砣、{ $fan } 番、各自 { $stake } を支払い。
ydr-hand-over = 第 { $hand } 局終了：{ $scores }
ydr-seat-left = プレイヤーが退席しました。この席はボットが引き継ぎ、次の局の親は改めて決めます。
ydr-forfeited = { $name } さんが投了しました。

ydr-view-estimate = 起牌の見積もり：{ $tuo }/{ $threshold } 砣、{ $kans }/7 坎。
ydr-stage-opening = 起牌
ydr-stage-joining = 参加か降りるか
ydr-stage-discard = 打牌
ydr-stage-claim = クレーム
ydr-stage-over = マッチ終了
ydr-view-hand = 第 { $hand }/{ $hands } 局（親 { $dealer }）：{ $stage }。山：{ $stock }。
ydr-view-concealed = 手牌 { $count } 枚
ydr-view-river = 最近の捨て牌：{ $tiles }

ydr-no-split-count = 7 坎には { $min }〜{ $max } 枚が必要です（{ $got } 枚ではありません）。
ydr-no-split-copies = 各牌は 5 枚しかありません（{ $tile } が { $count } 枚）。
ydr-no-split-kans = 7 坎に分けられません：最大 { $kans } 坎、残り { $leftover }。

ydr-error-over = マッチは終わりました。
ydr-error-not-your-turn = 今はあなたの番ではありません。
ydr-error-not-now = 今はそれはできません。
ydr-error-cannot-open = 起牌できません：最大でも { $tuo }/{ $threshold } 砣、{ $kans }/7 坎です。
ydr-error-not-held = { $tile } を持っていません。
ydr-error-not-entitled = この牌を{ $claim }できません。
ydr-error-peng-barred = この局で先に { $tile } のポンを見送っています。
ydr-error-win-barred = この局で先に { $tile } での和了を見送っています。
ydr-error-no-such-chi = { $with } と { $tile } では坎になりません。
ydr-error-must-claim = ここでは{ $claim }が必須です。
ydr-error-not-a-win = 砣の足りた 7 坎になっていません。
ydr-error-win-after-claim = 吃・碰のあとは牌を捨てます。その牌で和がるなら、そのとき胡を宣言する必要がありました。

# Buttons
ydr-button-open = 起牌する
ydr-button-not-open = 起牌しない
ydr-button-play = この局に参加
ydr-button-fold = この局を降りる
ydr-passing-this-hand = この局の残りのチー・ポンはすべてパスします（和了できるときは確認し、シャーと吐火はこれまでどおり行います）。
ydr-standing-passed = { $tile } は設定どおりパスしました（この局のチー・ポンはすべてパス）。
ydr-button-pass-hand = この局のチー・ポンをすべてパス
ydr-error-standing-pass-over-win = この牌で和了できます。和了するか、この牌だけをパスしてください。「すべてパス」で和了を見送ることはありません。

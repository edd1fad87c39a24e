# 幺地人（四川の長牌）：イベント、表示、拒否の理由。用語は docs/glossary/yaodiren.md のとおり。

ydr-claim-chi = チー
ydr-claim-peng = ポン
ydr-claim-sha = シャー
ydr-claim-tuhuo = 吐火
ydr-kan = （{ $tiles }）
ydr-claim-chi-with = { $claim }（{ $tiles }）
ydr-claim-hu = 和了

ydr-fan-yaodiren = { $tile }{ $count }枚（幺地人の面子）：{ $fan }番
ydr-fan-five = { $tile }5枚：1番
ydr-fan-all-identical = 対々和：1番
ydr-fan-all-red = 全紅（赤い牌のみ）：1番
ydr-fan-all-black = 全黒（黒い牌のみ）：1番
ydr-fan-extra-tuo = 基準を超えた砣：{ $fan }番

ydr-dealt = 第{ $hand }局。親は{ $name }さんです（親21枚、子20枚、山{ $stock }枚）。起牌しますか？
ydr-your-hand = あなたの牌（{ $count }枚）：{ $tiles }
ydr-opened = { $name }さんが起牌しました。
ydr-did-not-open = { $name }さんは起牌しません。
ydr-cannot-open = 起牌できない手なので（最大でも{ $tuo }/{ $threshold }砣、{ $kans }/7面子）、自動でパスしました。
ydr-nobody-opened = 誰も起牌しなかったので、同じ親が配り直します。
ydr-joined = { $name }さんはこの局に参加します。
ydr-folded = { $name }さんはこの局を降ります。
ydr-extra-draws = { $name }さんが{ $count }枚追加で引きます（偷牌）。
ydr-drew = { $tile }を引きました。
ydr-discarded = { $name }さんが{ $tile }を捨てました。
ydr-flipped = { $name }さんが山から{ $tile }をめくりました。
ydr-claim-options = { $tile }を鳴けます：{ $options }。パスもできます。
ydr-claim-options-mandatory = { $tile }は必ず鳴きます：{ $options }
ydr-answer-pass = パス
ydr-answered = あなたの選択：{ $answer }
ydr-answered-automatically = 必ず鳴く牌なので、自動で{ $answer }しました。
ydr-claimed = { $name }さんが{ $from }さんの{ $tile }を{ $claim }：{ $kan }
ydr-claimed-own-flip = { $name }さんが自分でめくった{ $tile }を{ $claim }：{ $kan }
ydr-kill-draw = { $name }さんが{ $tile }を引きました（全員に公開）。
ydr-locked-peng = { $tile }のポンを見送ったので、この局ではもうポンできません。
ydr-locked-win = { $tile }での和了を見送ったので、この局ではこの牌をポンして和了できません。
ydr-won = 🀄 { $name }さんの和了！{ $tiles }
ydr-won-own-flip = 🀄 { $name }さんが自分でめくった{ $tile }で和了！{ $tiles }
ydr-won-on = 🀄 { $name }さんが{ $from }さんの{ $tile }で和了！{ $tiles }
ydr-exhausted = 山がなくなりました。流局（荒牌）で親の連荘です。
ydr-uncontested = 参加者が2人未満なので、この局は無効です。
ydr-hand-won = { $name }さん：{ $kans } —— { $tuo }砣・{ $fan }番。参加したほかの全員が{ $stake }点ずつ支払います。
ydr-hand-over = 第{ $hand }局終了：{ $scores }
ydr-forfeited = { $name }さんが投了しました。
ydr-seat-left = プレイヤーが抜けました。この席はボットが引き継ぎ、次の局の親は改めて決めます。

ydr-view-estimate = 起牌の見込み：{ $tuo }/{ $threshold }砣、{ $kans }/7面子。
ydr-stage-opening = 起牌
ydr-stage-joining = 参加か降りるか
ydr-stage-discard = 打牌
ydr-stage-claim = 鳴き
ydr-stage-over = マッチ終了
ydr-view-hand = 第{ $hand }局（全{ $hands }局、親は{ $dealer }さん）：{ $stage }。山は残り{ $stock }枚。
ydr-view-concealed = { $name }さん：手牌{ $count }枚
ydr-payment = { $name }さん { $pay }（通算 { $total }）
ydr-view-river = 最近の捨て牌：{ $tiles }

ydr-no-split-count = 7面子には{ $min }〜{ $max }枚が必要です（{ $got }枚ではありません）。
ydr-no-split-copies = 各牌は5枚しかありません（{ $tile }が{ $count }枚になっています）。
ydr-no-split-kans = 7面子に分けられません。最大{ $kans }面子で、{ $leftover }が残ります。

ydr-error-over = マッチは終了しました。
ydr-error-not-your-turn = 今はあなたの番ではありません。
ydr-error-not-now = 今はそれはできません。
ydr-error-cannot-open = 起牌できません。最大でも{ $tuo }/{ $threshold }砣、{ $kans }/7面子です。
ydr-error-not-held = { $tile }を持っていません。
ydr-error-not-entitled = この牌は{ $claim }できません。
ydr-error-peng-barred = この局では{ $tile }のポンをすでに見送っているので、もうポンできません。
ydr-error-win-barred = この局では{ $tile }での和了をすでに見送っています。
ydr-error-no-such-chi = { $with }と{ $tile }では面子になりません。
ydr-error-must-claim = ここでは必ず{ $claim }します。
ydr-error-not-a-win = 砣の足りた7面子になっていないので、和了できません。
ydr-error-win-after-claim = チー・ポンの後は牌を1枚捨てます。その牌で和了するなら、牌が出たときに和了を選んでください。

# Buttons
ydr-button-pass = パス
ydr-button-discard = { $tile }を捨てる
ydr-button-open = 起牌する
ydr-button-not-open = 起牌しない
ydr-button-play = この局に参加
ydr-button-fold = この局を降りる
ydr-passing-this-hand = この局の残りのチー・ポンはすべてパスします（和了できるときは確認し、シャーと吐火はこれまでどおり行います）。
ydr-standing-passed = { $tile }は設定どおりパスしました（この局のチー・ポンはすべてパス）。
ydr-button-pass-hand = この局のチー・ポンをすべてパス
ydr-error-standing-pass-over-win = この牌で和了できます。和了するか、この牌だけをパスしてください。「すべてパス」で和了を見送ることはありません。

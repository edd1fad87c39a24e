# The Discord frontend: replies, buttons, menus, DMs.

discord-opened = 卓を立てました。参加する人は /{ cmd-table-name } { cmd-table-join-name } で着席し、全員そろったら /{ cmd-table-name } { cmd-table-start-name } で配ります。
discord-done = 完了しました。
discord-acted = ✓ { $command }
discord-dm-closed = { $mention }さん、DM を送れないので手札を DM で届けられません。このチャンネルでいつでも /{ cmd-hand-name } を使ってください（返信はあなたにだけ表示されます）。
discord-no-tables = どの卓にも着席していません。
discord-which-table = 複数の卓に着席しています（{ $tables }）。「{ cmd-option-table-name }」オプションで選んでください。
discord-bad-table = 「{ $table }」は卓ではありません。一覧から選んでください。
discord-table-choice = { $game }：{ $names }
discord-nothing-beats = 手札に出せるカードがありません：これを選ぶとパス
discord-guild-only = このコマンドは卓のあるサーバーのチャンネル（またはスレッド）で使ってください。
discord-unknown = そのコマンドやボタンはわかりません（古いバージョンのボットのものかもしれません）。
discord-owner-away = この卓を担当するプロセスが再起動中で、1分以内に戻らなかったため、何も変更していません。1分後にもう一度試してください。
discord-pick-cards = { $tiles ->
    [yes] 牌
   *[no] カード
}を選ぶ…
discord-pick-cards-part = { $tiles ->
    [yes] 牌
   *[no] カード
}を選ぶ（{ $part }：{ $first }〜{ $last }）…
discord-button-selected = 選んだ{ $tiles ->
    [yes] 牌
   *[no] カード
}を{ $verb }
discord-button-go = { $cards }を{ $verb }
discord-nothing-selected = 先にメニューでカードを選んでください。

verb-bid = 入札
verb-play = 出す
verb-play-yaodiren = 参加
verb-pass = パス
verb-draw = 引く
verb-discard = 捨てる
verb-discard-chicago = 交換
verb-meld = 晒す
verb-swap = ジョーカー交換
verb-declare = 宣言
verb-claim = 鳴く
verb-open = 起牌
verb-fold = 降りる

rules-doudizhu =
    3人（デッキ2組なら4人）で、地主1人と農民が対決します。
    • 入札：1点・2点・3点で入札するかパス。いちばん高く入札した人が地主になり、伏せ札を取ります。
    • 地主が親で最初に出します。同じ種類・同じ枚数でより強い役を出すか、パスします。爆弾とロケットは何にでも勝ちます。3人では爆弾は同じ数字4枚、ロケットはジョーカー2枚で、出るたびに点数が倍になります。4人では爆弾は同じ数字4〜8枚（枚数の多いほうが強い）、ロケットはジョーカー4枚で、倍になるのは6枚以上の爆弾とロケットだけです。
    • 役：シングル、ペア、スリーカード（単独か＋ペア）、5枚以上の階段、3組以上の連続ペア、飛行機（単独か＋ペア）。3人のときはさらにスリーカード＋1枚、飛行機＋1枚ずつ、フォーカード＋2枚も使えますが、4人のときは使えません（4人では同じ色のジョーカー2枚がペアになります）。
    • 強さ：3 4 5 6 7 8 9 10 J Q K A 2 黒ジョーカー 赤ジョーカー（入力では 10 は T、ジョーカーは B・R とも書けます）。
    • 先に手札を出し切った側の勝ちです。
    /{ cmd-play-name }（出せる役を候補に表示）、/{ cmd-pass-name }、または /{ cmd-hand-name } のメニューとボタンで遊べます。
rules-chicago =
    2〜4人、52枚、A が最強。ディールの終わりに目標点（52点、短いゲームは30点）に最初に届いた人の勝ちです。
    • 5枚ずつ配ります。交換は2回で、0〜5枚捨てて同じ枚数を引きます（交換しなくてもかまいません）。交換のたびに卓でいちばん強いポーカーの役だけが得点します（ワンペア1点……ストレートフラッシュ8点、ロイヤルフラッシュは52点で即勝利）。
    • 続いて切り札なしで5トリック。同じスートがあれば必ず出します。得点は最後のトリックだけ（5点）。最後にもう一度役を比べます（最終ショーダウン）。
    • 46点以上（目標30点なら24点以上）になると交換できません。得点は0点未満になりません。
    • オプション chicago-call：15点以上なら5トリック全取りのシカゴを宣言できます（成功 +15、失敗 −15）。
    /{ cmd-discard-name }、/{ cmd-play-name }、/{ cmd-declare-name }、/{ cmd-pass-name }、または /{ cmd-hand-name } のメニューとボタンで遊びます。
rules-chowdah =
    2〜4人。デッキ2組に各自ジョーカー1枚。手札は13枚で、引いた後は14枚。時計回りです。
    • 山札から引くか、3つの捨て山のどれかからいちばん上を取ります。捨て山から取った札はすぐに晒して組にします。
    • 組：ペア（まったく同じ2枚）、刻子（同じ数字・同じ色の3〜5枚）、順子（同じスートの連続3〜5枚。A-2-3 と Q-K-A は可、K-A-2 は不可）。ジョーカーはペア以外で何の代わりにもなります。
    • 手札のジョーカーを晒した組（ペア以外）の普通の札と交換したり、手札の札を晒したジョーカーと交換したりできます。組が正しいままならどの札でもかまいません（ジョーカーが代わっていた札でなくてもよい）。
    • 札を1枚捨て山に捨てるか（空の捨て山があればそこへ）、14枚が契約（ペア＋3枚組＋4枚組＋5枚組）になったらチャウダーを宣言します。
    • 得点は1色だけで数えます。組の A〜10 は1点、J/Q/K は2点、組にならない札は同じだけ減点、宣言した人は +5点。オプション double-score：門前（メンゼン）、一気通貫、対々和（同色）のチャウダーは札の点が倍。
    /{ cmd-draw-name }、/{ cmd-meld-name }、/{ cmd-swap-name }、/{ cmd-discard-name }、/{ cmd-declare-name } で遊びます。
rules-yaodiren =
    四川の長牌：3人、21種類×5枚。親は21枚、子は20枚。
    • 手牌が34砣（親）／33砣（子）と7つの坎（面子）になれば起牌できます。ほかの人は参加するか降りるかを選びます。
    • 坎（面子）：同じ牌3〜5枚、目の合計が14になる X X Y、または7点の牌3枚。
    • 捨てられた牌やめくられた牌は鳴けます：和了 > 吐火 > シャー > ポン > チー。シャーと吐火は必ず鳴きます。チー・ポンの後は1枚捨て、シャー・吐火の後は1枚引いてから捨てます。
    • 砣の足りた7面子で和了。参加したほかの全員が 基本点 × 2^番 を支払います。
    起牌は /{ cmd-open-name } か /{ cmd-fold-name }、鳴きは /{ cmd-claim-name } か /{ cmd-pass-name }、打牌は /{ cmd-discard-name }、ツモ和了は /{ cmd-declare-name }。/{ cmd-hand-name } のボタンでも遊べます。
rules-options = 卓のオプション（/{ cmd-table-name } { cmd-table-new-name } { cmd-table-new-options-name }:… で指定）：{ $options }
discord-late-posts = ⏳ paiju が止まっていた間の{ $count }件をまとめてお届けします：
discord-bad-away-duration = 「{ $value }」は期間として読めません。30m、8h、2d のように入力してください。空欄なら /{ cmd-table-name } { cmd-table-back-name } まで離席します。
discord-log-public = ここまでチャンネルに流れた内容を一行ずつまとめました。全員の手札を含む完全な記録は、対局が終わってから取得できます。
discord-log-full = この卓の完全な記録です（paiju replay で開けます）。
# A refused slash move, when a move the player could make now has no slash command (joining a 幺地人 hand, Chowdah's extra turn): its button is below.
discord-button-move = ▸ **{ $label }**にはスラッシュコマンドがありません。下のボタンを押してください。

# The Discord frontend: replies, buttons, menus, DMs.

discord-opened = テーブルを開きました。ほかの人は /table join で着席、全員そろったら /table start で配ります。
discord-done = 完了しました。
discord-acted = ✓ { $command }
discord-dm-closed = { $mention } さん、DM を送れないため手札を DM で届けられません。このチャンネルでいつでも /hand を使ってください（返答はあなたにだけ表示されます）。
discord-no-tables = どのテーブルにも着席していません。
discord-which-table = 複数のテーブルに着席しています（{ $tables }）。table オプションで選んでください。
discord-bad-table = 「{ $table }」はテーブルではありません。一覧から選んでください。
discord-table-choice = { $game }：{ $names }
discord-error-store = 今はテーブルを保存できなかったため、何も変わっていません。もう一度お試しください。
discord-guild-only = このコマンドはテーブルのあるサーバーのチャンネル（またはスレッド）で使ってください。
discord-unknown = そのコマンドやボタンはわかりません（古いバージョンのボットのものかもしれません）。
discord-pick-cards = カードを選ぶ…
discord-pick-cards-part = カードを選ぶ（{ $part }：{ $first }–{ $last }）…
discord-button-selected = 選んだカードを{ $verb }
discord-nothing-selected = 先にメニューでカードを選んでください。

verb-bid = 入札
verb-play = 出す
verb-pass = パス
verb-draw = 引く
verb-discard = 捨てる
verb-meld = 晒す
verb-swap = 交換
verb-declare = 宣言
verb-claim = 鳴く
verb-open = 開く
verb-fold = 降りる

rules-doudizhu =
    3人（または2組のデッキで4人）：地主1人と農民の対決です。
    • 入札：1・2・3 で入札（またはパス）。最高額の入札者が地主となり、伏せ札を取ります。
    • 地主が最初に出します。同じ型・同じ枚数でより強い組み合わせを出すか、パスします。爆弾（同じ数字4枚）とロケット（ジョーカー2枚）は何にでも勝ち、賭け点を倍にします。
    • 組み合わせ：シングル、ペア、スリーカード（1枚か1ペア付き）、5枚以上の階段、3ペア以上の連続ペア、飛行機、4枚＋2。
    • 強さ：3 4 5 6 7 8 9 T J Q K A 2 B R（B は黒ジョーカー、R は赤ジョーカー）。
    • 最初に手札を出し切った側の勝ちです。
    /play（出せる組み合わせを候補表示）、/pass、または /hand のメニューとボタンで遊べます。
rules-options = テーブルのオプション（/table new options:… で指定）：{ $options }

# 端末：paiju play・tables・export・replay と、コマンドライン自体のメッセージ。

local-you = P{ $seat }
local-help-doudizhu = 闘地主：入札 1|2|3（または 2点）· 入札しない · 出す カード（3〜10 J Q K A 2 黒ジョーカー 赤ジョーカー。10 は T、ジョーカーは B・R とも書けます：出す 33344、出す 黒ジョーカー 赤ジョーカー）· パス
local-help-chicago = シカゴ：交換 カード（例：交換 8♣ 5♦ 2♠。8c 5d 2s とも書けます）· パス（交換しない／宣言しない）· 出す カード（例：出す K♥）· シカゴ（宣言）
local-help-chowdah = チャウダー：引く（山札）· 引く 1|2|3（捨て山）· 晒す カード · ジョーカー交換 カード と カード [@席.組]（例：ジョーカー交換 ジョーカー と 9♦。@0.1 は席0の1番目の組）· 捨てる カード [1|2|3] · チャウダー（宣言）· パス
local-help-yaodiren = 幺地人：起牌 · 参加 · 降りる · チー|ポン|シャー|吐火|ロン（和了）· ツモ · パス · 捨てる 牌
local-finished = ゲーム終了です。
local-unknown-command = 「{ $command }」というコマンドはありません。「ヘルプ」で一覧を表示します。
local-help-alias = { $words }＝{ $meaning }

local-help-aliases = 使える言葉：{ $list }
local-help-commands = 端末のコマンド：
local-help-hand = 自分の手札と卓の様子
local-help-moves = 今できる手
local-help-hint = ボットのおすすめの手とその理由
local-help-rules = このゲームのルール
local-help-help = この一覧
local-help-quit = 終了（--save があれば先に卓の記録を保存）
local-help-seat = 別の人の席として操作する（1台を交代で使うとき）。例：{ $example }
local-moves-now = いまできること：{ $moves }。
local-hot-seat-pass = ── 次は{ $seat }番の席（{ $name }さん）です。キーボードを渡して、ほかの人は画面を見ないでください。準備ができたら Enter を押してください。 ──
local-hot-seat-yours = ── { $seat }番の席（{ $name }さん）：あなたの番です ──
local-help-keys = ↑/↓ で前の入力を呼び出し、Tab でコマンドと手を補完、Ctrl-C か Ctrl-D で終了。
local-not-utf8 = 読み取れません。「{ $input }」は UTF-8 のテキストではないため、何も行いませんでした。端末の文字コードが UTF-8 か確認してください。
local-not-utf8-line = 読み取れません。端末から UTF-8 ではないバイトが届いたため、その行は破棄しました。もう一度入力してください（端末は UTF-8 になっていますか？）。
local-seat-bot = { $seat }番の席はボット（{ $name }）なので、自動でプレイします。
local-no-seat = { $seat }番の席はありません（席は{ $first }〜{ $last }）。
local-opened = { $creator }さんが{ $game }の卓を立てました。
stdio-opened = { $creator }さんが{ $game }の卓を立てました。着席するには { $request } を送ってください（user と name は自分のものに）。
local-saved = { $path } に保存しました（再生：paiju replay { $path }）。
local-left-eof = 入力の終わり（Ctrl-D）：対局の途中で抜けました。
local-left-quit = 対局の途中で抜けました。
local-save-failed = { $path } に保存できませんでした（{ $error }）
local-rules-play = 端末では手を言葉で入力します。「ヘルプ」でコマンド一覧、「候補」で今できる手、「ヒント」でおすすめの手を表示します。
local-rules-options = 卓のオプション（paiju play ゲーム --option キー=値）：{ $options }
local-rules-contract-range = 契約は 1 から 8 まで（{ $got } ではありません）
local-rules-two-hands = 5枚ずつ2つの手札が必要です（{ $got } 枚あります）
local-rules-card-in-both = { $card } が両方の手札にあります。1組のデッキに同じカードは1枚だけです。
local-unknown-game = 「{ $game }」というゲームはありません。遊べるゲーム：{ $games }。
local-players-range = { $game }は{ $range }人で遊びます（{ $players }人では遊べません）。
local-unknown-language = paiju が話せるのは en-US、zh-CN、ja だけで、「{ $value }」は使えません。
local-arg-seed = 「{ $value }」はシードではありません：シードは 0 以上の整数です（例：--seed 7）。
local-arg-players = 「{ $value }」は人数ではありません：闘地主 3〜4、シカゴ 2〜4、チャウダー 2〜4、幺地人 3 の人数を書いてください。
local-arg-seat = 「{ $value }」は席ではありません：席は手番順に 0 から数えます（例：--seat 1）。
local-arg-guild = 「{ $value }」はサーバー ID ではありません：サーバー ID は数字です。Discord で開発者モード（設定 → 詳細設定）をオンにし、サーバーを右クリックして「サーバーIDをコピー」を選んでください。
local-arg-count = 「{ $value }」は回数ではありません：1 以上の整数を書いてください。
local-arg-count-zero = 回数は 1 以上にしてください（0 は使えません）。
local-unknown-level = 「{ $value }」というボットの強さはありません：easy、normal、hard（既定）から選んでください。
local-unknown-sim-level = 「{ $value }」というボットの強さはありません：easy（シミュレーターの既定、最速）、normal、hard から選んでください。
local-unknown-agent = 「{ $value }」という対戦相手はありません：easy、normal、hard、または naive（闘地主のみ）から選んでください。
local-arena-naive-only = naive は闘地主しかプレイできず、{ $game }はプレイできません。このゲームでは easy、normal、hard どうしで対戦させてください。
local-bad-argument = { $arg }：{ $why }
local-not-table-id = 「{ $id }」は卓の ID ではありません（ID は数字です）。保存された卓の一覧：paiju tables
local-no-database = { $path } にはデータベースがないので、卓は保存されていません。卓を保存するのは Discord ボットと paiju stdio --database です。別のデータベースは --database か DATABASE_URL で指定してください。
local-no-table = { $url } に卓 { $id } はありません。保存された卓の一覧：paiju tables
local-no-tables = { $url } にはまだ卓が保存されていません。
local-tables-header = ID · ゲーム · チャンネル · 状態 · 席
local-replay-table = 卓 { $id }（書き出し：paiju export { $id }）
local-replay-op = { $op ->
    [join] 着席
    [leave] 退出
    [add_bot] ボットを追加
    [remove] 席を外させる
    [start] 対局開始
    [timeout] 時間切れ
    [back] 復帰
    [away] 離席
    [reminded] リマインド
    [quiet_hours] おやすみ時間の終わりを待つ
    [end] 卓を閉じる
    [undo_ask] 一手戻しを頼む
    [undo_answer] 一手戻しに答える
    [undo] 一手戻す
    [undo_lapsed] 一手戻しの依頼が期限切れ
   *[other] { $op }
}
local-replay-automatic = { $name }（自動）
local-bad-script-line = { $line }行目 `{ $text }`：`席 コマンド`（`SEAT COMMAND`）の形で書いてください（例：`0 出す 33344`）
local-moves-slash = （「/」は組の区切りです。各グループがこの手の後に晒している組すべてです。）
local-moves-at = （「{ $example }」は交換する組です。{ $seat }番の席の{ $meld }番目の組。）
local-render-written = { $path }に書き出しました（{ $bytes }バイト）。
local-render-write-failed = { $path }に書き出せませんでした。{ $error }
local-render-nothing = 描くものがありません。札を指定してください。
local-no-clock = ターミナルには手番の時計がありません（好きなだけ待ちます）。{ $option } はここでは働きません。外してください。Discord の卓では使えます。
local-render-beyond-deck = { $game }の山札には { $card } が最大 { $most } 枚しかありません。この手札はそれより多く持っています。

# Run without a token: how to get one, and how to play in the terminal meanwhile. $me is the
# binary as it was run (`paiju`, `target/release/paiju`).
local-no-token =
    ボットを動かすには Discord のボットトークンが必要ですが、DISCORD_TOKEN が設定されていません。

    トークンの取り方：
      1. https://discord.com/developers/applications を開き、アプリケーションを作成します（New Application）。
      2. Bot → Reset Token でトークンをコピーします。特権インテントは要りません。
      3. paiju を実行するフォルダーに .env というファイルを作り（ソースの .env.example を参照）、次の 1 行を書きます：
             DISCORD_TOKEN=あなたのトークン
         シェルで DISCORD_TOKEN を export してもかまいません。
      4. ボットを招待します：OAuth2 → URL Generator で scopes に `bot` と `applications.commands`、
         権限に Send Messages を選び、その URL を開いてサーバーを選びます。
    それからもう一度起動してください：{ $me }（ソースのフォルダーからは cargo run --release）
    DEV_GUILD_ID にサーバーの ID を設定すると、スラッシュコマンドがすぐに使えます。

    トークンがない？ まずはターミナルで 2 体のボットと遊べます：

    {"    "}{ $me } play doudizhu
        （ソースのフォルダーからは cargo run --release -- play doudizhu）

    （{ $me } --help でほかの機能の一覧：ルールの照会、シミュレーター、保存された卓。）

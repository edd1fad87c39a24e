# 端末：paiju play・tables・export・replay と、コマンドライン自体のメッセージ。

local-you = プレイヤー
local-help-doudizhu = 闘地主：bid 1|2|3|pass（入札）· play カード（ランク 3–9 T J Q K A 2、B/R はジョーカー：play 33344、play BR）· pass
local-help-chicago = シカゴ：discard カード（例：discard 8c 5d 2s；discard のみで交換なし）· play カード（例：play Kh）· declare chicago · pass
local-help-chowdah = チャウダー：draw stock|1|2|3（引く）· meld カード（メルド）· swap カード for カード（ジョーカー交換）· discard カード [1|2|3]（捨てる）· declare（チャウダー宣言）
local-help-yaodiren = 幺地人：open（起牌）· fold（降りる）· claim chi|peng|sha|tuhuo|hu（吃 碰 杀 吐火 胡）· pass · discard 牌
local-finished = ゲーム終了です。
local-unknown-command = 不明なコマンド「{ $command }」。ヘルプ か help で一覧を表示します。

local-help-aliases = 次の言葉も使えます：{ $list }
local-help-commands = 端末のコマンド：
local-help-hand = 自分の手札と卓の様子
local-help-moves = 今できる手
local-help-hint = ボットのおすすめの手とその理由
local-help-rules = このゲームのルール
local-help-help = この一覧
local-help-quit = 終了（--save があれば先に卓の記録を保存）
local-help-seat = 別の人間の席として操作（ホットシート）。例：{ $example }
local-help-keys = ↑/↓ で前の入力を呼び出し、Tab でコマンドと手を補完、Ctrl-C か Ctrl-D で終了。
local-not-utf8 = 読み取れません：「{ $input }」は UTF-8 のテキストではないため、何も行いませんでした。端末の文字コードが UTF-8 か確認してください。
local-not-utf8-line = 読み取れません：端末から UTF-8 ではないバイトが届いたため、その行は破棄しました。もう一度入力してください（端末は UTF-8 になっていますか？）。
local-seat-bot = { $seat } 番の席はボット（{ $name }）で、自動で打ちます。
local-no-seat = { $seat } 番の席はありません（席は { $first }–{ $last }）。
local-opened = { $creator } が{ $game }の卓を開きました。
local-saved = { $path } に保存しました（再生：paiju replay { $path }）。
local-save-failed = { $path } に保存できませんでした：{ $error }
local-rules-play = 端末では手を言葉で入力します。ヘルプ（help）でコマンド一覧、候補（moves）で今できる手を表示します。
local-rules-options = テーブルのオプション（paiju play ゲーム --option キー=値）：{ $options }
local-unknown-game = 「{ $game }」というゲームはありません。遊べるゲーム：{ $games }。
local-players-range = { $game }は { $range } 人用です（{ $players } 人では遊べません）。
local-unknown-language = paiju が話せる言語は en-US、zh-CN、ja だけで、「{ $lang }」はそのどれでもありません。
local-not-table-id = 「{ $id }」は卓の ID ではありません（ID は数字です）。保存された卓の一覧：paiju tables
local-no-database = { $path } にデータベースがないため、そこには卓が保存されていません。卓は Discord ボットと paiju stdio --database が保存します。別のデータベースは --database か DATABASE_URL で指定してください。
local-no-table = { $url } に卓 { $id } はありません。保存された卓の一覧：paiju tables
local-no-tables = { $url } にはまだ卓が保存されていません。
local-tables-header = ID · ゲーム · チャンネル · 状態 · 席
local-replay-table = 卓 { $id }（書き出し：paiju export { $id }）
local-bad-script-line = { $line } 行目：`{ $text }`：`席 コマンド`（`SEAT COMMAND`）の形で書いてください（例：`0 play 33344`）
local-moves-slash = （「/」はメルドの区切りです：各グループがこの手の後の公開メルドすべてです。）
local-moves-at = （「{ $example }」は交換するメルドです：席 { $seat } の { $meld } 番目のメルド。）

help-intro = **paiju 牌局**はこのチャンネルでカードゲームの卓を開きます。{ $games }が遊べます。1チャンネルに1卓で、手札はDMで届き（{ $hand }でも見られます）、手と点数はここに投稿されます。
help-how-title = **遊び方**
help-how =
    1. { $new }で卓を開いてゲームを選びます。`{ $opt }`は入力中に設定の候補が出ます。
    2. みんなが卓のメッセージの「{ live-join }」を押します（{ $join }でも可）。「{ live-add-bot }」で席を埋められます。
    3. 「{ live-start }」（または{ $start }）で配ります。「{ live-my-hand }」のボタンか、下のコマンドで遊びます。
help-commands-title = **コマンド**
help-clock = **持ち時間のオプション**（全ゲーム共通、`{ $opt }`に書きます）：{ $options }
help-rules = **ルール**：{ $rules }
help-moves = { $moves } — 手番の操作（どれを使うかは各ゲームのルールを参照）

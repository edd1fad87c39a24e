# リーグ：シーズン、順位表、対局結果、訂正。

league-not-admin = リーグ管理者（「サーバー管理」権限、または /{ cmd-settings-name } で決めたリーグ管理者ロールを持つ人）だけが行えます。何も変更していません。
league-log-not-visible = この卓の記録は、その卓のチャンネルから、またはそこで遊んだ人かリーグ管理者だけがダウンロードできます。何も送っていません。
league-no-guild = リーグはサーバーのものです。サーバーのチャンネルで使ってください。
league-season-running = シーズン「{ $name }」はまだ続いています。先に /{ cmd-league-name } { cmd-league-season-name } { cmd-league-season-end-name } で終えてください。
league-no-season = 進行中のシーズンはありません。
league-empty-name = シーズンには名前が必要です。
league-unknown-season = シーズン「{ $season }」はありません。/{ cmd-league-name } { cmd-league-season-name } { cmd-league-season-list-name } で一覧を見られます。
league-unknown-game = 「{ $game }」というゲームはありません。ゲーム：doudizhu（闘地主）、chicago（シカゴ）、chowdah（チャウダー）、yaodiren（幺地人）。
league-which-game = ゲームを指定してください：doudizhu（闘地主）、chicago（シカゴ）、chowdah（チャウダー）、yaodiren（幺地人）のいずれか。
league-no-result = このサーバーに結果 #{ $id } はありません。
league-already-void = 結果 #{ $id } はすでに無効です。
league-bad-scores = 訂正には席ごとに一つの点数が必要です。席順に { $expected } 個の点数を指定してください。
league-no-reason = 理由を書いてください。理由は履歴に残ります。
league-bad-user = 「{ $user }」はプレイヤーではありません。ユーザー ID かメンションを指定してください。
league-bad-language = 「{ $language }」というサーバー言語はありません。en-US、zh-CN、ja、auto（各メンバーが自分の言語で読む）のいずれかを選んでください。
league-store-failed = リーグの記録を読み書きできませんでした。少し待ってからもう一度試してください。
league-usage = リーグのコマンド：league season start 名前 [ゲーム]、league season end、league season list、league standings [ゲーム] [season=シーズン|all]、league results [ゲーム]、league player ユーザー [ゲーム]、league void 番号 理由、league correct 番号 点数 理由、league history。

league-season-started = シーズン「{ $name }」（第 { $id } シーズン）が始まりました。これから開く卓はレーティング対象です。
league-season-started-game = { $game } のシーズン「{ $name }」（第 { $id } シーズン）が始まりました。これから開く卓はレーティング対象です。
league-season-ended = シーズン「{ $name }」（第 { $id } シーズン）が終わりました。
league-season-line = 第 { $id } シーズン { $name }：{ $game }、{ $from } から
league-season-line-ended = 第 { $id } シーズン { $name }：{ $game }、{ $from } から { $to } まで
league-season-none = まだシーズンはありません。管理者が /{ cmd-league-name } { cmd-league-season-name } { cmd-league-season-start-name } で始められます。
league-all-games = すべてのゲーム

league-standings-title = 順位表：{ $game }、{ $scope }
league-scope-season = シーズン「{ $name }」
league-scope-all-time = 通算
league-standings-line = { $place }. { $player }：{ $rating }（μ { $mu }、σ { $sigma }）、{ $games } 局、{ $wins } 勝
league-standings-empty = レーティング対象の対局はまだありません。
league-standings-empty-game = まだレーティング対象の{ $game }の対局はありません。
league-standings-page = { $page } / { $pages } ページ
league-you = ← あなた

league-results-title = 対局結果
league-results-empty = まだ結果はありません。
league-result-line = #{ $id } { $game } { $when }：{ $seats }
league-result-unrated = （レーティング対象外）
league-result-void = （無効）
league-result-corrected = （訂正済み）

league-voided = 結果 #{ $id } を無効にしました。レーティングを再計算しました。
league-corrected = 結果 #{ $id } を訂正しました。レーティングを再計算しました。
league-rebuilt = 卓の記録から { $count } 件の結果を作り直しました。

league-history-title = リーグの履歴
league-history-empty = まだ何もありません。
league-history-void = { $when } { $by } が結果 #{ $id } を無効にしました：{ $reason }
league-history-correct = { $when } { $by } が結果 #{ $id } を訂正しました：{ $reason }
league-history-season-start = { $when } { $by } がシーズンを始めました：{ $detail }
league-history-season-end = { $when } { $by } がシーズンを終えました：{ $detail }
league-history-settings = { $when } { $by } が設定を変更しました

league-player-title = { $player }：{ $game }、{ $scope }
league-player-rating = レーティング { $rating }（μ { $mu }、σ { $sigma }）
league-player-place = { $players } 人中 { $place } 位
league-player-unplaced = レーティング対象の対局はまだありません
league-player-record = { $games } 局、{ $wins } 勝
league-player-versus = あなたとの対戦：{ $games } 局、上位 { $ahead } 回、下位 { $behind } 回
league-player-recent = 最近の結果：
league-player-chart = レーティングの推移

league-settings-title = サーバー設定
league-settings-admin-role = リーグ管理者ロール：{ $role }
league-settings-table-options = 卓の既定オプション：{ $options }
league-settings-locale = サーバーの言語：{ $locale }
league-settings-none = 未設定
league-settings-saved = 設定を保存しました。

league-log-button = #{ $id } の記録
league-csv-results = 結果
league-csv-standings = 順位表
league-export-done = リーグのデータを添付しました。

# Slash commands /league and /settings (names and descriptions).
cmd-league-name = リーグ
cmd-league-desc = このサーバーのリーグのシーズン、順位表、結果
cmd-league-season-name = シーズン
cmd-league-season-desc = リーグのシーズン
cmd-league-season-start-name = 開始
cmd-league-season-start-desc = シーズンを始める（リーグ管理者）
cmd-league-season-start-name-name = 名前
cmd-league-season-start-name-desc = シーズンの名前
cmd-league-season-end-name = 終了
cmd-league-season-end-desc = 進行中のシーズンを終える（リーグ管理者）
cmd-league-season-list-name = 一覧
cmd-league-season-list-desc = このサーバーのシーズン
cmd-league-standings-name = 順位表
cmd-league-standings-desc = レーティング順の順位表
cmd-league-standings-season-name = シーズン
cmd-league-standings-season-desc = シーズンの名前か番号、または all
cmd-league-export-season-name = シーズン
cmd-league-export-season-desc = シーズンの名前か番号、または all
cmd-league-player-name = プレイヤー
cmd-league-player-desc = プレイヤーのレーティング、結果、グラフ
cmd-league-player-user-name = ユーザー
cmd-league-player-user-desc = 誰の成績を見るか（既定はあなた）
cmd-league-history-name = 履歴
cmd-league-history-desc = 最近の結果と管理操作
cmd-league-export-name = エクスポート
cmd-league-export-desc = 結果と順位表を CSV ファイルで
cmd-league-void-name = 無効化
cmd-league-void-desc = 結果を無効にする（リーグ管理者）
cmd-league-correct-name = 訂正
cmd-league-correct-desc = 結果の点数を訂正する（リーグ管理者）
cmd-league-void-result-name = 結果
cmd-league-void-result-desc = 結果の番号
cmd-league-void-reason-name = 理由
cmd-league-void-reason-desc = 理由
cmd-league-correct-result-name = 結果
cmd-league-correct-result-desc = 結果の番号
cmd-league-correct-reason-name = 理由
cmd-league-correct-reason-desc = 理由
cmd-league-correct-scores-name = 点数
cmd-league-correct-scores-desc = 席順の新しい点数（例 4,-2,-2）
cmd-settings-name = 設定
cmd-settings-desc = このサーバーの paiju 設定
cmd-settings-admin_role-name = リーグ管理者
cmd-settings-admin_role-desc = このロールを持つメンバーはリーグ管理者です
cmd-settings-table_options-name = 卓オプション
cmd-settings-table_options-desc = 新しい卓の既定オプション（例 turn-timeout=12h）
cmd-settings-language-name = 言語
cmd-settings-language-desc = サーバーの言語
cmd-settings-language-choice-en-US = English
cmd-settings-language-choice-zh-CN = 简体中文
cmd-settings-language-choice-ja = 日本語
cmd-settings-language-choice-auto = 各メンバーの言語

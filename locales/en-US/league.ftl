# Leagues: seasons, standings, results, corrections.

league-not-admin = Only a league admin (Manage Server, or the league admin role in /settings) can do that. Nothing was changed.
league-log-not-visible = That table's log can be downloaded from its own channel, by the people who played there, or by a league admin. Nothing was sent.
league-no-guild = Leagues belong to a server: use this command in a server channel.
league-season-running = Season “{ $name }” is still running. End it first with /league season end.
league-no-season = No season is running.
league-empty-name = A season needs a name.
league-unknown-season = There is no season “{ $season }”. /league season list shows them.
league-unknown-game = Unknown game “{ $game }”. Games: doudizhu, chicago, chowdah, yaodiren.
league-which-game = Say which game: doudizhu, chicago, chowdah or yaodiren.
league-no-result = There is no result #{ $id } in this server.
league-already-void = Result #{ $id } is already void.
league-bad-scores = A correction gives one score per seat: { $expected } scores, in seat order.
league-no-reason = Say why: a reason is kept in the history.
league-bad-user = “{ $user }” is not a player: give a user id or a mention.
league-bad-language = There is no server language “{ $language }”: choose en-US, zh-CN, ja, or auto (each member reads in their own language).
league-store-failed = The league records could not be read or written. Try again in a moment.
league-usage = League commands: league season start NAME [GAME], league season end, league season list, league standings [GAME] [season=S|all], league results [GAME], league player USER [GAME], league void ID REASON, league correct ID SCORES REASON, league history.

league-season-started = Season “{ $name }” (#{ $id }) has started. Tables opened from now on are rated.
league-season-started-game = Season “{ $name }” (#{ $id }) has started for { $game }. Tables opened from now on are rated.
league-season-ended = Season “{ $name }” (#{ $id }) has ended.
league-season-line = #{ $id } { $name }: { $game }, from { $from }
league-season-line-ended = #{ $id } { $name }: { $game }, { $from } to { $to }
league-season-none = No season yet. An admin starts one with /league season start.
league-all-games = every game

league-standings-title = Standings: { $game }, { $scope }
league-scope-season = season “{ $name }”
league-scope-all-time = all-time
league-standings-line = { $place }. { $player }: { $rating } (μ { $mu }, σ { $sigma }), { $games } { $games ->
    [one] game
   *[other] games
}, { $wins } { $wins ->
    [one] win
   *[other] wins
}
league-standings-empty = No rated games yet.
league-standings-empty-game = No rated { $game } games yet.
league-standings-page = Page { $page } of { $pages }
league-you = ← you

league-results-title = Results
league-results-empty = No results yet.
league-result-line = #{ $id } { $game } { $when }: { $seats }
league-result-unrated = (not rated)
league-result-void = (void)
league-result-corrected = (corrected)

league-voided = Result #{ $id } is void. Ratings were recomputed.
league-corrected = Result #{ $id } was corrected. Ratings were recomputed.
league-rebuilt = Rebuilt { $count } results from the table logs.

league-history-title = League history
league-history-empty = Nothing yet.
league-history-void = { $when } { $by } voided result #{ $id }: { $reason }
league-history-correct = { $when } { $by } corrected result #{ $id }: { $reason }
league-history-season-start = { $when } { $by } started a season: { $detail }
league-history-season-end = { $when } { $by } ended a season: { $detail }
league-history-settings = { $when } { $by } changed the settings

league-player-title = { $player }: { $game }, { $scope }
league-player-rating = Rating { $rating } (μ { $mu }, σ { $sigma })
league-player-place = Place { $place } of { $players }
league-player-unplaced = No rated game yet
league-player-record = { $games } { $games ->
    [one] game
   *[other] games
}, { $wins } { $wins ->
    [one] win
   *[other] wins
}
league-player-versus = Against you: { $games } games, ahead { $ahead }, behind { $behind }
league-player-recent = Recent results:
league-player-chart = Rating over time

league-settings-title = Server settings
league-settings-admin-role = League admin role: { $role }
league-settings-table-options = Default table options: { $options }
league-settings-locale = Server language: { $locale }
league-settings-none = not set
league-settings-saved = Settings saved.

league-log-button = Log of #{ $id }
league-csv-results = results
league-csv-standings = standings
league-export-done = League export attached.

# Slash commands /league and /settings (names and descriptions).
cmd-league-name = league
cmd-league-desc = League seasons, standings and results of this server
cmd-league-season-name = season
cmd-league-season-desc = League seasons
cmd-league-season-start-name = start
cmd-league-season-start-desc = Start a season (league admins)
cmd-league-season-start-name-name = name
cmd-league-season-start-name-desc = The season's name
cmd-league-season-end-name = end
cmd-league-season-end-desc = End the running season (league admins)
cmd-league-season-list-name = list
cmd-league-season-list-desc = This server's seasons
cmd-league-standings-name = standings
cmd-league-standings-desc = Ratings, best first
cmd-league-standings-season-name = season
cmd-league-standings-season-desc = A season's name or number, or all
cmd-league-export-season-name = season
cmd-league-export-season-desc = A season's name or number, or all
cmd-league-player-name = player
cmd-league-player-desc = A player's rating, results and chart
cmd-league-player-user-name = user
cmd-league-player-user-desc = Whose card (default: yours)
cmd-league-history-name = history
cmd-league-history-desc = Recent results and admin actions
cmd-league-export-name = export
cmd-league-export-desc = Results and standings as a CSV file
cmd-league-void-name = void
cmd-league-void-desc = Void a result (league admins)
cmd-league-correct-name = correct
cmd-league-correct-desc = Correct a result's scores (league admins)
cmd-league-void-result-name = result
cmd-league-void-result-desc = The result's number
cmd-league-void-reason-name = reason
cmd-league-void-reason-desc = Why
cmd-league-correct-result-name = result
cmd-league-correct-result-desc = The result's number
cmd-league-correct-reason-name = reason
cmd-league-correct-reason-desc = Why
cmd-league-correct-scores-name = scores
cmd-league-correct-scores-desc = New scores in seat order, e.g. 4,-2,-2
cmd-settings-name = settings
cmd-settings-desc = This server's paiju settings
cmd-settings-admin_role-name = admin_role
cmd-settings-admin_role-desc = Members with this role are league admins
cmd-settings-table_options-name = table_options
cmd-settings-table_options-desc = Default options for new tables, e.g. turn-timeout=12h
cmd-settings-language-name = language
cmd-settings-language-desc = The server's language
cmd-settings-language-choice-en-US = English
cmd-settings-language-choice-zh-CN = 简体中文
cmd-settings-language-choice-ja = 日本語
cmd-settings-language-choice-auto = Each member's own

# Leagues: seasons, standings, results, corrections.

league-not-admin = Only a league admin (Manage Server, or the league admin role in /settings) can do that. Nothing was changed.
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
league-bad-setting = Unknown setting “{ $setting }”.
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
league-standings-line = { $place }. { $player }: { $rating } (μ { $mu }, σ { $sigma }), { $games } games, { $wins } wins
league-standings-empty = No rated games yet.
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
league-player-record = { $games } games, { $wins } wins
league-player-versus = Against you: { $games } games, ahead { $ahead }, behind { $behind }
league-player-recent = Recent results:
league-player-chart = Rating over time

league-settings-title = Server settings
league-settings-admin-role = League admin role: { $role }
league-settings-table-options = Default table options: { $options }
league-settings-locale = Server language: { $locale }
league-settings-none = not set
league-settings-saved = Settings saved.

league-csv-results = results
league-csv-standings = standings
league-export-done = League export attached.

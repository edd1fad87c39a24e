# /help: what paiju is, how to play, each command in a line.
help-intro = **paiju 牌局** hosts card games in this channel: { $games }. Your hand comes by DM (and by { $hand }); moves and scores are posted here.
help-how-title = **How to play**
help-how =
    1. { $new } opens a table: pick the game; `{ $opt }` suggests its settings as you type.
    2. Everyone presses [{ live-join }] on the table message (or { $join }); [{ live-add-bot }] fills a seat.
    3. [{ live-start }] (or { $start }) deals. Play with the buttons of [{ live-my-hand }], or with the commands below.
help-commands-title = **Commands**
help-clock = **Clock options** (every game, in `{ $opt }`): { $options }
help-rules = **Rules**: { $rules }
help-moves = { $moves } — your moves (which ones a game uses: see its rules)

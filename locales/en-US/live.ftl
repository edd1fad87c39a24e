# The table's live message in the channel (an embed with buttons).
live-join = Join
live-leave = Leave
live-add-bot = Add bot
live-start = Start
live-my-hand = My hand
live-rules = Rules
live-play-again = Play again
live-results = Results
live-seated = { $seated } of { $seats } seats taken
live-deadline = ⏳ { $name } must act { $when }
live-games-played = { $count ->
    [one] 1 game played in this match
   *[other] { $count } games played in this match
}
# A player whose DMs are closed, mentioned in the channel when it is their turn.
live-turn-mention = ▶ { $mention }, it's your turn: press [My hand] on the table message.
# /rules: the table-wide options (the turn clock), after the game's own.
rules-table-options = Clock options, for every game: { $options }

# Refusals that are not specific to one game.

error-no-table = There is no table in this channel. Open one with /table new.
error-table-open = A table is already open here. Finish it or close it with /table end first.
error-already-seated = You are already seated at this table.
error-table-full = The table is full ({ $seats } seats).
error-not-seated = You are not seated at this table. Join with /table join.
error-already-started = The game has already started.
error-not-started = No game is running. Start one with /table start.
error-player-count = { $have } seated, but this game needs { $need } players.
error-not-allowed = Only the table's creator or someone who can manage the channel may do that.
error-rated-needs-league-moderator = This game is rated: during it, only a league admin (Manage Server, or the league admin role in /{ cmd-settings-name }) may end the table or remove a player. Nothing was changed. Leaving counts as a loss.
error-no-such-seat = There is no seat { $seat }.
error-ended = This table is closed.
error-not-your-turn = Not your turn: waiting for { $names }.
error-already-applied = That action was already taken.
error-wrong-game = That action belongs to another game.
error-option-unknown = Unknown option “{ $key }”. Options here: { $known }.
error-option-value = Option “{ $key }”: “{ $value }” is not allowed (expected { $expected }).
error-option-conflict = Option “{ $key }={ $value }” cannot be combined with “{ $other }”.
error-deal-other-game = That deal is for another game.
error-bad-deal = The deal cannot be played: { $why }.
deal-hand-count = expected { $expected } hands, found { $got }
deal-hand-size = seat { $seat } should hold { $expected } cards, not { $got }
deal-pile-size = the { $pile } should hold { $expected } cards, not { $got }
deal-card-count = the deal has { $got } × { $card }, the deck { $expected }
deal-no-seat = there is no seat { $seat }

expected-card = a card such as As, 10h, Td or JK
expected-natural = a card such as As, 10h or Td (this game has no jokers)
expected-suit = a suit after the rank: s h d c (or ♠ ♥ ♦ ♣)
expected-face = a rank: 3–9, T (or 10), J, Q, K, A, 2, B (black joker), R (red joker)
expected-tile = a tile by name (天, 地, 人 …), pinyin (tian, di, ren …) or pips (6-6)
expected-something = at least one card
error-notation = “{ $token }” is not understood: expected { $expected }.

arg-cards = cards
arg-card = one card
arg-tiles = tiles
arg-tile = one tile
arg-bid = a bid: pass, 1, 2 or 3
arg-pile = a pile: stock, 1, 2 or 3
arg-discard-pile = a discard pile: 1, 2 or 3
arg-claim = a claim: chi, peng, sha, tuhuo or hu
arg-declaration = what you declare: declare chicago
arg-nothing = nothing
error-verb-not-used = This game has no “{ $verb }”.
error-verb-not-now = You cannot { $verb } now.
error-missing-argument = “{ $verb }” needs { $expected }.
error-bad-argument = “{ $verb } { $token }”: expected { $expected }.
error-extra-words = “{ $verb }” takes nothing more: “{ $extra }” is extra.
verb-in-sentence = { $verb }
error-verbs-now = { $refusal } Your moves: { $verbs }.
error-joker-word = “{ $token }” is not a card name in Dou Dizhu: write B for the black joker and R for the red joker.
error-chi-both-tiles = A 吃 needs both hand tiles: claim chi TILE TILE.
error-chi-pair = { $first } { $second }
error-chi-both-tiles-ways = A 吃 needs both hand tiles: claim chi TILE TILE. Possible: { $ways }.
error-claim-not-open = You cannot claim { $claim } now.
error-claim-not-open-others = You cannot claim { $claim } now; you may claim { $open }, or pass.
error-no-stand-in = No bot is playing for you.
error-hints-off = Hints are off at this table: it was opened with hints=off (a rated table is, unless opened with hints=on).
deal-score-count = expected { $expected } starting scores, found { $got }
error-not-your-turn-claims = Not your turn: the table is waiting for claims on the last card.
error-unknown-choice = That button is not one this table knows (it may be from an older panel). Use /hand for a fresh one.
error-moved-on = That button was for an earlier moment of the game, and the game has moved on since, so it did nothing. Ask /hint again, or use /hand for your moves now.
error-table-damaged = The table in this channel could not be restored: its saved record is damaged, so it is set aside and nothing here can change it. Ask the bot's operator to repair or close it.
error-served-elsewhere = This table is run by another of the bot's processes, so this button cannot work here. Use the slash commands in the table's channel (/bid, /play, /pass).

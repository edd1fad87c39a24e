# Tables: lobby, turns, results.

# Lists and notes, in the locale's punctuation (src/i18n: list, series, alternatives).
list-sep = {", "}
list-and = { $init } and { $last }
# Three or more items: "Ann, Bob and Cy".
list-and-more = { $init } and { $last }
list-or = { $init } or { $last }
# A player named in a sentence about them (Japanese adds さん).
person = { $name }
# A note after a sentence: " (…)".
note = {" "}({ $text })
option-setting = { $key }={ $value }
options-note = {" "}({ $options })
option-spec = { $setting } ({ $default })

game-doudizhu = Dou Dizhu
game-chicago = Chicago
game-chowdah = Chowdah
game-yaodiren = Yaodiren (幺地人)

table-opened = { $creator } opened a { $game } table. Join with /table join.
table-joined = { $name } sits down ({ $seated }/{ $seats }).
table-joined-range = { $name } sits down ({ $seated } seated; a game takes { $fewest } to { $seats }).
table-left = { $name } leaves the game.
table-bot-added = { $name } (bot, { $level }) sits down.
table-bot-level-easy = easy
table-bot-level-normal = normal
table-bot-level-hard = hard
# A bot the table named ("Bot 2"), as each language names it.
table-bot-name = Bot { $number }
table-removed = { $name } leaves the table.
table-started = { $game }, game { $number }: { $names }.
table-turn = ▶ { $names } to play.
table-turn-bid = ▶ { $names } to bid.
table-turn-exchange = ▶ { $names } to exchange.
table-turn-call = ▶ { $names } to call Chicago or pass.
table-turn-claim = ▶ Waiting for { $names } to claim or pass.
table-your-turn = It's your turn.
table-your-claim = You may claim the last card, or pass.
table-timed-out = ⏰ { $name } ran out of time: the table made the safe move for them.
table-timed-out-forfeit = ⏰ { $name } ran out of time and concedes.
table-game-over = Game over. Final standing:
table-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
table-place-tied = { $place ->
    [1] joint 1st
    [2] joint 2nd
    [3] joint 3rd
   *[other] joint { $place }th
}
table-result-line = { $name }: { $score } (total { $total })
table-ended = The table is closed.
table-automatic = { $line } (automatic).

status-lobby = waiting for players
status-playing = playing
status-finished = game over
status-ended = closed
status-header = { $game } — { $status } — { $seated }/{ $seats } seated
status-standing = { $place ->
    [1] 🏆 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}: { $name } { $total }

table-reminder = ⏳ Reminder: it's your turn — { $left } left before the table acts for you.
status-time-left = ⏳ { $name }: { $left } left
time-days-hours = { $days }d { $hours }h
time-hours-minutes = { $hours }h { $minutes }m
time-minutes = { $minutes }m
time-seconds = { $seconds }s
table-back = { $name } is back and plays again.
table-stand-in = 🤖 A bot plays for { $name } until they are back (/table back).
table-claims-awaited = ⏳ Waiting for claims (or passes) on the last card.
table-away = { $name } is away: a bot plays their seat until they are back (/table back).
table-away-for = { $name } is away for { $time }: a bot plays their seat until then (or /table back).
hint-move = Hint: { $command } — { $reason }
hint-make-move = Make this move
hint-reason-go-out = it empties your hand
hint-reason-block = overtake: the landlord plays next and has { $cards ->
    [one] one card
   *[other] { $cards } cards
} left
hint-reason-leave-partner = your partner is winning the trick
hint-reason-keep-bomb = keep the bomb: the closest opponent still has { $cards } cards
hint-reason-bomb = bomb: the opponent has only { $cards ->
    [one] one card
   *[other] { $cards } cards
} left
hint-reason-cheapest = the cheapest play that keeps your pairs, trios and straights whole
hint-reason-pass = nothing beats it without breaking up your hand
hint-reason-bid = the bid your hand is worth
hint-reason-unbeatable = nothing the others can still hold beats it, bombs aside
hint-reason-few-above = only { $cards ->
    [one] one card
   *[other] { $cards } cards
} the others can still hold { $cards ->
    [one] beats
   *[other] beat
} it, bombs aside
hint-reason-keeps-whole = it plays one of your hand's groups whole: the rest needs { $turns ->
    [one] one more play
   *[other] { $turns } more plays
}
hint-reason-best = it scored best with the hidden cards dealt out at random
hint-reason-better-chance = dealing the hidden cards at random, it wins { $of ->
    [hand] this hand
   *[match] the match
} { $chance }% of the time, against { $usual }% for the usual play
hint-reason-usual = the usual play for a hand like this
hint-reason-only = it is the only move the rules leave you
hint-reason-stand-pat = stand pat: your { $hand } is already made
hint-reason-keep-made = keep your { $hand } and draw { $draw ->
    [one] one card
   *[other] { $draw } cards
} to improve it
hint-reason-keep-made-high = keep your { $hand }, and your { $cards } for the 5-point last trick; draw { $draw ->
    [one] one card
   *[other] { $draw } cards
}
hint-reason-draw-to = keep four to a { $hand } and draw one
hint-reason-keep-top-card = nothing to build on: keep your top card for the 5-point last trick and draw { $draw ->
    [one] one
   *[other] { $draw }
}
hint-reason-top-card-over-pair = a pair scores 1 point at best: keep your top card for the 5-point last trick and draw { $draw ->
    [one] one
   *[other] { $draw }
}
hint-reason-draw-five = no pair, and nothing higher than a jack: draw five new cards
hint-reason-draw-five-over-top = no pair, and one high card alone is little to build on: draw five new cards
hint-reason-draw-five-over-pair = a pair scores 1 point at best: draw five new cards for a better hand
hint-reason-three-to-flush = keep three to a flush and draw two
hint-reason-keep-high-cards = keep your high cards for the 5-point last trick and draw { $draw ->
    [one] one
   *[other] { $draw }
}
hint-reason-shed = shed your lowest card and keep the best one for the 5-point last trick
hint-reason-take-lead = take this trick, so you lead the last one
hint-reason-take-cheaply = take the trick with the cheapest card that can, and lead the next one
hint-reason-keep-for-last = keep your { $card } for the 5-point last trick
hint-reason-call-chicago = every card you hold can win its trick
hint-reason-contract = your cards form the round's contract
hint-reason-take-pile = the pile's top card fits your melds better than a blind draw
hint-reason-meld-way = of the ways to meld it, this one leaves your hand best
hint-reason-draw-stock = no pile card helps your melds enough
hint-reason-no-pile-melds = a pile card must go into a meld at once, and none of the piles' top cards fits your cards
hint-reason-loose = it fits none of your melds; without it you are { $missing ->
    [one] one card from Chowdah
   *[other] { $missing } cards from Chowdah
}
hint-reason-loose-cover = it fits none of your melds (without it you are { $missing ->
    [one] one card
   *[other] { $missing } cards
} from Chowdah), and it covers { $joker ->
    [yes] the joker on that pile
   *[no] the { $card } the next player could add to their melds
}
hint-reason-take-joker = a joker stands in any set or run
hint-reason-extra-turn = a joker discarded earns another turn: one more draw towards Chowdah
hint-reason-nothing-to-draw = the stock is empty and no pile's top card fits your melds: another turn would have nothing to draw
hint-reason-win = your tiles win the hand
hint-reason-fold = the hand is too weak to play: sitting out costs nothing
hint-reason-opens = your hand's best case makes { $tuo } 砣: { $threshold } are enough to open
hint-reason-below-threshold = you may not open: your hand's best case makes { $tuo } 砣, and opening needs { $threshold }
hint-reason-play-on = { $short ->
        [0] your hand's best case makes { $tuo } 砣, enough for the { $threshold } a win needs
       *[other] your hand's best case makes { $tuo } 砣, { $short } short of the { $threshold } a win needs: near enough to play
    }
hint-reason-stay-out = you lead the match: a hand you sit out cannot cost you anything
hint-reason-spare = of the tiles your hand needs least, the one an opponent is least likely to chi or peng
hint-reason-claim-improves = your hand is worth more with this claim than without it
hint-reason-claim-no-better = no chi or peng leaves your hand better than it is

# Chicago events, views and refusals.

chicago-cat-high-card = high card
chicago-cat-pair = one pair
chicago-cat-two-pair = two pair
chicago-cat-three-of-a-kind = three of a kind
chicago-cat-straight = straight
chicago-cat-flush = flush
chicago-cat-full-house = full house
chicago-cat-four-of-a-kind = four of a kind
chicago-cat-straight-flush = straight flush
chicago-cat-royal-flush = royal flush
# A category in running text ("with a straight", "with one pair"): `$kind` is the category's
# stable name (`Category::name`, the key above without its prefix), `$category` its words.
chicago-cat-in-text = { $kind ->
    [straight] a straight
    [flush] a flush
    [full-house] a full house
    [straight-flush] a straight flush
    [royal-flush] a royal flush
   *[other] { $category }
}

chicago-scoring-first = first exchange
chicago-scoring-second = second exchange
chicago-scoring-final = final hand

chicago-dealt = Deal { $deal }: { $name } deals five cards each.
chicago-your-hand = Your hand: { $cards }
chicago-your-hand-value = Your hand: { $cards } — { $category }
chicago-exchange-round = Exchange { $round }: discard 0–5 cards and draw as many (discard with no cards stands pat).
chicago-stood-pat = { $name } stands pat.
chicago-exchanged = { $name } exchanges { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
chicago-drew = You threw { $thrown } and drew { $drawn }.
chicago-locked = { $name } has { $score } points and may not exchange.
chicago-reshuffled = The stock ran out: { $count } earlier discards are shuffled into a new stock.
chicago-showdown-best = { $end ->
    [yes] Best hand at the end of the deal
   *[no] Best hand after the { $when }
}: { $name } with { chicago-cat-in-text } ({ $cards }).
chicago-showdown-tie = { $end ->
    [yes] At the end of the deal
   *[no] After the { $when }
}: { $names } tie with { chicago-cat-in-text } — nobody scores.
chicago-showdown-none = { $end ->
    [yes] At the end of the deal
   *[no] After the { $when }
}: nobody has a pair — nobody scores.
chicago-points = { $name } { $change } ({ $why }) → { $total }.
chicago-for-last-trick = last trick
chicago-for-chicago-made = Chicago made
chicago-for-chicago-failed = Chicago failed
chicago-for-forfeit = conceded
chicago-call-asked = Chicago? { $names } may declare to win all five tricks (declare chicago, or pass).
chicago-call-declared = 📣 { $name } calls Chicago: all five tricks!
chicago-call-declined = { $name } does not call Chicago.
chicago-tricks-begin = Tricks: { $name } leads. Follow suit if you can; only the last trick scores (5).
chicago-played = { $name } plays { $card } (trick { $trick }).
chicago-trick-won = { $name } wins trick { $trick }.
chicago-deal-over = End of deal { $deal }: { $scores }.
chicago-tie-at-top = { $names } share the lead at { $score }: another deal.
chicago-forfeited = { $name } concedes the match.
chicago-end-target = target reached
chicago-end-royal = royal flush
chicago-end-forfeit = a player conceded
chicago-match-over = 🏆 { $names } { $count ->
    [one] wins
   *[other] win
} ({ $why }). Final scores: { $scores }.

chicago-stage-exchange = exchange { $round }
chicago-stage-call = Chicago call
chicago-stage-tricks = trick { $trick } of 5
chicago-stage-over = match over
chicago-view-deal = Deal { $deal } (dealer { $dealer }): { $stage }. Playing to { $target }.
chicago-view-scores = Scores: { $scores }
chicago-view-trick = This trick: { $plays }

chicago-error-over = The match is over.
chicago-error-not-exchanging = This is not an exchange: play a card.
chicago-error-not-held = You don't hold { $card }.
chicago-error-repeated = { $card } is named twice.
chicago-error-call-not-played = This table does not play the Chicago call.
chicago-error-not-calling = Nobody is being asked to call Chicago now.
chicago-error-not-playing = The tricks have not begun yet.
chicago-error-follow-suit = You must follow suit: { $lead } was led, and you hold that suit ({ $card } is not).
chicago-hand-count = A poker hand is five cards, not { $got }.
chicago-hand-joker = Chicago is played without jokers ({ $card }).

# Buttons
chicago-button-stand-pat = Stand pat (keep all five)
chicago-button-declare = Call Chicago
chicago-button-no-call = Pass
chicago-button-discard = Discard { $cards }
chicago-button-play = Play { $card }

# Chowdah: events, views and refusals.

chowdah-kind-pair = pair
chowdah-kind-trey = trey
chowdah-kind-quad = quad
chowdah-kind-quint = quint
chowdah-contract-part = { $count } × { $kind }
chowdah-pile-top = { $pile }: { $card }
chowdah-contract = contract { $number }: { $melds }
chowdah-colour-red = red
chowdah-colour-black = black

chowdah-round-started = Round { $round } ({ $contract }). { $dealer } deals; piles: { $piles }; { $stock } in the stock. { $first } starts.
chowdah-your-hand = Your hand: { $cards }
chowdah-hand-all-exposed = empty (every card is exposed)
chowdah-drew-pile = { $name } takes { $card } from pile { $pile }.
chowdah-drew-stock = { $name } draws from the stock.
chowdah-stock-card = You drew { $card }.
chowdah-meld-now = { $card } must go into an exposed meld now: meld CARDS names the hand cards that go with it (meld alone adds it to one of your exposed melds).
chowdah-melded = { $name } exposes { $melds }.
chowdah-swapped = { $name } gives { $gave } for { $took } in { $owner }'s meld: { $meld }.
chowdah-discarded = { $name } discards { $card } on pile { $pile }.
chowdah-extra-turn = { $name } takes the extra turn and plays again.
chowdah-extra-turn-offered = { $name } discarded a joker and may play again (play) or let the turn pass (pass).
chowdah-extra-turn-declined = { $name } lets the extra turn go.
chowdah-declared = 🍲 { $name } calls Chowdah! { $cards }
chowdah-passed = { $name } does not draw: the stock is empty and the round ends.
chowdah-cannot-draw = { $name } cannot draw: the stock is empty and the round ends.
chowdah-end-chowdah = Chowdah by { $name }
chowdah-end-stock = the stock ran out
chowdah-round-scored = Round { $round } is over ({ $why }):
chowdah-scored = { $name } ({ $colour }): { $melds } → { $points }
chowdah-unmelded = ; unmelded { $cards }
chowdah-doubled-concealed = ; doubled (concealed hand)
chowdah-doubled-full-run = ; doubled (13-card run)
chowdah-doubled-all-sets = ; doubled (all sets of one colour)
chowdah-totals = Totals: { $totals }
chowdah-tie-break = A tie at the top: round { $round } is played to decide.
chowdah-forfeited = { $name } concedes the match.

chowdah-stage-draw = to draw (stock or a pile)
chowdah-stage-meld = to meld { $card }
chowdah-stage-discard = to discard (or swap jokers, or declare)
chowdah-stage-extra-turn = to take the extra turn (play) or not (pass)
chowdah-stage-over = match over
chowdah-view-round = Round { $round } of { $rounds } ({ $contract }): { $stage }.
chowdah-view-piles = Piles { $piles } · stock { $stock }
chowdah-view-seat = { $name }: { $count } in hand

chowdah-meld-size = a meld has 2 to 5 cards, not { $size }
chowdah-meld-joker-pair = a pair cannot hold a joker
chowdah-meld-pair-identical = a pair is two identical cards (same rank and suit)
chowdah-meld-only-jokers = a meld needs at least one card that is not a joker
chowdah-meld-not-set-or-run = neither a set (same rank, one colour) nor a run (same suit, in sequence)
chowdah-contract-too-many = the contract holds only { $allowed } × { $kind }
chowdah-contract-repeated-rank = round 8 needs pairs of seven different ranks ({ $rank } twice)
chowdah-score-too-many-cards = a player holds at most { $max } cards, not { $got }
chowdah-score-too-many-copies = there are only two { $card } in the two decks

chowdah-error-over = The match is over.
chowdah-error-draw-first = Draw first: from the stock or a discard pile.
chowdah-error-already-drew = You have already drawn this turn.
chowdah-error-meld-drawn = Meld the card you drew ({ $card }) first.
chowdah-error-extra-turn-choice = You discarded a joker: take the extra turn (play) or let it go (pass) first.
chowdah-error-no-extra-turn = There is no extra turn to take now.
chowdah-error-nothing-to-meld = Melding is only for a card drawn from a discard pile.
chowdah-error-stock-empty = The stock is empty: draw from a discard pile, or pass.
chowdah-error-stock-not-empty = The stock is not empty: draw.
chowdah-error-no-such-pile = There is no pile { $pile } (piles are 1, 2 and 3).
chowdah-error-empty-pile = Pile { $pile } is empty.
chowdah-error-cannot-meld = { $card } cannot be melded with your cards and exposed melds.
chowdah-error-meld-needs-cards = { $exposed ->
    [yes] { $card } fits none of your exposed melds on its own
   *[no] You have no exposed melds yet for { $card } to join
}: name the hand cards that go with it, such as { $with }.
chowdah-error-invalid-meld = { $cards } is not a meld: { $why }.
chowdah-error-contract = The exposed melds would not fit the contract: { $why }.
chowdah-error-leaves-out = The melds leave out { $cards }, which must stay exposed.
chowdah-error-not-in-hand = You don't hold { $cards }.
chowdah-error-holds-fewer = You hold { $held ->
    [1] one
   *[other] { $held }
} { $card }, not { $named }.
chowdah-error-nothing-to-discard = That would leave you nothing to discard.
chowdah-error-no-such-meld = { $name } has no exposed meld number { $meld }.
chowdah-error-not-a-joker-swap = A swap trades a joker for a card, or a card for a joker.
chowdah-error-not-in-meld = { $name }’s meld { $meld } holds no { $card } (another meld does: name it with @SEAT.MELD).
chowdah-error-in-no-meld = No exposed meld, yours or anyone’s, holds a { $card }.
chowdah-error-swap-breaks = The swap would break the meld: { $why }.
chowdah-error-use-empty-pile = Pile { $pile } is empty: discard there.
chowdah-error-not-chowdah = Your cards do not form the round's contract: you are about { $missing ->
    [one] one card
   *[other] { $missing } cards
} from it.
chowdah-error-must-declare = All your cards are melded: declare Chowdah.

# Buttons
chowdah-button-meld = Meld { $melds }
chowdah-acted-draw-pile = Take from pile { $pile }
chowdah-button-draw-stock = Draw from the stock
chowdah-button-draw-pile = Take { $card } from pile { $pile }
chowdah-button-swap = Swap { $give } for { $take } ({ $name }'s meld { $meld })
chowdah-button-discard = Discard { $card } on pile { $pile }
chowdah-button-declare = Call Chowdah!
chowdah-button-pass = Don't draw (ends the round)
chowdah-button-extra-turn = Take the extra turn
chowdah-button-no-extra-turn = Let the extra turn go
# The word between a swap's two cards in a move's command (swap 9♦ for JK); the parser reads it.
chowdah-swap-for = for

# Dou Dizhu events, views and refusals.

ddz-kind-single = single
ddz-kind-pair = pair
ddz-kind-trio = trio
ddz-kind-trio-single = trio with a single
ddz-kind-trio-pair = trio with a pair
ddz-kind-straight = straight
ddz-kind-pair-straight = pair straight
ddz-kind-airplane = airplane
ddz-kind-airplane-singles = airplane with singles
ddz-kind-airplane-pairs = airplane with pairs
ddz-kind-four-two-singles = four with two singles
ddz-kind-four-two-pairs = four with two pairs
ddz-kind-bomb = bomb
ddz-kind-rocket = rocket

ddz-bid-word-pass = pass
ddz-button-bid = Bid { $bid }
ddz-button-play = Play { $cards }
ddz-button-no-bid = Pass
ddz-button-pass = Pass
ddz-dealt = Cards dealt (deal { $deal }). { $name } bids first: bid 1, 2, 3 or pass.
ddz-dealt-face-up = Cards dealt (deal { $deal }). The card turned face up, { $card }, went to { $name }, who bids first: bid 1, 2, 3 or pass.
ddz-your-hand = Your hand ({ $count }): { $cards }
ddz-bid = { $name } bids { $bid }.
ddz-bid-pass = { $name } passes.
ddz-hand-over = Hand { $hand } of { $hands } is over. Match totals: { $totals }
ddz-view-match = Hand { $hand } of { $hands } · match totals: { $totals }
ddz-all-passed = Everybody passed: the cards are shuffled and dealt again.
ddz-landlord = { $name } is the landlord at { $bid } and takes the kitty: { $kitty }.
ddz-played = { $name } plays { $cards } ({ $kind }). { $left ->
    [0] No cards left!
    [1] ⚠ 1 card left!
    [2] ⚠ 2 cards left!
   *[other] { $left } cards left.
}
ddz-passed = { $name } passes.
ddz-cannot-beat = Passed for you: nothing in your hand beats { $cards }.
ddz-doubled = 💥 The stake doubles: { $stake } per farmer.
ddz-trick-won = { $name } wins the trick and leads.
ddz-forfeited = { $name } concedes the hand.
ddz-revealed = Cards left: { $hands }
ddz-landlord-wins = The landlord { $name } wins! Stake { $stake } per farmer.
ddz-farmers-win = The farmers beat the landlord { $name }! Stake { $stake } per farmer.
ddz-spring = Spring: the stake doubled.
ddz-reverse-spring = Reverse spring: the stake doubled.

ddz-view-auction = Auction: highest bid { $bid }.
ddz-view-auction-none = Auction: no bid yet.
ddz-view-landlord = Landlord: { $name } (bid { $bid }, stake { $stake }).
ddz-view-kitty = Kitty: { $cards }
ddz-view-to-beat = To beat: { $cards } ({ $kind }) by { $name }.
ddz-view-counts = Cards: { $counts }

ddz-invalid-empty = no cards given
ddz-invalid-deck = the deck has fewer { $rank } than that
ddz-invalid-four-players = { $code ->
    [airplane] an
    [airplane-singles] an
    [airplane-pairs] an
   *[other] a
} { $kind } is not allowed with 4 players
ddz-invalid-both-jokers = both jokers cannot be kickers together
ddz-invalid-kickers = the attached cards must differ in rank from each other and from the main part
ddz-invalid-chain-two = runs cannot include 2s or jokers
ddz-invalid-chain-short = { $code ->
    [airplane] an
    [airplane-singles] an
    [airplane-pairs] an
   *[other] a
} { $kind } needs at least { $min } consecutive ranks
ddz-invalid-mixed-jokers = a black and a red joker are not a pair
ddz-invalid-none = these cards do not form a combination

ddz-error-over = The hand is over.
ddz-error-not-bidding = The auction is over: play cards or pass.
ddz-error-still-bidding = The auction is still on: bid 1, 2, 3 or pass.
ddz-error-bid-too-low = A bid of { $bid } does not beat the current bid of { $top }.
ddz-error-not-held = You don't hold { $cards }.
ddz-error-not-combo = { $cards } is not a combination: { $why }.
ddz-error-must-match = You must answer { $target } ({ $target_kind }) with the same kind and length, or a bomb; { $code ->
    [airplane] an
    [airplane-singles] an
    [airplane-pairs] an
   *[other] a
} { $kind } won't do.
ddz-error-too-low = { $cards } does not beat { $target }.
ddz-error-must-lead = You lead this trick: play any combination.

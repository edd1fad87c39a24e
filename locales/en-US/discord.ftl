# The Discord frontend: replies, buttons, menus, DMs.

discord-opened = Table opened. Others join with /table join; when everyone is seated, /table start deals.
discord-done = Done.
discord-acted = ✓ { $command }
discord-dm-closed = { $mention }, I can't send you direct messages, so your cards can't reach you by DM. Use /hand in this channel at any time: only you will see the answer.
discord-no-tables = You are not seated at any table.
discord-which-table = You sit at several tables ({ $tables }): choose one with the table option.
discord-bad-table = “{ $table }” is not a table: pick one from the list.
discord-table-choice = { $game }: { $names }
discord-nothing-beats = Nothing in your hand beats it: pick this to pass
discord-guild-only = Use this command in the server channel (or thread) of the table.
discord-unknown = I don't know that command or button (it may be from an older version of the bot).
discord-owner-away = The process that runs this table is restarting and did not come back within a minute, so nothing was changed. Try again in a minute.
discord-pick-cards = Choose cards…
discord-pick-cards-part = Choose cards ({ $part }: { $first }–{ $last })…
discord-button-selected = { $verb } selected
discord-button-go = { $verb } { $cards }
discord-nothing-selected = Choose some cards in the menu first.

verb-bid = Bid
verb-play = Play
verb-play-yaodiren = Play
verb-pass = Pass
verb-draw = Draw
verb-discard = Discard
verb-discard-chicago = Discard
verb-meld = Meld
verb-swap = Swap
verb-declare = Declare
verb-claim = Claim
verb-open = Open
verb-fold = Fold

rules-doudizhu =
    Three players (or four, with two decks): one landlord against the farmers.
    • Auction: bid 1, 2 or 3 (or pass); the highest bid becomes the landlord and takes the kitty.
    • The landlord leads. Play a higher combination of the same kind and length, or pass. Bombs and the rocket beat anything. With three players a bomb is four of a kind, the rocket both jokers, and each doubles the stake; with four, bombs are 4–8 of a kind (more cards beat fewer), the rocket is all four jokers, and only bombs of 6+ cards and the rocket double it.
    • Combinations: single, pair, trio (alone or with a pair), straights of 5+, pair straights of 3+ pairs, airplanes (alone or with pairs). With three players also trio with a single, airplanes with singles and four with two; with four players not (there two same-colour jokers are a pair).
    • Card order: 3 4 5 6 7 8 9 T J Q K A 2 B R (B and R are the black and red jokers).
    • The first to empty their hand wins for their side.
    Play with /play (it suggests your legal plays), /pass, or the menu and buttons of /hand.
rules-chicago =
    2–4 players, 52 cards, ace high. First to reach the target (52, or 30 in the short game) after a deal wins.
    • Five cards each. Two exchanges: discard 0–5 and draw as many (/discard; no cards stands pat). After each, the single best poker hand at the table scores (pair 1 … straight flush 8, royal flush 52 wins at once).
    • Five tricks, no trumps, follow suit: only the last trick scores (5). Then the final hands score again.
    • At 46 points or more (24 or more when the target is 30) you may no longer exchange. Scores never drop below 0.
    • Option chicago-call: with 15+ points, declare you will win all five tricks (+15, or −15).
    Play with /discard, /play, /declare and /pass, or the menu and buttons of /hand.
rules-chowdah =
    2–4 players, two decks and a joker each; 13 cards, 14 after drawing. Clockwise.
    • Draw from the stock or take the top of one of the three discard piles — a pile card must go face up into a meld at once.
    • Melds: pair (two identical cards), set (3–5 of a rank, one colour), run (3–5 in a suit; A-2-3 and Q-K-A, not K-A-2). Jokers stand in for any card except in pairs.
    • Swap a joker from your hand for a natural card of any exposed meld (not a pair), or a hand card for an exposed joker — any card that keeps the meld legal, not only the one the joker stood for.
    • Discard onto a pile (an empty pile first), or call Chowdah when all 14 cards form the contract (pair + trey + quad + quint).
    • Score one colour: melded A–10 1, J/Q/K 2; unmelded cards cost the same; the caller gets +5. Option double-score: a concealed, one-suit or all-sets Chowdah doubles its card points.
    Play with /draw, /meld, /swap, /discard and /declare.
rules-yaodiren =
    Sichuan long cards (长牌): 3 players, 21 kinds × 5 cards; the dealer 21, the others 20.
    • Open (起牌) if your hand can reach 34 砣 (dealer) / 33 and 7 kans; the others play or fold.
    • Kans: 3–5 identical, or X X Y with points summing to 14, or any three 7s.
    • A discarded or flipped card may be claimed: 胡 > 吐火 > 杀 > 碰 > 吃; 杀 and 吐火 are mandatory. After 吃/碰 discard; after 杀/吐火 draw, then discard.
    • Win with 7 kans and enough 砣; each other player pays base × 2^番.
    Play with /open or /fold at the opening, /claim or /pass on a card, /discard, /declare to win on your own cards — or the buttons of /hand.
rules-options = Table options (for /table new options:…): { $options }
discord-late-posts = ⏳ Delivered late — paiju was away ({ $count } updates):
discord-bad-away-duration = “{ $value }” is not a length of time: give one like 30m, 8h or 2d, or leave it empty to be away until /table back.
discord-log-public = What the channel has been told so far, line by line. The full log, with every hand, comes once the game is over.
discord-log-full = The table's whole log (open it with paiju replay).
# A refused slash move, when a move the player could make now has no slash command (joining a 幺地人 hand, Chowdah's extra turn): its button is below.
discord-button-move = ▸ **{ $label }** has no slash command of its own: press its button below.

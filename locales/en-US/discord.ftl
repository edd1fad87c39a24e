# The Discord frontend: replies, buttons, menus, DMs.

discord-opened = Table opened. Others join with /table join; when everyone is seated, /table start deals.
discord-done = Done.
discord-acted = ✓ { $command }
discord-dm-closed = { $mention }, I can't send you direct messages, so your cards can't reach you by DM. Use /hand in this channel at any time: only you will see the answer.
discord-no-tables = You are not seated at any table.
discord-which-table = You sit at several tables ({ $tables }): choose one with the table option.
discord-bad-table = “{ $table }” is not a table: pick one from the list.
discord-table-choice = { $game }: { $names }
discord-error-store = The table could not be saved just now, so nothing changed. Please try again.
discord-guild-only = Use this command in the server channel (or thread) of the table.
discord-unknown = I don't know that command or button (it may be from an older version of the bot).
discord-pick-cards = Choose cards…
discord-pick-cards-part = Choose cards ({ $part }: { $first }–{ $last })…
discord-button-selected = { $verb } selected
discord-nothing-selected = Choose some cards in the menu first.

verb-bid = Bid
verb-play = Play
verb-pass = Pass
verb-draw = Draw
verb-discard = Discard
verb-meld = Meld
verb-swap = Swap
verb-declare = Declare
verb-claim = Claim
verb-open = Open
verb-fold = Fold

rules-doudizhu =
    Three players (or four, with two decks): one landlord against the farmers.
    • Auction: bid 1, 2 or 3 (or pass); the highest bid becomes the landlord and takes the kitty.
    • The landlord leads. Play a higher combination of the same kind and length, or pass. Bombs (four of a kind) and the rocket (both jokers) beat anything and double the stake.
    • Combinations: single, pair, trio (with a single or a pair), straights of 5+, pair straights of 3+ pairs, airplanes, four with two.
    • Card order: 3 4 5 6 7 8 9 T J Q K A 2 B R (B and R are the black and red jokers).
    • The first to empty their hand wins for their side.
    Play with /play (it suggests your legal plays), /pass, or the menu and buttons of /hand.
rules-options = Table options (for /table new options:…): { $options }

# The terminal: paiju play, tables, export, replay, and the command line's own messages.

local-you = Player
local-help-doudizhu = Dou Dizhu: bid 1|2|3|pass · play CARDS (ranks 3–9 T J Q K A 2, B/R jokers: play 33344, play BR) · pass
local-help-chicago = Chicago: discard CARDS (e.g. discard 8c 5d 2s; discard alone stands pat) · play CARD (e.g. play Kh) · declare chicago · pass
local-help-chowdah = Chowdah: draw stock|1|2|3 · meld CARDS · swap CARD for CARD [@SEAT.MELD] (@0.1: seat 0's first meld) · discard CARD [1|2|3] · declare
local-help-yaodiren = 幺地人: open · fold · claim chi|peng|sha|tuhuo|hu (吃 碰 杀 吐火 胡) · pass · discard TILE
local-finished = The game is over.
local-unknown-command = Unknown command “{ $command }”. Type help for the list.

local-help-alias = { $words } = { $meaning }
local-help-aliases = Also understood: { $list }
local-help-commands = Terminal commands:
local-help-hand = your hand and the table
local-help-moves = the moves you can make now
local-help-hint = the move a bot suggests, and why
local-help-rules = the rules of this game
local-help-help = this list
local-help-quit = leave the game (with --save, its log is written first)
local-help-seat = act for another human seat (hot seat), e.g. { $example }
local-moves-now = Your moves now: { $moves }.
local-hot-seat-pass = ── Seat { $seat } ({ $name }) plays next. Pass the keyboard over; everyone else look away. Press Enter when you are ready. ──
local-hot-seat-yours = ── Seat { $seat } ({ $name }): your turn ──
local-help-keys = ↑/↓ bring back earlier lines, Tab completes commands and moves, Ctrl-C or Ctrl-D leaves.
local-not-utf8 = Not understood: “{ $input }” is not UTF-8 text, so nothing was played. Is your terminal set to UTF-8?
local-not-utf8-line = Not understood: the terminal sent bytes that are not UTF-8 text, and the line was dropped. Type it again (is the terminal set to UTF-8?).
local-seat-bot = Seat { $seat } is a bot ({ $name }): it plays by itself.
local-no-seat = There is no seat { $seat } (seats { $first }–{ $last }).
local-opened = { $creator } opened a { $game } table.
stdio-opened = { $creator } opened a { $game } table. To sit down, send { $request } with your own user id and name.
local-saved = Saved to { $path } (replay it with: paiju replay { $path }).
local-left-eof = End of input (Ctrl-D): you left the game unfinished.
local-left-quit = You left the game unfinished.
local-save-failed = Could not save to { $path }: { $error }
local-rules-play = In the terminal, type your moves as words: help lists them, moves shows what you can do now.
local-rules-options = Table options (paiju play GAME --option KEY=VALUE): { $options }
local-rules-contract-range = a contract from 1 to 8, not { $got }
local-rules-two-hands = two hands of five cards, not { $got } { $got ->
        [one] card
       *[other] cards
    }
local-rules-card-in-both = { $card } is in both hands: one deck holds each card once.
local-unknown-game = Unknown game “{ $game }”. The games: { $games }.
local-players-range = { $game } is for { $range } players, not { $players }.
local-unknown-language = paiju speaks en-US, zh-CN and ja; “{ $value }” is none of them.
local-arg-seed = “{ $value }” is not a seed: a seed is a whole number, 0 or more (--seed 7).
local-arg-players = “{ $value }” is not a number of players: give how many, Dou Dizhu 3–4, Chicago 2–4, Chowdah 2–4, 幺地人 3.
local-arg-seat = “{ $value }” is not a seat: seats are numbered from 0, in turn order (--seat 1).
local-arg-guild = “{ $value }” is not a server id: a server id is a number. In Discord, turn on Developer Mode (Settings → Advanced), then right-click the server and Copy Server ID.
local-arg-count = “{ $value }” is not a count: give a whole number, 1 or more.
local-arg-count-zero = The count must be 1 or more, not 0.
local-unknown-level = “{ $value }” is not a bot level: easy, normal or hard (the default).
local-unknown-sim-level = “{ $value }” is not a bot level: easy (the simulator’s default, the fastest), normal or hard.
local-unknown-agent = “{ $value }” is not an arena agent: easy, normal, hard, or naive (Dou Dizhu only).
local-arena-naive-only = The naive agent plays Dou Dizhu only, not { $game }: there, pit easy, normal or hard against each other.
local-bad-argument = { $arg }: { $why }
local-not-table-id = “{ $id }” is not a table id: table ids are numbers. List the stored tables with: paiju tables
local-no-database = There is no database at { $path }, so no table is stored there. The Discord bot and paiju stdio --database store tables; name another database with --database or DATABASE_URL.
local-no-table = There is no table { $id } in { $url }. List the stored tables with: paiju tables
local-no-tables = No table is stored in { $url } yet.
local-tables-header = id · game · channel · status · seats
local-replay-table = Table { $id } (export it with: paiju export { $id })
local-replay-op = { $op ->
    [join] sits down
    [leave] leaves
    [add_bot] adds a bot
    [remove] removes a seat
    [start] starts a game
    [timeout] runs out of time
    [back] is back
    [away] steps away
    [reminded] is reminded
    [quiet_hours] waits for quiet hours to end
    [end] ends the table
    [undo_ask] asks to take a move back
    [undo_answer] answers a take-back request
    [undo] takes a move back
    [undo_lapsed] take-back request lapses
   *[other] { $op }
}
local-replay-automatic = { $name } (automatic)
local-bad-script-line = line { $line }: `{ $text }`: expected `SEAT COMMAND`, e.g. `0 play 33344`
local-moves-slash = (“/” ends each meld: the groups are all your exposed melds after the move.)
local-moves-at = (“{ $example }” is the meld a swap goes into: seat { $seat }’s meld { $meld }.)
local-render-written = Wrote { $path } ({ $bytes } bytes).
local-render-write-failed = Could not write { $path }: { $error }
local-render-nothing = Nothing to draw: no cards were given.
local-no-clock = The terminal has no turn clock (it waits for you as long as you like), so { $option } would never happen here. Leave it out; it works at Discord tables.
local-render-beyond-deck = The { $game } deck holds at most { $most } × { $card }; this hand has more.

# Run without a token: how to get one, and how to play in the terminal meanwhile. $me is the
# binary as it was run (`paiju`, `target/release/paiju`).
local-no-token =
    paiju needs a Discord bot token to run the bot, and DISCORD_TOKEN is not set.

    To get one:
      1. Open https://discord.com/developers/applications and create an application (New Application).
      2. Bot → Reset Token → copy it. No privileged intent is needed.
      3. Put it in a file named .env in the folder you run paiju from (see .env.example in the
         source), one line:
             DISCORD_TOKEN=your-token
         or export DISCORD_TOKEN in your shell.
      4. Invite the bot: OAuth2 → URL Generator → scopes `bot` and `applications.commands`,
         permission Send Messages; open the URL and pick your server.
    Then start it again: { $me }   (from the source folder: cargo run --release)
    Set DEV_GUILD_ID to your server's id for instant commands.

    No token? Play in the terminal instead, against two bots:

    {"    "}{ $me } play doudizhu
        (from the source folder: cargo run --release -- play doudizhu)

    ({ $me } --help lists the rest: rules queries, the simulator, stored tables.)

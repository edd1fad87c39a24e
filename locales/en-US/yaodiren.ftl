# 幺地人 (Sichuan long cards): events, views and refusals.

ydr-claim-chi = chi 吃
ydr-claim-peng = peng 碰
ydr-claim-sha = sha 杀
ydr-claim-tuhuo = tuhuo 吐火
ydr-kan = ({ $tiles })
ydr-claim-chi-with = { $claim } ({ $tiles })
ydr-claim-hu = hu 胡

ydr-fan-yaodiren = { $count } × { $tile } (a 幺地人 kan): { $fan } 番
ydr-fan-five = five × { $tile }: 1 番
ydr-fan-all-identical = all kans of identical cards (对对胡): 1 番
ydr-fan-all-red = all red: 1 番
ydr-fan-all-black = all black: 1 番
ydr-fan-extra-tuo = 砣 above the threshold: { $fan } 番

ydr-dealt = Hand { $hand }: { $name } deals (21 cards to the dealer, 20 to the others; { $stock } in the stock). Open (起牌) or not?
ydr-your-hand = Your cards ({ $count }): { $tiles }
ydr-opened = { $name } opens (起牌).
ydr-did-not-open = { $name } does not open.
ydr-cannot-open = Passed for you: your hand cannot open ({ $tuo } of { $threshold } 砣 and { $kans } of 7 kans at best).
ydr-nobody-opened = Nobody opened: the same dealer deals again.
ydr-joined = { $name } plays the hand.
ydr-folded = { $name } folds this hand.
ydr-extra-draws = { $name } draws { $count } extra (偷牌).
ydr-drew = You drew { $tile }.
ydr-discarded = { $name } discards { $tile }.
ydr-flipped = { $name } turns up { $tile } from the stock.
ydr-claim-options = You may claim { $tile }: { $options } — or pass.
ydr-claim-options-mandatory = You must claim { $tile }: { $options }.
ydr-answer-pass = pass
ydr-answered = Your answer: { $answer }.
ydr-answered-automatically = Claimed for you (mandatory): { $answer }.
ydr-claimed = { $name } takes { $tile } from { $from } ({ $claim }): { $kan }.
ydr-claimed-own-flip = { $name } takes the { $tile } they turned up ({ $claim }): { $kan }.
ydr-kill-draw = { $name } draws { $tile } (shown to all).
ydr-locked-peng = You passed on { $tile }: no more peng on it this hand.
ydr-locked-win = You passed on winning with { $tile }: no peng-type win on it this hand.
ydr-won = 🀄 { $name } wins (胡)! { $tiles }
ydr-won-own-flip = 🀄 { $name } wins (胡) on the { $tile } they turned up! { $tiles }
ydr-won-on = 🀄 { $name } wins (胡) on { $tile } from { $from }! { $tiles }
ydr-exhausted = The stock is empty: no winner this hand (荒牌); the dealer stays.
ydr-uncontested = Fewer than two players are in: the hand is void.
ydr-hand-won = { $name }: { $kans } — { $tuo } 砣, { $fan } 番, { $stake } from each other player in the hand.
ydr-hand-over = End of hand { $hand }: { $scores }
ydr-seat-left = A player left: a bot plays the seat on, and the next hand’s dealer is drawn anew.
ydr-forfeited = { $name } concedes the match.

ydr-view-estimate = Opening estimate: { $tuo } 砣 of { $threshold }, { $kans } of 7 kans.
ydr-stage-opening = opening (起牌)
ydr-stage-joining = play or fold
ydr-stage-discard = discarding
ydr-stage-claim = claims
ydr-stage-over = match over
ydr-view-hand = Hand { $hand } of { $hands } (dealer { $dealer }): { $stage }. Stock: { $stock }.
ydr-view-concealed = { $name }: { $count } concealed
ydr-payment = { $name } { $pay } ({ $total })
ydr-view-river = Recent discards: { $tiles }

ydr-no-split-count = 7 kans need { $min } to { $max } cards, not { $got }.
ydr-no-split-copies = There are only 5 of each card, not { $count } × { $tile }.
ydr-no-split-kans = No split into 7 kans: at most { $kans }, leaving { $leftover }.

ydr-error-over = The match is over.
ydr-error-not-your-turn = You have nothing to do right now.
ydr-error-not-now = That is not possible at this point of the hand.
ydr-error-cannot-open = Your hand cannot open: { $tuo } of { $threshold } 砣 and { $kans } of 7 kans at best.
ydr-error-not-held = You don't hold { $tile }.
ydr-error-not-entitled = You cannot { $claim } this card.
ydr-error-peng-barred = You passed a peng on { $tile } earlier this hand.
ydr-error-win-barred = You passed a win on { $tile } earlier this hand.
ydr-error-no-such-chi = { $with } does not make a kan with { $tile }.
ydr-error-must-claim = { $claim } is mandatory here.
ydr-error-not-a-win = Your cards do not make 7 kans with enough 砣.
ydr-error-win-after-claim = After 吃 or 碰 you discard: a win on that tile had to be claimed with 胡 when it was offered.

# Buttons
ydr-button-pass = Pass
ydr-button-discard = Discard { $tile }
ydr-button-open = Open (起牌)
ydr-button-not-open = Don't open
ydr-button-play = Play this hand
ydr-button-fold = Fold this hand
ydr-passing-this-hand = You pass every 吃 and 碰 for the rest of this hand (a 胡 is still offered; 杀 and 吐火 are still made).
ydr-standing-passed = Passed for you (you pass every 吃 and 碰 this hand): { $tile }.
ydr-button-pass-hand = Pass all 吃/碰 this hand
ydr-error-standing-pass-over-win = You can win on this tile: claim 胡, or pass this tile alone. “Pass all” never passes a win.

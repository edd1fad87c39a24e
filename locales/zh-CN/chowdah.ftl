# Chowdah：事件、视图和拒绝理由。用词见 docs/glossary/chowdah.md。

chowdah-kind-pair = 对子
chowdah-kind-trey = 三张
chowdah-kind-quad = 四张
chowdah-kind-quint = 五张
chowdah-contract-part = { $count }组{ $kind }
chowdah-pile-top = 第{ $pile }堆 { $card }
chowdah-contract = 第{ $number }号合约：{ $melds }
chowdah-colour-red = 红色
chowdah-colour-black = 黑色

chowdah-round-started = 第{ $round }轮（{ $contract }）。{ $dealer }发牌；弃牌堆：{ $piles }；牌堆还有{ $stock }张。{ $first }先摸。
chowdah-your-hand = 你的手牌：{ $cards }
chowdah-hand-all-exposed = 没有了，牌都亮出来了
chowdah-drew-pile = { $name }从第{ $pile }堆拿了{ $card }。
chowdah-drew-stock = { $name }从牌堆摸了一张。
chowdah-stock-card = 你摸到{ $card }。
chowdah-meld-now = { $card }要马上亮出来：输入“亮牌”加上和它一起亮的手牌（只输入“亮牌”就把它加到你已经亮出的组合里）。
chowdah-melded = { $name }亮出 { $melds }。
chowdah-swapped = { $name }用{ $gave }换走了{ $owner }组合里的{ $took }：{ $meld }。
chowdah-discarded = { $name }把{ $card }打到第{ $pile }堆。
chowdah-extra-turn = { $name }选择再来一回合。
chowdah-extra-turn-offered = { $name }打出了百搭，可以再来一回合（出牌）或者放弃（过）。
chowdah-extra-turn-declined = { $name }放弃了再来一回合。
chowdah-declared = 🍲 { $name }胡了，喊 Chowdah！{ $cards }
chowdah-passed = { $name }不摸：牌堆已空，这一轮结束。
chowdah-cannot-draw = { $name }没牌可摸：牌堆已空，这一轮结束。
chowdah-end-chowdah = { $name }喊了 Chowdah
chowdah-end-stock = 牌堆摸完
chowdah-round-scored = 第{ $round }轮结束（{ $why }）：
chowdah-scored = { $name }（{ $colour }）：{ $melds } → { $points }
chowdah-unmelded = ；没组上的牌{ $cards }
chowdah-doubled-concealed = ；门清，翻倍
chowdah-doubled-full-run = ；一条龙，翻倍
chowdah-doubled-all-sets = ；全刻（同色），翻倍
chowdah-totals = 总分：{ $totals }
chowdah-tie-break = 并列第一，加赛第{ $round }轮。
chowdah-forfeited = { $name }认输。

chowdah-stage-draw = 摸牌（从牌堆或弃牌堆）
chowdah-stage-meld = 亮出{ $card }
chowdah-stage-discard = 打牌（或者换百搭、喊 Chowdah）
chowdah-stage-extra-turn = 选择要不要再来一回合（出牌：再来；过：放弃）
chowdah-stage-over = 比赛结束
chowdah-view-round = 第{ $round }轮（共{ $rounds }轮，{ $contract }）：{ $stage }。
chowdah-view-piles = 弃牌堆：{ $piles } · 牌堆：{ $stock }张
chowdah-view-seat = { $name }：手牌{ $count }张

chowdah-meld-size = 一个组合是 2 到 5 张牌，不是{ $size }张
chowdah-meld-joker-pair = 对子里不能用百搭
chowdah-meld-pair-identical = 对子必须是两张一模一样的牌（点数、花色都相同）
chowdah-meld-only-jokers = 组合里至少要有一张不是百搭
chowdah-meld-not-set-or-run = 既不是刻子（同点数、同颜色），也不是顺子（同花色连续）
chowdah-contract-too-many = 合约里只有{ $allowed }个{ $kind }
chowdah-contract-repeated-rank = 第 8 轮要七个点数各不相同的对子（{ $rank }用了两次）
chowdah-score-too-many-cards = 一个人最多{ $max }张牌，不是{ $got }张
chowdah-score-too-many-copies = 两副牌里只有两张{ $card }

chowdah-error-over = 比赛已经结束了。
chowdah-error-draw-first = 请先摸牌：从牌堆摸，或者从弃牌堆拿。
chowdah-error-already-drew = 你这回合已经摸过牌了。
chowdah-error-meld-drawn = 请先把拿到的{ $card }亮出来。
chowdah-error-extra-turn-choice = 你打出了百搭：请先选择再来一回合（出牌）或者放弃（过）。
chowdah-error-no-extra-turn = 现在没有再来一回合可选。
chowdah-error-nothing-to-meld = 只有从弃牌堆拿的牌才要马上亮出。
chowdah-error-stock-empty = 牌堆已空：从弃牌堆拿牌，或者过。
chowdah-error-stock-not-empty = 牌堆还有牌，请摸牌。
chowdah-error-no-such-pile = 没有第{ $pile }堆（弃牌堆是第 1、2、3 堆）。
chowdah-error-empty-pile = 第{ $pile }堆是空的。
chowdah-error-cannot-meld = { $card }和你的手牌、已亮出的组合都组不成组合。
chowdah-error-meld-needs-cards = { $exposed ->
    [yes] { $card }单独放不进你已亮出的任何组合
   *[no] 你还没有亮出的组合可以放{ $card }
}：请写出和它一起亮出的手牌，比如{ $with }。
chowdah-error-invalid-meld = { $cards }不成组合：{ $why }。
chowdah-error-contract = 亮出的组合不符合合约：{ $why }。
chowdah-error-leaves-out = 这些组合里漏了{ $cards }，亮出的牌必须一直亮着。
chowdah-error-not-in-hand = 你手里没有{ $cards }。
chowdah-error-holds-fewer = 你只有{ $held }张{ $card }，不是{ $named }张。
chowdah-error-nothing-to-discard = 那样你就没牌可打了。
chowdah-error-no-such-meld = { $name }没有第{ $meld }个组合。
chowdah-error-not-a-joker-swap = 换百搭只能用百搭换一张牌，或者用一张牌换百搭。
chowdah-error-not-in-meld = { $name }的第{ $meld }个组合里没有{ $card }（别的组合里有，请用“@座位.组合”指明）。
chowdah-error-in-no-meld = 谁亮出的组合里都没有{ $card }。
chowdah-error-swap-breaks = 这样换会拆散组合：{ $why }。
chowdah-error-use-empty-pile = 第{ $pile }堆是空的，必须打到那里。
chowdah-error-not-chowdah = 你的牌还凑不成这一轮的合约：大约还差 { $missing } 张。
chowdah-error-must-declare = 你的牌都组好了，请喊 Chowdah。

# Buttons
chowdah-button-meld = 亮出 { $melds }
chowdah-acted-draw-pile = 从第{ $pile }堆拿牌
chowdah-button-draw-stock = 从牌堆摸牌
chowdah-button-draw-pile = 从第{ $pile }堆拿{ $card }
chowdah-button-swap = 用{ $give }换{ $take }（{ $name }的第{ $meld }个组合）
chowdah-button-discard = 把{ $card }打到第{ $pile }堆
chowdah-button-declare = 喊 Chowdah！
chowdah-button-pass = 不摸（这一轮结束）
chowdah-button-extra-turn = 再来一回合
chowdah-button-no-extra-turn = 放弃再来一回合
# The word between a swap's two cards in a move's command (swap 9♦ for JK); the parser reads it.
chowdah-swap-for = 换

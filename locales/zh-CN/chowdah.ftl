# Chowdah：事件、视图和拒绝理由。

chowdah-kind-pair = 对子
chowdah-kind-trey = 三张
chowdah-kind-quad = 四张
chowdah-kind-quint = 五张
chowdah-contract = 合约 { $number }：{ $melds }
chowdah-colour-red = 红色
chowdah-colour-black = 黑色

chowdah-round-started = 第 { $round } 局（{ $contract }）。{ $dealer } 发牌；弃牌堆：{ $piles }；抽牌堆 { $stock } 张。{ $first } 先行。
chowdah-your-hand = 你的手牌：{ $cards }
chowdah-drew-pile = { $name } 从第 { $pile } 堆拿了 { $card }。
chowdah-drew-stock = { $name } 从抽牌堆摸牌。
chowdah-stock-card = 你摸到 { $card }。
chowdah-meld-now = { $card } 必须马上亮出组合：meld 牌 写出与它一起亮出的手牌（只写 meld 则把它加到你已亮出的组合上）。
chowdah-melded = { $name } 亮出 { $melds }。
chowdah-swapped = { $name } 用 { $gave } 换下 { $owner } 组合里的 { $took }：{ $meld }。
chowdah-discarded = { $name } 把 { $card } 弃到第 { $pile } 堆。
chowdah-extra-turn = { $name } 弃掉百搭牌，再走一回合。
chowdah-declared = 🍲 { $name } 喊 Chowdah！{ $cards }
chowdah-passed = { $name } 不摸牌：抽牌堆已空，本局结束。
chowdah-cannot-draw = { $name } 无牌可摸：抽牌堆已空，本局结束。
chowdah-end-chowdah = { $name } 完成 Chowdah
chowdah-end-stock = 抽牌堆用完
chowdah-round-scored = 第 { $round } 局结束（{ $why }）：
chowdah-scored = { $name }（{ $colour }）：{ $melds } → { $points }
chowdah-unmelded = ；未组合 { $cards }
chowdah-doubled-concealed = ；翻倍（全暗手）
chowdah-doubled-full-run = ；翻倍（全顺）
chowdah-doubled-all-sets = ；翻倍（全组合同色）
chowdah-totals = 总分：{ $totals }
chowdah-tie-break = 并列第一：加赛第 { $round } 局。
chowdah-forfeited = { $name } 认输。

chowdah-stage-draw = 摸牌（抽牌堆或弃牌堆）
chowdah-stage-meld = 组合 { $card }
chowdah-stage-discard = 弃牌（或换百搭、或宣布 Chowdah）
chowdah-stage-over = 比赛结束
chowdah-view-round = 第 { $round }/{ $rounds } 局（{ $contract }）：{ $stage }。
chowdah-view-piles = 弃牌堆 { $piles } · 抽牌堆 { $stock }
chowdah-view-seat = { $name }：手牌 { $count } 张

chowdah-meld-size = 组合有 2 到 5 张牌，不是 { $size } 张
chowdah-meld-joker-pair = 对子不能用百搭牌
chowdah-meld-pair-identical = 对子是两张完全相同的牌（点数和花色都相同）
chowdah-meld-only-jokers = 组合里至少要有一张不是百搭的牌
chowdah-meld-not-set-or-run = 既不是同点组合（同点数同颜色），也不是顺子（同花色连续）
chowdah-contract-too-many = 合约只有 { $allowed } 个{ $kind }
chowdah-contract-repeated-rank = 第 8 局需要七种不同点数的对子（{ $rank } 用了两次）
chowdah-score-too-many-cards = 一名玩家最多有 { $max } 张牌，不是 { $got } 张
chowdah-score-too-many-copies = 两副牌里只有两张 { $card }

chowdah-error-over = 比赛已结束。
chowdah-error-draw-first = 请先摸牌：从抽牌堆或某个弃牌堆。
chowdah-error-already-drew = 你这回合已经摸过牌了。
chowdah-error-meld-drawn = 请先把拿到的 { $card } 组合起来。
chowdah-error-nothing-to-meld = 只有从弃牌堆拿的牌才需要组合。
chowdah-error-stock-empty = 抽牌堆已空：从弃牌堆拿牌，或者过。
chowdah-error-stock-not-empty = 抽牌堆还有牌：请摸牌。
chowdah-error-no-such-pile = 没有第 { $pile } 堆（弃牌堆是 1、2、3）。
chowdah-error-empty-pile = 第 { $pile } 堆是空的。
chowdah-error-cannot-meld = { $card } 无法和你的牌或已亮出的组合组成组合。
chowdah-error-invalid-meld = { $cards } 不是组合：{ $why }。
chowdah-error-contract = 亮出的组合不符合合约：{ $why }。
chowdah-error-leaves-out = 这些组合漏掉了 { $cards }，它们必须保持亮出。
chowdah-error-not-in-hand = 你手里没有 { $cards }。
chowdah-error-holds-fewer = 你只有 { $held } 张 { $card }，不是 { $named } 张。
chowdah-error-nothing-to-discard = 那样你就没有牌可弃了。
chowdah-error-no-such-meld = { $name } 没有第 { $meld } 个亮出的组合。
chowdah-error-not-a-joker-swap = 交换必须是用百搭换一张牌，或用一张牌换百搭。
chowdah-error-not-in-meld = { $name } 的第 { $meld } 个组合里没有 { $card }（别的组合里有：用 @座位.组合 指明）。
chowdah-error-in-no-meld = 所有人亮出的组合里都没有 { $card }。
chowdah-error-swap-breaks = 这样交换会破坏组合：{ $why }。
chowdah-error-use-empty-pile = 第 { $pile } 堆是空的：必须弃到那里。
chowdah-error-not-chowdah = 你的牌凑不成本局的合约。
chowdah-error-must-declare = 你的牌都已组合：请宣布 Chowdah。

# Buttons
chowdah-button-draw-stock = 从抽牌堆摸牌
chowdah-button-draw-pile = 从第 { $pile } 堆拿 { $card }
chowdah-button-swap = 用 { $give } 换 { $take }（{ $name } 的第 { $meld } 组）
chowdah-button-discard = 把 { $card } 弃到第 { $pile } 堆
chowdah-button-declare = 喊 Chowdah！
chowdah-button-pass = 不摸牌（本局结束）

import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Twenty-Nine's rules page in English: a faithful summary of its rules as the engine plays them by
// default (docs/rules/twenty-nine.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Players, cards and points',
      points: [
        'Four players in two teams, partners sitting opposite. Play goes counter-clockwise.',
        'A pack of 32 cards: J 9 A 10 K Q 8 7 in each suit, and every suit ranks in that order, so the Jack and the Nine are the top cards. Jack 3, Nine 2, Ace 1, Ten 1, the others nothing: 28 card points, and 1 more for winning the last trick makes 29.',
      ],
    },
    deal: {
      title: 'The deal',
      points: [
        'Everyone gets 4 cards; the auction is held and trumps are chosen; then everyone gets 4 more. The deal passes to the next player after every hand.',
        'A deal may be called off and dealt again by the same dealer: before the bidding, by either of the first two players if its 4 cards hold no points; once all the cards are out, by any player whose 8 cards hold no points, or all four Jacks.',
      ],
    },
    bidding: {
      title: 'Bidding',
      points: [
        'The player after the dealer speaks first. Each in turn bids a number from 16 to 28, higher than the last bid, or passes; a pass does not stop you bidding later. Three passes in a row after a bid end the auction. The last bid is the target: the bidder and its partner must take that many points.',
        'If the first three players all pass, the dealer must bid 16.',
      ],
    },
    trump: {
      title: 'The secret trump',
      points: [
        'The winner of the auction, the bidder, chooses the trump suit in secret, marked by a spare card kept face down outside the pack. Nobody else knows it, not even its partner, and the bidder keeps all 8 of its cards.',
        'Instead of naming a suit, the bidder may call “seventh card”: its seventh card (the third of its second four) is dealt face down, unseen even by the bidder, and its suit is trumps. If the card is still face down when the bidder plays to the last trick, it is turned up and played.',
      ],
    },
    play: {
      title: 'Play and asking for trumps',
      points: [
        'The player after the dealer leads the first trick; the winner of each trick leads the next. Follow suit if you can; otherwise play any card. While trumps are hidden, cards of the trump suit are ordinary cards, and anyone may lead them.',
        'A player who cannot follow suit may ask for trumps before playing: the bidder must reveal them, and the asker must then play a trump if it has one. A bidder who cannot follow suit may reveal them too, and is then bound the same way.',
        'Once trumps are revealed, the highest trump in a trick wins, trumps played to that trick before the reveal included; with no trump in it, the highest card of the suit led. If nobody ever asks, trumps may stay hidden for the whole hand.',
      ],
    },
    pair: {
      title: 'Pair',
      points: [
        'The King and Queen of trumps in one hand make a Pair. Once trumps are revealed, the Pair is declared for its holder right after a trick won by its team, while both cards are still in hand. At most one Pair a hand.',
        "A Pair of the bidding team lowers its target by 4, but never below 16: a bid of 18 stays 18. A Pair of the other team raises the bidders' target by 4, to at most 28.",
      ],
    },
    single: {
      title: 'Single hand',
      points: [
        "Before the first lead, each player in turn may offer to play a single hand: to win all 8 tricks alone, with no trumps. The first to say yes takes it and the auction is forgotten. The caller's partner lays its cards face down and sits the hand out.",
        'The caller leads every trick. Its team wins 3 game points if it takes all 8 tricks; the hand stops at the first trick it loses, and its team loses 3.',
      ],
    },
    scoring: {
      title: 'Doubling, scoring and the match',
      points: [
        'Before play, either opponent of the bidder may double; the bidder or its partner may then redouble. The hand is then worth 2 or 4 game points instead of 1.',
        "After the 8 tricks the bidding team counts its card points, the last trick's point included. Reaching its target (the bid, moved by a Pair) wins game points, falling short loses as many (table). Only the bidding team's score changes.",
        'Scores run from −6 to +6; players keep them on a red Six for plus and a black Six for minus. A team that reaches +6 wins the match; a team that falls to −6 loses it.',
      ],
    },
    example: {
      title: 'A hand scored',
      points: [
        "Your team bids 20, and the opponents double. On the first trick an opponent cannot follow and asks for trumps: spades are revealed. Your partner holds the King and Queen of spades, so after the next trick your team wins, the Pair lowers your target to 16. Your team takes 17 of the 29 points: made, 1 game point, doubled 2. Without the Pair, 17 would have failed the 20 and cost 2.",
      ],
    },
  },
  words: {
    card: 'Card',
    points: 'Points',
    lastTrick: 'Last trick',
    made: 'Made: wins',
    failed: 'Failed: loses',
    contract: 'A bid',
    doubled: 'Doubled',
    redoubled: 'Redoubled',
    singleHand: 'Single hand',
    bidders: 'Bidding team',
    others: 'Other team',
    pointsTaken: 'Points taken',
    scoreBefore: 'Score before',
    scoreAfter: 'Score after',
  },
  captions: {
    'tn-cards': 'Order and points in every suit',
    'tn-scores': 'Game points of a hand',
    'tn-example': 'A bid of 20, the target 16 after the Pair, doubled, made with 17',
  },
} satisfies RulesTextOf<typeof SHAPE>;

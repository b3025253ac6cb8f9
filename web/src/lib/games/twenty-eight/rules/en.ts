import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Twenty-Eight's rules page in English: a faithful summary of its rules as the engine plays them by
// default (docs/rules/twenty-eight.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Players, cards and points',
      points: [
        'Four players in two teams, partners sitting opposite. Play goes counter-clockwise: the turn passes to the right.',
        'A pack of 32 cards: J 9 A 10 K Q 8 7 in each suit. Every suit ranks in that order, the trump suit too, so the Jack and the Nine are the top cards. Only four cards count: Jack 3, Nine 2, Ace 1, Ten 1, which makes 28 points in the pack. The last trick earns nothing extra.',
      ],
    },
    deal: {
      title: 'The deal',
      points: [
        'Each player first gets 4 cards. The first auction is held on those 4 cards, and then everyone gets 4 more. The deal passes to the right after every hand.',
        "The dealer's right must open the bidding. If its first 4 cards hold no Jack, Nine, Ace or Ten, it may ask for a new deal by the same dealer.",
      ],
    },
    bidding: {
      title: 'Bidding: two auctions',
      points: [
        "First auction, on 4 cards. The dealer's right must open with at least 14. Then each player in turn bids higher, up to 28, or passes; a pass does not stop you bidding later. To bid over your own partner you need at least 20. Three passes in a row after a bid end the auction.",
        'The winner chooses trumps from its 4 cards and lays one card of that suit face down: the trump card. Nobody else sees it, not even its partner.',
        "Second auction, on all 8 cards, again from the dealer's right. A bid must be at least 24 and beat the current bid. If the first four calls are all passes, the first bid and its trump card stand; otherwise three passes in a row end it.",
        'If another player wins the second auction, the first trump card goes back to its owner unseen, and the new bidder lays one of its own cards face down. If the first bidder wins again, it may keep its card or lay another. The last bid is the contract: the bidder and its partner must take that many points.',
      ],
    },
    trump: {
      title: 'The hidden trump card',
      points: [
        'The trump card lies face down beside the bidder and is not part of its hand: it cannot be played yet, and it never obliges the bidder to follow suit. Until it is shown, cards of the trump suit are ordinary cards, and the bidder may not lead one unless it holds nothing else.',
        "A player who cannot follow suit may ask for trumps before playing. The bidder must then turn the trump card face up and take it into hand, and the asker must play a trump if it has one. Anyone but the bidder may ask, the bidder's partner too.",
        'A bidder who cannot follow suit may show the trump card itself, and must then play a trump. If the card is still face down when the bidder plays to the last trick, it is turned up and played.',
      ],
    },
    play: {
      title: 'Play',
      points: [
        "The dealer's right leads the first trick, whoever the bidder is; the winner of each trick leads the next. Follow suit if you can; otherwise play any card. A hand has 8 tricks.",
        'While the trump is hidden, the highest card of the suit led wins. From the trick in which it is shown, the highest trump wins, counting trumps played to that trick before it was shown. Only the asker, or a bidder who showed the trump, must trump, and only in that trick.',
      ],
    },
    pair: {
      title: 'Pair',
      points: [
        'The King and Queen of trumps in one hand make a Pair. Once the trump is shown, the Pair is declared for its holder right after a trick won by its team, while both cards are still in hand. At most one Pair a hand.',
        "A Pair of the bidding team lowers its target by 4, but never below 14; a Pair of the other team raises the bidders' target by 4, to at most 28.",
      ],
    },
    thani: {
      title: 'Thani: one against all',
      points: [
        "Before the first lead, each player in turn may call Thani: to win all 8 tricks alone, with no trumps. The first to call it takes it and the auction is forgotten. The caller's partner lays its cards face down and sits the hand out.",
        'The caller leads every trick. Its team wins 4 game points if it takes all 8 tricks; the hand stops at the first trick it loses, and its team loses 4.',
      ],
    },
    scoring: {
      title: 'Scoring and the match',
      points: [
        "After the 8 tricks the bidding team counts its card points. Reaching its target (the contract, moved by a Pair) makes the contract. The game points won or lost follow the contract as bid (table). Only the bidding team's score changes.",
        'Both teams start at 0; players keep the score on a red Six for plus and a black Six for minus. A team that reaches +6 wins the match; a team that falls to −6 loses it.',
      ],
    },
    example: {
      title: 'A hand scored',
      points: [
        'You win the second auction with 24. Once the trump is shown, your partner turns out to hold its King and Queen: after the next trick your team wins, the Pair is declared, and your target falls to 20. Your team takes 21 of the 28 points: made, and a contract of 20–24 wins 2 game points. Without the Pair, 21 would have failed the 24 and cost 3.',
      ],
    },
    sizes: {
      title: 'Three or six players',
      points: [
        'With 3 players everyone plays alone, with 24 cards (no 8s or 7s), 8 each. The first auction starts at 12 and the second at 22; the bidder plays against the other two. Each player starts with 12 tables (counters): the bidder takes the game points from each opponent, or pays each. The match ends when someone has no tables left, and the player with the most wins.',
        'With 6 players, two teams of three sit in alternate seats. The four 6s are added (36 cards; the 6 ranks below the 7 and is worth nothing). All 6 cards are dealt at once, and a single auction starts at 16. A hand is 6 tricks.',
      ],
    },
  },
  words: {
    card: 'Card',
    points: 'Points',
    contract: 'Contract',
    made: 'Made: wins',
    failed: 'Failed: loses',
    thani: 'Thani',
    bidders: 'Bidding team',
    others: 'Other team',
    pointsTaken: 'Points taken',
    scoreBefore: 'Score before',
    scoreAfter: 'Score after',
  },
  captions: {
    'te-cards': 'Order and points in every suit',
    'te-scores': 'Game points of a hand',
    'te-example': 'A contract of 24, the target 20 after the Pair, made with 21',
  },
} satisfies RulesTextOf<typeof SHAPE>;

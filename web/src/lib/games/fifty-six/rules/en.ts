import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Fifty-Six's rules page in English: a faithful summary of its rules (docs/rules/fifty-six.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Players, cards and points',
      points: [
        '4, 6 or 8 players in teams of two, partners opposite (or, as an option, two teams in alternate seats). Play goes counter-clockwise.',
        'Two packs without the 2s to 8s: 48 cards, J 9 A 10 K Q twice in each suit; with 8 players the 8s and 7s stay (64 cards). Every suit ranks as in the table; of two identical cards the one played first wins. The cards are worth 56 points.',
      ],
    },
    deal: {
      title: 'The deal',
      points: [
        "All the cards are dealt one at a time from the dealer's right: 12 each with 4 players, 8 each with 6 or 8. The deal passes to the right.",
        'Each team starts with 12 tables (counters).',
      ],
    },
    bidding: {
      title: 'Bidding',
      points: [
        "From the dealer's right each in turn bids, passes, doubles or redoubles. A bid is a number from 28 to 56 with a trump suit, No Trumps or Noes, higher than the last; a pass does not stop you bidding later.",
        "How a bid is said tells your partner about your hand: '28 Diamonds' holds the top Diamond, 'Diamonds 28' is strong without it, 'Plus 2 Diamonds' raises the bid by 2, '29 Noes' has none of the suit bid last (played as No Trumps).",
        "Another team may Double the bid (x2); the doubled team may Redouble (x4), which ends the bidding. Otherwise it ends when all the others pass; if nobody bids, the team of the dealer's right plays 28 No Trumps.",
      ],
    },
    play: {
      title: 'Play',
      points: [
        "The dealer's right leads the first trick, not the bidder; the winner of a trick leads the next.",
        'Follow suit if you can; otherwise play any card. The highest trump wins, else the highest card of the suit led.',
      ],
    },
    scoring: {
      title: 'Scoring: tables',
      points: [
        "Only the bidding team's points count: it makes its bid with at least the number bid, and receives tables from every other team; if it fails, it pays each of them. Doubled x2, redoubled x4.",
        'A team with no tables left is out; the last team with tables wins.',
      ],
    },
    example: {
      title: 'A hand scored',
      points: [
        'Four players. Your team bids 40 Hearts and takes 43 of the 56 points: the bid is made, and a bid of 40–47 wins 2 tables from the other team. With only 38 points it would have paid 3 tables; doubled, 6.',
      ],
    },
  },
  words: {
    card: 'Card',
    points: 'Points',
    bid: 'Bid',
    made: 'Made: receives',
    failed: 'Failed: pays',
    bidders: 'Bidding team',
    others: 'Other team',
    pointsTaken: 'Points taken',
    tablesBefore: 'Tables before',
    tablesAfter: 'Tables after',
  },
  captions: {
    'fs-cards': 'Order and points in every suit',
    'fs-tables': 'Tables from (or to) each other team',
    'fs-example': 'A bid of 40 made with 43',
  },
} satisfies RulesTextOf<typeof SHAPE>;

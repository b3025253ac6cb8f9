import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// All Fours's rules page in English: a faithful summary of its rules (docs/rules/all-fours.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Players, cards and points',
      points: [
        '4 players in two partnerships, partners opposite, or 2 players. One pack of 52, ranked A K Q J 10 9 … 2 in every suit.',
        "Cards count towards the Game point (A 4, K 3, Q 2, J 1, 10 10); a kicked Ace, Six or Jack scores for the dealer's team.",
      ],
    },
    deal: {
      title: 'The deal and the kick',
      points: [
        'Players cut; the highest card deals first, then the deal passes to the right. The dealer gives 6 cards each, in threes, and turns up the next card: the kick. Its suit is trumps.',
        "Kick points go to the dealer's team at once: Ace 1, Six 2, Jack 3.",
      ],
    },
    begging: {
      title: 'Standing and begging',
      points: [
        "The dealer's right looks at their cards and stands (plays with this trump) or begs.",
        "To a beg the dealer says 'take one' (the beggar's team scores 1) or runs the pack: 3 more cards each and a new kick, again until a new suit turns up. Every kick scores.",
      ],
    },
    play: {
      title: 'Play',
      points: [
        "The dealer's right leads. When a trump is led, play a trump if you can. When another suit is led, follow suit or trump, as you like; if you can do neither, play any card.",
        'The highest trump wins, else the highest card of the suit led.',
      ],
    },
    scoring: {
      title: 'Points for the hand',
      points: [
        'High 1: the highest trump dealt. Low 1: the lowest trump dealt, to whoever was dealt it. Jack 1: winning the jack of trumps in a trick, or 3 (hang jack) when the other team wins it. Game 1: the most counting points in the tricks won.',
        'Points count in this order: kick, beg, High, Low, Jack, Game. The first team to 14 wins at once, even in the middle of the count.',
      ],
    },
    example: {
      title: 'A hand scored',
      points: [
        "The dealer kicks a Six: 2 to the dealer's team. The dealer's team was dealt the Ace of trumps (High), the others the Two (Low); the others win the dealer's team's Jack (hang jack, 3); the dealer's team has 23 counting points against 17 (Game). The hand ends 4 to 4.",
      ],
    },
  },
  words: {
    card: 'Card',
    counting: 'Counting points (Game)',
    kick: 'Kick',
    dealerTeam: "Dealer's team",
    others: 'Other team',
    high: 'High',
    low: 'Low',
    jack: 'Jack',
    game: 'Game',
    total: 'Total',
  },
  captions: { 'af-cards': 'Order, counting points and kick points', 'af-example': 'The hand, point by point' },
} satisfies RulesTextOf<typeof SHAPE>;

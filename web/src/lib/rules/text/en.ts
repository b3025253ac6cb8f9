import type { RulesText } from '../shape.js';

// The rules pages in English: a faithful summary of /shared/rules (the ids in brackets there).
export default {
  games: {
    baloot: {
      cards: {
        title: 'Players, cards and points',
        points: [
          '4 players in two teams; partners sit opposite. Play goes counter-clockwise: the next player sits on your right.',
          '32 cards: 7, 8, 9, 10, J, Q, K, A of each suit. Cards rank and count differently in Sun (no trumps) and in the trump suit of Hokum. The last trick is worth 10 more: 130 card points (abnat) in all in Sun, 162 in Hokum.',
        ],
      },
      deal: {
        title: 'The deal',
        points: [
          'The dealer gives everyone 5 cards and turns the next card face up: the bid card.',
          'After the bidding the declarer takes the bid card and 2 more; everyone else gets 3 more, so all hold 8. The deal passes to the right after every hand.',
        ],
      },
      bidding: {
        title: 'Bidding',
        points: [
          "Round 1, from the dealer's right: Hokum (trumps are the bid card's suit), Sun (no trumps) or Pass. The third and fourth to speak may also say Ashkal: a Sun played by their partner.",
          'After a Hokum the others may still say Sun. A Sun closes the bidding; a player earlier in the round may take the Sun over.',
          "If all four pass, round 2: Sun, or Hokum in another suit than the bid card's. If all pass again, the cards are dealt anew.",
        ],
      },
      raising: {
        title: 'Raising the stakes',
        points: [
          'Before the first lead a defender may Double (x2); then the declarer may Triple (x3), the doubler Four (x4), and the declarer Gahwa: whoever wins the hand wins the game.',
          "In Sun the stakes may be raised only when the declarer's team has more than 100 points and the defenders less than 100.",
          'At x2 and x4 the hand is locked: nobody may lead a trump while holding another suit.',
        ],
      },
      play: {
        title: 'Play',
        points: [
          'The declarer leads the first trick; the winner of each trick leads the next.',
          'Follow suit if you can; otherwise play any card. Nobody has to trump. The highest trump wins the trick; without trumps, the highest card of the suit led.',
        ],
      },
      projects: {
        title: 'Projects',
        points: [
          'In your first turn, before your card, you may declare up to two projects: Sira (3 in sequence in one suit), Fifty (4), Hundred (5 or more; or four 10s, Js, Qs or Ks; four Aces in Hokum), Four hundred (four Aces, in Sun).',
          "Only the team with the best project scores its projects. Baloot, the K and Q of trumps in one hand, is announced when the second is played and stays out of the comparison.",
        ],
      },
      scoring: {
        title: 'Scoring a hand',
        points: [
          "Each team's card points become game points. Sun: double them and divide by 10, a value not ending in 5 rounded to the nearest 10 first (63 → 12, 65 → 13, 67 → 14). Hokum: divide by 10 and round, an exact half down (75 → 7, 76 → 8). A hand is worth 26 in Sun, 16 in Hokum.",
          "Add the projects. The declarer's team must have more than the defenders; then each team scores its own total. If not, it scores 0 and the defenders take 26 (Sun) or 16 (Hokum) plus every project and Baloot.",
          'Kaboot: a team that wins all 8 tricks scores 44 (88 if the bid card was an Ace) plus its projects. Raised stakes multiply the scores. The first team to 152 wins.',
        ],
      },
      example: {
        title: 'A hand scored',
        points: [
          "Hokum, and the declarer holds a Sira (2). The declarer's team takes 96 card points with the last trick, the defenders 66: 96 → 10 and 66 → 7. 10 + 2 = 12 is more than 7: the contract is made and the teams score 12 and 7.",
          "Had the declarer's team taken only 60 (→ 6, with the Sira 8) against 102 (→ 10), it would fail: it scores 0, the defenders 16 + 2 = 18.",
        ],
      },
      options: { title: 'Table options', points: ['The host chooses these when opening a table; the usual value is marked.'] },
    },
    'fifty-six': {
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
      options: { title: 'Table options', points: ['The host chooses these when opening a table; the usual value is marked.'] },
    },
    'all-fours': {
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
      options: { title: 'Table options', points: ['The host chooses these when opening a table; the usual value is marked.'] },
    },
  },
  words: {
    card: 'Card', points: 'Points', project: 'Project', sun: 'Sun', hokum: 'Hokum', sira: 'Sira', fifty: 'Fifty', hundred: 'Hundred',
    fourHundred: 'Four hundred', baloot: 'Baloot', declarers: "Declarer's team", defenders: 'Defenders', abnat: 'Card points (abnat)',
    gamePoints: 'Game points', projects: 'Projects', total: 'Total', scored: 'Scored', bid: 'Bid', made: 'Made: receives',
    failed: 'Failed: pays', bidders: 'Bidding team', others: 'Other team', pointsTaken: 'Points taken', tablesBefore: 'Tables before',
    tablesAfter: 'Tables after', counting: 'Counting points (Game)', kick: 'Kick', dealerTeam: "Dealer's team", high: 'High', low: 'Low',
    jack: 'Jack', game: 'Game', usual: 'usual',
  },
  captions: {
    'bal-sun': 'Sun, and the other suits in Hokum: order and points',
    'bal-hokum': 'The trump suit in Hokum: order and points',
    'bal-projects': 'Projects in game points',
    'bal-made': 'Made',
    'bal-failed': 'Failed',
    'fs-cards': 'Order and points in every suit',
    'fs-tables': 'Tables from (or to) each other team',
    'fs-example': 'A bid of 40 made with 43',
    'af-cards': 'Order, counting points and kick points',
    'af-example': 'The hand, point by point',
  },
} satisfies RulesText;

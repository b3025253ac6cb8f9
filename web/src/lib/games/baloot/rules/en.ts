import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Baloot's rules page in English: a faithful summary of its rules (docs/rules/baloot.md, the ids there).
export default {
  sections: {
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
        'Only the team with the best project scores its projects. Baloot, the K and Q of trumps in one hand, is announced when the second is played and stays out of the comparison.',
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
  },
  words: {
    card: 'Card',
    points: 'Points',
    project: 'Project',
    sun: 'Sun',
    hokum: 'Hokum',
    sira: 'Sira',
    fifty: 'Fifty',
    hundred: 'Hundred',
    fourHundred: 'Four hundred',
    baloot: 'Baloot',
    declarers: "Declarer's team",
    defenders: 'Defenders',
    abnat: 'Card points (abnat)',
    gamePoints: 'Game points',
    projects: 'Projects',
    total: 'Total',
    scored: 'Scored',
  },
  captions: {
    'bal-sun': 'Sun, and the other suits in Hokum: order and points',
    'bal-hokum': 'The trump suit in Hokum: order and points',
    'bal-projects': 'Projects in game points',
    'bal-made': 'Made',
    'bal-failed': 'Failed',
  },
} satisfies RulesTextOf<typeof SHAPE>;

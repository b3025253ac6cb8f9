import type { GameId } from '../../../../shared/rules/manifests.js';
/** Short rules of each game (a summary of the rules specification), as titled lists of points. */
export const RULES: Record<GameId, [string, string[]][]> = {
  baloot: [
    ['Players and cards', ['4 players in two teams; partners sit opposite. 32 cards: 7 to A.', 'Play goes counter-clockwise: the next player sits to your right.']],
    ['Bidding', [
      'Everyone gets 5 cards and one card is turned face up (the bid card).',
      'Round 1: Hokum (trumps = the bid card\'s suit), Sun (no trumps), Pass; the 3rd and 4th speakers may say Ashkal (a Sun played by their partner).',
      'A Sun closes the auction to Hokum; players earlier in the round may take the Sun over.',
      'Round 2: Sun or Hokum in another suit. If all pass twice, the hand is thrown in.',
      'The bid winner takes the bid card and 2 more; everyone else gets 3 more.',
    ]],
    ['Raising the stakes', ['Double (x2) by a defender, Triple (x3) by the declarer, Four (x4) by the doubler, Gahwa: whoever wins the hand wins the game.', 'At x2 and x4 the hand is locked: no trump lead while holding another suit.']],
    ['Play', ['Follow suit if you can; otherwise play any card. Highest trump wins, else the highest card of the suit led.', 'Trump order: J 9 A 10 K Q 8 7. Other suits and Sun: A 10 K Q J 9 8 7.']],
    ['Projects', ['Declare in your first turn: Sira (3 in sequence), Fifty (4), Hundred (5, or four 10s/Js/Qs/Ks), Four hundred (four Aces in Sun).', 'Only the team with the best project scores its projects. Baloot (K+Q of trumps) is announced when the second is played.']],
    ['Scoring', ['Card points (abnat) are converted to game points: Sun 26 per hand, Hokum 16.', 'The declarer\'s team must score more than the defenders, or the defenders take everything. Winning all 8 tricks is Kaboot.', 'The first team to 152 wins.']],
  ],
  'fifty-six': [
    ['Players and cards', ['4, 6 or 8 players in teams, partners alternating. Two packs of J 9 A 10 K Q (8 players add 8 and 7).', 'Card points: J 3, 9 2, A 1, 10 1 — 56 in all.']],
    ['Bidding', ['Bids run from 28 to 56 with a trump suit, No Trumps or Noes; each bid must be higher.', 'Announcement forms: "28 Diamonds" (top card held), "Diamonds 28" (strong without the top), "Plus 2 Diamonds", "29 Noes".', 'Another team may Double; the doubled team may Redouble, which ends the auction.', 'If everyone passes, the dealer\'s right team plays 28 No Trumps.']],
    ['Play', ['The dealer\'s right leads. Follow suit if you can. Of two identical cards, the first played wins.']],
    ['Tables', ['Each team starts with 12 tables. The bidding team wins 1–4 tables from each other team, or pays 2–5 if it fails (doubled x2, redoubled x4).', 'A team with no tables is out; the last team with tables wins.']],
  ],
  'all-fours': [
    ['Players and cards', ['4 players in two partnerships, or 2 players. One pack, A high to 2.']],
    ['Deal and kick', ['6 cards each; the next card is the kick and sets trumps. Kick points to the dealer: Ace 1, Six 2, Jack 3.']],
    ['Standing and begging', ['The dealer\'s right stands (accepts the trump) or begs.', 'The dealer then says "take one" (the beggar scores 1) or runs the pack: 3 more cards each and a new kick, until a new suit turns up.']],
    ['Play', ['When trump is led, play a trump if you can. Otherwise follow suit or trump, as you like.']],
    ['Points', ['High (highest trump dealt), Low (lowest trump dealt), Jack (capturing the jack of trumps: 1, or 3 for hanging it), Game (most counting points: A 4, K 3, Q 2, J 1, 10 10).', 'The first team to 14 wins, even in the middle of the count.']],
  ],
};

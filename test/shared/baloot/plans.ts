/**
 * Stacked hands for the Baloot scenario tests, each written as a trick plan (the four cards of each trick
 * in seat order 0..3) with the card points worked out by hand from [BAL-1.4] and [BAL-7.1].
 * Seats 0+2 are team 0, seats 1+3 team 1. With dealer 3, seat 0 speaks first.
 */

/**
 * Sun, every trick follows suit, so the result does not depend on who leads.
 * T1 AS wins 21 (t0) | T2 KS 9 (t0) | T3 AH 21 (t0) | T4 KH 9 (t1) | T5 AD 21 (t1) | T6 KD 9 (t0)
 * | T7 AC 28 (t0) | T8 JC 2 + 10 last (t1). Abnat 88 / 42 -> Sun points 18 / 8. No projects.
 * Seat 0 holds AS KS AH 9H 7D KD AC 7C; seat 1 holds 7S QS TH KH AD 9D KC JC.
 */
export const SUN_PLAN = [
  'AS 7S TS 8S',
  'KS QS JS 9S',
  'AH TH 7H 8H',
  '9H KH QH JH',
  '7D AD 8D TD',
  'KD 9D QD JD',
  'AC KC TC QC',
  '7C JC 8C 9C',
];
/** Trick winners of SUN_PLAN. */
export const SUN_WINNERS = [0, 0, 0, 1, 1, 0, 0, 1];

/**
 * Hokum with spades trumps; trumps come last so the plan stays legal in a locked hand [BAL-4.3].
 * T1 AH 21 (t0) | T2 KH 9 (t1) | T3 AD 21 (t1) | T4 KD 9 (t0) | T5 AC 28 (t0) | T6 JC 2 (t1)
 * | T7 JS 20+11 = 31 (t0) | T8 9S 14+4+10+3 = 31 + 10 last (t0). Abnat 130 / 32 -> Hokum 13 / 3.
 * Seat 0 holds JS 9S AH 9H 7D KD AC 7C; seat 1 holds 7S KS 7H KH AD 9D KC JC. No projects, no Baloot.
 */
export const HOKUM_PLAN = [
  'AH 7H TH 8H',
  '9H KH QH JH',
  '7D AD 8D TD',
  'KD 9D QD JD',
  'AC KC TC QC',
  '7C JC 8C 9C',
  'JS 7S AS 8S',
  '9S KS TS QS',
];
/** Trick winners of HOKUM_PLAN. */
export const HOKUM_WINNERS = [0, 1, 1, 0, 0, 1, 0, 0];

/**
 * Sun split 65 / 65 (65 -> 13 each): T1 AS 21 (t0) | T2 KS 9 (t0) | T3 AH 21 (t0) | T4 AC 14 (t0)
 * | T5 KH 9 (t1) | T6 AD 15 (t1) | T7 TD 15 (t1) | T8 TC 16 + 10 (t1). No projects.
 */
export const TIE_PLAN = [
  'AS 9S TS 8S',
  '7S QS KS JS',
  'TH 9H AH 8H',
  'AC QC 9C 8C',
  '7H KH JH QH',
  '9D 8D KD AD',
  '7D TD JD QD',
  '7C JC KC TC',
];
/** Trick winners of TIE_PLAN. */
export const TIE_WINNERS = [0, 2, 2, 0, 1, 3, 1, 3];

/**
 * Sun split 75 / 55 where seat 1 holds the Sira AD KD QD (Sun 4): 75 -> 15, 55 -> 11 (+4 = 15).
 * T1 AD 11 (t1) | T2 TD beats KD: 16 (t0) | T3 AH 21 (t0) | T4 KH 12 (t0) | T5 AS 21 (t0)
 * | T6 QC 5 (t0) | T7 KS 9 (t1) | T8 AC 25 + 10 (t1).
 */
export const SIRA_TIE_PLAN = [
  '7D AD 8D 9D',
  'TD KD JD 7H',
  'AH 8H TH 9H',
  'KH QD QH JH',
  'AS 9S TS 8S',
  'QC 9C JC 8C',
  '7S KS JS QS',
  '7C AC TC KC',
];
/** Trick winners of SIRA_TIE_PLAN. */
export const SIRA_TIE_WINNERS = [1, 0, 0, 0, 0, 0, 1, 1];

/**
 * Hokum (spades) split 86 / 76 (9 + 8 = 17): T1 JS 34 (t0) | T2 AS 28 (t0) | T3 AH 24 (t0)
 * | T4 KH 6 (t1) | T5 AD 21 (t1) | T6 KD 9 (t1) | T7 AC 21 (t1) | T8 KC 9 + 10 (t1). No projects, no Baloot.
 */
export const SEVENTEEN_PLAN = [
  'JS 8S 9S 7S',
  'TS KS AS QS',
  'AH TH 7H QH',
  '8H KH 9H JH',
  '8D 9D TD AD',
  '7D KD JD QD',
  '9C AC 8C TC',
  '7C JC QC KC',
];
/** Trick winners of SEVENTEEN_PLAN. */
export const SEVENTEEN_WINNERS = [0, 2, 0, 1, 3, 1, 1, 3];

/**
 * Hokum (spades), declarer seat 0 with the Fifty AH KH QH JH (Hokum 5); seat 1 holds the Sira AD KD QD;
 * seat 2 holds the Baloot KS QS, announced in T3 when KS follows QS. Seat 1 wins the first seven tricks:
 * T1 AD 21 | T2 JS 20+3+10 = 33 | T3 9S 14+4+11 = 29 | T4 AC 11 | T5 KD 4+2+2 = 8 | T6 QD 3+3 = 6
 * | T7 9D 4+3+4 = 11; T8 AH wins for seat 0: 10+2+10+11 + 10 last = 43. Abnat 43 / 119 -> 4 / 12.
 * Totals: team 0 4 + 5 (Fifty, the best project) + 2 (Baloot) = 11, team 1 12 (its Sira scores nothing).
 */
export const PROJECTS_FAIL_PLAN = [
  '7D AD TD 8D',
  '7S JS QS TS',
  '8S 9S KS AS',
  '7C AC 9C 8C',
  'JH KD 7H JD',
  'QH QD 9H 8H',
  'KH 9D KC QC',
  'AH TH JC TC',
];
/** Trick winners of PROJECTS_FAIL_PLAN. */
export const PROJECTS_FAIL_WINNERS = [1, 1, 1, 1, 1, 1, 1, 0];

/** Seat 0 holds all eight spades (an 8-card run); the others hold no run. */
export const ALL_SPADES = [
  'AS KS QS JS TS 9S 8S 7S',
  'AH QH TH 8H AD QD TD 8D',
  'KH JH 9H 7H AC QC TC 8C',
  'KD JD 9D 7D KC JC 9C 7C',
];

/** Seat 0 holds four Kings and the Queen of spades; nobody else holds a project. */
export const FOUR_KINGS = [
  'KS QS KH KD KC 7H 7D 7C',
  'JS TS AH QH AD QD AC QC',
  'AS 9S TH JH TD JD TC JC',
  '8S 7S 9H 8H 9D 8D 9C 8C',
];

/** A raw deal (5 cards per seat, then the stock) with the bid card TD. */
export const RAW_DEAL = {
  hands: [['AS', 'KS', 'QS', 'JS', 'TS'], ['9S', '8S', '7S', 'AH', 'KH'], ['QH', 'JH', 'TH', '9H', '8H'], ['7H', 'AD', 'KD', 'QD', 'JD']],
  stock: ['TD', '9D', '8D', '7D', 'AC', 'KC', 'QC', 'JC', 'TC', '9C', '8C', '7C'],
};

/** RAW_DEAL with the Ace of diamonds as the bid card. */
export const ACE_DEAL = {
  hands: [['AS', 'KS', 'QS', 'JS', 'TS'], ['9S', '8S', '7S', 'AH', 'KH'], ['QH', 'JH', 'TH', '9H', '8H'], ['7H', 'TD', 'KD', 'QD', 'JD']],
  stock: ['AD', '9D', '8D', '7D', 'AC', 'KC', 'QC', 'JC', 'TC', '9C', '8C', '7C'],
};

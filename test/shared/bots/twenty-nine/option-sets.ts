/** The option sets the bot tests play: the defaults, the presets, and every option away from its default. */
export const OPTION_SETS: { label: string; options: Record<string, unknown> }[] = [
  { label: 'defaults', options: {} },
  { label: 'pagat', options: { direction: 'clockwise', lastTrick: 0, minBid: 15 } },
  { label: 'bangladesh', options: { bidding: 'hold', fullSet: true, allTricks: true } },
  { label: 'hand-card indicator, no seventh card', options: { indicator: 'handCard', seventhCard: false, askerMustTrump: false } },
  { label: 'hand-card indicator with the seventh card', options: { indicator: 'handCard', bidding: 'hold', minBid: 17 } },
  { label: 'no trumps reversed', options: { noTrump: true, noTrumpReversed: true, singleHand: 'off' } },
  { label: 'no trumps hidden', options: { noTrump: true, annul: 'off', doubling: false, singleHand: 5 } },
  { label: 'short match', options: { target: 2, fullSet: true, allTricks: true } },
];

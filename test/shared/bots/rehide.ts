import type { BotGame } from '../../../shared/bots/index.js';
import { shuffle } from '../../../shared/rules/core/shuffle.js';
import { cardNumber, setOf } from '../../../shared/rules/games/baloot/cards.js';
import type { AllFoursState } from '../../../shared/rules/games/all-fours/state.js';
import type { BalootState } from '../../../shared/rules/games/baloot/state.js';
import type { FiftySixState } from '../../../shared/rules/games/fifty-six/state.js';

// Re-dealing the cards a seat may not see, for the tests that bots decide from their view alone.

/** Cards a seat may not see, and how to put others in their places, for each game's state. */
export interface Hidden<S> {
  /** The places holding cards `viewer` may not see: arrays of the state and indexes in them. */
  slots(state: S, viewer: number): [unknown[], number][];
  /** A copy of the state deep enough that `slots` of the copy may be written. */
  copy(state: S): S;
  /** Brings the rest of the copy in line with the cards moved (Baloot: the sets of cards dealt). */
  settle?(copy: S): void;
}

const balootHidden: Hidden<BalootState> = {
  // the state keeps card numbers: each seat's cards as dealt (a set and in order) and the cards played
  slots(state, viewer) {
    // the bid card goes to the declarer face up; revealed projects are public [BAL-6.1]
    const shown = new Set<number>([state.deal.bidCard]);
    for (const projects of state.deal.projects?.revealed ? state.deal.projects.declared : []) {
      for (const p of projects ?? []) p.cards.forEach((c) => shown.add(cardNumber(c)));
    }
    const slots: [unknown[], number][] = [];
    state.deal.dealt.forEach((cards, seat) => {
      if (seat === viewer) return;
      cards.forEach((n, i) => (state.play.played & (1 << n)) === 0 && !shown.has(n) && slots.push([cards, i]));
    });
    state.deal.stock.forEach((n, i) => !shown.has(n) && slots.push([state.deal.stock, i]));
    return slots;
  },
  copy: (state) => ({
    ...state,
    deal: { ...state.deal, dealt: state.deal.dealt.map((d) => d.slice()), hands: state.deal.hands.slice(), stock: state.deal.stock.slice() },
  }),
  settle(copy) {
    copy.deal.hands = copy.deal.dealt.map(setOf);
  },
};

const allFoursHidden: Hidden<AllFoursState> = {
  slots(state, viewer) {
    // exposed cards lie face up [AF-6.1]; kicks are public
    const slots: [unknown[], number][] = [];
    state.hands.forEach((hand, seat) => {
      if (seat === viewer) return;
      hand.forEach((card, i) => !state.exposed[seat].includes(card) && slots.push([hand, i]));
    });
    state.stock.forEach((_, i) => slots.push([state.stock, i]));
    return slots;
  },
  copy: (state) => ({ ...state, hands: state.hands.map((h) => h.slice()), stock: state.stock.slice() }),
};

const fiftySixHidden: Hidden<FiftySixState> = {
  // every card is dealt [FS-2.2]: the hidden ones are the other seats' cards not played yet (card
  // numbers: copy-1 cards in the first word of each seat's set, copy-2 cards in the second)
  slots(state, viewer) {
    const slots: [unknown[], number][] = [];
    state.dealt.forEach((cards, seat) => {
      if (seat === viewer) return;
      cards.forEach((n, i) => ((n < 32 ? state.played1 : state.played2) & (1 << n)) === 0 && slots.push([cards, i]));
    });
    return slots;
  },
  copy: (state) => ({ ...state, dealt: state.dealt.map((d) => d.slice()), hands: state.hands.slice() }),
  settle(copy) {
    copy.hands = copy.hands.map(() => 0);
    copy.dealt.forEach((cards, seat) => cards.forEach((n) => (copy.hands[2 * seat + (n >> 5)] |= 1 << n)));
  },
};

export const HIDDEN: Partial<Record<BotGame, Hidden<never>>> = {
  baloot: balootHidden as Hidden<never>,
  'fifty-six': fiftySixHidden as Hidden<never>,
  'all-fours': allFoursHidden as Hidden<never>,
};

/** The state with every card `viewer` may not see dealt again at random among the same places. */
export function rehide<S>(hidden: Hidden<S>, state: S, viewer: number, seed: string): S {
  const copy = hidden.copy(state);
  const slots = hidden.slots(copy, viewer);
  const cards = shuffle(slots.map(([cards, i]) => cards[i]), seed);
  slots.forEach(([array, i], k) => (array[i] = cards[k]));
  hidden.settle?.(copy);
  return copy;
}

import { pointsOf, winningIndex, type Policy, type Table } from './playout.js';

// The quick card play used inside playouts: it sees only its own hand and the trick, and follows
// a few rules of thumb: keep tens, trumps and the jack of trumps; take tricks worth points; give
// points to a partner sure of the trick.

function cost(c: number, trump: number): number {
  const jack = trump * 13 + 9;
  if (c === jack) return 100;
  return (((c / 13) | 0) === trump ? 14 : 0) + (c % 13) + 2 * pointsOf(c);
}

function cheapest(cards: readonly number[], trump: number): number {
  let best = cards[0];
  for (const c of cards) if (cost(c, trump) < cost(best, trump)) best = c;
  return best;
}

function strongest(cards: readonly number[], trump: number): number {
  const rank = (c: number): number => (((c / 13) | 0) === trump ? 13 : 0) + (c % 13);
  let best = cards[0];
  for (const c of cards) if (rank(c) > rank(best)) best = c;
  return best;
}

// to a trick the partner holds: the most points, a non-trump before a trump, the jack of trumps to save it
function feed(cards: readonly number[], trump: number): number {
  const jack = trump * 13 + 9;
  const value = (c: number): number => (c === jack ? 15 : pointsOf(c) - (((c / 13) | 0) === trump ? 5 : 0) - (c % 13) * 0.01);
  let best = cards[0];
  for (const c of cards) if (value(c) > value(best)) best = c;
  return best;
}

function beats(c: number, w: number, trump: number): boolean {
  const cs = (c / 13) | 0;
  const ws = (w / 13) | 0;
  return cs === ws ? c > w : cs === trump;
}

/** The light policy: a card from `legal` for `seat`, by rules of thumb. */
export const lightPolicy: Policy = (t: Table, seat: number, legal: readonly number[]): number => {
  const { trick, trump } = t;
  if (trick.length === 0) {
    const plain = legal.filter((c) => ((c / 13) | 0) !== trump);
    return cheapest(plain.length > 0 ? plain : legal, trump);
  }
  const wi = winningIndex(trick, trump);
  const w = trick[wi];
  const winner = (t.leader + wi) % t.seats;
  const last = trick.length === t.seats - 1;
  if (winner % 2 === seat % 2) {
    const sure = last || (((w / 13) | 0) === trump && w % 13 >= 11);
    return sure ? feed(legal, trump) : cheapest(legal, trump);
  }
  const winners = legal.filter((c) => beats(c, w, trump));
  if (winners.length === 0) return cheapest(legal, trump);
  let worth = 0;
  const jack = trump * 13 + 9;
  for (const c of trick) worth += c === jack ? 10 : pointsOf(c);
  if (last) {
    const take = cheapest(winners, trump);
    return worth + pointsOf(take) > 0 || ((take / 13) | 0) !== trump ? take : cheapest(legal, trump);
  }
  return worth > 0 ? strongest(winners, trump) : cheapest(legal, trump);
};

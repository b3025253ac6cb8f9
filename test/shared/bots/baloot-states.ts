import { expect } from 'vitest';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Seat } from '../../../shared/rules/core/seats.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { cardNumber, setOf } from '../../../shared/rules/games/baloot/cards.js';
import type { BalootState, Contract, TrickTaken } from '../../../shared/rules/games/baloot/state.js';
import { mustSetup } from '../../kit/playout.js';

// Baloot states for the bot tests: a fresh hand at the auction, or a hand in the middle of play.

export const cards = (text: string): Card[] => (text.trim() ? text.trim().split(/\s+/) : []);

/** A fresh hand with dealer 3 (seat 0 speaks first): four 5-card hands and the bid card. */
export function auctionAt(hands: string[], bidCard: Card): BalootState {
  const dealt = hands.map(cards);
  const used = new Set([...dealt.flat(), bidCard]);
  const rest = allCards().filter((c) => !used.has(c));
  return mustSetup(baloot, { seats: 4, seed: 'bots', dealer: 3, deal: { hands: dealt, stock: [bidCard, ...rest] } });
}

function allCards(): Card[] {
  const out: Card[] = [];
  for (const suit of ['S', 'H', 'D', 'C']) for (const rank of ['A', 'K', 'Q', 'J', 'T', '9', '8', '7']) out.push(rank + suit);
  return out;
}

/** A completed trick of a constructed state: its plays from the leader, and the seat that won it. */
export interface PlayedTrick {
  plays: [Seat, Card][];
  winner: Seat;
}

/**
 * A state in the middle of play: given hands (seats not listed get no cards), trick and contract, and
 * optionally the completed tricks before it (`before`). The state keeps card numbers (see
 * baloot/state.ts); the trick's seats must lead up to `turn`.
 */
export function playing(options: {
  contract: Partial<Contract> & { kind: Contract['kind'] };
  hands: Record<number, string>;
  trick?: [Seat, Card][];
  tricks?: TrickTaken[];
  before?: PlayedTrick[];
  turn: Seat;
}): BalootState {
  const base = mustSetup(baloot, { seats: 4, seed: 'bots', dealer: 3 });
  const contract: Contract = {
    trump: null,
    declarer: 0,
    ashkal: false,
    level: 1,
    gahwa: false,
    locked: false,
    doubler: null,
    ...options.contract,
  };
  const trick = options.trick ?? [];
  trick.forEach(([seat], i) => expect(seat).toBe((options.turn - trick.length + i + 4) % 4));
  // a seat's cards as dealt: those it holds, and its cards in the earlier tricks and this one (played)
  const before = options.before ?? [];
  const plays = [...before.flatMap((t) => t.plays), ...trick];
  const dealt = [0, 1, 2, 3].map((s) => [...cards(options.hands[s] ?? ''), ...plays.filter(([seat]) => seat === s).map(([, card]) => card)].map(cardNumber));
  const inTrick = setOf(trick.map(([, card]) => cardNumber(card)));
  const played = setOf(plays.map(([, card]) => cardNumber(card)));
  const taken = before.map((t): TrickTaken => ({ leader: t.plays[0][0], cards: setOf(t.plays.map(([, card]) => cardNumber(card))), winner: t.winner }));
  return {
    ...base,
    phase: 'playing',
    turn: options.turn,
    deal: {
      ...base.deal,
      contract,
      hands: dealt.map(setOf),
      dealt,
      stock: [],
      projects: { candidates: [[], [], [], []], declared: [[], [], [], []], revealed: true, scoringTeam: null },
    },
    play: {
      played,
      trick: inTrick,
      tricks: options.tricks ?? (taken.length > 0 ? taken : [{ leader: 0, cards: 0, winner: 0 }]),
    },
  };
}

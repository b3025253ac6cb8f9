import { expect } from 'vitest';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Action, Deal, GameEvent, SetupInput } from '../../../shared/rules/core/game.js';
import { PACK } from '../../../shared/rules/games/all-fours/cards.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import type { AllFoursState, Award, HandSummary } from '../../../shared/rules/games/all-fours/state.js';

/** A game state with the events that led to it. */
export interface Run {
  state: AllFoursState;
  events: GameEvent[];
}

function cards(text: string): Card[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * A stacked deal from hands written in card codes (seat order) and the start of the stock in dealing
 * order (kick first, then run cards); the rest of the pack follows in pack order.
 */
export function stack(hands: string[], stock = ''): Deal {
  const dealt = hands.map(cards);
  const prefix = cards(stock);
  const used = new Set([...dealt.flat(), ...prefix]);
  return { hands: dealt, stock: [...prefix, ...PACK.filter((card) => !used.has(card))] };
}

/** Sets up a game (dealer 0 unless given) and applies the dealer's `deal`. */
export function begin(input: Omit<SetupInput, 'seed'> & { seed?: string }): Run {
  const setup = allFours.setup({ seed: 'scenario', dealer: 0, ...input });
  if (!setup.ok) throw new Error(setup.error.message);
  return act({ state: setup.state, events: setup.events }, setup.state.dealer, { type: 'deal' });
}

/** Applies an action that must be accepted; events are those of this action only. */
export function act(run: Run, seat: number, action: Action): Run {
  const result = allFours.apply(run.state, seat, action);
  if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** The refusal code of an action that must be refused. */
export function refused(run: Run, seat: number, action: Action): string {
  const result = allFours.apply(run.state, seat, action);
  if (result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
  return result.error.code;
}

/** Plays the cards in order, each by the seat whose turn it is; events of all the plays. */
export function play(run: Run, text: string): Run {
  const events: GameEvent[] = [];
  let current = run;
  for (const card of cards(text)) {
    current = act(current, current.state.turn, { type: 'play', card });
    events.push(...current.events);
  }
  return { state: current.state, events };
}

/** Plays the first legal card until the hand ends; events of all the plays. */
export function playOut(run: Run): Run {
  const events: GameEvent[] = [];
  let current = run;
  while (current.state.phase === 'play') {
    const seat = current.state.turn;
    current = act(current, seat, allFours.legalActions(current.state, seat)[0]);
    events.push(...current.events);
  }
  return { state: current.state, events };
}

/** The one `handScored` summary among `events`. */
export function summaryOf(events: GameEvent[]): HandSummary {
  const scored = events.filter((event) => event.type === 'handScored');
  expect(scored).toHaveLength(1);
  return scored[0] as unknown as HandSummary;
}

/** The awards of a summary in a short form: `kind:status:team:points`. */
export function awardsOf(summary: HandSummary): string[] {
  return summary.awards.map((a: Award) => `${a.kind}:${a.status}${a.status === 'scored' ? `:${a.team}:${a.points}` : ''}`);
}

/** The cards of the `play` actions legal for `seat` now. */
export function legalCardsOf(state: AllFoursState, seat: number): Card[] {
  return allFours.legalActions(state, seat).filter((a) => a.type === 'play').map((a) => a.card as Card);
}

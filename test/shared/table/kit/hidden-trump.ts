import { expect } from 'vitest';
import type { BaseState } from '../../../../shared/rules/core/game.js';
import type { TwentyEightState } from '../../../../shared/rules/games/twenty-eight/state.js';
import type { TwentyNineState } from '../../../../shared/rules/games/twenty-nine/state.js';
import { gameById } from '../../../../shared/rules/registry.js';

// The face-down trump of Twenty-Eight and Twenty-Nine as a secret, and what in a frame or an answer
// would tell it (test/shared/table/hidden-trump.test.ts).

/** What is secret at a state: the face-down card (null for Twenty-Nine's marker), the trump suit, and who may know them. */
export interface Secret {
  card: string | null;
  suit: string;
  knowers: number[];
  form: string;
}

/** The secret trump at `state`, or null when there is none (before the choice, once exposed or revealed). */
export function secretOf(state: BaseState): Secret | null {
  if (state.game === 'twenty-eight') {
    const s = state as TwentyEightState;
    const down = gameById('twenty-eight')!.secrets(state).faceDown[0];
    if (down === undefined) return null;
    expect(down).toBe(s.trumpCard);
    return { card: down, suit: down[1], knowers: [s.trumpSeat], form: 'card' };
  }
  const s = state as TwentyNineState;
  if (s.form === null || s.revealed || s.phase === 'over') return null;
  const suit = s.noTrump ? 'NT' : s.trump;
  if (suit === null) return null;
  const down = gameById('twenty-nine')!.secrets(state).faceDown[0] ?? null;
  expect(down).toBe(s.hidden);
  return { card: down, suit, knowers: s.form === 'seventh' ? [] : [s.bidder], form: s.form };
}

const TRUMPISH = /trump/i;

/**
 * What in `value` (a frame's text, or any answer) would tell `secret`: its card code as a JSON string
 * (in a value or a key), or its suit as the value of a field about the trump. Empty if nothing.
 */
export function leaksIn(value: unknown, secret: Secret): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const found: string[] = [];
  if (secret.card !== null && text.includes(`"${secret.card}"`)) found.push(`the card ${secret.card}`);
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      // a patch's operation, [path, value]: the field it sets is its path's last key
      const [at, set] = node as [unknown, unknown];
      const key = Array.isArray(at) ? (at as unknown[]).at(-1) : undefined;
      if (node.length >= 2 && typeof key === 'string' && TRUMPISH.test(key) && (set === secret.suit || (secret.card !== null && set === secret.card))) {
        found.push(`the ${set === secret.suit ? 'suit' : 'card'} set at ${(at as unknown[]).join('.')}`);
      }
      node.forEach((item, i) => walk(item, `${path}[${i}]`));
    }
    else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (TRUMPISH.test(key) && item === secret.suit) found.push(`the suit ${secret.suit} at ${path}.${key}`);
        if (TRUMPISH.test(key) && secret.card !== null && item === secret.card) found.push(`the card at ${path}.${key}`);
        walk(item, `${path}.${key}`);
      }
    }
  };
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  walk(parsed, '');
  return found;
}

import type { Deal, RuleError, SetupInput } from './game.js';
import { resolveOptions, type OptionSpec, type Options } from './options.js';
import { drawBelow, seededSource } from './shuffle.js';
import type { Seat } from './seats.js';

/** The parts of a setup input that every game checks the same way. */
export interface CheckedSetup {
  seats: number;
  seed: string;
  options: Options;
  /** The first dealer: as given, or drawn from the seed (a game with a cut may ignore it). */
  dealer: Seat;
  dealerGiven: boolean;
  /** Explicit deals for the first hands, in order (empty: shuffle from the seed). */
  deals: Deal[];
}

/** Checks the object, seat count, seed, options and dealer of a setup input, with a clear message. */
export function checkSetup(
  input: SetupInput,
  name: string,
  seatCounts: readonly number[],
  specs: readonly OptionSpec[],
): { ok: true; setup: CheckedSetup } | { ok: false; error: RuleError } {
  const bad = (message: string) => ({ ok: false as const, error: { code: 'badSetup' as const, message } });
  if (!input || typeof input !== 'object') return bad('setup needs an object');
  const { seats, seed } = input;
  if (!seatCounts.includes(seats)) {
    const sorted = [...seatCounts].sort((a, b) => a - b);
    const counts = sorted.length === 1 ? `${sorted[0]}` : `${sorted.slice(0, -1).join(', ')} or ${sorted.at(-1)}`;
    return bad(`${name} is played by ${counts} players, not ${String(seats)}`);
  }
  if (typeof seed !== 'string' || seed.length === 0 || seed.length > 200) {
    return bad('seed must be a string of 1 to 200 characters');
  }
  const resolved = resolveOptions(specs, input.options);
  if (!resolved.ok) return bad(resolved.message);
  const dealerGiven = input.dealer !== undefined;
  // `| 0`: drawBelow's result is a float in V8, and a float stored once in a state's seat field makes
  // that field a boxed number in every later copy of the state (a heap allocation per field per action)
  const dealer = dealerGiven ? input.dealer : drawBelow(seededSource(`${seed}/dealer`), seats) | 0;
  if (!Number.isInteger(dealer) || (dealer as number) < 0 || (dealer as number) >= seats) {
    return bad(`dealer must be a seat from 0 to ${seats - 1}`);
  }
  const deals = input.deal === undefined ? [] : Array.isArray(input.deal) ? input.deal : [input.deal];
  return { ok: true, setup: { seats, seed, options: resolved.options, dealer: dealer as Seat, dealerGiven, deals } };
}

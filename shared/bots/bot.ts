import type { Action, Viewer } from '../rules/core/game.js';
import { seededRandom, type Random } from '../rules/core/shuffle.js';

/**
 * How well a bot plays: `random` takes any legal action uniformly (for tests), `standard` plays by
 * hand-strength and card-tracking heuristics. A stronger level (sampling the hidden cards consistent
 * with the view and searching) can be added here and in each game's entry of the registry.
 */
export const BOT_LEVELS = ['random', 'standard', 'expert'] as const;

/** A bot level (the table's `botLevel` in the protocol). */
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What every game's view gives a bot: who is looking, at which version, and that seat's legal actions. */
export interface BotView {
  version: number;
  viewer: Viewer;
  legal: readonly Action[];
}

/**
 * A player of one game at one level. It sees only `view` (one seat's view, never the state) and
 * must return one of `view.legal`; `random` is its only source of chance.
 */
export type Bot<V extends BotView> = (view: V, random: Random) => Action;

/** The random source of one decision: the same seed, seat and view version always give the same draws. */
export function decisionRandom(seed: string, view: BotView): Random {
  return seededRandom(`${seed}/${String(view.viewer)}/${view.version}`);
}

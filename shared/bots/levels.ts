/**
 * How well a bot plays, weakest first: `random` takes any legal action uniformly (for tests and an
 * easy table), `standard` plays by hand-strength and card-tracking heuristics, `expert` plays its cards
 * by searching sampled deals consistent with its view (shared/bots/expert/).
 */
export const BOT_LEVELS = ['random', 'standard', 'expert'] as const;

/** A bot level (the table's `botLevel` in the protocol). */
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * How well a bot plays: `random` takes any legal action uniformly (for tests), `standard` plays by
 * hand-strength and card-tracking heuristics. A stronger level (sampling the hidden cards consistent
 * with the view and searching) can be added here and in each game's entry of the registry.
 */
export const BOT_LEVELS = ['random', 'standard'] as const;

/** A bot level (the table's `botLevel` in the protocol). */
export type BotLevel = (typeof BOT_LEVELS)[number];

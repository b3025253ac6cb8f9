import { needsMet } from '../../shared/rules/core/options.js';
import { randomBelow, type Random } from '../../shared/rules/core/shuffle.js';
import { MANIFESTS } from '../../shared/rules/manifests.js';
import { gameById } from '../../shared/rules/registry.js';
import type { TableShape } from './protocol.js';

/**
 * Every game and table shape: each game's layouts, from its manifest (Baloot for 4; Fifty-Six for 4, 6
 * and 8 in both layouts; All Fours for 2 and 4 with and without exposed cards; Twenty-Eight for 4, 3
 * and 6; Twenty-Nine with and without the seventh card), in the manifests' order. The options named
 * there stay; the others are drawn for each game (`randomOptions`).
 */
export const SHAPES: readonly TableShape[] = Object.values(MANIFESTS).flatMap((meta) =>
  meta.layouts.map((layout) => ({ game: meta.id, seats: layout.seats, options: { ...layout.options } })),
);

/** The options that make a shape (the others are drawn per game). */
const LAYOUT = new Set(SHAPES.flatMap((shape) => Object.keys(shape.options)));

/** A short name of a shape, e.g. `fifty-six/6 teams=two`. */
export function shapeName(shape: TableShape): string {
  const fixed = Object.entries(shape.options).filter(([key]) => LAYOUT.has(key));
  return `${shape.game}/${shape.seats}${fixed.map(([key, value]) => ` ${key}=${String(value)}`).join('')}`;
}

/**
 * The shape's own options and, for every other option of its game, a random allowed or suggested
 * value; `short` takes the smallest suggested number (6 tables of Fifty-Six, not 12 or 24: random play
 * at eight seats takes thousands of moves for 12).
 */
export function randomOptions(shape: TableShape, random: Random, short = false): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const spec of gameById(shape.game)!.options) {
    const numbers = 'positiveInt' in spec ? (spec.suggested ?? [spec.default]) : [];
    const suggested = short ? numbers.filter((n) => n === Math.min(...numbers)) : numbers;
    const choices = 'positiveInt' in spec ? suggested : spec.values;
    options[spec.key] = choices[randomBelow(random, choices.length)];
  }
  const drawn = { ...options, ...shape.options };
  // an option that needs another's value it did not get keeps its default
  for (const spec of gameById(shape.game)!.options) if (!needsMet(spec, drawn)) drawn[spec.key] = spec.default;
  return drawn;
}

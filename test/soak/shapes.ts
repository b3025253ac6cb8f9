import { randomBelow, type Random } from '../../shared/rules/core/shuffle.js';
import { gameById } from '../../shared/rules/registry.js';
import type { TableShape } from './protocol.js';

/**
 * Every game and table shape: Baloot for 4; Fifty-Six for 4, 6 and 8 in both layouts (partners
 * opposite in pairs, or two teams of alternate seats); All Fours for 2 and 4 with and without exposed
 * cards. The options named here stay; the others are drawn for each game (`randomOptions`).
 */
export const SHAPES: readonly TableShape[] = [
  { game: 'baloot', seats: 4, options: {} },
  ...[4, 6, 8].flatMap((seats) => ['pairs', 'two'].map((teams) => ({ game: 'fifty-six', seats, options: { teams } }))),
  ...[2, 4].flatMap((seats) => [false, true].map((exposedCards) => ({ game: 'all-fours', seats, options: { exposedCards } }))),
];

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
  return { ...options, ...shape.options };
}

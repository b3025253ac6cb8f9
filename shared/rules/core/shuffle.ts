import type { Card } from './cards.js';

/** A deterministic pseudo-random source: returns a uint32 on every call. */
export type Random = () => number;

// cyrb128: spreads a string of any length over four 32-bit words.
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A seeded generator (sfc32): the same seed string always gives the same sequence. */
export function seededRandom(seed: string): Random {
  let [a, b, c, d] = hashSeed(seed);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** A uniform integer in [0, n) by rejection sampling, so no value is favoured. */
export function randomBelow(random: Random, n: number): number {
  if (n <= 0 || n > 0x100000000) throw new RangeError(`randomBelow: bad range ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let x = random();
  while (x >= limit) x = random();
  return x % n;
}

/** A Fisher-Yates shuffle of a copy of `items`, deterministic from `seed`. */
export function shuffle<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}

/** Shuffles a pack for one deal of a game: the seed of the game plus the deal's own label. */
export function shuffleDeal(pack: readonly Card[], seed: string, label: string): Card[] {
  return shuffle(pack, `${seed}/${label}`);
}

/**
 * `seededRandom`'s generator as a plain object: its four words are int32 fields, so drawing from it
 * allocates nothing (the closure's variables box every word >= 2^31 as a new heap number): for hot
 * loops, such as a benchmark picking millions of moves.
 */
export interface SeededSource {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** A source that draws the same numbers as `seededRandom(seed)`. */
export function seededSource(seed: string): SeededSource {
  const [a, b, c, d] = hashSeed(seed);
  const source = { a: a | 0, b: b | 0, c: c | 0, d: d | 0 };
  for (let i = 0; i < 15; i++) draw(source);
  return source;
}

/** The next uint32 of a source: one step of sfc32 as in `seededRandom` (int32 words: every step is mod 2^32). */
export function draw(s: SeededSource): number {
  let t = (s.a + s.b) | 0;
  const c = s.c;
  s.a = s.b ^ (s.b >>> 9);
  s.b = (c + (c << 3)) | 0;
  s.d = (s.d + 1) | 0;
  t = (t + s.d) | 0;
  s.c = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** `randomBelow` for a source: the same rejection sampling, the remainder taken by division. */
export function drawBelow(s: SeededSource, n: number): number {
  let x = draw(s);
  // the rejected top of the range is shorter than n: below 2^32 - n no draw is rejected, and the
  // exact limit (a division) is needed only above it
  if (x >= 0x100000000 - n) {
    const limit = n * Math.floor(0x100000000 / n);
    while (x >= limit) x = draw(s);
  }
  return x - Math.floor(x / n) * n;
}

/**
 * The permutation `shuffle` makes of `count` items with `seed`, as item indexes: `shuffle(items, seed)[i]`
 * is `items[shuffledIndexes(items.length, seed)[i]]`. The same generator, draws and rejection sampling,
 * for engines that shuffle a numbered pack every deal: sfc32's words stay in local int32 variables (a
 * closure's variables box every word >= 2^31 as a new heap number) and remainders are taken by division.
 */
export function shuffledIndexes(count: number, seed: string): number[] {
  const words = hashSeed(seed);
  // sfc32's words as int32 (the same bits as seededRandom's uint32 words: every step is mod 2^32)
  let a = words[0] | 0;
  let b = words[1] | 0;
  let c = words[2] | 0;
  let d = words[3] | 0;
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = i;
  let skip = 15; // seededRandom discards its first 15 numbers
  for (let i = count - 1; i > 0; ) {
    // one step of sfc32, as seededRandom's next()
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    if (skip > 0) {
      skip--;
      continue;
    }
    // randomBelow(random, i + 1): reject the top of the range that n does not divide evenly
    const x = t >>> 0;
    const n = i + 1;
    if (x >= 0x100000000 - n && x >= n * Math.floor(0x100000000 / n)) continue; // see drawBelow
    const j = x - Math.floor(x / n) * n;
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
    i--;
  }
  return out;
}

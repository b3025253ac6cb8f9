import { getHeapStatistics } from 'node:v8';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import type { BaseState, GameRules, SetupInput } from '../shared/rules/core/game.js';
import { seededSource } from '../shared/rules/core/shuffle.js';
import { playGame } from './playout.js';

/** What one allocation run measured: the bytes allocated by the games kept, and their actions. */
export interface Allocation {
  bytes: number;
  actions: number;
  games: number;
  /** Games left out because a garbage collection ran while they were played. */
  dropped: number;
}

const usedHeap = (): number => getHeapStatistics().used_heap_size;

/**
 * Bytes allocated on the JS heap by whole random games (the same work as `measureThroughput`: setup,
 * legal actions at every step, apply). Node 20 has no counter of allocated bytes, so the heap's used
 * size is read just before and just after each game: without a garbage collection in between, the
 * difference is what the game allocated (checked against known allocations: to the byte), plus at
 * most the reading's own object (~600 bytes a game, under 2 bytes an action). A game during which a
 * collection ran (known from the `gc` performance entries and their times) is left out, as the
 * collection freed memory the difference would hide.
 */
export async function measureAllocation<S extends BaseState>(
  rules: GameRules<S>,
  input: Omit<SetupInput, 'seed'>,
  seconds: number,
): Promise<Allocation> {
  const collections: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => collections.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  const random = seededSource('bench');
  const windows: { from: number; to: number; bytes: number; actions: number }[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let n = 0; performance.now() < deadline; n++) {
    const from = performance.now();
    const before = usedHeap();
    const { actions } = playGame(rules, input, n, random);
    const bytes = usedHeap() - before;
    windows.push({ from, to: performance.now(), bytes, actions });
  }
  await new Promise((resolve) => setTimeout(resolve, 100)); // gc entries are delivered asynchronously
  observer.disconnect();
  const collided = (w: (typeof windows)[number]): boolean =>
    collections.some((gc) => gc.startTime <= w.to && gc.startTime + gc.duration >= w.from);
  const kept = windows.filter((w) => !collided(w));
  return {
    bytes: kept.reduce((sum, w) => sum + w.bytes, 0),
    actions: kept.reduce((sum, w) => sum + w.actions, 0),
    games: kept.length,
    dropped: windows.length - kept.length,
  };
}

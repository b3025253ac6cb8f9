import { spawnSync } from 'node:child_process';
import type { BaseState, GameRules } from '../shared/rules/core/game.js';
import { MANIFESTS } from '../shared/rules/manifests.js';
import { gameById } from '../shared/rules/registry.js';
import { measureAllocation } from './allocation.js';
import { measureThroughput, report } from './playout.js';

// Random legal playouts of whole games on one core (this process), legal actions computed at every step.
// Then the same games for a third of the time again (at least 0.2 s), to measure the heap bytes they
// allocate per action (bench/allocation.ts: the heap's used size before and after each game, games
// during which a GC ran left out).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Config {
  key: string;
  game: string;
  seats: number;
  options?: Record<string, unknown>;
}

// every game at each of its seat counts, fewest first; a row's key is the game's id with `_` (and the
// seat count when the game has several: `fifty_six.6p`)
const CONFIGS: Config[] = Object.values(MANIFESTS).flatMap((meta) => {
  const base = meta.id.replaceAll('-', '_');
  const counts = [...meta.seatCounts].sort((a, b) => a - b);
  return counts.map((seats) => ({ key: counts.length === 1 ? base : `${base}.${seats}p`, game: meta.id, seats }));
});

// Each game is measured in a process of its own (this script again, with BENCH_ENGINE_KEY): in one process
// the harness's calls and the rules' shared code are first trained by the games measured before, so a
// game's figure depended on its place in the list (All Fours 2p alone ~90,000 hands/s, after Baloot and
// Fifty-Six ~50,000 in one quiet session).
const only = process.env.BENCH_ENGINE_KEY;
if (only === undefined) {
  console.log(`Engine throughput: random legal playouts, ${SECONDS} s per game, one core, a process per game (Node ${process.version})`);
  for (const config of CONFIGS) {
    const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_ENGINE_KEY: config.key },
    });
    if (run.status !== 0) process.exitCode = run.status ?? 1;
  }
} else {
  const config = CONFIGS.find((c) => c.key === only);
  if (!config) throw new Error(`no engine bench "${only}"`);
  await measure(config);
}

async function measure(config: Config): Promise<void> {
  const rules = gameById(config.game) as GameRules<BaseState> | undefined;
  if (!rules) {
    console.log(`  ${config.key}: not in the registry yet`);
    return;
  }
  const input = { seats: config.seats, options: config.options };
  measureThroughput(rules, input, 0.5); // warm up the JIT
  const run = measureThroughput(rules, input, SECONDS);
  report(`${config.key}.hands_per_s`, run.hands / run.seconds, 'hands/s');
  report(`${config.key}.games_per_s`, run.games / run.seconds, 'games/s');
  report(`${config.key}.actions_per_s`, run.actions / run.seconds, 'actions/s');
  const memory = await measureAllocation(rules, input, Math.max(0.2, SECONDS / 3));
  const note = `${memory.games} games, ${memory.dropped} left out for a GC`;
  if (memory.actions > 0) report(`${config.key}.bytes_per_action`, memory.bytes / memory.actions, 'B', note);
  else console.log(`  ${config.key}.bytes_per_action: no game without a GC (${note})`);
}

/**
 * The test command: runs the stages of `npm test` one after another, stops at the first that fails,
 * and prints how long each took (the figures docs/testing.md reports). `quick` runs the
 * development loop only: the typecheck and the node and web unit tests (no workerd, no browser).
 *
 *   tsx scripts/test.ts          the whole suite (npm test)
 *   tsx scripts/test.ts quick    typecheck and unit tests (npm run test:quick)
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

interface Stage {
  name: string;
  command: string;
}

const QUICK: Stage[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'vitest (node, web)', command: 'npx svelte-kit sync && npx vitest run --project node --project web' },
];

const WHOLE: Stage[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'vitest (node, web, workerd)', command: 'npx svelte-kit sync && npx vitest run' },
  { name: 'svelte-check', command: 'npm run check:web' },
  { name: 'build', command: 'npm run build:web' },
  { name: 'size', command: 'npm run check:size' },
  { name: 'deploy check', command: 'npm run deploy:check' },
  { name: 'e2e', command: 'npm run e2e' },
];

const which = process.argv[2] ?? 'whole';
if (which !== 'whole' && which !== 'quick') {
  console.error(`unknown suite "${which}": use "quick" or nothing`);
  process.exit(2);
}
const stages = which === 'quick' ? QUICK : WHOLE;

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const done: { stage: Stage; ms: number; ok: boolean }[] = [];
const started = Date.now();
for (const stage of stages) {
  console.log(`\n── ${stage.name}: ${stage.command}`);
  const t0 = Date.now();
  const run = spawnSync(stage.command, { stdio: 'inherit', shell: true });
  const ok = run.status === 0;
  done.push({ stage, ms: Date.now() - t0, ok });
  if (!ok) break;
}

const total = Date.now() - started;
console.log(`\nstage times (load ${loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
for (const { stage, ms, ok } of done) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage.name.padEnd(24)} ${seconds(ms).padStart(6)}`);
console.log(`  ${'total'.padStart(29)} ${seconds(total).padStart(6)}`);
const failed = done.find((d) => !d.ok);
if (failed) {
  console.error(`\n${failed.stage.name} failed (${failed.stage.command}); the stages after it did not run.`);
  process.exit(1);
}

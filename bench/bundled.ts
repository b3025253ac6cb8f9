import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

// Runs a benchmark the way the code ships: bundled into one ES module by esbuild, as wrangler bundles
// the Worker and Vite the browser's code. Run from TypeScript through tsx instead, every call between
// modules goes through an export getter of tsx's module interop, which made the engine ~45% slower
// (Baloot 38,552 against 69,836 hands/s in one quiet session): a cost no player ever pays.
// Usage: tsx bench/bundled.ts bench/<name>.ts [args...]; the environment passes through.

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: tsx bench/bundled.ts bench/<name>.ts [args...]');
  process.exit(2);
}
const folder = mkdtempSync(join(tmpdir(), 'majlis-bench-'));
const outfile = join(folder, basename(entry).replace(/\.ts$/, '.mjs'));
try {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

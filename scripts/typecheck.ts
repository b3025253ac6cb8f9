/**
 * `npm run typecheck`: the four TypeScript projects (the root: shared, scripts, bench and the node
 * tests; the Worker; the e2e tests; the web tests), one after another (two side by side took longer
 * on a 2-core machine: 47 s against 25 s), each project's errors under its name; fails if any has one.
 */
import { spawn } from 'node:child_process';

const PROJECTS = ['.', 'worker', 'test/e2e', 'test/web'];

function check(project: string): Promise<{ project: string; ok: boolean; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ project, ok: code === 0, output, ms: Date.now() - started }));
  });
}

const results: Awaited<ReturnType<typeof check>>[] = [];
for (const project of PROJECTS) results.push(await check(project));
for (const { project, ok, output, ms } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} tsc -p ${project} (${(ms / 1000).toFixed(0)} s)`);
  if (!ok) console.log(output.trimEnd());
}
process.exit(results.every((r) => r.ok) ? 0 : 1);

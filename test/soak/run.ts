// The reliability suite (`npm run soak`): starts `wrangler dev` on a free loopback port with its own
// state folder, runs each check against it, prints one line per check and `N passed, M failed`, and
// exits non-zero on a failure. SOAK_SCALE sets the size (scale.ts); SOAK_SEED seeds its random choices;
// SOAK_CHECKS=secrets,storms runs only those (lockout, chat-flood, spectator-reactions, text and creation
// are the link holders' attacks); SOAK_DEBUG=1 prints each game of the secrets check. The
// server is killed by its process group on every way out (end, failure, ctrl-C, the time limit).
import { LocalServer } from '../kit/local-server.js';
import type { Check, CheckResult } from './check.js';
import { healthy } from './protocol.js';
import { badInput } from './checks/bad-input.js';
import { chatFlood } from './checks/chat-flood.js';
import { creation } from './checks/creation.js';
import { faults } from './checks/faults.js';
import { lockout } from './checks/lockout.js';
import { secrets } from './checks/secrets.js';
import { spectatorReactions } from './checks/spectator-reactions.js';
import { storms } from './checks/storms.js';
import { text } from './checks/text.js';
import { scaleOf } from './scale.js';

// the last five are what anyone holding a table's link could do (issue 29)
const CHECKS: Check[] = [secrets, badInput, faults, storms, lockout, chatFlood, spectatorReactions, text, creation];

if (typeof WebSocket === 'undefined') {
  console.error('this Node has no WebSocket: run it with `node --experimental-websocket --import tsx test/soak/run.ts` (npm run soak)');
  process.exit(1);
}

const scale = scaleOf(process.env.SOAK_SCALE);
const seed = process.env.SOAK_SEED ?? `soak-${Date.now()}`;
const only = process.env.SOAK_CHECKS?.split(',').filter(Boolean);
const checks = only ? CHECKS.filter((c) => only.includes(c.name)) : CHECKS;
const started = Date.now();
const limitAt = started + scale.limitS * 1000;

// its own table-creation limit, like bench:server's: every table of the soak comes from one address
const ratelimits = [{ name: 'TABLE_CREATION', namespace_id: '1001', simple: { limit: 10_000, period: 60 } }];
const server = await LocalServer.create({ name: 'majlis-soak', output: 'file', config: { ratelimits } });
let exiting = false;
async function exit(code: number, why?: string): Promise<never> {
  if (!exiting) {
    exiting = true;
    if (why) console.error(`soak: ${why}`);
    await server.dispose();
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void exit(130, `stopped by ${signal}`));
process.on('uncaughtException', (error) => void exit(1, `uncaught: ${error.stack ?? error}`));
process.on('unhandledRejection', (error) => void exit(1, `unhandled: ${(error as Error)?.stack ?? error}`));
setTimeout(() => void exit(1, `gave up after ${scale.limitS} s`), scale.limitS * 1000).unref();

// how long this process's own event loop was held up at most (a busy machine, a long audit)
let stallMs = 0;
let tickAt = Date.now();
setInterval(() => {
  stallMs = Math.max(stallMs, Date.now() - tickAt - 100);
  tickAt = Date.now();
}, 100).unref();

console.log(`soak: scale ${scale.name}, seed ${seed}, checks ${checks.map((c) => c.name).join(', ')} (Node ${process.version})`);
await server.start();
console.log(`soak: wrangler dev on ${server.base}, state in ${server.dir}`);
let passed = 0;
let failed = 0;
let sharesLeft = checks.reduce((sum, c) => sum + c.share, 0);
for (const check of checks) {
  const at = Date.now();
  // each check may use its share of the time left, so a slow one cannot starve the others
  const deadline = at + ((limitAt - at - 15_000) * check.share) / sharesLeft;
  sharesLeft -= check.share;
  let result: CheckResult;
  try {
    let said = Date.now();
    const progress = (text: string) => {
      if (Date.now() - said < 60_000) return;
      said = Date.now();
      console.log(`soak: ${check.name}: ${text} (${((said - at) / 1000).toFixed(0)} s)`);
    };
    result = await check.run({ server, scale, seed: `${seed}/${check.name}`, deadline, progress });
  } catch (error) {
    result = { ok: false, summary: 'the check itself failed', problems: [(error as Error).stack ?? String(error)] };
  }
  const seconds = ((Date.now() - at) / 1000).toFixed(1);
  console.log(`${result.ok ? 'PASS' : 'FAIL'} ${check.name}: ${result.summary} (${seconds} s)`);
  for (const problem of result.problems) console.log(`  - ${problem}`);
  if (result.ok) passed++;
  else {
    failed++;
    const log = server.log().trim().split('\n').slice(-30).join('\n    ');
    const answers = (await healthy(server.base)) ? 'answers' : 'does NOT answer';
    console.log(`  server ${answers} /api/health; its log ends:\n    ${log || '(empty)'}`);
  }
}
console.log(`soak: ${((Date.now() - started) / 1000).toFixed(0)} s in all; the soak's own event loop stalled ${stallMs} ms at most`);
console.log(`${passed} passed, ${failed} failed`);
await exit(failed === 0 ? 0 : 1);

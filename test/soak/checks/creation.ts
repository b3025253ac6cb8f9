import { CREATION_LIMIT } from '../../../worker/routes/creation-limit.js';
import { LocalServer } from '../../kit/local-server.js';
import { sleep, type Check, type CheckContext, type CheckResult } from '../check.js';

/** Requests refused for their input before the good one. */
const BAD = 20;

/**
 * Issue 29's creation limit: it must count tables created. The soak's own server lifts the limit
 * (every soak table comes from one address), so this check starts a second server with the limit of
 * wrangler.toml (20 a minute), sends 20 requests refused with 400 from one address, then a good one,
 * which must be created; then it creates tables until the limit answers 429, to show it still holds.
 */
export const creation: Check = {
  name: 'creation',
  share: 0.05,
  async run(context: CheckContext): Promise<CheckResult> {
    const problems: string[] = [];
    const { limit, period } = CREATION_LIMIT;
    const ratelimits = [{ name: 'TABLE_CREATION', namespace_id: '1001', simple: { limit, period } }];
    const server = await LocalServer.create({ name: 'majlis-soak-creation', output: 'file', config: { ratelimits } });
    try {
      await server.start();
      // the limiter counts by the wall clock's minutes: start early in one, so all of this falls in it
      const second = new Date().getSeconds();
      if (second > 40) await sleep((61 - second) * 1000);
      const post = (body: unknown) =>
        fetch(`${server.base}/api/tables`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const bad: number[] = [];
      for (let i = 0; i < BAD; i++) bad.push((await post({ game: 'poker', seats: 4 })).status);
      if (bad.some((status) => status !== 400)) problems.push(`the bad requests were answered ${[...new Set(bad)].join(', ')}, not 400`);
      const good = (await post({ game: 'baloot', seats: 4 })).status;
      if (good !== 201) problems.push(`the good request after ${BAD} bad ones was answered ${good}, not 201`);
      let more = 0;
      let refused: number | null = null;
      while (refused === null && more < 2 * limit) {
        const status = (await post({ game: 'baloot', seats: 4 })).status;
        if (status === 201) more++;
        else refused = status;
      }
      if (refused !== 429) problems.push(`the limit never answered 429 (${more} more tables created)`);
      return {
        ok: problems.length === 0,
        summary:
          `${BAD} requests refused with 400 (${bad.filter((s) => s === 400).length}), then a good one: ${good}; ` +
          `the address then created ${more} more before ${refused ?? 'no refusal'} (the limit: ${limit} tables in ${period} s)`,
        problems,
      };
    } finally {
      await server.dispose();
      context.progress('the creation server is stopped');
    }
  },
};

import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../../worker/index.js';
import type { Metric } from '../../../worker/metrics.js';
import type { TableRoom } from '../../../worker/table/TableRoom.js';
import { Client } from './kit/client.js';
import { finishedLog, playToEnd, statesOf } from './kit/play.js';
import { createTable } from './kit/tables.js';

// The operator's counts (worker/metrics.ts). Analytics Engine does not run locally: the routes are
// given a dataset that keeps its data points, and a table's object a list in place of its sink.

const create = (address: string, body: unknown = { game: 'all-fours', seats: 2 }) =>
  new Request('http://localhost/api/tables', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  });

describe('Analytics Engine data points', () => {
  it('the routes write one per table created and per rate-limit hit, naming the game and shape and nothing of who', async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    let allow = true;
    const withDataset = {
      ...env,
      METRICS: { writeDataPoint: (point: AnalyticsEngineDataPoint) => points.push(point) },
      TABLE_CREATION: { limit: async () => ({ success: allow }) },
    };
    expect((await app.request(create('198.51.100.7'), {}, withDataset)).status).toBe(201);
    expect((await app.request(create('198.51.100.7', { game: 'nope' }), {}, withDataset)).status).toBe(400);
    allow = false;
    expect((await app.request(create('198.51.100.7'), {}, withDataset)).status).toBe(429);
    expect(points).toEqual([
      { indexes: ['tableCreated'], blobs: ['tableCreated', 'all-fours', '2'], doubles: [1] },
      { indexes: ['rateLimited'], blobs: ['rateLimited', '', 'TABLE_CREATION'], doubles: [1] },
    ]);
    // without the binding (wrangler dev) a table is made all the same
    expect((await app.request(create('198.51.100.8'), {}, { ...env, METRICS: undefined })).status).toBe(201);
  });

  it("a table counts each socket, each refusal by its code, each hand scored and the game over with its moves and hands", async () => {
    const { id, hostKey } = await createTable({ game: 'all-fours', seats: 2 });
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    const metrics: Metric[] = [];
    await runInDurableObject(stub, (room: TableRoom) => {
      room.metrics = (metric) => metrics.push(metric);
    });
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Reem' });
    await host.next('seated');
    host.send({ type: 'assign', seat: 1, to: 'bot' });
    host.send({ type: 'start' });
    await host.next('update', (m) => m.table.status === 'playing');
    host.send({ type: 'act', version: 99_999, action: { type: 'play' } });
    await host.next('error');
    host.send({ type: 'nonsense' });
    await host.next('error');
    await playToEnd([host, null], 'metrics');

    const log = await finishedLog(id, 1);
    const { rules, states } = statesOf('all-fours', log);
    const hands = rules.history(states.at(-1)!).length;
    const moves = log.actions.length;
    expect(metrics.filter((m) => m.event === 'socket')).toHaveLength(1);
    expect(metrics.filter((m) => m.event === 'refused').map((m) => m.detail)).toEqual(['stale', 'badMessage']);
    expect(metrics.filter((m) => m.event === 'handScored')).toHaveLength(hands);
    expect(metrics.filter((m) => m.event === 'gameOver')).toEqual([{ event: 'gameOver', game: 'all-fours', detail: '2', values: [moves, hands] }]);
    expect(JSON.stringify(metrics)).not.toMatch(new RegExp(`${id}|Reem|${hostKey}`));
  });
});

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../shared/table/table-record.js';
import { verifyGame } from '../../../shared/table/verify-game.js';
import { Client } from './kit/client.js';
import { playToEnd } from './kit/play.js';
import { createTable } from './kit/tables.js';

const NONCE = '5a'.repeat(16);

/** A Baloot table: the host in seat 0 (a client that sends nonces), an older client in seat 1, bots in 2 and 3. */
async function seated() {
  const { id, hostKey } = await createTable();
  const a = await Client.join(id, { hostKey, nonces: true });
  a.send({ type: 'sit', seat: 0, name: 'A' });
  await a.next('seated');
  const b = await Client.join(id);
  b.send({ type: 'sit', seat: 1, name: 'B' });
  await b.next('seated');
  for (const seat of [2, 3]) a.send({ type: 'assign', seat, to: 'bot' });
  await a.next('update', (m) => m.table.seats[3].kind === 'bot');
  return { id, a, b };
}

describe('verifiable shuffle in the Durable Object', () => {
  it('commits, takes the nonce, deals, and reveals a record that verifies once the game is over', async () => {
    const { id, a, b } = await seated();
    a.send({ type: 'start' });
    const asked = await a.next('update', (m) => m.table.shuffle?.gameNo === 1);
    expect(asked.table).toMatchObject({ status: 'lobby', shuffle: { awaiting: [0] } });
    const { commitment } = asked.table.shuffle!;
    const summary = await (await SELF.fetch(`http://localhost/api/tables/${id}`)).json<{ shuffle: unknown }>();
    expect(summary.shuffle).toEqual({ gameNo: 1, commitment, awaiting: [0] });

    const spectator = await Client.join(id);
    spectator.send({ type: 'nonce', gameNo: 1, nonce: NONCE });
    expect(await spectator.next('error')).toMatchObject({ code: 'notSeated' });
    a.send({ type: 'nonce', gameNo: 1, nonce: 'XYZ' });
    expect(await a.next('error')).toMatchObject({ code: 'badNonce' });
    a.send({ type: 'nonce', gameNo: 1, nonce: NONCE });
    await a.next('update', (m) => m.table.status === 'playing');
    a.send({ type: 'nonce', gameNo: 1, nonce: NONCE });
    expect(await a.next('error')).toMatchObject({ code: 'nonceLate' });
    expect((await SELF.fetch(`http://localhost/api/tables/${id}/games/1`)).status).toBe(404);

    await playToEnd([a, b, null, null], 'shuffle');
    const response = await SELF.fetch(`http://localhost/api/tables/${id}/games/1`);
    expect(response.status).toBe(200);
    const record = await response.json<GameRecord>();
    expect(record).toMatchObject({ table: id, game: 'baloot', n: 1, shuffle: { commitment, nonces: [NONCE, null, null, null] } });
    // neither the server seed nor the game's seed went to any socket during the game
    for (const client of [a, b, spectator]) {
      for (const secret of [record.shuffle!.serverSeed, record.setup.seed]) expect(client.frames.join('\n')).not.toContain(secret);
    }
    expect(await verifyGame(id, record, { commitment, seat: 0, nonce: NONCE })).toEqual({ ok: true, contributed: [0] });
  });

  it("deals from the table's own alarm when an awaited nonce never comes", async () => {
    const { id, a, b } = await seated();
    a.send({ type: 'start' });
    await a.next('update', (m) => m.table.shuffle?.awaiting.length === 1);
    // seat 0 never answers: after the short wait the alarm deals with no nonce at all
    const dealt = await b.next('update', (m) => m.table.status === 'playing');
    expect(dealt.table.shuffle).toMatchObject({ gameNo: 1, awaiting: [] });
    await a.next('update', (m) => m.table.status === 'playing');
    await playToEnd([a, b, null, null], 'late');
    const response = await SELF.fetch(`http://localhost/api/tables/${id}/games/1`);
    const record = await response.json<GameRecord>();
    expect(response.status, JSON.stringify(record)).toBe(200);
    expect(record.shuffle!.nonces).toEqual([null, null, null, null]);
    expect(await verifyGame(id, record)).toEqual({ ok: true, contributed: [] });
  });
});

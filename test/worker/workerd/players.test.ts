import { env } from 'cloudflare:workers';
import { RULES } from '../../../shared/rules/registry.js';
import { evictDurableObject, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { gameStats } from '../../../shared/record/stats.js';
import type { HistoryOf } from '../../../shared/rules/registry.js';
import { sha256Hex } from '../../../shared/table/secrets.js';
import { PLAYER_LIMIT } from '../../../worker/routes/creation-limit.js';
import { Client } from './kit/client.js';
import { playToEnd } from './kit/play.js';
import { linkSeat, myTables, newPlayer, playerFetch, untilEntry } from './kit/players.js';
import { createTable } from './kit/tables.js';

const ASYNC = { kind: 'async', hours: 24 };

/** A Baloot table with a person in seat 0 (the host) and seat 2, bots in 1 and 3, not started yet. */
async function twoPeople() {
  const { id, hostKey } = await createTable({ clock: ASYNC });
  const host = await Client.join(id, { hostKey });
  host.send({ type: 'sit', seat: 0, name: 'Reem' });
  const { key: hostSeatKey } = await host.next('seated');
  const guest = await Client.join(id);
  guest.send({ type: 'sit', seat: 2, name: 'Ali' });
  const { key: guestSeatKey } = await guest.next('seated');
  for (const seat of [1, 3]) {
    host.send({ type: 'assign', seat, to: 'bot' });
    await host.next('update', (m) => m.table.seats[seat].kind === 'bot');
  }
  return { id, host, guest, hostSeatKey, guestSeatKey };
}

/** Every text a Durable Object keeps in its SQLite, as one string. */
function everything(storage: DurableObjectStorage): string {
  const tables = storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").toArray();
  return tables.map((t) => JSON.stringify(storage.sql.exec(`SELECT * FROM "${t.name as string}"`).toArray())).join('\n');
}

describe('the player object', () => {
  it("receives a table's status when it changes: seats and teams, whose turn, the deadline, the score", async () => {
    const { id, host, hostSeatKey } = await twoPeople();
    const player = await newPlayer();
    expect(player.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(player.link).toBe(`http://localhost/tables#player=${player.key}`);

    const linked = await linkSeat(player.key, id, 0, hostSeatKey);
    expect(linked.status).toBe(200);
    expect(linked.json).toMatchObject({ id, game: 'baloot', seat: 0, key: hostSeatKey, gone: false });
    expect(linked.json.status).toMatchObject({ status: 'lobby', yourTurn: false, score: null, winner: null });
    expect(linked.json.status.seats.map((s: { name: string }) => s.name)).toEqual(['Reem', 'Bot 2', 'Ali', 'Bot 4']);

    host.send({ type: 'start' });
    const started = await untilEntry(player.key, id, (t) => t.status?.status === 'playing');
    expect(started.status!.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
    expect(started.status!.score).toEqual([0, 0]);
    // Ali (seat 2) has not moved yet: the game waits for a person at seat 0 or seat 2
    const turn = (await host.atVersion(0)).table.turn;
    const entry = await untilEntry(player.key, id, (t) => t.status?.yourTurn === turn.includes(0));
    if (entry.status!.yourTurn) expect(entry.status!.deadline).toBeGreaterThan(Date.now() + 23 * 3600_000);
    else expect(entry.status!.deadline).toBeNull();
  });

  it('hears of the game over after the table was evicted: its links are in its storage', async () => {
    const { id, host, guest, hostSeatKey, guestSeatKey } = await twoPeople();
    const player = await newPlayer();
    await linkSeat(player.key, id, 0, hostSeatKey);
    host.send({ type: 'start' });
    await untilEntry(player.key, id, (t) => t.status?.status === 'playing');
    host.close();
    guest.close();
    await evictDurableObject(env.TABLES.get(env.TABLES.idFromName(id)));
    const clients = [await Client.join(id, { key: hostSeatKey }), null, await Client.join(id, { key: guestSeatKey }), null];
    await playToEnd(clients, 'players');
    const over = await untilEntry(player.key, id, (t) => t.status?.status === 'over');
    const outcome = clients[0]!.latest().table.outcome!;
    expect(over.status).toMatchObject({ yourTurn: false, deadline: null, winner: outcome.winner, score: outcome.score });
    expect(over.gone).toBe(false);
    // the finished game's figures for seat 0 and its team: those of the score sheet the table sent
    const sheet: HistoryOf<'baloot'>[] = [];
    for (const m of clients[0]!.messages()) {
      const patch = m.type === 'update' && m.game === 'baloot' ? m.history : undefined;
      if (patch) sheet.splice(patch.from, sheet.length - patch.from, ...patch.hands);
    }
    expect(sheet.length).toBeGreaterThan(0);
    const stats = gameStats(RULES.baloot.record, sheet, [0, 1, 0, 1]);
    expect(over.status!.stats).toEqual({ seat: stats.seats[0], team: stats.teams[0] });
    expect(over.status!.stats!.team.points).toBe(outcome.score[0]);
    expect(over.status!.stats!.team.contracts).toBe(over.status!.stats!.team.made! + over.status!.stats!.team.failed!);
  });

  it('refuses a missing, malformed or unknown player key, a bad body and a wrong seat key, with a clear code', async () => {
    const { id, hostSeatKey } = await twoPeople();
    const { key } = await newPlayer();
    expect(await playerFetch('/api/players/me', null)).toMatchObject({ status: 401, json: { code: 'badPlayerKey' } });
    expect(await playerFetch('/api/players/me', 'short')).toMatchObject({ status: 401, json: { code: 'badPlayerKey' } });
    expect(await playerFetch('/api/players/me', 'A'.repeat(22))).toMatchObject({ status: 401, json: { code: 'noPlayer' } });
    expect(await linkSeat('A'.repeat(22), id, 0, hostSeatKey)).toMatchObject({ status: 401, json: { code: 'noPlayer' } });
    expect(await linkSeat(key, id, 1, hostSeatKey)).toMatchObject({ status: 404, json: { code: 'noSeat' } });
    expect(await linkSeat(key, id, 0, 'B'.repeat(22))).toMatchObject({ status: 404, json: { code: 'noSeat' } });
    expect(await linkSeat(key, 'nosuchtable00000', 0, hostSeatKey)).toMatchObject({ status: 404, json: { code: 'noSeat' } });
    expect(await linkSeat(key, 'bad id', 0, hostSeatKey)).toMatchObject({ status: 404, json: { code: 'badTable' } });
    const bad = (body: string) => playerFetch(`/api/players/me/tables/${id}`, key, { method: 'PUT', body });
    expect(await bad('{"seat":0}')).toMatchObject({ status: 400, json: { code: 'badRequest', error: 'key is missing' } });
    expect(await bad(`{"seat":-1,"key":"${hostSeatKey}"}`)).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await bad('not json')).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await playerFetch(`/api/players/me/tables/${id}`, key, { method: 'DELETE' })).toMatchObject({ status: 404, json: { code: 'noEntry' } });
    // none of that listed anything
    expect(await myTables(key)).toEqual([]);
  });

  it('answers 429 rateLimited with Retry-After past PLAYER_LIMIT new players a minute from one address', async () => {
    // the limiter's minutes follow the wall clock: a minute may turn once during the run, so the
    // refusal comes after at least `limit` and at most 2 * `limit` new players, whenever the test runs
    const headers = { 'CF-Connecting-IP': '10.254.0.1' };
    const { limit, period } = PLAYER_LIMIT;
    let made = 0;
    let refused: Response | null = null;
    while (!refused && made <= 2 * limit) {
      const response = await SELF.fetch('http://localhost/api/players', { method: 'POST', headers });
      if (response.status === 201) made++;
      else refused = response;
      if (response.status === 201) await response.body?.cancel();
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe(String(period));
    expect(await refused?.json()).toMatchObject({ code: 'rateLimited' });
    expect(made).toBeGreaterThanOrEqual(limit);
    expect(made).toBeLessThanOrEqual(2 * limit);
  });

  it("never lets a seat key reach anyone but its own player: not another player, not the table's reports", async () => {
    const { id, host, guest, hostSeatKey, guestSeatKey } = await twoPeople();
    const reem = await newPlayer();
    const ali = await newPlayer();
    await linkSeat(reem.key, id, 0, hostSeatKey);
    await linkSeat(ali.key, id, 2, guestSeatKey);
    host.send({ type: 'start' });
    await untilEntry(ali.key, id, (t) => t.status?.status === 'playing');
    await untilEntry(reem.key, id, (t) => t.status?.status === 'playing');

    expect((await myTables(reem.key)).map((t) => t.key)).toEqual([hostSeatKey]);
    expect((await myTables(ali.key)).map((t) => t.key)).toEqual([guestSeatKey]);
    // Ali's player object holds Ali's seat key and nothing of Reem's: no key, no hash, not the player key
    const stored = await runInDurableObject(env.PLAYERS.get(env.PLAYERS.idFromName(sha256Hex(ali.key))), (_o, state) => everything(state.storage));
    expect(stored).toContain(guestSeatKey);
    for (const secret of [hostSeatKey, sha256Hex(hostSeatKey), reem.key, sha256Hex(reem.key), ali.key]) expect(stored).not.toContain(secret);
    // the table keeps players' ids (hashes), never a player key or a seat key
    const table = await runInDurableObject(env.TABLES.get(env.TABLES.idFromName(id)), (_o, state) => everything(state.storage));
    for (const secret of [hostSeatKey, guestSeatKey, reem.key, ali.key]) expect(table).not.toContain(secret);
    const summary = await (await SELF.fetch(`http://localhost/api/tables/${id}`)).text();
    for (const secret of [hostSeatKey, guestSeatKey, reem.key, ali.key, sha256Hex(ali.key)]) expect(summary).not.toContain(secret);
    guest.close();
  });

  it('marks a seat that was left as gone, removes a table from the list, and the table then stops reporting to it', async () => {
    const { id, host, guest, hostSeatKey, guestSeatKey } = await twoPeople();
    const reem = await newPlayer();
    const ali = await newPlayer();
    await linkSeat(reem.key, id, 0, hostSeatKey);
    await linkSeat(ali.key, id, 2, guestSeatKey);
    guest.send({ type: 'leave' });
    const left = await untilEntry(ali.key, id, (t) => t.gone);
    expect(left.status?.status).toBe('lobby');

    expect((await playerFetch(`/api/players/me/tables/${id}`, reem.key, { method: 'DELETE' })).status).toBe(204);
    expect(await myTables(reem.key)).toEqual([]);
    host.send({ type: 'assign', seat: 2, to: 'bot' });
    host.send({ type: 'start' });
    await host.next('update', (m) => m.table.status === 'playing');
    // the table learns the entry is gone and drops its link
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    const deadline = Date.now() + 30_000;
    let links = 1;
    while (links > 0 && Date.now() < deadline) {
      links = await runInDurableObject(stub, (_o, state) => state.storage.sql.exec('SELECT * FROM player_links').toArray().length);
      if (links > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(links).toBe(0);
    expect(await myTables(reem.key)).toEqual([]);
  });
});

import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../shared/rules/registry.js';
import app from '../../../worker/index.js';
import { addressKey, CREATION_LIMIT } from '../../../worker/routes/creation-limit.js';
import { createTable, freshAddress, post } from './kit/tables.js';

describe('POST /api/tables', () => {
  for (const rules of Object.values(GAMES)) {
    for (const seats of rules.seatCounts) {
      it(`creates a ${seats}-seat ${rules.id} table`, async () => {
        const { status, json } = await post({ game: rules.id, seats, clock: { kind: 'async', hours: 48 } });
        expect(status).toBe(201);
        expect(json.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
        expect(json.link).toBe(`http://localhost/t/${json.id}`);
        expect(json.hostLink).toBe(`http://localhost/t/${json.id}#host=${json.hostKey}`);
        const summary = await (await SELF.fetch(`http://localhost/api/tables/${json.id}`)).json<any>();
        expect(summary).toMatchObject({ id: json.id, game: rules.id, status: 'lobby', gameNo: 0, turn: [], botFailures: 0 });
        expect(summary.seats).toHaveLength(seats);
        expect(summary.clock).toEqual({ kind: 'async', hours: 48 });
        // claims (Baloot's sawa) are on by default only where the game's players claim
        expect(summary.claims).toBe(rules.id === 'baloot');
      });
    }
  }

  it('fills in default options and keeps the given ones', async () => {
    const { id } = await createTable({ options: { target: 100, trumpObligation: 'saudi' }, clock: { kind: 'live', seconds: 30 } });
    const summary = await (await SELF.fetch(`http://localhost/api/tables/${id}`)).json<any>();
    expect(summary.options).toMatchObject({ target: 100, trumpObligation: 'saudi', firstLead: 'declarer' });
    expect(summary.clock).toEqual({ kind: 'live', seconds: 30 });
  });

  it('keeps the claims setting it is given', async () => {
    const { id } = await createTable({ claims: false });
    expect((await (await SELF.fetch(`http://localhost/api/tables/${id}`)).json<any>()).claims).toBe(false);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an unknown game', { game: 'chess', seats: 2 }, /unknown game "chess"/],
    ['a seat count the game does not allow', { game: 'baloot', seats: 3 }, /Baloot is played by 4 players, not 3/],
    ['an unknown option', { game: 'baloot', seats: 4, options: { jokers: true } }, /unknown option "jokers"/],
    ['a bad option value', { game: 'baloot', seats: 4, options: { tie: 'coin' } }, /option "tie" must be one of/],
    ['a target past its maximum', { game: 'baloot', seats: 4, options: { target: 1_000_000 } }, /option "target" must be a whole number from 1 to 500/],
    ['a bad clock', { game: 'baloot', seats: 4, clock: { kind: 'live', seconds: 1 } }, /clock.seconds must be at least 5/],
    ['an unknown clock', { game: 'baloot', seats: 4, clock: { kind: 'chess' } }, /clock.kind must be/],
    ['a missing field', { game: 'baloot' }, /seats is missing/],
    ['an unknown field', { game: 'baloot', seats: 4, colour: 'red' }, /unknown field "colour"/],
    ['a claims setting that is not true or false', { game: 'baloot', seats: 4, claims: 'yes' }, /claims must be true or false/],
    ['a bad bot level', { game: 'baloot', seats: 4, botLevel: 'genius' }, /botLevel must be one of/],
    ['not an object', [1, 2], /a table request is an object/],
    ['not JSON', '{"game":', /must be JSON/],
  ];
  for (const [what, body, message] of bad) {
    it(`refuses ${what} with 400 and says why`, async () => {
      const { status, json } = await post(body);
      expect(status).toBe(400);
      expect(json.error).toMatch(message);
      // the client words the refusal from its code
      expect(['badJson', 'badRequest', 'badSettings']).toContain(json.code);
    });
  }

  it('refuses an oversized body', async () => {
    const { status } = await post({ game: 'baloot', seats: 4, options: { x: 'y'.repeat(20_000) } });
    expect(status).toBe(413);
  });

  it('takes only JSON: another or no Content-Type is refused with 415 and creates nothing', async () => {
    const body = JSON.stringify({ game: 'baloot', seats: 4 });
    const types: Record<string, string>[] = [{ 'Content-Type': 'text/plain' }, { 'Content-Type': 'application/x-www-form-urlencoded' }, {}];
    for (const headers of types) {
      const { status, json } = await post(body, { headers: { ...headers, 'CF-Connecting-IP': freshAddress() } });
      expect(status).toBe(415);
      expect(json.error).toMatch(/Content-Type: application\/json/);
      expect(json.code).toBe('notJson');
    }
    const { status } = await post(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'CF-Connecting-IP': freshAddress() } });
    expect(status).toBe(201);
  });
});

describe('POST /api/tables: the limit per client address', () => {
  const { limit, period } = CREATION_LIMIT;
  const request = (address: string) =>
    new Request('http://localhost/api/tables', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
      body: JSON.stringify({ game: 'all-fours', seats: 2 }),
    });

  it('asks the TABLE_CREATION limiter by address, and past it answers 429 with Retry-After and creates nothing', async () => {
    const asked: string[] = [];
    let allow = true;
    const limiter = { limit: async ({ key }: { key: string }) => (asked.push(key), { success: allow }) };
    const withLimiter = { ...env, TABLE_CREATION: limiter };
    expect((await app.request(request('2001:db8:1:2:3:4:5:6'), {}, withLimiter)).status).toBe(201);
    allow = false;
    const refused = await app.request(request('203.0.113.9'), {}, withLimiter);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(period));
    expect(await refused.json()).toEqual({ code: 'tooManyTables', error: `too many new tables from your address (at most ${limit} in ${period} s); try again in a minute` });
    expect(asked).toEqual([addressKey('2001:db8:1:2:3:4:5:6'), '203.0.113.9']);
  });

  it('counts tables created: a request refused for bad input never asks the limiter', async () => {
    const asked: string[] = [];
    const limiter = { limit: async ({ key }: { key: string }) => (asked.push(key), { success: true }) };
    const withLimiter = { ...env, TABLE_CREATION: limiter };
    const address = '198.51.100.7';
    const send = (body: string, type = 'application/json') =>
      app.request(
        new Request('http://localhost/api/tables', { method: 'POST', headers: { 'Content-Type': type, 'CF-Connecting-IP': address }, body }),
        {},
        withLimiter,
      );
    const refusals = [
      [await send('{"game":"poker","seats":4}'), 400],
      [await send('{"game":"baloot","seats":3}'), 400],
      [await send('{"game":"baloot"}'), 400],
      [await send('{"game":'), 400],
      [await send(JSON.stringify({ game: 'baloot', seats: 4, options: { x: 'y'.repeat(20_000) } })), 413],
      [await send('{"game":"baloot","seats":4}', 'text/plain'), 415],
    ] as const;
    expect(refusals.map(([response]) => response.status)).toEqual(refusals.map(([, status]) => status));
    expect(asked).toEqual([]);
    expect((await send('{"game":"baloot","seats":4}')).status).toBe(201);
    expect(asked).toEqual([address]);
  });

  it(`lets an address that sent ${2 * limit} bad requests create its table (the real TABLE_CREATION binding)`, async () => {
    const address = freshAddress();
    const bad = new Request('http://localhost/api/tables', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
      body: JSON.stringify({ game: 'poker', seats: 4 }),
    });
    for (let i = 0; i < 2 * limit; i++) expect((await SELF.fetch(bad.clone())).status).toBe(400);
    expect((await SELF.fetch(request(address))).status).toBe(201);
  });

  it(`refuses an address that keeps creating tables once it passes ${limit} a minute, and not another address`, async () => {
    // the limiter's minutes follow the wall clock: a minute may turn once during the run, so the
    // refusal comes after at least `limit` and at most 2 * `limit` tables, whenever the test runs
    const address = freshAddress();
    let created = 0;
    let refused: Response | null = null;
    while (!refused && created <= 2 * limit) {
      const response = await SELF.fetch(request(address));
      if (response.status === 201) created++;
      else refused = response;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe(String(period));
    expect(created).toBeGreaterThanOrEqual(limit);
    expect(created).toBeLessThanOrEqual(2 * limit);
    expect((await SELF.fetch(request(freshAddress()))).status).toBe(201);
  });
});

describe('GET /api/tables/:id', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'nope', 'x'.repeat(40)]) {
      const response = await SELF.fetch(`http://localhost/api/tables/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json<any>()).error).toMatch(/no table/);
    }
  });

  it('lists the games and serves a 404 for unknown API routes', async () => {
    const games = await (await SELF.fetch('http://localhost/api/games')).json<any[]>();
    expect(games.map((g) => g.id)).toEqual(Object.keys(GAMES));
    expect((await SELF.fetch('http://localhost/api/nothing')).status).toBe(404);
  });

  it('lets pages of an origin in ALLOWED_ORIGINS (a Pages deployment) call the API, and no other origin', async () => {
    const preflight = (origin: string) =>
      SELF.fetch('http://localhost/api/tables', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    expect((await preflight('https://friends.example')).headers.get('Access-Control-Allow-Origin')).toBe('https://friends.example');
    expect((await preflight('https://evil.example')).headers.get('Access-Control-Allow-Origin')).toBeNull();
    const created = await SELF.fetch('http://localhost/api/tables', {
      method: 'POST',
      headers: { Origin: 'https://friends.example', 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'all-fours', seats: 2 }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('Access-Control-Allow-Origin')).toBe('https://friends.example');
  });

  it('serves the web app (or its placeholder) outside /api and a table\'s link (share.test.ts)', async () => {
    for (const path of ['/tables', '/t/AAAAAAAAAAAAAAAA/games/1']) {
      const response = await SELF.fetch(`http://localhost${path}`, { headers: { 'Sec-Fetch-Mode': 'navigate' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<html/i);
    }
  });
});

describe('the Hono app directly (app.request)', () => {
  it('creates a table and answers its summary with the same bindings', async () => {
    const created = await app.request(
      '/api/tables',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'baloot', seats: 4 }) },
      env,
    );
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: string }>();
    const summary = await app.request(`/api/tables/${id}`, {}, env);
    expect(await summary.json()).toMatchObject({ id, status: 'lobby' });
  });

  it('answers 426 to a socket request that is not an upgrade', async () => {
    const response = await app.request('/api/tables/AAAAAAAAAAAAAAAA/socket', {}, env);
    expect(response.status).toBe(426);
  });
});

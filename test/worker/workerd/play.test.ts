import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSE, PING, PONG } from '../../../shared/protocol/messages.js';
import { DEFAULT_LIMITS, type RateLimits } from '../../../shared/table/rate-limit.js';
import type { Peer } from '../../../shared/table/peer.js';
import type { TableRoom } from '../../../worker/table/TableRoom.js';
import { Client } from './kit/client.js';
import { finishedLog, playToEnd, viewOf } from './kit/play.js';
import { createTable } from './kit/tables.js';

/** The parts of a table's session the flood test reaches into. */
interface FloodProbe {
  webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void>;
  session: { host: { limits?: RateLimits }; message(peer: Peer, raw: string | ArrayBuffer): void };
}

/** A Baloot table with test clients in seats 0 and 1 (0 is the host), bots in 2 and 3, started. */
async function started(clock?: unknown) {
  const { id, hostKey } = await createTable(clock ? { clock } : {});
  const a = await Client.join(id, { hostKey });
  a.send({ type: 'sit', seat: 0, name: 'A' });
  const { key: keyA } = await a.next('seated');
  const b = await Client.join(id);
  b.send({ type: 'sit', seat: 1, name: 'B' });
  const { key: keyB } = await b.next('seated');
  a.send({ type: 'assign', seat: 2, to: 'bot' });
  a.send({ type: 'assign', seat: 3, to: 'bot' });
  await a.next('update', (m) => m.table.seats[3].kind === 'bot');
  a.send({ type: 'start' });
  await a.next('update', (m) => m.table.status === 'playing');
  await b.next('update', (m) => m.table.status === 'playing');
  const stub = env.TABLES.get(env.TABLES.idFromName(id));
  return { id, a, b, keyA, keyB, stub };
}

/** The client whose turn it is, and the other one. */
function mover(a: Client, b: Client): [Client, Client] {
  return viewOf(a.latest()).legal.length > 0 ? [a, b] : [b, a];
}

describe('actions over the socket', () => {
  it('refuses stale, duplicated, out-of-turn and illegal actions without changing anything', async () => {
    const { id, a, b } = await started();
    const [me, other] = mover(a, b);
    const { version, legal } = viewOf(me.latest());

    other.send({ type: 'act', version, action: legal[0] });
    expect(await other.next('error')).toMatchObject({ code: 'notYourTurn', version });
    me.send({ type: 'act', version, action: { type: 'play', card: 'ZZ' } });
    expect(['illegal', 'badAction']).toContain((await me.next('error')).code);
    me.send({ type: 'act', version: version + 5, action: legal[0] });
    expect(await me.next('error')).toMatchObject({ code: 'stale', version });
    expect((await me.next('update')).table.version).toBe(version); // the current state comes with it

    // a double click: the same action twice at the same version applies once
    me.send({ type: 'act', version, action: legal[0] });
    me.ws.send(JSON.stringify({ type: 'act', version, action: legal[0] }));
    const applied = await me.next('update');
    expect(applied.table.version).toBeGreaterThan(version);
    expect(await me.next('error')).toMatchObject({ code: 'stale' });
    const spectator = await Client.join(id);
    spectator.send({ type: 'act', version: applied.table.version, action: legal[0] });
    expect(await spectator.next('error')).toMatchObject({ code: 'notSeated' });
    expect(spectator.latest().table.version).toBe(applied.table.version);
  });

  it('applies exactly one of two actions sent at once from two sockets of the same seat', async () => {
    const { id, a, b, keyA, keyB } = await started();
    const [me] = mover(a, b);
    const key = me === a ? keyA : keyB;
    const twin = await Client.join(id, { key });
    const { version, legal } = viewOf(me.latest());
    me.send({ type: 'act', version, action: legal[0] });
    twin.send({ type: 'act', version, action: legal[legal.length - 1] });
    const [first, second] = await Promise.all([me.next('update', (m) => m.table.version > version), twin.next('update', (m) => m.table.version > version)]);
    expect(first.table.version).toBe(second.table.version);
    await Promise.any([me.next('error'), twin.next('error')]);
    const errors = [...me.messages(), ...twin.messages()].filter((m) => m.type === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'stale' });
  });

  it('refuses malformed and oversized messages', async () => {
    const { a } = await started();
    const version = a.latest().table.version;
    const bad: [string | ArrayBuffer, string][] = [
      ['hello there', 'badMessage'],
      ['{"type":"act"}', 'badMessage'],
      ['{"type":"act","version":"one","action":{"type":"pass"}}', 'badMessage'],
      ['{"type":"sit","seat":1.5,"name":"x"}', 'badMessage'],
      ['{"type":"teleport"}', 'badMessage'],
      ['null', 'badMessage'],
      [new TextEncoder().encode('{"type":"leave"}').buffer as ArrayBuffer, 'badMessage'],
      [JSON.stringify({ type: 'echo', data: 'x'.repeat(5000) }), 'tooLarge'],
    ];
    for (const [frame, code] of bad) {
      a.send(frame);
      expect(await a.next('error')).toMatchObject({ code });
    }
    a.send(PING);
    await a.next('pong');
    expect(a.frames.at(-1)).toBe(PONG);
    a.send({ type: 'echo', data: 'still here' });
    expect(await a.next('echo')).toEqual({ type: 'echo', data: 'still here' });
    expect(a.latest().table.version).toBe(version);
  });

  it('closes a flooding socket and drops the frames it had queued without handling them', async () => {
    const { a, stub } = await started();
    // this table gets the production limits (10 a second): a machine many times slower than any
    // real one still floods them, so the test never depends on how fast the machine is
    const counts = await runInDurableObject(stub, (instance: TableRoom) => {
      const room = instance as unknown as FloodProbe;
      room.session.host.limits = DEFAULT_LIMITS;
      const count = { arrived: 0, handled: 0 };
      const arrive = room.webSocketMessage.bind(room);
      room.webSocketMessage = (ws, raw) => {
        count.arrived += 1;
        return arrive(ws, raw);
      };
      const handle = room.session.message.bind(room.session);
      room.session.message = (peer, raw) => {
        count.handled += 1;
        handle(peer, raw);
      };
      return () => ({ ...count });
    });
    const FLOOD = 3000;
    for (let i = 0; i < FLOOD; i++) a.ws.send('{"type":"teleport"}');
    expect(await a.closing()).toEqual({ code: CLOSE.flooding, reason: 'flooding' });
    expect(a.messages().some((m) => m.type === 'error' && m.code === 'rateLimited')).toBe(true);
    // wait (on the frames, not the clock) until every queued frame has reached the table
    let seen = await runInDurableObject(stub, () => counts());
    for (let i = 0; seen.arrived < FLOOD && i < 600; i++) {
      await scheduler.wait(100);
      seen = await runInDurableObject(stub, () => counts());
    }
    expect(seen.arrived).toBe(FLOOD);
    expect(seen.handled).toBeGreaterThanOrEqual(DEFAULT_LIMITS.burst + DEFAULT_LIMITS.closeAfter + 1);
    expect(seen.handled).toBeLessThan(FLOOD / 2);
  });
});

describe('durability and clocks', () => {
  it('loses nothing when the object is evicted between two moves; sockets stay open', async () => {
    const { id, a, b, stub } = await started();
    const [me, other] = mover(a, b);
    const before = me.latest();
    const hand = (before.view as { myHand: string[] }).myHand;
    await evictDurableObject(stub);
    const { version, legal } = viewOf(before);
    me.send({ type: 'act', version, action: legal[0] });
    const after = await me.next('update');
    expect(after.table.version).toBeGreaterThan(version);
    await other.atVersion(after.table.version);
    expect((after.view as { myHand: string[] }).myHand.length).toBe(hand.length - (legal[0].type === 'play' ? 1 : 0));
    await evictDurableObject(stub);
    const summary = await stub.summary();
    expect(summary?.version).toBe(after.table.version);
    const fresh = await Client.join(id);
    expect(fresh.latest().table.version).toBe(after.table.version);
  });

  it('rolls back a message that fails half-way, says so, and carries on', async () => {
    const { a, b, stub } = await started();
    const [me, other] = mover(a, b);
    const { version, legal } = viewOf(me.latest());
    await runInDurableObject(stub, (instance: TableRoom) => {
      type Append = (...args: unknown[]) => void;
      const store = (instance as unknown as { session: { host: { store: { append: Append } } } }).session.host.store;
      const append = store.append;
      // the action's row is written and then the write throws: the message's transaction must undo the row
      store.append = (...args) => {
        store.append = append;
        append.apply(store, args);
        throw new Error('the disk is on fire');
      };
    });
    me.send({ type: 'act', version, action: legal[0] });
    expect(await me.next('error')).toMatchObject({ code: 'internal' });
    expect(other.latest().table.version).toBe(version);
    me.send({ type: 'act', version, action: legal[0] });
    const after = await me.next('update', (m) => m.table.version > version);
    await other.atVersion(after.table.version);
    const logged = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql.exec('SELECT COUNT(*) AS n FROM actions WHERE game = 1 AND version = ?', version).one().n,
    );
    expect(logged).toBe(1);
  });

  it('answers pings without waking a hibernated table', async () => {
    const { a, stub } = await started();
    await evictDurableObject(stub);
    a.send(PING);
    await a.next('pong');
    // evicting again fails only because the object is not running: the ping did not wake it
    await expect(evictDurableObject(stub)).rejects.toThrow();
    a.send({ type: 'echo', data: 'wake' });
    await a.next('echo');
    await evictDurableObject(stub);
  });

  it('lets a bot play when a turn times out, then shows the seat as away', async () => {
    const { id, hostKey } = await createTable({ clock: { kind: 'live', seconds: 30 } });
    const a = await Client.join(id, { hostKey });
    a.send({ type: 'sit', seat: 0, name: 'A' });
    for (const seat of [1, 2, 3]) a.send({ type: 'assign', seat, to: 'bot' });
    const before = Date.now();
    a.send({ type: 'start' });
    let update = await a.next('update', (m) => m.table.status === 'playing');
    expect(update.table.turn).toEqual([0]);
    expect(update.table.deadline).toBeGreaterThanOrEqual(before + 30_000);
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    for (let miss = 1; miss <= 2; miss++) {
      const version = update.table.version;
      await runInDurableObject(stub, (instance: TableRoom) => {
        (instance as unknown as { session: { record: { deadline: { at: number } } } }).session.record.deadline.at = Date.now() - 1;
      });
      expect(await runDurableObjectAlarm(stub)).toBe(true);
      update = await a.next('update', (m) => m.table.version > version);
      expect(update.table.seats[0].away).toBe(miss === 2);
    }
    // acting again clears the away mark
    const { version, legal } = viewOf(update);
    a.send({ type: 'act', version, action: legal[0] });
    update = await a.next('update', (m) => m.table.version > version);
    expect(update.table.seats[0].away).toBe(false);
    await evictDurableObject(stub);
    const log = await stub.summary();
    expect(log?.seats[0].away).toBe(false);
  });

  it('keeps an alarm set earlier than the deadline of a move; when it rings early it moves to the deadline', async () => {
    const { a, b, stub } = await started({ kind: 'live', seconds: 30 });
    const alarm = () => runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    const first = a.latest().table.deadline!;
    // the sockets' time to say hello (HELLO_WAIT_MS from each connection) comes first: when it rings
    // (now, or by itself if the set-up took that long), nothing is due, and the alarm moves to the deadline
    if ((await alarm()) !== first) {
      expect(await alarm()).toBeLessThan(first);
      expect(await runDurableObjectAlarm(stub)).toBe(true);
    }
    expect(await alarm()).toBe(first);
    let update = a.latest();
    for (let moves = 0; moves < 4; moves++) {
      const [me] = mover(a, b);
      const { version, legal } = viewOf(me.latest());
      me.send({ type: 'act', version, action: legal[0] });
      update = await a.next('update', (m) => m.table.version > version);
    }
    expect(update.table.deadline).toBeGreaterThanOrEqual(first);
    expect(await alarm()).toBe(first); // four moves, no alarm rewritten
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await alarm()).toBe(update.table.deadline);
    expect((await stub.summary())?.version).toBe(update.table.version); // nothing was due: nobody played
  });

  it('deletes a table that nobody touched for 30 days when its alarm rings', async () => {
    const { id, a, stub } = await started({ kind: 'async', hours: 24 });
    await runInDurableObject(stub, (instance: TableRoom) => {
      const session = (instance as unknown as { session: { record: { touchedAt: number; deadline: null } } }).session;
      session.record.touchedAt = Date.now() - 31 * 24 * 3600_000;
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await a.closing()).toEqual({ code: CLOSE.noTable, reason: 'noTable' });
    expect(await stub.summary()).toBeNull();
    expect((await SELF.fetch(`http://localhost/api/tables/${id}`)).status).toBe(404);
  });

  it('keeps the finished game with its seed for replays and starts a rematch with the same seats', async () => {
    const { id, hostKey } = await createTable();
    const a = await Client.join(id, { hostKey });
    a.send({ type: 'sit', seat: 0, name: 'A' });
    const { key } = await a.next('seated');
    for (const seat of [1, 2, 3]) a.send({ type: 'assign', seat, to: 'bot' });
    a.send({ type: 'rematch' });
    expect(await a.next('error')).toMatchObject({ code: 'notOver' });
    a.send({ type: 'start' });
    await a.next('update', (m) => m.table.status === 'playing');
    expect((await SELF.fetch(`http://localhost/api/tables/${id}/games/1`)).status).toBe(404);
    await playToEnd([a, null, null, null], 'rematch');
    const log = await finishedLog(id, 1);
    expect(log.setup.seed.length).toBeGreaterThan(0);
    expect(new Set(log.actions.map((entry) => entry.by))).toEqual(new Set(['seat', 'bot']));
    expect(log.outcome).toEqual(a.latest().table.outcome);
    // a scored hand's tricks (public once scored), by game number or as the current game: the cards
    // played, in the log's order; a hand not scored and a bad number are 404
    const first = (await (await SELF.fetch(`http://localhost/api/tables/${id}/games/current/hands/1`)).json()) as { hand: number; tricks: { plays: { seat: number; card: string }[] }[] };
    const cards = first.tricks.flatMap((trick) => trick.plays.map((play) => play.card));
    expect(cards).toEqual(log.actions.filter((e) => e.action.type === 'play').slice(0, cards.length).map((e) => e.action.card));
    expect(first.tricks.map((trick) => trick.plays.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    expect(await (await SELF.fetch(`http://localhost/api/tables/${id}/games/1/hands/1`)).json()).toEqual(first);
    for (const path of ['games/1/hands/999', 'games/2/hands/1', 'games/1/hands/0', 'games/x/hands/1']) {
      expect((await SELF.fetch(`http://localhost/api/tables/${id}/${path}`)).status, path).toBe(404);
    }

    a.send({ type: 'rematch' });
    const second = await a.next('update', (m) => m.table.gameNo === 2);
    expect(second.table.status).toBe('playing');
    expect(second.table.seats.map((s) => [s.kind, s.name])).toEqual([
      ['human', 'A'],
      ['bot', 'Bot 2'],
      ['bot', 'Bot 3'],
      ['bot', 'Bot 4'],
    ]);
    const rejoined = await Client.join(id, { key });
    expect(rejoined.latest().you.seat).toBe(0);
    expect((rejoined.latest().view as { myHand: string[] }).myHand).toEqual((second.view as { myHand: string[] }).myHand);
  });
});

import { describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { absorbFragment, getTable, listTables, saveTable, type StorageLike } from '../../web/src/lib/net/keys.js';
import { OnlineTable, type SocketLike } from '../../web/src/lib/net/online-table.js';
import type { Link, TableSnapshot } from '../../web/src/lib/net/snapshot.js';

class MemoryStorage implements StorageLike {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function harness() {
  const storage = new MemoryStorage();
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const table = new OnlineTable('abc', {
    socket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    storage,
    url: 'ws://test/api/tables/abc/socket',
    setTimer: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const i = timers.indexOf(timer as never);
      if (i >= 0) timers.splice(i, 1);
    },
    now: () => 1000,
  });
  return { storage, sockets, timers, table };
}

const info = (over: object = {}) => ({
  id: 'abc',
  game: 'baloot',
  gameName: 'Baloot',
  status: 'playing',
  seats: [0, 1, 2, 3].map((seat) => ({ seat, kind: seat === 0 ? 'human' : 'bot', name: seat === 0 ? 'Aisha' : null, connected: true, away: false })),
  options: {},
  clock: { kind: 'none' },
  botLevel: 'standard',
  gameNo: 1,
  version: 7,
  turn: [0],
  deadline: null,
  outcome: null,
  createdAt: 0,
  ...over,
});

describe('OnlineTable', () => {
  it('says hello with the stored seat and host keys', () => {
    const storage = new MemoryStorage();
    saveTable(storage, 'abc', { key: 'seat-key', hostKey: 'host-key' });
    const sockets: FakeSocket[] = [];
    new OnlineTable('abc', {
      socket: () => (sockets.push(new FakeSocket()), sockets[0]),
      storage,
      url: 'ws://x',
      setTimer: () => 0,
      clearTimer: () => {},
      now: () => 0,
    });
    sockets[0].open();
    expect(sockets[0].sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, key: 'seat-key', hostKey: 'host-key' });
  });

  it('turns updates into snapshots, keeps the log and sends actions at the view version', () => {
    const { sockets, table, storage } = harness();
    const snapshots: TableSnapshot[] = [];
    table.subscribe((s) => snapshots.push(s));
    sockets[0].open();
    sockets[0].receive({ type: 'seated', seat: 0, key: 'k1', rejoin: '/t/abc#key=k1' });
    sockets[0].receive({
      type: 'update',
      table: info(),
      you: { seat: 0, host: true },
      view: { version: 7, legal: [] },
      events: [{ type: 'cardPlayed', audience: 'all', seat: 1, card: 'AS' }],
    });
    const last = snapshots.at(-1)!;
    expect(last).toMatchObject({ mySeat: 0, host: true, status: 'playing', game: 'baloot' });
    expect(last.seats[1].bot).toBe(true);
    expect(last.log).toEqual([{ id: 0, seat: 1, type: 'cardPlayed', data: { seat: 1, card: 'AS' } }]);
    expect(getTable(storage, 'abc')).toMatchObject({ key: 'k1', seat: 0, myTurn: true, game: 'baloot' });
    table.act({ type: 'play', card: 'TH' });
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'act', version: 7, action: { type: 'play', card: 'TH' } });
  });

  it("marks 'my turn' by the view's turn, not by every seat that may act", () => {
    const { sockets, storage } = harness();
    sockets[0].open();
    sockets[0].receive({ type: 'seated', seat: 0, key: 'k1', rejoin: '/t/abc#key=k1' });
    sockets[0].receive({ type: 'update', table: info({ turn: [1, 0] }), you: { seat: 0, host: true }, view: { version: 7, turn: 1, legal: [] }, events: [] });
    expect(getTable(storage, 'abc')).toMatchObject({ myTurn: false });
    sockets[0].receive({ type: 'update', table: info({ turn: [0, 1] }), you: { seat: 0, host: true }, view: { version: 8, turn: 0, legal: [] }, events: [] });
    expect(getTable(storage, 'abc')).toMatchObject({ myTurn: true });
  });

  it('reconnects by itself after a dropped connection, and gives up on a table that does not exist', () => {
    const { sockets, timers, table } = harness();
    const links: Link[] = [];
    table.link((l) => links.push(l));
    sockets[0].open();
    sockets[0].onclose?.({ code: 1006, reason: '' });
    expect(links.at(-1)).toBe('lost');
    const retry = timers.find((t) => t.ms < 20_000)!;
    retry.fn();
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(links.at(-1)).toBe('open');
    sockets[1].onclose?.({ code: CLOSE.noTable, reason: 'noTable' });
    expect(links.at(-1)).toBe('closed');
    expect(table.closed).toBe('noTable');
  });

  it('says a table with too many sockets is full, tries again slowly, and joins once there is room', () => {
    const { sockets, timers, table } = harness();
    const links: Link[] = [];
    table.link((l) => links.push(l));
    sockets[0].open();
    sockets[0].onclose?.({ code: CLOSE.tooManySockets, reason: 'tooManySockets' });
    expect(links.at(-1)).toBe('full');
    expect(table.closed).toBeNull();
    const retry = timers.find((t) => t.ms >= 30_000 && t.ms < 60_000)!;
    retry.fn();
    expect(links.at(-1)).toBe('full'); // still full until the new socket is in
    sockets[1].open();
    expect(links.at(-1)).toBe('open');
    expect(sockets[1].sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION });
  });

  it('forgets a seat key the server refuses and comes back as a spectator', () => {
    const { sockets, timers, storage } = harness();
    saveTable(storage, 'abc', { key: 'old', seat: 2 });
    sockets[0].open();
    sockets[0].onclose?.({ code: CLOSE.badKey, reason: 'badKey' });
    expect(getTable(storage, 'abc')).toMatchObject({ key: null, seat: null });
    timers.find((t) => t.ms < 20_000)!.fn();
    sockets[1].open();
    expect(sockets[1].sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION });
  });
});

describe('table keys in this browser', () => {
  it('takes the secret from a rejoin or host link fragment', () => {
    const storage = new MemoryStorage();
    expect(absorbFragment(storage, 'abc', '#key=s3cret')).toBe(true);
    expect(absorbFragment(storage, 'abc', '#host=h0st')).toBe(true);
    expect(absorbFragment(storage, 'abc', '')).toBe(false);
    expect(getTable(storage, 'abc')).toMatchObject({ key: 's3cret', hostKey: 'h0st' });
  });
  it('lists tables newest first', () => {
    const storage = new MemoryStorage();
    saveTable(storage, 'a', {}, 1);
    saveTable(storage, 'b', {}, 3);
    saveTable(storage, 'c', {}, 2);
    expect(listTables(storage).map((t) => t.id)).toEqual(['b', 'c', 'a']);
  });
});

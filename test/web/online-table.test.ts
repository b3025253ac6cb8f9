import { describe, expect, it, vi } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { absorbFragment, getTable, listTables, saveTable } from '../../web/src/lib/net/keys.js';
import { OnlineTable } from '../../web/src/lib/net/online-table.js';
import { witnessOf } from '../../web/src/lib/net/shuffle-witness.js';
import type { Link, TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import { MemoryStorage } from './fake-storage.js';
import { FakeSocket, harness, info } from './table-kit.js';

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
    expect(sockets[0].sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, key: 'seat-key', hostKey: 'host-key', nonces: true });
  });

  it("sends its seat's nonce once when the table asks, keeps it with the commitment it saw, and sends the same after a reconnect", async () => {
    const { sockets, storage, timers } = harness();
    sockets[0].open();
    const ask = (over: object, you = { seat: 0, host: true }) =>
      sockets.at(-1)!.receive({ type: 'update', game: 'baloot', table: info(over), you, view: null, events: [] });
    const commitment = 'c'.repeat(64);
    const nonces = () => sockets.flatMap((socket) => socket.sent).filter((m) => (m as { type: string }).type === 'nonce') as { gameNo: number; nonce: string }[];
    ask({ status: 'lobby', gameNo: 0, shuffle: { gameNo: 1, commitment, awaiting: [0] } }, { seat: null, host: false } as never);
    ask({ status: 'lobby', gameNo: 0, shuffle: { gameNo: 1, commitment, awaiting: [2] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(nonces()).toEqual([]); // a spectator, or a seat the table does not wait for, sends none
    ask({ status: 'lobby', gameNo: 0, shuffle: { gameNo: 1, commitment, awaiting: [0, 2] } });
    ask({ status: 'lobby', gameNo: 0, shuffle: { gameNo: 1, commitment, awaiting: [0] } });
    await vi.waitFor(() => expect(nonces()).toHaveLength(1));
    const [sent] = nonces();
    expect(sent).toMatchObject({ gameNo: 1, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(witnessOf(storage, 'abc', 1)).toEqual({ commitment, seat: 0, nonce: sent!.nonce });

    // the socket drops before the deal: the new one sends the same nonce again, once
    sockets[0].onclose?.({ code: 1006, reason: '' });
    timers.shift()!.fn();
    sockets[1]!.open();
    ask({ status: 'lobby', gameNo: 0, shuffle: { gameNo: 1, commitment: 'd'.repeat(64), awaiting: [0] } });
    await vi.waitFor(() => expect(nonces()).toHaveLength(2));
    expect(nonces()[1]).toEqual({ type: 'nonce', gameNo: 1, nonce: sent!.nonce });
    expect(witnessOf(storage, 'abc', 1)?.commitment).toBe(commitment); // the first commitment seen stays
  });

  it('turns updates into snapshots, keeps the log and sends actions at the view version', () => {
    const { sockets, table, storage } = harness();
    const snapshots: TableSnapshot[] = [];
    table.subscribe((s) => snapshots.push(s));
    sockets[0].open();
    sockets[0].receive({ type: 'seated', seat: 0, key: 'k1', rejoin: '/t/abc#key=k1' });
    sockets[0].receive({
      type: 'update',
      game: 'baloot',
      table: info(),
      you: { seat: 0, host: true },
      view: { version: 7, turn: 0, legal: [] },
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

  it('applies patches to the last update, and asks for a sync when a patch does not follow it', () => {
    const { sockets, table } = harness();
    const snapshots: TableSnapshot[] = [];
    table.subscribe((s) => snapshots.push(s));
    sockets[0].open();
    sockets[0].receive({ type: 'update', n: 1, table: info({ version: 7 }), you: { seat: 0, host: true }, view: { version: 7, legal: [] }, events: [] });
    const ops = [
      [['table', 'version'], 8],
      [['view', 'version'], 8],
      [['view', 'legal'], [{ type: 'pass' }], 1],
    ];
    sockets[0].receive({ type: 'patch', n: 2, ops, events: [{ type: 'cardPlayed', audience: 'all', seat: 1, card: 'AS' }] });
    expect(snapshots.at(-1)!.view).toEqual({ version: 8, legal: [{ type: 'pass' }] });
    expect(snapshots.at(-1)!.log.map((line) => line.type)).toEqual(['cardPlayed']);
    table.act({ type: 'pass' });
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'act', version: 8, action: { type: 'pass' } });
    // n 4 after n 2: one patch was missed, so this one is not applied and the whole update is asked for
    const count = snapshots.length;
    sockets[0].receive({ type: 'patch', n: 4, ops: [[['view', 'version'], 10]], events: [] });
    expect(snapshots.length).toBe(count);
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'sync' });
    sockets[0].receive({ type: 'update', n: 5, table: info({ version: 10 }), you: { seat: 0, host: true }, view: { version: 10, legal: [] }, events: [] });
    expect(snapshots.at(-1)!.view).toEqual({ version: 10, legal: [] });
  });

  it("marks 'my turn' by the view's turn, not by every seat that may act", () => {
    const { sockets, storage } = harness();
    sockets[0].open();
    sockets[0].receive({ type: 'seated', seat: 0, key: 'k1', rejoin: '/t/abc#key=k1' });
    sockets[0].receive({ type: 'update', game: 'baloot', table: info({ turn: [1, 0] }), you: { seat: 0, host: true }, view: { version: 7, turn: 1, legal: [] }, events: [] });
    expect(getTable(storage, 'abc')).toMatchObject({ myTurn: false });
    sockets[0].receive({ type: 'update', game: 'baloot', table: info({ turn: [0, 1] }), you: { seat: 0, host: true }, view: { version: 8, turn: 0, legal: [] }, events: [] });
    expect(getTable(storage, 'abc')).toMatchObject({ myTurn: true });
  });

  it("writes this browser's list of tables only when the table's entry changed, not on every move", () => {
    const { sockets, storage } = harness();
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => (writes.push(key), setItem(key, value));
    sockets[0].open();
    sockets[0].receive({ type: 'seated', seat: 0, key: 'k1', rejoin: '/t/abc#key=k1' });
    const update = (version: number, turn: number) =>
      sockets[0].receive({ type: 'update', game: 'baloot', table: info({ turn: [turn], version }), you: { seat: 0, host: true }, view: { version, turn, legal: [] }, events: [] });
    update(7, 1);
    const listed = writes.filter((key) => key === 'majlis:tables').length;
    update(8, 2);
    update(9, 3);
    expect(writes.filter((key) => key === 'majlis:tables').length, 'moves of other seats').toBe(listed);
    update(10, 0);
    expect(writes.filter((key) => key === 'majlis:tables').length, 'the turn comes to this seat').toBe(listed + 1);
    expect(getTable(storage, 'abc')).toMatchObject({ myTurn: true, key: 'k1', seat: 0 });
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
    expect(sockets[1].sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, nonces: true });
  });

  it('forgets a seat key the server refuses and comes back as a spectator', () => {
    const { sockets, timers, storage } = harness();
    saveTable(storage, 'abc', { key: 'old', seat: 2 });
    sockets[0].open();
    sockets[0].onclose?.({ code: CLOSE.badKey, reason: 'badKey' });
    expect(getTable(storage, 'abc')).toMatchObject({ key: null, seat: null });
    timers.find((t) => t.ms < 20_000)!.fn();
    sockets[1].open();
    expect(sockets[1].sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, nonces: true });
  });
});

describe('OnlineTable while reconnecting', () => {
  const reconnect = (timers: { fn: () => void; ms: number }[]) => timers.find((t) => t.ms < 20_000)!.fn();
  // the answer to a hello: the state and the whole score sheet
  const update = (version: number) => ({ type: 'update', game: 'baloot', table: info({ version }), you: { seat: 0, host: false }, view: { version, legal: [] }, events: [], history: { from: 0, hands: [] } });
  const play = (card: string) => ({ type: 'play', card });

  function dropped() {
    const h = harness();
    const snapshots: TableSnapshot[] = [];
    const links: Link[] = [];
    h.table.subscribe((s) => snapshots.push(s));
    h.table.link((l) => links.push(l));
    h.sockets[0].open();
    h.sockets[0].receive(update(7));
    h.sockets[0].onclose?.({ code: 1006, reason: '' });
    return { ...h, snapshots, links };
  }

  it('queues moves made while the socket is down and sends them, at their version, once the fresh state is in', () => {
    const { sockets, timers, table, snapshots } = dropped();
    table.act(play('TH'));
    expect(snapshots.at(-1)).toMatchObject({ waiting: 1, notice: null });
    reconnect(timers);
    sockets[1].open();
    expect(sockets[1].sent).toHaveLength(1); // hello only: the move waits for the fresh state
    sockets[1].receive(update(7));
    // first the question what was missed since the person's last move, then the waiting move
    expect(sockets[1].sent.slice(1)).toEqual([{ type: 'catchUp', until: 7 }, { type: 'act', version: 7, action: play('TH') }]);
    expect(snapshots.at(-1)).toMatchObject({ waiting: 0 });
    // later moves go straight out
    table.act(play('AS'));
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'act', version: 7, action: play('AS') });
  });

  it('tells the person plainly when a queued move came back stale, but not for a double click', () => {
    const { sockets, timers, table, snapshots } = dropped();
    table.act(play('TH'));
    reconnect(timers);
    sockets[1].open();
    sockets[1].receive(update(9));
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'act', version: 7, action: play('TH') });
    sockets[1].receive({ type: 'error', code: 'stale', message: 'that action was made at version 7; the game is at 9', version: 9 });
    sockets[1].receive(update(9));
    expect(snapshots.at(-1)).toMatchObject({ notice: 'moveStale', errorCode: null });
    // the next move clears the notice; a stale answer to a live move says nothing
    table.act(play('AS'));
    sockets[1].receive({ type: 'error', code: 'stale', message: 'stale', version: 10 });
    sockets[1].receive(update(10));
    expect(snapshots.at(-1)).toMatchObject({ notice: null, errorCode: null });
  });

  it('claims at the view\'s version and keeps the code of a refusal, for the page to word it', () => {
    const { sockets, timers, table, snapshots } = dropped();
    reconnect(timers);
    sockets[1].open();
    sockets[1].receive(update(9));
    table.claim();
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'claim', version: 9 });
    sockets[1].receive({ type: 'error', code: 'claimLosesATrick', message: 'your cards do not take every remaining trick', version: 9 });
    expect(snapshots.at(-1)).toMatchObject({ errorCode: 'claimLosesATrick', claims: true });
    table.configure({ claims: false });
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'configure', claims: false });
  });

  it('keeps a bounded queue: repeats of a waiting move are one move, and the first moves are kept', () => {
    const { sockets, timers, table, snapshots } = dropped();
    for (let i = 0; i < 3; i++) table.act(play('TH'));
    for (let i = 0; i < 30; i++) table.act(play(`C${i}`));
    const waiting = snapshots.at(-1)!.waiting;
    expect(waiting).toBeGreaterThan(1);
    expect(waiting).toBeLessThanOrEqual(10);
    reconnect(timers);
    sockets[1].open();
    sockets[1].receive(update(7));
    const sent = sockets[1].sent.slice(2) as { action: { card: string } }[]; // after hello and catchUp
    expect(sent).toHaveLength(waiting);
    expect(sent.map((m) => m.action.card).slice(0, 2)).toEqual(['TH', 'C0']);
  });

  it('drops the socket at once when the browser goes offline, and queues the moves made meanwhile', () => {
    const { sockets, table } = harness();
    const links: Link[] = [];
    table.link((l) => links.push(l));
    sockets[0].open();
    sockets[0].receive(update(7));
    table.offline();
    expect(links.at(-1)).toBe('lost');
    table.act(play('TH'));
    expect(sockets[0].sent.some((m) => (m as { type: string }).type === 'act')).toBe(false);
    table.wake();
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    sockets[1].receive(update(7));
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'act', version: 7, action: play('TH') });
  });

  it('notices a connection that died silently: no answer to a ping in time means reconnect', () => {
    const { sockets, timers, table } = harness();
    const links: Link[] = [];
    table.link((l) => links.push(l));
    sockets[0].open();
    sockets[0].receive(update(7));
    timers.find((t) => t.ms === 25_000)!.fn();
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'ping' });
    sockets[0].receive({ type: 'pong' });
    timers.find((t) => t.ms === 25_000)!.fn();
    expect(links.at(-1)).toBe('open');
    const deadline = timers.find((t) => t.ms === 10_000)!;
    deadline.fn();
    expect(links.at(-1)).toBe('lost');
    const retry = timers.at(-1)!;
    expect(retry.ms).toBeLessThan(10_000);
    retry.fn();
    expect(sockets).toHaveLength(2);
  });
});

describe('OnlineTable keeps the host key', () => {
  const hello = (socket: FakeSocket) => socket.sent[0];
  const reconnect = (timers: { fn: () => void; ms: number }[]) => timers.find((t) => t.ms < 20_000)!.fn();

  it('drops only the seat key when the server refuses it next to a good host key', () => {
    const { sockets, storage, table } = harness();
    saveTable(storage, 'abc', { key: 'left-seat', seat: 0, hostKey: 'host-key' });
    sockets[0].open();
    expect(hello(sockets[0])).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, key: 'left-seat', hostKey: 'host-key', nonces: true });
    sockets[0].receive({ type: 'error', code: 'badKey', message: 'your seat key holds no seat' });
    sockets[0].receive({ type: 'update', game: 'baloot', table: info(), you: { seat: null, host: true }, view: null, events: [] });
    expect(getTable(storage, 'abc')).toMatchObject({ key: null, seat: null, hostKey: 'host-key' });
    const snapshots: TableSnapshot[] = [];
    table.subscribe((s) => snapshots.push(s));
    expect(snapshots.at(-1)).toMatchObject({ host: true, mySeat: null });
  });

  it('drops only the host key when a socket that sent both is closed with badKey', () => {
    const { sockets, timers, storage } = harness();
    saveTable(storage, 'abc', { key: 'seat-key', seat: 1, hostKey: 'wrong-host' });
    sockets[0].open();
    sockets[0].onclose?.({ code: CLOSE.badKey, reason: 'badKey' });
    expect(getTable(storage, 'abc')).toMatchObject({ key: 'seat-key', seat: 1, hostKey: null });
    reconnect(timers);
    sockets[1].open();
    expect(hello(sockets[1])).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, key: 'seat-key', nonces: true });
  });

  it('forgets the seat key once the server says this socket no longer holds the seat (it stood up)', () => {
    const { sockets, timers, storage, table } = harness();
    saveTable(storage, 'abc', { hostKey: 'host-key' });
    sockets[0].open();
    sockets[0].receive({ type: 'seated', seat: 0, key: 'k1', rejoin: '/t/abc#key=k1' });
    sockets[0].receive({ type: 'update', game: 'baloot', table: info({ status: 'lobby' }), you: { seat: 0, host: true }, view: null, events: [] });
    table.leave();
    sockets[0].receive({ type: 'update', game: 'baloot', table: info({ status: 'lobby' }), you: { seat: null, host: true }, view: null, events: [] });
    expect(getTable(storage, 'abc')).toMatchObject({ key: null, seat: null, hostKey: 'host-key' });
    sockets[0].onclose?.({ code: 1006, reason: '' });
    reconnect(timers);
    sockets[1].open();
    expect(hello(sockets[1])).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, hostKey: 'host-key', nonces: true });
  });

  it('leaves alone a key another tab stored meanwhile', () => {
    const { sockets, storage } = harness();
    saveTable(storage, 'abc', { key: 'old', seat: 0, hostKey: 'host-key' });
    sockets[0].open();
    saveTable(storage, 'abc', { key: 'new', seat: 2 });
    sockets[0].receive({ type: 'error', code: 'badKey', message: 'your seat key holds no seat' });
    expect(getTable(storage, 'abc')).toMatchObject({ key: 'new', seat: 2, hostKey: 'host-key' });
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

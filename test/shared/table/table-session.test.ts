import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../../shared/protocol/messages.js';
import { IDLE_MS, KEEP_FINISHED_MS, LOBBY_MS } from '../../../shared/table/deadlines.js';
import { DEFAULT_LIMITS } from '../../../shared/table/rate-limit.js';
import { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

/** A Baloot table: the host in seat 0, bots elsewhere, started. */
function soloGame(request: Record<string, unknown> = {}) {
  const h = new Harness().create(request);
  const host = h.connect({ hostKey: h.hostKey });
  const key = h.sit(host, 0);
  for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host, key };
}

describe('TableSession', () => {
  it('plays a whole Baloot game: one person and three bots; every update leaves after its action is stored', () => {
    const { h, host } = soloGame();
    const stored: [number, number][] = [];
    const send = host.send.bind(host);
    host.send = (text) => {
      const version = JSON.parse(text).table?.version;
      if (version !== undefined) stored.push([version, h.store.games.get(1)?.actions.length ?? 0]);
      send(text);
    };
    let guard = 0;
    while (host.lastOf('update').table.status === 'playing' && guard++ < 5000) {
      const view = h.view(host);
      expect(view.legal.length).toBeGreaterThan(0);
      h.time += 500;
      const reply = h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
      expect(reply?.type, JSON.stringify(reply)).toBe('update');
    }
    const table = host.lastOf('update').table;
    expect(table.status).toBe('over');
    expect(table.outcome).not.toBeNull();
    const log = h.session.finishedGame(1)!;
    expect(log.actions.length).toBe(table.version);
    // the seed is made from the server's secret seed and the nonces (Verifiable shuffle: test/shared/table/shuffle.test.ts)
    expect(log.setup.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(log.shuffle?.serverSeed).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const [version, actions] of stored) expect(actions).toBe(version);
  });

  it('rebuilds the same game from the store after hibernation', () => {
    const { h, host, key } = soloGame();
    for (let i = 0; i < 5; i++) {
      const view = h.view(host);
      h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
    }
    const before = host.lastOf('update');
    h.wake();
    const phone = h.connect({ key });
    const after = phone.lastOf('update');
    expect(after.view).toEqual(before.view);
    expect(after.table).toEqual({ ...before.table, seats: after.table.seats });
    const view = h.view(host);
    expect(h.send(host, { type: 'act', version: view.version, action: view.legal[0] })?.type).toBe('update');
  });

  it('refuses a socket that never said hello, and a table that does not exist', () => {
    const h = new Harness();
    expect(h.connect().closed?.code).toBe(CLOSE.noTable);
    h.create({});
    const peer = new FakePeer(h.time);
    h.peers.push(peer);
    h.session.connect(peer);
    expect(h.send(peer, { type: 'leave' })).toMatchObject({ type: 'error', code: 'helloFirst' });
  });

  it('rate-limits each socket and closes one that keeps flooding', () => {
    const h = new Harness().create({});
    const peer = h.connect();
    const errors = () => peer.messages().filter((m) => m.type === 'error').length;
    for (let i = 1; i < DEFAULT_LIMITS.burst; i++) expect(h.send(peer, { type: 'ping' })?.type).toBe('pong');
    expect(h.send(peer, { type: 'ping' })).toMatchObject({ type: 'error', code: 'rateLimited' });
    for (let i = 0; i < 20; i++) h.send(peer, { type: 'ping' });
    expect(errors()).toBe(1); // said once per run of refusals
    h.time += 10_000;
    expect(h.send(peer, { type: 'ping' })?.type).toBe('pong');
    for (let i = 0; i < DEFAULT_LIMITS.burst + DEFAULT_LIMITS.closeAfter + 1 && !peer.closed; i++) h.send(peer, { type: 'ping' });
    expect(peer.closed).toEqual({ code: CLOSE.flooding, reason: 'flooding' });
    const other = h.connect();
    expect(h.send(other, { type: 'ping' })?.type).toBe('pong');
  });

  it('lets a bot play when a live turn runs out; two misses in a row show the seat as away', () => {
    const { h, host } = soloGame({ clock: { kind: 'live', seconds: 30 } });
    const start = host.lastOf('update').table;
    expect(start.turn).toEqual([0]);
    expect(start.deadline).toBe(h.time + 30_000);
    expect(h.session.alarmAt()).toBe(start.deadline);
    h.time += 29_000;
    h.session.alarm();
    expect(host.lastOf('update').table.version).toBe(start.version); // not yet
    for (const away of [false, true]) {
      h.time = h.session.alarmAt()!;
      expect(h.session.alarm()).toBe('kept');
      const table = host.lastOf('update').table;
      expect(table.seats[0].away).toBe(away);
      expect(table.deadline).toBe(h.time + 30_000);
    }
    const log = h.store.games.get(1)!.actions;
    // a stand-in may take more than one move for its turn (a choice, then its card); all of them for seat 0
    const stoodIn = log.filter((a) => a.by === 'timeout');
    expect(stoodIn.length).toBeGreaterThanOrEqual(2);
    expect(stoodIn.every((a) => a.seat === 0)).toBe(true);
    // each stand-in is told to everyone first: the seat's time ran out (then the move, as its events)
    const events = host.messages().flatMap((message) => (message.type === 'update' ? message.events : []));
    const told = events.flatMap((event, i) => (event.type === 'timedOut' ? [{ event, next: events[i + 1]?.seat }] : []));
    // each stand-in's first move: in the auction the table passes for the seat (it never bids for
    // anyone) and says so; with a card to play a bot plays one (its projects first, in Baloot), and the event says only that the time
    // ran out. (A deal may give the seat no turn in the auction at all: then both are cards.)
    expect(told.map(({ next }) => next)).toEqual([0, 0]);
    const turns = log.filter((a, i) => a.by === 'timeout' && log[i - 1]?.by !== 'timeout');
    expect(turns).toHaveLength(2);
    for (const turn of turns) expect(['pass', 'declare', 'play'], JSON.stringify(turn.action)).toContain(turn.action.type);
    told.forEach(({ event }, i) => expect(event).toEqual({ type: 'timedOut', audience: 'all', seat: 0, ...(turns[i].action.type === 'pass' ? { passed: true } : {}) }));
    const view = h.view(host);
    h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
    expect(host.lastOf('update').table.seats[0].away).toBe(false);
  });

  it('a clocked move writes only its log: the record stays as stored, and a wake-up works the deadline out again', () => {
    const { h, host, key } = soloGame({ clock: { kind: 'async', hours: 24 }, autoForced: false });
    const writes = h.store.recordWrites;
    const deadlines: number[] = [];
    for (let i = 0; i < 12 && host.lastOf('update').table.status === 'playing'; i++) {
      h.time += 60_000;
      const view = h.view(host);
      h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
      const { table } = host.lastOf('update');
      expect(table.deadline).toBe(h.time + 24 * 3600_000);
      deadlines.push(table.deadline!);
    }
    expect(new Set(deadlines).size).toBe(12); // every move restarted the clock...
    expect(h.store.recordWrites).toBe(writes); // ...and none rewrote the record
    const before = host.lastOf('update').table;
    h.time += 5_000;
    h.wake();
    const phone = h.connect({ key });
    expect(phone.lastOf('update').table.deadline).toBe(before.deadline);
    expect(h.session.alarmAt()).toBe(before.deadline);
    // the deadline still rings: a bot plays the timed-out turn and the seat's miss is stored
    h.time = before.deadline!;
    const logged = h.store.games.get(1)!.actions.length;
    const heard = host.frames.length;
    expect(h.session.alarm()).toBe('kept');
    const stoodIn = h.store.games.get(1)!.actions.slice(logged).filter((a) => a.by === 'timeout');
    expect(stoodIn.length).toBeGreaterThanOrEqual(1); // the turn's moves (a choice, then a card, may be two)
    expect(stoodIn.every((a) => a.seat === 0)).toBe(true);
    const told = host.messages().slice(heard).flatMap((m) => (m.type === 'update' ? m.events : []));
    // (said to be the table's cautious choice when it was one: a pass in the auction, not a bot's card)
    const cautious = ['pass', 'stand', 'deal'].includes(stoodIn[0]!.action.type);
    expect(told.filter((e) => e.type === 'timedOut')).toEqual([{ type: 'timedOut', audience: 'all', seat: 0, ...(cautious ? { passed: true } : {}) }]);
    expect(h.store.recordWrites).toBe(writes + 1);
    expect(h.store.record!.seats[0].misses).toBe(1);
  });

  it('a move reads the list of sockets once and writes only its log entry', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    h.sit(host, 0);
    const others = [1, 2, 3].map((seat) => {
      const peer = h.connect();
      h.sit(peer, seat);
      return peer;
    });
    h.send(host, { type: 'start' });
    const [lists, writes, recordWrites] = [h.peerLists, h.store.writes, h.store.recordWrites];
    const seat = h.view(host).turn as number;
    const mover = seat === 0 ? host : others[seat - 1];
    const view = h.view(mover);
    h.send(mover, { type: 'act', version: view.version, action: view.legal[0] });
    expect(h.peerLists - lists).toBe(1);
    expect([h.store.writes - writes, h.store.recordWrites - recordWrites]).toEqual([1, 0]);
    for (const peer of [host, ...others]) expect(peer.lastOf('update').table.version).toBe(view.version + 1);
  });

  it('[AF-6.1] waits only for the seat whose turn it is: bots never expose cards, timeouts hit only the mover', () => {
    const { h, host } = soloGame({ game: 'all-fours', seats: 4, options: { exposedCards: true }, clock: { kind: 'live', seconds: 30 } });
    for (let move = 0; move < 400 && host.lastOf('update').table.status === 'playing'; move++) {
      const { table } = host.lastOf('update');
      expect(table.turn.length).toBe(1); // toAct also lists seats that may expose or call; the clock does not
      const view = h.view(host);
      const mine = (view.legal as { type: string }[]).filter((a) => a.type !== 'play' || table.turn[0] === 0);
      if (table.turn[0] === 0) h.send(host, { type: 'act', version: view.version, action: mine[0] });
      else {
        h.time = h.session.alarmAt()!; // a person who is not to move never runs out of time
        h.session.alarm();
      }
    }
    const events = host.messages().flatMap((m) => (m.type === 'update' ? m.events : []));
    expect(events.filter((e) => e.type === 'cardExposed')).toEqual([]);
    const log = h.store.games.get(1)!.actions;
    expect(log.filter((a) => a.by === 'timeout')).toEqual([]);
    expect(log.filter((a) => a.by === 'bot').length).toBeGreaterThan(10);
  });

  it('gives an async clock hours per move; bots finish the game of a player away; a game nobody plays is deleted after 30 days', () => {
    const { h, host } = soloGame({ clock: { kind: 'async', hours: 48 }, autoForced: false });
    expect(host.lastOf('update').table.deadline).toBe(h.time + 48 * 3600_000);
    h.send(host, { type: 'configure', clock: { kind: 'none' } });
    expect(host.last()).toMatchObject({ code: 'started' });
    const created = h.store.record!.touchedAt;
    // bots play for the absent player (at once once the seat is away); that is no touch
    for (let day = 2; day < 30; day += 2) {
      h.time = created + day * 24 * 3600_000;
      expect(h.session.alarm()).toBe('kept');
    }
    expect(host.lastOf('update').table.status).toBe('over');
    expect(h.store.record!.touchedAt).toBe(created);
    // finished: its record is kept 90 days from the last touch
    expect(h.session.alarmAt()).toBe(created + KEEP_FINISHED_MS);
    // a game in play without a clock, its person gone: deleted 30 days after the last touch
    const idle = soloGame();
    const touched = idle.h.store.record!.touchedAt;
    expect(idle.host.lastOf('update').table.status).toBe('playing');
    expect(idle.h.session.alarmAt()).toBe(touched + IDLE_MS);
    idle.h.time = touched + IDLE_MS - 1;
    expect(idle.h.session.alarm()).toBe('kept');
    idle.h.time = touched + IDLE_MS;
    expect(idle.h.session.alarm()).toBe('deleted');
    expect(idle.host.closed?.code).toBe(CLOSE.noTable);
    expect(idle.h.store.record).toBeNull();
    expect(idle.h.session.summary()).toBeNull();
  });

  it('deletes a lobby nobody touched for 14 days, and a finished table after the time its host keeps records (90 days unless told)', () => {
    const lobby = new Harness().create({});
    const host = lobby.connect({ hostKey: lobby.hostKey });
    const made = lobby.store.record!.touchedAt;
    expect(lobby.session.alarmAt()).toBe(made + LOBBY_MS);
    lobby.time = made + LOBBY_MS - 1;
    expect(lobby.session.alarm()).toBe('kept');
    lobby.time = made + LOBBY_MS;
    expect(lobby.session.alarm()).toBe('deleted');
    expect(host.closed?.code).toBe(CLOSE.noTable);
    expect([lobby.store.record, lobby.session.summary()]).toEqual([null, null]);
    const DAY = 24 * 3600_000;
    for (const keep of [undefined, 7 * DAY]) {
      const h = new Harness(undefined, undefined, keep === undefined ? {} : { keepFinishedMs: keep }).create({ options: { target: 20 } });
      const player = h.connect({ hostKey: h.hostKey });
      h.sit(player, 0);
      for (const seat of [1, 2, 3]) h.send(player, { type: 'assign', seat, to: 'bot' });
      h.send(player, { type: 'start' });
      for (let guard = 0; player.lastOf('update').table.status === 'playing' && guard < 5000; guard++) {
        const view = h.view(player);
        h.time += 500;
        h.send(player, { type: 'act', version: view.version, action: view.legal[0] });
      }
      expect(player.lastOf('update').table.status).toBe('over');
      const ended = h.store.record!.touchedAt;
      const kept = keep ?? KEEP_FINISHED_MS;
      expect(h.session.alarmAt()).toBe(ended + kept);
      // its record stays readable all that time (a replay, verify), then nothing of it is left
      h.time = ended + kept - 1;
      expect(h.session.alarm()).toBe('kept');
      expect(h.session.finishedGame(1)).not.toBeNull();
      h.time = ended + kept;
      expect(h.session.alarm()).toBe('deleted');
      expect([h.store.record, h.session.finishedGame(1), h.store.games.size]).toEqual([null, null, 0]);
    }
  });

  it('lets the host set seats, options and clock before the start, and refuses bad ones', () => {
    const h = new Harness().create({ game: 'fifty-six', seats: 4 });
    const host = h.connect({ hostKey: h.hostKey });
    h.send(host, { type: 'configure', seats: 6, options: { tables: 10 }, clock: { kind: 'live', seconds: 20 }, botLevel: 'random' });
    const table = host.lastOf('update').table;
    expect(table.seats).toHaveLength(6);
    expect(table.options.tables).toBe(10);
    expect(table.clock).toEqual({ kind: 'live', seconds: 20 });
    expect(table.botLevel).toBe('random');
    expect(h.send(host, { type: 'configure', seats: 5 })).toMatchObject({ code: 'badOptions', message: /not 5/ });
    expect(h.send(host, { type: 'configure', options: { nope: 1 } })).toMatchObject({ code: 'badOptions', message: /unknown option/ });
    h.sit(host, 5);
    expect(h.send(host, { type: 'configure', seats: 4 })).toMatchObject({ code: 'seatBusy' });
    expect(h.send(host, { type: 'start' })).toMatchObject({ code: 'seatsEmpty' });
  });

  it('frees a seat on leave; the old key then no longer works', () => {
    const h = new Harness().create({});
    const peer = h.connect();
    const key = h.sit(peer, 1, 'Sara');
    expect(h.send(peer, { type: 'sit', seat: 2, name: 'Sara' })).toMatchObject({ code: 'alreadySeated' });
    h.send(peer, { type: 'leave' });
    expect(peer.lastOf('update').table.seats[1]).toMatchObject({ kind: 'empty', name: null });
    expect(h.send(peer, { type: 'leave' })).toMatchObject({ code: 'notSeated' });
    expect(h.connect({ key }).closed).toEqual({ code: CLOSE.badKey, reason: 'badKey' });
  });

  it('keeps the host a host when its stale seat key is refused, and tells it so; a wrong host key is refused', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    const key = h.sit(host, 0);
    h.send(host, { type: 'leave' });
    // the host reloads: its hello still carries the seat key it stood up from
    const back = h.connect({ key, hostKey: h.hostKey });
    expect(back.closed).toBeNull();
    const [refused, update] = back.messages();
    expect(refused).toMatchObject({ type: 'error', code: 'badKey' });
    expect(update).toMatchObject({ type: 'update', you: { seat: null, host: true } });
    expect(h.send(back, { type: 'assign', seat: 1, to: 'bot' })?.type).toBe('update');
    // a wrong host key is refused even next to a good seat key
    const seatKey = h.sit(back, 2);
    expect(h.connect({ key: seatKey, hostKey: 'not-the-host' }).closed).toEqual({ code: CLOSE.badKey, reason: 'badKey' });
    expect(h.connect({ key: seatKey }).lastOf('update').you).toEqual({ seat: 2, host: false });
  });

  it('"Fill with bots" (assign ifFree) leaves a seat to whoever sat down just before, the host included', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    const guest = h.connect();
    // both sit while the host's screen still shows seats 0 and 1 free; its fill then reaches the table
    h.sit(host, 0, 'Host');
    h.sit(guest, 1, 'Guest');
    for (const seat of [0, 1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot', ifFree: true });
    const seats = host.lastOf('update').table.seats;
    expect(seats.map((s) => `${s.kind} ${s.name}`)).toEqual(['human Host', 'human Guest', 'bot Bot 3', 'bot Bot 4']);
    expect(guest.lastOf('update').you.seat).toBe(1);
    // without ifFree the host still hands a person's seat to a bot in the lobby, as before
    h.send(host, { type: 'assign', seat: 1, to: 'bot' });
    expect(host.lastOf('update').table.seats[1]).toMatchObject({ kind: 'bot' });
    expect(h.send(host, { type: 'assign', seat: 2, to: 'bot', ifFree: 'yes' })).toMatchObject({ code: 'badMessage', message: /ifFree/ });
  });

  it('lets the host give the seat of an absent player to a bot, but not of one who is playing', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    h.sit(host, 0);
    const guest = h.connect();
    const guestKey = h.sit(guest, 1, 'Guest');
    for (const seat of [2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    expect(h.send(host, { type: 'assign', seat: 1, to: 'bot' })).toMatchObject({ code: 'seatBusy' });
    guest.close(1000, 'gone');
    h.session.disconnect(guest);
    expect(host.lastOf('update').table.seats[1].connected).toBe(false);
    h.send(host, { type: 'assign', seat: 1, to: 'bot' });
    const table = host.lastOf('update').table;
    expect(table.seats[1]).toMatchObject({ kind: 'bot', name: 'Bot 2' });
    expect(table.turn).toEqual([0]); // the new bot played at once if it was its turn
    expect(h.connect({ key: guestKey }).closed?.code).toBe(CLOSE.badKey);
    h.send(host, { type: 'assign', seat: 1, to: 'empty' });
    const newcomer = h.connect();
    h.sit(newcomer, 1, 'Newcomer');
    expect(newcomer.lastOf('update').you.seat).toBe(1);
    expect((newcomer.lastOf('update').view as { myHand: string[] }).myHand.length).toBeGreaterThan(0);
  });

  it('goes on with a long run of bot moves from an alarm that rings at once', () => {
    const h = new Harness(undefined, 10).create({});
    const host = h.connect({ hostKey: h.hostKey });
    for (const seat of [0, 1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    expect(host.lastOf('update').table.version).toBe(10);
    let alarms = 0;
    while (host.lastOf('update').table.status === 'playing' && alarms < 1000) {
      expect(h.session.alarmAt()).toBe(h.time);
      h.time += 1;
      h.session.alarm();
      alarms++;
    }
    const table = host.lastOf('update').table;
    expect(table.status).toBe('over');
    expect(alarms).toBe(Math.ceil(table.version / 10) - 1);
  });

  it('with botStepsPerTurn 0 moves bots only from alarms, one a ring, and plays the seed its host gives', () => {
    const h = new Harness(undefined, 0, { seed: (gameNo) => `fixed/${gameNo}` }).create({});
    const host = h.connect({ hostKey: h.hostKey });
    h.sit(host, 0);
    for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    expect(h.store.games.get(1)!.setup.seed).toBe('fixed/1');
    const version = () => host.lastOf('update').table.version;
    const botsUntilMyTurn = () => {
      while (h.view(host).legal.length === 0) {
        const before = version();
        expect(h.session.alarmAt()).toBe(h.time);
        expect(host.lastOf('update').table.deadline).toBeNull(); // the bot's alarm is no one's clock
        h.time += 1;
        h.session.alarm();
        expect(version()).toBe(before + 1);
      }
    };
    botsUntilMyTurn();
    for (let move = 0; move < 3; move++) {
      const view = h.view(host);
      h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
      expect(version()).toBe(view.version + 1); // no bot moved with the person
      botsUntilMyTurn();
    }
  });

  it("names the table's game in every update, before the first game too, so a client types the view by it", () => {
    const h = new Harness().create({ game: 'fifty-six', seats: 6 });
    const host = h.connect({ hostKey: h.hostKey });
    expect(host.lastOf('update')).toMatchObject({ game: 'fifty-six', view: null });
    h.sit(host, 0);
    for (const seat of [1, 2, 3, 4, 5]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    const update = host.lastOf('update');
    // checking `game` gives the view Fifty-Six's type (`seats` is not in every game's view)
    if (update.game !== 'fifty-six' || update.view === null) throw new Error(`no Fifty-Six view in ${JSON.stringify(update)}`);
    expect(update.view.seats).toBe(6);
    expect(host.messages().every((m) => m.type !== 'update' || m.game === 'fifty-six')).toBe(true);
  });

  it('shows spectators the table but no hand', () => {
    const { h } = soloGame();
    const spectator = h.connect();
    const update = spectator.lastOf('update');
    expect(update.you).toEqual({ seat: null, host: false });
    expect((update.view as { myHand: unknown }).myHand).toBeNull();
    expect(h.send(spectator, { type: 'act', version: 0, action: { type: 'pass' } })).toMatchObject({ code: 'notSeated' });
  });
});

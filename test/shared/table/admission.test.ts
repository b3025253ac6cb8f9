import { describe, expect, it } from 'vitest';
import { CLOSE, MAX_SOCKETS, PROTOCOL_VERSION } from '../../../shared/protocol/messages.js';
import { HELLO_WAIT_MS, SPECTATOR_PLACES, WAITING_PLACES } from '../../../shared/table/admission.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

const noHello = { code: CLOSE.noHello, reason: 'noHello' };
const tooMany = { code: CLOSE.tooManySockets, reason: 'tooManySockets' };
const open = (peers: FakePeer[]) => peers.filter((peer) => !peer.closed);

/** A Baloot table with a live clock: Hala (the host) in seat 0, bots in the others, the game started and waiting for her. */
function clockedGame() {
  const h = new Harness().create({ clock: { kind: 'live', seconds: 30 } });
  const host = h.connect({ hostKey: h.hostKey });
  const key = h.sit(host, 0, 'Hala');
  for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  const deadline = host.lastOf('update').table.deadline!;
  expect(deadline).toBe(h.time + 30_000);
  return { h, host, key, deadline };
}

describe('a socket that does not say hello', () => {
  it(`is closed with noHello by the table's alarm ${HELLO_WAIT_MS} ms after it connected; the alarm then goes back to the game's deadline`, () => {
    const { h, host, deadline } = clockedGame();
    const connectedAt = h.time;
    const silent = h.open();
    expect(h.session.alarmAt()).toBe(connectedAt + HELLO_WAIT_MS);
    h.time = connectedAt + HELLO_WAIT_MS - 1;
    h.session.alarm();
    expect(silent.closed).toBeNull();
    h.time = connectedAt + HELLO_WAIT_MS;
    h.session.alarm();
    expect(silent.closed).toEqual(noHello);
    expect(silent.frames).toEqual([]);
    // the game's own deadline is still the alarm's, and still rings: Hala's time runs out
    expect(h.session.alarmAt()).toBe(deadline);
    expect(host.lastOf('update').table.version).toBe(h.view(host).version);
    const version = h.view(host).version;
    h.time = deadline;
    const logged = h.store.games.get(1)!.actions.length;
    h.session.alarm();
    // the table's stand-in move for Hala: a pass in the auction (said so), or, when the bots' bids of the
    // table's random deal ended the auction before her turn, a card of the play
    const stoodIn = h.store.games.get(1)!.actions.slice(logged).find((a) => a.by === 'timeout')!;
    expect(stoodIn.seat).toBe(0);
    const cautious = ['pass', 'stand', 'deal'].includes(stoodIn.action.type);
    expect(host.lastOf('update').events).toContainEqual({ type: 'timedOut', audience: 'all', seat: 0, ...(cautious ? { passed: true } : {}) });
    expect(h.view(host).version).toBeGreaterThan(version);
    expect(host.closed).toBeNull();
  });

  it('is closed at the next socket\'s arrival once its time is up, also by a session that woke up since (hibernation)', () => {
    const h = new Harness().create({});
    const silent = h.open();
    h.time += HELLO_WAIT_MS;
    h.wake(); // the connect time is the socket's own, not the session's memory
    const next = h.open();
    expect(silent.closed).toEqual(noHello);
    expect(next.closed).toBeNull();
  });

  it('is not helped by messages other than hello; a hello in time keeps it', () => {
    const h = new Harness().create({});
    const chatty = h.open();
    const polite = h.open();
    expect(h.send(chatty, { type: 'sync' })).toMatchObject({ type: 'error', code: 'helloFirst' });
    h.time += HELLO_WAIT_MS - 1;
    expect(h.send(polite, { type: 'hello', protocol: PROTOCOL_VERSION })).toMatchObject({ type: 'update' });
    h.time += 1;
    h.session.alarm();
    expect(chatty.closed).toEqual(noHello);
    expect(polite.closed).toBeNull();
    expect(h.session.alarmAt()).toBeGreaterThan(h.time + HELLO_WAIT_MS); // nobody waits any more
  });
});

describe('places at a table: anyone with the link cannot keep a player out', () => {
  it(`lets at most ${WAITING_PLACES} sockets wait for their hello: the next pushes out the one that waited longest, at once`, () => {
    const h = new Harness().create({});
    const waiting: FakePeer[] = [];
    for (let i = 0; i < WAITING_PLACES; i++, h.time += 10) waiting.push(h.open());
    expect(open(waiting)).toHaveLength(WAITING_PLACES);
    const newcomer = h.open();
    expect(waiting[0].closed).toEqual(noHello);
    expect(open(waiting)).toHaveLength(WAITING_PLACES - 1);
    expect(newcomer.closed).toBeNull();
  });

  it(`lets a seated player back in while ${MAX_SOCKETS + 16} silent sockets keep arriving`, () => {
    const h = new Harness().create({});
    const player = h.connect();
    const key = h.sit(player, 2, 'Noura');
    player.close(1000, 'gone');
    h.session.disconnect(player);
    const silent: FakePeer[] = [];
    for (let i = 0; i < MAX_SOCKETS + 16; i++, h.time += 5) silent.push(h.open());
    expect(open(silent).length).toBeLessThanOrEqual(WAITING_PLACES);
    const back = h.connect({ key });
    expect(back.closed).toBeNull();
    expect(back.lastOf('update').you).toEqual({ seat: 2, host: false });
    expect(back.lastOf('update').table.seats[2]).toMatchObject({ name: 'Noura', connected: true });
  });

  it(`keeps ${SPECTATOR_PLACES} spectators: the next is closed with tooManySockets, while a seat's and the host's sockets still get in`, () => {
    const h = new Harness().create({});
    const player = h.connect();
    const key = h.sit(player, 1, 'Ghazi');
    const spectators = Array.from({ length: SPECTATOR_PLACES }, () => h.connect());
    expect(open(spectators)).toHaveLength(SPECTATOR_PLACES);
    const silent = Array.from({ length: WAITING_PLACES }, () => h.open());
    const extra = h.connect();
    expect(extra.closed).toEqual(tooMany);
    expect(extra.frames).toEqual([]);
    const phone = h.connect({ key });
    expect(phone.lastOf('update').you.seat).toBe(1);
    const host = h.connect({ hostKey: h.hostKey });
    expect(host.lastOf('update').you).toEqual({ seat: null, host: true });
    expect(open([...spectators, ...silent, player, phone, host])).toHaveLength(SPECTATOR_PLACES + WAITING_PLACES + 2);
  });

  it(`makes room for a seat's socket by closing the oldest spectator once the table would hold more than ${MAX_SOCKETS}`, () => {
    const h = new Harness().create({});
    const player = h.connect();
    const key = h.sit(player, 0, 'Hala');
    const spectators: FakePeer[] = [];
    for (let i = 0; i < SPECTATOR_PLACES; i++, h.time += 1) spectators.push(h.connect());
    // the player's own devices take the members' places, and silent sockets all but one waiting place
    const devices = Array.from({ length: MAX_SOCKETS - SPECTATOR_PLACES - WAITING_PLACES - 1 }, () => h.connect({ key }));
    const silent = Array.from({ length: WAITING_PLACES - 1 }, () => h.open());
    const all = () => [...spectators, ...silent, player, ...devices];
    expect(open(all())).toHaveLength(MAX_SOCKETS - 1);
    devices.push(h.connect({ key }));
    expect(open(all())).toHaveLength(MAX_SOCKETS);
    const one = h.connect({ key });
    expect(one.lastOf('update').you.seat).toBe(0);
    expect(spectators[0].closed).toEqual(tooMany);
    expect(open(spectators)).toHaveLength(SPECTATOR_PLACES - 1);
    expect(open(silent)).toHaveLength(WAITING_PLACES - 1);
    expect(open([...all(), one])).toHaveLength(MAX_SOCKETS);
  });
});

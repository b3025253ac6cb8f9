import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../shared/protocol/messages.js';
import { sha256Hex } from '../../../shared/table/secrets.js';
import { commitmentText, NONCE_WAIT_MS, seedText } from '../../../shared/table/shuffle-proof.js';
import { verifyGame } from '../../../shared/table/verify-game.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';
import { connectWithNonces, finishedGame, nonceOf, playOut, TABLE_ID } from './kit/shuffle-game.js';

/** A Baloot table with people in seats 0 and 2 (whose clients send nonces), bots in 1 and 3, not yet started. */
function twoPeople() {
  const h = new Harness().create({});
  const host = connectWithNonces(h, { hostKey: h.hostKey });
  h.sit(host, 0);
  const guest = connectWithNonces(h);
  const guestKey = h.sit(guest, 2);
  for (const seat of [1, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  return { h, host, guest, guestKey };
}

const table = (peer: FakePeer) => peer.lastOf('update').table;
const errorOf = (reply: ServerMessage | undefined) => (reply?.type === 'error' ? reply.code : reply?.type);

describe('verifiable shuffle', () => {
  it('publishes the commitment before asking for nonces, deals once every seat asked sent one, and reveals it all at the end', async () => {
    const { h, host, guest } = twoPeople();
    h.send(host, { type: 'start' });
    const asked = table(guest);
    expect(asked.status).toBe('lobby');
    expect(asked.shuffle).toMatchObject({ gameNo: 1, awaiting: [0, 2] });
    const commitment = asked.shuffle!.commitment;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);

    h.send(host, { type: 'nonce', gameNo: 1, nonce: nonceOf(1) });
    expect(table(guest)).toMatchObject({ status: 'lobby', shuffle: { awaiting: [2] } });
    h.send(guest, { type: 'nonce', gameNo: 1, nonce: nonceOf(2) + nonceOf(3) });
    expect(table(guest)).toMatchObject({ status: 'playing', gameNo: 1, shuffle: { gameNo: 1, commitment, awaiting: [] } });

    // nothing of the seed leaves the table while the game is played
    expect(h.session.finishedGame(1)).toBeNull();
    const serverSeed = h.store.games.get(1)!.shuffle!.serverSeed;
    const seed = h.store.games.get(1)!.setup.seed;
    for (const peer of [host, guest]) for (const frame of peer.frames) expect(frame.includes(serverSeed) || frame.includes(seed)).toBe(false);
    expect(JSON.stringify(h.session.summary())).not.toContain(serverSeed);

    h.send(guest, { type: 'leave' }); // seat 2 is a bot's for the rest: the host plays out
    h.send(host, { type: 'assign', seat: 2, to: 'bot' });
    playOut(h, host);
    const record = h.session.finishedGame(1)!;
    expect(record.game).toBe('baloot');
    expect(record.shuffle).toEqual({ serverSeed, commitment, nonces: [nonceOf(1), null, nonceOf(2) + nonceOf(3), null] });
    expect(commitment).toBe(sha256Hex(commitmentText(TABLE_ID, 1, serverSeed)));
    expect(record.setup.seed).toBe(sha256Hex(seedText(serverSeed, record.shuffle!.nonces)));
    expect(await verifyGame(TABLE_ID, record, { commitment, seat: 0, nonce: nonceOf(1) })).toEqual({ ok: true, contributed: [0, 2] });
  });

  it('deals after the short wait with the nonces that arrived when one never comes, and refuses it late', async () => {
    const { h, host, guest } = twoPeople();
    h.send(host, { type: 'start' });
    expect(h.session.alarmAt()).toBe(h.time + NONCE_WAIT_MS);
    h.send(host, { type: 'nonce', gameNo: 1, nonce: nonceOf(7) });
    h.time += NONCE_WAIT_MS - 1;
    h.session.alarm();
    expect(table(host).status).toBe('lobby');
    h.time += 1;
    h.session.alarm();
    expect(table(host)).toMatchObject({ status: 'playing', shuffle: { awaiting: [] } });
    expect(h.store.games.get(1)!.shuffle!.nonces).toEqual([nonceOf(7), null, null, null]);

    const writes = h.store.writes;
    const frames = host.frames.length;
    expect(errorOf(h.send(guest, { type: 'nonce', gameNo: 1, nonce: nonceOf(8) }))).toBe('nonceLate');
    expect(h.store.writes).toBe(writes);
    expect(host.frames.length).toBe(frames);
  });

  it('survives hibernation while it waits: the pending deal is in the record', () => {
    const { h, host } = twoPeople();
    h.send(host, { type: 'start' });
    h.send(host, { type: 'nonce', gameNo: 1, nonce: nonceOf(9) });
    h.wake();
    h.time = h.session.alarmAt()!;
    h.session.alarm();
    expect(table(host).status).toBe('playing');
    expect(h.store.games.get(1)!.shuffle!.nonces).toEqual([nonceOf(9), null, null, null]);
  });

  it('waits for no seat whose person is offline, nor for a client that never said it sends nonces', () => {
    const { h, host, guest } = twoPeople();
    guest.closed = { code: 1000, reason: 'gone' };
    h.session.disconnect(guest);
    h.send(host, { type: 'start' });
    expect(table(host).shuffle?.awaiting).toEqual([0]);
    h.send(host, { type: 'nonce', gameNo: 1, nonce: nonceOf(4) });
    expect(table(host).status).toBe('playing');
    expect(h.store.games.get(1)!.shuffle!.nonces).toEqual([nonceOf(4), null, null, null]);

    const old = new Harness().create({});
    const oldHost = old.connect({ hostKey: old.hostKey });
    old.sit(oldHost, 0);
    for (const seat of [1, 2, 3]) old.send(oldHost, { type: 'assign', seat, to: 'bot' });
    old.send(oldHost, { type: 'start' });
    expect(table(oldHost).status).toBe('playing');
    expect(old.store.games.get(1)!.shuffle!.nonces).toEqual([null, null, null, null]);
  });

  it('refuses a bad nonce with a clear error and changes nothing', () => {
    const { h, host, guest } = twoPeople();
    const spectator = connectWithNonces(h);
    expect(errorOf(h.send(host, { type: 'nonce', gameNo: 1, nonce: nonceOf(1) }))).toBe('nonceLate'); // before any start
    h.send(host, { type: 'start' });
    const writes = h.store.writes;
    const updates = () => guest.messages().filter((m) => m.type === 'update').length;
    const frames = updates();
    const refused: [FakePeer, unknown, string][] = [
      [spectator, { type: 'nonce', gameNo: 1, nonce: nonceOf(1) }, 'notSeated'],
      [host, { type: 'nonce', gameNo: 1, nonce: 'AB'.repeat(16) }, 'badNonce'],
      [host, { type: 'nonce', gameNo: 1, nonce: 'ab'.repeat(15) }, 'badNonce'],
      [host, { type: 'nonce', gameNo: 1, nonce: 'ab'.repeat(33) }, 'badNonce'],
      [host, { type: 'nonce', gameNo: 1, nonce: 'abc'.repeat(11) }, 'badNonce'],
      [host, { type: 'nonce', gameNo: 1, nonce: 12 }, 'badMessage'],
      [host, { type: 'nonce', gameNo: 2, nonce: nonceOf(1) }, 'nonceLate'],
      [host, { type: 'start' }, 'started'],
      [host, { type: 'configure', seats: 4 }, 'started'],
      [guest, { type: 'leave' }, 'started'],
    ];
    for (const [peer, message, code] of refused) expect(errorOf(h.send(peer, message)), JSON.stringify(message)).toBe(code);
    expect(h.store.writes).toBe(writes);
    expect(updates()).toBe(frames);
    h.send(host, { type: 'nonce', gameNo: 1, nonce: nonceOf(1) });
    expect(errorOf(h.send(host, { type: 'nonce', gameNo: 1, nonce: nonceOf(2) }))).toBe('nonceTwice');
    expect(h.store.record!.shuffle!.pending!.nonces[0]).toBe(nonceOf(1));
  });

  it('commits afresh for a rematch', async () => {
    const { h, record } = finishedGame();
    const host = h.peers[0]!;
    h.send(host, { type: 'rematch' });
    const next = table(host).shuffle!;
    expect(next).toMatchObject({ gameNo: 2, awaiting: [0] });
    expect(next.commitment).not.toBe(record.shuffle!.commitment);
    h.send(host, { type: 'nonce', gameNo: 2, nonce: nonceOf(5) });
    expect(table(host)).toMatchObject({ status: 'playing', gameNo: 2 });
    playOut(h, host);
    const second = h.session.finishedGame(2)!;
    expect(second.shuffle!.commitment).toBe(next.commitment);
    expect(await verifyGame(TABLE_ID, second)).toEqual({ ok: true, contributed: [0] });
  });
});

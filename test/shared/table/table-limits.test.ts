import { describe, expect, it } from 'vitest';
import { UNKNOWN_MESSAGE } from '../../../shared/protocol/decode.js';
import { SPECTATOR_PLACES } from '../../../shared/table/admission.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

const framesOf = (peers: FakePeer[]) => peers.reduce((sum, peer) => sum + peer.frames.length, 0);

describe('TableSession: what one socket may cost the others', () => {
  it('answers a spectator\'s hello to it alone; a seated player\'s hello tells everyone', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    const key = h.sit(host, 0);
    const before = host.frames.length;
    const spectator = h.connect();
    expect(spectator.messages().map((m) => m.type)).toEqual(['update']);
    expect(host.frames.length).toBe(before);
    const phone = h.connect({ key });
    expect(phone.lastOf('update').you.seat).toBe(0);
    expect(host.frames.length).toBe(before + 1);
    expect(spectator.frames.length).toBe(2);
  });

  it('lets N spectators join with N updates in all, not N squared', () => {
    const h = new Harness().create({});
    const spectators = Array.from({ length: SPECTATOR_PLACES }, () => h.connect());
    expect(framesOf(spectators)).toBe(SPECTATOR_PLACES);
    spectators.slice(0, 20).forEach((peer) => {
      peer.close(1000, 'gone');
      h.session.disconnect(peer);
    });
    expect(framesOf(spectators)).toBe(SPECTATOR_PLACES); // a spectator leaving is no news either
  });

  it('tells the others when a seated player\'s socket closes', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    const guest = h.connect();
    h.sit(guest, 1, 'Guest');
    expect(host.lastOf('update').table.seats[1].connected).toBe(true);
    guest.close(1000, 'gone');
    h.session.disconnect(guest);
    expect(host.lastOf('update').table.seats[1].connected).toBe(false);
  });

  it('refuses echo as an unknown message unless the host enables it (the load benchmark)', () => {
    const h = new Harness().create({});
    const peer = h.connect();
    const unknown = h.send(peer, { type: 'nonsense' });
    expect(unknown).toMatchObject({ type: 'error', code: 'badMessage', message: expect.stringContaining(UNKNOWN_MESSAGE) });
    expect(h.send(peer, { type: 'echo', data: 'x' })).toEqual(unknown);
    const bench = new Harness(undefined, undefined, { echo: true }).create({});
    const probe = bench.connect();
    expect(bench.send(probe, { type: 'echo', data: 'x' })).toEqual({ type: 'echo', data: 'x' });
  });
});

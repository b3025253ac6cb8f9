import { describe, expect, it } from 'vitest';
import type { UpdateMessage } from '../../../shared/protocol/messages.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

/**
 * A Baloot table with a long target: the host in seat 0, bots elsewhere, started; its deals from a
 * fixed seed, so frame sizes are the same on every run.
 */
function longGame() {
  const h = new Harness(undefined, undefined, { seed: (n) => `history-${n}` }).create({ options: { target: 500 } });
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0);
  for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host };
}

/** The host plays its first legal action; returns the update it got back and that update's frame. */
function move(h: Harness, host: FakePeer): { update: UpdateMessage; frame: string } {
  const view = h.view(host);
  h.time += 500; // within the rate limit
  h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
  const frame = host.frames.at(-1)!;
  const update = host.last() as UpdateMessage;
  expect(update.type, frame).toBe('update');
  return { update, frame };
}

const scored = (update: UpdateMessage) => update.events.filter((event) => event.type === 'handScored').length;

describe('TableSession history', () => {
  it('sends a move no history unless it scored a hand, and then only the new hand', () => {
    const { h, host } = longGame();
    const start = host.lastOf('update');
    expect(start.history).toEqual({ from: 0, hands: [] });
    const kept: unknown[] = [];
    let withHands = 0;
    while (kept.length < 6) {
      const { update, frame } = move(h, host);
      expect(JSON.parse(frame).type, frame).toBe('patch'); // after its first update, a socket gets patches
      expect(update.table.status).toBe('playing');
      if (scored(update) === 0) {
        expect(update).not.toHaveProperty('history');
        continue;
      }
      expect(update.history!.from).toBe(kept.length);
      expect(update.history!.hands).toHaveLength(scored(update));
      kept.push(...update.history!.hands);
      withHands++;
    }
    expect(withHands).toBeGreaterThan(0);
    // the list kept from the deltas is the whole score sheet
    expect(h.send(host, { type: 'sync' })).toMatchObject({ type: 'update', history: { from: 0, hands: kept } });
  });

  it('sends the whole history on hello, on sync and after a stale action, and only to that socket', () => {
    const { h, host } = longGame();
    while (h.store.games.get(1)!.actions.length < 200) move(h, host);
    const whole = h.send(host, { type: 'sync' }) as UpdateMessage;
    expect(whole.history!.from).toBe(0);
    expect(whole.history!.hands.length).toBeGreaterThanOrEqual(2);
    const hands = whole.history!.hands;

    const framesBefore = host.frames.length;
    const spectator = h.connect();
    expect(spectator.lastOf('update').history).toEqual({ from: 0, hands });
    // whatever the host hears of the newcomer, it is not sent the history again
    for (const frame of host.frames.slice(framesBefore)) expect(JSON.parse(frame)).not.toHaveProperty('history');

    const stale = h.send(host, { type: 'act', version: 0, action: { type: 'pass' } }) as UpdateMessage;
    expect(stale.history).toEqual({ from: 0, hands });
    expect(spectator.frames.length).toBe(1);

    // after a wake-up the sockets that stayed are sent only what is new
    h.wake();
    const { update } = move(h, host);
    if (scored(update) === 0) expect(update).not.toHaveProperty('history');
    else expect(update.history!.from).toBe(hands.length);
  });

  it('starts the history afresh with a new game', () => {
    const h = new Harness().create({ botLevel: 'random' });
    const host = h.connect({ hostKey: h.hostKey });
    for (const seat of [0, 1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    const over = host.lastOf('update');
    expect(over.table.status).toBe('over');
    expect(over.history!.hands.length).toBeGreaterThan(0);
    h.send(host, { type: 'rematch' });
    const next = host.lastOf('update');
    expect(next.table.gameNo).toBe(2);
    expect(next.history!.from).toBe(0);
    expect(next.history!.hands).toHaveLength(scored(next));
  });

  it('keeps the frame of a move the same size however many hands were played', () => {
    const { h, host } = longGame();
    let played = 0;
    // the largest frame of a move that scored no hand, over the moves while hands [from, to) are played
    const largest = (from: number, to: number) => {
      let size = 0;
      while (played < to) {
        const { update, frame } = move(h, host);
        if (played >= from && scored(update) === 0) size = Math.max(size, frame.length);
        played += scored(update);
      }
      return size;
    };
    const early = largest(1, 3);
    const late = largest(12, 14);
    const sheet = (h.send(host, { type: 'sync' }) as UpdateMessage).history!.hands;
    expect(sheet.length).toBe(14);
    // with the score sheet in every frame, a late frame would carry 11 more hands (thousands of
    // characters); frames differ from hand to hand by a few hundred at most (projects, doubles)
    const added = JSON.stringify(sheet.slice(1, 12)).length;
    expect(added).toBeGreaterThan(3000);
    expect(late - early).toBeLessThan(added / 4);
  });
});

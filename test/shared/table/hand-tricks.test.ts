import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../shared/rules/core/game.js';
import { Harness } from './kit/session-harness.js';

/** A Baloot table: the host in seat 0 (who plays its first legal action), bots elsewhere, started. */
function soloGame() {
  const h = new Harness().create({});
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0);
  for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  // watching before the start: bots may bid and lead at once (a bot's Sun before the host speaks, then
  // its lead), and a watcher who came after would have missed that first card
  const watcher = h.connect();
  h.send(host, { type: 'start' });
  return { h, host, watcher };
}

describe("a scored hand's tricks", () => {
  it('are the tricks everyone saw played, once the hand is scored, and not before', () => {
    const { h, host, watcher } = soloGame();
    const scored = () => host.lastOf('update').history?.hands.length ?? 0;
    expect(h.session.handTricks('current', 1)).toBeNull();
    for (let guard = 0; scored() < 1 && guard < 500; guard++) {
      const view = h.view(host);
      h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
    }
    expect(scored()).toBeGreaterThanOrEqual(1);
    // the tricks as a spectator saw them: its updates' cardPlayed and trickWon events, up to the first handScored
    const events = watcher.messages().flatMap((message) => (message.type === 'update' ? (message.events as GameEvent[]) : []));
    const seen: { plays: { seat: number; card: string }[]; winner: number }[] = [];
    let plays: { seat: number; card: string }[] = [];
    for (const event of events) {
      if (event.type === 'handScored') break;
      if (event.type === 'cardPlayed') plays.push({ seat: event.seat as number, card: event.card as string });
      if (event.type === 'trickWon') seen.push({ plays, winner: event.seat as number }), (plays = []);
    }
    expect(seen).toHaveLength(8);
    expect(h.session.handTricks('current', 1)).toEqual(seen);
    expect(h.session.handTricks(1, 1)).toEqual(seen);
    // a hand not scored yet, a game that does not exist
    expect(h.session.handTricks('current', scored() + 1)).toBeNull();
    expect(h.session.handTricks(2, 1)).toBeNull();
  });
});

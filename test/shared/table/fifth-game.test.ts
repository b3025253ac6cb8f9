import { describe, expect, it } from 'vitest';
import { addGame, gameById } from '../../../shared/rules/registry.js';
import { highCard } from '../../kit/high-card/index.js';
import { Harness } from './kit/session-harness.js';

// A throw-away fifth game plugs in by its folder (test/kit/high-card/) and one line, and the table
// server plays it as any other game: nothing of the server names a game.
addGame(highCard);

describe('a fifth game, plugged in by its folder and one line', () => {
  it('is found by its id beside the product\'s games, and may not take one of theirs', () => {
    expect(gameById('high-card')).toBe(highCard);
    expect(() => addGame({ ...highCard, id: 'baloot' })).toThrow(/already/);
  });

  it('is played through TableSession from the lobby to its end by two people', () => {
    const h = new Harness().create({ game: 'high-card', seats: 2 });
    const host = h.connect({ hostKey: h.hostKey });
    h.sit(host, 0);
    const guest = h.connect();
    h.sit(guest, 1, 'Guest');
    h.send(host, { type: 'start' });
    const peers = [host, guest];
    let moves = 0;
    while (host.lastOf('update').table.status === 'playing' && moves < 20) {
      const seat = (h.view(host).turn as number[])[0];
      const view = h.view(peers[seat]);
      expect(view.legal.length).toBeGreaterThan(0);
      h.time += 500;
      const reply = h.send(peers[seat], { type: 'act', version: view.version, action: view.legal[0] });
      expect(reply?.type, JSON.stringify(reply)).toBe('update');
      moves++;
    }
    const table = host.lastOf('update').table;
    expect(moves).toBe(12);
    expect(table.status).toBe('over');
    const outcome = table.outcome!;
    expect(outcome.score[0] + outcome.score[1]).toBe(6);
    expect(outcome.winners).toEqual([outcome.winner]);
    expect(h.session.finishedGame(1)!.actions).toHaveLength(12);
  });
});

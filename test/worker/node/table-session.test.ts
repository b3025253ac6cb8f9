import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../../shared/protocol/messages.js';
import { Harness } from '../kit/session-harness.js';

describe('TableSession', () => {
  it('plays a whole Baloot game: one person and three bots', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    h.sit(host, 0);
    for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
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
    expect(log.setup.seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a socket of a table that does not exist', () => {
    const h = new Harness();
    const peer = h.connect();
    expect(peer.closed?.code).toBe(CLOSE.noTable);
  });
});

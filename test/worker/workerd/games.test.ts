import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../shared/rules/registry.js';
import { Client } from './kit/client.js';
import { checkFrames, finishedLog, playToEnd, statesOf } from './kit/play.js';
import { createTable } from './kit/tables.js';

/** Opens a table with test clients in `humans` seats (the first is also the host) and bots elsewhere. */
async function openTable(game: string, seats: number, humans: number[]) {
  const { id, hostKey } = await createTable({ game, seats });
  const clients: (Client | null)[] = Array.from({ length: seats }, () => null);
  const host = await Client.join(id, { hostKey });
  for (let seat = 0; seat < seats; seat++) {
    if (humans.includes(seat)) {
      const client = seat === humans[0] ? host : await Client.join(id);
      client.send({ type: 'sit', seat, name: `P${seat}` });
      await client.next('seated');
      clients[seat] = client;
    } else {
      host.send({ type: 'assign', seat, to: 'bot' });
      await host.next('update', (m) => m.table.seats[seat].kind === 'bot');
    }
  }
  const spectator = await Client.join(id);
  return { id, host, clients, spectator };
}

describe('whole games over WebSockets', () => {
  for (const rules of Object.values(GAMES)) {
    const seats = rules.seatCounts[0];

    it(`${rules.id}: bots play a whole game and a rematch; spectators see no hidden card`, async () => {
      const { id, host, spectator } = await openTable(rules.id, seats, []);
      host.send({ type: 'start' });
      const over = await spectator.next('update', (m) => m.table.status === 'over', 20_000);
      expect(over.table.outcome).not.toBeNull();
      const log = await finishedLog(id, 1);
      expect(log.actions.every((a) => a.by === 'bot')).toBe(true);
      const { states } = statesOf(rules.id, log);
      expect(states.length - 1).toBe(over.table.version);
      expect(checkFrames(spectator, rules.id, log, states)).toBeGreaterThan(0);

      host.send({ type: 'rematch' });
      const second = await spectator.next('update', (m) => m.table.gameNo === 2 && m.table.status === 'over', 20_000);
      expect(second.table.seats.every((s) => s.kind === 'bot')).toBe(true);
      const log2 = await finishedLog(id, 2);
      expect(log2.setup.seed).not.toBe(log.setup.seed);
    });

    for (const count of rules.seatCounts) {
      const humans = count === seats ? Array.from({ length: count }, (_, i) => i) : [0, 1];
      it(`${rules.id} (${count} seats): test clients in seats ${humans.join(',')} play a whole game; every frame is checked`, async () => {
        const { id, host, clients, spectator } = await openTable(rules.id, count, humans);
        host.send({ type: 'start' });
        await host.next('update', (m) => m.table.status !== 'lobby');
        const moves = await playToEnd(clients, `${rules.id}/${count}`);
        expect(moves).toBeGreaterThan(0);
        const log = await finishedLog(id, 1);
        const { states } = statesOf(rules.id, log);
        expect(log.actions.filter((a) => a.by === 'seat')).toHaveLength(moves);
        for (const client of [...clients, spectator]) {
          if (client) expect(checkFrames(client, rules.id, log, states)).toBeGreaterThan(0);
        }
      });
    }
  }
});

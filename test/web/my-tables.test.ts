import { describe, expect, it } from 'vitest';
import type { SeatStatus } from '../../shared/player/seat-status.js';
import type { PlayerTable } from '../../shared/protocol/player.js';
import { getTable, saveTable } from '../../web/src/lib/net/keys.js';
import { absorbPlayerFragment, deviceLink, playerKey } from '../../web/src/lib/net/player-key.js';
import { rowsOf } from '../../web/src/lib/tables/my-tables.js';
import { MemoryStorage } from './fake-storage.js';

const KEY = 'K'.repeat(22);
const seats = (team: (n: number) => number | null) =>
  ['Reem', 'Bot 2', 'Ali', 'Sara'].map((name, i) => ({ name, kind: name.startsWith('Bot') ? ('bot' as const) : ('human' as const), team: team(i) }));
const status = (fields: Partial<SeatStatus>): SeatStatus => ({
  game: 'baloot', status: 'playing', gameNo: 1, seat: 0, yourTurn: false, deadline: null, seats: seats((i) => i % 2), score: [10, 20], winner: null, ...fields,
});
const remote = (id: string, fields: Partial<PlayerTable> = {}, s: Partial<SeatStatus> = {}): PlayerTable => ({
  id, game: 'baloot', seat: 0, key: `${id}-key`.padEnd(22, 'x'), linkedAt: 0, updatedAt: 5, status: status(s), gone: false, ...fields,
});

describe('My tables', () => {
  it("merges the player's tables with this browser's own, your turn first by deadline, finished apart", () => {
    const storage = new MemoryStorage();
    saveTable(storage, 'old-local', { game: 'all-fours', seat: 1, key: 'k1', status: 'playing' }, 1);
    saveTable(storage, 'hosted', { game: 'fifty-six', hostKey: 'h', status: 'lobby' }, 2);
    const { active, finished } = rowsOf(
      [getTable(storage, 'old-local')!, getTable(storage, 'hosted')!],
      [
        remote('waiting'),
        remote('mine-later', {}, { yourTurn: true, deadline: 9000 }),
        remote('mine-soon', { seat: 2 }, { yourTurn: true, deadline: 1000, seat: 2, seats: seats((i) => (i === 2 ? 1 : i % 2)) }),
        remote('won', {}, { status: 'over', winner: 0, score: [152, 90] }),
        remote('left', { gone: true }),
      ],
      { 'old-local': { game: 'all-fours', status: 'playing', turn: [1], deadline: 500, seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }], outcome: null } },
    );
    expect(active.map((r) => r.id)).toEqual(['old-local', 'mine-soon', 'mine-later', 'waiting', 'hosted']);
    expect(finished.map((r) => [r.id, r.result, r.gone])).toEqual([['won', 'won', false], ['left', null, true]]);
    const waiting = active.find((r) => r.id === 'waiting')!;
    expect(waiting).toMatchObject({ partners: ['Ali'], opponents: ['Bot 2', 'Sara'], score: [10, 20], yourTurn: false, deadline: null });
    // seat 2 on team 1 here: its side's score comes first
    expect(active.find((r) => r.id === 'mine-soon')!.score).toEqual([20, 10]);
    expect(active[0]).toMatchObject({ yourTurn: true, deadline: 500, players: ['A'], onServer: false });
    expect(active.at(-1)).toMatchObject({ host: true, seat: null, status: 'lobby' });
  });

  it("says whose turn it is when it is not yours, from the table's public summary", () => {
    const storage = new MemoryStorage();
    saveTable(storage, 'local', { game: 'all-fours', seat: 1, key: 'k1', status: 'playing' }, 1);
    const summary = (turn: number[], status = 'playing') => ({ game: 'baloot', status, turn, deadline: 500, seats: seats(() => null).map(({ name, kind }) => ({ name, kind })), outcome: null });
    const { active } = rowsOf(
      [getTable(storage, 'local')!],
      [remote('farid'), remote('mine', {}, { yourTurn: true }), remote('unknown'), remote('lobby', {}, { status: 'lobby' })],
      { local: summary([0]), farid: summary([2]), mine: summary([0]), lobby: summary([], 'lobby') },
    );
    const waiting = Object.fromEntries(active.map((r) => [r.id, r.waitingFor]));
    expect(waiting).toEqual({ local: ['Reem'], farid: ['Ali'], mine: [], unknown: [], lobby: [] });
  });

  it('takes the player key from a device link once, and links this browser\'s seats to it again', () => {
    const storage = new MemoryStorage();
    saveTable(storage, 't1', { seat: 0, key: 'seat', linkedKey: 'seat' });
    expect(absorbPlayerFragment(storage, '#key=whatever')).toBe(false);
    expect(absorbPlayerFragment(storage, '#player=short')).toBe(false);
    expect(absorbPlayerFragment(storage, `#player=${KEY}`)).toBe(true);
    expect(playerKey(storage)).toBe(KEY);
    expect(getTable(storage, 't1')!.linkedKey).toBeNull();
    expect(deviceLink('https://majlis.example', KEY)).toBe(`https://majlis.example/tables#player=${KEY}`);
  });
});

import { describe, expect, it } from 'vitest';
import { checkShuffle, tableIdOf } from '../../web/src/lib/games/shuffle-check.js';
import { nonceMessage } from '../../web/src/lib/net/shuffle-witness.js';
import { finishedGame, TABLE_ID } from '../shared/table/kit/shuffle-game.js';
import { MemoryStorage } from './fake-storage.js';

// a real finished game (a TableSession in Node, seat 0 sent a nonce), served as the table's routes answer
const { record, nonce } = finishedGame();

/** A fetch answering the summary and game routes of the table from `games` (by number), as the API's client asks them. */
function routes(games: Record<number, unknown>, status = 'over', gameNo = 1): (path: string) => Promise<Response> {
  return async (path: string) => {
    if (path === `/api/tables/${TABLE_ID}`) return Response.json({ id: TABLE_ID, status, gameNo });
    const n = Number(path.split('/').pop());
    return games[n] ? Response.json(games[n]) : Response.json({ code: 'noGame' }, { status: 404 });
  };
}

/** A browser's storage holding what seat 0 saw before the deal of game 1. */
function witnessed(commitment: string, seatNonce: string): MemoryStorage {
  const storage = new MemoryStorage();
  // the witness is kept as the page keeps it when it sends its nonce; here with the record's own nonce
  nonceMessage(storage, TABLE_ID, { gameNo: 1, commitment, awaiting: [0] }, 0);
  const kept = JSON.parse(storage.getItem(`majlis.shuffle.${TABLE_ID}`)!);
  kept[1].nonce = seatNonce;
  storage.setItem(`majlis.shuffle.${TABLE_ID}`, JSON.stringify(kept));
  return storage;
}

describe('the game-over shuffle check', () => {
  it('finds the table in a table page path only', () => {
    expect(tableIdOf(`/t/${TABLE_ID}`)).toBe(TABLE_ID);
    expect(tableIdOf('/practice/baloot')).toBeNull();
  });

  it('verifies the game that ended against what this browser saw, also once a rematch is dealt', async () => {
    const storage = witnessed(record.shuffle!.commitment, nonce);
    expect(await checkShuffle(TABLE_ID, storage, routes({ 1: record }))).toEqual({ ok: true });
    expect(await checkShuffle(TABLE_ID, storage, routes({ 1: record }, 'playing', 2))).toEqual({ ok: true });
    expect(await checkShuffle(TABLE_ID, new MemoryStorage(), routes({ 1: record }))).toEqual({ ok: true }); // a spectator
  });

  it('says why when the record is not what this browser saw, or was tampered with', async () => {
    expect(await checkShuffle(TABLE_ID, witnessed('e'.repeat(64), nonce), routes({ 1: record }))).toEqual({ ok: false, problem: 'notSeen' });
    expect(await checkShuffle(TABLE_ID, witnessed(record.shuffle!.commitment, '1'.repeat(32)), routes({ 1: record }))).toEqual({
      ok: false,
      problem: 'notSeen',
    });
    const tampered = { ...record, shuffle: { ...record.shuffle!, serverSeed: 'x'.repeat(22) } };
    expect(await checkShuffle(TABLE_ID, new MemoryStorage(), routes({ 1: tampered }))).toEqual({ ok: false, problem: 'commitment' });
  });

  it('says it could not check without a record, or for a game dealt before the shuffle was verifiable', async () => {
    expect(await checkShuffle(TABLE_ID, new MemoryStorage(), routes({}))).toEqual({ ok: null });
    const { shuffle: _, ...older } = record;
    expect(await checkShuffle(TABLE_ID, new MemoryStorage(), routes({ 1: older }))).toEqual({ ok: null });
  });
});

import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../shared/table/table-record.js';
import { verifyGame, type Verdict, type VerifyProblem } from '../../../shared/table/verify-game.js';
import { main, recordAddress } from '../../../scripts/verify.js';
import { finishedGame, nonceOf, TABLE_ID } from './kit/shuffle-game.js';

// one real game, played by a TableSession in Node (a person in seat 0 who sent a nonce, three bots)
const { record, nonce } = finishedGame();
const copy = (): GameRecord => structuredClone(record);
const problems = (verdict: Verdict): VerifyProblem[] => (verdict.ok ? [] : verdict.reasons.map((reason) => reason.problem));

describe('verifyGame on a real record', () => {
  it('verifies the game as played, against what the player saw', async () => {
    expect(await verifyGame(TABLE_ID, record, { commitment: record.shuffle!.commitment, seat: 0, nonce })).toEqual({ ok: true, contributed: [0] });
  });

  it('fails a tampered server seed, commitment, table id or seed', async () => {
    const seed = copy();
    seed.shuffle!.serverSeed = seed.shuffle!.serverSeed.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(problems(await verifyGame(TABLE_ID, seed))).toEqual(['commitment', 'seed']);
    const commitment = copy();
    commitment.shuffle!.commitment = '0'.repeat(64);
    expect(problems(await verifyGame(TABLE_ID, commitment))).toEqual(['commitment']);
    expect(problems(await verifyGame('othertable000000', record))).toEqual(['commitment']);
    const dealt = copy();
    dealt.setup.seed = 'f'.repeat(64);
    // another seed deals other cards: the logged plays are refused too
    expect(problems(await verifyGame(TABLE_ID, dealt))).toEqual(['seed', 'action']);
  });

  it('fails a changed, added or malformed nonce, and one that is not what the player sent', async () => {
    const changed = copy();
    changed.shuffle!.nonces[0] = nonceOf(0xab);
    expect(problems(await verifyGame(TABLE_ID, changed))).toEqual(['seed']);
    const added = copy();
    added.shuffle!.nonces[1] = nonceOf(1);
    expect(problems(await verifyGame(TABLE_ID, added))).toEqual(['seed']);
    const malformed = copy();
    malformed.shuffle!.nonces[0] = 'not hex';
    expect(problems(await verifyGame(TABLE_ID, malformed))).toContain('nonce');
    expect(problems(await verifyGame(TABLE_ID, record, { seat: 0, nonce: nonceOf(0xbb) }))).toEqual(['notSeen']);
    expect(problems(await verifyGame(TABLE_ID, record, { commitment: 'a'.repeat(64) }))).toEqual(['notSeen']);
  });

  it('fails a changed, dropped or reordered action and a changed outcome', async () => {
    const plays = record.actions.flatMap((entry, index) => (entry.action.type === 'play' ? [index] : []));
    const changed = copy();
    const played = changed.actions[plays[0]!]!.action as unknown as { card: string };
    played.card = played.card === 'AS' ? 'KS' : 'AS';
    expect(problems(await verifyGame(TABLE_ID, changed))).toEqual(['action']);
    const dropped = copy();
    dropped.actions.splice(plays[3]!, 1);
    expect(problems(await verifyGame(TABLE_ID, dropped))).toEqual(['action']);
    const reordered = copy();
    [reordered.actions[plays[0]!], reordered.actions[plays[1]!]] = [reordered.actions[plays[1]!]!, reordered.actions[plays[0]!]!];
    expect(problems(await verifyGame(TABLE_ID, reordered))).toEqual(['action']);
    const outcome = copy();
    outcome.outcome = { ...outcome.outcome!, winner: 1 - outcome.outcome!.winner };
    expect(problems(await verifyGame(TABLE_ID, outcome))).toEqual(['outcome']);
    const short = copy();
    short.actions = short.actions.slice(0, -1);
    expect(problems(await verifyGame(TABLE_ID, short))).toEqual(['outcome']);
  });

  it('says what is missing from a record that is not a finished game with a shuffle', async () => {
    expect(problems(await verifyGame(TABLE_ID, { ...copy(), finishedAt: null }))).toEqual(['badRecord']);
    expect(problems(await verifyGame(TABLE_ID, 'nothing'))).toEqual(['badRecord']);
    const { shuffle: _, ...unshuffled } = copy();
    expect(problems(await verifyGame(TABLE_ID, unshuffled))).toEqual(['noShuffle']);
    expect(problems(await verifyGame(TABLE_ID, { ...copy(), game: 'poker' }))).toEqual(['unknownGame']);
  });
});

describe('npm run verify', () => {
  // the record served over real HTTP, as the table's route answers it
  let origin = '';
  const served = new Map<string, unknown>([[`/api/tables/${TABLE_ID}/games/1`, record]]);
  const server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body ?? { code: 'noGame', error: 'no such game' }));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const run = async (args: string[]) => {
    const lines: string[] = [];
    const code = await main(args, (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  };

  it('finds the record from a table link', () => {
    expect(recordAddress(`https://majlis.example/t/${TABLE_ID}#key=secret`, 3)).toEqual({
      tableId: TABLE_ID,
      url: `https://majlis.example/api/tables/${TABLE_ID}/games/3`,
    });
    expect(() => recordAddress('https://majlis.example/tables', 1)).toThrow(/not a table link/);
  });

  it('verifies a game from its link and from a saved file, and fails a tampered one with exit code 1', async () => {
    expect(await run([`${origin}/t/${TABLE_ID}`, '1'])).toEqual({ code: 0, out: 'verified (nonces from seats: 0)' });
    const missing = await run([`${origin}/t/${TABLE_ID}`, '2']);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/404: no such game/);

    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    writeFileSync(join(dir, 'good.json'), JSON.stringify(record));
    expect(await run(['--file', join(dir, 'good.json')])).toEqual({ code: 0, out: 'verified (nonces from seats: 0)' });
    const tampered = copy();
    tampered.shuffle!.nonces[0] = nonceOf(0xcd);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(tampered));
    const bad = await run(['--file', join(dir, 'bad.json')]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/^NOT verified:\n- seed: /);
    expect((await run([])).code).toBe(2);
  });
});

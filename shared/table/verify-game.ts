// Checks a finished game's public record (`GET /api/tables/:id/games/:n`) as anyone can: the commitment,
// the seed made from the server seed and the nonces, and the log replayed by the rules. WebCrypto only,
// so the browser, the Worker and scripts/verify.ts run this same file.
import type { BaseState, GameRules } from '../rules/core/game.js';
import { gameById } from '../rules/registry.js';
import { commitmentText, contributors, isNonce, seedText, type ShuffleReveal } from './shuffle-proof.js';
import type { GameRecord } from './table-record.js';

/** What can be wrong with a record; the web app words each in the person's language. */
export type VerifyProblem = 'badRecord' | 'noShuffle' | 'unknownGame' | 'commitment' | 'nonce' | 'seed' | 'notSeen' | 'action' | 'outcome';

/** One reason a record does not verify: its kind and an English explanation. */
export interface VerifyReason {
  problem: VerifyProblem;
  message: string;
}

/** The verdict: the seats whose nonces went into the seed, or why the record fails. */
export type Verdict = { ok: true; contributed: number[] } | { ok: false; reasons: VerifyReason[] };

/** What one player saw before the deal, to check the record against: the commitment, and their own nonce. */
export interface Witness {
  commitment?: string;
  seat?: number;
  nonce?: string;
}

/** The SHA-256 of a text's UTF-8 bytes, in lowercase hex (WebCrypto). */
export async function sha256HexAsync(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Verifies the record of a finished game at table `tableId` (and against what a player saw, if given). */
export async function verifyGame(tableId: string, record: unknown, witness: Witness = {}): Promise<Verdict> {
  const shapeProblem = checkShape(record);
  if (shapeProblem) return fail('badRecord', shapeProblem);
  const game = record as GameRecord;
  const shuffle = game.shuffle;
  if (!shuffle || !checkReveal(shuffle)) return fail('noShuffle', 'the record has no shuffle to verify (a game dealt from a fixed seed)');
  const reasons: VerifyReason[] = [];
  const commitment = await sha256HexAsync(commitmentText(tableId, game.n, shuffle.serverSeed));
  if (commitment !== shuffle.commitment) {
    reasons.push({ problem: 'commitment', message: `the server seed does not hash to the commitment of table ${tableId}, game ${game.n}` });
  }
  if (witness.commitment !== undefined && witness.commitment !== shuffle.commitment) {
    reasons.push({ problem: 'notSeen', message: 'the commitment in the record is not the one published before the deal' });
  }
  if (shuffle.nonces.length !== game.setup.seats || !shuffle.nonces.every((nonce) => nonce === null || isNonce(nonce))) {
    reasons.push({ problem: 'nonce', message: `the record needs one nonce (or null) per seat, ${game.setup.seats} in all, each 32 to 64 hex digits` });
  } else if (witness.seat !== undefined && witness.nonce !== undefined && shuffle.nonces[witness.seat] !== witness.nonce) {
    reasons.push({ problem: 'notSeen', message: `seat ${witness.seat}'s nonce in the record is not the one it sent` });
  }
  if ((await sha256HexAsync(seedText(shuffle.serverSeed, shuffle.nonces))) !== game.setup.seed) {
    reasons.push({ problem: 'seed', message: 'the game was not dealt from the seed the server seed and the nonces make' });
  }
  const rules = gameById(game.game);
  if (!rules) reasons.push({ problem: 'unknownGame', message: `no game "${game.game}"` });
  else reasons.push(...replay(rules, game));
  return reasons.length === 0 ? { ok: true, contributed: contributors(shuffle.nonces) } : { ok: false, reasons };
}

/** Deals the game from its setup and plays its log: every action must be accepted and the outcome the record's. */
function replay(rules: GameRules<BaseState>, game: GameRecord): VerifyReason[] {
  const setup = rules.setup(game.setup);
  if (!setup.ok) return [{ problem: 'action', message: `the game does not deal from its setup: ${setup.error.message}` }];
  let state = setup.state;
  for (const [index, entry] of game.actions.entries()) {
    if (entry.version !== state.version) {
      return [{ problem: 'action', message: `action ${index + 1} says version ${entry.version}, but the game is at ${state.version}` }];
    }
    const next = rules.apply(state, entry.seat, entry.action);
    if (!next.ok) return [{ problem: 'action', message: `action ${index + 1} (seat ${entry.seat}) is refused by the rules: ${next.error.message}` }];
    state = next.state;
  }
  const outcome = rules.outcome(state);
  if (!outcome) return [{ problem: 'outcome', message: 'the logged actions do not finish the game' }];
  if (!sameJson(outcome, game.outcome)) return [{ problem: 'outcome', message: 'the recorded outcome is not the one the logged actions give' }];
  return [];
}

function fail(problem: VerifyProblem, message: string): Verdict {
  return { ok: false, reasons: [{ problem, message }] };
}

/** Why `record` is not shaped like a finished game's record, or null. */
function checkShape(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return 'the record is not a JSON object';
  const r = record as Partial<GameRecord>;
  if (typeof r.game !== 'string') return 'the record has no game id ("game")';
  if (!Number.isInteger(r.n) || (r.n as number) < 1) return 'the record has no game number ("n")';
  const setup = r.setup as Partial<GameRecord['setup']> | undefined;
  if (typeof setup !== 'object' || setup === null || typeof setup.seed !== 'string' || !Number.isInteger(setup.seats)) {
    return 'the record has no setup with seats and a seed';
  }
  if (!Array.isArray(r.actions) || !r.actions.every((a) => typeof a === 'object' && a !== null && typeof a.action === 'object')) {
    return 'the record has no list of actions';
  }
  if (r.finishedAt === null || r.finishedAt === undefined) return 'the game is not finished';
  return null;
}

function checkReveal(shuffle: ShuffleReveal): boolean {
  return typeof shuffle.serverSeed === 'string' && typeof shuffle.commitment === 'string' && Array.isArray(shuffle.nonces);
}

/** Deep equality of two JSON values, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

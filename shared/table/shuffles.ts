// The server's side of the verifiable shuffle (PROTOCOL.md, "Verifiable shuffle"): a secret seed and its
// commitment before any nonce is asked for, the seats' nonces, then the game's seed from all of them.
import type { Seat } from '../rules/core/seats.js';
import type { Refusal } from './lobby.js';
import { newSecret, sha256Hex } from './secrets.js';
import { commitmentText, isNonce, NONCE_WAIT_MS, seedText, type ShuffleReveal } from './shuffle-proof.js';
import type { TableRecord } from './table-record.js';

/**
 * Opens the shuffle of the record's next game: a fresh server seed, its commitment published, and the
 * seats `awaited` asked for nonces until NONCE_WAIT_MS from `now`. True when nobody is awaited: deal at once.
 */
export function openShuffle(record: TableRecord, awaited: Seat[], now: number, serverSeed = newSecret(16)): boolean {
  const gameNo = record.gameNo + 1;
  const commitment = sha256Hex(commitmentText(record.id, gameNo, serverSeed));
  const nonces = record.seats.map(() => null);
  record.shuffle = { gameNo, commitment, pending: { serverSeed, nonces, awaited, dealBy: now + NONCE_WAIT_MS } };
  return awaited.length === 0;
}

/** True while the next game waits for nonces. */
export function shuffling(record: TableRecord): boolean {
  return record.shuffle?.pending !== undefined;
}

/**
 * Takes `seat`'s nonce for game `gameNo`: a refusal (nothing changed), or whether every awaited seat
 * has now sent one (deal at once).
 */
export function takeNonce(record: TableRecord, seat: Seat, gameNo: number, nonce: string): Refusal | { ready: boolean } {
  const shuffle = record.shuffle;
  const pending = shuffle?.pending;
  if (!shuffle || !pending || shuffle.gameNo !== gameNo) {
    return { code: 'nonceLate', message: `no shuffle waits for nonces for game ${gameNo} (it was dealt already, or is not starting)` };
  }
  if (!isNonce(nonce)) return { code: 'badNonce', message: 'a nonce is 16 to 32 random bytes in lowercase hex (32 to 64 characters)' };
  if (record.seats[seat]?.kind !== 'human') return { code: 'notSeated', message: 'only a person in a seat sends a nonce' };
  if (pending.nonces[seat] !== null) return { code: 'nonceTwice', message: `seat ${seat} has sent its nonce for game ${gameNo} already` };
  pending.nonces[seat] = nonce;
  return { ready: pending.awaited.every((awaited) => pending.nonces[awaited] !== null) };
}

/** The seats still awaited (for the table's info); empty once dealt. */
export function awaitingNonces(record: TableRecord): Seat[] {
  const pending = record.shuffle?.pending;
  return pending ? pending.awaited.filter((seat) => pending.nonces[seat] === null) : [];
}

/** True once the wait for nonces is over at `now`. */
export function dealDue(record: TableRecord, now: number): boolean {
  const pending = record.shuffle?.pending;
  return pending !== undefined && now >= pending.dealBy;
}

/**
 * Closes the shuffle: the game's seed, from the server seed and the nonces that arrived, and what its
 * record will reveal once the game is over. The record keeps only the public commitment.
 */
export function closeShuffle(record: TableRecord): { seed: string; reveal: ShuffleReveal } {
  const shuffle = record.shuffle;
  if (!shuffle?.pending) throw new Error('no shuffle is waiting to be dealt');
  const { serverSeed, nonces } = shuffle.pending;
  record.shuffle = { gameNo: shuffle.gameNo, commitment: shuffle.commitment };
  return { seed: sha256Hex(seedText(serverSeed, nonces)), reveal: { serverSeed, commitment: shuffle.commitment, nonces } };
}

// The verifiable shuffle's byte strings (PROTOCOL.md, "Verifiable shuffle"): the server, the web app and
// scripts/verify.ts hash exactly these texts, so one file says what they are.
import type { Seat } from '../rules/core/seats.js';

/** How long a new game waits for the nonces of the seats it asked before dealing with what arrived. */
export const NONCE_WAIT_MS = 2000;

/** A seat's nonce: 16 to 32 random bytes as lowercase hex (32 to 64 characters, an even number). */
export const NONCE_PATTERN = /^(?:[0-9a-f]{2}){16,32}$/;

/** What a finished game's record reveals of its shuffle: the server's seed, its commitment and every seat's nonce. */
export interface ShuffleReveal {
  /** The server's secret seed for this game (22 base64url characters), kept secret until the game ended. */
  serverSeed: string;
  /** SHA-256 (hex) of `commitmentText`: published in the table's info before any nonce was asked for. */
  commitment: string;
  /** Each seat's nonce, by seat; null for a seat that sent none (a bot, offline, too late, an old client). */
  nonces: (string | null)[];
}

/** The text whose SHA-256 is the commitment to the server seed of game `gameNo` at table `tableId`. */
export function commitmentText(tableId: string, gameNo: number, serverSeed: string): string {
  return `majlis-shuffle-commit/1\n${tableId}\n${gameNo}\n${serverSeed}`;
}

/** The text whose SHA-256 (lowercase hex) is the game's seed: the server seed, then every seat's nonce or "-". */
export function seedText(serverSeed: string, nonces: readonly (string | null)[]): string {
  return `majlis-shuffle-seed/1\n${serverSeed}\n${nonces.map((nonce) => nonce ?? '-').join('\n')}`;
}

/** True for a well-formed nonce. */
export function isNonce(nonce: unknown): nonce is string {
  return typeof nonce === 'string' && NONCE_PATTERN.test(nonce);
}

/** The seats that contributed a nonce. */
export function contributors(nonces: readonly (string | null)[]): Seat[] {
  return nonces.flatMap((nonce, seat) => (nonce === null ? [] : [seat]));
}

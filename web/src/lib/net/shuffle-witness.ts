import type { ShuffleInfo } from '$shared/protocol/messages.js';
import type { StorageLike } from './storage-like.js';
import type { ClientMessage } from '$shared/protocol/decode.js';

// What this browser saw of a game's shuffle before the deal (PROTOCOL.md, Verifiable shuffle): the
// table's commitment and the nonce it sent for its seat. The game-over screen checks the record against
// them, so a server that showed one commitment and revealed another, or left out this nonce, is caught.
// Loaded when a table first asks this seat for a nonce.

/** One game's commitment as seen before the deal, and this seat's nonce. */
export interface ShuffleWitness {
  commitment: string;
  seat?: number;
  nonce?: string;
}

/** How many games' witnesses a table keeps (the latest). */
const KEEP = 5;

const keyOf = (tableId: string) => `majlis.shuffle.${tableId}`;

function load(storage: StorageLike, tableId: string): Record<string, ShuffleWitness> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(keyOf(tableId)) ?? '{}');
    return typeof kept === 'object' && kept !== null ? (kept as Record<string, ShuffleWitness>) : {};
  } catch {
    return {};
  }
}

/**
 * The `nonce` message for `seat` in the game `shuffle` is for: a fresh random nonce, or the one made
 * before (a reconnect sends the same again). The commitment first seen for that game is kept.
 */
export function nonceMessage(storage: StorageLike, tableId: string, shuffle: ShuffleInfo, seat: number): ClientMessage {
  const all = load(storage, tableId);
  const kept = all[shuffle.gameNo] ?? { commitment: shuffle.commitment };
  if (kept.seat !== seat || kept.nonce === undefined) Object.assign(kept, { seat, nonce: newNonce() });
  all[shuffle.gameNo] = kept;
  for (const old of Object.keys(all).map(Number).sort((a, b) => b - a).slice(KEEP)) delete all[old];
  storage.setItem(keyOf(tableId), JSON.stringify(all));
  return { type: 'nonce', gameNo: shuffle.gameNo, nonce: kept.nonce! };
}

/** What this browser saw of game `gameNo`'s shuffle, or null. */
export function witnessOf(storage: StorageLike, tableId: string, gameNo: number): ShuffleWitness | null {
  return load(storage, tableId)[gameNo] ?? null;
}

/** 16 random bytes in lowercase hex. */
function newNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

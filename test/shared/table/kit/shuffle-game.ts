import { PROTOCOL_VERSION } from '../../../../shared/protocol/messages.js';
import type { GameRecord } from '../../../../shared/table/table-record.js';
import type { FakePeer } from './fake-peer.js';
import { Harness } from './session-harness.js';

/** The id the harness gives its table. */
export const TABLE_ID = 'tableid000000000';

/** A nonce of `byte` repeated: 16 bytes in hex. */
export const nonceOf = (byte: number) => byte.toString(16).padStart(2, '0').repeat(16);

/** Opens a socket whose client sends nonces (`hello` with `nonces: true`). */
export function connectWithNonces(h: Harness, keys: { key?: string; hostKey?: string } = {}): FakePeer {
  return h.connect({ nonces: true, ...keys });
}

/** Says hello with nonces on an already open socket (as after `h.connect` with no keys). */
export function helloWithNonces(h: Harness, peer: FakePeer, keys: { key?: string; hostKey?: string }): void {
  h.send(peer, { type: 'hello', protocol: PROTOCOL_VERSION, nonces: true, ...keys });
}

/** Plays `peer`'s legal moves (the first each time) until the game is over. */
export function playOut(h: Harness, peer: FakePeer): void {
  for (let guard = 0; peer.lastOf('update').table.status === 'playing'; guard++) {
    if (guard > 5000) throw new Error('the game did not end');
    const view = h.view(peer);
    h.time += 500;
    h.send(peer, { type: 'act', version: view.version, action: view.legal[0] });
  }
}

/**
 * A finished Baloot game's public record: the host in seat 0 (sending nonce 0xaa…), bots elsewhere,
 * played to the end; with the harness, to look further.
 */
export function finishedGame(): { h: Harness; record: GameRecord; nonce: string } {
  const h = new Harness().create({});
  const host = connectWithNonces(h, { hostKey: h.hostKey });
  h.sit(host, 0);
  for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  const nonce = nonceOf(0xaa);
  h.send(host, { type: 'nonce', gameNo: 1, nonce });
  playOut(h, host);
  const record = h.session.finishedGame(1);
  if (!record) throw new Error('the game did not finish');
  return { h, record, nonce };
}

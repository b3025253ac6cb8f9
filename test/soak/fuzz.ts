// Malformed and unwelcome frames for the bad-input check: random bytes and text, truncated JSON, wrong
// types, huge numbers, prototype keys, deep nesting, oversize frames, unknown types, another seat's
// action, calls of fouls nobody may make, stale versions, wrong keys and commands nobody may give now. None of them may change a table.
import type { Action } from '../../shared/rules/core/game.js';
import { randomBelow, type Random } from '../../shared/rules/core/shuffle.js';
import { decodeClientMessage } from '../../shared/protocol/decode.js';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { send } from './protocol.js';

/** Who sends: a socket that never said hello, a spectator, a seat (by its key), or the host (no seat). */
export type Role = { kind: 'none' } | { kind: 'spectator' } | { kind: 'host' } | { kind: 'seat'; seat: number };

/** What the frames may refer to: the table's seats, its version, and each seat's legal actions now. */
export interface Target {
  seats: number;
  version: number;
  legal: Action[][];
}

/** One frame to send, what kind it is, and whether the server is expected to close the socket for it. */
export interface BadFrame {
  kind: string;
  data: string | ArrayBuffer;
  closes: boolean;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[randomBelow(random, items.length)];
const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const WRONG = [null, true, false, 0, -1, 1.5, '', 'x', '17', [], {}, [1, 2], { type: 'play' }, 1e308, -1e308];
const HUGE = [1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 2 ** 64, 1e21, -1, 1.0000001, 5e-324];
const TYPES = ['hello', 'sit', 'leave', 'act', 'assign', 'configure', 'start', 'rematch', 'ping'];

function randomKey(random: Random, length = 22): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length }, () => chars[randomBelow(random, chars.length)]).join('');
}

function randomText(random: Random, length: number): string {
  return Array.from({ length }, () => String.fromCharCode(randomBelow(random, random() < 0.8 ? 128 : 0x10000))).join('');
}

/** Any legal action of any seat, else a plausible one. */
function someAction(random: Random, target: Target): Action {
  const all = target.legal.flat();
  return all.length > 0 ? pick(random, all) : { type: 'play', card: 'AS' };
}

/** A version that is not the table's. */
function staleVersion(random: Random, version: number): number {
  const offset = 1 + randomBelow(random, 3);
  return random() < 0.5 && version >= offset ? version - offset : version + offset;
}

/** A well-formed message of a random type, for the kinds that break one. */
function validMessage(random: Random, target: Target): Record<string, unknown> {
  switch (pick(random, TYPES)) {
    case 'hello':
      return send.hello();
    case 'sit':
      return send.sit(randomBelow(random, target.seats), 'Mallory');
    case 'act':
      return send.act(target.version, someAction(random, target));
    case 'assign':
      return { type: 'assign', seat: randomBelow(random, target.seats), to: pick(random, ['bot', 'empty']), ifFree: pick(random, [true, false]) };
    case 'configure':
      return { type: 'configure', seats: target.seats, options: {} };
    default:
      return { type: pick(random, TYPES) };
  }
}

function nested(random: Random, depth: number): string {
  const [open, close] = random() < 0.5 ? ['[', ']'] : ['{"a":', '}'];
  return open.repeat(depth) + '1' + close.repeat(depth);
}

const KINDS: Record<string, (random: Random, target: Target) => { data: string | ArrayBuffer; closes?: boolean }> = {
  bytes: (random) => ({ data: Uint8Array.from({ length: 1 + randomBelow(random, 300) }, () => randomBelow(random, 256)).buffer }),
  text: (random) => ({ data: randomText(random, 1 + randomBelow(random, 300)) }),
  truncated: (random, target) => {
    const text = JSON.stringify(validMessage(random, target));
    return { data: text.slice(0, randomBelow(random, text.length)) };
  },
  wrongType: (random, target) => {
    const message = validMessage(random, target);
    const keys = Object.keys(message);
    message[pick(random, keys)] = pick(random, WRONG);
    return { data: JSON.stringify(message) };
  },
  hugeNumber: (random, target) => {
    const n = pick(random, HUGE);
    const which = randomBelow(random, 4);
    if (which === 0) return { data: JSON.stringify(send.act(n, someAction(random, target))) };
    if (which === 1) return { data: JSON.stringify({ type: 'sit', seat: n, name: 'Big' }) };
    if (which === 2) return { data: `{"type":"act","version":1${'0'.repeat(400)},"action":{"type":"pass"}}` };
    return { data: JSON.stringify({ type: 'act', version: target.version, action: { ...someAction(random, target), value: n } }) };
  },
  protoKey: (random, target) => {
    const name = pick(random, PROTO_NAMES);
    return {
      data: pick(random, [
        `{"type":"act","version":${target.version},"action":{"type":"${name}"}}`,
        `{"type":"act","version":${target.version},"action":{"type":"play","${name}":{"card":"AS"}}}`,
        `{"${name}":{"type":"leave"},"type":"ping"}`,
        `{"type":"${name}"}`,
        `{"type":"configure","options":{"${name}":{"polluted":true}}}`,
        `{"type":"sit","seat":0,"name":"x","${name}":{"seat":1}}`,
        `{"${name}":{"polluted":1}}`,
      ]),
    };
  },
  deep: (random, target) => {
    const depth = 100 + randomBelow(random, 1900);
    if (random() < 0.5) return { data: nested(random, depth) };
    return { data: `{"type":"act","version":${target.version},"action":{"type":"play","card":${nested(random, depth)}}}` };
  },
  oversize: (random) => {
    const size = pick(random, [4097, 5000, 20_000, 200_000]);
    return { data: JSON.stringify({ type: 'echo', data: 'x'.repeat(size) }) };
  },
  unknownType: (random) => {
    const type = random() < 0.5 ? randomKey(random, 1 + randomBelow(random, 40)) : pick(random, ['', 'ACT', 'pong', 'update', 'error', 'seated']);
    return { data: JSON.stringify({ type }) };
  },
  otherSeat: (random, target) => ({ data: JSON.stringify(send.act(target.version, someAction(random, target))) }),
  // calls of a foul nobody may make now (a renege [AF-10.2], a Qayd [BAL-10.2]): a card of the caller's
  // own side, of another hand or never played, a call at a table without calls, an answer when not asked
  accusation: (random, target) => {
    const card = pick(random, [...'23456789TJQKA']) + pick(random, [...'SHDC']);
    const action = random() < 0.8 ? { type: pick(random, ['callRenege', 'qayd']), card } : { type: 'noCall' };
    return { data: JSON.stringify(send.act(target.version, action)) };
  },
  stale: (random, target) => ({ data: JSON.stringify(send.act(staleVersion(random, target.version), someAction(random, target))) }),
  wrongKey: (random) => {
    const which = randomBelow(random, 4);
    if (which === 0) return { data: JSON.stringify(send.hello({ key: randomKey(random) })), closes: true };
    if (which === 1) return { data: JSON.stringify(send.hello({ hostKey: randomKey(random) })), closes: true };
    if (which === 2) return { data: JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION + 1 }), closes: true };
    return { data: JSON.stringify(send.hello({ key: randomKey(random, 65) })) };
  },
  command: (random, target) => ({
    data: JSON.stringify(
      pick(random, [
        send.sit(randomBelow(random, 16), 'Mallory'),
        send.sit(0, pick(random, ['', ' ', '\u0000bad', 'x'.repeat(200)])),
        { type: 'leave' },
        { type: 'assign', seat: randomBelow(random, target.seats), to: pick(random, ['bot', 'empty']) },
        { type: 'configure', options: { target: 1 } },
        send.start(),
        send.rematch(),
      ]),
    ),
  }),
};

/** The names of the kinds of bad frames. */
export const BAD_KINDS = Object.keys(KINDS);

/**
 * A bad frame of kind `kind` for `role` to send. A frame that could be a move or a command the server
 * should accept is never made: a seat that may act sends actions at a stale version only, and no seat
 * sends `leave`; the server's own decoder says what a frame would be taken for.
 */
export function badFrame(random: Random, kind: string, role: Role, target: Target): BadFrame {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { data, closes = false } = KINDS[kind](random, target);
    if (!mayChangeTable(data, role, target)) return { kind, data, closes };
  }
  // e.g. another seat's action from a seat that may take the same one: sent stale instead
  return { kind: 'stale', data: KINDS.stale(random, target).data, closes: false };
}

function mayChangeTable(data: string | ArrayBuffer, role: Role, target: Target): boolean {
  const decoded = decodeClientMessage(data);
  if (!decoded.ok || role.kind !== 'seat') return false;
  const message = decoded.message;
  if (message.type === 'leave') return true;
  if (message.type !== 'act' || message.version !== target.version) return false;
  // an action the engine does not list for the seat now cannot be accepted: of another type, or naming a
  // card (a play, a call of a foul) that no legal action of that type names
  const sent = message.action;
  const card = (sent as { card?: unknown }).card;
  return target.legal[role.seat].some((action) => action.type === sent.type && (typeof card !== 'string' || action.card === card));
}

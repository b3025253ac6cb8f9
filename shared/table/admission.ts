import { MAX_SOCKETS } from '../protocol/messages.js';
import type { Peer } from './peer.js';

// The places of PROTOCOL.md (The socket: Places). Kept here, not beside MAX_SOCKETS: the web app's
// first load carries messages.ts, and needs none of these.

/** How long a new socket may take to say `hello` before the table closes it with `noHello`. */
export const HELLO_WAIT_MS = 5000;

/** How many sockets may wait for their `hello` at once: one more pushes the one that waited longest out (`noHello`). */
export const WAITING_PLACES = 16;

/** How many spectators a table keeps: the next spectator's `hello` is closed with `tooManySockets`. The rest of MAX_SOCKETS is the seats' and the host's. */
export const SPECTATOR_PLACES = 32;

/**
 * Where an open socket stands: waiting for its hello, a spectator, or a member (a seat's socket or
 * the host's). Places are kept so that anyone holding only the table's link cannot keep a seated
 * player or the host out: at most WAITING_PLACES sockets wait for their hello, at most
 * SPECTATOR_PLACES watch, and the rest of MAX_SOCKETS is the members'.
 */
export type Place = 'waiting' | 'spectator' | 'member';

/** One open socket: where it stands and when it connected (ms since the epoch, kept with the socket across hibernation). */
export interface Occupant {
  peer: Peer;
  place: Place;
  connectedAt: number;
}

/**
 * The sockets to close (`noHello`) as `newcomer` arrives: every one that waited HELLO_WAIT_MS for its
 * hello, then, while more than WAITING_PLACES still wait, the ones that waited longest. A silent
 * socket thus never holds a place a newer socket (maybe a player's) needs; the newcomer is kept.
 */
export function arrivalCloses(occupants: Occupant[], newcomer: Peer, now: number): Peer[] {
  const closing = timedOut(occupants, now).filter((peer) => peer !== newcomer);
  const waiting = byAge(occupants.filter((o) => o.place === 'waiting' && o.peer !== newcomer && !closing.includes(o.peer)));
  const over = waiting.length + 1 - WAITING_PLACES;
  return over > 0 ? [...closing, ...waiting.slice(0, over).map((o) => o.peer)] : closing;
}

/** The waiting sockets whose time to say hello is up at `now`. */
export function timedOut(occupants: Occupant[], now: number): Peer[] {
  return occupants.filter((o) => o.place === 'waiting' && now >= o.connectedAt + HELLO_WAIT_MS).map((o) => o.peer);
}

/** When the next waiting socket's time is up, or null if none waits. */
export function nextTimeout(occupants: Occupant[]): number | null {
  let at: number | null = null;
  for (const o of occupants) if (o.place === 'waiting' && (at === null || o.connectedAt < at)) at = o.connectedAt;
  return at === null ? null : at + HELLO_WAIT_MS;
}

/**
 * What a hello that makes `peer` a spectator or a member does: a spectator is refused while the
 * spectators' places are taken; a member always gets in, pushing out the spectators who came first
 * while the table would hold more than MAX_SOCKETS (refused only if every other place is a member's).
 */
export function helloRoom(occupants: Occupant[], peer: Peer, place: Exclude<Place, 'waiting'>): { refused: boolean; closes: Peer[] } {
  const others = occupants.filter((o) => o.peer !== peer);
  if (place === 'spectator') {
    return { refused: others.filter((o) => o.place === 'spectator').length >= SPECTATOR_PLACES, closes: [] };
  }
  const over = others.length + 1 - MAX_SOCKETS;
  if (over <= 0) return { refused: false, closes: [] };
  const spectators = byAge(others.filter((o) => o.place === 'spectator'));
  if (spectators.length < over) return { refused: true, closes: [] };
  return { refused: false, closes: spectators.slice(0, over).map((o) => o.peer) };
}

/** Oldest first (a stable sort: sockets of the same millisecond keep the platform's order). */
function byAge(occupants: Occupant[]): Occupant[] {
  return [...occupants].sort((a, b) => a.connectedAt - b.connectedAt);
}

import type { Seat } from '../rules/core/seats.js';
import type { You } from '../protocol/messages.js';
import type { Occupant } from './admission.js';
import type { Peer } from './peer.js';
import type { TableRecord } from './table-record.js';

/**
 * Who each open socket of a table is now, read from its identity and the table's record: a socket's
 * seat counts only while the seat still holds the key it sat with (a seat given to a bot or another
 * person drops it at once, without telling the socket).
 */
export class TablePeers {
  constructor(
    private readonly peers: () => Peer[],
    private readonly record: () => TableRecord | null,
  ) {}

  /** Who a socket is now; null before its hello. */
  youOf(peer: Peer): You | null {
    const identity = peer.identity();
    if (!identity) return null;
    const seat = identity.seat === null ? undefined : this.record()?.seats[identity.seat];
    const holds = seat !== undefined && seat.kind === 'human' && seat.keyHash === identity.keyHash;
    return { seat: holds ? identity.seat : null, host: identity.host };
  }

  /** Every open socket and its place: waiting for its hello, a spectator, or a member (a seat's or the host's). */
  occupants(): Occupant[] {
    return this.peers().map((peer) => {
      const you = this.youOf(peer);
      const place = !you ? 'waiting' : you.seat !== null || you.host ? 'member' : 'spectator';
      return { peer, place, connectedAt: peer.connectedAt() };
    });
  }

  /** The sockets that said hello. */
  greeted(): Peer[] {
    return this.peers().filter((peer) => this.youOf(peer));
  }

  /** The seats held by an open socket. */
  connectedSeats(): Set<Seat> {
    return this.seatsOf(() => true);
  }

  /** The seats with a page open that has not said it is hidden. */
  watchingSeats(): Set<Seat> {
    return this.seatsOf((peer) => !peer.identity()?.hidden);
  }

  /** The seats held by a socket whose client said it sends nonces, in seat order. */
  nonceSeats(): Seat[] {
    return [...this.seatsOf((peer) => peer.identity()?.nonces === true)].sort((a, b) => a - b);
  }

  isConnected(seat: Seat): boolean {
    return this.peers().some((peer) => this.youOf(peer)?.seat === seat);
  }

  private seatsOf(counts: (peer: Peer) => boolean): Set<Seat> {
    const seats = new Set<Seat>();
    for (const peer of this.peers()) {
      const seat = counts(peer) ? this.youOf(peer)?.seat : null;
      if (seat !== null && seat !== undefined) seats.add(seat);
    }
    return seats;
  }
}

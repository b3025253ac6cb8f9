import type { ServerText } from '../protocol/messages.js';
import type { Seat } from '../rules/core/seats.js';

/** Who a socket is, kept in its attachment so it survives hibernation; null until its `hello`. */
export interface Identity {
  seat: Seat | null;
  host: boolean;
  /** The hash of the seat key it sat with, so a seat given away stops counting for it. */
  keyHash: string | null;
  /** True while the page says it is hidden (`visible` false): it does not count as watching for pushes. */
  hidden?: boolean;
  /** True when its `hello` said the client sends nonces before a deal: a new game waits for its seat's. */
  nonces?: true;
}

/** One connected socket as the session sees it: the Durable Object adapts a hibernatable WebSocket. */
export interface Peer {
  /** Sends a frame, made by an encoder of protocol/wire.ts. */
  send(text: ServerText): void;
  close(code: number, reason: string): void;
  identity(): Identity | null;
  setIdentity(identity: Identity): void;
  /** When it connected (ms since the epoch), kept with the socket across hibernation: its time to say hello runs from then. */
  connectedAt(): number;
  /**
   * A key of the client's address (the same for every socket from one address, and not the address
   * itself), which paces what spectators say; null where there is none (a local practice table).
   */
  address(): string | null;
}

import type { Identity, Peer } from '$shared/table/peer.js';
import type { SocketLike } from '../net/connection.js';

/** What a local socket tells the table it is connected to; each call comes in a task of its own. */
export interface LocalServer {
  /** The socket opened. */
  opened(): void;
  /** A frame from the client. */
  message(text: string): void;
  /** The socket closed, from either end. */
  closed(): void;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/**
 * The client's end of a connection to a table in the same page, shaped like a WebSocket so the
 * online client runs over it unchanged. Every frame, the opening and the close arrive a task later, as
 * over a network: the table never handles a message while it is still sending, and the client never
 * hears an answer inside its own call.
 */
export class LocalSocket implements SocketLike {
  readyState = CONNECTING;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(
    private readonly server: LocalServer,
    private readonly later: (fn: () => void) => void,
  ) {
    later(() => {
      if (this.readyState !== CONNECTING) return;
      this.readyState = OPEN;
      this.server.opened();
      // the table may have refused the connection at once
      if (this.readyState === OPEN) this.onopen?.({});
    });
  }

  send(data: string): void {
    if (this.readyState !== OPEN) return;
    this.later(() => {
      if (this.readyState === OPEN) this.server.message(data);
    });
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === CLOSED) return;
    const opened = this.readyState === OPEN;
    this.readyState = CLOSED;
    this.later(() => {
      if (opened) this.server.closed();
      this.onclose?.({ code, reason });
    });
  }

  /** A frame from the table, for the client. */
  receive(text: string): void {
    this.later(() => {
      if (this.readyState === OPEN) this.onmessage?.({ data: text });
    });
  }
}

/** The table's end of a local connection: a Peer whose frames go to its LocalSocket. */
export class LocalPeer implements Peer {
  private who: Identity | null = null;

  constructor(
    private readonly socket: LocalSocket,
    /** Sees every frame the table sends this peer (the practice host paces its bots by them). */
    private readonly heard: (text: string) => void = () => {},
    /** When it connected (the practice host's clock). */
    private readonly at = 0,
  ) {}

  send(text: string): void {
    this.heard(text);
    this.socket.receive(text);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  identity(): Identity | null {
    return this.who;
  }

  setIdentity(identity: Identity): void {
    this.who = identity;
  }

  connectedAt(): number {
    return this.at;
  }

  /** A local table has no network, so no address to pace anyone by. */
  address(): null {
    return null;
  }
}

import { SELF } from 'cloudflare:test';
import { PROTOCOL_VERSION, type ServerMessage } from '../../../../shared/protocol/messages.js';
import { UpdateReader } from '../../../../shared/protocol/reader.js';

type Update = Extract<ServerMessage, { type: 'update' }>;

/**
 * How long a client waits for a frame before the test fails. Only a safety net for a frame that never
 * comes: every wait ends as soon as its frame arrives, so a busy machine is slower but never red.
 */
const PATIENCE_MS = 30_000;

/** A test client on a table socket inside workerd: keeps every frame and waits for the ones it needs. */
export class Client {
  frames: string[] = [];
  /** Every message, parsed, patches read into whole updates (one per frame). */
  private received: ServerMessage[] = [];
  private readonly reader = new UpdateReader();
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];
  private mark = 0;

  constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      const message = this.reader.read(event.data as string);
      if (message === 'resync') throw new Error(`a patch that does not follow its update: ${event.data}`);
      this.frames.push(event.data as string);
      this.received.push(message);
      this.wake();
    });
    ws.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.wake();
    });
  }

  /** Opens a socket to table `id` (not yet said hello). */
  static async open(id: string, headers: Record<string, string> = {}): Promise<Client> {
    const response = await SELF.fetch(`http://localhost/api/tables/${id}/socket`, { headers: { Upgrade: 'websocket', ...headers } });
    if (!response.webSocket) throw new Error(`no upgrade: ${response.status} ${await response.text()}`);
    response.webSocket.accept();
    return new Client(response.webSocket);
  }

  /** Opens a socket and says hello; resolves with the first update. */
  static async join(id: string, hello: { key?: string; hostKey?: string; nonces?: boolean } = {}): Promise<Client> {
    const client = await Client.open(id);
    client.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...hello });
    await client.next('update');
    return client;
  }

  send(message: unknown): void {
    this.mark = this.frames.length;
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  messages(): ServerMessage[] {
    return this.received;
  }

  /** The latest update received. */
  latest(): Update {
    const updates = this.messages().filter((m): m is Update => m.type === 'update');
    if (updates.length === 0) throw new Error('no update yet');
    return updates[updates.length - 1];
  }

  /** Waits for the first message of `type` after the last send that matches `match`. */
  async next<T extends ServerMessage['type']>(
    type: T,
    match: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeout = PATIENCE_MS,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + timeout;
    for (;;) {
      for (let i = this.mark; i < this.received.length; i++) {
        const m = this.received[i];
        if (m.type === type && match(m as Extract<ServerMessage, { type: T }>)) {
          this.mark = i + 1;
          return m as Extract<ServerMessage, { type: T }>;
        }
      }
      if (this.closed) throw new Error(`closed (${this.closed.code} ${this.closed.reason}) while waiting for ${type}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${type}; last: ${this.frames.at(-1)}`);
      await this.wait(deadline - Date.now());
    }
  }

  /** Waits for an update at `version` or later. */
  async atVersion(version: number): Promise<Update> {
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      const latest = this.frames.length > 0 ? this.latest() : null;
      if (latest && latest.table.version >= version) return latest;
      if (this.closed || Date.now() > deadline) throw new Error(`no update at version ${version}; last: ${this.frames.at(-1)}`);
      await this.wait(deadline - Date.now());
    }
  }

  /** Waits until the socket is closed. */
  async closing(timeout = PATIENCE_MS): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeout;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket not closed');
      await this.wait(deadline - Date.now());
    }
    return this.closed;
  }

  close(): void {
    this.ws.close(1000, 'done');
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(1, ms));
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private wake(): void {
    const waiters = this.waiters.splice(0);
    for (const w of waiters) w();
  }
}

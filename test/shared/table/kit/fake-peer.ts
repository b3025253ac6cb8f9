import type { ServerMessage } from '../../../../shared/protocol/messages.js';
import { UpdateReader } from '../../../../shared/protocol/reader.js';
import type { Identity, Peer } from '../../../../shared/table/peer.js';

/** A socket for session tests: records every frame it is sent and how it was closed. */
export class FakePeer implements Peer {
  frames: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private attachment: Identity | null = null;

  constructor(
    /** When it connected (the harness's clock). */
    private readonly at = 0,
    /** Its client address's key (spectators are paced by it). */
    private readonly from: string | null = null,
  ) {}

  send(text: string): void {
    if (this.closed) throw new Error('send on a closed socket');
    this.frames.push(text);
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }
  identity(): Identity | null {
    return this.attachment && { ...this.attachment };
  }
  setIdentity(identity: Identity): void {
    this.attachment = { ...identity };
  }
  connectedAt(): number {
    return this.at;
  }
  address(): string | null {
    return this.from;
  }

  /** Every message received so far, parsed, with patches read into whole updates. */
  messages(): ServerMessage[] {
    const reader = new UpdateReader();
    return this.frames.map((frame) => {
      const message = reader.read(frame);
      if (message === 'resync') throw new Error(`a patch that does not follow its update: ${frame}`);
      return message;
    });
  }
  /** The last message received, parsed (a patch read into its whole update). */
  last(): ServerMessage {
    return this.messages().at(-1)!;
  }
  /** The last message of a type. */
  lastOf<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> {
    const found = this.messages().filter((m) => m.type === type);
    if (found.length === 0) throw new Error(`no ${type} message received`);
    return found[found.length - 1] as Extract<ServerMessage, { type: T }>;
  }
}

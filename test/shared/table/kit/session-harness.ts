import type { Action } from '../../../../shared/rules/core/game.js';
import { PROTOCOL_VERSION, type ServerMessage } from '../../../../shared/protocol/messages.js';
import { MemoryStore } from '../../../../shared/table/memory-store.js';
import { checkSettings } from '../../../../shared/table/new-table.js';
import type { RateLimits } from '../../../../shared/table/rate-limit.js';
import type { SessionHost } from '../../../../shared/table/host.js';
import { TableSession } from '../../../../shared/table/table-session.js';
import { chooseAction } from '../../../../shared/bots/index.js';
import type { BotChooser } from '../../../../shared/table/bot-player.js';
import { FakePeer } from './fake-peer.js';

/** A table session in Node: memory store, fake sockets and a clock the test moves by hand. */
export class Harness {
  store = new MemoryStore();
  peers: FakePeer[] = [];
  time = 1_700_000_000_000;
  session: TableSession;
  hostKey = '';
  /** How many times the session asked for its sockets. */
  peerLists = 0;

  constructor(
    private readonly limits?: RateLimits,
    private readonly botStepsPerTurn?: number,
    /** More of the host's settings (echo, ...). */
    private readonly extra: Partial<SessionHost> = {},
  ) {
    this.session = this.wake();
  }

  /** A fresh session over the same store, as after hibernation or eviction (sockets stay). */
  wake(): TableSession {
    this.session = new TableSession({
      store: this.store,
      peers: () => {
        this.peerLists++;
        return this.peers.filter((p) => !p.closed);
      },
      now: () => this.time,
      chooseBot: chooseAction as BotChooser,
      limits: this.limits,
      botStepsPerTurn: this.botStepsPerTurn,
      ...this.extra,
    });
    return this.session;
  }

  create(request: Record<string, unknown>): this {
    const checked = checkSettings({ game: 'baloot', seats: 4, ...request } as never);
    if (!checked.ok) throw new Error(checked.message);
    this.hostKey = this.session.create('tableid000000000', checked.settings)!.hostKey;
    return this;
  }

  /** Opens a socket and says hello (with a key or the host key if given; `nonces`: a client that sends nonces; `address`: its client address's key). */
  connect(hello: { key?: string; hostKey?: string; nonces?: boolean } = {}, address: string | null = null): FakePeer {
    const peer = this.open(address);
    if (!peer.closed) this.send(peer, { type: 'hello', protocol: PROTOCOL_VERSION, ...hello });
    return peer;
  }

  /** Opens a socket now (the harness's clock) that says nothing yet. */
  open(address: string | null = null): FakePeer {
    const peer = new FakePeer(this.time, address);
    this.peers.push(peer);
    this.session.connect(peer);
    return peer;
  }

  send(peer: FakePeer, message: unknown): ServerMessage | undefined {
    const before = peer.frames.length;
    this.session.message(peer, typeof message === 'string' ? message : JSON.stringify(message));
    return peer.frames.length > before ? peer.last() : undefined;
  }

  /** Sits `peer` in `seat`; returns the secret key. */
  sit(peer: FakePeer, seat: number, name = `P${seat}`): string {
    this.send(peer, { type: 'sit', seat, name });
    const seated = peer.messages().find((m) => m.type === 'seated' && m.seat === seat);
    if (!seated || seated.type !== 'seated') throw new Error(`could not sit: ${peer.frames.at(-1)}`);
    return seated.key;
  }

  /** The last view sent to `peer`. */
  view(peer: FakePeer): { version: number; legal: Action[]; [key: string]: unknown } {
    return peer.lastOf('update').view as never;
  }
}

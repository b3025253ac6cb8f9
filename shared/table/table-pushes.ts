import type { Seat } from '../rules/core/seats.js';
import type { ClientMessage } from '../protocol/messages.js';
import { endpointProblem, type PushPayload } from '../protocol/push.js';
import { moveTime } from './deadlines.js';
import type { Refusal } from './lobby.js';
import type { Peer } from './peer.js';
import type { PushStore, SeatSubscription } from './push-store.js';
import type { TableGame } from './table-game.js';
import { sha256Hex } from './secrets.js';
import type { TableRecord } from './table-record.js';
import { encode } from '../protocol/wire.js';

/** The most devices one seat may have subscribed; a new one replaces the oldest. */
export const MAX_SUBSCRIPTIONS_PER_SEAT = 5;

/** A push to send: to whom, and what it says. */
export interface PushDelivery {
  subscription: SeatSubscription;
  payload: PushPayload;
}

/** What the session needs to push: the subscriptions' store and a sender. Absent without VAPID keys. */
export interface PushHost {
  store: PushStore;
  /** Sends the pushes without holding up the move; deletes the subscriptions the push service says are gone (404, 410). */
  send(deliveries: PushDelivery[]): void;
  /** Accepts `http` endpoints on the loopback address (development and tests only). */
  allowLocalHttp?: boolean;
}

type PushMessage = Extract<ClientMessage, { type: 'pushOn' | 'pushOff' | 'visible' }>;

/** `pushOn` or `pushOff`, as the socket or the HTTP route (`POST /api/tables/:id/push`) brings it. */
export type PushChange = Extract<ClientMessage, { type: 'pushOn' | 'pushOff' }>;

/**
 * Notifications of a table's seats: turning them on and off per device, the pages' visibility, and
 * deciding after each change who is pushed what. A turn pushes its person at most once (a mark per seat
 * in the store), and only if none of their pages at the table is open and visible.
 */
export class TablePushes {
  constructor(
    private readonly host: PushHost | undefined,
    /** The seats with an open page that is not hidden. */
    private readonly watching: () => ReadonlySet<Seat>,
  ) {}

  /** Runs `pushOn`, `pushOff` or `visible` from `peer`, whose seat (if any) is `seat`. */
  run(peer: Peer, record: TableRecord, game: TableGame | null, seat: Seat | null, message: PushMessage, now: number): Refusal | null {
    if (message.type === 'visible') {
      const identity = peer.identity();
      if (identity) peer.setIdentity({ ...identity, hidden: !message.visible });
      return null;
    }
    const result = this.change(record, game, seat, message, now);
    if ('code' in result) return result;
    peer.send(encode({ type: 'push', ...result }));
    return null;
  }

  /** `pushOn` or `pushOff` for the seat whose secret key is `key` (the HTTP route): its new state, or a refusal. */
  byKey(record: TableRecord, game: TableGame | null, key: string, message: PushChange, now: number): Refusal | { on: boolean } {
    const hash = sha256Hex(key);
    const seat = record.seats.findIndex((s) => s.kind === 'human' && s.keyHash === hash);
    if (seat < 0) return { code: 'badKey', message: 'this key holds no seat at the table' };
    return this.change(record, game, seat, message, now);
  }

  private change(record: TableRecord, game: TableGame | null, seat: Seat | null, message: PushChange, now: number): Refusal | { on: boolean } {
    if (!this.host) return { code: 'pushUnavailable', message: 'this server sends no notifications (it has no VAPID keys)' };
    if (seat === null) return { code: 'notSeated', message: 'take a seat to be notified' };
    const keyHash = record.seats[seat]!.keyHash!;
    const store = this.host.store;
    if (message.type === 'pushOff') {
      for (const s of store.all()) if (s.seat === seat && (message.endpoint === undefined || s.endpoint === message.endpoint)) store.remove(s.endpoint);
      return { on: false };
    }
    const { endpoint, keys } = message.subscription;
    const problem = endpointProblem(endpoint, this.host.allowLocalHttp === true);
    if (problem) return { code: 'badSubscription', message: problem };
    const mine = store.all().filter((s) => s.seat === seat && s.endpoint !== endpoint);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_SUBSCRIPTIONS_PER_SEAT + 1))) store.remove(old.endpoint);
    store.put({ endpoint, p256dh: keys.p256dh, auth: keys.auth, seat, keyHash, createdAt: now });
    // what the page shows now is no news: a push starts with the next change
    if (record.status !== 'lobby') store.setMark(seat, record.status === 'over' ? 'over' : 'started', String(record.gameNo));
    if (awaited(record, game).includes(seat)) store.setMark(seat, 'turn', `${record.gameNo}:${game!.state.version}`);
    return { on: true };
  }

  /**
   * After a change: a seat given to a bot is told so (and its devices forgotten, as are those of a
   * seat left or given away); a game that started or ended, and a turn that began, are pushed to the
   * seats that have devices and no visible page.
   */
  notify(record: TableRecord, game: TableGame | null): void {
    if (!this.host) return;
    const store = this.host.store;
    const all = store.all();
    if (all.length === 0) return;
    const out: PushDelivery[] = [];
    const live = new Map<Seat, SeatSubscription[]>();
    for (const s of all) {
      const holder = record.seats[s.seat];
      if (holder?.kind === 'human' && holder.keyHash === s.keyHash) live.set(s.seat, [...(live.get(s.seat) ?? []), s]);
      else {
        if (holder?.kind === 'bot') out.push({ subscription: s, payload: payloadOf(record, game, s.seat, 'seatToBot') });
        store.remove(s.endpoint);
      }
    }
    const watching = this.watching();
    const turn = awaited(record, game);
    for (const [seat, subscriptions] of live) {
      let kind: PushPayload['kind'] | null = null;
      if (record.status !== 'lobby' && firstTime(store, seat, record.status === 'over' ? 'over' : 'started', String(record.gameNo))) {
        kind = record.status === 'over' ? 'over' : 'started';
      }
      if (turn.includes(seat) && firstTime(store, seat, 'turn', `${record.gameNo}:${game!.state.version}`)) kind = 'turn';
      if (kind && !watching.has(seat)) for (const s of subscriptions) out.push({ subscription: s, payload: payloadOf(record, game, seat, kind) });
    }
    if (out.length > 0) this.host.send(out);
  }

  /** When the next reminder is due (a tenth of an async turn's time left), or null if none is. */
  reminderAt(record: TableRecord, game: TableGame | null): number | null {
    const deadline = record.deadline;
    if (!this.host || record.clock.kind !== 'async' || !deadline || deadline.forced || !game) return null;
    const key = `${record.gameNo}:${game.state.version}`;
    const turn = awaited(record, game);
    const due = this.host.store.all().some((s) => turn.includes(s.seat) && this.host!.store.mark(s.seat, 'reminder') !== key);
    return due ? deadline.at - moveTime(record.clock)! / 10 : null;
  }

  /** The alarm rang: reminds the awaited seats whose reminder is due, once per turn. */
  remind(record: TableRecord, game: TableGame | null, now: number): void {
    const at = this.reminderAt(record, game);
    if (at === null || now < at || !this.host) return;
    const key = `${record.gameNo}:${game!.state.version}`;
    const watching = this.watching();
    const out: PushDelivery[] = [];
    for (const seat of awaited(record, game)) {
      const subscriptions = this.host.store.all().filter((s) => s.seat === seat && s.keyHash === record.seats[seat]!.keyHash);
      if (subscriptions.length === 0 || !firstTime(this.host.store, seat, 'reminder', key) || watching.has(seat)) continue;
      for (const s of subscriptions) out.push({ subscription: s, payload: payloadOf(record, game, seat, 'reminder') });
    }
    if (out.length > 0) this.host.send(out);
  }
}

/** The people the game waits for, unless the table is about to play their only move for them. */
function awaited(record: TableRecord, game: TableGame | null): Seat[] {
  if (!game || record.status !== 'playing' || record.deadline?.forced) return [];
  return game.rules.waitingFor(game.state).filter((seat) => record.seats[seat]?.kind === 'human');
}

/** True (and marked) the first time `mark` is seen for this seat and kind. */
function firstTime(store: PushStore, seat: Seat, kind: 'turn' | 'reminder' | 'started' | 'over', mark: string): boolean {
  if (store.mark(seat, kind) === mark) return false;
  store.setMark(seat, kind, mark);
  return true;
}

function payloadOf(record: TableRecord, game: TableGame | null, seat: Seat, kind: PushPayload['kind']): PushPayload {
  const timed = kind === 'turn' || kind === 'reminder';
  const awaitedAction = timed && game ? game.rules.legalActions(game.state, seat)[0]?.type : undefined;
  return {
    kind,
    table: record.id,
    game: record.game,
    gameName: game?.rules.name ?? record.game,
    gameNo: record.gameNo,
    ...(awaitedAction ? { awaited: awaitedAction } : {}),
    deadline: timed && record.deadline && !record.deadline.forced ? record.deadline.at : null,
    url: `/t/${record.id}`,
  };
}

import type { Seat } from '../rules/core/seats.js';

/** One device's push subscription, bound to the seat (and the seat key) it was made from. */
export interface SeatSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  seat: Seat;
  /** The hash of the seat key it came with: a seat given to someone else stops reaching this device. */
  keyHash: string;
  createdAt: number;
}

/** What was last pushed (or seen) for a seat, by kind: `turn`, `reminder`, `started`, `over`. */
export type PushMarkKind = 'turn' | 'reminder' | 'started' | 'over';

/**
 * A table's push subscriptions and marks, kept beside its record (the Durable Object's SQLite). The
 * marks make "one push per turn" survive a wake-up. Kept apart from TableStore so it can move to a
 * player's object later without touching the table's storage.
 */
export interface PushStore {
  /** Every subscription, oldest first (few: a handful of devices per seat). */
  all(): SeatSubscription[];
  /** Adds a subscription, or replaces the one with its endpoint. */
  put(subscription: SeatSubscription): void;
  /** Deletes the subscription with this endpoint, if any. */
  remove(endpoint: string): void;
  mark(seat: Seat, kind: PushMarkKind): string | null;
  setMark(seat: Seat, kind: PushMarkKind, mark: string): void;
  /** Deletes every subscription and mark of `seat`. */
  clearSeat(seat: Seat): void;
}

/** A PushStore in memory: the session tests'. */
export class MemoryPushStore implements PushStore {
  subscriptions: SeatSubscription[] = [];
  marks = new Map<string, string>();

  all(): SeatSubscription[] {
    return this.subscriptions.map((s) => ({ ...s }));
  }
  put(subscription: SeatSubscription): void {
    this.remove(subscription.endpoint);
    this.subscriptions.push({ ...subscription });
  }
  remove(endpoint: string): void {
    this.subscriptions = this.subscriptions.filter((s) => s.endpoint !== endpoint);
  }
  mark(seat: Seat, kind: PushMarkKind): string | null {
    return this.marks.get(`${seat}/${kind}`) ?? null;
  }
  setMark(seat: Seat, kind: PushMarkKind, mark: string): void {
    this.marks.set(`${seat}/${kind}`, mark);
  }
  clearSeat(seat: Seat): void {
    this.subscriptions = this.subscriptions.filter((s) => s.seat !== seat);
    for (const key of [...this.marks.keys()]) if (key.startsWith(`${seat}/`)) this.marks.delete(key);
  }
}

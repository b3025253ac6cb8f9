import type { ClientMessage, TableInfo, You } from '$shared/protocol/messages.js';
import type { Seat } from '$shared/rules/core/seats.js';
import { catchUpQuestion } from './catch-up.js';
import { rememberTable, type HelloKeys } from './keys.js';
import type { StorageLike } from './storage-like.js';

/** What the effects of an update need from the table's client. */
export interface EffectDeps {
  id: string;
  storage: StorageLike;
  now: () => number;
  keys: HelloKeys;
  send: (message: ClientMessage) => void;
}

/**
 * What a table's client does with an update beyond showing it: the device's keys and its list of My
 * tables, the nonce the table asks this seat for before a deal, and after a hello the question of what
 * the person missed.
 */
export class UpdateEffects {
  /** The game whose shuffle this socket sent its seat's nonce for (Verifiable shuffle). */
  private nonceFor = 0;

  constructor(private readonly deps: EffectDeps) {}

  /** A new socket: the table asks it again for the nonce of the game being dealt. */
  hello(): void {
    this.nonceFor = 0;
  }

  /** After an update of `table` for `you`; `turn`: the seats whose turn it is; `first`: the first update since hello. */
  after(table: TableInfo, you: You, turn: Seat[], first: boolean): void {
    const { id, storage, keys, send } = this.deps;
    // a seat key that no longer holds its seat (left, freed, given away) never will again
    if (you.seat === null) keys.forgetSeatKey();
    rememberTable(storage, id, table, you, turn, this.deps.now());
    // the table asks this seat for a nonce before a deal (once per game and connection: no nonceTwice)
    const shuffle = table.shuffle;
    const seat = you.seat;
    if (shuffle && seat !== null && shuffle.awaiting.includes(seat) && this.nonceFor !== shuffle.gameNo) {
      this.nonceFor = shuffle.gameNo;
      void import('./shuffle-witness.js').then((w) => send(w.nonceMessage(storage, id, shuffle, seat)));
    }
    if (first) {
      // what happened since the person's last move?
      const question = catchUpQuestion(table, you);
      if (question) send(question);
    }
  }
}

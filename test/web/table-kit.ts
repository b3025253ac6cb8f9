import type { SocketLike } from '../../web/src/lib/net/connection.js';
import { OnlineTable } from '../../web/src/lib/net/online-table.js';
import type { StorageLike } from '../../web/src/lib/net/storage.js';
import { MemoryStorage } from './fake-storage.js';

/** A socket for OnlineTable tests: records what the client sends; the test opens it and delivers messages. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** An OnlineTable over fake sockets and timers the test fires by hand. */
export function harness(storage: StorageLike = new MemoryStorage(), id = 'abc') {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const table = new OnlineTable(id, {
    socket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    storage,
    url: 'ws://test/api/tables/abc/socket',
    setTimer: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const i = timers.indexOf(timer as never);
      if (i >= 0) timers.splice(i, 1);
    },
    now: () => 1000,
  });
  return { storage, sockets, timers, table };
}

/** A table summary as the server sends it, with changes. */
export const info = (over: object = {}) => ({
  id: 'abc',
  game: 'baloot',
  gameName: 'Baloot',
  status: 'playing',
  seats: [0, 1, 2, 3].map((seat) => ({ seat, kind: seat === 0 ? 'human' : 'bot', name: seat === 0 ? 'Aisha' : null, connected: true, away: false })),
  options: {},
  clock: { kind: 'none' },
  botLevel: 'standard',
  claims: true,
  autoForced: false,
  spectatorReactions: false,
  gameNo: 1,
  version: 7,
  turn: [0],
  deadline: null,
  outcome: null,
  createdAt: 0,
  ...over,
});

/** Seat and team names for describing lines in tests: `Seat<n>`, `Team<n>`; the viewer sits at `you`. */
export function testNaming(you: number | null = null) {
  return { seatName: (s: number) => `Seat${s}`, teamName: (t: number) => `Team${t}`, isYou: (s: number) => s === you };
}

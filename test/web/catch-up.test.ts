import { describe, expect, it } from 'vitest';
import type { CatchUpMessage } from '../../shared/protocol/messages.js';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import { CATCH_UP_AFTER_MS, catchUpShown } from '../../web/src/lib/table/catch-up-shown.js';
import { harness, info } from './table-kit.js';

const answer = (over: Partial<CatchUpMessage> = {}): CatchUpMessage => ({
  type: 'catchUp',
  from: 3,
  until: 7,
  since: 0,
  truncated: false,
  events: [
    { type: 'cardPlayed', audience: 'all', seat: 1, card: 'KS' },
    { type: 'timedOut', audience: 'all', seat: 0 },
    { type: 'cardPlayed', audience: 'all', seat: 0, card: '7H' },
  ],
  given: [],
  ...over,
});

describe('catching up at an online table', () => {
  it('asks what it missed after the hello\'s first update, up to that update\'s version, once per connection', () => {
    const { sockets, table } = harness();
    const snapshots: TableSnapshot[] = [];
    table.subscribe((s) => snapshots.push(s));
    sockets[0].open();
    const update = { type: 'update', n: 1, game: 'baloot', table: info({ version: 7 }), you: { seat: 0, host: false }, view: null, events: [] };
    sockets[0].receive(update);
    expect(sockets[0].sent.filter((m) => (m as { type: string }).type === 'catchUp')).toEqual([{ type: 'catchUp', until: 7 }]);
    sockets[0].receive({ ...update, n: 2, table: info({ version: 8 }) });
    expect(sockets[0].sent.filter((m) => (m as { type: string }).type === 'catchUp')).toHaveLength(1);
    // the answer is in the snapshot until the person moves
    sockets[0].receive(answer());
    expect(snapshots.at(-1)!.catchUp).toEqual(answer());
    table.act({ type: 'pass' });
    expect(snapshots.at(-1)!.catchUp).toBeNull();
  });

  it('asks nothing for someone watching, or before a game', () => {
    for (const [you, over] of [[{ seat: null, host: false }, {}], [{ seat: 0, host: true }, { status: 'lobby', gameNo: 0 }]] as const) {
      const { sockets } = harness();
      sockets[0].open();
      sockets[0].receive({ type: 'update', n: 1, game: 'baloot', table: info(over), you, view: null, events: [] });
      expect(sockets[0].sent.some((m) => (m as { type: string }).type === 'catchUp')).toBe(false);
    }
  });
});

describe('whether a catch-up is shown', () => {
  it('shows the lines when others moved and the person\'s last move is old enough', () => {
    const shown = catchUpShown(answer(), 0, CATCH_UP_AFTER_MS);
    expect(shown?.lines.map((l) => [l.seat, l.type])).toEqual([
      [1, 'cardPlayed'],
      [0, 'timedOut'],
      [0, 'cardPlayed'],
    ]);
    expect(shown?.lines[0]!.data).toEqual({ seat: 1, card: 'KS' });
  });

  it('shows nothing after a recent move (a reload in a live game), or when only the person\'s own seat moved', () => {
    expect(catchUpShown(answer(), 0, CATCH_UP_AFTER_MS - 1)).toBeNull();
    const mine = answer({ events: [{ type: 'timedOut', audience: 'all', seat: 0 }] });
    expect(catchUpShown(mine, 0, CATCH_UP_AFTER_MS)).toBeNull();
    // a seat given to a bot is news even with no move
    expect(catchUpShown(answer({ events: [], given: [{ seat: 2, name: 'Lina' }] }), 0, CATCH_UP_AFTER_MS)?.given).toEqual([{ seat: 2, name: 'Lina' }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { HistoryPatch } from '../../shared/protocol/messages.js';
import { mergeHistory, NO_HISTORY } from '../../web/src/lib/net/history.js';
import { harness, info } from './table-kit.js';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';

const hand = (n: number) => ({ hand: n, score: [n, 0] });
const patch = (from: number, ...hands: number[]): HistoryPatch => ({ from, hands: hands.map(hand) });

describe('mergeHistory', () => {
  it('replaces the sheet on a patch from 0, appends new hands, keeps it without a patch', () => {
    const synced = mergeHistory(NO_HISTORY, 1, patch(0, 1, 2));
    expect(synced).toEqual({ gameNo: 1, hands: [hand(1), hand(2)] });
    if (synced === 'gap') return;
    expect(mergeHistory(synced, 1, undefined)).toBe(synced);
    expect(mergeHistory(synced, 1, patch(2, 3))).toEqual({ gameNo: 1, hands: [hand(1), hand(2), hand(3)] });
    // a hand sent twice (a sync crossing an update) is written over, not added again
    expect(mergeHistory(synced, 1, patch(1, 2))).toEqual(synced);
    expect(mergeHistory(synced, 2, patch(0))).toEqual({ gameNo: 2, hands: [] });
  });

  it('reports a gap when a hand or a new game was missed', () => {
    const kept = { gameNo: 1, hands: [hand(1)] };
    expect(mergeHistory(kept, 1, patch(2, 3))).toBe('gap');
    expect(mergeHistory(kept, 2, undefined)).toBe('gap');
    expect(mergeHistory(kept, 2, patch(1, 2))).toBe('gap');
  });
});

function onlineTable() {
  const { sockets, table } = harness();
  let snapshot: TableSnapshot | null = null;
  table.subscribe((s) => (snapshot = s));
  sockets[0].open();
  const update = (version: number, history?: HistoryPatch, gameNo = 1) =>
    sockets[0].receive({
      type: 'update',
      game: 'baloot',
      table: info({ gameNo, version, turn: [] }),
      you: { seat: null, host: false },
      view: { version },
      events: [],
      ...(history ? { history } : {}),
    });
  return { socket: sockets[0], update, hands: () => snapshot!.history };
}

describe('OnlineTable history', () => {
  it('keeps the sheet from the sync and the new hands, and asks for a sync once after a gap', () => {
    const { socket, update, hands } = onlineTable();
    update(10, patch(0, 1, 2));
    update(11);
    expect(hands()).toEqual([hand(1), hand(2)]);
    update(40, patch(2, 3));
    expect(hands()).toEqual([hand(1), hand(2), hand(3)]);

    const syncs = () => socket.sent.filter((m) => (m as { type: string }).type === 'sync').length;
    update(70, patch(4, 5)); // hand 4 was missed
    expect(hands()).toEqual([hand(1), hand(2), hand(3)]);
    expect(syncs()).toBe(1);
    update(100, patch(5, 6));
    expect(syncs()).toBe(1); // already asked
    update(100, patch(0, 1, 2, 3, 4, 5, 6));
    expect(hands()).toHaveLength(6);
    update(130, patch(6, 7));
    expect(hands()).toHaveLength(7);
    expect(syncs()).toBe(1);
  });

  it('starts a new game with an empty sheet', () => {
    const { update, hands } = onlineTable();
    update(10, patch(0, 1, 2));
    update(0, patch(0), 2);
    expect(hands()).toEqual([]);
  });
});

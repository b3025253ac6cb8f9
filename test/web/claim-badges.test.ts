import { describe, expect, it } from 'vitest';
import { seatBadges } from '../../web/src/lib/games/seat-badges.js';
import type { TableModel } from '../../web/src/lib/games/types.js';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import { testNaming } from './table-kit.js';

/** A four-seat model seen from `viewer`, with nothing face up of its own. */
const model = (viewer: number | null) =>
  ({
    seats: 4,
    viewer,
    handSizes: [3, 3, 3, 3],
    turn: [1],
    dealer: 0,
    teams: [0, 1, 0, 1],
    out: [false, false, false, false],
    notes: ['', '', '', ''],
    shown: [[], [], [], []],
    callable: new Set<string>(),
  }) as unknown as TableModel;
const snapshot = (shownHands: { seat: number; cards: string[] }[] | undefined) =>
  ({ seats: [0, 1, 2, 3].map((seat) => ({ seat, name: `Seat${seat}`, bot: false, connected: true, away: false })), clock: { mode: 'none', seconds: 0, deadline: null }, shownHands }) as unknown as TableSnapshot;

describe('a hand laid open by a refused claim', () => {
  it('lies face up at its seat for the others and for someone watching; the claimant has it in hand', () => {
    const open = snapshot([{ seat: 1, cards: ['AS', 'KH'] }]);
    for (const viewer of [0, 2, 3, null]) {
      const badges = seatBadges(model(viewer), open, testNaming(viewer), () => '');
      expect(badges[1]!.shown.map((s) => s.card)).toEqual(['AS', 'KH']);
      expect(badges.filter((b) => b.shown.length > 0)).toHaveLength(1);
    }
    expect(seatBadges(model(1), open, testNaming(1), () => '')[1]!.shown).toEqual([]);
  });

  it('shows nothing before a claim, or from a server that sends no shown hands', () => {
    for (const none of [[], undefined]) expect(seatBadges(model(0), snapshot(none), testNaming(0), () => '').every((b) => b.shown.length === 0)).toBe(true);
  });
});

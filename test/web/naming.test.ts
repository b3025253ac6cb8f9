import { describe, expect, it } from 'vitest';
import { namingFor } from '../../web/src/lib/games/naming.js';
import type { SeatBadge, TableSnapshot } from '../../web/src/lib/net/snapshot.js';

const seat = (n: number, over: Partial<SeatBadge> = {}): SeatBadge => ({ seat: n, name: null, bot: false, connected: true, away: false, ...over });

describe('seat names', () => {
  it('says "You", a player\'s name, a bot in the page\'s language whatever the table called it, or the seat', () => {
    const seats = [seat(0, { name: 'Aisha' }), seat(1, { name: 'Robot', bot: true }), seat(2, { name: 'Badr' }), seat(3)];
    const naming = namingFor({ seats, mySeat: 0 } as TableSnapshot, (s) => s % 2, 2);
    expect([0, 1, 2, 3].map((s) => naming.seatName(s))).toEqual(['You', 'Bot 2', 'Badr', 'Seat 4']);
  });
});

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

describe('team names', () => {
  it('says "Us" and "Them" for partnerships, numbers them for a spectator or three teams, and names a team of one by its player', () => {
    const four = [seat(0, { name: 'Aisha' }), seat(1, { name: 'Farid' }), seat(2, { name: 'Badr' }), seat(3, { name: 'Hana' })];
    const partners = namingFor({ seats: four, mySeat: 1 } as TableSnapshot, (s) => s % 2, 2);
    expect([0, 1].map((t) => partners.teamName(t))).toEqual(['Them', 'Us']);
    const watching = namingFor({ seats: four, mySeat: null } as TableSnapshot, (s) => s % 2, 2);
    expect([0, 1].map((t) => watching.teamName(t))).toEqual(['Team 1', 'Team 2']);
    // All Fours one against one, and three alone
    const two = namingFor({ seats: four.slice(0, 2), mySeat: 0 } as TableSnapshot, (s) => s, 2);
    expect([0, 1].map((t) => two.teamName(t))).toEqual(['You', 'Farid']);
    const three = namingFor({ seats: [four[0], seat(1, { bot: true }), four[2]], mySeat: null } as TableSnapshot, (s) => s, 3);
    expect([0, 1, 2].map((t) => three.teamName(t))).toEqual(['Aisha', 'Bot 2', 'Badr']);
  });
});

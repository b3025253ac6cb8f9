import type { Seat, Team } from '../../core/seats.js';
import type { TwentyEightState } from './state.js';

/** The team of a seat: partners opposite at 4, even against odd at 6 [TE-10.2]; at 3 everyone alone [TE-10.1]. */
export function teamOfSeat(seat: Seat, seats: number): Team {
  return seats === 3 ? seat : seat & 1;
}

/** The number of teams (score entries): 2, or 3 at 3 players (each seat's tables). */
export function teamCount(seats: number): number {
  return seats === 3 ? 3 : 2;
}

/** The seats of a team in seat order. */
export function seatsOfTeam(team: Team, seats: number): Seat[] {
  const members: Seat[] = [];
  for (let s = 0; s < seats; s++) if (teamOfSeat(s, seats) === team) members.push(s);
  return members;
}

/**
 * True if `a` and `b` play on one side in the hand under way: teammates at 4 and 6; at 3 the two
 * opponents of the bidder (or of the Thani caller) are partners for the hand [TE-10.1].
 */
export function sameSide(state: Pick<TwentyEightState, 'seats' | 'bidder' | 'thani'>, a: Seat, b: Seat): boolean {
  if (state.seats !== 3) return ((a ^ b) & 1) === 0;
  if (a === b) return true;
  const lone = state.thani >= 0 ? state.thani : state.bidder;
  return a !== lone && b !== lone;
}

/** True if `a` and `b` (-1: nobody) are partners in the auction [TE-2.3a]: any teammate at 4 and 6, nobody at 3. */
export function auctionPartners(seats: number, a: Seat, b: Seat): boolean {
  return seats !== 3 && b >= 0 && a !== b && ((a ^ b) & 1) === 0;
}

/** All seats in turn order from `first`. */
export function seatsFrom(first: Seat, seats: number): Seat[] {
  const order: Seat[] = [];
  for (let i = 0; i < seats; i++) order.push((first + i) % seats);
  return order;
}

/** [TE-2.1][TE-10.1][TE-10.2] The first auction's minimum: 14 at 4, 12 at 3, 16 at 6 (also the Pair floor [TE-6.2a]). */
export function firstMinimum(seats: number): number {
  return seats === 3 ? 12 : seats === 6 ? 16 : 14;
}

/** [TE-3.1][TE-10.1] The second auction's minimum: 24, or 22 at 3 players. */
export function secondMinimum(seats: number): number {
  return seats === 3 ? 22 : 24;
}

/** [TE-2.2] The highest bid: every card point. */
export const MAX_BID = 28;

/** [TE-5.5a][TE-10.2a] Tricks in a hand: 8, or 6 at 6 players. */
export function tricksPerHand(seats: number): number {
  return seats === 6 ? 6 : 8;
}

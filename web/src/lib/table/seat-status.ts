import type { SeatBadge } from '../net/snapshot.js';

/** How a seat is held: by nobody, a bot, a person here, a person whose socket is gone, or away. */
export type SeatStatus = 'free' | 'bot' | 'present' | 'offline' | 'away';

/** The status of a seat; `away` (missed turns in a row) wins over `offline`. */
export function seatStatus(info: SeatBadge): SeatStatus {
  if (info.bot) return 'bot';
  if (info.name === null) return 'free';
  if (info.away) return 'away';
  return info.connected ? 'present' : 'offline';
}

/**
 * True if the host may give this seat to a bot or free it now (protocol `assign`): any seat between
 * games; during a game only a free seat, a bot's seat, or the seat of a person who is away or gone.
 */
export function mayReassign(info: SeatBadge, playing: boolean): boolean {
  return !playing || seatStatus(info) !== 'present';
}

/** The seats a host should look at during a game: people who are away or whose connection is gone. */
export function absentSeats(seats: readonly SeatBadge[], mySeat: number | null): SeatBadge[] {
  return seats.filter((info) => info.seat !== mySeat && (seatStatus(info) === 'away' || seatStatus(info) === 'offline'));
}

/**
 * True if a seated player who is not the host may give this seat to a bot (protocol `assign`): during
 * a game, another person's seat that is away (its clock ran out on its last turns).
 */
export function mayGiveAway(info: SeatBadge, mySeat: number | null, playing: boolean): boolean {
  return playing && mySeat !== null && info.seat !== mySeat && seatStatus(info) === 'away';
}

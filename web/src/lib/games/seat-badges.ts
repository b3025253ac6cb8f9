import type { SeatBadge as SnapshotSeat, TableSnapshot } from '../net/snapshot.js';
import { m } from '../paraglide/messages.js';
import type { SeatBadge } from '../table/FeltSeat.svelte';
import { absentSeats, mayGiveAway, seatStatus } from '../table/seat-status.js';
import type { Naming, TableModel } from './types.js';

// What the game table shows of each seat: the badges on the felt, and the seats its notices speak of.

/** The felt's badge of every seat; `said(seat)` is a decision the playback has just reached there ('' if none). */
export function seatBadges(model: TableModel, snapshot: TableSnapshot, naming: Naming, said: (seat: number) => string): SeatBadge[] {
  return Array.from({ length: model.seats }, (_, seat) => ({
    name: naming.seatName(seat),
    cards: model.handSizes[seat] ?? 0,
    turn: model.turn.includes(seat),
    dealer: model.dealer === seat,
    team: model.teams[seat],
    out: model.out[seat],
    // a decision the playback has just reached is said at its seat, in place of the seat's note
    note: said(seat) || (model.notes[seat] ?? ''),
    meaning: said(seat) ? '' : (model.noteMeanings?.[seat] ?? ''),
    status: snapshot.seats[seat] ? statusWord(snapshot.seats[seat]) : '',
    away: snapshot.seats[seat]?.away ?? false,
    bot: snapshot.seats[seat]?.bot ?? false,
    relaxed: isRelaxed(snapshot, seat),
    shown: [
      ...(model.shown[seat] ?? []).map((card) => ({ card, callable: model.callable.has(card) })),
      // a hand laid open by a refused claim, at its seat (the viewer's own is in their hand)
      ...(seat === model.viewer ? [] : (snapshot.shownHands?.find((s) => s.seat === seat)?.cards ?? [])).map((card) => ({ card, callable: false })),
    ],
  }));
}

/** Whether `seat` asked for double time on the table's live clock (its clock then says ×2). */
export function isRelaxed(snapshot: TableSnapshot, seat: number | null): boolean {
  return seat !== null && snapshot.clock.mode === 'live' && snapshot.seats[seat]?.relaxed === true;
}

function statusWord(seat: SnapshotSeat): string {
  const status = seatStatus(seat);
  return status === 'away' ? m.away() : status === 'offline' ? m.seat_offline() : status === 'free' ? m.seat_free() : '';
}

/**
 * The seats the notices above the decisions speak of, at an online table (`online`; none at practice).
 * The host is told about players who miss turns (and so is every player, once a seat is away, who may
 * then give it to a bot); someone watching is told a seat is free, or a player's connection is gone.
 */
export function seatAlerts(snapshot: TableSnapshot, online: boolean) {
  const absent = online && snapshot.host ? absentSeats(snapshot.seats, snapshot.mySeat) : [];
  const playing = snapshot.status === 'playing';
  const away = snapshot.host ? absent.filter((s) => s.away) : online ? snapshot.seats.filter((s) => mayGiveAway(s, snapshot.mySeat, playing)) : [];
  const watching = online && snapshot.mySeat === null;
  const freeSeat = watching ? snapshot.seats.find((s) => seatStatus(s) === 'free') : undefined;
  const offline = watching ? snapshot.seats.find((s) => s.name && !s.bot && !s.connected) : undefined;
  // someone watching an online table with no seat free is told so, and that a seat freed is offered here
  const full = watching && freeSeat === undefined;
  return { away, freeSeat, offline, full, attention: absent.length > 0 || away.length > 0 || freeSeat !== undefined };
}

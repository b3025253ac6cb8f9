import type { BaseState, GameRules, Outcome } from '../rules/core/game.js';
import type { Play } from '../rules/core/tricks.js';
import type { Seat, Team } from '../rules/core/seats.js';
import { MANIFESTS, type GameId } from '../rules/manifests.js';
import type { Options } from '../rules/core/options.js';
import type { Clock } from '../protocol/table-config.js';
import type { SeatKind, TableStatus } from '../protocol/messages.js';
import type { TableRecord } from './table-record.js';

/**
 * What a shared table link shows before anyone connects (the link preview and the first paint): only
 * what a spectator's socket is sent, read off the spectator's view and the public summary. It has no
 * keys and no hidden card by construction: it copies names, scores and the cards of the trick on the
 * table, nothing else.
 */
export interface SharePreview {
  id: string;
  game: GameId;
  status: TableStatus;
  seats: { seat: Seat; kind: SeatKind; name: string | null; team: Team }[];
  /** The name of the seat the host sits in, if the host sits. */
  hostName: string | null;
  /** Each team's score (Fifty-Six: its tables); null before the first game. */
  score: number[] | null;
  /** The cards on the table now, in the order played. */
  trick: Play[];
  /** The seats the game waits for. */
  turn: Seat[];
  /** How many cards each seat holds (the spectator's view shows the backs), by seat; empty before the first deal. */
  handSizes: number[];
  /** How the last game ended, once the table is over. */
  outcome: Outcome | null;
  /** The table's rule options and clock, as its lobby shows them to everyone (the summary of its rules). */
  options: Options;
  clock: Clock;
}

/** The share preview of a table from its record and the game's state, through `rules.view(state, 'spectator')` only. */
export function sharePreview(record: TableRecord, rules: GameRules<BaseState>, state: BaseState | null, turn: Seat[]): SharePreview {
  const game = rules.id as GameId;
  const view = state ? (rules.view(state, 'spectator') as { trick: Play[]; handSizes?: number[] }) : null;
  // the game's score as its spectator view shows it (the web app's score bar reads the same fields)
  const score = view ? [...rules.score(view)] : null;
  // before a game, the team the game's manifest gives the seat (as the lobby shows it)
  const seats = record.seats.length;
  const teamOf = (seat: Seat) => (state ? rules.teamOf(state, seat) : MANIFESTS[game].teamOfSeat(seat, seats, record.options));
  const host = record.seats.find((seat) => seat.host && seat.kind === 'human');
  return {
    id: record.id,
    game,
    status: record.status,
    seats: record.seats.map((seat, index) => ({ seat: index, kind: seat.kind, name: seat.name, team: teamOf(index) })),
    hostName: host?.name ?? null,
    score: record.status === 'over' && record.outcome ? [...record.outcome.score] : score,
    trick: view ? view.trick.map(({ seat, card }) => ({ seat, card })) : [],
    turn: record.status === 'playing' ? turn : [],
    handSizes: view?.handSizes ? [...view.handSizes] : [],
    outcome: record.status === 'over' ? record.outcome : null,
    options: record.options,
    clock: record.clock,
  };
}

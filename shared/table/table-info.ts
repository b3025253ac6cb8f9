import type { BaseState, GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { TableInfo } from '../protocol/messages.js';
import { awaitingNonces } from './shuffles.js';
import { shownHands } from './claims.js';
import { autoForcedOn, claimsOn, standsIn, type TableRecord } from './table-record.js';

/** The public summary of a table; `connected` lists the seats that have a socket open. */
export function tableInfo(
  record: TableRecord,
  rules: GameRules<BaseState>,
  state: BaseState | null,
  connected: ReadonlySet<Seat>,
): TableInfo {
  const turn = state && record.status === 'playing' ? rules.waitingFor(state) : [];
  // a deadline set for a bot to go on (runBots stopped early) is no one's time to show
  const botToMove = turn.some((seat) => standsIn(record, seat));
  // hands laid open by a refused claim: every seat's and spectator's to see until the hand is scored
  const shown = shownHands(record, rules, state);
  return {
    id: record.id,
    game: record.game,
    status: record.status,
    seats: record.seats.map((seat, index) => ({
      seat: index,
      kind: seat.kind,
      name: seat.name,
      connected: seat.kind === 'bot' || connected.has(index),
      away: seat.away,
      ...(seat.relaxed ? { relaxed: true as const } : {}),
    })),
    options: record.options,
    clock: record.clock,
    botLevel: record.botLevel,
    claims: claimsOn(record),
    gameNo: record.gameNo,
    version: state ? state.version : 0,
    turn,
    // nor is the short pause before a forced move
    deadline: record.deadline && !botToMove && !record.deadline.forced ? record.deadline.at : null,
    outcome: record.outcome,
    createdAt: record.createdAt,
    chat: record.chat !== false,
    autoForced: autoForcedOn(record),
    spectatorReactions: record.spectatorReactions === true,
    ...(shown.length > 0 ? { shown } : {}),
    ...(record.shuffle
      ? { shuffle: { gameNo: record.shuffle.gameNo, commitment: record.shuffle.commitment, awaiting: awaitingNonces(record) } }
      : {}),
  };
}

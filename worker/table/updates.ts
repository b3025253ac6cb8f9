import { canSee, type BaseState, type GameEvent, type GameRules, type Viewer } from '../../shared/rules/core/game.js';
import type { TableInfo, You } from '../../shared/protocol/messages.js';
import type { Peer } from './peer.js';

/** A peer together with who it is now (its seat already checked against the table). */
export interface Recipient {
  peer: Peer;
  you: You;
}

/**
 * Sends each recipient an `update`: the table, who it is, its own view of the game, and the events
 * it may see. Views and events are computed once per viewer, however many sockets share it.
 */
export function sendUpdates(
  recipients: readonly Recipient[],
  table: TableInfo,
  rules: GameRules<BaseState>,
  state: BaseState | null,
  events: readonly GameEvent[],
): void {
  const tableJson = JSON.stringify(table);
  const byViewer = new Map<Viewer, string>();
  for (const { peer, you } of recipients) {
    const viewer: Viewer = you.seat ?? 'spectator';
    let body = byViewer.get(viewer);
    if (body === undefined) {
      body = viewerBody(rules, state, events, viewer);
      byViewer.set(viewer, body);
    }
    peer.send(`{"type":"update","table":${tableJson},"you":${JSON.stringify(you)},${body}}`);
  }
}

function viewerBody(rules: GameRules<BaseState>, state: BaseState | null, events: readonly GameEvent[], viewer: Viewer): string {
  if (state === null) return '"view":null,"events":[]';
  const team = viewer === 'spectator' ? null : rules.teamOf(state, viewer);
  const seen = events.filter((event) => canSee(event.audience, viewer, team));
  return `"view":${JSON.stringify(rules.view(state, viewer))},"events":${JSON.stringify(seen)}`;
}

import { canSee, type BaseState, type GameEvent, type GameRules, type Viewer } from '../../shared/rules/core/game.js';
import type { TableInfo, You } from '../../shared/protocol/messages.js';
import type { Peer } from './peer.js';

/** A peer together with who it is now (its seat already checked against the table). */
export interface Recipient {
  peer: Peer;
  you: You;
  /** True if the peer gets the whole history (it has just said hello, or asked for a sync). */
  sync: boolean;
}

/**
 * Sends each recipient an `update`: the game's id, the table, who it is, its own view of the game,
 * the events it may see, and the game's history: all of it to a recipient that syncs, otherwise only
 * the hands from `newHandsFrom` on (none if null). Views, events and history are serialized once,
 * however many sockets share them.
 */
export function sendUpdates(
  recipients: readonly Recipient[],
  table: TableInfo,
  rules: GameRules<BaseState>,
  state: BaseState | null,
  events: readonly GameEvent[],
  newHandsFrom: number | null,
): void {
  // `game` comes in every update, also before the first game (view null): clients type the view by it
  const head = `{"type":"update","game":${JSON.stringify(rules.id)},"table":${JSON.stringify(table)}`;
  const byViewer = new Map<Viewer, string>();
  const whole = once(() => historyField(rules, state, 0));
  const fresh = newHandsFrom === null ? () => '' : once(() => historyField(rules, state, newHandsFrom));
  for (const { peer, you, sync } of recipients) {
    const viewer: Viewer = you.seat ?? 'spectator';
    let body = byViewer.get(viewer);
    if (body === undefined) {
      body = viewerBody(rules, state, events, viewer);
      byViewer.set(viewer, body);
    }
    peer.send(`${head},"you":${JSON.stringify(you)},${body}${sync ? whole() : fresh()}}`);
  }
}

function viewerBody(rules: GameRules<BaseState>, state: BaseState | null, events: readonly GameEvent[], viewer: Viewer): string {
  if (state === null) return '"view":null,"events":[]';
  const team = viewer === 'spectator' ? null : rules.teamOf(state, viewer);
  const seen = events.filter((event) => canSee(event.audience, viewer, team));
  return `"view":${JSON.stringify(rules.view(state, viewer))},"events":${JSON.stringify(seen)}`;
}

/** The `history` field with the hands from `from` on; nothing without a game. */
function historyField(rules: GameRules<BaseState>, state: BaseState | null, from: number): string {
  if (state === null) return '';
  return `,"history":{"from":${from},"hands":${JSON.stringify(rules.history(state).slice(from))}}`;
}

function once(make: () => string): () => string {
  let value: string | undefined;
  return () => (value ??= make());
}

/**
 * Which scored hands of the table's game its sockets have been sent, so a move's update carries only
 * the new ones. Kept in memory: after a wake-up, the sockets that outlived it had every stored hand.
 */
export class HistoryCursor {
  private gameNo = 0;
  private count = 0;

  /** Counts the first `count` hands of game `gameNo` as sent. */
  reset(gameNo: number, count: number): void {
    this.gameNo = gameNo;
    this.count = count;
  }

  /** Where the hands not yet sent begin (0 for a new game), or null if there are none; marks them sent. */
  take(gameNo: number, count: number): number | null {
    const [sentGame, sent] = [this.gameNo, this.count];
    this.reset(gameNo, count);
    if (gameNo !== sentGame || count < sent) return 0;
    return count > sent ? sent : null;
  }
}

import { canSee, type BaseState, type GameEvent, type GameRules, type Viewer } from '../rules/core/game.js';
import type { GameId } from '../rules/manifests.js';
import type { HistoryPatch, TableInfo, You } from '../protocol/messages.js';
import { encodePatch, encodeUpdate, json, type JsonText } from '../protocol/wire.js';
import type { Peer } from './peer.js';
import { diff, type Patch } from '../protocol/patch.js';

/** A peer together with who it is now (its seat already checked against the table). */
export interface Recipient {
  peer: Peer;
  you: You;
  /** True if the peer gets the whole history (it has just said hello, or asked for a sync). */
  sync: boolean;
}

/** What a socket's next patch starts from: its table, who it is, and its view, as last sent. */
interface Doc {
  table: TableInfo;
  you: You;
  view: unknown;
}

/**
 * What each socket was last sent: its update count and the document its next patch starts from. Kept
 * in memory only: a socket the table meets again after a wake-up gets a whole update first.
 */
export class SentUpdates {
  private readonly sent = new WeakMap<Peer, { n: number; doc: Doc }>();

  get(peer: Peer): { n: number; doc: Doc } | undefined {
    return this.sent.get(peer);
  }

  set(peer: Peer, n: number, doc: Doc): void {
    this.sent.set(peer, { n, doc });
  }
}

/**
 * Sends each recipient what changed for it: a `patch` of its table, identity and view since the last
 * update it was sent, or a whole `update` (which names the game) if it syncs or was sent none. Both
 * carry the events it may see and the game's history: all of it to a recipient that syncs, otherwise
 * only the hands from `newHandsFrom` on (none if null). Views, events, history and patches are made
 * once per viewer, however many sockets share them.
 */
export function sendUpdates(
  sent: SentUpdates,
  recipients: readonly Recipient[],
  table: TableInfo,
  rules: GameRules<BaseState>,
  state: BaseState | null,
  events: readonly GameEvent[],
  newHandsFrom: number | null,
): void {
  // a whole update names the game, also before the first game (view null): clients type the view by it
  // the table's rules come from the registry, whose ids are the game ids
  const game = json(rules.id as GameId);
  const tableJson = once(() => json(table));
  const byViewer = new Map<Viewer, { view: unknown; viewJson: () => JsonText<unknown>; events: JsonText<GameEvent[]> }>();
  const docs = new Map<string, Doc>();
  const patches = new Map<Doc, Map<Doc, JsonText<Patch>>>();
  // every doc of this call shares `table`, and most sockets were last sent one same table: diff it once
  const tableOps = new Map<TableInfo, Patch>();
  const whole = once(() => historyOf(rules, state, 0));
  const fresh = newHandsFrom === null ? () => undefined : once(() => historyOf(rules, state, newHandsFrom));
  for (const { peer, you, sync } of recipients) {
    const viewer: Viewer = you.seat ?? 'spectator';
    let seen = byViewer.get(viewer);
    if (seen === undefined) {
      const view = state === null ? null : rules.view(state, viewer);
      seen = { view, viewJson: once(() => json(view)), events: eventsOf(rules, state, events, viewer) };
      byViewer.set(viewer, seen);
    }
    const docKey = `${viewer}/${you.host}`;
    let doc = docs.get(docKey);
    if (!doc) docs.set(docKey, (doc = { table, you, view: seen.view }));
    const last = sent.get(peer);
    const n = (last?.n ?? 0) + 1;
    if (sync || !last) {
      const history = sync ? whole() : fresh();
      peer.send(encodeUpdate({ n, game, table: tableJson(), you: json(you), view: seen.viewJson(), events: seen.events, history }));
    } else {
      let byDoc = patches.get(last.doc);
      if (!byDoc) patches.set(last.doc, (byDoc = new Map()));
      let ops = byDoc.get(doc);
      if (ops === undefined) {
        let table = tableOps.get(last.doc.table);
        if (!table) tableOps.set(last.doc.table, (table = diff(last.doc.table, doc.table, ['table'])));
        byDoc.set(doc, (ops = json([...table, ...diff(last.doc.you, doc.you, ['you']), ...diff(last.doc.view, doc.view, ['view'])])));
      }
      peer.send(encodePatch({ n, ops, events: seen.events, history: fresh() }));
    }
    sent.set(peer, n, doc);
  }
}

function eventsOf(rules: GameRules<BaseState>, state: BaseState | null, events: readonly GameEvent[], viewer: Viewer): JsonText<GameEvent[]> {
  if (state === null) return json([]);
  const team = viewer === 'spectator' ? null : rules.teamOf(state, viewer);
  return json(events.filter((event) => canSee(event.audience, viewer, team)));
}

/** The `history` field with the hands from `from` on; none without a game. */
function historyOf(rules: GameRules<BaseState>, state: BaseState | null, from: number): JsonText<HistoryPatch> | undefined {
  if (state === null) return undefined;
  return json({ from, hands: rules.history(state).slice(from) });
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
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

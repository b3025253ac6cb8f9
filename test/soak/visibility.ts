// What a seat may see, computed in the soak from a finished game's log, and the check of every frame
// the server sent during that game against it.
//
// A frame sent to viewer s at version v may hold a card only if
//   (a) the card is in what an update at v may tell s (protocol.ts `reference`: rules.view(state_v, s)),
//       or in an event s may see of the moves since the previous update that socket received (the
//       replay's own events, not the frame's); and
//   (b) the card is not hidden from s at v: not in another seat's hand or the stock unless the
//       spectator view shows it (a face-up card), whatever rules.view says (this catches a view that
//       leaks, which (a) alone would take as the reference). (b) looks at the view and the table
//       summary, not at the events: an event may name a card that has since been dealt to another seat.
// Besides: every event in the frame is addressed to s, the frame is for the seat the socket holds, and
// the seed is not in any frame while the game is being played.
import { canSee, type BaseState, type GameEvent, type GameRules, type Viewer } from '../../shared/rules/core/game.js';
import { gameById } from '../../shared/rules/registry.js';
import { handsAndStockOf } from '../kit/state-cards.js';
import { eventsOf, reference, type Frame, type GameLog, type Update } from './protocol.js';

const CARD = /^[AKQJT2-9][SHDC][12]?$/;

/** Every card code in a JSON value, keys included. */
export function cardsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (CARD.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (CARD.test(key)) into.add(key);
      cardsIn(item, into);
    }
  }
  return into;
}

/** A finished game replayed: every state by version and the events of the move into each version (setup's into 0). */
export interface Replay {
  rules: GameRules<BaseState>;
  log: GameLog;
  states: BaseState[];
  events: GameEvent[][];
  /** Cards the spectator view shows, by version (filled as the check needs them). */
  public: Map<number, Set<string>>;
}

/** Replays a finished game's log with the engine; throws if the log does not replay. */
export function replay(game: string, log: GameLog): Replay {
  const rules = gameById(game);
  if (!rules) throw new Error(`unknown game ${game}`);
  const setup = rules.setup(log.setup);
  if (!setup.ok) throw new Error(`game ${log.n} does not set up: ${setup.error.message}`);
  const states = [setup.state];
  const events = [setup.events];
  for (const entry of log.actions) {
    const state = states[states.length - 1];
    if (entry.version !== state.version) throw new Error(`game ${log.n}: logged action at ${entry.version}, state at ${state.version}`);
    const applied = rules.apply(state, entry.seat, entry.action);
    if (!applied.ok) throw new Error(`game ${log.n}: logged action ${JSON.stringify(entry)} is refused: ${applied.error.message}`);
    states.push(applied.state);
    events.push(applied.events);
  }
  if (JSON.stringify(rules.outcome(states[states.length - 1])) !== JSON.stringify(log.outcome)) {
    throw new Error(`game ${log.n}: the replay ends with another outcome than the log's`);
  }
  return { rules, log, states, events, public: new Map() };
}

/** Cards `viewer` may not see at `state`: other seats' hands and the stock, less what the spectator view shows. */
function hiddenFrom(replayed: Replay, state: BaseState, viewer: Viewer): Set<string> {
  const s = handsAndStockOf(state);
  const hidden = cardsIn(s.stock);
  s.hands.forEach((hand, seat) => {
    if (seat !== viewer) cardsIn(hand, hidden);
  });
  let shown = replayed.public.get(state.version);
  if (!shown) replayed.public.set(state.version, (shown = cardsIn(replayed.rules.view(state, 'spectator'))));
  for (const card of shown) hidden.delete(card);
  return hidden;
}

/** Lets the sockets' frames in: a long check must not hold up the tables that are still playing. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Checks one socket's frames of one game, in the order they came; returns a description of each
 * leak found (empty if none) and counts the frames inspected.
 */
export async function checkFrames(replayed: Replay, frames: readonly Frame[]): Promise<{ inspected: number; leaks: string[] }> {
  const { rules, log, states, events } = replayed;
  const leaks: string[] = [];
  let inspected = 0;
  let previous = -1; // the version of this socket's previous update of this game; -1: none yet
  for (const frame of frames) {
    if (frame.message.type !== 'update' || frame.message.table.gameNo !== log.n) continue;
    const update: Update = frame.message;
    const { viewer } = frame;
    const version = update.table.version;
    const state = states[version];
    const where = `game ${log.n} v${version} to ${String(viewer)}`;
    if (++inspected % 50 === 0) await breathe();
    if (!state) {
      leaks.push(`${where}: no such version (the game has ${states.length - 1} moves)`);
      continue;
    }
    if ((update.you.seat ?? 'spectator') !== viewer) leaks.push(`${where}: frame addressed to ${JSON.stringify(update.you)}`);
    if (update.table.status === 'playing' && frame.text.includes(log.setup.seed)) leaks.push(`${where}: the seed before the game ended`);
    const serverSeed = log.shuffle?.serverSeed;
    if (update.table.status === 'playing' && serverSeed && frame.text.includes(serverSeed)) leaks.push(`${where}: the server seed before the game ended`);
    const team = viewer === 'spectator' ? null : rules.teamOf(state, viewer);
    for (const event of eventsOf(update)) {
      if (!canSee(event.audience, viewer, team)) leaks.push(`${where}: an event for ${JSON.stringify(event.audience)}: ${JSON.stringify(event)}`);
    }
    const shown = cardsIn(reference(rules, state, viewer));
    for (let v = previous + 1; v <= version; v++) {
      for (const event of events[v] ?? []) if (canSee(event.audience, viewer, team)) cardsIn(event, shown);
    }
    const { table, view, ...rest } = update;
    const inView = cardsIn({ table, view });
    for (const card of cardsIn(rest, new Set(inView))) {
      if (!shown.has(card)) leaks.push(`${where}: ${card} is neither in its view nor in its events`);
    }
    const hidden = hiddenFrom(replayed, state, viewer);
    for (const card of inView) {
      if (hidden.has(card)) leaks.push(`${where}: ${card} is in another seat's hand or the stock`);
    }
    previous = Math.max(previous, version);
  }
  return { inspected, leaks };
}

/**
 * The check must see what it is for: at a version where seat 0 and seat 1 both hold cards, an honest
 * frame to seat 0 passes, and one that adds a card of seat 1 or an event for seat 1 does not; where a
 * card lies face down (a laid trump card), one that adds it to the frame of a seat that may not know it
 * does not pass either. Returns what went wrong, or null.
 */
export async function selfTest(replayed: Replay): Promise<string | null> {
  const { rules, log, states } = replayed;
  const hands = (state: BaseState) => handsAndStockOf(state).hands as string[][];
  const version = states.findIndex((state) => hands(state)[0]?.length > 0 && hands(state)[1]?.length > 0);
  if (version < 0) return null; // no such moment in this game
  const state = states[version];
  const secret = hands(state)[1].find((card) => hiddenFrom(replayed, state, 0).has(card));
  const frameAt = (at: number, seat: number, view: unknown, events: unknown[]): Frame => {
    const message = { type: 'update', table: { gameNo: log.n, version: at, status: 'playing' }, you: { seat, host: false }, view, events };
    return { text: JSON.stringify(message), message: message as unknown as Update, viewer: seat };
  };
  const frame = (view: unknown, events: unknown[]) => frameAt(version, 0, view, events);
  // a face-down card planted in the frame of a seat that may not know it
  for (const [at, down] of states.entries()) {
    const card = rules.secrets(down).faceDown[0];
    if (card === undefined) continue;
    const blind = Array.from({ length: down.seats }, (_, seat) => seat).find((seat) => hiddenFrom(replayed, down, seat).has(card));
    if (blind === undefined) continue;
    const honestView = rules.view(down, blind) as Record<string, unknown>;
    if ((await checkFrames(replayed, [frameAt(at, blind, honestView, [])])).leaks.length > 0) return `an honest frame at v${at} to seat ${blind} is taken for a leak`;
    if ((await checkFrames(replayed, [frameAt(at, blind, { ...honestView, trump: card }, [])])).leaks.length === 0) {
      return `the face-down ${card} added to seat ${blind}'s view at v${at} is not found`;
    }
    break;
  }
  const honest = rules.view(state, 0) as Record<string, unknown>;
  if ((await checkFrames(replayed, [frame(honest, [])])).leaks.length > 0) return `an honest frame at v${version} is taken for a leak`;
  if (secret && (await checkFrames(replayed, [frame({ ...honest, extra: [secret] }, [])])).leaks.length === 0) {
    return `${secret} of seat 1 added to seat 0's view at v${version} is not found`;
  }
  const event = { type: 'cardsDealt', audience: { seat: 1 }, seat: 1, cards: hands(state)[1] };
  if ((await checkFrames(replayed, [frame(honest, [event])])).leaks.length === 0) {
    return `an event for seat 1 sent to seat 0 at v${version} is not found`;
  }
  return null;
}

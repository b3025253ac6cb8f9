import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import type { Action, BaseState, GameRules, Viewer } from '../../../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../../../shared/rules/core/shuffle.js';
import { gameById } from '../../../../shared/rules/registry.js';
import type { ServerMessage } from '../../../../shared/protocol/messages.js';
import type { GameLog } from '../../../../shared/table/table-record.js';
import { handsAndStockOf } from '../../../kit/state-cards.js';
import { Client } from './client.js';
import { createTable } from './tables.js';

type Update = Extract<ServerMessage, { type: 'update' }>;

/**
 * Plays the current game to its end with test clients, one per human seat (`clients[seat]`, null for
 * bot seats): whoever has legal actions picks one at random, then every client must reach the new
 * version. Returns the number of actions the clients made.
 */
export async function playToEnd(clients: (Client | null)[], seed: string, maxMoves = 5000): Promise<number> {
  const random = seededRandom(seed);
  const live = clients.filter((c): c is Client => c !== null);
  let moves = 0;
  let version = live[0].latest().table.version;
  for (;;) {
    await Promise.all(live.map((c) => c.atVersion(version)));
    const table = live[0].latest().table;
    if (table.status !== 'playing') return moves;
    const mover = live.find((c) => (c.latest().view as { legal: Action[] }).legal.length > 0);
    if (!mover) {
      // bots only: a long run of their moves goes on from the table's alarm
      version = (await live[0].atVersion(version + 1)).table.version;
      continue;
    }
    if (++moves > maxMoves) throw new Error('game did not end');
    const legal = (mover.latest().view as { legal: Action[] }).legal;
    mover.send({ type: 'act', version, action: legal[randomBelow(random, legal.length)] });
    // the update of this move (another socket's hello may send everyone an update meanwhile, at the
    // same version: it is not this move's); a refused move brings none, and times out
    const next = await mover.next('update', (m) => m.table.version > version);
    expect(next.table.version).toBeGreaterThan(version);
    version = next.table.version;
  }
}

/** The finished game's log from the replay route. */
export async function finishedLog(id: string, n: number): Promise<GameLog> {
  const response = await SELF.fetch(`http://localhost/api/tables/${id}/games/${n}`);
  expect(response.status).toBe(200);
  return response.json<GameLog>();
}


/** Every state of a logged game of `game`, indexed by version. */
export function statesOf(game: string, log: GameLog): { rules: GameRules<BaseState>; states: BaseState[] } {
  const rules = gameById(game)!;
  const setup = rules.setup(log.setup);
  if (!setup.ok) throw new Error(setup.error.message);
  const states = [setup.state];
  for (const entry of log.actions) {
    const applied = rules.apply(states[states.length - 1], entry.seat, entry.action);
    if (!applied.ok) throw new Error(applied.error.message);
    states.push(applied.state);
  }
  states.forEach((state, version) => expect(state.version).toBe(version));
  return { rules, states };
}

function cardsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
}

/**
 * Cards `viewer` may not see at `state`: other seats' hands and the stock, less any card the
 * rules show even to a spectator (a face-up bid card, revealed projects, exposed cards).
 */
export function secretCards(rules: GameRules<BaseState>, state: BaseState, viewer: Viewer): string[] {
  const s = handsAndStockOf(state);
  const hidden = cardsIn(s.stock);
  s.hands.forEach((hand, seat) => {
    if (seat !== viewer) hidden.push(...cardsIn(hand));
  });
  const publicJson = JSON.stringify(rules.view(state, 'spectator'));
  return hidden.filter((card) => !publicJson.includes(`"${card}"`));
}

/**
 * Checks every update a client received during game `n`: its view holds no card it may not see at
 * that version, every event is addressed to it, the seed never shows before the game is over, and
 * the history kept from the updates' patches is the game's history at that version.
 */
export function checkFrames(client: Client, game: string, log: GameLog, states: BaseState[]): number {
  const rules = gameById(game)!;
  let checked = 0;
  let kept: unknown[] | null = null;
  const messages = client.messages();
  for (const [i, frame] of client.frames.entries()) {
    const message = messages[i]; // a patch read into its whole update
    if (message.type !== 'update' || message.table.gameNo !== log.n || message.view === null) continue;
    const state = states[message.table.version];
    const viewer: Viewer = message.you.seat ?? 'spectator';
    if (message.table.status === 'playing') expect(frame.includes(log.setup.seed)).toBe(false);
    const viewJson = JSON.stringify(message.view);
    for (const card of secretCards(rules, state, viewer)) {
      if (viewJson.includes(`"${card}"`)) throw new Error(`${String(viewer)} saw ${card} at version ${state.version}`);
    }
    const team = viewer === 'spectator' ? null : rules.teamOf(state, viewer);
    for (const event of message.events) {
      const audience = event.audience;
      const mine = audience === 'all' || ('seat' in audience ? audience.seat === viewer : audience.team === team);
      if (!mine) throw new Error(`${String(viewer)} got ${JSON.stringify(event)}`);
    }
    if (message.history) {
      // the first update of a game, and any sync, carries the whole history; the others only what is new
      if (message.history.from > 0) expect(message.history.from).toBe(kept?.length);
      kept = [...(kept ?? []).slice(0, message.history.from), ...message.history.hands];
    }
    expect(kept).toEqual(JSON.parse(JSON.stringify(rules.history(state))));
    checked++;
  }
  return checked;
}

/** The latest update's view of a client, typed loosely. */
export function viewOf(update: Update): { version: number; legal: Action[]; [key: string]: unknown } {
  return update.view as never;
}

/** The client plays its first legal action; resolves with the update it caused and how many hands that scored. */
export async function playFirst(client: Client): Promise<{ update: Update; scored: number }> {
  const { version, legal } = viewOf(client.latest());
  client.send({ type: 'act', version, action: legal[0] });
  const update = await client.next('update', (m) => m.table.version > version);
  return { update, scored: update.events.filter((event) => event.type === 'handScored').length };
}

/** A started Baloot table (`body`: more of the create request): a test client in seat 0 (the host, named `name`), bots elsewhere. */
export async function startedWithBots(body: Record<string, unknown> = {}, name = 'A'): Promise<{ id: string; host: Client; key: string }> {
  const { id, hostKey } = await createTable(body);
  const host = await Client.join(id, { hostKey });
  host.send({ type: 'sit', seat: 0, name });
  const { key } = await host.next('seated');
  for (const seat of [1, 2, 3]) host.send({ type: 'assign', seat, to: 'bot' });
  host.send({ type: 'start' });
  await host.next('update', (m) => m.table.status === 'playing');
  return { id, host, key };
}

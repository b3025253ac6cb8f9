import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../shared/rules/core/game.js';
import type { LogEntry } from '../../../shared/table/table-record.js';
import { Harness } from './kit/session-harness.js';

// A person whose clock runs out is not committed to anything by the table: in an auction or when asked
// to double it passes for them (All Fours: stands on the kick); only with a card to play does a bot
// play one for them, and an announcement made first (Baloot's projects) is not a second turn.

/** What the table may do for a person who is not there, outside the play of the cards. */
const PASSIVE = new Set(['pass', 'stand', 'deal']);
/** Decisions left to a bot because the person already committed to them: a Hokum bidder's choice, a dealer answering a beg. */
const COMMITTED = new Set(['hokum', 'sun', 'takeOne', 'run']);

const SHAPES = [
  { game: 'baloot', seats: 4 },
  { game: 'fifty-six', seats: 4 },
  { game: 'fifty-six', seats: 6 },
  { game: 'all-fours', seats: 2 },
  { game: 'all-fours', seats: 4 },
];

/**
 * A table with a person in seat 0 who never acts, quick bots elsewhere, a live clock: the alarms rung
 * until the table has stood in for the person `standIns` times, cards played among them.
 */
function absentPlayer(shape: { game: string; seats: number }, standIns = 40, seed = 'absent'): LogEntry[] & { told: number; timedOut: GameEvent[] } {
  // the deal fixed by the seed (as practice fixes it), so every run plays the same games
  const h = new Harness(undefined, undefined, { seed: (gameNo) => `${seed}-${gameNo}` }).create({ ...shape, clock: { kind: 'live', seconds: 30 }, autoForced: false, botLevel: 'random' });
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0, 'Absent');
  for (let seat = 1; seat < shape.seats; seat++) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  const mine = () => (h.store.games.get(1)?.actions ?? []).filter((entry) => entry.seat === 0 && (entry.by === 'timeout' || entry.by === 'away'));
  for (let ring = 0; ring < 2000 && mine().length < standIns && host.lastOf('update').table.status === 'playing'; ring++) {
    h.time = Math.max(h.time, h.session.alarmAt()!);
    h.session.alarm();
  }
  // how often the host was told the table stood in for seat 0
  const events = host.messages().flatMap((message) => (message.type === 'update' ? message.events : []));
  const told = events.filter((event) => (event.type === 'timedOut' || event.type === 'standIn') && event.seat === 0).length;
  const timedOut = events.filter((event) => event.type === 'timedOut' && event.seat === 0);
  return Object.assign([...h.store.games.get(1)!.actions], { told, timedOut });
}

describe('a person whose clock runs out', () => {
  it.each(SHAPES)('$game with $seats seats: passes in the auction, never bids, doubles or begs; a bot plays only cards', (shape) => {
    const standIns = absentPlayer(shape).filter((entry) => entry.seat === 0 && (entry.by === 'timeout' || entry.by === 'away'));
    expect(standIns.length).toBeGreaterThanOrEqual(8); // 40, or a whole game if it ends first
    const kinds = new Set(standIns.map((entry) => entry.action.type));
    for (const kind of kinds) expect(PASSIVE.has(kind) || COMMITTED.has(kind) || kind === 'play' || kind === 'declare', `${kind} made for an absent person`).toBe(true);
    expect(kinds.has('play')).toBe(true);
    expect([...kinds].some((kind) => kind === 'pass' || kind === 'stand')).toBe(true);
  });

  it.each(SHAPES)('$game with $seats seats: each "time ran out" says whether the table only took the cautious choice or a bot chose', (shape) => {
    const actions = absentPlayer(shape);
    // the first move of each timed-out turn, in order: the one its event speaks of
    const turns = actions.filter((entry, i) => entry.seat === 0 && entry.by === 'timeout' && !(actions[i - 1]?.by === 'timeout' && actions[i - 1]?.seat === 0 && actions[i - 1]?.at === entry.at));
    expect(actions.timedOut).toHaveLength(turns.length);
    const passed = turns.map((entry) => PASSIVE.has(entry.action.type));
    expect(actions.timedOut.map((event) => event.passed === true)).toEqual(passed);
    // both kinds are met: a pass (or a stand) and a card a bot chose
    expect(passed).toContain(true);
    expect(passed).toContain(false);
  });

  it("Baloot: projects declared for an absent person come with the first card, in the same timeout, not a second turn", () => {
    // over several games some first tricks find seat 0 holding a project
    const declared: LogEntry[][] = [];
    for (let game = 0; game < 10 && declared.length === 0; game++) {
      const actions = absentPlayer({ game: 'baloot', seats: 4 }, 60, `projects-${game}`);
      actions.forEach((entry, i) => {
        if (entry.seat === 0 && entry.action.type === 'declare') declared.push([entry, actions[i + 1]!]);
      });
      // ...and the table says it stood in once per turn, not once per move (the declaration and its card are one turn)
      const turns = new Set(actions.filter((entry) => entry.seat === 0 && entry.by !== 'seat').map((entry) => entry.at));
      expect(actions.told).toBe(turns.size);
    }
    expect(declared.length).toBeGreaterThan(0);
    for (const [declare, next] of declared) {
      expect(next).toMatchObject({ seat: 0, by: declare.by, at: declare.at });
      expect(next.action.type).toBe('play');
    }
  });
});

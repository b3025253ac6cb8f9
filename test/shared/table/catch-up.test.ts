import { describe, expect, it } from 'vitest';
import type { CatchUpMessage } from '../../../shared/protocol/messages.js';
import { CATCH_UP_EVENTS } from '../../../shared/table/catch-up.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

/**
 * An async Baloot table of three people (the host Reem in seat 0, Sami in 1, Lina in 2) and a bot in
 * seat 3, started; nobody's only move is played for them, so each turn waits for its person.
 */
function table() {
  const h = new Harness(undefined, undefined, { seed: (n) => `catch-up-${n}` }).create({ game: 'baloot', seats: 4, clock: { kind: 'async', hours: 24 }, autoForced: false });
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0, 'Reem');
  const sami = h.connect();
  const samiKey = h.sit(sami, 1, 'Sami');
  const lina = h.connect();
  h.sit(lina, 2, 'Lina');
  h.send(host, { type: 'assign', seat: 3, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host, sami, samiKey, lina };
}

const table_ = (peer: FakePeer) => peer.lastOf('update').table;

/**
 * Plays until the game waits for `seat`: the people in `playing` play their first legal action (a
 * minute apart), the others' clocks run out (a bot plays for them).
 */
function untilTurnOf(h: Harness, playing: FakePeer[], watcher: FakePeer, seat: number) {
  for (let guard = 0; guard < 400; guard++) {
    const { turn, deadline } = table_(watcher);
    if (turn.includes(seat)) return;
    const mover = playing.find((peer) => turn.includes(peer.lastOf('update').you.seat!));
    h.time += 60_000;
    if (mover) {
      const view = h.view(mover);
      h.send(mover, { type: 'act', version: view.version, action: view.legal[0] });
    } else {
      h.time = Math.max(h.time, deadline!);
      h.session.alarm();
    }
  }
  const { turn, deadline, status, seats } = table_(watcher);
  throw new Error(`never the turn of seat ${seat}: ${JSON.stringify({ turn, deadline, now: h.time, status, seats })}`);
}

const actions = (h: Harness) => h.store.games.get(1)!.actions;

describe('catching up on what happened since your last move', () => {
  it('tells a returning player the events they may see since their move, who stood in and whose seat went to a bot', () => {
    const { h, host, sami, samiKey, lina } = table();
    // Sami plays once, then closes the page
    untilTurnOf(h, [host, sami, lina], host, 1);
    const mine = h.view(sami);
    h.send(sami, { type: 'act', version: mine.version, action: mine.legal[0] });
    const movedAt = h.time;
    sami.close(1000, 'gone');
    // Lina stops playing: her clock runs out twice, she is away, and the host gives her seat to a bot
    for (let miss = 0; miss < 2; miss++) {
      untilTurnOf(h, [host], host, 2);
      h.time = table_(host).deadline!;
      h.session.alarm();
    }
    expect(table_(host).seats[2]).toMatchObject({ away: true });
    h.time += 60_000;
    h.send(host, { type: 'assign', seat: 2, to: 'bot' });
    expect(table_(host).seats[2]).toMatchObject({ kind: 'bot' });
    // meanwhile Sami's own clock ran out on his turns (he is away too: a bot plays for him at once)
    expect(table_(host).seats[1]).toMatchObject({ away: true });
    // the host plays on a round: a bot plays Sami's turn at once
    for (let round = 0; round < 2 && !actions(h).some((a) => a.by === 'away'); round++) {
      untilTurnOf(h, [host], host, 0);
      h.time += 60_000;
      h.send(host, { type: 'act', version: h.view(host).version, action: h.view(host).legal[0] });
    }

    // Sami comes back: the hello's update, then the catch-up up to it
    const back = h.connect({ key: samiKey });
    const until = table_(back).version;
    const caught = h.send(back, { type: 'catchUp', until }) as CatchUpMessage;
    expect(caught).toMatchObject({ type: 'catchUp', from: mine.version + 1, until, since: movedAt, truncated: false, given: [{ seat: 2, name: 'Lina' }] });
    const missed = actions(h).filter((a) => a.version > mine.version && a.version < until);
    expect(missed.length).toBeGreaterThan(5);
    const types = caught.events.map((e) => e.type);
    expect(types.filter((t) => t === 'timedOut').length).toBe(missed.filter((a) => a.by === 'timeout').length);
    expect(caught.events.filter((e) => e.type === 'timedOut').map((e) => e.seat)).toEqual(expect.arrayContaining([1, 2]));
    expect(types.filter((t) => t === 'standIn').length).toBe(missed.filter((a) => a.by === 'away').length);
    expect(types).toContain('standIn');
    // only what seat 1 may see: nothing addressed to another seat or to the other team
    for (const event of caught.events) {
      const audience = event.audience as 'all' | { seat: number } | { team: number };
      if (audience !== 'all') expect('seat' in audience ? audience.seat : audience.team).toBe(1 % 2);
    }
    // the same events as the table sent a socket that stayed (Lina's), for the moves after Sami's
    const stayed = host.messages().flatMap((m) => (m.type === 'update' ? m.events : []));
    const publicOnes = (events: typeof stayed) => events.filter((e) => e.audience === 'all').map((e) => JSON.stringify(e));
    expect(publicOnes(stayed).slice(-publicOnes(caught.events).length)).toEqual(publicOnes(caught.events));

    // once per connection; a spectator has no moves to catch up on
    expect(h.send(back, { type: 'catchUp', until })).toMatchObject({ type: 'error', code: 'rateLimited' });
    const watcher = h.connect();
    expect(h.send(watcher, { type: 'catchUp', until })).toMatchObject({ type: 'error', code: 'notSeated' });
    expect(h.send(h.connect({ key: samiKey }), { type: 'catchUp', until: -1 })).toMatchObject({ type: 'error', code: 'badMessage' });
  });

  it('stops at `until`, so nothing the page already received is told twice', () => {
    const { h, host, sami, samiKey, lina } = table();
    untilTurnOf(h, [host, sami, lina], host, 1);
    const mine = h.view(sami);
    h.send(sami, { type: 'act', version: mine.version, action: mine.legal[0] });
    untilTurnOf(h, [host, lina], host, 1);
    const until = table_(host).version;
    expect(until - mine.version).toBeGreaterThan(3);
    const upTo = (v: number) => h.send(h.connect({ key: samiKey }), { type: 'catchUp', until: v }) as CatchUpMessage;
    const whole = upTo(until);
    const shorter = upTo(until - 2);
    expect([whole.from, shorter.from]).toEqual([mine.version + 1, mine.version + 1]);
    expect(shorter.events.length).toBeGreaterThan(0);
    expect(shorter.events.length).toBeLessThan(whole.events.length);
    expect(whole.events.slice(0, shorter.events.length)).toEqual(shorter.events);
    // nothing given to a bot, nobody stood in
    expect(whole.given).toEqual([]);
    expect(whole.events.some((e) => e.type === 'timedOut' || e.type === 'standIn')).toBe(false);
  });

  it('keeps the latest events of a long absence, and says it left some out', () => {
    const { h, host, sami, samiKey, lina } = table();
    untilTurnOf(h, [host, sami, lina], host, 1);
    const mine = h.view(sami);
    h.send(sami, { type: 'act', version: mine.version, action: mine.legal[0] });
    // the others play on, hand after hand (Sami's clock running out), until the game is over
    for (let guard = 0; guard < 5000 && table_(host).status === 'playing'; guard++) {
      const { turn, deadline } = table_(host);
      const mover = [host, lina].find((peer) => turn.includes(peer.lastOf('update').you.seat!));
      h.time += 60_000;
      if (mover) h.send(mover, { type: 'act', version: h.view(mover).version, action: h.view(mover).legal[0] });
      else {
        h.time = Math.max(h.time, deadline ?? h.time);
        h.session.alarm();
      }
    }
    expect(table_(host).status).toBe('over');
    const until = table_(host).version;
    const caught = h.send(h.connect({ key: samiKey }), { type: 'catchUp', until }) as CatchUpMessage;
    // a whole game has far more: the last CATCH_UP_EVENTS, ending with the game's end
    expect(caught).toMatchObject({ truncated: true, from: mine.version + 1, until });
    expect(caught.events.length).toBe(CATCH_UP_EVENTS);
    const told = host.messages().flatMap((m) => (m.type === 'update' ? m.events : [])).filter((e) => e.audience === 'all');
    expect(caught.events.filter((e) => e.audience === 'all')).toEqual(told.slice(-caught.events.filter((e) => e.audience === 'all').length));
  });
});

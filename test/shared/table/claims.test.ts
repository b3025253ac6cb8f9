import { describe, expect, it } from 'vitest';
import type { BaseState, GameEvent } from '../../../shared/rules/core/game.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { botAction, type BotChooser } from '../../../shared/table/bot-player.js';
import { chooseAction } from '../../../shared/bots/index.js';
import { claimHoldsByTree } from '../../kit/claim-oracle.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

/** A Baloot table of a fixed seed: the host in seat 0, bots elsewhere (or `people` more persons), started. */
function table(request: Record<string, unknown> = {}, people: number[] = []) {
  const h = new Harness(undefined, undefined, { seed: (gameNo) => `claims/${gameNo}` }).create(request);
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0, 'Reem');
  const others = new Map<number, FakePeer>([[0, host]]);
  for (const seat of people) {
    const peer = h.connect();
    h.sit(peer, seat);
    others.set(seat, peer);
  }
  for (const seat of [1, 2, 3]) if (!others.has(seat)) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host, peers: others };
}

/** The game's real state, replayed from the stored log. */
function stateOf(h: Harness): BaseState {
  const log = h.store.games.get(h.store.record!.gameNo)!;
  const setup = baloot.setup(log.setup);
  if (!setup.ok) throw new Error(setup.error.message);
  let state: BaseState = setup.state;
  for (const entry of log.actions) {
    const next = baloot.apply(state as never, entry.seat, entry.action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return state;
}

const eventsOf = (update: { events: GameEvent[] }) => update.events;

describe('claims', () => {
  it('a claim that holds ends the hand: the cards shown to all, every trick to the claimant, scored by the game; one that does not is refused and changes nothing', () => {
    const { h, host, peers } = table({}, [1]);
    const guest = peers.get(1)!;
    const seen = { valid: 0, refused: 0 };
    for (let move = 0; move < 2000 && seen.valid === 0; move++) {
      h.time += 500; // within the sockets' rate limit
      const view = h.view(host);
      const state = stateOf(h);
      if (view.legal.length === 0) {
        // the guest plays as a bot would whenever it is to act
        h.send(guest, { type: 'act', version: state.version, action: botAction(baloot as never, state, 1, 'standard', chooseAction as BotChooser).action });
        continue;
      }
      // the oracle's whole tree is small enough once a few cards are left
      const small = view.legal.every((a) => a.type === 'play') && (view as unknown as { myHand: string[] }).myHand.length <= 4;
      const tree = small ? claimHoldsByTree(baloot, state as never, 0, 50_000) : null;
      if (tree === false && seen.refused < 3) {
        const actions = h.store.games.get(1)!.actions.length;
        expect(h.send(host, { type: 'claim', version: view.version })).toMatchObject({ type: 'error', code: 'claimLosesATrick' });
        // the game did not move: the same view, nothing logged (the refused claim laid the hand open: see below)
        expect(h.store.games.get(1)!.actions.length).toBe(actions);
        expect(h.view(host)).toEqual(view);
        seen.refused++;
      }
      if (tree === true) {
        const hand = (view as unknown as { myHand: string[] }).myHand;
        const actions = h.store.games.get(1)!.actions.length;
        const reply = h.send(host, { type: 'claim', version: view.version });
        expect(reply?.type).toBe('update');
        const events = eventsOf(guest.lastOf('update'));
        expect(events[0]).toEqual({ type: 'claimed', audience: 'all', seat: 0, cards: hand });
        const scored = events.findIndex((e) => e.type === 'handScored');
        expect(scored).toBeGreaterThan(0);
        const tricks = events.slice(0, scored).filter((e) => e.type === 'trickWon');
        expect(tricks).toHaveLength(hand.length);
        expect(tricks.every((e) => e.seat === 0)).toBe(true);
        // every card of the rest of the hand was played through the game, logged as the claim's
        const log = h.store.games.get(1)!.actions.slice(actions);
        const claimed = log.filter((entry) => entry.by === 'claim');
        expect(claimed.length).toBeGreaterThanOrEqual(hand.length);
        expect(new Set(claimed.filter((e) => e.seat === 0).map((e) => e.action.card))).toEqual(new Set(hand));
        seen.valid++;
        break;
      }
      h.send(host, { type: 'act', version: view.version, action: botAction(baloot as never, state, 0, 'standard', chooseAction as BotChooser).action });
    }
    expect(seen).toEqual({ valid: 1, refused: 3 });
  });

  it('a refused claim lays the claimant\'s hand open to every seat and spectator until the hand is scored, not before; it outlives a wake-up and is told in a catch-up', () => {
    const h = new Harness(undefined, undefined, { seed: (gameNo) => `claims/${gameNo}` }).create({});
    const host = h.connect({ hostKey: h.hostKey });
    h.sit(host, 0, 'Reem');
    const guest = h.connect();
    const guestKey = h.sit(guest, 1, 'Sami');
    for (const seat of [2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    const watcher = h.connect();
    const hand = () => (h.view(host) as unknown as { myHand: string[] }).myHand;
    let claimedAt: { version: number; cards: string[] } | null = null;
    for (let move = 0; move < 2000 && !claimedAt; move++) {
      h.time += 500;
      const view = h.view(host);
      const state = stateOf(h);
      if (view.legal.length === 0) {
        h.send(guest, { type: 'act', version: state.version, action: botAction(baloot as never, state, 1, 'standard', chooseAction as BotChooser).action });
        continue;
      }
      // not before a claim: nobody sees the host's cards
      for (const peer of [guest, watcher]) expect(peer.lastOf('update').table.shown).toBeUndefined();
      const small = view.legal.every((a) => a.type === 'play') && hand().length <= 4 && hand().length >= 2;
      if (small && claimHoldsByTree(baloot, state as never, 0, 50_000) === false) {
        const cards = [...hand()];
        expect(h.send(host, { type: 'claim', version: view.version })).toMatchObject({ type: 'error', code: 'claimLosesATrick' });
        for (const peer of [guest, watcher, host]) {
          const update = peer.lastOf('update');
          expect(update.table.shown).toEqual([{ seat: 0, cards }]);
          expect(update.events).toEqual([{ type: 'claimRefused', audience: 'all', seat: 0, cards }]);
        }
        // asking again tells nobody anything new
        const frames = guest.frames.length;
        expect(h.send(host, { type: 'claim', version: view.version })).toMatchObject({ code: 'claimLosesATrick' });
        expect(guest.frames.length).toBe(frames);
        claimedAt = { version: view.version, cards };
        break;
      }
      h.send(host, { type: 'act', version: view.version, action: botAction(baloot as never, state, 0, 'standard', chooseAction as BotChooser).action });
    }
    expect(claimedAt).not.toBeNull();
    // the host plays a card: the cards still held stay open
    const before = stateOf(h);
    h.send(host, { type: 'act', version: before.version, action: botAction(baloot as never, before, 0, 'standard', chooseAction as BotChooser).action });
    expect(guest.lastOf('update').table.shown).toEqual([{ seat: 0, cards: hand() }]);
    expect(hand().length).toBe(claimedAt!.cards.length - 1);
    // a wake-up (memory gone) keeps it: a spectator arriving now sees the hand too
    h.wake();
    const late = h.connect();
    expect(late.lastOf('update').table.shown).toEqual([{ seat: 0, cards: hand() }]);
    // the guest, back on another device, is told of the refused claim where it was made
    const back = h.connect({ key: guestKey });
    const caught = h.send(back, { type: 'catchUp', until: back.lastOf('update').table.version });
    expect(caught).toMatchObject({ type: 'catchUp' });
    expect((caught as { events: GameEvent[] }).events).toContainEqual({ type: 'claimRefused', audience: 'all', seat: 0, cards: claimedAt!.cards });
    // the hand is played out: once it is scored, the next hand's cards are no one's to see
    for (let move = 0; move < 200; move++) {
      if (guest.lastOf('update').table.shown === undefined) break;
      h.time += 500;
      const state = stateOf(h);
      const [seat] = guest.lastOf('update').table.turn;
      const peer = seat === 0 ? host : guest;
      h.send(peer, { type: 'act', version: state.version, action: botAction(baloot as never, state, seat!, 'standard', chooseAction as BotChooser).action });
    }
    for (const peer of [guest, late, host]) expect(peer.lastOf('update').table.shown).toBeUndefined();
    expect(guest.messages().some((m) => m.type !== 'error' && 'events' in m && (m.events as GameEvent[]).some((e) => e.type === 'handScored'))).toBe(true);
  });

  it('refuses a claim out of turn, outside the play, from a spectator, at a stale version, and at a table with claims off', () => {
    const { h, host, peers } = table({}, [1]);
    const guest = peers.get(1)!;
    const version = h.view(host).version;
    // the game starts with bidding: no claim yet
    const bidder = h.view(host).legal.length > 0 ? host : guest;
    const waiter = bidder === host ? guest : host;
    expect(h.send(bidder, { type: 'claim', version })).toMatchObject({ code: 'claimNotPlaying' });
    expect(h.send(waiter, { type: 'claim', version })).toMatchObject({ code: 'notYourTurn' });
    expect(h.send(h.connect(), { type: 'claim', version })).toMatchObject({ code: 'notSeated' });
    // a stale claim is answered with the current state
    expect(h.send(bidder, { type: 'claim', version: version + 1 })).toMatchObject({ type: 'update' });
    expect(bidder.messages().at(-2)).toMatchObject({ type: 'error', code: 'stale' });
    expect(h.send(bidder, { type: 'claim' })).toMatchObject({ code: 'badMessage', message: 'version is missing' });
    expect(h.store.games.get(1)!.actions).toHaveLength(version);

    const off = table({ claims: false });
    expect(off.host.lastOf('update').table.claims).toBe(false);
    expect(off.h.send(off.host, { type: 'claim', version: off.h.view(off.host).version })).toMatchObject({ code: 'claimsOff' });
  });

  it('is on by default for Baloot and off for Fifty-Six and All Fours; the host turns it on or off between games', () => {
    expect(new Harness().create({}).connect().lastOf('update').table.claims).toBe(true);
    expect(new Harness().create({ game: 'fifty-six', seats: 4 }).connect().lastOf('update').table.claims).toBe(false);
    const h = new Harness().create({ game: 'all-fours', seats: 2 });
    const host = h.connect({ hostKey: h.hostKey });
    expect(host.lastOf('update').table.claims).toBe(false);
    h.send(host, { type: 'configure', claims: true });
    expect(host.lastOf('update').table.claims).toBe(true);
    expect(h.send(host, { type: 'configure', claims: 'yes' })).toMatchObject({ code: 'badMessage', message: /claims must be true or false/ });
    expect(h.send(h.connect(), { type: 'configure', claims: false })).toMatchObject({ code: 'notHost' });
    expect(h.store.record!.claims).toBe(true);
  });
});

describe('giving an away seat to a bot', () => {
  /** Host in seat 0, Guest in seat 1, Slow in seat 2, a bot in seat 3; a live clock. */
  function clocked() {
    const { h, host, peers } = table({ clock: { kind: 'live', seconds: 30 } }, [1, 2]);
    return { h, host, guest: peers.get(1)!, slow: peers.get(2)!, peers };
  }
  /** Plays the first legal action for seats 0 and 1 until seat 2 is to act. */
  function untilSlowsTurn(h: Harness, peers: Map<number, FakePeer>) {
    for (let guard = 0; guard < 200; guard++) {
      const turn = peers.get(0)!.lastOf('update').table.turn;
      if (turn.includes(2)) return;
      const seat = turn[0]!;
      const view = h.view(peers.get(seat)!);
      h.send(peers.get(seat)!, { type: 'act', version: view.version, action: view.legal[0] });
    }
    throw new Error('seat 2 never came to act');
  }

  it("lets any seated player give a seat to a bot once its clock has run out enough to mark it away, not before; not a spectator, and never to free it", () => {
    const { h, host, guest, slow, peers } = clocked();
    untilSlowsTurn(h, peers);
    const give = { type: 'assign', seat: 2, to: 'bot' };
    // its turn is running: not yet
    expect(h.send(guest, give)).toMatchObject({ code: 'seatBusy' });
    for (let miss = 1; miss <= 2; miss++) {
      h.time = h.session.alarmAt()!;
      h.session.alarm();
      expect(guest.lastOf('update').table.seats[2].away).toBe(miss === 2);
      if (miss === 1) {
        expect(h.send(guest, give)).toMatchObject({ code: 'seatBusy' });
        untilSlowsTurn(h, peers);
      }
    }
    expect(h.send(h.connect(), give)).toMatchObject({ code: 'notHost' });
    expect(h.send(guest, { type: 'assign', seat: 2, to: 'empty' })).toMatchObject({ code: 'notHost' });
    expect(h.send(slow, { type: 'assign', seat: 1, to: 'bot' })).toMatchObject({ code: 'seatBusy' });
    expect(h.store.record!.seats[2].kind).toBe('human');
    expect(h.send(guest, give)?.type).toBe('update');
    expect(host.lastOf('update').table.seats[2]).toMatchObject({ kind: 'bot', name: 'Bot 3' });
    expect(slow.lastOf('update').you.seat).toBeNull();
  });
});

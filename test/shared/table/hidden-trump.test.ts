import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/index.js';
import { canSee, type Action, type BaseState, type GameEvent, type GameRules, type Viewer } from '../../../shared/rules/core/game.js';
import { gameById } from '../../../shared/rules/registry.js';
import { statusNow } from '../../../shared/player/reports.js';
import type { CatchUpMessage, ServerMessage, UpdateMessage } from '../../../shared/protocol/messages.js';
import { UpdateReader } from '../../../shared/protocol/reader.js';
import { MemoryPushStore } from '../../../shared/table/push-store.js';
import { sha256Hex } from '../../../shared/table/secrets.js';
import type { PushDelivery, PushHost } from '../../../shared/table/table-pushes.js';
import { shareTexts } from '../../../worker/share/share-texts.js';
import type { FakePeer } from './kit/fake-peer.js';
import type { TwentyEightState } from '../../../shared/rules/games/twenty-eight/state.js';
import type { TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';
import { leaksIn, secretOf, type Secret } from './kit/hidden-trump.js';
import { Harness } from './kit/session-harness.js';

// The trump of Twenty-Eight and Twenty-Nine lies face down [TE-2.5][TN-3.1]: until it is exposed or
// revealed [TE-4.2][TN-3.4] only the bidder knows it (nobody with Twenty-Nine's seventh card [TN-3.2]).
// Real games, every seat a test socket whose moves a bot chooses, are played through TableSession one
// action per message; after every action, while the trump is secret, everything the table server gives
// a seat that may not know it (and a spectator) is checked: each frame, the catch-up answer, the
// tricks of the hand, the public summary, the share preview and its words, the players' reports, the
// pushes and the game's record. Once the hand is scored the trump is public, and that is checked too.

type Game = 'twenty-eight' | 'twenty-nine';

/** Hands scored at most per game. */
const HANDS = 2;

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

function pushHost(): PushHost & { sent: PushDelivery[] } {
  const sent: PushDelivery[] = [];
  return { store: new MemoryPushStore(), send: (deliveries) => sent.push(...deliveries), sent };
}

/** A socket and what it has read so far (its own reader: each frame read once). */
interface Reading {
  peer: FakePeer;
  viewer: Viewer;
  reader: UpdateReader;
  read: number;
  /** Every hand summary received (the update's history, put together). */
  history: unknown[];
}

/** The frames `reading` got since it was last read: their texts and messages. */
function fresh(reading: Reading): { texts: string[]; messages: ServerMessage[] } {
  const texts = reading.peer.frames.slice(reading.read);
  reading.read = reading.peer.frames.length;
  const messages = texts.map((text) => {
    const message = reading.reader.read(text);
    if (message === 'resync') throw new Error(`a patch that does not follow: ${text}`);
    if (message.type === 'update' && message.history) {
      reading.history = [...reading.history.slice(0, message.history.from), ...message.history.hands];
    }
    return message;
  });
  return { texts, messages };
}

interface Shape {
  name: string;
  game: Game;
  seats: number;
  options: Record<string, unknown>;
  seeds: string[];
  /**
   * The test's own choice where it wants one, else the bot's: the seventh card (so that every game has
   * it), or by seed the rarer paths a bot seldom takes (a second auction won by another seat, a retake, a
   * Thani, a single hand, an annulment), so that the card going back to a hand is checked too.
   */
  prefer?: (view: { legal: Action[]; phase: string }, seed: string) => Action | undefined;
  /** Events some seed of the shape must have had (the steered paths), checked at the end. */
  paths?: string[];
}

interface Tally {
  /** Steps checked while the trump was secret. */
  secretSteps: number;
  /** Hands scored whose trump had been secret. */
  scored: number;
  exposed: number;
  /** Catch-up answers and pushes checked while the trump was secret. */
  catchUps: number;
  pushes: number;
  forms: Set<string>;
  /** The types of the events of every move. */
  events: Set<string>;
  /** A secret state and the bidder who knows it, for the planted leak. */
  sample: { state: BaseState; secret: Secret } | null;
}

/** Plays one table of `shape` (to its end, or HANDS scored hands) and checks every step; adds what it saw to `tally`. */
function playAndCheck(shape: Shape, seed: string, tally: Tally): void {
  const rules = gameById(shape.game)! as GameRules<BaseState>;
  const push = pushHost();
  const h = new Harness(undefined, undefined, { seed: (n) => `${seed}-${n}`, push }).create({
    game: shape.game,
    seats: shape.seats,
    options: { target: 1, ...shape.options },
    autoForced: false,
  });
  const host = h.connect({ hostKey: h.hostKey });
  const keys = [h.sit(host, 0)];
  const peers = [host];
  for (let seat = 1; seat < shape.seats; seat++) {
    const peer = h.connect();
    keys.push(h.sit(peer, seat));
    peers.push(peer);
  }
  peers.forEach((peer, seat) => {
    expect(h.send(peer, { type: 'pushOn', subscription: { endpoint: `https://push.example/${seat}`, keys: KEYS } })).toEqual({ type: 'push', on: true });
    h.send(peer, { type: 'visible', visible: false });
  });
  const watcher = h.connect();
  const readings: Reading[] = [...peers, watcher].map((peer, i) => ({ peer, viewer: i < peers.length ? i : 'spectator', reader: new UpdateReader(), read: 0, history: [] }));
  for (const reading of readings) fresh(reading);
  h.send(host, { type: 'start' });
  for (const reading of readings) fresh(reading);
  let pushed = push.sent.length;
  const moved = new Set<number>();
  /** The last secret of the hand being played, to meet again in its summary. */
  let pending: Secret | null = null;
  let catchUps = 0;

  // to the game's end, or HANDS scored hands (Twenty-Eight at 3 plays until someone has no tables left)
  for (let step = 0; h.session.summary()!.status === 'playing' && rules.history(h.session.current()!.state!).length < HANDS; step++) {
    if (step > 1000) throw new Error(`${shape.name} ${seed}: not ${HANDS} hands after 1000 moves`);
    const before = h.session.current()!.state!;
    const seat = rules.waitingFor(before)[0];
    const mine = readings[seat].reader.latest!.view as { legal: Action[]; version: number; phase: string };
    const action = shape.prefer?.(mine, seed) ?? chooseAction(shape.game, mine as never, 'standard', `${seed}/${step}`);
    const expected = rules.apply(before, seat, action);
    if (!expected.ok) throw new Error(`the bot's ${JSON.stringify(action)} is refused: ${expected.error.message}`);
    h.time += 1000;
    // straight to the session (the harness's `send` would read every frame the socket ever got, each move)
    const sentBefore = peers[seat].frames.length;
    h.session.message(peers[seat], JSON.stringify({ type: 'act', version: mine.version, action }));
    expect(peers[seat].frames.length, `${shape.name} ${seed}: no answer to ${JSON.stringify(action)}`).toBeGreaterThan(sentBefore);
    moved.add(seat);
    const state = h.session.current()!.state!;
    expect(state).toEqual(expected.state);
    for (const event of expected.events) tally.events.add(event.type);
    const secret = secretOf(state);
    const where = `${shape.name} ${seed} v${state.version}`;

    // every socket: its view is the engine's view of its seat, its events the engine's it may see, its history the engine's
    for (const reading of readings) {
      const { texts, messages } = fresh(reading);
      const updates = messages.filter((m): m is UpdateMessage => m.type === 'update');
      expect(updates.length, `${where}: updates to ${reading.viewer}`).toBe(1);
      const update = updates[0];
      expect(update.table.version).toBe(state.version);
      expect(update.you.seat ?? 'spectator').toBe(reading.viewer);
      expect(update.view, `${where}: the view of ${reading.viewer}`).toEqual(rules.view(state, reading.viewer));
      expect(reading.history).toEqual(rules.history(state));
      const team = reading.viewer === 'spectator' ? null : rules.teamOf(before, reading.viewer);
      expect(update.events as GameEvent[]).toEqual(expected.events.filter((e) => canSee(e.audience, reading.viewer, team)));
      if (secret && !secret.knowers.includes(reading.viewer as number)) {
        for (const text of texts) expect(leaksIn(text, secret), `${where}: a frame to ${reading.viewer}`).toEqual([]);
        for (const message of messages) expect(leaksIn(message, secret), `${where}: a message to ${reading.viewer}, patched`).toEqual([]);
        const view = update.view as { trump: unknown; myTrump?: unknown };
        if (shape.game === 'twenty-eight') expect([view.trump, view.myTrump ?? null]).toEqual([null, null]);
        else expect(view.trump).toMatchObject({ trump: null, card: null, revealed: false });
      }
    }

    if (secret) {
      tally.secretSteps++;
      tally.forms.add(secret.form);
      pending = secret;
      if (!tally.sample) tally.sample = { state, secret };
      // the public answers: the table's summary, its share preview and the link's words, each seat's report
      const summary = h.session.summary();
      expect(leaksIn(summary, secret), `${where}: the summary`).toEqual([]);
      const preview = h.session.preview()!;
      expect(leaksIn(preview, secret), `${where}: the preview`).toEqual([]);
      for (const locale of ['en', 'ml', 'bn'] as const) {
        const words = shareTexts(preview, locale);
        expect(leaksIn({ ...words, slots: Object.fromEntries(words.slots) }, secret), `${where}: the share words`).toEqual([]);
      }
      for (let s = 0; s < shape.seats; s++) {
        if (secret.knowers.includes(s)) continue;
        expect(leaksIn(statusNow(h.session.current(), { seat: s, keyHash: sha256Hex(keys[s]) }), secret), `${where}: seat ${s}'s report`).toEqual([]);
      }
      // the tricks of this hand, and the game's record, are not given before the hand is scored, nor the game over
      expect(h.session.handTricks('current', rules.history(state).length + 1)).toBeNull();
      expect(h.session.finishedGame(1)).toBeNull();
      // the pushes since the last step
      expect(leaksIn(push.sent.slice(pushed).map((d) => d.payload), secret), `${where}: a push`).toEqual([]);
      tally.pushes += push.sent.length - pushed;
      // a returning seat's catch-up (one seat in turn that may not know, and has moved): the events of this deal do not tell
      const blind = Array.from({ length: shape.seats }, (_, s) => (seat + 1 + s) % shape.seats).filter((s) => moved.has(s) && !secret.knowers.includes(s));
      if (blind.length > 0 && step % 3 === 0) {
        const s = blind[catchUps++ % blind.length];
        const back = h.connect({ key: keys[s] });
        const caught = h.send(back, { type: 'catchUp', until: state.version }) as CatchUpMessage;
        expect(caught.type).toBe('catchUp');
        tally.catchUps++;
        back.close(1000, 'gone');
        h.session.disconnect(back);
        const team = rules.teamOf(state, s);
        for (const event of caught.events) expect(canSee(event.audience, s, team)).toBe(true);
        const dealt = caught.events.map((e) => e.type).lastIndexOf('handDealt');
        expect(leaksIn(caught.events.slice(Math.max(dealt, 0)), secret), `${where}: seat ${s}'s catch-up`).toEqual([]);
        // the others were told of the socket that came and went: those frames do not tell either
        for (const reading of readings) {
          const { texts } = fresh(reading);
          if (!secret.knowers.includes(reading.viewer as number)) for (const text of texts) expect(leaksIn(text, secret)).toEqual([]);
        }
      }
    }
    pushed = push.sent.length;

    // [TE-4.2][TN-3.4] once exposed or revealed, everyone sees it
    const wasSecret = secretOf(before);
    if (wasSecret && !secret && rules.history(state).length === rules.history(before).length) {
      const seen = rules.view(state, 'spectator') as { trump: { card?: string; suit?: string; trump?: string } | null };
      if (shape.game === 'twenty-eight') {
        // exposed [TE-4.2], or gone back to a hand (a Thani, another second-round bidder [TE-3.3])
        const s = state as TwentyEightState;
        if (s.exposed) {
          expect(seen.trump).toEqual({ card: wasSecret.card, suit: wasSecret.suit });
          tally.exposed++;
        } else expect(s.hands[(before as TwentyEightState).trumpSeat]).toContain(wasSecret.card);
      } else if ((state as TwentyNineState).revealed) {
        expect(seen.trump).toMatchObject({ trump: wasSecret.suit, revealed: true, card: wasSecret.card });
        tally.exposed++;
      }
    }
    // once the hand is scored, its summary says the trump to everyone
    const hands = rules.history(state);
    if (hands.length > rules.history(before).length) {
      const last = hands.at(-1) as { trumpSuit?: string; trump?: string; thani?: boolean };
      const said = shape.game === 'twenty-eight' ? last.trumpSuit : last.trump;
      if (pending) {
        expect(said, `${where}: the scored hand's trump`).toBe(pending.suit);
        tally.scored++;
      }
      for (const reading of readings) expect(reading.history.at(-1)).toEqual(last);
      expect(h.session.handTricks('current', hands.length)).not.toBeNull();
      pending = null;
    }
  }
}

/** A secret state of each shape played, by name, for the planted leaks. */
const SAMPLES = new Map<string, { state: BaseState; secret: Secret }>();

/** Plays the seeds of a shape and checks that the secret was there to check. */
function playShape(shape: Shape): Tally {
  const tally: Tally = { secretSteps: 0, scored: 0, exposed: 0, catchUps: 0, pushes: 0, forms: new Set(), events: new Set(), sample: null };
  for (const seed of shape.seeds) playAndCheck(shape, seed, tally);
  expect(tally.secretSteps).toBeGreaterThan(10 * shape.seeds.length);
  expect(tally.scored).toBeGreaterThanOrEqual(shape.seeds.length);
  expect(tally.catchUps).toBeGreaterThan(0);
  expect(tally.pushes).toBeGreaterThan(0);
  for (const path of shape.paths ?? []) expect(tally.events, `${shape.name}: no ${path}`).toContain(path);
  SAMPLES.set(shape.name, tally.sample!);
  return tally;
}

const first = (legal: Action[], type: string) => legal.find((a) => a.type === type);

/** Twenty-Eight steered by seed: `second`: everyone bids in the second auction, and a first-round bidder who wins it retakes its card [TE-3.3]; `thani`: the first seat asked calls a Thani [TE-7.1]. */
function steer28({ legal, phase }: { legal: Action[]; phase: string }, seed: string): Action | undefined {
  if (seed.endsWith('-second')) return (phase === 'bid2' ? first(legal, 'bid') : undefined) ?? first(legal, 'retake');
  if (seed.endsWith('-thani')) return first(legal, 'thani');
  return undefined;
}

/** Twenty-Nine steered: the seventh card where the shape wants it; by seed (`single`) a single hand [TN-6.1]. */
const steer29 = (seventh: boolean) => ({ legal }: { legal: Action[] }, seed: string) =>
  (seventh ? first(legal, 'seventhCard') : undefined) ?? (seed.endsWith('-single') ? first(legal, 'singleHand') : undefined);

const TWENTY_EIGHT: Shape[] = [4, 3, 6].map((seats) => ({
  name: `twenty-eight ${seats}`,
  game: 'twenty-eight',
  seats,
  options: {},
  seeds: [`te${seats}-a`, `te${seats}-b`, `te${seats}-c`, ...(seats === 4 ? ['te4-second', 'te4-thani'] : [])],
  prefer: steer28,
  paths: seats === 4 ? ['trumpReturned', 'cardReturned', 'thaniCalled'] : [],
}));

describe('the hidden trump never leaves the table server early', () => {
  for (const shape of TWENTY_EIGHT) {
    it(`[TE-2.5][TE-4.2] twenty-eight at ${shape.seats}: the face-down card reaches no one but its bidder until exposed, and the scored hand says its suit`, () => {
      const tally = playShape(shape);
      expect(tally.forms).toEqual(new Set(['card']));
    });
  }

  it('[TN-3.1][TN-3.4] twenty-nine with a marker (no seventh card): the suit reaches no one but the bidder until revealed', () => {
    const tally = playShape({ name: 'twenty-nine marker', game: 'twenty-nine', seats: 4, options: { seventhCard: false }, seeds: ['tn-m-a', 'tn-m-b', 'tn-m-c', 'tn-m-single'], prefer: steer29(false), paths: ['singleHandCalled'] });
    expect(tally.forms).toEqual(new Set(['marker']));
  });

  it('[TN-3.1][TN-3.4] twenty-nine with a hand card laid (indicator handCard): the card and its suit reach no one but the bidder until revealed', () => {
    const tally = playShape({ name: 'twenty-nine hand card', game: 'twenty-nine', seats: 4, options: { seventhCard: false, indicator: 'handCard' }, seeds: ['tn-h-a', 'tn-h-b', 'tn-h-c', 'tn-h-single'], prefer: steer29(false), paths: ['singleHandCalled', 'hiddenCardReturned'] });
    expect(tally.forms).toEqual(new Set(['card']));
  });

  it('[TN-3.2][TN-3.4] twenty-nine with the seventh card: nobody, the bidder included, learns the card or its suit until revealed', () => {
    const tally = playShape({ name: 'twenty-nine seventh', game: 'twenty-nine', seats: 4, options: { seventhCard: true }, seeds: ['tn-s-a', 'tn-s-b', 'tn-s-c', 'tn-s-single'], prefer: steer29(true), paths: ['singleHandCalled', 'hiddenCardReturned'] });
    expect(tally.forms).toEqual(new Set(['seventh']));
  });

  it('[TE-2.5][TN-3.2][TN-3.4] the check finds a planted leak: the bidder\'s own view, or the unseen seventh card, sent where it may not go', () => {
    const played = (shape: Shape) => SAMPLES.get(shape.name) ?? (playShape(shape), SAMPLES.get(shape.name)!);
    const samples = [
      played({ name: 'twenty-eight 4', game: 'twenty-eight', seats: 4, options: {}, seeds: ['te4-a'] }),
      played({ name: 'twenty-nine marker', game: 'twenty-nine', seats: 4, options: { seventhCard: false }, seeds: ['tn-m-a'] }),
      played({ name: 'twenty-nine hand card', game: 'twenty-nine', seats: 4, options: { seventhCard: false, indicator: 'handCard' }, seeds: ['tn-h-a'] }),
      played({ name: 'twenty-nine seventh', game: 'twenty-nine', seats: 4, options: { seventhCard: true }, seeds: ['tn-s-a'], prefer: steer29(true) }),
    ];
    expect(samples.map(({ secret }) => secret.form)).toEqual(['card', 'marker', 'card', 'seventh']);
    for (const { state, secret } of samples) {
      const rules = gameById(state.game)! as GameRules<BaseState>;
      const where = `${state.game} ${secret.form}`;
      const update = (seat: number, view: unknown) => JSON.stringify({ type: 'update', n: 9, game: state.game, you: { seat, host: false }, view, events: [] });
      const patch = (ops: unknown) => JSON.stringify({ type: 'patch', n: 10, ops, events: [] });
      if (secret.form === 'seventh') {
        // nobody may know it, its bidder included: its view with the card turned up does not pass
        const bidder = (state as TwentyNineState).bidder;
        const honest = rules.view(state, bidder) as { trump: object };
        expect(leaksIn(update(bidder, honest), secret)).toEqual([]);
        expect(leaksIn(update(bidder, { ...honest, trump: { ...honest.trump, card: secret.card } }), secret), where).toContain(`the card ${secret.card}`);
        expect(leaksIn(patch([[['view', 'trump', 'trump'], secret.suit]]), secret), where).toEqual(['the suit set at view.trump.trump']);
        continue;
      }
      const bidder = secret.knowers[0];
      const other = (bidder + 1) % state.seats;
      // the honest frame passes; the bidder's view in its place does not, whole or as a patch
      expect(leaksIn(update(other, rules.view(state, other)), secret)).toEqual([]);
      const planted = update(other, rules.view(state, bidder));
      expect(leaksIn(planted, secret).length, where).toBeGreaterThan(0);
      if (secret.card) expect(leaksIn(planted, secret), where).toContain(`the card ${secret.card}`);
      const field = state.game === 'twenty-eight' ? ['view', 'myTrump'] : ['view', 'trump', 'trump'];
      const value = state.game === 'twenty-eight' ? secret.card : secret.suit;
      expect(leaksIn(patch([[field, value]]), secret).length, where).toBeGreaterThan(0);
      // and the view check of every frame would refuse it as well
      expect(JSON.parse(planted).view).not.toEqual(rules.view(state, other));
    }
  });
});

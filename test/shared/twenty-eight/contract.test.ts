import type { Action, GameEvent } from '../../../shared/rules/core/game.js';
import type { Step } from '../../kit/playout.js';
import { contractSuite } from '../../kit/contract.js';
import { packOf, pointsOf, strengthOf } from '../../../shared/rules/games/twenty-eight/cards.js';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import type { HandSummary, TwentyEightState } from '../../../shared/rules/games/twenty-eight/state.js';
import { handOf, secretCards } from './secrets.js';

// Every option away from its default in the last configurations of each player count; a low target
// keeps the games short.
const OTHERS = {
  pointlessRedeal: 'anyPlayer',
  partnerOvercall: 'free',
  thani: 2,
  scoring: 'flat',
  target: 3,
  doubling: true,
  cot: true,
  halfCall: true,
  noUndertrump: true,
};
const CONFIGS: { seats: number; options: Record<string, unknown>; games: number; leakGames: number }[] = [
  { seats: 4, options: {}, games: 400, leakGames: 40 },
  { seats: 3, options: {}, games: 150, leakGames: 10 },
  { seats: 6, options: {}, games: 300, leakGames: 25 },
  { seats: 4, options: OTHERS, games: 300, leakGames: 30 },
  { seats: 4, options: { pointlessRedeal: 'off', thani: 'off', doubling: true }, games: 300, leakGames: 20 },
  { seats: 3, options: { ...OTHERS, target: 6 }, games: 150, leakGames: 10 },
  { seats: 6, options: OTHERS, games: 300, leakGames: 20 },
];

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

// Every card is somewhere exactly once: a hand, a second batch, the face-down trump, the trick or a won trick.
function cardsOf(state: TwentyEightState): string[] {
  const cards = [...state.hands.flat(), ...state.pending.flat(), ...state.trick.map((p) => p.card)];
  for (const trick of state.tricks) cards.push(...trick.plays.map((p) => p.card));
  if (state.trumpSeat >= 0) cards.push(state.trumpCard!);
  return cards;
}

// An oracle for every card played, written apart from the engine: follow suit [TE-5.2][TE-5.7], no hidden
// trump lead by its owner unless it holds only trumps [TE-5.2], the face-down card only as the last one
// [TE-5.5], an asker or exposing bidder trumps if it can [TE-5.3][TE-5.4], and the trick's winner [TE-5.6].
function checkPlay({ before, seat, action, events }: Step<TwentyEightState>): void {
  const card = action.card as string;
  const hand = before.hands[seat];
  const hiddenOwn = before.trumpSeat === seat;
  if (hiddenOwn && card === before.trumpCard) check(hand.length === 0, 'the face-down card played before the last trick');
  else check(hand.includes(card), `${card} is not in the hand`);
  const trump = before.trumpCard?.[1];
  if (before.trick.length === 0) {
    if (hiddenOwn && hand.length > 0 && card[1] === trump) check(hand.every((c) => c[1] === trump), 'a hidden trump led');
  } else {
    const led = before.trick[0].card[1];
    if (hand.some((c) => c[1] === led)) check(card[1] === led, `${card} does not follow ${led}`);
    else if (before.obliged === seat && hand.some((c) => c[1] === trump)) check(card[1] === trump, 'an asker did not trump');
  }
  const won = events.find((e) => e.type === 'trickWon');
  if (!won) return;
  const plays = [...before.trick, { seat, card }];
  const exposed = before.thani < 0 && (before.exposed || events.some((e) => e.type === 'trumpExposed'));
  const rank = (c: string) => (exposed && c[1] === trump ? 100 : c[1] === plays[0].card[1] ? 50 : 0) + strengthOf(c);
  const best = plays.reduce((a, b) => (rank(b.card) > rank(a.card) ? b : a));
  check(won.seat === best.seat, `trick ${plays.map((p) => p.card)} won by ${String(won.seat)}, not ${best.seat}`);
}

// An oracle for the Pair, declared by the engine [TE-6.1b]: with the card that completes a trick (not the hand's
// last, not in a Thani) won by the holder's side once the trump is exposed, while the holder still has the K
// and Q of trumps, once a hand [TE-6.1][TE-6.1a]; the target moves by 4 within 14 (12, 16) and 28 [TE-6.2][TE-6.2a].
function checkPair({ before, after, action, events }: Step<TwentyEightState>): void {
  const declared = events.filter((e) => e.type === 'pairDeclared') as (GameEvent & Record<string, unknown>)[];
  const won = events.find((e) => e.type === 'trickWon') as (GameEvent & { seat: number }) | undefined;
  const side = (s: number) => (before.seats !== 3 ? s % 2 : s === before.bidder ? 0 : 1);
  let holder = -1;
  const exposed = before.exposed || events.some((e) => e.type === 'trumpExposed');
  if (action.type === 'play' && won && exposed && before.thani < 0 && before.pair === null && !events.some((e) => e.type === 'handScored')) {
    const trump = before.trumpCard![1];
    for (let s = 0; s < before.seats; s++) {
      if (side(s) === side(won.seat) && after.hands[s].includes(`K${trump}`) && after.hands[s].includes(`Q${trump}`)) holder = s;
    }
  }
  check(declared.length === (holder >= 0 ? 1 : 0), `${declared.length} Pair declared where the holder is ${holder}`);
  if (holder < 0) return;
  const event = declared[0];
  const bidding = side(holder) === side(before.bidder);
  const floor = before.seats === 3 ? 12 : before.seats === 6 ? 16 : 14;
  const target = bidding ? (before.target - 4 >= floor ? before.target - 4 : before.target) : Math.min(28, before.target + 4);
  check(event.audience === 'all' && event.seat === holder && event.bidding === bidding, `Pair event ${JSON.stringify(event)}`);
  check(event.target === target && after.target === target && after.pair?.seat === holder, `Pair target ${after.target}, not ${target}`);
  check(events.indexOf(event) > events.indexOf(won!), 'the Pair declared before its trick was won');
}

function checkStep(step: Step<TwentyEightState>): void {
  const { before, after, action, events } = step;
  if (action.type === 'play') checkPlay(step);
  checkPair(step);
  const cards = cardsOf(after);
  check(new Set(cards).size === cards.length, 'a card is in two places');
  if (after.phase !== 'over') check(cards.length === packOf(after.seats).pack.length, `${cards.length} cards in play`);
  if (after.seats === 3) check(after.score.reduce((a, b) => a + b, 0) === 36, 'tables not conserved');
  for (const event of events) {
    if (event.type !== 'handScored') continue;
    const summary = event as unknown as HandSummary;
    check(summary.points >= 0 && summary.points <= 28, `points ${summary.points}`);
    // [TE-8.1a] all tricks are played, so the points won make 28 (a Thani may stop early)
    const won = before.won.reduce((a, b) => a + b, 0) + before.trick.reduce((a, p) => a + pointsOf(p.card), 0) + pointsOf(action.card as string);
    if (!summary.thani) check(won === 28, `${won} points won in a hand`);
    // [TE-8.1] only the bidding side's score moves (at 3 players tables move between it and the others)
    if (after.seats !== 3) check(summary.change.filter((n) => n !== 0).length === 1, `change ${summary.change}`);
  }
  check(after.trumpSeat < 0 || !after.exposed, 'a card face down after the exposure');
}

function checkEnd(state: TwentyEightState): void {
  if (state.seats === 3) {
    check(state.score.includes(0), 'a 3-player match ends when someone has no tables');
    return;
  }
  const target = state.options.target as number;
  check(state.score.some((n) => n >= target || n <= -target), `ended at ${state.score}`);
}

function illegalSamples(state: TwentyEightState, seat: number): Action[] {
  const legal = twentyEight.legalActions(state, seat);
  const has = (type: string) => legal.some((action) => action.type === type);
  const samples: Action[] = [{ type: 'deal' }];
  for (const type of ['redeal', 'keep', 'retake', 'thani', 'double', 'redouble', 'ask', 'expose', 'pair', 'pass']) {
    if (!has(type)) samples.push({ type });
  }
  const bids = new Set(legal.filter((a) => a.type === 'bid').map((a) => a.value));
  for (const value of [0, 11, 12, 13, 14, 16, 19, 20, 22, 23, 24, 28, 29, 14.5, -1]) if (!bids.has(value)) samples.push({ type: 'bid', value });
  samples.push({ type: 'bid' }, { type: 'bid', value: '20' });
  const playable = new Set(legal.filter((a) => a.type === 'play').map((a) => a.card));
  const layable = new Set(legal.filter((a) => a.type === 'trump').map((a) => a.card));
  for (const card of packOf(state.seats).pack) {
    if (!playable.has(card)) samples.push({ type: 'play', card });
    if (!layable.has(card)) samples.push({ type: 'trump', card });
  }
  samples.push({ type: 'play', card: 'JS1' }, { type: 'play', card: 'XX' }, { type: 'trump', card: 7 });
  return samples;
}

for (const { seats, options, games, leakGames } of CONFIGS) {
  contractSuite<TwentyEightState>({
    rules: twentyEight,
    label: `twenty-eight, ${seats} players, ${JSON.stringify(options)}`,
    seats,
    options,
    games,
    leakGames,
    maxSteps: 20_000,
    secretCards,
    handOf,
    checkStep,
    checkEnd,
    illegalSamples,
  });
}

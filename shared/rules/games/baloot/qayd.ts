import { refuse, type GameEvent } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import { cardNumber, PACK, type CardNo } from './cards.js';
import { inPlayOrder, trickCards, trickLeader } from './hands.js';
import { copyDeal, copyState, seatPlus, type BalootAction, type BalootState, type Step } from './state.js';

// [BAL-10.2] one frozen call per card, and the answer of a seat asked that calls nothing
const QAYD_ACTIONS: readonly BalootAction[] = PACK.map((card) => Object.freeze({ type: 'qayd' as const, card }));
/** The answer of a seat asked after the last trick that calls no Qayd [BAL-10.2a]. */
export const NO_CALL: BalootAction = Object.freeze({ type: 'noCall' });

/** A card played this hand: by whom, and in which trick (from 1). */
interface PlayedCard {
  seat: Seat;
  card: CardNo;
  trick: number;
}

/** Every card played this hand, in play order: the completed tricks, then the trick being played. */
function playedCards(state: BalootState): PlayedCard[] {
  const { tricks } = state.play;
  const hands = state.deal.hands;
  const cards: PlayedCard[] = [];
  for (let t = 0; t < tricks.length; t++) {
    const order = inPlayOrder(tricks[t].cards, tricks[t].leader, hands);
    for (let i = 0; i < order.length; i++) cards.push({ seat: seatPlus(tricks[t].leader, i), card: order[i], trick: t + 1 });
  }
  if (state.phase === 'playing') {
    const leader = trickLeader(state);
    const order = trickCards(state);
    for (let i = 0; i < order.length; i++) cards.push({ seat: seatPlus(leader, i), card: order[i], trick: tricks.length + 1 });
  }
  return cards;
}

/** True while Qayd may be called: the option is on, in play or in the asking after the last trick. */
export function qaydOpen(state: BalootState): boolean {
  return state.options.qayd === true && (state.phase === 'playing' || state.phase === 'asking');
}

/**
 * [BAL-10.2] The Qayd calls open to `seat` now: one per card its opponents played this hand, in play
 * order. Public knowledge only, whether any card was a foul or not.
 */
export function qaydActions(state: BalootState, seat: Seat): BalootAction[] {
  if (!qaydOpen(state)) return [];
  return playedCards(state)
    .filter((p) => p.seat % 2 !== seat % 2)
    .map((p) => QAYD_ACTIONS[p.card]);
}

/**
 * [BAL-10.2] [BAL-10.3] [BAL-10.4] `seat` calls Qayd on `card`: the engine judges it from the hands it
 * knows. Right or wrong, the hand stops at once (the unfinished trick is dropped) and is scored for the
 * team that did not offend [BAL-10.2a]. A card no opponent of the caller played this hand is no call.
 */
export function applyQayd(state: BalootState, seat: Seat, given: unknown): Step {
  const n = typeof given === 'string' ? cardNumber(given) : -1;
  if (n < 0) return refuse('badAction', '"qayd" needs a "card" such as "TH"');
  const played = playedCards(state).find((p) => p.card === n);
  if (!played || played.seat % 2 === seat % 2) {
    return refuse('illegal', `${PACK[n]} is not a card an opponent of yours played this hand: that is not a Qayd call`);
  }
  const foul = state.deal.fouls.find((f) => f.card === n && f.seat === played.seat);
  const correct = foul !== undefined;
  const rule = foul?.rule ?? null;
  const team: Team = correct ? seat % 2 : (seat + 1) % 2;
  const next = copyState(state);
  next.version = state.version + 1;
  next.deal = copyDeal(state.deal);
  next.deal.qayd = { seat, owner: played.seat, card: n, trick: played.trick, correct, rule, team };
  // [BAL-10.2a] the unfinished trick is dropped: a game this call ends shows no trick on the table
  if (state.play.trick !== 0) next.play = { played: state.play.played, trick: 0, tricks: state.play.tricks };
  const events: GameEvent[] = [
    { type: 'qaydCalled', audience: 'all', seat, owner: played.seat, card: PACK[n], trick: played.trick, correct, rule, team },
  ];
  return { ok: true, state: next, events, end: 'qaydCalled' };
}

/**
 * [BAL-10.2a] After the last trick each seat is asked in turn, from the dealer's right, whether it
 * calls Qayd: the same question at every table, whether a foul happened or not. Writes into `next`.
 */
export function startAsking(next: BalootState, events: GameEvent[]): void {
  next.phase = 'asking';
  next.turn = seatPlus(next.match.dealer, 1);
  events.push({ type: 'qaydAsked', audience: 'all', seat: next.turn });
}

/** The seat asked calls nothing: the next seat is asked; after the dealer, the hand is scored. */
export function answerNoCall(state: BalootState, seat: Seat): Step {
  if (state.phase !== 'asking' || seat !== state.turn) return refuse('illegal', 'you are not being asked whether you call Qayd');
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [{ type: 'noCall', audience: 'all', seat }];
  if (seat === state.match.dealer) return { ok: true, state: next, events, end: 'handPlayed' };
  next.turn = seatPlus(seat, 1);
  events.push({ type: 'qaydAsked', audience: 'all', seat: next.turn });
  return { ok: true, state: next, events };
}

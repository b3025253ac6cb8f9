import type { Card, Suit } from '../../core/cards.js';
import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import { appended, removed } from '../../core/lists.js';
import type { Seat } from '../../core/seats.js';
import { winningPlay } from '../../core/tricks.js';
import { cardPlayed, playAction, pointsOf, strengthOf } from './cards.js';
import { scoreHand } from './scoring.js';
import { firstMinimum, MAX_BID, sameSide, teamOfSeat, tricksPerHand } from './seating.js';
import { copyState, type TwentyEightState, type TwentyEightAction } from './state.js';
import { exposeTrump } from './trump-card.js';

const ASK: TwentyEightAction = Object.freeze({ type: 'ask' });
const EXPOSE: TwentyEightAction = Object.freeze({ type: 'expose' });
const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** The next seat after `seat` that takes part in the play (a Thani caller's partners lay down their hands [TE-7.2]). */
export function nextPlayer(state: TwentyEightState, seat: Seat): Seat {
  let next = (seat + 1) % state.seats;
  while (state.silent.includes(next)) next = (next + 1) % state.seats;
  return next;
}

// The strength of the highest trump in the trick (0: none) [TE-9.4a]: those played before the exposure count too.
function topTrump(state: TwentyEightState, trump: string): number {
  let top = 0;
  for (const play of state.trick) if (play.card[1] === trump) top = Math.max(top, strengthOf(play.card));
  return top;
}

// True if `seat` cannot follow the suit led [TE-5.2a]: a face-down trump card is not in the hand.
function cannotFollow(state: TwentyEightState, seat: Seat): boolean {
  if (state.trick.length === 0) return false;
  const led = state.trick[0].card[1];
  for (const card of state.hands[seat]) if (card[1] === led) return false;
  return true;
}

/**
 * The cards `seat` may play now, with why a card outside them is refused: follow suit [TE-5.2][TE-5.7];
 * a bidder whose trump is hidden leads no trump unless it holds only trumps [TE-5.2]; an asker or exposing
 * bidder plays a trump if it holds one [TE-5.3][TE-5.4][TE-5.7a]; option noUndertrump [TE-9.4]; the
 * hidden card itself only as the bidder's last card [TE-5.5].
 */
function allowed(state: TwentyEightState, seat: Seat): { cards: Card[]; why: string } {
  const hand = state.hands[seat];
  const hiddenOwn = state.trumpSeat === seat;
  if (hiddenOwn && hand.length === 0) return { cards: [state.trumpCard!], why: 'your trump card is your last card' };
  if (state.trick.length === 0) {
    if (!hiddenOwn) return { cards: hand, why: '' };
    const trump = state.trumpCard![1];
    const others = hand.filter((card) => card[1] !== trump);
    return others.length > 0 ? { cards: others, why: 'you may not lead a trump while your trump card is hidden' } : { cards: hand, why: '' };
  }
  const led = state.trick[0].card[1];
  const inSuit = hand.filter((card) => card[1] === led);
  if (inSuit.length > 0) return { cards: inSuit, why: `you must follow ${SUIT_NAMES[led]}` };
  if (!state.exposed) return { cards: hand, why: '' };
  const trump = state.trumpCard![1];
  const top = topTrump(state, trump);
  const strict = state.options.noUndertrump === true;
  if (state.obliged === seat) {
    const trumps = hand.filter((card) => card[1] === trump);
    if (trumps.length === 0) return { cards: hand, why: '' };
    if (strict) {
      const higher = trumps.filter((card) => strengthOf(card) > top);
      if (higher.length > 0) return { cards: higher, why: 'you must play a trump higher than the trick\'s' };
    }
    return { cards: trumps, why: 'the trump was exposed for you: you must play a trump' };
  }
  if (strict && top > 0) {
    const fine = hand.filter((card) => card[1] !== trump || strengthOf(card) > top);
    if (fine.length > 0) return { cards: fine, why: 'you may not undertrump while you hold another card' };
  }
  return { cards: hand, why: '' };
}

/** Every action `seat` may take now in the play: cards, asking [TE-5.3], exposing [TE-5.4]. */
export function playActions(state: TwentyEightState, seat: Seat): TwentyEightAction[] {
  if (seat !== state.turn) return [];
  const actions = allowed(state, seat).cards.map(playAction);
  if (state.trumpSeat >= 0 && state.hands[seat].length > 0 && cannotFollow(state, seat)) {
    actions.push(seat === state.trumpSeat ? EXPOSE : ASK); // [TE-5.3a] any player but the bidder asks
  }
  return actions;
}

/** Applies a play-phase action: a card, ask or expose. */
export function applyPlay(state: TwentyEightState, seat: Seat, action: Action): Applied<TwentyEightState> {
  const type = action.type;
  if (type === 'ask' || type === 'expose') return exposeFor(state, seat, type);
  if (type !== 'play') return refuse('illegal', `"${type}" is not an action of the play: play, ask or expose`);
  const card = action.card;
  if (typeof card !== 'string' || card.length !== 2) return refuse('badAction', 'a play needs a "card" id such as "JS"');
  const { cards, why } = allowed(state, seat);
  if (!cards.includes(card)) {
    if (card === state.trumpCard && state.trumpSeat === seat) return refuse('illegal', 'your trump card lies face down: it is not part of your hand');
    if (!state.hands[seat].includes(card)) return refuse('illegal', `${card} is not in your hand`);
    return refuse('illegal', why);
  }
  return playCard(state, seat, card);
}

// [TE-5.3][TE-5.4] the asker, or the bidder unable to follow, has the trump card exposed, and must then play a trump
function exposeFor(state: TwentyEightState, seat: Seat, type: 'ask' | 'expose'): Applied<TwentyEightState> {
  if (state.trumpSeat < 0) return refuse('illegal', 'the trump is not hidden');
  if (type === 'ask' && seat === state.trumpSeat) return refuse('illegal', 'the bidder does not ask: it exposes');
  if (type === 'expose' && seat !== state.trumpSeat) return refuse('illegal', 'only the bidder exposes its trump card: ask for it');
  if (!cannotFollow(state, seat)) {
    return refuse('illegal', state.trick.length === 0 ? `you may not ${type} when leading` : `you may ${type} only when you cannot follow suit`);
  }
  if (state.hands[seat].length === 0) return refuse('illegal', 'your trump card is your last card: play it');
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = type === 'ask' ? [{ type: 'trumpAsked', audience: 'all', seat }] : [];
  exposeTrump(next, events, seat);
  next.obliged = seat;
  return { ok: true, state: next, events };
}

function playCard(state: TwentyEightState, seat: Seat, card: Card): Applied<TwentyEightState> {
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [];
  if (state.trumpSeat === seat && card === state.trumpCard) exposeTrump(next, events, seat); // [TE-5.5][TE-5.5a]
  const hand = next.hands[seat];
  next.hands = next.hands === state.hands ? state.hands.slice() : next.hands;
  next.hands[seat] = removed(hand, hand.indexOf(card));
  next.trick = appended(state.trick, { seat, card });
  events.push(cardPlayed(seat, card));
  const players = state.seats - state.silent.length;
  if (next.trick.length < players) {
    next.turn = nextPlayer(state, seat);
    return { ok: true, state: next, events };
  }
  const done = completeTrick(next, events);
  if (!done) return { ok: true, state: next, events };
  return { ok: true, state: scoreHand(next, events), events };
}

// [TE-5.6] the highest trump if the trump has been exposed by now (trumps played before the exposure count
// too), else the highest card of the suit led; [TE-5.8] the points go to the winner's side. `next` is a fresh
// copy, written in place. Returns true if the hand is over [TE-7.2][TE-8.1a].
function completeTrick(next: TwentyEightState, events: GameEvent[]): boolean {
  const plays = next.trick;
  const trump = next.exposed ? next.trumpCard![1] : null;
  const winner = plays[winningPlay(plays, trump as Suit | null, strengthOf)].seat;
  let points = 0;
  for (const play of plays) points += pointsOf(play.card);
  next.won = next.won.slice();
  next.won[winner] += points;
  next.tricks = appended(next.tricks, { plays, winner, points });
  next.trick = [];
  next.obliged = -1;
  next.leader = winner;
  next.turn = winner;
  events.push({ type: 'trickWon', audience: 'all', seat: winner, team: teamOfSeat(winner, next.seats), points });
  const last = next.tricks.length === tricksPerHand(next.seats);
  if (next.thani >= 0) return last || winner !== next.thani;
  if (last) return true;
  const holder = pairHolder(next, winner); // [TE-6.1b] declared with the trick that qualifies it
  if (holder >= 0) declarePair(next, events, holder);
  return false;
}

// [TE-6.1][TE-6.1a] the seat of the winner's side holding the K and Q of trumps, once the trump is exposed
// and no Pair was declared (-1: none); an exposed trump card has joined its owner's hand
function pairHolder(state: TwentyEightState, winner: Seat): Seat {
  if (!state.exposed || state.pair !== null) return -1;
  const trump = state.trumpCard![1];
  for (let seat = 0; seat < state.seats; seat++) {
    if (!sameSide(state, seat, winner)) continue;
    const hand = state.hands[seat];
    if (hand.includes(`K${trump}`) && hand.includes(`Q${trump}`)) return seat;
  }
  return -1;
}

// [TE-6.1b] the engine declares the Pair for its holder right after the trick that qualifies it (never worse
// for the holder's side, and no moment to wait for that would not tell the table who holds it);
// [TE-6.2][TE-6.2a] it moves the target by 4: down for the bidding side (not below the first auction's
// minimum), up for the other (not above 28). `next` is a fresh copy, written in place.
function declarePair(next: TwentyEightState, events: GameEvent[], seat: Seat): void {
  const trump = next.trumpCard![1];
  const bidding = sameSide(next, seat, next.bidder);
  const lower = next.target - 4;
  const target = bidding ? (lower >= firstMinimum(next.seats) ? lower : next.target) : Math.min(MAX_BID, next.target + 4);
  next.pair = { seat, bidding, target };
  next.target = target;
  events.push({ type: 'pairDeclared', audience: 'all', seat, team: teamOfSeat(seat, next.seats), cards: [`K${trump}`, `Q${trump}`], bidding, target });
}

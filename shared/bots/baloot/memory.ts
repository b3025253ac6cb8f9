import type { Card, Suit } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import { winningPlay, type Play } from '../../rules/core/tricks.js';
import { PACK, pointsOf, strengthOf } from '../../rules/games/baloot/cards.js';
import type { BalootView } from '../../rules/games/baloot/view.js';

/** What a seat knows during the play of a Baloot hand, built only from its view. */
export interface Memory {
  me: Seat;
  partner: Seat;
  trump: Suit | null;
  declarerTeam: number;
  hand: Card[];
  trick: Play[];
  /** Cards not in my hand and not yet played: held by the other three seats. */
  unseen: Set<Card>;
  /** `void[seat]` holds the suits that seat has shown it no longer holds. */
  voids: Set<Suit>[];
  /** Tricks already complete in this hand (0..7). */
  done: number;
}

function suitOfCard(card: Card): Suit {
  return card[1] as Suit;
}

/** Builds the memory from the completed tricks of the hand and the current trick. */
export function remember(view: BalootView): Memory {
  const me = view.viewer as Seat;
  const contract = view.contract!;
  const trump = contract.trump;
  const hand = view.myHand ?? [];
  const unseen = new Set<Card>(PACK);
  for (const card of hand) unseen.delete(card);
  const voids: Set<Suit>[] = [new Set(), new Set(), new Set(), new Set()];
  const saudi = view.options.trumpObligation === 'saudi';
  const note = (plays: readonly Play[]): void => {
    for (let i = 0; i < plays.length; i++) {
      unseen.delete(plays[i].card);
      if (i === 0) continue;
      const led = suitOfCard(plays[0].card);
      const { seat, card } = plays[i];
      if (suitOfCard(card) === led) continue;
      voids[seat].add(led); // [BAL-5.2] a seat that did not follow holds no card of the suit led
      // option saudi: a void seat must trump unless its partner is winning the trick
      if (saudi && trump !== null && suitOfCard(card) !== trump) {
        const before = plays.slice(0, i);
        const winner = before[winningPlay(before, trump, (c) => strengthOf(c, trump))].seat;
        if (winner !== (seat + 2) % 4) voids[seat].add(trump);
      }
    }
  };
  for (const trick of view.tricks) note(trick.plays);
  note(view.trick);
  return {
    me,
    partner: (me + 2) % 4,
    trump,
    declarerTeam: contract.declarer % 2,
    hand,
    trick: view.trick,
    unseen,
    voids,
    done: view.tricks.length,
  };
}

/** True if no unseen card of the same suit beats `card` (it is the master of its suit). */
export function isMaster(memory: Memory, card: Card): boolean {
  const suit = card[1];
  const strength = strengthOf(card, memory.trump);
  for (const other of memory.unseen) {
    if (other[1] === suit && strengthOf(other, memory.trump) > strength) return false;
  }
  return true;
}

/** How many unseen cards of `suit` remain with the other seats. */
export function unseenIn(memory: Memory, suit: Suit): number {
  let count = 0;
  for (const card of memory.unseen) if (card[1] === suit) count++;
  return count;
}

/** True if `seat` may still hold a card of `suit` (it has not shown a void and some are unseen). */
export function mayHold(memory: Memory, seat: Seat, suit: Suit): boolean {
  return !memory.voids[seat].has(suit) && unseenIn(memory, suit) > 0;
}

/** True if `a` and `b` play for the same team. */
export function sameTeam(a: Seat, b: Seat): boolean {
  return a % 2 === b % 2;
}

/** The seats still to play to the current trick after me, in order. */
export function seatsAfterMe(memory: Memory): Seat[] {
  const left: Seat[] = [];
  for (let i = 1; i < 4 - memory.trick.length; i++) left.push((memory.me + i) % 4);
  return left;
}

/** The card points already in the current trick. */
export function trickPoints(memory: Memory): number {
  let points = 0;
  for (const play of memory.trick) points += pointsOf(play.card, memory.trump);
  return points;
}

/** Cards of my hand by suit. */
export function bySuit(cards: readonly Card[]): Record<Suit, Card[]> {
  const out = { S: [], H: [], D: [], C: [] } as Record<Suit, Card[]>;
  for (const card of cards) out[card[1] as Suit].push(card);
  return out;
}

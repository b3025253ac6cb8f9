import type { Card, Suit } from '../rules/core/cards.js';
import type { Seat } from '../rules/core/seats.js';
import type { Play } from '../rules/core/tricks.js';

/** How a game lets a player who holds the suit led play: follow only, or follow or trump. */
export type FollowRule = 'mustFollow' | 'followOrTrump';

/**
 * What one seat knows about the play of a hand, built from its view only: the common ground of the
 * trick-taking bots (Baloot, Fifty-Six, All Fours). Card ids are unique (two-pack games keep the copy
 * digit), so sets of ids work for either pack.
 */
export interface HandMemory {
  me: Seat;
  /** The seats that play to every trick of this hand, in seat order. */
  players: readonly Seat[];
  teamOf(seat: Seat): number;
  trump: Suit | null;
  hand: readonly Card[];
  trick: readonly Play[];
  /** Cards that are neither mine nor played yet nor otherwise shown: they may be in another hand. */
  unseen: Set<Card>;
  /** `voids[seat]`: the suits that seat has shown it no longer holds. */
  voids: Set<Suit>[];
  /** Strength of a card within its suit (higher wins). */
  strength(card: Card): number;
  /** What winning the card in a trick is worth to a team. */
  points(card: Card): number;
  /** What an average trick of this game is worth, on the scale of `points`. */
  trickValue: number;
  /** True if my team holds the contract (it wants the opponents' trumps drawn). */
  declaring: boolean;
  rule: FollowRule;
  /** Cards each seat still holds (by seat). */
  handSizes: readonly number[];
}

/** Everything `remember` needs, taken from a game's view. */
export type MemoryInput = Omit<HandMemory, 'unseen' | 'voids'> & {
  seats: number;
  pack: readonly Card[];
  tricks: readonly { plays: readonly Play[] }[];
  /** Cards out of play that the seat has seen (a kick, a card turned up). */
  shown?: readonly Card[];
};

/** Builds a hand's memory: which cards are still out, and which suits each seat has shown it lacks. */
export function remember(input: MemoryInput): HandMemory {
  const unseen = new Set<Card>(input.pack);
  for (const card of input.hand) unseen.delete(card);
  for (const card of input.shown ?? []) unseen.delete(card);
  const voids: Set<Suit>[] = [];
  for (let s = 0; s < input.seats; s++) voids.push(new Set());
  const note = (plays: readonly Play[]): void => {
    for (let i = 0; i < plays.length; i++) {
      const { seat, card } = plays[i];
      unseen.delete(card);
      // a suit played after the seat seemed to lack it: that earlier card was a foul, not a void
      voids[seat].delete(card[1] as Suit);
      if (i === 0) continue;
      const led = plays[0].card[1] as Suit;
      const suit = card[1] as Suit;
      if (suit === led) continue;
      // a seat that may trump instead of following tells nothing when it trumps
      if (input.rule === 'followOrTrump' && suit === input.trump) continue;
      voids[seat].add(led);
      if (input.rule === 'followOrTrump' && input.trump !== null) voids[seat].add(input.trump);
    }
  };
  for (const trick of input.tricks) note(trick.plays);
  note(input.trick);
  const { seats: _seats, pack: _pack, tricks: _tricks, shown: _shown, ...rest } = input;
  return { ...rest, unseen, voids };
}

/** The cards `suit` still unseen. */
export function unseenIn(memory: HandMemory, suit: Suit): number {
  let count = 0;
  for (const card of memory.unseen) if (card[1] === suit) count++;
  return count;
}

/** True if `seat` may still hold a card of `suit`: it has not shown a void and some are unseen. */
export function mayHold(memory: HandMemory, seat: Seat, suit: Suit): boolean {
  if (memory.voids[seat].has(suit)) return false;
  for (const card of memory.unseen) if (card[1] === suit) return true;
  return false;
}

/** True if no unseen card of its suit is stronger: `card` wins any trick its suit wins. */
export function isMaster(memory: HandMemory, card: Card): boolean {
  const strength = memory.strength(card);
  for (const other of memory.unseen) if (other[1] === card[1] && memory.strength(other) > strength) return false;
  return true;
}

/** True if the seats are partners (or the same seat). */
export function partners(memory: HandMemory, a: Seat, b: Seat): boolean {
  return memory.teamOf(a) === memory.teamOf(b);
}

/** The seats still to play to the current trick after me, in order. */
export function seatsAfterMe(memory: HandMemory): Seat[] {
  const { players, me } = memory;
  const at = players.indexOf(me);
  const left: Seat[] = [];
  for (let i = 1; i < players.length - memory.trick.length; i++) left.push(players[(at + i) % players.length]);
  return left;
}

/** The opponents still to play to the current trick after me. */
export function opponentsAfterMe(memory: HandMemory): Seat[] {
  return seatsAfterMe(memory).filter((seat) => !partners(memory, seat, memory.me));
}

/** Every seat of another team that plays this hand. */
export function opponents(memory: HandMemory): Seat[] {
  return memory.players.filter((seat) => !partners(memory, seat, memory.me));
}

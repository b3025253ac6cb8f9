import type { BaseState } from '$shared/rules/core/game.js';
import type { Play } from '$shared/rules/core/tricks.js';
import type { HandMark, Replay } from '$shared/table/replay.js';

/** What the replay draws at one position of a game. */
export interface Frame {
  /** The position (its state version: the number of actions applied). */
  index: number;
  /** The deal it belongs to (an index into `replay.hands`). */
  hand: number;
  /** The trick on the table or just won (an index into the deal's tricks), or null when none is. */
  trick: number | null;
  /** The cards on the table: the trick being played, or the one this step completed. */
  table: Play[];
  /** The seat that won the trick on the table, once it is complete. */
  winner: number | null;
  /**
   * The state that draws the seats' hands, notes and the contract: the position's own, except where a
   * step scored a hand (and dealt the next), which shows the end of the hand it scored: the state
   * before, without the cards this step played (`played`).
   */
  state: BaseState;
  played: string[];
  /** Whether this step scored its hand (the hand's result is shown). */
  scored: boolean;
}

/** The deal holding position `index`. */
export function handAt(replay: Replay, index: number): number {
  const found = replay.hands.findIndex((hand) => hand.from <= index && index <= hand.to);
  return found < 0 ? 0 : found;
}

/** The frame of position `index` (clamped to the game's positions). */
export function frameAt(replay: Replay, at: number): Frame {
  const index = Math.max(0, Math.min(replay.positions.length - 1, at));
  const hand = handAt(replay, index);
  const mark: HandMark | undefined = replay.hands[hand];
  const scored = mark?.scoredAt === index && index > 0;
  const position = replay.positions[index];
  const played = scored ? position.events.flatMap((e) => (e.type === 'cardPlayed' && typeof e.card === 'string' ? [e.card] : [])) : [];
  const state = scored ? replay.positions[index - 1].state : position.state;
  let trick: number | null = null;
  let table: Play[] = [];
  let winner: number | null = null;
  const tricks = mark?.tricks ?? [];
  for (let t = 0; t < tricks.length; t++) {
    const { at, plays } = tricks[t];
    if (at[0] > index) break;
    if (at.at(-1)! < index) continue;
    trick = t;
    const shown = at.filter((i) => i <= index).length;
    table = plays.slice(0, shown);
    winner = shown === plays.length ? tricks[t].winner : null;
  }
  return { index, hand, trick, table, winner, state, played, scored };
}

/** The position that completes the next trick after `index` (across deals), or null at the last one. */
export function nextTrick(replay: Replay, index: number): number | null {
  for (const hand of replay.hands) for (const trick of hand.tricks) if (trick.at.at(-1)! > index) return trick.at.at(-1)!;
  return null;
}

/** The position that completed the trick before the one shown at `index`, or null before the first. */
export function previousTrick(replay: Replay, index: number): number | null {
  let found: number | null = null;
  for (const hand of replay.hands) for (const trick of hand.tricks) if (trick.at.at(-1)! < index) found = trick.at.at(-1)!;
  return found;
}

/**
 * The position asked for by a link's `at` (a state version, as the replay writes it), or null when it
 * names none of the game's positions; no `at` is the start.
 */
export function positionOf(replay: Replay, at: string | null): number | null {
  if (at === null || at === '') return 0;
  if (!/^\d{1,7}$/.test(at)) return null;
  const version = Number(at);
  const index = replay.positions.findIndex((p) => p.version === version);
  return index < 0 ? null : index;
}

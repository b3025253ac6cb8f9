import type { Card, Rank, Suit } from '../../core/cards.js';
import type { BaseState, Deal } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';

/**
 * An All Fours action (ACTIONS.md says when each is legal and what it causes):
 * - `{type:'deal'}`: the dealer deals 6 each and kicks (every hand, and again after the pack ran out);
 * - `{type:'stand'}` / `{type:'beg'}`: the dealer's right accepts the kick's trump or begs;
 * - `{type:'takeOne'}` / `{type:'run'}`: the dealer answers a beg: "take one", or runs the pack;
 * - `{type:'play', card}`: plays a card to the trick; with `exposedCards` on, a play out of turn
 *   exposes that card instead [AF-6.1];
 * - `{type:'call', card}`: with `exposedCards` on, an opponent calls an exposed card of the seat to play;
 * - `{type:'callRenege', card}`: with reneges penalised [AF-10.2], an opponent says that the play of
 *   `card` this hand was a renege;
 * - `{type:'noCall'}`: asked after the last trick whether it calls a renege, a seat calls none.
 */
export type AllFoursAction =
  | { type: 'deal' }
  | { type: 'stand' }
  | { type: 'beg' }
  | { type: 'takeOne' }
  | { type: 'run' }
  | { type: 'play'; card: Card }
  | { type: 'call'; card: Card }
  | { type: 'callRenege'; card: Card }
  | { type: 'noCall' };

/**
 * Where a game stands: `deal` (the dealer is to deal), `stand` (the dealer's right stands or begs),
 * `beg` (the dealer answers a beg), `play` (tricks), `ask` (with reneges penalised, every seat is asked
 * in turn after the last trick whether it calls a renege [AF-10.2]), `over`.
 */
export type Phase = 'deal' | 'stand' | 'beg' | 'play' | 'ask' | 'over';

/** A renege of this hand [AF-10.1]: a secret of the state, never in a view. */
export interface Renege {
  seat: Seat;
  card: Card;
  /** The trick was led with a trump (`renege: trumpBullseye` costs more then). */
  trumpLead: boolean;
}

/** One seat's cut card in one round of the cut for the first dealer [AF-1.1]. */
export interface Cut {
  seat: Seat;
  card: Card;
}

/** How the first dealer was chosen: by the cut (every round, ties cutting again) or fixed by setup. */
export type FirstDealer = { seat: Seat; by: 'cut'; rounds: Cut[][] } | { seat: Seat; by: 'setup'; rounds: [] };

/** A completed trick: its cards in play order and the seat that won it. */
export interface Trick {
  plays: Play[];
  winner: Seat;
}

/**
 * One award of a hand, in scoring order [AF-5.1]: a scoring kick, the beg point, High, Low, Jack, Game.
 * `status`: `scored`; `none` (nobody scores it: no trump or jack in play, a Game tie); `notReached`
 * (the game ended before it was counted). `seat`: the dealer for a kick, the beggar, the seat dealt
 * High or Low, the holder of the jack. `rank`: the kick's, High's or Low's rank (suits: the trump).
 */
export interface Award {
  kind: 'kick' | 'beg' | 'renege' | 'high' | 'low' | 'jack' | 'game';
  status: 'scored' | 'none' | 'notReached';
  team: Team | null;
  points: number;
  seat: Seat | null;
  rank: Rank | null;
  /** Jack only: the trick with the jack was won by the holder's opponents (hang jack). */
  hang: boolean;
  /**
   * A renege call only [AF-10.2] (kind `renege`, `seat` the caller): whose play was called, in which
   * trick of the hand (from 1), and whether it was a renege. A correct call scores for the caller's
   * team, a wrong one 1 for the other team. (The card is in the `renegeCalled` event: a summary names no
   * card, as its cards come round again in later deals.)
   */
  call?: { owner: Seat; trick: number; correct: boolean };
}

/** The summary of a hand, shown to everyone once it is scored. */
export interface HandSummary {
  hand: number;
  dealer: Seat;
  /** The trump the hand was played with, or null if the game ended before play started. */
  trump: Suit | null;
  runs: number;
  redeals: number;
  awards: Award[];
  /** Counting points won in tricks per team [AF-4.4], or null if the hand was not played. */
  cardPoints: number[] | null;
  /** Points scored in this hand per team. */
  points: number[];
  score: number[];
  /** The team that won the game with this hand (with `matchGames: 3`, a game of the match). */
  winner: Team | null;
  /** With `matchGames: 3` only [AF-10.4]: games won per team after this hand. */
  gamesWon?: number[];
}

/**
 * The shape of `AllFoursState`, stored in it as `format`: bumped whenever the shape changes, so that a
 * table's snapshot of another shape is replayed from its log instead of loaded. 2: reneges and matches.
 */
export const STATE_FORMAT = 2;

/** The whole state of an All Fours game: plain JSON. Teams: seat % 2 (2 players: each seat its own team). */
export interface AllFoursState extends BaseState {
  game: 'all-fours';
  format: number;
  /** Hand number, from 1. */
  hand: number;
  /** How many times this hand's pack ran out and the same dealer dealt afresh [AF-2.2]. */
  redeal: number;
  dealer: Seat;
  firstDealer: FirstDealer;
  /** Points per team. */
  score: number[];
  phase: Phase;
  hands: Card[][];
  /** Every card dealt to each seat in this deal, runs included: High, Low and Jack go by it [AF-4]. */
  dealt: Card[][];
  /** The undealt cards, next to deal first (secret). */
  stock: Card[];
  /** Every card kicked in this deal, in order; the last is the face-up kick. */
  kicks: Card[];
  /** The kick's suit while standing or begging, then the trump of play. */
  trump: Suit | null;
  runs: number;
  beggar: Seat | null;
  /** The seat to act: the dealer (deal, beg), the dealer's right (stand), the seat to play. */
  turn: Seat;
  trick: Play[];
  tricks: Trick[];
  /** Counting points in the tricks each team has won this hand [AF-4.4]. */
  won: number[];
  /** Cards each seat has exposed and still holds [AF-6.1]; always empty without `exposedCards`. */
  exposed: Card[][];
  /** An exposed card an opponent has called: the seat to play must play it [AF-6.1]. */
  called: Card | null;
  /** Kick, beg and renege-call awards of this hand so far (kicks before a redeal included). */
  awards: Award[];
  /** This hand's reneges [AF-10.1], secret (a view never shows them); kept only while calls score. */
  reneges: Renege[];
  /** Games won per team in a best of three [AF-10.4] (0, 0 in a single game). */
  gamesWon: number[];
  lastHand: HandSummary | null;
  /** Every scored hand of this game, oldest first (the score sheet). */
  history: HandSummary[];
  winner: Team | null;
  /** Explicit deals still to use, one per deal (redeals included), instead of shuffling. */
  stacked: Deal[];
}

/**
 * A shallow copy of `state`, listing every field: V8 copies such a literal about ten times faster than
 * an object spread of this size. The hot paths copy once and write the new copy's fields directly.
 */
export function copyState(state: AllFoursState): AllFoursState {
  return {
    game: state.game,
    version: state.version,
    seats: state.seats,
    options: state.options,
    seed: state.seed,
    format: state.format,
    hand: state.hand,
    redeal: state.redeal,
    dealer: state.dealer,
    firstDealer: state.firstDealer,
    score: state.score,
    phase: state.phase,
    hands: state.hands,
    dealt: state.dealt,
    stock: state.stock,
    kicks: state.kicks,
    trump: state.trump,
    runs: state.runs,
    beggar: state.beggar,
    turn: state.turn,
    trick: state.trick,
    tricks: state.tricks,
    won: state.won,
    exposed: state.exposed,
    called: state.called,
    awards: state.awards,
    reneges: state.reneges,
    gamesWon: state.gamesWon,
    lastHand: state.lastHand,
    history: state.history,
    winner: state.winner,
    stacked: state.stacked,
  };
}

/** A copy of `state` with `changes` applied (for the paths taken once a hand or less). */
export function update(state: AllFoursState, changes: Partial<AllFoursState>): AllFoursState {
  return Object.assign(copyState(state), changes);
}

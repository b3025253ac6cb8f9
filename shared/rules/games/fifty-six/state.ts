import type { Card, Suit } from '../../core/cards.js';
import type { BaseState, Deal } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';

/** What a bid contracts for [FS-3.2]: a trump suit, No Trumps, or Noes (played as No Trumps). */
export type Denomination = Suit | 'NT' | 'noes';

/**
 * How a bid was announced [FS-3.3]: `numberSuit` = number first (`28 Diamonds`, `28 No Trumps`,
 * `29 Noes`), `suitNumber` = suit first (`Diamonds 28`, suits only), `plus` = `Plus 2 Diamonds` or
 * `Plus 2 Noes` (only over a current bid; Noes only as plus two).
 */
export type BidForm = 'numberSuit' | 'suitNumber' | 'plus';

/**
 * A Fifty-Six action (ACTIONS.md tells when each is legal):
 * - auction: `{type:'bid', value: 28..56, denomination: 'S'|'H'|'D'|'C'|'NT'|'noes', form: BidForm}`
 *   (for `plus` the value is the new total: `Plus 2 Diamonds` over 28 is `{value: 30, ...}`),
 *   `{type:'pass'}`, `{type:'double'}`, `{type:'redouble'}`;
 * - play: `{type:'play', card}` with the card's full id including its copy digit (`'JS1'`, `'JS2'`).
 * The next hand is dealt as the last card of a hand is played.
 */
export type FiftySixAction =
  | { type: 'bid'; value: number; denomination: Denomination; form: BidForm }
  | { type: 'pass' }
  | { type: 'double' }
  | { type: 'redouble' }
  | { type: 'play'; card: Card };

/** A bid as everyone heard it; `called` is the announcement's text, `noesOf` the suit a Noes bid refers to. */
export interface BidCall {
  seat: Seat;
  call: 'bid';
  value: number;
  denomination: Denomination;
  form: BidForm;
  plus: number | null;
  noesOf: Suit | null;
  called: string;
}

/** Any call of the auction, in order [FS-3.1]. */
export type Call = BidCall | { seat: Seat; call: 'pass' | 'double' | 'redouble'; called: string };

/** The auction of the current hand: its calls, the current bid and whether it is doubled. */
export interface Auction {
  calls: Call[];
  high: BidCall | null;
  doubled: 0 | 1 | 2;
  doubler: Seat | null;
}

/** The contract of a hand [FS-3.6][FS-3.7]: who bid what, its trump (null = No Trumps) and its stakes. */
export interface Contract {
  seat: Seat;
  team: Team;
  value: number;
  denomination: Denomination;
  called: string;
  trump: Suit | null;
  doubled: 0 | 1 | 2;
  doubler: Seat | null;
  forced: boolean;
}

/** A completed trick: its cards in play order, the seat that won it and its card points. */
export interface Trick {
  plays: Play[];
  winner: Seat;
  points: number;
}

/** Tables handed from one team to another in a settlement [FS-5.3]; `owed` is the full amount due. */
export interface Payment {
  from: Team;
  to: Team;
  tables: number;
  owed: number;
}

/** The public summary of a scored hand [FS-5]: no card ids, so it never tells who holds what next. */
export interface HandSummary {
  hand: number;
  contract: Contract;
  points: number[];
  made: boolean;
  payments: Payment[];
  tables: number[];
  out: Team[];
}

/**
 * The whole state of a game of Fifty-Six: plain JSON. A team is still at the table while its
 * `tables` entry is above 0; the seats of a team that is out stay here with empty hands.
 */
export interface FiftySixState extends BaseState {
  game: 'fifty-six';
  phase: 'auction' | 'playing' | 'over';
  hand: number;
  dealer: Seat;
  tables: number[];
  hands: Card[][];
  auction: Auction;
  contract: Contract | null;
  turn: Seat;
  trick: Play[];
  tricks: Trick[];
  points: number[];
  trumpPlayed: boolean;
  lastHand: HandSummary | null;
  /** Every scored hand of this game, oldest first (the score sheet). */
  history: HandSummary[];
  winner: Team | null;
  stacked: Deal[];
}

/**
 * A shallow copy of a state, written out field by field so every state shares one shape: the
 * engine's hot paths copy a state per action, and this is several times faster than a spread.
 */
export function copyState(s: FiftySixState): FiftySixState {
  return {
    game: s.game,
    version: s.version,
    seats: s.seats,
    options: s.options,
    seed: s.seed,
    phase: s.phase,
    hand: s.hand,
    dealer: s.dealer,
    tables: s.tables,
    hands: s.hands,
    auction: s.auction,
    contract: s.contract,
    turn: s.turn,
    trick: s.trick,
    tricks: s.tricks,
    points: s.points,
    trumpPlayed: s.trumpPlayed,
    lastHand: s.lastHand,
    history: s.history,
    winner: s.winner,
    stacked: s.stacked,
  };
}

/**
 * A copy of `list` with `item` added at the end. The copy is allocated at its final length (a slice
 * and a push would allocate twice): the play path builds one per card.
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  const copy = new Array<T>(list.length + 1);
  for (let i = 0; i < list.length; i++) copy[i] = list[i];
  copy[list.length] = item;
  return copy;
}

/** A copy of `list` without the item at index `at`, allocated at its final length. */
export function removed<T>(list: readonly T[], at: number): T[] {
  const copy = new Array<T>(list.length - 1);
  for (let i = 0; i < at; i++) copy[i] = list[i];
  for (let i = at + 1; i < list.length; i++) copy[i - 1] = list[i];
  return copy;
}

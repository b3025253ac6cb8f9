import type { Card, Suit } from '../../core/cards.js';
import type { BaseState, Deal } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { CardNo } from './cards.js';

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

/** A completed trick in the state: the seat that led it, its cards as a set (copy 1 and 2 words), the winner, its points. */
export interface TrickTaken {
  leader: Seat;
  cards1: number;
  cards2: number;
  winner: Seat;
  points: number;
}

/**
 * The shape of `FiftySixState`, stored in it as `format`: bumped whenever the shape changes, so that a
 * snapshot of an older shape is not loaded but replayed from the table's log. 2: cards as numbers.
 */
export const STATE_FORMAT = 2;

/**
 * The whole state of a game of Fifty-Six: plain JSON. A team is still at the table while its
 * `tables` entry is above 0; the seats of a team that is out stay here with no cards. Cards are card
 * numbers and sets of cards pairs of 32-bit masks (see cards.ts), so that a play copies no card list;
 * `view` turns them into card ids.
 */
export interface FiftySixState extends BaseState {
  game: 'fifty-six';
  format: number;
  phase: 'auction' | 'playing' | 'over';
  hand: number;
  dealer: Seat;
  tables: number[];
  /** Each seat's cards as dealt, played ones included: copy-1 cards at 2 * seat, copy-2 cards at 2 * seat + 1. */
  hands: number[];
  /** The same cards in the order they were dealt: the order its hand is shown in. */
  dealt: CardNo[][];
  /** The cards played in this hand (copy 1, copy 2): a seat holds its dealt cards not among them. */
  played1: number;
  played2: number;
  auction: Auction;
  contract: Contract | null;
  turn: Seat;
  /** The seat that led the trick being played. */
  leader: Seat;
  /** The cards of the trick being played (copy 1, copy 2); `hands` tells who played each. */
  trick1: number;
  trick2: number;
  tricks: TrickTaken[];
  points: number[];
  trumpPlayed: boolean;
  lastHand: HandSummary | null;
  /** Every scored hand of this game, oldest first (the score sheet). */
  history: HandSummary[];
  winner: Team | null;
  stacked: Deal[];
}

/**
 * A new state object with every field of `state`. Each action copies the state once this way and
 * writes its changes into the copy; every state has the same keys in the same order, so the engine's
 * hot path stays monomorphic.
 */
export function copyState(s: FiftySixState): FiftySixState {
  return {
    game: s.game,
    format: s.format,
    version: s.version,
    seats: s.seats,
    options: s.options,
    seed: s.seed,
    phase: s.phase,
    hand: s.hand,
    dealer: s.dealer,
    tables: s.tables,
    hands: s.hands,
    dealt: s.dealt,
    played1: s.played1,
    played2: s.played2,
    auction: s.auction,
    contract: s.contract,
    turn: s.turn,
    leader: s.leader,
    trick1: s.trick1,
    trick2: s.trick2,
    tricks: s.tricks,
    points: s.points,
    trumpPlayed: s.trumpPlayed,
    lastHand: s.lastHand,
    history: s.history,
    winner: s.winner,
    stacked: s.stacked,
  };
}

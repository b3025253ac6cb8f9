import type { Card, Suit } from '../../core/cards.js';
import type { BaseState, Deal, GameEvent, RuleError } from '../../core/game.js';
import { seatAfter, type Seat, type Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';

/**
 * A Baloot action (see ACTIONS.md for when each is legal):
 * - auction: `{type:'hokum'}`, `{type:'sun'}`, `{type:'ashkal'}`, `{type:'pass'}`;
 *   naming the trump after a second-round Hokum: `{type:'hokum', suit:'S'}`
 * - raising: `{type:'double', locked?}`, `{type:'triple'}`, `{type:'four', locked?}`, `{type:'gahwa'}`, `{type:'pass'}`
 * - play: `{type:'declare', projects: Card[][]}` (first trick, own turn, before playing), `{type:'play', card}`
 */
export type BalootAction =
  | { type: 'pass' }
  | { type: 'hokum'; suit?: Suit }
  | { type: 'sun' }
  | { type: 'ashkal' }
  | { type: 'double'; locked?: boolean }
  | { type: 'triple' }
  | { type: 'four'; locked?: boolean }
  | { type: 'gahwa' }
  | { type: 'declare'; projects: Card[][] }
  | { type: 'play'; card: Card };

/** The call a seat made in the auction, as everyone heard it. */
export interface Call {
  seat: Seat;
  round: 1 | 2;
  call: 'pass' | 'hokum' | 'sun' | 'ashkal';
  suit?: Suit;
}

/**
 * Where the auction stands. `queue` holds the seats still to be asked in this stage, first is to speak.
 * Stages: `open` (any call), `afterHokum` (Sun/Ashkal or pass), `takeover` (earlier seats may take a Sun),
 * `hokumChoice` (round 1: keep Hokum or switch to Sun), `suitChoice` (round 2: name a trump or Sun).
 */
export interface Auction {
  round: 1 | 2;
  stage: 'open' | 'afterHokum' | 'takeover' | 'hokumChoice' | 'suitChoice';
  queue: Seat[];
  hokum: Seat | null;
  sun: { caller: Seat; declarer: Seat; ashkal: boolean } | null;
  calls: Call[];
}

/** The contract of a hand and its stakes. */
export interface Contract {
  kind: 'sun' | 'hokum';
  trump: Suit | null;
  declarer: Seat;
  ashkal: boolean;
  level: 1 | 2 | 3 | 4;
  gahwa: boolean;
  locked: boolean;
  doubler: Seat | null;
}

/** The raise chain [BAL-4]: which step is offered now and to whom. */
export interface Raising {
  step: 'double' | 'triple' | 'four' | 'gahwa';
  queue: Seat[];
}

/** A project kind [BAL-6.2]. */
export type ProjectKind = 'sira' | 'fifty' | 'hundred' | 'fourHundred';

/** A project: its kind and cards (sequence order, highest first); `four` marks four of a kind. */
export interface Project {
  kind: ProjectKind;
  cards: Card[];
  four: boolean;
}

/** Projects of the hand: what each seat could declare, what it declared, and the comparison. */
export interface Projects {
  candidates: Project[][];
  declared: (Project[] | null)[];
  revealed: boolean;
  scoringTeam: Team | null;
}

/** A completed trick: its cards in play order and the seat that won it. */
export interface Trick {
  plays: Play[];
  winner: Seat;
}

/** The summary of a scored hand [BAL-7], shown to everyone. */
export interface HandSummary {
  hand: number;
  contract: Contract;
  abnat: number[];
  points: number[];
  projects: number[];
  baloot: number[];
  totals: number[];
  tricks: number[];
  result: 'success' | 'failure' | 'kaboot';
  kabootTeam: Team | null;
  declarerTeam: Team;
  score: number[];
  gahwaWinner: Team | null;
}

/** The whole state of a Baloot game: plain JSON. */
export interface BalootState extends BaseState {
  game: 'baloot';
  hand: number;
  dealer: Seat;
  score: number[];
  phase: 'auction' | 'raising' | 'playing' | 'over';
  hands: Card[][];
  stock: Card[];
  bidCard: Card;
  auction: Auction;
  contract: Contract | null;
  raising: Raising | null;
  turn: Seat;
  trick: Play[];
  tricks: Trick[];
  projects: Projects | null;
  baloot: { seat: Seat | null; announced: boolean };
  lastHand: HandSummary | null;
  /** Every scored hand of this game, oldest first (the score sheet). */
  history: HandSummary[];
  winner: Team | null;
  stacked: Deal[];
}

/**
 * A copy of `state` with `changes` applied. Every state is built here with the same key order, so the
 * engine's hot path stays monomorphic (object spread of a polymorphic state was most of the play time).
 */
export function evolve(state: BalootState, changes: Partial<BalootState>): BalootState {
  const next: BalootState = {
    game: state.game,
    version: state.version,
    seats: state.seats,
    options: state.options,
    seed: state.seed,
    hand: state.hand,
    dealer: state.dealer,
    score: state.score,
    phase: state.phase,
    hands: state.hands,
    stock: state.stock,
    bidCard: state.bidCard,
    auction: state.auction,
    contract: state.contract,
    raising: state.raising,
    turn: state.turn,
    trick: state.trick,
    tricks: state.tricks,
    projects: state.projects,
    baloot: state.baloot,
    lastHand: state.lastHand,
    history: state.history,
    winner: state.winner,
    stacked: state.stacked,
  };
  return Object.assign(next, changes);
}

/** The auction at the start of a round: every seat to speak, from the dealer's right. */
export function openRound(dealer: Seat, round: 1 | 2, calls: Call[]): Auction {
  const queue = [1, 2, 3, 4].map((i) => seatAfter(dealer, i, 4));
  return { round, stage: 'open', queue, hokum: null, sun: null, calls };
}

/**
 * How an action ended its phase: the auction with a contract or a throw-in, the raising chain, or the
 * hand's last trick. `flow.ts` alone decides what follows, so phases never call each other.
 */
export type PhaseEnd = 'contractMade' | 'thrownIn' | 'raisesDone' | 'handPlayed';

/** What a phase returns for one action: the new state and its events (and how the phase ended), or a refusal. */
export type Step = { ok: true; state: BalootState; events: GameEvent[]; end?: PhaseEnd } | { ok: false; error: RuleError };

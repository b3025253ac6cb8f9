import type { GameRecord } from '../../record/game-record.js';
import type { Card } from './cards.js';
import type { OptionSpec, Options } from './options.js';
import type { Seat, Team } from './seats.js';

/** Who looks at a game: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/** Who may see an event: everyone, one seat, or the seats of one team. */
export type Audience = 'all' | { seat: Seat } | { team: Team };

/** Something that happened, in the past tense (`cardPlayed`, `trickWon`), with its audience. */
export interface GameEvent {
  type: string;
  audience: Audience;
  [key: string]: unknown;
}

/** A client intent: a plain JSON object whose `type` is an imperative verb (`play`, `bid`, `pass`). */
export interface Action {
  type: string;
  [key: string]: unknown;
}

/**
 * Why an action or a setup was refused; `code` is stable, `message` is for people. Actions are checked
 * in one order for every game (see `defineGame`): gameOver, badAction, badSeat, notYourTurn, then the
 * game's own badAction (a malformed field) or illegal.
 */
export interface RuleError {
  code: 'gameOver' | 'badAction' | 'badSeat' | 'notYourTurn' | 'illegal' | 'badSetup';
  message: string;
}

/** What `apply` returns: the new state and its events, or a refusal that changed nothing. */
export type Applied<S> = { ok: true; state: S; events: GameEvent[] } | { ok: false; error: RuleError };

/** One explicit deal: each seat's hand in seat order, then the rest of the pack in dealing order. */
export interface Deal {
  hands: Card[][];
  stock: Card[];
}

/** Everything needed to start a game; `deal` stacks the first hand(s), `score` sets a starting score. */
export interface SetupInput {
  seats: number;
  seed: string;
  options?: Record<string, unknown>;
  dealer?: Seat;
  deal?: Deal | Deal[];
  score?: number[];
}

/** Fields every game state has; the rest is the game's own plain JSON. */
export interface BaseState {
  game: string;
  version: number;
  seats: number;
  options: Options;
  seed: string;
  /** The shape of the game's own JSON (see `GameRules.stateFormat`); absent in the first shape. */
  format?: number;
}

/** How a finished game ended: the winning team, its seats, and the final score per team. */
export interface Outcome {
  winner: Team;
  winners: Seat[];
  score: number[];
}

/** Where the cards some seats may not know lie (see `GameRules.secrets`). */
export interface Secrets {
  hands: readonly (readonly string[])[];
  unseen: readonly string[];
  faceDown: readonly string[];
}

/**
 * The rules of one game: every game folder exports one object of this shape. `A` is the game's own
 * union of actions: what `legalActions` lists and its view's `legal` carries. `apply` takes any
 * `Action`, as a socket delivers it, and refuses one that is not an `A` (see `defineGame`).
 */
export interface GameRules<S extends BaseState = BaseState, V = unknown, H = unknown, A extends Action = Action> {
  id: string;
  name: string;
  seatCounts: readonly number[];
  options: readonly OptionSpec[];
  /**
   * The shape of this game's state, also kept in each state as `format`: bumped when the shape changes,
   * so a stored state of another shape (a table's snapshot) is not loaded but replayed from its log.
   * Absent in the first shape.
   */
  stateFormat?: number;
  /**
   * A stored state of this game in the current shape (`stateFormat`): the same state if it has that
   * shape, a converted one if it has an older shape the game can convert, else null. Absent: only the
   * current shape is read.
   */
  migrate?(saved: BaseState): S | null;
  /** Starts a game (validating seats, options and any explicit deal). */
  setup(input: SetupInput): Applied<S>;
  /** The seats that may act now (empty once the game is over). */
  toAct(state: S): Seat[];
  /**
   * The seats the game is waiting for: a subset of `toAct` without the seats that only may act out of
   * turn (All Fours' exposed cards). Clocks, timeouts and bots follow this list.
   */
  waitingFor(state: S): Seat[];
  /** Every action `seat` may take now. */
  legalActions(state: S, seat: Seat): A[];
  /**
   * What the table does for a person whose clock ran out while the game waited for them outside the
   * play of the cards: the legal action that commits them to nothing (a pass in an auction or when
   * asked to double, standing on the kick). Null when a card is to be played (a bot then plays one
   * for them, and never announces or calls instead) or when no such action exists (a bot chooses).
   */
  timeoutAction(state: S, seat: Seat): A | null;
  /** Applies one action of `seat`; never mutates `state`. */
  apply(state: S, seat: Seat, action: Action): Applied<S>;
  /** What `viewer` may see of the state (without the history: see `history`). */
  view(state: S, viewer: Viewer): V;
  /**
   * Every scored hand of this game, oldest first (the score sheet). It is public, the same for every
   * viewer, and only grows during a game, so a table sends it once and then only the new hands.
   */
  history(state: S): readonly H[];
  /** What the score sheet tells beyond itself: the running score and the statistics (shared/record/<game>/). */
  record: GameRecord<string, H>;
  /**
   * Where the cards some seats may not know lie at `state`: each seat's cards only it may know (its
   * hand, and a card it laid face down), the cards no seat may know (a stock, cards not dealt yet, a
   * trump card nobody has seen), and of all those the cards lying face down on the table (a laid trump
   * card). Card codes, as the views name them; what the spectator's view shows is public whatever this
   * says. The checks for leaks read it (the soak, the table server's tests).
   */
  secrets(state: S): Secrets;
  /**
   * The same state under the rules of play as written, for a game whose options let a table accept
   * cards the rules forbid and call them out later (Baloot's Qayd, All Fours' reneges): a claim is
   * judged against it, so the others' plays it allows are lawful ones and no call follows the last
   * trick. Absent: the state is that already.
   */
  lawful?(state: S): S;
  /** Each team's score as `view` shows it (Fifty-Six: the tables each team holds): the share preview's score. */
  score(view: V): readonly number[];
  /** The team of a seat in this game's current layout. */
  teamOf(state: S, seat: Seat): Team;
  /** The result once the game is over, else null. */
  outcome(state: S): Outcome | null;
}

/**
 * The first of `legal` whose type is one of `types` (in the order of `types`), or null: a game's
 * `timeoutAction` names the actions that commit a person to nothing.
 */
export function firstOfTypes<A extends Action>(legal: readonly A[], types: readonly A['type'][]): A | null {
  for (const type of types) {
    const action = legal.find((candidate) => candidate.type === type);
    if (action) return action;
  }
  return null;
}

/** A refusal value. */
export function refuse(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** True if two actions are the same action (every field equal, as the rules build them). */
export function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** True if `viewer` may see an event addressed to `audience`, given the viewer's team. */
export function canSee(audience: Audience, viewer: Viewer, team: Team | null): boolean {
  if (audience === 'all') return true;
  if (viewer === 'spectator') return false;
  if ('seat' in audience) return audience.seat === viewer;
  return audience.team === team;
}

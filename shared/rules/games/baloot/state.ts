import type { Card, Suit } from '../../core/cards.js';
import type { Audience, BaseState, Deal, GameEvent, RuleError } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { CardNo, CardSet } from './cards.js';

/**
 * A Baloot action (see ACTIONS.md for when each is legal):
 * - auction: `{type:'hokum'}`, `{type:'sun'}`, `{type:'ashkal'}`, `{type:'pass'}`;
 *   naming the trump after a second-round Hokum: `{type:'hokum', suit:'S'}`
 * - raising: `{type:'double', locked?}`, `{type:'triple'}`, `{type:'four', locked?}`, `{type:'gahwa'}`, `{type:'pass'}`
 * - play: `{type:'declare', projects: Card[][]}` (first trick, own turn, before playing), `{type:'play', card}`
 * - with `kawesh` [BAL-11]: `{type:'kawesh'}` (a hand of only 7s, 8s and 9s is thrown in)
 * - with `akka` [BAL-12]: `{type:'akka', card}` (leads `card` announcing it is the highest left of its suit)
 * - with `qayd` [BAL-10]: `{type:'qayd', card}` (an opponent's card of this hand was a foul, at any time
 *   until the hand is scored), `{type:'noCall'}` (asked after the last trick, no Qayd)
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
  | { type: 'play'; card: Card }
  | { type: 'qayd'; card: Card }
  | { type: 'noCall' }
  | { type: 'kawesh' }
  | { type: 'akka'; card: Card };

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

/** A completed trick as the view shows it: its cards in play order and the seat that won it. */
export interface Trick {
  plays: Play[];
  winner: Seat;
}

/** A completed trick in the state: the seat that led it, its cards (one from each seat), the winner. */
export interface TrickTaken {
  leader: Seat;
  cards: CardSet;
  winner: Seat;
}

/**
 * The rule a foul broke [BAL-10.1]: `follow` a card of the suit led was held [BAL-5.2]; `trump` a trump
 * was owed; `overTrump` a higher trump was owed (both `trumpObligation: saudi`, [BAL-10.1a]);
 * `lockedLead` a trump led in a locked hand while holding another suit [BAL-4.3]; `falseAkka` an Akka
 * announced on a card that was not one [BAL-12.3].
 */
export type FoulRule = 'follow' | 'trump' | 'overTrump' | 'lockedLead' | 'falseAkka';

/** A foul of this hand [BAL-10.1]: a secret of the state, never in a view or an event. */
export interface Foul {
  seat: Seat;
  card: CardNo;
  rule: FoulRule;
}

/**
 * A Qayd call [BAL-10.2] (public): who called, whose card (by the trick it was played in, from 1), whether
 * it was a foul and which rule it broke, and the team it scores for (the caller's if right, the other
 * team's if wrong).
 */
export interface QaydCall {
  seat: Seat;
  owner: Seat;
  card: CardNo;
  trick: number;
  correct: boolean;
  rule: FoulRule | null;
  team: Team;
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
  /** `qayd`: a Qayd call stopped the hand [BAL-10.3] (`qayd` says who, whom, where and whether rightly). */
  result: 'success' | 'failure' | 'kaboot' | 'qayd';
  kabootTeam: Team | null;
  declarerTeam: Team;
  score: number[];
  gahwaWinner: Team | null;
  /** The call that stopped the hand, without its card (a summary names no card: they are dealt again). */
  qayd?: Omit<QaydCall, 'card'>;
}

/**
 * The shape of `BalootState`, stored in it as `format`: bumped whenever the shape changes (format.ts
 * turns a stored state of an older shape into this one). 2: cards as numbers; 3: the state in three
 * parts by how often they change (`match`, `deal`, `play`), so that a card played copies two small objects;
 * 4: the deal's fouls, Qayd call and Akkas [BAL-10] [BAL-12].
 */
export const STATE_FORMAT = 4;

/** What lasts from hand to hand: the hand number, its dealer, the score and the score sheet. */
export interface MatchState {
  hand: number;
  dealer: Seat;
  score: number[];
  lastHand: HandSummary | null;
  /** Every scored hand of this game, oldest first (the score sheet). */
  history: HandSummary[];
  winner: Team | null;
  stacked: Deal[];
}

/** What a hand's deal, auction and raising settle: it changes with every call, but rarely during play. */
export interface DealState {
  /** Each seat's cards as dealt to it, played ones included: it holds those not in `play.played`. */
  hands: CardSet[];
  /** The same cards in the order they were dealt: the order its hand is shown in. */
  dealt: CardNo[][];
  /** The cards dealt after the auction, in dealing order. */
  stock: CardNo[];
  bidCard: CardNo;
  auction: Auction;
  contract: Contract | null;
  raising: Raising | null;
  projects: Projects | null;
  baloot: { seat: Seat | null; announced: boolean };
  /** This hand's fouls [BAL-10.1], secret: a view never shows them. */
  fouls: Foul[];
  /** The Qayd call that stopped this hand, while it is scored [BAL-10.3]. */
  qayd: QaydCall | null;
  /** The cards led with an Akka announced this hand [BAL-12.1] (public). */
  akkas: CardNo[];
}

/** What every card played changes: the cards played, the trick being played, the completed tricks. */
export interface PlayState {
  /** The cards played in this hand: its completed tricks and the trick being played. */
  played: CardSet;
  /**
   * The cards of the trick being played: one from each seat in turn from `trickLeader(state)`, so
   * `deal.hands` tells which seat played which card and in what order.
   */
  trick: CardSet;
  tricks: TrickTaken[];
}

/**
 * The whole state of a Baloot game: plain JSON. Cards are card numbers (`PACK` index, see cards.ts)
 * and sets of cards are 32-bit masks of them, so that an action copies no card list; `view` turns
 * them into card codes. Projects keep their card codes: they are what a seat declares and everyone
 * is shown. An action copies the top level and only the parts it changes: a card played copies
 * `play`, a call `deal`, a scored hand `match`.
 */
export interface BalootState extends BaseState {
  game: 'baloot';
  format: number;
  /**
   * `kawesh`: after the auction, the seats holding 8 cards of only 7s, 8s and 9s are asked in turn
   * whether they call Kawesh [BAL-11.3]. `asking`: with `qayd`, after the last trick each seat in turn is asked whether it calls Qayd [BAL-10.2]. */
  phase: 'auction' | 'kawesh' | 'raising' | 'playing' | 'asking' | 'over';
  turn: Seat;
  match: MatchState;
  deal: DealState;
  play: PlayState;
}

/**
 * A new state object with every top-level field of `state`. Each action copies the state once this
 * way and writes its changes into the copy (a part it changes is copied too: `copyDeal`, `copyMatch`);
 * every state has the same keys in the same order, so the engine's hot path stays monomorphic.
 */
export function copyState(state: BalootState): BalootState {
  return {
    game: state.game,
    format: state.format,
    version: state.version,
    seats: state.seats,
    options: state.options,
    seed: state.seed,
    phase: state.phase,
    turn: state.turn,
    match: state.match,
    deal: state.deal,
    play: state.play,
  };
}

/** A copy of a hand's deal part, for an action that changes it. */
export function copyDeal(deal: DealState): DealState {
  return {
    hands: deal.hands,
    dealt: deal.dealt,
    stock: deal.stock,
    bidCard: deal.bidCard,
    auction: deal.auction,
    contract: deal.contract,
    raising: deal.raising,
    projects: deal.projects,
    baloot: deal.baloot,
    fouls: deal.fouls,
    qayd: deal.qayd,
    akkas: deal.akkas,
  };
}

/** A copy of the match part, for an action that ends a hand. */
export function copyMatch(match: MatchState): MatchState {
  const { hand, dealer, score, lastHand, history, winner, stacked } = match;
  return { hand, dealer, score, lastHand, history, winner, stacked };
}

/** The seat `steps` places after `seat` in playing order, at Baloot's table of four. */
export function seatPlus(seat: Seat, steps: number): Seat {
  return (seat + steps) & 3;
}

/** Each seat as an event audience (`{ seat }`): shared and frozen, as events are values. */
export const SEAT_AUDIENCES: readonly Audience[] = [0, 1, 2, 3].map((seat) => Object.freeze({ seat }));

/** The empty lists and the unclaimed Baloot a hand starts with: shared and frozen (every change makes a new one). */
export const NO_CALLS = Object.freeze([]) as readonly Call[] as Call[];
export const NO_TRICKS = Object.freeze([]) as readonly TrickTaken[] as TrickTaken[];
export const NO_BALOOT: DealState['baloot'] = Object.freeze({ seat: null, announced: false });
export const NO_FOULS = Object.freeze([]) as readonly Foul[] as Foul[];

/** The auction at the start of a round: every seat to speak, from the dealer's right. */
export function openRound(dealer: Seat, round: 1 | 2, calls: Call[]): Auction {
  const queue = [seatPlus(dealer, 1), seatPlus(dealer, 2), seatPlus(dealer, 3), dealer];
  return { round, stage: 'open', queue, hokum: null, sun: null, calls };
}

/**
 * How an action ended its phase: the auction with a contract or a throw-in, the raising chain, the
 * hand's last trick (or, with Qayd, the last seat asked after it), or a Qayd call that stops the hand. `flow.ts` alone decides what follows, so phases never call each other.
 */
export type PhaseEnd = 'contractMade' | 'thrownIn' | 'raisesDone' | 'handPlayed' | 'qaydCalled' | 'kaweshRedeal' | 'kaweshDone';

/** What a phase returns for one action: the new state and its events (and how the phase ended), or a refusal. */
export type Step = { ok: true; state: BalootState; events: GameEvent[]; end?: PhaseEnd } | { ok: false; error: RuleError };

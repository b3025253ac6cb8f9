import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { cardNumber, PACK } from './cards.js';
import { lawfulSet } from './play.js';
import { countOf, handCards, heldBy, playsOf, tricksOf } from './hands.js';
import type { Auction, BalootAction, BalootState, Contract, HandSummary, Project, ProjectKind, Raising, Trick } from './state.js';

/** What one viewer may see of a Baloot game: own hand, public cards and calls, no stock, no seed. */
export interface BalootView {
  game: 'baloot';
  version: number;
  options: Options;
  viewer: Viewer;
  hand: number;
  dealer: Seat;
  score: number[];
  phase: BalootState['phase'];
  turn: Seat | null;
  myHand: Card[] | null;
  handSizes: number[];
  bidCard: Card;
  auction: Omit<Auction, 'queue'>;
  contract: Contract | null;
  raising: Omit<Raising, 'queue'> | null;
  trick: Play[];
  tricks: Trick[];
  projects: {
    mine: { candidates: Project[]; declared: Project[] | null } | null;
    kinds: (ProjectKind[] | null)[];
    revealed: (Project[] | null)[] | null;
    scoringTeam: Team | null;
  } | null;
  balootSeat: Seat | null;
  /**
   * With `qayd` [BAL-10.1], the viewer's own cards that would be a foul if played now (its own
   * knowledge: a bot plays none of them, the table asks before one goes). Empty for anyone else.
   */
  fouls: Card[];
  /** The cards led with an Akka announced this hand [BAL-12.1]. */
  akkas: Card[];
  lastHand: HandSummary | null;
  winner: Team | null;
  legal: BalootAction[];
}

const NONE = Object.freeze([]) as readonly Card[] as Card[];

// the cards in hand that may be played but break the rules of play: each would be a foul [BAL-10.1]
function foulCards(state: BalootState, seat: Seat): Card[] {
  const fouls = heldBy(state, seat) & ~lawfulSet(state, seat);
  return handCards(state, seat).filter((card) => (fouls & (1 << cardNumber(card))) !== 0);
}

/** The view of `viewer`; `legal` lists the viewer's own legal actions. */
export function viewOf(state: BalootState, viewer: Viewer, legal: BalootAction[]): BalootView {
  const seat = viewer === 'spectator' ? null : viewer;
  const { match, deal } = state;
  const { queue: _queue, ...auction } = deal.auction;
  const projects = deal.projects;
  return {
    game: 'baloot',
    version: state.version,
    options: state.options,
    viewer,
    hand: match.hand,
    dealer: match.dealer,
    score: match.score,
    phase: state.phase,
    turn: state.phase === 'over' ? null : state.turn,
    myHand: seat === null ? null : handCards(state, seat),
    handSizes: [0, 1, 2, 3].map((s) => countOf(heldBy(state, s))),
    bidCard: PACK[deal.bidCard],
    auction,
    contract: deal.contract,
    raising: deal.raising ? { step: deal.raising.step } : null,
    trick: playsOf(state),
    tricks: tricksOf(state),
    projects: projects && {
      mine: seat === null ? null : { candidates: projects.candidates[seat], declared: projects.declared[seat] },
      kinds: projects.declared.map((d) => (d ? d.map((p) => p.kind) : null)),
      revealed: projects.revealed ? projects.declared : null,
      scoringTeam: projects.scoringTeam,
    },
    // the Baloot holder stays secret until the second card is played
    balootSeat: deal.baloot.announced ? deal.baloot.seat : null,
    fouls: seat !== null && seat === state.turn && state.phase === 'playing' && state.options.qayd === true ? foulCards(state, seat) : NONE,
    akkas: deal.akkas.map((n) => PACK[n]),
    lastHand: match.lastHand,
    winner: match.winner,
    legal,
  };
}

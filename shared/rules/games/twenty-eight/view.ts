import type { Card, Suit } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { teamOfSeat } from './seating.js';
import type { Call, HandSummary, PairCall, Phase, Trick, TwentyEightState, TwentyEightAction } from './state.js';

/**
 * What one viewer may see of a game of Twenty-Eight: its own hand (and its own face-down trump card),
 * the sizes of the others' hands, the cards known to be in a hand (an exposed trump card, a declared
 * Pair), every call, the face-down card's owner, the trump once exposed, the tricks, the scores and
 * the viewer's legal actions. Never another seat's cards, the second batch before it is dealt, or
 * (for anyone but its owner) the hidden trump card or its suit [TE-4].
 */
export interface TwentyEightView {
  game: 'twenty-eight';
  version: number;
  seats: number;
  options: Options;
  viewer: Viewer;
  phase: Phase;
  hand: number;
  dealer: Seat;
  turn: Seat | null;
  teams: Team[];
  myHand: Card[] | null;
  /** The viewer's own trump card while it lies face down (null for everyone else). */
  myTrump: Card | null;
  handSizes: number[];
  /** Cards everyone knows to be in a seat's hand: the exposed trump card, the declared Pair [TE-4.2]. */
  known: Card[][];
  calls1: Call[];
  calls2: Call[];
  high: number;
  highSeat: Seat;
  firstBid: { seat: Seat; value: number } | null;
  bidder: Seat;
  /** The seat with a card lying face down next to it (-1: none). */
  trumpSeat: Seat;
  /** The trump card and suit once exposed [TE-4.2]. */
  trump: { card: Card; suit: Suit } | null;
  target: number;
  thani: Seat;
  silent: Seat[];
  doubled: 0 | 1 | 2;
  pair: PairCall | null;
  leader: Seat;
  trick: Play[];
  obliged: Seat;
  tricks: Trick[];
  /** Card points won by each seat this hand. */
  won: number[];
  score: number[];
  lastHand: HandSummary | null;
  winner: Team | null;
  winners: Seat[];
  legal: TwentyEightAction[];
}

function knownCards(state: TwentyEightState): Card[][] {
  const known: Card[][] = [];
  const trump = state.exposed ? state.trumpCard! : null;
  const pair = state.pair && trump ? [`K${trump[1]}`, `Q${trump[1]}`] : [];
  for (let seat = 0; seat < state.seats; seat++) {
    const hand = state.hands[seat];
    const cards: Card[] = [];
    if (trump && seat === state.bidder && hand.includes(trump)) cards.push(trump);
    if (state.pair && seat === state.pair.seat) for (const card of pair) if (hand.includes(card) && !cards.includes(card)) cards.push(card);
    known.push(cards);
  }
  return known;
}

/** The view of `viewer`; `legal` lists the viewer's own legal actions (empty for spectators). */
export function viewOf(state: TwentyEightState, viewer: Viewer, legal: TwentyEightAction[]): TwentyEightView {
  const teams: Team[] = [];
  const handSizes: number[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    teams.push(teamOfSeat(seat, state.seats));
    handSizes.push(state.hands[seat].length);
  }
  const own = viewer !== 'spectator';
  return {
    game: 'twenty-eight',
    version: state.version,
    seats: state.seats,
    options: state.options,
    viewer,
    phase: state.phase,
    hand: state.hand,
    dealer: state.dealer,
    turn: state.phase === 'over' ? null : state.turn,
    teams,
    myHand: own ? state.hands[viewer].slice() : null,
    myTrump: own && state.trumpSeat === viewer ? state.trumpCard : null,
    handSizes,
    known: knownCards(state),
    calls1: state.calls1,
    calls2: state.calls2,
    high: state.high,
    highSeat: state.highSeat,
    firstBid: state.firstBid,
    bidder: state.bidder,
    trumpSeat: state.trumpSeat,
    trump: state.exposed ? { card: state.trumpCard!, suit: state.trumpCard![1] as Suit } : null,
    target: state.target,
    thani: state.thani,
    silent: state.silent,
    doubled: state.doubled,
    pair: state.pair,
    leader: state.leader,
    trick: state.trick,
    obliged: state.obliged,
    tricks: state.tricks,
    won: state.won,
    score: state.score,
    lastHand: state.lastHand,
    winner: state.winner,
    winners: state.winners,
    legal,
  };
}

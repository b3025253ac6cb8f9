import type { Card } from '$shared/rules/core/cards.js';
import type { Action, Viewer } from '$shared/rules/core/game.js';
import type { Seat, Team } from '$shared/rules/core/seats.js';
import type { Play } from '$shared/rules/core/tricks.js';
import type { TableModel } from './types.js';

/** What the views of the trick games all have alike: the part of a view `trickModel` reads. */
export interface TrickView {
  viewer: Viewer;
  version: number;
  phase: string;
  dealer: Seat;
  turn: Seat | null;
  handSizes: number[];
  /** The cards of the trick on the table. */
  trick: Play[];
  /** The completed tricks of this hand, oldest first. */
  tricks: readonly { plays: Play[]; winner: Seat }[];
  /** The viewer's own legal actions. */
  legal: readonly Action[];
  winner: Team | null;
}

// the fields every trick game reads off its view the same way
type Read = 'viewer' | 'version' | 'handSizes' | 'trick' | 'lastTrick' | 'tricksDone' | 'turn' | 'dealer' | 'over' | 'winner';
// the fields most games leave as they are here, and some games set themselves
type Usual = 'playable' | 'offTurn' | 'shown' | 'aside' | 'callable';

/**
 * What a game's model supplies itself: its seats, its hand in order, teams, seats out, notes, headline,
 * score and its label; and, where the game has them, other playable cards than its legal plays, cards
 * played out of turn, cards lying face up or beside a seat, callable cards, the notes' meanings.
 */
export type GameParts = Omit<TableModel, Read | Usual> & Partial<Pick<TableModel, Usual>>;

/** The cards of the viewer's legal plays (`play` actions), in the order of `legal`. */
export function legalPlays(view: Pick<TrickView, 'legal'>): Card[] {
  return view.legal.flatMap((a) => (a.type === 'play' ? [a.card as Card] : []));
}

/**
 * The table frame's picture of a trick game's view: the viewer, the trick on the table and the last one
 * won, the tricks done, whose turn it is, the dealer, the hand sizes and whether and by whom the game is
 * won, read the same way for every game; the cards the viewer may play are its legal plays, and nothing
 * lies face up or beside a seat, unless `own` says otherwise. The rest is the game's own (`own`).
 */
export function trickModel(view: TrickView, own: GameParts): TableModel {
  const last = view.tricks.at(-1) ?? null;
  return {
    viewer: view.viewer === 'spectator' ? null : view.viewer,
    version: view.version,
    handSizes: view.handSizes,
    // a game that says which cards are playable (All Fours: only in turn) saves the default's work
    playable: own.playable ?? new Set(legalPlays(view)),
    offTurn: null,
    shown: [],
    aside: null,
    callable: new Set(),
    trick: view.trick,
    lastTrick: last && { plays: last.plays, winner: last.winner },
    tricksDone: view.tricks.length,
    turn: view.turn === null ? [] : [view.turn],
    dealer: view.dealer,
    over: view.phase === 'over',
    winner: view.winner,
    ...own,
  };
}

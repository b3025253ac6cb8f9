import type { Component } from 'svelte';
import type { StatKey } from '$shared/record/stats.js';
import type { Action } from '$shared/rules/core/game.js';
import type { GameId } from '$shared/rules/manifests.js';
import type { HistoryOf, ViewOf } from '$shared/rules/registry.js';
import type { LogLine } from '../net/snapshot.js';

/** A card in a trick and the seat that played it. */
export interface Played {
  seat: number;
  card: string;
}

/** The game-independent picture of a view that the table frame draws. */
export interface TableModel {
  seats: number;
  viewer: number | null;
  version: number;
  hand: string[];
  handSizes: number[];
  /** Cards the viewer may play now (empty when it is not the viewer's turn to play a card). */
  playable: Set<string>;
  /**
   * The trump suit, in a game where a trump may be played instead of following the suit led (All Fours,
   * [AF-3.3]): why a card cannot be played then says so. Absent where the suit led must be followed.
   */
  trumpInsteadOfFollowing?: string | null;
  /**
   * Cards the viewer may play now but only out of turn, which does something other than playing them
   * (All Fours with exposed cards: the card is exposed); the table asks before sending such a play.
   */
  offTurn: { cards: Set<string>; title: string; question: (card: string) => string; confirm: string } | null;
  /** Cards lying face up in front of each seat (All Fours' exposed cards), and the ones the viewer may call. */
  shown: string[][];
  callable: Set<string>;
  /**
   * A card lying beside a seat apart from its hand (the trump card of Twenty-Eight and Twenty-Nine,
   * face down beside the bidder): `card` is its face for a viewer who may know it, null (its back) for
   * everyone else; `label` says what it is. The felt turns it over when `card` is first known.
   */
  aside: { seat: number; card: string | null; label: string } | null;
  trick: Played[];
  lastTrick: { plays: Played[]; winner: number } | null;
  /** Completed tricks in this hand, to notice a trick just won. */
  tricksDone: number;
  turn: number[];
  dealer: number;
  teams: number[];
  out: boolean[];
  /** A short note under each seat: its last call, its contract. */
  notes: string[];
  /**
   * What a seat's note tells the table, where its form says more than it shows (a Fifty-Six bid: "♥ 29"
   * is strong in hearts without the jack): shown when the note is tapped, and said with it. '' or absent: nothing.
   */
  noteMeanings?: string[];
  /** One line about the hand: the contract, the trump. */
  headline: string;
  /** Scores per team, for the score bar. */
  score: number[];
  /** What the scores count toward, as said after them ("to 152", "Tables"); '' for nothing. */
  scoreLabel: string;
  over: boolean;
  /** The team that won the game, once it is over. */
  winner: number | null;
}

/** Names the page knows: seat names and the viewer's team. */
export interface Naming {
  seatName: (seat: number) => string;
  /** True for the viewer's own seat, whose lines take "you" forms ("You win the trick"). */
  isYou: (seat: number) => boolean;
  teamName: (team: number) => string;
}

/** Props every panel of game `G` gets. */
export interface PanelProps<G extends GameId> {
  view: ViewOf<G>;
  act: (action: Action) => void;
  naming: Naming;
}

/** Props of a game's score sheet: a panel's, and the game's scored hands (`history`, oldest first). */
export interface SheetProps<G extends GameId> extends PanelProps<G> {
  history: readonly HistoryOf<G>[];
  /** Both parts (the default), only the last hand's summary (the hand result) or only the sheet of every hand. */
  part?: 'all' | 'last' | 'sheet';
}

/** What game `G` contributes to the table page; loaded lazily, one chunk per game. */
export interface GameUi<G extends GameId> {
  game: G;
  model: (view: ViewOf<G>) => TableModel;
  /** The decisions other than playing a card (bids, raises, projects...). */
  Panel: Component<PanelProps<G>>;
  /** The last hand's summary and the score sheet of every hand of the game. */
  Sheet: Component<SheetProps<G>>;
  /** Something to show in the middle of the table (the bid card, the kick), or nothing. */
  Center: Component<PanelProps<G>> | null;
  /**
   * The events of other seats' decisions other than a card (bids, calls, begging and standing, raises,
   * declarations), played back one at a time like their cards: each is said at its seat after a pause.
   */
  decisions: ReadonlySet<string>;
  /** The game's own names of figures of its statistics, where they differ (Fifty-Six's points are card points). */
  statWords: Partial<Record<StatKey, () => string>>;
  /** The words for cards lying face up in front of a seat (All Fours' exposed cards), if the game has any. */
  shownLabel: (() => string) | null;
  /** A line of the log in words (cards written by `card`, short `10♥` by default), or null to leave it out. */
  describe: (line: LogLine, naming: Naming, card?: (card: string) => string) => string | null;
}

/** Each game's UI by id. */
export type GameUis = { [G in GameId]: GameUi<G> };

/** The UI of some game: check its `game` to know which. */
export type AnyGameUi = GameUis[GameId];

/**
 * A game in progress with the UI that draws it, all of one game `G`: its view and score sheet, and
 * the table frame's picture of the view. Made by `playingOf`; generic code takes a `Playing<G>` and
 * may hand its view to its UI.
 */
export type Playing<G extends GameId = GameId> = {
  [K in G]: { ui: GameUi<K>; view: ViewOf<K>; history: readonly HistoryOf<K>[]; model: TableModel };
}[G];

/** Taking seats and (for the host) reassigning them during a game; absent at a practice table. */
export interface Seating {
  sit: (seat: number, name: string) => void;
  assign: (seat: number, to: 'bot' | 'empty') => void;
  /** Takes the viewer's away seat back from the bot playing it (protocol `back`). */
  back: () => void;
  /** Double time on a live clock for the viewer's turns, or the table's time again (protocol `relaxed`). */
  relaxed: (on: boolean) => void;
  name: string;
  /** The host's private link ('' for anyone else), shown with the players. */
  hostLink: string;
  /** The private rejoin link of the viewer's seat ('' when not seated), shown with the players. */
  rejoin: string;
}

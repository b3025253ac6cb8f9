import type { LogLine } from '../net/snapshot.js';
import type { StorageLike } from '../net/storage-like.js';

/** The part of a log the screen reader has not heard yet. */
export interface Heard {
  /** A fingerprint of the last line already told, or null before the first look. */
  last: string | null;
}

function fingerprint(line: LogLine): string {
  return `${line.id}:${line.type}:${JSON.stringify(line.data)}`;
}

/**
 * The lines of `log` that came after the last one told (and marks them told). The first look tells
 * nothing: a page opened mid-game does not read out the whole history. When the last line told is
 * gone (a new game started the log afresh) every line is new.
 */
export function freshLines(log: readonly LogLine[], heard: Heard): LogLine[] {
  const previous = heard.last;
  heard.last = log.length ? fingerprint(log[log.length - 1]) : previous;
  if (previous === null) return [];
  let from = log.length;
  while (from > 0 && fingerprint(log[from - 1]) !== previous) from--;
  return log.slice(from);
}

const SUIT_SYMBOLS = /[♠♥♦♣]/g;

/** A line for the screen reader: suit symbols said as words (`Hokum ♥` → `Hokum hearts`). */
export function spoken(text: string, suitWord: (symbol: string) => string): string {
  return text.replace(SUIT_SYMBOLS, (symbol) => suitWord(symbol));
}

/** Where this browser keeps what the screen reader is told during play. */
export const VERBOSITY_KEY = 'majlis:verbosity';

/**
 * How much the live region says: `cards`, every line of the log as it comes (each card); `tricks` (the
 * default), each trick once as one sentence when it is won, the other lines as they come; `turn`, only
 * the viewer's turn and the game's end. "Your turn" is said in every one.
 */
export type Verbosity = 'cards' | 'tricks' | 'turn';

export const VERBOSITIES: readonly Verbosity[] = ['tricks', 'cards', 'turn'];

/** This browser's choice (`tricks` unless one was made). */
export function verbosityOf(storage: Pick<StorageLike, 'getItem'>): Verbosity {
  const stored = storage.getItem(VERBOSITY_KEY);
  return VERBOSITIES.includes(stored as Verbosity) ? (stored as Verbosity) : 'tricks';
}

export function setVerbosity(storage: StorageLike, choice: Verbosity): void {
  if (choice === 'tricks') storage.removeItem(VERBOSITY_KEY);
  else storage.setItem(VERBOSITY_KEY, choice);
}

/** The words the announcements are made of, in the page's language (Announcer.svelte gives them). */
export interface AnnouncerWords {
  /** A log line in words, or null for one not worth telling. */
  line: (line: LogLine) => string | null;
  /** One card of a trick: "Ahmed: nine of spades". */
  play: (line: LogLine) => string;
  /** A won trick as one sentence: "Trick 3: … — You win the trick, 20 points". */
  trick: (n: number, plays: string[], won: LogLine) => string;
  /** The cards on the table when the turn comes: "On the table: …". */
  onTable: (plays: string[]) => string;
  yourTurn: string;
}

/** What the page says: `polite` after what is being read, `urgent` at once (the viewer's turn). */
export interface Said {
  polite: string[];
  urgent: string[];
}

const CARD = 'cardPlayed';
const TRICK = 'trickWon';

/**
 * The table's announcements, as the game goes: fed the log's new lines (`freshLines`) and whether it
 * is now the viewer's turn, it says what the verbosity asks for. It follows the trick being played
 * (its cards so far, its number in the hand), so that a trick is said as one sentence when won.
 */
export class Telling {
  private plays: LogLine[] = [];
  private tricks = 0;
  private wasMyTurn = false;

  /**
   * Where the hand stands on the first look (a page opened mid-hand): the cards of the trick on the
   * table and the tricks already won since the last deal, read from the whole log; nothing is said.
   */
  start(log: readonly LogLine[]): void {
    let from = log.length;
    while (from > 0 && log[from - 1]!.type !== 'handDealt') from--;
    const hand = log.slice(from);
    this.tricks = hand.filter((line) => line.type === TRICK).length;
    let lastTrick = hand.length;
    while (lastTrick > 0 && hand[lastTrick - 1]!.type !== TRICK) lastTrick--;
    this.plays = hand.slice(lastTrick).filter((line) => line.type === CARD);
  }

  tell(fresh: readonly LogLine[], myTurn: boolean, verbosity: Verbosity, words: AnnouncerWords): Said {
    const polite: string[] = [];
    for (const line of fresh) {
      if (line.type === 'handDealt') {
        this.plays = [];
        this.tricks = 0;
      }
      if (line.type === CARD) this.plays.push(line);
      if (line.type === TRICK) {
        this.tricks++;
        const trick = words.trick(this.tricks, this.plays.map(words.play), line);
        this.plays = [];
        if (verbosity === 'tricks') {
          polite.push(trick);
          continue;
        }
      }
      if (verbosity === 'tricks' && line.type === CARD) continue;
      if (verbosity === 'turn' && line.type !== 'gameOver') continue;
      const text = words.line(line);
      if (text !== null) polite.push(text);
    }
    const urgent: string[] = [];
    if (myTurn && !this.wasMyTurn) {
      // the cards already on the table, which a trick said whole has not told yet
      const table = verbosity === 'tricks' && this.plays.length > 0 ? [words.onTable(this.plays.map(words.play))] : [];
      urgent.push([words.yourTurn, ...table].join('. '));
    }
    this.wasMyTurn = myTurn;
    return { polite, urgent };
  }
}

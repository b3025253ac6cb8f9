import type { LogLine } from '../net/snapshot.js';

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

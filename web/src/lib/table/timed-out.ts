import type { LogLine } from '../net/snapshot.js';
import { m } from '../paraglide/messages.js';
import { cardText } from './words.js';

// Only the lazily loaded note (TimedOutNote.svelte) says what a bot did for the viewer: its words are
// in the later part of the messages.

/**
 * "Time ran out — a bot played 7♠ for you": the latest time a bot stood in for the viewer, with what it
 * did (the viewer's first line after it), or that the table took the cautious choice (`passed`: a pass,
 * never a bid), or null. The page shows it until the viewer acts or closes it.
 */
export function timedOutNotice(log: readonly LogLine[], you: number | null, card: (card: string) => string = cardText): { line: LogLine; text: string } | null {
  if (you === null) return null;
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i]!;
    if (line.type !== 'timedOut' || line.seat !== you) continue;
    const move = log.slice(i + 1).find((next) => next.seat === you);
    if (!move) return null;
    const text =
      line.data.passed === true
        ? m.notice_timed_out_passed()
        : typeof move.data.card === 'string'
          ? m.notice_timed_out_card({ card: card(move.data.card) })
          : m.notice_timed_out();
    return { line, text };
  }
  return null;
}

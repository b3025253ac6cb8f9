import type { Seat } from '../rules/core/seats.js';

/** The quick reactions anyone at a table may send: codes, which each client puts in its own words. */
export const REACTIONS = ['wellPlayed', 'niceHand', 'goodLuck', 'thanks', 'sorry', 'oops', 'hurry', 'gg'] as const;

/** One quick reaction's code. */
export type ReactionCode = (typeof REACTIONS)[number];

/** The longest chat line, in graphemes after cleaning (see text-policy.ts, which imports it). */
export const MAX_CHAT_CHARS = 200;

/** How many chat lines a table keeps (the newest); older ones are deleted. */
export const CHAT_KEPT = 200;

/** Who sent a reaction: a seat, or someone watching. */
export type ReactionFrom = { seat: Seat } | { spectator: true };

/** One line of a table's chat, as stored and sent: plain text, to be shown as text. */
export interface ChatLine {
  /** Counts up from 1 at each table. */
  id: number;
  seat: Seat;
  /** The seat's name when the line was sent. */
  name: string;
  text: string;
  /** When it was sent (ms since the epoch). */
  at: number;
}

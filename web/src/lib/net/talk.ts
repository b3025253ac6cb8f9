import type { ServerMessage } from '$shared/protocol/messages.js';
import { CHAT_KEPT, type ChatLine, type ReactionCode, type ReactionFrom } from '$shared/protocol/talk.js';
import type { StorageLike } from './storage-like.js';

/**
 * A bubble at a seat as the page shows it: who sent it, a reaction's code or the start of a chat line
 * (`text`, code null), and when it arrived here (the page's own clock).
 */
export interface ShownReaction {
  id: number;
  from: ReactionFrom;
  code: ReactionCode | null;
  text?: string;
  arrivedAt: number;
}

/** A chat line's bubble shows at most this many characters (graphemes) of it, then "…". */
export const BUBBLE_CHARS = 40;

/** The start of a chat line for its bubble. */
export function bubbleText(text: string): string {
  const chars = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  return chars.length <= BUBBLE_CHARS ? text : `${chars.slice(0, BUBBLE_CHARS - 1).join('')}…`;
}

/** What a snapshot holds of the talk at the table. */
export interface TalkShown {
  /** Whether the table's chat is on. */
  on: boolean;
  /** The chat lines, oldest first (the last CHAT_KEPT). */
  lines: readonly ChatLine[];
  /** Lines from others since the chat was last read (none counted while muted). */
  unread: number;
  /** The latest reactions, oldest first. */
  reactions: readonly ShownReaction[];
  /** This person muted the others' chat and reactions at this table. */
  muted: boolean;
  /** The seats this person muted one by one at this table (their lines and reactions hidden). */
  mutedSeats: readonly number[];
}

const KEPT_REACTIONS = 16;

type TalkMessage = Extract<ServerMessage, { type: 'reaction' | 'chat' | 'chatLog' }>;

/** The chat lines and reactions a table's socket received; the mute is kept in storage per table. */
export class TalkState {
  lines: ChatLine[] = [];
  unread = 0;
  reactions: ShownReaction[] = [];
  muted: boolean;
  mutedSeats: number[];
  private count = 0;

  constructor(
    private readonly storage: StorageLike,
    private readonly table: string,
  ) {
    // stored: "1" (all muted; so it began) or [all muted 0/1, ...muted seats]; anything else: nothing
    let stored: unknown;
    try {
      stored = JSON.parse(storage.getItem(muteKey(table)) ?? '0');
    } catch {}
    const [all, ...seats] = Array.isArray(stored) ? stored : [stored];
    this.muted = all === 1;
    this.mutedSeats = seats.filter((s): s is number => Number.isInteger(s) && s >= 0 && s < 16);
  }

  /** Mutes (or unmutes) the others' chat and reactions, or only `seat`'s; remembered for this table. */
  mute(on: boolean, seat?: number): void {
    if (seat === undefined) this.muted = on;
    else this.mutedSeats = [...this.mutedSeats.filter((s) => s !== seat), ...(on ? [seat] : [])];
    if (this.muted || this.mutedSeats.length > 0) this.storage.setItem(muteKey(this.table), JSON.stringify([+this.muted, ...this.mutedSeats]));
    else this.storage.removeItem(muteKey(this.table));
  }

  /** A reaction, a chat line or the kept lines (after hello or sync: they replace what was there). */
  receive(message: TalkMessage, mySeat: number | null, now: number): void {
    if (message.type === 'reaction') {
      const { from, code } = message;
      this.reactions = [...this.reactions.slice(1 - KEPT_REACTIONS), { id: this.count++, from, code, arrivedAt: now }];
    } else if (message.type === 'chatLog') {
      this.lines = message.lines;
    } else {
      this.lines = [...this.lines.slice(1 - CHAT_KEPT), message.line];
      const { seat } = message.line;
      // the others' lines, unless muted (all, or this seat)
      if (seat !== mySeat && !this.muted && !this.mutedSeats.includes(seat)) this.unread++;
      // and a bubble at the writer's seat, as a reaction has, so a line is seen with the chat closed
      if (seat !== mySeat) {
        this.reactions = [...this.reactions.slice(1 - KEPT_REACTIONS), { id: this.count++, from: { seat }, code: null, text: bubbleText(message.line.text), arrivedAt: now }];
      }
    }
  }

  shown(on: boolean): TalkShown {
    const { lines, reactions, muted, mutedSeats } = this;
    return { on, lines, unread: muted ? 0 : this.unread, reactions, muted, mutedSeats };
  }
}

function muteKey(table: string): string {
  return `majlis:mute:${table}`;
}

/** What the page may say at a table (the online table does it; practice has no one to talk to). */
export interface Talker {
  react(code: ReactionCode): void;
  chat(text: string): boolean;
  mute(on: boolean, seat?: number): void;
  readChat(): void;
}

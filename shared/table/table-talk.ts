import type { ClientMessage, ServerMessage, You } from '../protocol/messages.js';
import { CHAT_KEPT, type ChatLine, type ReactionFrom } from '../protocol/talk.js';
import { CHAT_RULES, cleanText } from '../protocol/text-policy.js';
import type { Refusal } from './lobby.js';
import type { Peer } from './peer.js';
import type { TableStore } from './store.js';
import type { TableRecord } from './table-record.js';
import { encode } from '../protocol/wire.js';

/**
 * How often one person may react and chat, whatever the number of sockets they open: a seat (all its
 * sockets together), the host without a seat, or someone watching, by the client address (all the
 * spectators' sockets from one address together). Past it a message is refused with `rateLimited`.
 */
export interface TalkLimits {
  /** The least time between two reactions of one person. */
  reactionGapMs: number;
  /** At most this many chat lines of one seat ... */
  chatLines: number;
  /** ... in any window of this length. */
  chatWindowMs: number;
}

/** One reaction every 2 s and 5 chat lines in 30 s a person: enough to talk, too little to drown the table. */
export const TALK_LIMITS: TalkLimits = { reactionGapMs: 2000, chatLines: 5, chatWindowMs: 30_000 };

/** Paces kept before the ones with nothing left in their windows are dropped (a flood of addresses cannot grow the map). */
const PACES_KEPT = 256;

/** Whose pace a message counts against: the seat, the host without one, or a spectator's client address. */
function paceKey(peer: Peer, you: You): string {
  if (you.seat !== null) return `seat ${you.seat}`;
  return you.host ? 'host' : `address ${peer.address() ?? ''}`;
}

/** A chat line as shown, cleaned by the text policy (1 to MAX_CHAT_CHARS graphemes, no line breaks), or a refusal. */
export function cleanChat(text: string): string | Refusal {
  const clean = cleanText(text, CHAT_RULES);
  return clean.ok ? clean.text : { code: 'badChat', message: `a chat line ${clean.message}` };
}

type Talk = Extract<ClientMessage, { type: 'react' | 'chat' }>;

/**
 * What people say at a table besides their moves: quick reactions, sent to every socket and kept
 * nowhere, and the chat, whose newest CHAT_KEPT lines are stored with the table and sent to a socket
 * when it says hello or asks for a sync. Each person's pace is limited by TalkLimits, however many
 * sockets they open (in memory: a wake-up starts every pace afresh, as the message limit does; a
 * table under a flood stays awake). People watching react only if the host lets them.
 */
export class TableTalk {
  private lines: ChatLine[] | null = null;
  private readonly paces = new Map<string, { reactedAt: number; chatAt: number[] }>();

  constructor(
    private readonly store: TableStore,
    /** The sockets that said hello. */
    private readonly audience: () => Peer[],
    private readonly limits: TalkLimits = TALK_LIMITS,
  ) {}

  /** A reaction or a chat line from `peer`, who is `you`: sent to everyone, or a refusal. */
  run(peer: Peer, record: TableRecord, you: You, message: Talk, now: number): Refusal | null {
    if (message.type === 'react' && you.seat === null && !you.host && record.spectatorReactions !== true) {
      return { code: 'spectatorReactionsOff', message: 'the host has not let people watching send reactions at this table' };
    }
    const pace = this.paceOf(paceKey(peer, you), now);
    if (message.type === 'react') {
      if (now - pace.reactedAt < this.limits.reactionGapMs) return slowDown(`at most one reaction every ${this.limits.reactionGapMs / 1000} s`);
      pace.reactedAt = now;
      const from: ReactionFrom = you.seat === null ? { spectator: true } : { seat: you.seat };
      return this.send({ type: 'reaction', from, code: message.code, at: now });
    }
    if (record.chat === false) return { code: 'chatOff', message: 'the host has turned the chat off at this table' };
    if (you.seat === null) return { code: 'notSeated', message: 'only the players chat; someone watching may react' };
    const text = cleanChat(message.text);
    if (typeof text !== 'string') return text;
    const recent = pace.chatAt.filter((at) => now - at < this.limits.chatWindowMs);
    if (recent.length >= this.limits.chatLines) {
      return slowDown(`at most ${this.limits.chatLines} chat lines in ${this.limits.chatWindowMs / 1000} s`);
    }
    pace.chatAt = [...recent, now];
    const lines = this.load();
    const line: ChatLine = { id: (lines.at(-1)?.id ?? 0) + 1, seat: you.seat, name: record.seats[you.seat].name ?? '', text, at: now };
    // stored before anyone is told, like a move
    this.store.appendChat(line, CHAT_KEPT);
    this.lines = [...lines, line].slice(-CHAT_KEPT);
    return this.send({ type: 'chat', line });
  }

  /** Sends `peer` the kept chat lines (after its hello or sync), if the chat is on and has any. */
  sendLog(peer: Peer, record: TableRecord): void {
    if (record.chat === false) return;
    const lines = this.load();
    if (lines.length > 0) peer.send(encode({ type: 'chatLog', lines }));
  }

  /**
   * A person deleted their data: the lines they sent from `seat` (under their `name`) are deleted, and
   * every socket gets the lines kept, which replace what it shows.
   */
  erase(record: TableRecord, seat: number, name: string): void {
    this.store.eraseChat(seat, name);
    this.lines = null;
    if (record.chat === false) return;
    const text = encode({ type: 'chatLog', lines: this.load() });
    for (const peer of this.audience()) peer.send(text);
  }

  /** The pace of `key`; when many are kept, the ones whose every window has passed are dropped first. */
  private paceOf(key: string, now: number): { reactedAt: number; chatAt: number[] } {
    let pace = this.paces.get(key);
    if (pace) return pace;
    if (this.paces.size >= PACES_KEPT) {
      const { reactionGapMs, chatWindowMs } = this.limits;
      for (const [old, kept] of this.paces) {
        if (now - kept.reactedAt >= reactionGapMs && kept.chatAt.every((at) => now - at >= chatWindowMs)) this.paces.delete(old);
      }
    }
    this.paces.set(key, (pace = { reactedAt: -Infinity, chatAt: [] }));
    return pace;
  }

  /** Drops the lines in memory; the next use reads them from the store. */
  forget(): void {
    this.lines = null;
  }

  private load(): ChatLine[] {
    return (this.lines ??= this.store.loadChat());
  }

  private send(message: Extract<ServerMessage, { type: 'reaction' | 'chat' }>): null {
    const text = encode(message);
    for (const peer of this.audience()) peer.send(text);
    return null;
  }
}

function slowDown(message: string): Refusal {
  return { code: 'rateLimited', message };
}
